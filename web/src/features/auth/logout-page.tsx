import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { signOut } from '../../lib/sign-out';
import { AuthLayout } from './auth-layout';
import { authMessages } from './messages';

/**
 * GET /make/logout and /service/logout.jsp (the spec's logout paths, spec 3 §2, §7): opening them
 * no longer signs out, since any site could link there. The page asks, and "Esci" posts with the
 * CSRF token. The app's own "Esci" entries post directly (one click).
 */
export function LogoutPage() {
  const logout = useMutation({ mutationFn: signOut, meta: { overlay: false } });
  return (
    <AuthLayout title={authMessages.logoutTitle}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Typography>{authMessages.logoutText}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button href={paths.appRoot()} color="inherit">
            {authMessages.logoutCancel}
          </Button>
          <Button variant="contained" loading={logout.isPending} onClick={() => logout.mutate()}>
            {messages.shell.logout}
          </Button>
        </Box>
      </Box>
    </AuthLayout>
  );
}
