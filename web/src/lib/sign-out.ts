import type { LogoutReply } from '@sportello/contracts';
import { api, markSigningOut } from './api';
import { paths } from './paths';

/**
 * Signs out: a POST with the CSRF token (a link from another site cannot end a session), then the
 * login page, or the provider's sign-out page for a session opened with single sign-on (which
 * comes back to the login page). A failed call shows its snackbar and leaves the user where they are.
 */
export async function signOut(): Promise<void> {
  markSigningOut(true);
  let reply: LogoutReply;
  try {
    reply = await api<LogoutReply>(paths.logout(), { method: 'POST' });
  } catch (e) {
    markSigningOut(false);
    throw e;
  }
  window.location.assign(reply.redirect ?? paths.login());
}
