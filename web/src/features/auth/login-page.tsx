import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { paths } from '../../lib/paths';
import { login } from './auth-api';
import { AuthLayout } from './auth-layout';
import { AuthForm, authFieldProps } from './auth-form';
import { formMessage } from './form-errors';
import { useSignInForm } from './use-sign-in-form';
import { PasswordField } from '../../components/password-field';
import { authMessages } from './messages';
import { SsoButtons, ssoProvidersQuery, ssoRefusal } from './sso-buttons';
import { lazyPage } from '../../components/lazy-page';

/** Only a sign-in waiting for the local password shows it: not in the login page's first download. */
const SsoLinkPage = lazyPage(() => import('./sso-link-page').then((mod) => mod.SsoLinkPage));

/**
 * /login: "Accedi a Sportello"; keeps `next` and follows the server's redirect with a full
 * navigation. The server checks the fields (LoginBody) and names each one in Italian; the page
 * carries no schema of its own, so the first screen's download stays small. Below the form,
 * "Accedi con {provider}" for each single sign-on provider; a sign-in refused there comes back
 * with its reason (`sso_error`), one waiting for the password with `sso_link`.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  if (params.get('sso_link'))
    return (
      <Suspense fallback={null}>
        <SsoLinkPage />
      </Suspense>
    );
  return <PasswordLogin params={params} />;
}

function PasswordLogin({ params }: { params: URLSearchParams }) {
  const providers = useQuery(ssoProvidersQuery).data?.providers;
  const next = params.get('next') ?? undefined;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { mutation, errors, submit } = useSignInForm(login, () => ({ username, password, next }));

  const alert =
    formMessage(mutation.error) ??
    (mutation.isIdle ? ssoRefusal(params.get('sso_error'), params.get('sso'), providers) : null);
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <AuthLayout title={authMessages.loginTitle} subtitle={authMessages.loginSubtitle}>
      <AuthForm
        alert={alert}
        onSubmit={submit}
        submitLabel={authMessages.submit}
        busy={busy}
        footer={
          <>
            <Link href={paths.forgotPassword()}>{authMessages.forgotLink}</Link>
            <Box component="p" sx={{ mt: 1.5, mb: 0, typography: 'body2' }}>
              {authMessages.noAccount} <Link href={paths.register()}>{authMessages.registerLink}</Link>
            </Box>
          </>
        }
      >
        <TextField
          {...authFieldProps('username', errors)}
          label={authMessages.username}
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <PasswordField
          {...authFieldProps('password', errors)}
          label={authMessages.password}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </AuthForm>
      <SsoButtons next={next} />
    </AuthLayout>
  );
}
