import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from 'helmet';
import type { Config } from '../../config.js';

/**
 * The Content-Security-Policy of the web app, checked in Chromium with the built app (map,
 * editor, media picker, previews, PDF downloads):
 * - scripts only from the app's own files (Vite emits no inline script);
 * - styles from the app and inline: MUI/emotion inject <style> elements and Leaflet sets style
 *   attributes, so 'unsafe-inline' is needed for styles (never for scripts);
 * - images from the app, data: and blob: URLs (media picker previews) and any https origin: the
 *   map's tile URL is a template a tourist board changes without a release (OpenStreetMap by
 *   default), and catalogue images may live elsewhere;
 * - API calls and WebSockets to the app's own origin only; frames (the content preview) and
 *   framing by the app's own pages only, never by another site (clickjacking).
 */
export const APP_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The app's policy as a header value, its frame-src extended by `frameOrigins` (the external
 * dashboards of the dashboard templates): the value the app's page carries.
 */
export function appCspHeader(frameOrigins: readonly string[] = []): string {
  return Object.entries(APP_CSP)
    .map(([name, values]) => [name, ...values, ...(name === 'frame-src' ? frameOrigins : [])].join(' '))
    .join(';');
}

/**
 * Security headers on every response (helmet: CSP, X-Frame-Options SAMEORIGIN, nosniff,
 * Referrer-Policy; HSTS in production only, where TLS ends in front of us) and compression of
 * every compressible reply (brotli or gzip for JS, CSS, JSON, HTML). Routes that send their own
 * stricter CSP (content preview, media files) keep it: they set the header after helmet.
 * Registered before the static files and the modules, as @fastify/compress requires.
 */
export async function registerWebPlatform(app: FastifyInstance, config: Config): Promise<void> {
  // helmet's middleware, built once: @fastify/helmet built it again at every request (its
  // directives parsed each time), about 2 % of a list request's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    frameguard: { action: 'sameorigin' },
    // Tile servers (OpenStreetMap's policy) want to know the site: the origin, never the path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.env === 'production' ? { maxAge: 15_552_000 } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 5 compresses a JS bundle nearly as well as 11 at a tenth of the CPU.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/** Files Vite names by content hash (web/dist/assets/*): cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Cache-Control of a file of the built web app, or undefined for the default (one hour). */
export function webFileCacheControl(webDist: string, filePath: string): string | undefined {
  const relative = path.relative(webDist, filePath).replace(/\.(br|gz)$/, '');
  if (relative.startsWith(`assets${path.sep}`)) return IMMUTABLE;
  if (relative.endsWith('.html')) return 'no-cache';
  return undefined;
}
