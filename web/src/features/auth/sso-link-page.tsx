import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths';
import { PasswordField } from '../../components/password-field';
import { ssoConfirmLink, ssoPendingLink } from './auth-api';
import { AuthForm, authFieldProps } from './auth-form';
import { AuthLayout } from './auth-layout';
import { formMessage } from './form-errors';
import { useSignInForm } from './use-sign-in-form';
import { authMessages } from './messages';

/**
 * /login?sso_link=…: a first sign-in with a provider whose verified e-mail is an account's. The
 * account's own password, once, links the two (the server keeps the pending link for this browser).
 */
export function SsoLinkPage() {
  const link = useQuery({ queryKey: ['auth', 'sso-link'], queryFn: ssoPendingLink, retry: false });
  const [password, setPassword] = useState('');
  const { mutation, errors, submit } = useSignInForm(ssoConfirmLink, () => ({ password }));
  const back = <Link href={paths.login()}>{authMessages.backToLogin}</Link>;

  if (link.isError)
    return (
      <AuthLayout title={authMessages.loginTitle}>
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {authMessages.ssoLinkExpired}
        </Alert>
        {back}
      </AuthLayout>
    );
  if (!link.data) return null;

  const { provider, username } = link.data;
  return (
    <AuthLayout title={authMessages.ssoLinkTitle(provider)}>
      <Typography sx={{ mb: 2.5 }}>{authMessages.ssoLinkText(provider, username)}</Typography>
      <AuthForm
        alert={formMessage(mutation.error)}
        onSubmit={submit}
        submitLabel={authMessages.ssoLinkSubmit}
        busy={mutation.isPending || mutation.isSuccess}
        footer={<Link href={paths.login()}>{authMessages.ssoLinkCancel}</Link>}
      >
        <PasswordField
          {...authFieldProps('password', errors)}
          label={authMessages.password}
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </AuthForm>
    </AuthLayout>
  );
}
