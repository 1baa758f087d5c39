import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { USER_STATUS } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { nowIso } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/errors.js';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../platform/auth/password.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { attemptKey, findAccount, type LoginUser } from './account.js';
import { loginAttemptSucceeded, reserveLoginAttempt } from './login-limit.js';
import { alertOnBurst } from './login-alert.js';
import { knownDevice, rememberBrowser } from './login-devices.js';

/**
 * Checks the credentials (the try reserved first, so a throttled source cannot probe and a burst
 * gets no more checks than the limits allow) and records the outcome. An unknown user, a wrong password and a pending account (whatever the password) cost
 * the same scrypt and get the same answer. A success makes the browser known to the account; a
 * burst of failures is told to the owner.
 */
export async function authenticate(
  deps: Pick<AppDeps, 'db' | 'config' | 'mail'>,
  input: { username: string; password: string },
  request: FastifyRequest,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<LoginUser> {
  const { db, config } = deps;
  const user = await findAccount(db, input.username);
  // Counted per account, so typing the e-mail instead of the username earns no extra tries.
  const key = attemptKey(user, input.username);
  const deviceId = await knownDevice(db, request, user?.id);
  const attempt = await reserveLoginAttempt(db, { username: key, ip: request.ip, deviceId });

  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  const ok = Boolean(user && valid && user.status === USER_STATUS.active);
  const now = nowIso();
  if (ok) await loginAttemptSucceeded(db, attempt);

  if (!user || !ok) {
    if (user) await alertOnBurst({ ...deps, publicUrl: config.publicUrl }, user, key, request.ip, log);
    throw new AppError('invalid_credentials', 401, AUTH_MESSAGES.invalidCredentials);
  }
  await rememberBrowser(db, config, request, reply, user.id, now);
  return user;
}
