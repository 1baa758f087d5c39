import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LIMITS, ResetPasswordBody } from '@sportello/contracts';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { clearSnacks, notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { checkResetToken, resetPassword } from './auth-api';
import { AuthLayout } from './auth-layout';
import { AuthForm, authFieldProps } from './auth-form';
import { fieldErrors, focusFirstError, formMessage, parseForm } from './form-errors';
import { PasswordField } from '../../components/password-field';
import { authMessages } from './messages';

/** /reset-password?token=…: checks the link first, then asks the new password twice. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => checkResetToken(token),
    enabled: token.length > 0,
    staleTime: Infinity,
  });

  if (token && check.isPending) {
    return (
      <AuthLayout title={authMessages.resetTitle}>
        <FullPageSpinner compact label={authMessages.resetChecking} />
      </AuthLayout>
    );
  }
  if (!token || check.isError) return <InvalidLink />;
  return <ResetForm token={token} username={check.data?.username ?? ''} />;
}

function InvalidLink() {
  return (
    <AuthLayout title={authMessages.resetTitle}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Alert severity="error" role="alert">
          {authMessages.resetInvalid}
        </Alert>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Link href={paths.forgotPassword()}>{authMessages.resetRequestNew}</Link>
          <Link href={paths.login()}>{authMessages.backToLogin}</Link>
        </Box>
      </Box>
    </AuthLayout>
  );
}

function ResetForm({ token, username }: { token: string; username: string }) {
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: resetPassword,
    meta: { overlay: false },
    onSuccess: clearSnacks,
    onError: (error) => setErrors(fieldErrors(error)),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    // Spec 3 §5: both fields equal and not empty, else a snackbar error and both fields marked.
    if (!password || !passwordConfirm || password !== passwordConfirm) {
      const message =
        !password || !passwordConfirm ? authMessages.passwordsEmpty : authMessages.passwordsDiffer;
      setErrors({ password: ' ', passwordConfirm: message });
      focusFirstError(form, { password: message });
      notify({ message, severity: 'error' });
      return;
    }
    const body = parseForm(ResetPasswordBody, { token, password, passwordConfirm }, form, setErrors);
    if (body) mutation.mutate(body);
  };

  if (mutation.isSuccess) {
    return (
      <AuthLayout title={authMessages.resetTitle}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="success" role="status">
            {mutation.data.message}
          </Alert>
          <Button variant="contained" size="large" href={paths.login()}>
            {authMessages.goToLogin}
          </Button>
        </Box>
      </AuthLayout>
    );
  }

  const alert = formMessage(mutation.error) ?? errors.token ?? null;
  return (
    <AuthLayout title={authMessages.resetTitle}>
      <AuthForm
        alert={alert}
        onSubmit={submit}
        submitLabel={authMessages.resetSubmit}
        busy={mutation.isPending}
        footer={<Link href={paths.login()}>{authMessages.backToLogin}</Link>}
      >
        {username ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1.5 }}>
            {authMessages.resetFor(username)}
          </Typography>
        ) : null}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordField
          {...authFieldProps('password', errors)}
          label={authMessages.newPassword}
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helperText={errors.password?.trim() || authMessages.passwordHint(LIMITS.password.min)}
        />
        <PasswordField
          {...authFieldProps('passwordConfirm', errors)}
          label={authMessages.repeatPassword}
          autoComplete="new-password"
          value={passwordConfirm}
          onChange={(e) => setPasswordConfirm(e.target.value)}
        />
      </AuthForm>
    </AuthLayout>
  );
}
