import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TERMINAL_MESSAGES as M, TERMINAL_SOCKET_PATH } from '@sportello/contracts';
import type { Config } from '../../config.js';
import type { AppDeps } from '../../platform/deps.js';
import { accessRule } from '../../platform/auth/access.js';
import { envContext } from '../../platform/auth/actor.js';
import { AppError, forbidden } from '../../platform/http/errors.js';
import { deviceOf, deviceRequired } from './device.js';
import type { ConnWho, SocketLike, TerminalHub } from './hub.js';
import { deviceHash } from './pairing.service.js';
import { terminalUserOf } from './terminals.access.js';
import { DEVICE_COOKIE, SESSION_COOKIE } from '@sportello/contracts';
import { hashToken } from '../../platform/auth/tokens.js';

/**
 * A browser sends the page's Origin with the upgrade; cookies ride along whatever site opened the
 * socket, so a socket from another site would act with the user's session (cross-site WebSocket
 * hijacking). Only our own origin may open one.
 */
function sameOrigin(config: Config, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  const own = new Set([new URL(config.publicUrl).origin]);
  const host = request.headers.host;
  if (host) own.add(`${request.protocol}://${host}`);
  return own.has(origin);
}

/**
 * Who opens the socket, decided at the upgrade (before any message): an operator of an IAT office
 * by the session, else a paired device by its credential; anyone else is refused with 403.
 */
async function authenticate(deps: AppDeps, request: FastifyRequest): Promise<ConnWho> {
  if (!sameOrigin(deps.config, request)) throw new AppError('forbidden', 403, M.badOrigin);
  if (request.auth) {
    const user = terminalUserOf(envContext(request.auth.actor, request.env));
    if (!user) throw forbidden(M.notOffice);
    return { kind: 'operator', user, sessionHash: hashToken(request.cookies[SESSION_COOKIE] ?? '') };
  }
  const row = await deviceOf(deps.db, request);
  if (!row) throw deviceRequired(request.cookies[DEVICE_COOKIE] !== undefined);
  return {
    kind: 'terminal',
    terminalId: row.id,
    groupId: row.groupId,
    tokenHash: deviceHash(request.cookies[DEVICE_COOKIE]!),
  };
}

/** The terminal socket (spec 2 §7 "External terminals"). */
export async function socketRoutes(app: FastifyInstance, deps: AppDeps, hub: TerminalHub) {
  const connecting = accessRule((request) => authenticate(deps, request));
  app.get(
    TERMINAL_SOCKET_PATH,
    {
      websocket: true,
      config: { public: true },
      schema: { hide: true },
      preValidation: connecting.preValidation,
    },
    async (socket, request) => {
      await hub.attach(socket as unknown as SocketLike, connecting.granted(request));
    },
  );
}
