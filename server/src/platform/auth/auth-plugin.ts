import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, DEFAULT_ENV, SESSION_COOKIE } from '@sportello/contracts';
import type { Config } from '../../config.js';
import { nowIso, type Db } from '../db/connect.js';
import { AppError, authRequired } from '../http/errors.js';
import type { Actor } from './actor.js';
import { findLiveSessionActor } from './session-repo.js';
import { cookieOptions, oldestLiveSession } from './sessions.js';
import { hashToken, newToken } from './tokens.js';

export interface RequestAuth {
  sessionId: string;
  csrfToken: string;
  expiresAt: string;
  createdAt: string;
  actor: Actor;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The environment the page was in when it called (`env` query value), e.g. make-iat. */
    env: string;
  }
  interface FastifyContextConfig {
    /**
     * An API route anyone may call (sign-in, password reset, public forms). Every other route
     * under /api/ refuses a caller without a session with 403 auth_required before its input is
     * parsed, so a stranger learns nothing from a validation error.
     */
    public?: boolean;
    /**
     * A GET (or HEAD) that changes data: it needs the CSRF header like a write, so that a link, an
     * image or a redirect from another site cannot trigger it. The spec names
     * these paths with GET and the web app calls them so; its client sends the header on every call.
     *
     * The audit of every GET route (changes-data.test.ts keeps the list and fails on a new GET
     * route until it is classified) found these, and they declare it:
     * - GET /api/list/lista/{id}/duplica/ creates a list with the elements of the other;
     * - GET /api/content-create.json?contentId= takes the editor's lock of the content (or renews
     *   it, or moves it from another tab of the caller), and with takeOver=true moves another's;
     * - GET /api/log/messaggi/{id} marks the content's updates read for the caller;
     * - GET /api/crm/profilo/{id}?lang= issues a share link (a token) of the profile's favourites
     *   the first time in a language, and counts it in the office's share statistics.
     * Not changes, and not declared: the request log; GET /api/refresh.json, which slides the
     * session's idle expiry; the audit record an admin's read of visitors' profiles leaves (GET
     * /api/crm/profili, /api/crm/profilo/{id}/dati-personali, /api/tables/profiles), a log of the
     * read. The terminal socket (GET /api/external/app, an upgrade no browser can add a header to)
     * records a device's presence and carries writes: its Origin check guards it instead.
     */
    changesData?: boolean;
    /**
     * A route of the partners' read API (/api/public/v1/): called with an X-Api-Key, never with
     * a session. No session is read and no CSRF cookie set (its replies hold nothing of a
     * session, and a cookie would keep caches from storing them); the key is its only guard.
     */
    keyed?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ENV_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

function readEnv(request: FastifyRequest): string {
  const env = (request.query as Record<string, unknown> | undefined)?.env;
  return typeof env === 'string' && ENV_PATTERN.test(env) ? env : DEFAULT_ENV;
}

async function loadAuth(db: Db, config: Config, token: string): Promise<RequestAuth | null> {
  const found = await findLiveSessionActor(db, hashToken(token), nowIso(), oldestLiveSession(config));
  if (!found) return null;
  const { session: row, memberships } = found;
  return {
    sessionId: row.id,
    csrfToken: row.csrfToken,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    actor: {
      userId: row.userId,
      username: row.username,
      email: row.email,
      fullName: row.fullName,
      status: row.status,
      userType: row.userType,
      isReviewer: row.isReviewer === 1,
      image: row.image,
      memberships,
      isAdmin: memberships.some((m) => m.groupKind === 'admin' && m.stato === 1),
    },
  };
}

/**
 * A write, or a read that changes data (`changesData`), must echo the CSRF cookie in the header;
 * with a session, it must be that session's value.
 */
function checkCsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method) && request.routeOptions.config.changesData !== true) return;
  const header = request.headers[CSRF_HEADER];
  const expected = request.auth?.csrfToken ?? request.cookies[CSRF_COOKIE];
  if (typeof header !== 'string' || !expected || header !== expected) {
    throw new AppError('csrf', 403, 'Richiesta non valida: ricarica la pagina e riprova.');
  }
}

function ensureCsrfCookie(config: Config, request: FastifyRequest, reply: FastifyReply): void {
  const wanted = request.auth?.csrfToken;
  const current = request.cookies[CSRF_COOKIE];
  if (wanted ? current !== wanted : !current) {
    reply.setCookie(CSRF_COOKIE, wanted ?? newToken().token, cookieOptions(config, false));
  }
}

/** Routes under /api/ need a session unless they say `config: { public: true }`; unknown paths get their 404. */
function needsSession(request: FastifyRequest): boolean {
  const { url, config } = request.routeOptions;
  return url !== undefined && url.startsWith('/api/') && config.public !== true;
}

/**
 * Loads the session and the actor for every request, guards every write against CSRF, and refuses
 * an anonymous caller of a non-public API route (403 auth_required) before anything else.
 */
export const authPlugin = fp<{ db: Db; config: Config }>(
  async (app, { db, config }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('env', DEFAULT_ENV);
    app.addHook('onRequest', async (request, reply) => {
      request.env = readEnv(request);
      if (request.routeOptions.config.keyed === true) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        request.auth = await loadAuth(db, config, token);
        if (!request.auth) reply.clearCookie(SESSION_COOKIE, cookieOptions(config, true));
      }
      ensureCsrfCookie(config, request, reply);
      checkCsrf(request);
      if (!request.auth && needsSession(request)) throw authRequired();
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
