import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/connect.js';
import { keptComputedWhileUnchanged } from '../../platform/db/kept-answers.js';
import { AppError, forbidden } from '../../platform/http/errors.js';
import { todayInItaly } from '../../platform/time/today.js';
import { someLiveKeyAllowsOrigin } from '../partner-keys/index.js';
import { PUBLIC_API_MESSAGES as M } from './public-api.messages.js';

/**
 * The read API's HTTP manners: validators and caching, and CORS for the key's origins.
 *
 * Cache-Control is `private, max-age=60`, not public: a reply depends on the key's grants, and a
 * shared cache (a CDN, a proxy) would answer from its copy after the key was revoked or its
 * grants narrowed, and without counting the use — the issue asks a revocation to hold at once. A
 * partner's own cache, and a browser's, keep it a minute and then revalidate with If-None-Match,
 * which costs a 304 and no body.
 */

export const CACHE_CONTROL = 'private, max-age=60';
export const VARY = 'Origin, X-Api-Key';

/** Whether If-None-Match names this validator (a list, or `*`; weak prefixes compared weakly, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** What a reply is kept with: the contents and the catalogue (published contents are projected there). */
const REPLY_TABLES = ['contents', 'assets'] as const;

/**
 * Sends the body with its validator, or 304 with none when the client holds it already. The body
 * and its ETag are kept while the contents and the catalogue are unchanged (kept-answers.ts),
 * under the route, the key's grants, the query and the day: a partner polling its feed, or many
 * asking the same page, costs the key's check and a lookup, not the page's reads and the hash
 * again. The key is checked before, at every request, kept reply or not. The validator is strong:
 * the SHA-256 of the reply's JSON.
 */
export async function sendCacheable<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<T>,
) {
  const key = [
    request.routeOptions.url,
    JSON.stringify(request.partnerKey?.grants),
    JSON.stringify(request.params),
    JSON.stringify(request.query),
    todayInItaly(),
  ].join('\u0000');
  // Kept as written by the route's serializer (its response schema), so a kept reply is not
  // written again at every request; its validator is the hash of those bytes.
  const { json, etag } = await keptComputedWhileUnchanged(db, REPLY_TABLES, key, async () => {
    const json = reply.serialize(await compute()) as string;
    return { json, etag: strongEtag(json) };
  });
  if (validatorMatches(request, reply, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * The same manners for a reply computed afresh at every request (a partner's list, whose tables
 * the kept replies do not watch; a GraphQL answer): its validator is the hash of its JSON.
 */
export function sendWithValidator<T>(request: FastifyRequest, reply: FastifyReply, body: T) {
  if (validatorMatches(request, reply, strongEtag(JSON.stringify(body)))) return reply.code(304).send();
  return reply.send(body);
}

const strongEtag = (json: string) => `"${createHash('sha256').update(json).digest('base64url')}"`;

/** Sets the validator and the caching headers; whether the client holds this version already. */
function validatorMatches(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL).header('vary', VARY);
  return matchesEtag(request.headers['if-none-match'], etag);
}

const originOf = (request: FastifyRequest) => {
  const o = request.headers.origin;
  return typeof o === 'string' && o !== 'null' ? o.toLowerCase() : undefined;
};

function allowOrigin(reply: FastifyReply, origin: string) {
  reply
    .header('access-control-allow-origin', origin)
    .header('access-control-expose-headers', 'ETag, Retry-After');
}

/**
 * After the key: a browser's request from an origin the key does not list is refused (a
 * publishable key works only on the partner's sites); from a listed one it gets the origin back
 * (never `*`, and never credentials: the API reads no cookie). A request with no Origin is a
 * server's: no CORS to answer — except with the publishable key (the widget's, readable by anyone
 * in a partner's page), which works only in a browser on one of the key's origins, or in the
 * widget's frame served by this server: a same-origin fetch sends no Origin, but the browser's
 * own Sec-Fetch-Site says where it comes from, and only the key's origins may frame the widget
 * (its frame-ancestors). A script outside a browser can forge both, as it could copy the key's
 * data from the partner's page: the rule keeps other sites' pages off the partner's key and rate.
 */
export function checkOrigin(request: FastifyRequest, reply: FastifyReply) {
  const origin = originOf(request);
  const key = request.partnerKey;
  if (!origin) {
    if (key?.publishable && request.headers['sec-fetch-site'] !== 'same-origin')
      throw forbidden(M.publishableNeedsOrigin);
    return;
  }
  if (!key?.grants.allowedOrigins.includes(origin)) throw forbidden(M.originNotAllowed);
  allowOrigin(reply, origin);
}

/**
 * A refusal before the key was known to allow the origin (no key, a wrong one, 429): readable by
 * a browser of an origin some live key lists, so that a partner's page sees its 401 or 429.
 */
export async function corsOnRefusal(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const origin = originOf(request);
  if (!origin || reply.hasHeader('access-control-allow-origin')) return;
  const known = request.partnerKey?.grants.allowedOrigins.includes(origin);
  if (known || (await someLiveKeyAllowsOrigin(db, origin, todayInItaly()))) allowOrigin(reply, origin);
}

/**
 * OPTIONS: the preflight names no key (a browser sends none), so it is answered for the origins
 * of any live key, for GET and HEAD with the X-Api-Key and If-None-Match headers (and, `withPost`,
 * for the GraphQL endpoint's POST with its Content-Type); anything else is a 403 with no CORS
 * header, which the browser reads as a refusal.
 */
export async function answerPreflight(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  { withPost = false }: { withPost?: boolean } = {},
) {
  const origin = originOf(request);
  const method = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
  const headers = String(request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const allowedMethods = withPost ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
  const allowedHeaders = withPost
    ? ['x-api-key', 'if-none-match', 'content-type']
    : ['x-api-key', 'if-none-match'];
  const fine =
    origin !== undefined &&
    allowedMethods.includes(method) &&
    headers.every((h) => allowedHeaders.includes(h)) &&
    (await someLiveKeyAllowsOrigin(db, origin, todayInItaly()));
  reply.header('vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
  if (!fine) throw new AppError('forbidden', 403, M.preflightRefused);
  allowOrigin(reply, origin);
  reply
    .header('access-control-allow-methods', allowedMethods.join(', '))
    .header(
      'access-control-allow-headers',
      withPost ? 'X-Api-Key, If-None-Match, Content-Type' : 'X-Api-Key, If-None-Match',
    )
    .header('access-control-max-age', '600')
    .code(204)
    .send();
}
