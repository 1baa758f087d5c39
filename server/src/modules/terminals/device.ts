import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, TERMINAL_MESSAGES as M } from '@sportello/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/errors.js';
import { deviceHash } from './pairing.service.js';
import { findTerminalByDevice, type TerminalRow } from './terminals.repo.js';

/** The device credential: HttpOnly, the whole site (the socket and the kiosk calls), a year. */
export function setDeviceCookie(config: Config, reply: FastifyReply, token: string) {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: 365 * 24 * 3600,
  });
}

/**
 * The terminal this device is, read from the database on every call: a terminal switched off or
 * deleted has no credential any more, so its device is refused from the next call on.
 */
export async function deviceOf(db: Db, request: FastifyRequest): Promise<TerminalRow | null> {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token || token.length > 200) return null;
  const row = await findTerminalByDevice(db, deviceHash(token));
  return row && row.isActive === 1 ? row : null;
}

export const deviceRequired = (revoked: boolean) =>
  new AppError('forbidden', 403, revoked ? M.deviceRevoked : M.deviceRequired);

export async function requireDevice(db: Db, request: FastifyRequest): Promise<TerminalRow> {
  const row = await deviceOf(db, request);
  if (!row) throw deviceRequired(request.cookies[DEVICE_COOKIE] !== undefined);
  return row;
}
