import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_COOKIE, CSRF_HEADER } from '@sportello/contracts';

/** Where the OpenAPI document (and, for a browser, its viewer) is. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The quality an Accept header gives a media type: the q of the most specific range that matches
 * it (`text/html` before `text/*` before the wildcard), 0 when none does (RFC 9110 §12.5.1).
 */
export function acceptQuality(accept: string, type: string): number {
  const group = `${type.split('/')[0]}/*`;
  let specificity = -1;
  let quality = 0;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const rank = range === type ? 2 : range === group ? 1 : range === '*/*' ? 0 : -1;
    if (rank <= specificity) continue;
    specificity = rank;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
  }
  return quality;
}

/**
 * A browser asks for the page (text/html first, JSON only through its lower-quality wildcard); a
 * client that asks for JSON, for anything at all (curl) or says nothing gets the document.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return acceptQuality(accept, 'text/html') > acceptQuality(accept, 'application/json');
}

/**
 * "Try it out" from the viewer: a write must echo the CSRF cookie in its header, as the app's own
 * client does (auth-plugin.ts), or the server refuses it. The plugin writes this function's source
 * into its initializer script (a file of ours, so the CSP holds), hence the names as literals.
 */
function echoCsrfCookie(request: { headers: Record<string, string> }) {
  const { document } = globalThis as unknown as { document: { cookie: string } };
  const cookie = document.cookie.match(/(?:^|; )sportello_csrf=([^;]*)/);
  if (cookie?.[1]) request.headers['x-csrf-token'] = decodeURIComponent(cookie[1]);
  return request;
}
if (
  !echoCsrfCookie.toString().includes(`${CSRF_COOKIE}=`) ||
  !echoCsrfCookie.toString().includes(CSRF_HEADER)
)
  throw new Error('api-docs: echoCsrfCookie names another CSRF cookie or header than the contracts');

const isDocsRoot = (request: FastifyRequest) =>
  request.routeOptions.url?.replace(/\/$/, '') === API_DOCS_PATH;

/**
 * GET /api/docs: the OpenAPI document as JSON, or for a browser the Swagger UI viewer
 * (@fastify/swagger-ui, its files served by us under /api/docs/static/, no CDN), which loads the
 * same document from /api/docs/json. Like every route under /api/, all of it needs a session.
 * The viewer runs under the app's CSP as it is: its page has no inline script, its scripts and
 * styles are our own files, its icons data: URLs, and it calls only our origin (no validator).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const negotiate = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isDocsRoot(request)) return;
    // One URL, two representations: a cache must keep them apart.
    reply.header('vary', 'Accept');
    if (!prefersHtml(request.headers.accept)) return reply.send(app.swagger());
  };
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiHooks: { preHandler: negotiate },
    theme: { title: 'Sportello API' },
    // No validatorUrl: the plugin's default sends the document to no outside validator.
    uiConfig: { deepLinking: true, docExpansion: 'list', requestInterceptor: echoCsrfCookie as never },
  });
}
