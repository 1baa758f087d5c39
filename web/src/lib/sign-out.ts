import type { MessageReply } from '@sportello/contracts';
import { api } from './api';
import { paths } from './paths';

/**
 * Signs out: a POST with the CSRF token (a link from another site cannot end a session), then the
 * login page. A failed call shows its snackbar and leaves the user where they are.
 */
export async function signOut(): Promise<void> {
  await api<MessageReply>(paths.logout(), { method: 'POST' });
  window.location.assign(paths.login());
}
