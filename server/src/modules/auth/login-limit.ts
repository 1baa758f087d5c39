import type { Db } from '../../platform/db/connect.js';
import { rateLimited } from '../../platform/http/errors.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { failuresSince, lastSuccess, type AttemptScope } from './auth.repo.js';

/**
 * Login throttling, kept in login_attempts so every server process sees the same counts. Nothing
 * is ever locked: each limit only makes the next try wait, longer after every further failure
 * (base × 2ⁿ, at most maxDelay), counted from the last failure, so a patient attacker gains little
 * and the owner is never shut out for good:
 * - one account from one source (a browser it signed in from before, else an address): a few
 *   free failures since that source's last success, then growing waits;
 * - every unknown browser at one address (an office behind one NAT shares it): a looser bound;
 * - every unknown browser on one account, from anywhere (many addresses guessing one password).
 * A browser the account signed in from before counts only against itself: a right password from
 * it keeps working whatever strangers do. Refused tries are not recorded, so waiting never grows
 * by itself.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 60,
  baseDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
  freePerPair: 3,
  freePerAddress: 30,
  freePerAccount: 10,
} as const;

/** Seconds to wait after `failures` failures when `free` of them cost nothing. */
export function backoffSeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  const { baseDelaySeconds, maxDelaySeconds } = LOGIN_LIMITS;
  return Math.min(baseDelaySeconds * 2 ** (failures - free), maxDelaySeconds);
}

/** Seconds left before the scope may try again (0: now). */
async function waitFor(db: Db, scope: AttemptScope, free: number, since: string, now: number) {
  const { count, last } = await failuresSince(db, scope, since);
  if (!last) return 0;
  return Math.max(0, (Date.parse(last) + backoffSeconds(count, free) * 1000 - now) / 1000);
}

/** Who is trying: the account key, the address, and the known device the browser proved (or null). */
export interface LoginSource {
  username: string;
  ip: string;
  deviceId: number | null;
}

/** Throws 429 with Retry-After while the source must wait; checked before the password. */
export async function assertLoginAllowed(db: Db, source: LoginSource): Promise<void> {
  const now = Date.now();
  const windowStart = new Date(now - LOGIN_LIMITS.windowMinutes * 60_000).toISOString();
  const pair: AttemptScope = { kind: 'pair', ...source };
  const waits = [waitFor(db, pair, LOGIN_LIMITS.freePerPair, await lastSuccess(db, pair, windowStart), now)];
  if (source.deviceId === null) {
    const address: AttemptScope = { kind: 'address', ip: source.ip };
    const account: AttemptScope = { kind: 'account', username: source.username, unknownOnly: true };
    waits.push(waitFor(db, address, LOGIN_LIMITS.freePerAddress, windowStart, now));
    waits.push(waitFor(db, account, LOGIN_LIMITS.freePerAccount, windowStart, now));
  }
  const seconds = Math.max(...(await Promise.all(waits)));
  if (seconds > 0) throw rateLimited(AUTH_MESSAGES.loginRateLimited(seconds), seconds);
}
