import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No request-log line for this route: probes and the built web app's files. */
    quietLog?: boolean;
  }
}

/** A request id a proxy may hand over (X-Request-Id): short, and nothing a log line could be forged with. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the proxy's X-Request-Id when it sends a sane one (nginx's $request_id, so
 * that its access log and ours meet), otherwise a random one. Random, not Fastify's counter:
 * "req-1" is the first request of every process, and two hosts' logs would mix them.
 */
export function requestId(raw: IncomingMessage): string {
  const forwarded = raw.headers['x-request-id'];
  if (typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
  return randomBytes(8).toString('hex');
}

/**
 * One line per request, when its answer has gone: method, path (secrets stripped by the logger,
 * redact.ts), status and time, with the request id that every line the request logs also
 * carries; instead of Fastify's two ("incoming request", "request completed"). Probes (/health,
 * /ready) and the web app's files are left out unless they fail: a balancer polling every second
 * and a page load's thirty chunks would bury the lines that matter.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const quiet = request.routeOptions.config?.quietLog && !request.url.startsWith('/api/');
    if (quiet && reply.statusCode < 500 && !error) return;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    // The message is the line a person reads at the terminal; collectors read the fields.
    const message = `${line.method} ${line.url} ${line.statusCode} ${line.ms} ms`;
    if (error || reply.statusCode >= 500)
      request.log.error({ ...line, ...(error && { err: error }) }, message);
    else request.log.info(line, message);
  }
}

/** The id is sent back (X-Request-Id), so that a desk reporting an error can quote it. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
