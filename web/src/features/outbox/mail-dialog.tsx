import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OutboxMail } from '@sportello/contracts';
import { LinkifiedText } from '../../components/linkified-text';
import { QueryError } from '../../components/query-error';
import { formatDateTime } from '../../lib/dayjs';
import { messages } from '../../lib/messages';
import { outboxMailQuery } from './outbox-api';
import { FailedAnswer, MailStatus, ResendButton } from './mail-status';
import { outboxMessages as m } from './messages';

/** One mail: headers, then its text with clickable links. Escape or "Chiudi" closes it. */
export function MailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const mail = useQuery(outboxMailQuery(id));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="mail-dialog-title" scroll="paper">
      <DialogTitle id="mail-dialog-title">
        {mail.data ? mail.data.subject : <Skeleton width="60%" />}
      </DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        {mail.isPending ? (
          <Box role="status" aria-label={messages.app.loading}>
            <Skeleton width="40%" />
            <Skeleton width="50%" />
            <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
          </Box>
        ) : mail.isError ? (
          <QueryError error={mail.error} />
        ) : (
          <MailBody mail={mail.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {mail.data ? <ResendButton mail={mail.data} /> : null}
        <Button onClick={onClose} variant="contained">
          {messages.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MailBody({ mail }: { mail: OutboxMail }) {
  const rows: [string, React.ReactNode][] = [
    [m.colTo, mail.to],
    ...(mail.replyTo ? ([[m.replyTo, mail.replyTo]] as [string, string][]) : []),
    [m.createdAt, formatDateTime(mail.createdAt)],
    [m.colStatus, <MailStatus key="s" mail={mail} />],
    ...(mail.sentAt ? ([[m.sentAt, formatDateTime(mail.sentAt)]] as [string, string][]) : []),
    ...(mail.failedAt ? ([[m.failedAt, formatDateTime(mail.failedAt)]] as [string, string][]) : []),
    ...(mail.status !== 'outbox' && mail.attempts > 0
      ? ([[m.attempts, String(mail.attempts)]] as [string, string][])
      : []),
    ...(mail.status === 'failed' && mail.lastError
      ? ([[m.lastError, <FailedAnswer key="e" mail={mail} />]] as [string, React.ReactNode][])
      : []),
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.75,
          m: 0,
          mb: 2.5,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          whiteSpace: 'pre-wrap',
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
          fontSize: '0.95rem',
          lineHeight: 1.6,
        }}
      >
        {mail.text ? (
          <LinkifiedText text={mail.text} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{m.noText}</Typography>
        )}
      </Box>
    </>
  );
}
