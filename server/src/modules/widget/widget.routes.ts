import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WIDGET_FRAME_PATH, WIDGET_SCRIPT_PATH, WidgetKeysReply, WidgetSettings } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { requireCapability } from '../../platform/auth/guards.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { ok, replies } from '../../platform/http/reply.js';
import { checkPartnerKey } from '../partner-keys/index.js';
import { REFUSAL_CSP, frameCsp, frameLanguage, framePage, refusalPage } from './widget.frame.js';
import { WIDGET_MESSAGES as M } from './widget.messages.js';
import { widgetKeysFor } from './widget.service.js';

/** The script is a versioned path: it may change within v1, so an hour, then revalidated. */
const SCRIPT_CACHE = 'public, max-age=3600';

const originOfUrl = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The widget (issue 38): its script and its frame, public (outside /api/, no session: they sit in
 * partners' pages), and the configurator's call, for those who may ask API access.
 */
export const widgetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const ownOrigin = new URL(config.publicUrl).origin.toLowerCase();
  let script: Promise<{ body: Buffer; etag: string } | null> | null = null;
  const readScript = () =>
    (script ??= fs
      .readFile(path.join(config.webDist, 'widget', 'sportello.js'))
      .then((body) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }))
      .catch(() => {
        script = null; // built later (a development server): read again at the next request
        return null;
      }));

  app.get(
    WIDGET_SCRIPT_PATH,
    { schema: { hide: true }, config: { quietLog: true } },
    async (request, reply) => {
      const file = await readScript();
      if (!file) throw notFound(M.scriptMissing);
      // Loaded by partners' pages: helmet's same-origin resource policy would block it there.
      reply
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', SCRIPT_CACHE)
        .header('etag', file.etag);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.type('text/javascript; charset=utf-8').send(file.body);
    },
  );

  app.get(WIDGET_FRAME_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Framed by other sites: helmet's X-Frame-Options (SAMEORIGIN) gives way to frame-ancestors.
    reply.raw.removeHeader('x-frame-options');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const refuse = (status: number, message: string) =>
      reply.code(status).header('content-security-policy', REFUSAL_CSP).send(refusalPage(message));

    const parsed = WidgetSettings.safeParse(request.query);
    if (!parsed.success) return refuse(400, parsed.error.issues.map((i) => i.message).join(' — '));
    const settings = parsed.data;
    let grants;
    try {
      grants = await checkPartnerKey(db, settings.key);
    } catch (e) {
      if (e instanceof AppError) return refuse(e.status, e.message);
      throw e;
    }
    // The browser holds the frame to frame-ancestors; the Referer, when sent, lets the refusal
    // say so in words instead of an empty frame.
    const from = originOfUrl(request.headers.referer);
    if (from && from !== ownOrigin && !grants.allowedOrigins.includes(from))
      return refuse(403, M.siteNotAllowed(from));
    const lang = frameLanguage(settings.lang, request.headers['accept-language']);
    return reply
      .header('content-security-policy', frameCsp(grants.allowedOrigins))
      .send(framePage(settings, lang));
  });

  app.get(
    '/api/widget/keys',
    {
      schema: {
        tags: ['widget'],
        summary: 'Widget: le chiavi attive con cui costruirlo e ciò che concedono',
        response: replies(WidgetKeysReply),
      },
    },
    async (request) => {
      const ctx = requireCapability(request, 'api.request');
      return ok({ keys: await widgetKeysFor(db, ctx), base: config.publicUrl });
    },
  );
};
