import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { api, isApiError } from '../../lib/api';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PublicPage } from '../../components/public-page';

/** /verify-email?token=: the link e-mailed after "Registrati" confirms the address (POST /api/forms/verify-email). */
export function VerifyEmailPage() {
  useDocumentTitle(messages.forms.verify.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useMutation({
    mutationFn: () =>
      api<{ message: string }>('/api/forms/verify-email', { method: 'POST', body: { token }, silent: true }),
    meta: { overlay: false },
  });
  const { mutate } = verify;
  // A link is spent once: never post it twice (React's development double effects included).
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate();
  }, [token, mutate]);

  const failed = !token || verify.isError;
  const text = verify.isSuccess
    ? verify.data.message
    : failed
      ? isApiError(verify.error)
        ? verify.error.message
        : messages.forms.verify.invalid
      : messages.forms.verify.checking;
  const Icon = verify.isSuccess ? CheckCircleOutlined : ErrorOutline;

  return (
    <PublicPage maxWidth={640}>
      <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center', py: 2 }}>
        {verify.isSuccess || failed ? (
          <Icon aria-hidden sx={{ fontSize: 56, color: verify.isSuccess ? 'success.main' : 'error.main' }} />
        ) : (
          <CircularProgress aria-hidden />
        )}
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {messages.forms.verify.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
        {verify.isSuccess || failed ? (
          <Button variant="contained" href={paths.login()}>
            {messages.auth.goToLogin}
          </Button>
        ) : null}
      </Box>
    </PublicPage>
  );
}
