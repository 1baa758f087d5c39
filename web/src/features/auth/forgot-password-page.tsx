import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { ForgotPasswordBody } from '@sportello/contracts';
import { paths } from '../../lib/paths';
import { forgotPassword } from './auth-api';
import { AuthLayout } from './auth-layout';
import { AuthForm, authFieldProps } from './auth-form';
import { fieldErrors, formMessage, parseForm } from './form-errors';
import { authMessages } from './messages';

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
    const body = parseForm(ForgotPasswordBody, { username }, e.currentTarget, setErrors);
    if (body) mutation.mutate(body);
  };

  const alert = formMessage(mutation.error);

  return (
    <AuthLayout
      title={authMessages.forgotTitle}
      subtitle={mutation.isSuccess ? undefined : authMessages.forgotText}
    >
      {mutation.isSuccess ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="success" role="status">
            {mutation.data.message}
          </Alert>
          <Link href={paths.login()}>{authMessages.backToLogin}</Link>
        </Box>
      ) : (
        <AuthForm
          alert={alert}
          onSubmit={submit}
          submitLabel={authMessages.forgotSubmit}
          busy={mutation.isPending}
          footer={<Link href={paths.login()}>{authMessages.backToLogin}</Link>}
        >
          <TextField
            {...authFieldProps('username', errors)}
            label={authMessages.username}
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
