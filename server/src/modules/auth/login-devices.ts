import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../platform/db/connect.js';
import { cookieOptions } from '../../platform/auth/sessions.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { findDevice, rememberDevice } from './auth.repo.js';

/**
 * The browsers an account has signed in from: a random cookie set at a successful sign-in (only
 * its sha-256 is stored), sent back only to the login route. One browser can be known to several
 * accounts (a shared desk computer). A known browser has its own login budget (login-limit.ts).
 */
export const DEVICE_COOKIE = 'sportello_device';
const DEVICE_COOKIE_DAYS = 365;

const deviceCookie = (config: Config) => ({
  ...cookieOptions(config, true),
  path: '/api/auth/login',
  maxAge: DEVICE_COOKIE_DAYS * 86_400,
});

/** The id of the known device this browser proves for the account, or null. */
export async function knownDevice(db: Db, request: FastifyRequest, userId: number | undefined) {
  const token = request.cookies[DEVICE_COOKIE];
  if (!userId || !token || token.length > 100) return null;
  return (await findDevice(db, userId, hashToken(token)))?.id ?? null;
}

/** After a successful sign-in: the browser becomes (or stays) known to the account. */
export async function rememberBrowser(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  now: string,
): Promise<void> {
  const held = request.cookies[DEVICE_COOKIE];
  const token = held && held.length <= 100 ? held : newToken().token;
  await rememberDevice(db, userId, hashToken(token), now);
  reply.setCookie(DEVICE_COOKIE, token, deviceCookie(config));
}

/** Devices unused this long are forgotten (housekeeping). */
export const DEVICE_FORGET_DAYS = DEVICE_COOKIE_DAYS;
