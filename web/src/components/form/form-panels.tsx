import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { formMessages } from './messages';

/**
 * A message in place of the form: the template's `message` (the form is not available, a request is
 * already pending) or its `successMessage` after sending. Its heading takes the focus, so a screen
 * reader reads what happened.
 */
export function FormMessagePanel({
  kind,
  title,
  text,
  action,
}: {
  kind: 'info' | 'success';
  title: string;
  text?: string | undefined;
  action?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (kind === 'success') heading.current?.focus();
  }, [kind]);
  const Icon = kind === 'success' ? CheckCircleOutline : InfoOutlined;
  return (
    <Box
      role="status"
      sx={{ py: 4, px: 2, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5 }}
    >
      <Icon aria-hidden sx={{ fontSize: 56, color: kind === 'success' ? 'success.main' : 'primary.light' }} />
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h2" sx={{ outline: 'none' }}>
        {title}
      </Typography>
      {text ? (
        <Typography sx={{ maxWidth: 560, whiteSpace: 'pre-line', color: 'text.secondary' }}>
          {text}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}

/** "Bozza ripristinata", with Scarta bozza. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2.5 }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          {formMessages.discardDraft}
        </Button>
      }
    >
      <AlertTitle>{formMessages.draftRestored}</AlertTitle>
      {formMessages.draftRestoredText}
    </Alert>
  );
}

/** The shape of a form while its template loads. */
export function FormSkeleton() {
  return (
    <Box role="status" aria-label={formMessages.loading} sx={{ display: 'grid', gap: 2.5 }}>
      <Skeleton width="45%" height={32} />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={i === 2 ? 110 : 56} />
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Skeleton variant="rounded" width={120} height={40} />
      </Box>
    </Box>
  );
}
