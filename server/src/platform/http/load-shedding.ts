import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { ApiErrorBody } from '@sportello/contracts';

export interface LoadLimits {
  /** Requests handled at once (0: no bound); one more is answered 503 at once. */
  maxInFlight: number;
  /** Event-loop delay, in ms, over which new requests are answered 503 (0: not watched). */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0–1) over which new requests are answered 503 (0: not watched). */
  maxEventLoopUtilization: number;
}

const RETRY_AFTER_SECONDS = 5;
const BUSY: ApiErrorBody = {
  status: 'error',
  code: 'busy',
  message: 'Il server è molto occupato in questo momento: riprova tra poco.',
};

/**
 * /health and /ready are always answered: a load balancer must see a busy process as alive and
 * ready (busy processes taken out one after the other would push the load on the last). A WebSocket
 * upgrade (the terminals' socket) is not a request in flight: once upgraded it stays open for
 * hours and would hold a slot for good (256 kiosks and the process would refuse everything).
 */
const exempt = (request: FastifyRequest) =>
  request.routeOptions.url === '/health' ||
  request.routeOptions.url === '/ready' ||
  request.headers.upgrade?.toLowerCase() === 'websocket';

const refuse = (reply: FastifyReply) =>
  reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(BUSY);

/**
 * Load shedding: under pressure a request is answered 503 with Retry-After at once instead of
 * waiting in a queue nobody sees (at 200 connections 2.3 % waited over 10 s while the handling
 * itself stayed under 350 ms). Two signals: the event loop (@fastify/under-pressure: its delay
 * and utilisation, sampled every second) and the number of requests in flight. Heavy work has
 * its own smaller gates (image decoding, catalogue searches: platform/http/gate.ts).
 */
export async function registerLoadShedding(app: FastifyInstance, limits: LoadLimits): Promise<void> {
  if (limits.maxEventLoopDelayMs > 0 || limits.maxEventLoopUtilization > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxEventLoopUtilization: limits.maxEventLoopUtilization,
      eventLoopUtilizationMode: 'interval',
      retryAfter: RETRY_AFTER_SECONDS,
      // A value returned here is what under-pressure sends; nothing returned lets /health through.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value: number) => {
        if (exempt(request)) return undefined;
        request.log.warn({ url: request.url, type, value }, 'under pressure: request refused');
        reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
        return BUSY;
      }) as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
    });
  }
  if (limits.maxInFlight <= 0) return;
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request)) return;
    if (inFlight >= limits.maxInFlight) return refuse(reply);
    inFlight += 1;
    // A response closes once, whether it was sent or its client hung up first. onResponse misses
    // the second case (a browser that aborts a stale search, a load generator that stops): each
    // such request held its slot for good, and after 256 of them every request was refused.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
