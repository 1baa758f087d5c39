import { randomInt } from 'node:crypto';
import {
  DEVICE_CODE_ALPHABET,
  DEVICE_CODE_LENGTH,
  PAIRING_CODE_MINUTES,
  TERMINAL_MESSAGES as M,
} from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { rateLimited } from '../../platform/http/errors.js';
import { reserveAttempt } from '../../platform/auth/reserved-attempt.js';
import { backoffSeconds } from '../auth/index.js';
import * as repo from './pairing.repo.js';
import { updateTerminal } from './terminals.repo.js';

/**
 * Wrong codes from one address: a few are free (a visitor mistyping), then each further one makes
 * the next try wait, doubling (the login limiter's backoff), counted over the codes' lifetime. With
 * 31⁴ ≈ 920,000 codes and a handful of live ones, guessing is hopeless within that budget.
 */
export const PAIRING_LIMITS = { freeFailures: 5, windowMinutes: PAIRING_CODE_MINUTES } as const;

/** The code typed on the device is hashed like every secret we keep (the code is short-lived). */
const hashCode = (code: string) => hashToken(`pairing:${code}`);

export function randomCode(): string {
  let code = '';
  for (let i = 0; i < DEVICE_CODE_LENGTH; i += 1)
    code += DEVICE_CODE_ALPHABET[randomInt(DEVICE_CODE_ALPHABET.length)];
  return code;
}

/** A new code for the terminal, unlike every live one (so a typed code names one terminal). */
export async function issueCode(db: Db, terminalId: number, now: Date) {
  const at = now.toISOString();
  for (;;) {
    const code = randomCode();
    if (await repo.liveCodeExists(db, hashCode(code), at)) continue;
    const expiresAt = new Date(now.getTime() + PAIRING_CODE_MINUTES * 60_000).toISOString();
    await repo.insertCode(db, terminalId, hashCode(code), expiresAt, at);
    return { code, expiresAt };
  }
}

/** Seconds the address must still wait before another code, counting every try but `own`. */
async function secondsToWait(db: Db, ip: string, now: Date, own: number): Promise<number> {
  const since = new Date(now.getTime() - PAIRING_LIMITS.windowMinutes * 60_000).toISOString();
  const { count, last } = await repo.failuresSince(db, ip, since, own);
  if (!last) return 0;
  const free = PAIRING_LIMITS.freeFailures;
  return (Date.parse(last) + backoffSeconds(count, free) * 1000 - now.getTime()) / 1000;
}

/**
 * Redeems a typed code: the try is reserved first (a throttled address cannot probe, and a burst
 * of guesses gets no more checks than the limit: reserved-attempt.ts), then the code is taken
 * once, and the terminal gets a new device credential (a paired device before is replaced). Returns
 * the terminal id and the credential to set as the device cookie, or null for a wrong code.
 */
export async function redeemCode(db: Db, code: string, ip: string, now: Date = new Date()) {
  const at = now.toISOString();
  const attempt = await reserveAttempt(
    {
      reserve: () => repo.insertAttempt(db, ip, at),
      secondsToWait: (own) => secondsToWait(db, ip, now, own),
      release: (own) => repo.deleteAttempt(db, own).then(() => undefined),
    },
    (seconds) => rateLimited(M.codeRateLimited(seconds), seconds),
  );
  const device = newToken();
  const terminalId = await db.transaction().execute(async (trx) => {
    const id = await repo.takeCode(trx, hashCode(code), at);
    if (id === null) return null;
    await updateTerminal(trx, id, { deviceTokenHash: device.hash, pairedAt: at, isActive: 1 }, at);
    await repo.markAttemptSucceeded(trx, attempt);
    return id;
  });
  return terminalId === null ? null : { terminalId, token: device.token };
}

export const deviceHash = (token: string) => hashToken(token);
