import type { FastifyBaseLogger } from 'fastify';
import { USER_STATUS } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest } from '../../platform/http/errors.js';
import { hashChosenPassword } from '../../platform/auth/password-policy.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { deleteUserSessions } from '../../platform/auth/session-repo.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { findUser, setPasswordHash, setUserStatus } from '../people/index.js';
import { deleteUsernameFailures } from './auth.repo.js';
import { attemptKey, findAccount } from './account.js';
import {
  EMAIL_CHANGE_TOKEN,
  claimToken,
  countTokensSince,
  findLiveToken,
  insertToken,
  retireUserTokens,
} from '../../platform/auth/one-time-tokens.repo.js';
import { resetPasswordMail } from './reset-mail.js';

const KIND = 'reset';
export const RESET_LIMITS = { validMinutes: 60, perUserPerHour: 5 } as const;

const minutesFrom = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const invalidLink = () => badRequest(AUTH_MESSAGES.resetLinkInvalid);

/**
 * "Password dimenticata": for an active account, a one-hour link by e-mail (older links stop
 * working). The caller answers the same whatever happens here, so nobody learns who exists;
 * past 5 requests an hour for one account, no more e-mails go out.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  typed: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db, config, mail } = deps;
  const user = await findAccount(db, typed);
  if (!user || user.status !== USER_STATUS.active) return;
  if ((await countTokensSince(db, user.id, KIND, minutesFrom(-60))) >= RESET_LIMITS.perUserPerHour) return;

  const { token, hash } = newToken();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await retireUserTokens(trx, user.id, KIND, now);
    await insertToken(trx, {
      kind: KIND,
      tokenHash: hash,
      userId: user.id,
      expiresAt: minutesFrom(RESET_LIMITS.validMinutes),
      now,
    });
  });
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await mail.send(resetPasswordMail(user, link));
  } catch (err) {
    // The outbox keeps the mail; an error here must not tell the caller that the account exists.
    log.error({ err }, 'reset-password mail not delivered');
  }
}

/** The username a reset link is for, or 400 "Il link non è valido o è scaduto.". */
export async function checkResetToken(db: Db, token: string): Promise<{ username: string }> {
  const row = token ? await findLiveToken(db, KIND, hashToken(token), nowIso()) : undefined;
  if (!row) throw invalidLink();
  return { username: row.username };
}

/** Sets the new password, spends the link and signs the account out everywhere, in one transaction. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashChosenPassword(password, 'password', 'Nuova password');
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const claimed = await claimToken(trx, KIND, hashToken(token), now);
    if (!claimed) throw invalidLink();
    const user = await findUser(trx, claimed.userId);
    if (!user) throw invalidLink();
    await setPasswordHash(trx, user.id, passwordHash, now);
    // Only the owner of the address has the link: choosing the password also verifies a pending
    // account (team invitations and re-sent verifications arrive this way).
    if (user.status === USER_STATUS.pending) await setUserStatus(trx, user.id, USER_STATUS.active, now);
    await deleteUserSessions(trx, user.id);
    // A change of e-mail asked before (perhaps by whoever knew the old password) is cancelled.
    await retireUserTokens(trx, user.id, EMAIL_CHANGE_TOKEN, now);
    // Whoever reset the password may sign in again at once, even after earlier wrong tries.
    await deleteUsernameFailures(trx, attemptKey(user, user.username));
  });
}
