import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { LoginBody } from '@sportello/contracts';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { login } from './auth-api';
import { AuthLayout } from './auth-layout';
import { fieldErrors, focusFirstError, formMessage } from './form-errors';
import { PasswordField } from './password-field';

/** /login: "Accedi a Sportello"; keeps `next` and follows the server's redirect with a full navigation. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = params.get('next') ?? undefined;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: login,
    meta: { overlay: false },
    onSuccess: (reply) => window.location.assign(reply.redirect),
    onError: (error) => setErrors(fieldErrors(error)),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = LoginBody.safeParse({ username, password, next });
    if (!parsed.success) {
      mutation.reset();
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(form, found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  const alert = formMessage(mutation.error);
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <AuthLayout title={messages.auth.loginTitle} subtitle={messages.auth.loginSubtitle}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        {alert ? (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        ) : null}
        <TextField
          label={messages.auth.username}
          name="username"
          autoComplete="username"
          autoFocus
          required
          slotProps={{ inputLabel: { required: false } }}
          fullWidth
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={!!errors.username}
          helperText={errors.username}
        />
        <PasswordField
          label={messages.auth.password}
          name="password"
          autoComplete="current-password"
          required
          slotProps={{ inputLabel: { required: false } }}
          fullWidth
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!errors.password}
          helperText={errors.password}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          {messages.auth.submit}
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          <Link href={paths.forgotPassword()}>{messages.auth.forgotLink}</Link>
        </Box>
      </Box>
    </AuthLayout>
  );
}
