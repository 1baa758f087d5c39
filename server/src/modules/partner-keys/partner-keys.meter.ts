import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { Db } from '../../platform/db/connect.js';
import { requireIoRedis } from '../../platform/lazy/libraries.js';
import { leasedWindows, type WindowStore } from './partner-keys.leases.js';
import { addUses, countInWindow, dropOldWindows, type HeldUses, USES_BATCH } from './partner-keys.repo.js';

/**
 * What a key's requests are counted in: its window of the minute (the rate limit) and its uses of
 * the day (the keys' table). authenticatePartnerKey asks one of these at every request.
 */
export interface PartnerKeyMeter {
  /**
   * One more request of the key in this minute's window: its rank in the window, over `limit`
   * when it is refused (the key's requests a minute, which sizes the leases: partner-keys.leases.ts).
   */
  hit(keyId: number, minute: number, limit: number): Promise<number>;
  /** One use of the key on the day (served, or refused by the rate limit). */
  use(keyId: number, day: string, limited: boolean, at: string): Promise<void>;
  /** Writes what is still held and lets go of the connections. */
  close(): Promise<void>;
}

type Windows = Pick<PartnerKeyMeter, 'hit'> & { close?: () => Promise<void> };

/**
 * The window in the database (an atomic upsert of a lease's places): shared by every process on
 * the database. The old windows of a key go when it opens a new one.
 */
const databaseStore =
  (db: Db): WindowStore =>
  async (keyId, minute, n) => {
    const count = await countInWindow(db, keyId, minute, n);
    if (count === n) await dropOldWindows(db, keyId, minute);
    return count;
  };

/** The window in the database, leased: a busy key writes a few times a second, not at each request. */
export const databaseWindows = (db: Db): Windows => leasedWindows(databaseStore(db));

/** The window in this process's memory: the embedded set-up's one process. */
export function memoryWindows(): Windows {
  let current = -1;
  let counts = new Map<number, number>();
  return {
    async hit(keyId, minute) {
      // Only this minute is kept (a test's clock may go back: its minute starts afresh too).
      if (minute !== current) [current, counts] = [minute, new Map()];
      const count = (counts.get(keyId) ?? 0) + 1;
      counts.set(keyId, count);
      return count;
    },
  };
}

/** A window outlives its minute by this much in Redis, then Redis forgets it by itself. */
const REDIS_WINDOW_SECONDS = 120;

/**
 * The window in Redis, leased: INCRBY and EXPIRE in one MULTI, one round trip a lease, shared by
 * every process on the Redis. While Redis is away the window is counted in the database instead (still shared,
 * only slower), rather than failing the partner's request or letting it through uncounted.
 * `prefix` names the database the keys' ids belong to: boards (or test databases) sharing one
 * Redis never count in each other's windows.
 */
/** How long the first requests wait for Redis before counting in the database. */
const FIRST_CONNECT_MS = 1000;

export function redisWindows(url: string, db: Db, prefix = 'sportello:rate:'): Windows {
  const { Redis } = requireIoRedis();
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  const fallback = databaseStore(db);
  // The first hits wait for the first connection (a second at most): counted in the database
  // while Redis is still connecting, a minute's requests would be split between the two stores.
  let connecting: Promise<void> | null = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    redis.once('error', () => resolve());
    setTimeout(resolve, FIRST_CONNECT_MS).unref();
  });
  const store: WindowStore = async (keyId, minute, n) => {
    if (connecting) await connecting;
    connecting = null;
    if (redis.status !== 'ready') return fallback(keyId, minute, n);
    const key = `${prefix}${keyId}:${minute}`;
    try {
      const replies = await redis.multi().incrby(key, n).expire(key, REDIS_WINDOW_SECONDS).exec();
      const [error, count] = replies?.[0] ?? [new Error('no reply')];
      if (error) throw error;
      return Number(count);
    } catch {
      return fallback(keyId, minute, n);
    }
  };
  return {
    ...leasedWindows(store),
    async close() {
      await (redis.status === 'ready' ? redis.quit() : Promise.resolve(redis.disconnect()));
    },
  };
}

/** How often the uses held in memory are written: a crash loses at most this much of them. */
export const USES_FLUSH_MS = 1000;

/**
 * Uses counted in memory and written together every USES_FLUSH_MS (one upsert statement for every
 * key and day held), and at close: a busy key costs one write a second, not one a request. A
 * process that crashes loses at most the last second's counts; a flush that fails is kept and
 * added to the next one.
 */
export function batchedUses(db: Db, every = USES_FLUSH_MS) {
  let held = new Map<string, HeldUses>();
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    flushing = flushing.then(async () => {
      if (!held.size) return;
      const batch = held;
      held = new Map();
      const rows = [...batch.values()];
      for (let i = 0; i < rows.length; i += USES_BATCH) {
        const part = rows.slice(i, i + USES_BATCH);
        try {
          await addUses(db, part);
        } catch {
          // Kept and added to the next flush (the statement wrote nothing).
          for (const u of part) {
            const k = `${u.keyId}|${u.day}`;
            const now = held.get(k);
            held.set(
              k,
              now ? { ...u, uses: u.uses + now.uses, limited: u.limited + now.limited, at: now.at } : u,
            );
          }
        }
      }
    });
    return flushing;
  };
  const timer = setInterval(() => void flush(), every);
  timer.unref();
  return {
    async use(keyId: number, day: string, limited: boolean, at: string) {
      const k = `${keyId}|${day}`;
      const u = held.get(k) ?? { keyId, day, uses: 0, limited: 0, at };
      if (limited) u.limited += 1;
      else u.uses += 1;
      if (at > u.at) u.at = at;
      held.set(k, u);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Every use written at once (the default of authenticatePartnerKey's callers that pass no meter). */
export const directMeter = (db: Db): PartnerKeyMeter => ({
  ...databaseWindows(db),
  use: (keyId, day, limited, at) =>
    addUses(db, [{ keyId, day, uses: limited ? 0 : 1, limited: limited ? 1 : 0, at }]),
  close: async () => {},
});

/** The database a key's id belongs to, as every process on it names it: PostgreSQL's name, SQLite's file. */
const databaseName = (database: Config['database']) =>
  database.kind === 'postgres' ? new URL(database.url).pathname.slice(1) : path.resolve(database.file);

/** The server's meter: windows as RATE_WINDOWS says, uses batched. */
export function partnerKeyMeter(
  db: Db,
  config: Pick<Config, 'rateWindows' | 'redisUrl' | 'database'>,
): PartnerKeyMeter {
  const prefix = `sportello:rate:${createHash('sha256').update(databaseName(config.database)).digest('hex').slice(0, 12)}:`;
  const windows =
    config.rateWindows === 'redis' && config.redisUrl
      ? redisWindows(config.redisUrl, db, prefix)
      : config.rateWindows === 'memory'
        ? memoryWindows()
        : databaseWindows(db);
  const uses = batchedUses(db);
  return {
    hit: (keyId, minute, limit) => windows.hit(keyId, minute, limit),
    use: uses.use,
    async close() {
      await uses.close();
      await windows.close?.();
    },
  };
}
