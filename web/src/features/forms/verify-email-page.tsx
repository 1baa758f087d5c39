import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MessageReply } from '@sportello/contracts';
import { LinkOutcome } from '../../components/link-outcome';
import { PasswordField } from '../../components/password-field';
import { PublicPage } from '../../components/public-page';
import { api, isApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formLinkMessages } from './messages';
import { authMessages } from '../auth';

const m = formLinkMessages.verify;

/**
 * /verify-email?token=: the link e-mailed after "Registrati". It activates the account only with
 * the password chosen at registration (POST /api/forms/verify-email), so a registration of the
 * same address by someone else cannot end up with their password.
 */
export function VerifyEmailPage() {
  const title = m.title;
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const check = useQuery({
    queryKey: ['verify-token', token],
    queryFn: () => api<{ username: string }>('/api/forms/verify-email', { query: { token }, silent: true }),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const verify = useMutation({
    mutationFn: () =>
      api<MessageReply>('/api/forms/verify-email', {
        method: 'POST',
        body: { token, password },
        silent: true,
      }),
    meta: { overlay: false },
  });
  const fieldError = isApiError(verify.error) ? verify.error.fields.password : undefined;

  const failure = check.error ?? (fieldError ? null : verify.error);
  if (verify.isSuccess || !token || failure) {
    const text = verify.isSuccess ? verify.data.message : isApiError(failure) ? failure.message : m.invalid;
    return (
      <LinkOutcome title={title} state={verify.isSuccess ? 'done' : 'failed'} text={text}>
        <Button variant="contained" href={paths.login()}>
          {authMessages.goToLogin}
        </Button>
      </LinkOutcome>
    );
  }

  if (!check.data) return <LinkOutcome title={title} state="busy" text={m.checking} />;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (password) verify.mutate();
  };
  return (
    <PublicPage maxWidth={480}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{m.intro}</Typography>
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={check.data.username}
          readOnly
          hidden
        />
        <PasswordField
          label={m.password}
          name="password"
          autoComplete="current-password"
          autoFocus
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={verify.isPending}
          disabled={!password}
        >
          {m.submit}
        </Button>
      </Box>
    </PublicPage>
  );
}
