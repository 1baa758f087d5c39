import { EventEmitter } from 'node:events';
import { requireIoRedis } from '../lazy/libraries.js';
import { AppError } from '../http/errors.js';

export type BusHandler = (message: unknown) => void;

/** What `publish` throws while Redis is away: a 503 with Retry-After and an Italian reason, at once. */
export class BusDownError extends AppError {
  constructor() {
    super('unavailable', 503, 'Collegamento in tempo reale non disponibile: riprova tra poco.', undefined, 5);
  }
}

/**
 * Publish/subscribe between server processes. Terminals and kiosks connect to whichever instance
 * the load balancer picks; a message for a terminal must reach the instance holding its socket.
 * In-process by default (one server), Redis pub/sub when REDIS_URL is set.
 */
export interface Bus {
  /** Throws BusDownError (a 503) at once while Redis is away. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /**
   * Whether messages cross processes now: always in process; with Redis, while both connections
   * are ready (a subscription made otherwise would wait for Redis, or silently hear nothing).
   */
  isUp(): boolean;
  close(): Promise<void>;
}

export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      // Same JSON round trip as Redis, so code that works locally works across instances.
      emitter.emit(channel, JSON.parse(JSON.stringify(message)));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => void emitter.off(channel, handler);
    },
    isUp: () => true,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function createRedisBus(url: string): Bus {
  const { Redis } = requireIoRedis();
  // A subscribed Redis connection can do nothing else, hence two.
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // ioredis reconnects by itself (and subscribes again); its errors while Redis is away are what
  // isUp() reports, not a crash, nor an "Unhandled error event" line on every retry.
  for (const connection of [pub, sub]) connection.on('error', () => {});
  // Known away: it failed or dropped and is not ready again (a process still making its first
  // connection is not: its first messages wait for it, as ioredis queues them).
  let away = false;
  pub.on('error', () => (away = true));
  pub.on('close', () => (away = true));
  pub.on('ready', () => (away = false));
  const local = new EventEmitter();
  local.setMaxListeners(0);
  sub.on('message', (channel: string, raw: string) => {
    try {
      local.emit(channel, JSON.parse(raw));
    } catch {
      // A message that is not ours (not JSON) is dropped rather than crashing the subscriber.
    }
  });
  return {
    async publish(channel, message) {
      // While Redis is known away, refused at once rather than queued: ioredis would hold the
      // request for its retries, then fail it as a 500. The caller says so (503) or, once its
      // change is committed, goes on; a publish that fails on the way is the same refusal.
      if (away && pub.status !== 'ready') throw new BusDownError();
      const text = JSON.stringify(message);
      try {
        await pub.publish(channel, text);
      } catch {
        throw new BusDownError();
      }
    },
    async subscribe(channel, handler) {
      if (local.listenerCount(channel) === 0) await sub.subscribe(channel);
      local.on(channel, handler);
      return async () => {
        local.off(channel, handler);
        if (local.listenerCount(channel) === 0) await sub.unsubscribe(channel);
      };
    },
    isUp: () => pub.status === 'ready' && sub.status === 'ready',
    async close() {
      local.removeAllListeners();
      // QUIT needs Redis: a connection that is not there is just dropped (no retries at shutdown).
      await Promise.allSettled(
        [pub, sub].map((c) => (c.status === 'ready' ? c.quit() : Promise.resolve(c.disconnect()))),
      );
    },
  };
}

export const createBus = (redisUrl?: string): Bus => (redisUrl ? createRedisBus(redisUrl) : createLocalBus());
