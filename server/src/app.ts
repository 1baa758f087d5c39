import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@sportello/contracts';
import type { AppDeps } from './platform/deps.js';
import { installErrorHandler } from './platform/http/error-handler.js';
import { replySerializerCompiler } from './platform/http/reply-serializer.js';
import { authPlugin } from './platform/auth/auth-plugin.js';
import { inputGuardPlugin } from './platform/http/input-guard.js';
import { jsonBodyPlugin } from './platform/http/json-body.js';
import { frameSourcesOf } from './platform/http/frame-sources.js';
import { appCspHeader, registerWebPlatform, webFileCacheControl } from './platform/http/web-platform.js';
import { registerLoadShedding } from './platform/http/load-shedding.js';
import { fastifyTrustProxy } from './platform/http/trust-proxy.js';
import { registerHealth } from './platform/http/health.js';
import { registerApiDocs } from './platform/http/api-docs.js';
import { modules } from './modules/index.js';
import { registerPublicApiDocs } from './modules/public-api/index.js';
import { registerRequestId, RequestLogController, requestId } from './platform/log/request-log.js';

export interface BuildOptions extends AppDeps {
  logger?: boolean | FastifyServerOptions['logger'];
}

export async function buildApp({ logger = false, ...deps }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // request.ip is the client only when TRUST_PROXY names the proxy in front (trust-proxy.ts);
    // otherwise the socket's address, whatever X-Forwarded-For a client sends.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // One line per request instead of Fastify's two, and ids that stay unique across hosts.
    logController: new RequestLogController(),
    requestIdHeader: false,
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ checked: deps.config.checkReplies }));
  installErrorHandler(app);
  registerRequestId(app);

  await registerWebPlatform(app, deps.config);
  await registerLoadShedding(app, deps.config.load);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sportello API',
        version: '0.1.0',
        description: 'Back office of the regional tourist board',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Terminal sockets: a message is at most 64 KiB (a form's answers), never more.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(authPlugin, { db: deps.db, config: deps.config });
  await app.register(jsonBodyPlugin);
  await app.register(inputGuardPlugin);

  registerHealth(app, deps);

  for (const register of modules) await app.register(register, deps);
  // Jobs begin once every module has declared its own, and end before the database is closed.
  app.addHook('onReady', () => deps.jobs.start(app.log));
  app.addHook('onClose', () => deps.jobs.stop());

  await registerApiDocs(app);
  await registerPublicApiDocs(app);

  await serveWebApp(app, deps.config.webDist, () => frameSourcesOf(deps.db));
  return app;
}

/** The built web app from the same process; any unknown non-API path gets index.html (client routing). */
async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
  frameOrigins: () => Promise<string[]>,
): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  const notFound = (reply: FastifyReply) => {
    const body: ApiErrorBody = { status: 'error', code: 'not_found', message: 'Risorsa non trovata.' };
    return reply.code(404).send(body);
  };
  if (hasWeb) {
    // A scope of its own, so that the app's files and pages write no request-log line each
    // (request-log.ts): a page load's chunks would bury the API's lines.
    await app.register(async (web) => {
      web.addHook('onRoute', (route) => {
        route.config = { ...route.config, quietLog: true };
      });
      await web.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        maxAge: '1h',
        // Build-time .br/.gz files when present; otherwise @fastify/compress compresses on the fly.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const cacheControl = webFileCacheControl(webDist, filePath);
          if (cacheControl) reply.header('cache-control', cacheControl);
        },
      });
      // A route, not the not-found handler, so that the page is compressed like every reply.
      web.get('/*', { schema: { hide: true } }, async (request, reply) => {
        // A built file that is not there (an old page asking for a chunk of the previous build) is
        // a 404, never the HTML page served under a script's name.
        if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return notFound(reply);
        // The page may frame the external dashboards its templates name, and no other site.
        const origins = await frameOrigins();
        if (origins.length) reply.header('content-security-policy', appCspHeader(origins));
        return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
      });
    });
  }
  app.setNotFoundHandler((_request, reply) => notFound(reply));
}
