import { USER_STATUS } from '@sportello/contracts';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/errors.js';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../platform/auth/password.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { insertLoginAttempt, type LoginUser } from './auth.repo.js';
import { attemptKey, findAccount } from './account.js';
import { assertLoginAllowed } from './login-limit.js';
import { housekeeping } from './housekeeping.js';

/** How often (1 in N logins) a login also clears old attempts, expired sessions and reset links. */
const HOUSEKEEPING_EVERY = 50;

/**
 * Checks the credentials (throttled first, so a locked account cannot be probed) and records the
 * attempt. An unknown user costs the same scrypt as a wrong password and gets the same answer.
 */
export async function authenticate(
  db: Db,
  input: { username: string; password: string; ip: string },
): Promise<LoginUser> {
  const user = await findAccount(db, input.username);
  // Counted per account, so typing the e-mail instead of the username earns no extra tries.
  const key = attemptKey(user, input.username);
  await assertLoginAllowed(db, { username: key, ip: input.ip });

  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  await insertLoginAttempt(db, { ip: input.ip, username: key, ok: Boolean(user && valid), at: nowIso() });
  if (Math.random() * HOUSEKEEPING_EVERY < 1) await housekeeping(db);

  if (!user || !valid) throw new AppError('invalid_credentials', 401, AUTH_MESSAGES.invalidCredentials);
  if (user.status !== USER_STATUS.active)
    throw new AppError('account_pending', 403, AUTH_MESSAGES.accountPending);
  return user;
}
