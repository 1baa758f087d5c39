import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { ForgotPasswordBody } from '@sportello/contracts';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { forgotPassword } from './auth-api';
import { AuthLayout } from './auth-layout';
import { fieldErrors, focusFirstError, formMessage } from './form-errors';

/** /forgot-password: asks for the reset link; shows the server's message (the same for everyone). */
export function ForgotPasswordPage() {
  const [username, setUsername] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: forgotPassword,
    meta: { overlay: false },
    onError: (error) => setErrors(fieldErrors(error)),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = ForgotPasswordBody.safeParse({ username });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(form, found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  const alert = formMessage(mutation.error);

  return (
    <AuthLayout
      title={messages.auth.forgotTitle}
      subtitle={mutation.isSuccess ? undefined : messages.auth.forgotText}
    >
      {mutation.isSuccess ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="success" role="status">
            {mutation.data.message}
          </Alert>
          <Link href={paths.login()}>{messages.auth.backToLogin}</Link>
        </Box>
      ) : (
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
          <Button type="submit" variant="contained" size="large" loading={mutation.isPending} fullWidth>
            {messages.auth.forgotSubmit}
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            <Link href={paths.login()}>{messages.auth.backToLogin}</Link>
          </Box>
        </Box>
      )}
    </AuthLayout>
  );
}
