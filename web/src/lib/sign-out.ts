import type { MessageReply } from '@sportello/contracts';
import { api, markSigningOut } from './api';
import { paths } from './paths';

/**
 * Signs out: a POST with the CSRF token (a link from another site cannot end a session), then the
 * login page. A failed call shows its snackbar and leaves the user where they are.
 */
export async function signOut(): Promise<void> {
  markSigningOut(true);
  try {
    await api<MessageReply>(paths.logout(), { method: 'POST' });
  } catch (e) {
    markSigningOut(false);
    throw e;
  }
  window.location.assign(paths.login());
}
