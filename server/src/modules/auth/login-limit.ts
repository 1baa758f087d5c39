import type { Db } from '../../platform/db/connect.js';
import { rateLimited } from '../../platform/http/errors.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { reserveAttempt } from '../../platform/auth/reserved-attempt.js';
import {
  deleteLoginAttempt,
  failuresSince,
  insertLoginAttempt,
  lastSuccess,
  markLoginAttemptSucceeded,
  type AttemptScope,
} from './auth.repo.js';

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
 * by itself. Each try is reserved before its password is checked, so a burst buys nothing.
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

/** Seconds left before the scope may try again (0: now), counting every try but `own`. */
async function waitFor(db: Db, scope: AttemptScope, free: number, since: string, now: number, own: number) {
  const { count, last } = await failuresSince(db, scope, since, own);
  if (!last) return 0;
  return Math.max(0, (Date.parse(last) + backoffSeconds(count, free) * 1000 - now) / 1000);
}

/** Who is trying: the account key, the address, and the known device the browser proved (or null). */
export interface LoginSource {
  username: string;
  ip: string;
  deviceId: number | null;
}

/** Seconds the source must still wait, the longest of its scopes. */
async function secondsToWait(db: Db, source: LoginSource, own: number): Promise<number> {
  const now = Date.now();
  const windowStart = new Date(now - LOGIN_LIMITS.windowMinutes * 60_000).toISOString();
  const pair: AttemptScope = { kind: 'pair', ...source };
  const since = await lastSuccess(db, pair, windowStart);
  const waits = [waitFor(db, pair, LOGIN_LIMITS.freePerPair, since, now, own)];
  if (source.deviceId === null) {
    const address: AttemptScope = { kind: 'address', ip: source.ip };
    const account: AttemptScope = { kind: 'account', username: source.username, unknownOnly: true };
    waits.push(waitFor(db, address, LOGIN_LIMITS.freePerAddress, windowStart, now, own));
    waits.push(waitFor(db, account, LOGIN_LIMITS.freePerAccount, windowStart, now, own));
  }
  return Math.max(...(await Promise.all(waits)));
}

/**
 * Reserves the try before the password is checked (reserved-attempt.ts: a burst sent at once gets
 * no more checks than the limits allow) and returns its id; throws 429 with Retry-After while the
 * source must wait. The try counts as a failure until `loginAttemptSucceeded`.
 */
export function reserveLoginAttempt(db: Db, source: LoginSource): Promise<number> {
  return reserveAttempt(
    {
      reserve: () => insertLoginAttempt(db, { ...source, at: new Date().toISOString() }),
      secondsToWait: (own) => secondsToWait(db, source, own),
      release: (own) => deleteLoginAttempt(db, own),
    },
    (seconds) => rateLimited(AUTH_MESSAGES.loginRateLimited(seconds), seconds),
  );
}

export const loginAttemptSucceeded = (db: Db, id: number) => markLoginAttemptSucceeded(db, id);
