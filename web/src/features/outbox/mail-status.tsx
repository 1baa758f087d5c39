import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import type { OutboxMail, OutboxMailStatus } from '@sportello/contracts';
import { useResendMail } from './outbox-api';
import { outboxMessages as m } from './messages';

const CHIPS: Record<OutboxMailStatus, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> =
  {
    sent: { label: m.sent, color: 'success' },
    pending: { label: m.pending, color: 'warning' },
    failed: { label: m.failed, color: 'error' },
    outbox: { label: m.queued, color: 'default' },
  };

/** Inviata, In attesa, Non inviata; "In coda (outbox)" where no SMTP delivers mail. */
export function MailStatus({ mail }: { mail: Pick<OutboxMail, 'status'> }) {
  const chip = CHIPS[mail.status];
  return <Chip size="small" color={chip.color} variant="outlined" label={chip.label} />;
}

/** What the SMTP server answered the last try of a mail that did not leave. */
export function FailedAnswer({ mail }: { mail: Pick<OutboxMail, 'status' | 'lastError'> }) {
  if (mail.status !== 'failed' || !mail.lastError) return null;
  return (
    <Typography
      variant="caption"
      component="p"
      sx={{ color: 'error.main', m: 0, mt: 0.5, wordBreak: 'break-word', fontFamily: 'monospace' }}
    >
      {mail.lastError}
    </Typography>
  );
}

/** "Rinvia" for a failed mail: its tries start over (the row's click does not open the mail). */
export function ResendButton({ mail }: { mail: Pick<OutboxMail, 'id' | 'status' | 'subject'> }) {
  const resend = useResendMail();
  if (mail.status !== 'failed') return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon aria-hidden />}
      disabled={resend.isPending}
      aria-label={m.resendMail(mail.subject)}
      onClick={(e) => {
        e.stopPropagation();
        resend.mutate(mail.id);
      }}
    >
      {m.resend}
    </Button>
  );
}
