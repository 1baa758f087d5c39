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
 *
 * Its name is its own: until December 2026 it was `sportello_device`, the name of the kiosk's device
 * credential too (DEVICE_COOKIE in @sportello/contracts), so a kiosk's browser that signed in had
 * its credential taken as the known-browser token. The kiosk kept the name (a kiosk that lost its
 * credential needs a new pairing code from the desk); this one was renamed.
 */
export const KNOWN_BROWSER_COOKIE = 'sportello_known_browser';
/**
 * The name before the rename, still in browsers that signed in then (path /api/auth/login): it
 * is honoured where it names a browser known to the account (a user under attack keeps the own
 * browser's budget) and replaced at that sign-in. Any other cookie of that name, a kiosk's
 * credential, is not read as one. Remove a year after the rename, when the last has expired.
 */
const OLD_KNOWN_BROWSER_COOKIE = 'sportello_device';
const COOKIE_DAYS = 365;
const COOKIE_PATH = '/api/auth/login';
const TOKEN_MAX = 100;

const knownBrowserCookie = (config: Config) => ({
  ...cookieOptions(config, true),
  path: COOKIE_PATH,
  maxAge: COOKIE_DAYS * 86_400,
});

const held = (request: FastifyRequest, name: string) => {
  const token = request.cookies[name];
  return token && token.length <= TOKEN_MAX ? token : null;
};

/** The browser's token and the known device it proves for the account (the old name as a fallback). */
async function knownToken(db: Db, request: FastifyRequest, userId: number) {
  for (const name of [KNOWN_BROWSER_COOKIE, OLD_KNOWN_BROWSER_COOKIE]) {
    const token = held(request, name);
    const device = token ? await findDevice(db, userId, hashToken(token)) : undefined;
    if (token && device) return { token, deviceId: device.id, old: name === OLD_KNOWN_BROWSER_COOKIE };
  }
  return null;
}

/** The id of the known device this browser proves for the account, or null. */
export async function knownDevice(db: Db, request: FastifyRequest, userId: number | undefined) {
  if (!userId) return null;
  return (await knownToken(db, request, userId))?.deviceId ?? null;
}

/**
 * After a successful sign-in: the browser becomes (or stays) known to the account. It keeps its
 * token (the other accounts it is known to stay so); one known under the old name moves to the new.
 */
export async function rememberBrowser(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  now: string,
): Promise<void> {
  const known = await knownToken(db, request, userId);
  const token = known?.token ?? held(request, KNOWN_BROWSER_COOKIE) ?? newToken().token;
  await rememberDevice(db, userId, hashToken(token), now);
  reply.setCookie(KNOWN_BROWSER_COOKIE, token, knownBrowserCookie(config));
  if (known?.old)
    reply.clearCookie(OLD_KNOWN_BROWSER_COOKIE, { ...cookieOptions(config, true), path: COOKIE_PATH });
}

/** Devices unused this long are forgotten (housekeeping). */
export const DEVICE_FORGET_DAYS = COOKIE_DAYS;
