import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '@sportello/contracts';
import type { Config } from '../../config.js';
import { nowIso, type Db } from '../db/connect.js';
import { newToken, hashToken } from './tokens.js';
import { deleteSession, extendSession, insertSession } from './session-repo.js';

/**
 * When a session ends: `sessionIdleMinutes` after its last refresh, and never later than
 * `sessionMaxHours` after sign-in (an absolute lifetime: a stolen cookie kept alive by refreshes
 * still dies).
 */
const expiry = (config: Config, createdAt: number, now = Date.now()) =>
  new Date(
    Math.min(now + config.sessionIdleMinutes * 60_000, createdAt + config.sessionMaxHours * 3_600_000),
  ).toISOString();

/** Sessions signed in before this moment have outlived `sessionMaxHours`. */
export const oldestLiveSession = (config: Config, now = Date.now()) =>
  new Date(now - config.sessionMaxHours * 3_600_000).toISOString();

export function cookieOptions(config: Config, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https://'),
  };
}

/** Opens a new session for the user, replacing any the browser had (rotation at login); its id. */
export async function startSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<string> {
  if (request.auth) await deleteSession(db, request.auth.sessionId);
  const { token, hash } = newToken();
  const csrf = newToken().token;
  const now = Date.now();
  await insertSession(db, {
    id: hash,
    userId,
    csrfToken: csrf,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    now: new Date(now).toISOString(),
    expiresAt: expiry(config, now, now),
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, true));
  reply.setCookie(CSRF_COOKIE, csrf, cookieOptions(config, false));
  return hash;
}

/** Slides the idle expiry forward (GET /api/refresh.json, every 300000 ms from an open page). */
export async function refreshSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
): Promise<string | null> {
  if (!request.auth) return null;
  const expiresAt = expiry(config, Date.parse(request.auth.createdAt));
  await extendSession(db, request.auth.sessionId, nowIso(), expiresAt);
  return expiresAt;
}

export async function endSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, hashToken(token));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config, true));
  // A fresh CSRF value for the signed-out browser, so the next login does not reuse the old one.
  reply.setCookie(CSRF_COOKIE, newToken().token, cookieOptions(config, false));
}
