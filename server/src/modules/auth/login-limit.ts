import type { Db } from '../../platform/db/connect.js';
import { rateLimited } from '../../platform/http/errors.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { countIpFailures, countUsernameFailures } from './auth.repo.js';

/**
 * Login throttling, kept in login_attempts so every server instance sees the same counts:
 * at most 5 failures per account (since its last success) and 20 per IP in 15 minutes.
 */
export const LOGIN_LIMITS = { windowMinutes: 15, perUsername: 5, perIp: 20 } as const;

/** Throws 429 when the account or the IP has used up its failures; checked before the password. */
export async function assertLoginAllowed(db: Db, key: { username: string; ip: string }): Promise<void> {
  const since = new Date(Date.now() - LOGIN_LIMITS.windowMinutes * 60_000).toISOString();
  const [byUser, byIp] = await Promise.all([
    countUsernameFailures(db, key.username, since),
    countIpFailures(db, key.ip, since),
  ]);
  if (byUser >= LOGIN_LIMITS.perUsername || byIp >= LOGIN_LIMITS.perIp) {
    throw rateLimited(AUTH_MESSAGES.loginRateLimited);
  }
}
