import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type PgModule from 'pg';
import { Kysely, sql, type QueryExecutor } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from './schema.js';
import { requirePg } from '../lazy/libraries.js';
import { watchChanges } from './pg-changes.js';
import { CUSTOM_PLANS, FairPostgresDialect, GENERIC_PLANS, postgresPool } from './pg-pool.js';
import { camelCaseRows } from './snake-case.js';
import { FairSqliteDialect } from './sqlite-fair.js';
import { withStatementCache } from './sqlite-statements.js';

export type Db = Kysely<Database>;

/** The PostgreSQL driver, loaded by the first connection to PostgreSQL (SQLite never needs it). */
function pgDriver(): typeof PgModule {
  const pg = requirePg();
  // COUNT(*) and bigint come back as strings from pg; our counts fit in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
  return pg;
}

export function connect(database: Config['database']): Db {
  const plugins = [camelCaseRows];
  if (database.kind === 'postgres') {
    const pg = pgDriver();
    // Two pools (pg-pool.ts): generic plans for every statement but the full-text ones, which a
    // second pool plans at each call for their words. Both hold 10: with 6, explore's screen, whose
    // full-text queries run side by side, took 10 % more CPU a request.
    // A server that does not answer fails a connect within seconds (503, error-handler.ts), instead
    // of every request waiting for the system's TCP timeout.
    const settings = { connectionString: database.url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS };
    const pool = new pg.Pool({ ...settings, options: GENERIC_PLANS });
    const search = new pg.Pool({ ...settings, options: CUSTOM_PLANS });
    let answeredAt = -Infinity;
    const answered = () => void (answeredAt = performance.now());
    // A statement that could not reach the database voids that proof: the probe pings again.
    const unreachable = () => void (answeredAt = -Infinity);
    const changes = watchChanges(pg, database.url);
    const db = new Kysely<Database>({
      dialect: new FairPostgresDialect({
        pool: postgresPool(pool, {
          search,
          onAnswer: answered,
          onUnreachable: unreachable,
          onWrite: changes.ownWrite,
        }),
      }),
      plugins,
    });
    // The health probe: a query the database answered within the last second (and none that could
    // not reach it since) proves it up (a busy process answers its balancer at once); otherwise a
    // ping on a connection of its own, which never waits behind ten busy searches for one of the pool's.
    const probe = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 2000 });
    // An idle connection that drops (PostgreSQL restarted, a backend terminated) is taken out of
    // its pool, which opens another at its next query; unheard, the pool's error would end the process.
    for (const p of [pool, search, probe]) p.on('error', () => {});
    UPKEEP.set(db, {
      ping: async () => {
        if (performance.now() - answeredAt < RECENT_ANSWER_MS) return;
        await probe.query('select 1');
        answered();
      },
      // PostgreSQL's autovacuum analyzes on its own.
      refreshStatistics: () => {},
      changeMark: (tables) => changes.mark(tables),
      close: async () => void (await Promise.all([probe.end(), changes.close()])),
    });
    return db;
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // WAL lets readers run while a write commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  // 8 MB of page cache (the default is 2 MB): the hot list and search indexes of a region's
  // catalogue stay in it; the rest comes from the OS's cache (16 MB bought no speed).
  sqlite.pragma('cache_size = -8000');
  // The planner's statistics, refreshed where they are missing or stale (bounded: a few ms).
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({
    dialect: new FairSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
  });
  const statistics = setInterval(() => refreshStatistics(db), STATISTICS_EVERY_MS);
  statistics.unref();
  const ping = sqlite.prepare('select 1');
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const ownChanges = sqlite.prepare('select total_changes()').pluck();
  UPKEEP.set(db, {
    ping: async () => void ping.get(),
    refreshStatistics: () => optimize(sqlite),
    changeMark: () => `${dataVersion.get()}:${ownChanges.get()}`,
    close: async () => clearInterval(statistics),
  });
  return db;
}

/**
 * SQLite: how often a connection refreshes the planner's statistics while the process runs.
 * SQLite plans from the statistics of the last ANALYZE, never from a table's real size: a
 * sessions table analyzed with 2 rows at a start was still planned as 2 rows once it held
 * thousands, and every request's session lookup scanned it all instead of reading its key
 * (1.2 ms a request at 20,000 sessions). SQLite's advice for long-lived connections is an
 * optimize every hour or so; PostgreSQL's autovacuum analyzes on its own.
 */
const STATISTICS_EVERY_MS = 60 * 60_000;

/** PostgreSQL: how long a new connection may take before the request fails as unavailable. */
const CONNECT_TIMEOUT_MS = 5000;

/** How long a statement waits for another process's write to end before it fails as busy. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * SQLite: re-analyzes the tables whose size changed a lot since their statistics (PRAGMA
 * optimize, bounded by analysis_limit: a few ms); run every STATISTICS_EVERY_MS. PostgreSQL: nothing.
 */
export function refreshStatistics(db: Db): void {
  UPKEEP.get(db)?.refreshStatistics();
}

/**
 * Never inside a transaction of this connection. The statistics are written, so another
 * process's write would make it wait: it does not wait (that would block this process's event
 * loop) and tries again the next time.
 */
function optimize(sqlite: SQLite.Database): void {
  if (!sqlite.open || sqlite.inTransaction) return;
  sqlite.pragma('busy_timeout = 0');
  try {
    sqlite.pragma('optimize');
  } catch {
    // Busy: statistics are an optimisation, never worth a failure.
  } finally {
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}

/** PostgreSQL: how recent an answered query must be for the health probe to skip its ping. */
const RECENT_ANSWER_MS = 1000;

/** What a connection keeps beside Kysely, stopped by closeDatabase. */
interface Upkeep {
  /**
   * The health probe's query, run at once rather than after the queries waiting their turn: on
   * SQLite straight on the connection (FairSqliteDialect queues every other query behind the
   * event loop's turn), on PostgreSQL on a connection of its own.
   */
  ping: () => Promise<void>;
  refreshStatistics: () => void;
  /** Changes whenever the tables may have changed (see changeMark). */
  changeMark: (tables: readonly WatchedTable[]) => string | undefined;
  /** Ends the probe's connection (PostgreSQL) or the statistics timer (SQLite). */
  close: () => Promise<void>;
}
const UPKEEP = new WeakMap<Db, Upkeep>();

/**
 * Whether the database answers (throws if not). /health asks it, so that a process busy with
 * heavy queries still answers its balancer within a millisecond or two.
 */
export async function pingDatabase(db: Db): Promise<void> {
  const upkeep = UPKEEP.get(db);
  if (upkeep) await upkeep.ping();
  else await sql`select 1`.execute(db);
}

/**
 * The tables whose changes a process hears of on both engines (migrations 024 and 025 on
 * PostgreSQL): the catalogue's, whose counts are kept, and those a session is read from.
 */
export type WatchedTable =
  'contents' | 'assets' | 'sessions' | 'users' | 'memberships' | 'groups' | 'apps' | 'partner_keys';

/**
 * A mark that changes whenever the tables may have changed since it was read, so what a process
 * derived from them (fts-prefixes.ts, kept-answers.ts) is kept only while it is equal.
 * - SQLite: any commit of another connection (data_version) or any row this connection wrote
 *   (total_changes), whatever the table. Two synchronous reads of the connection: about 8 µs
 *   together under load.
 * - PostgreSQL: the database's notices of writes to these tables, and any write of this process
 *   (pg-changes.ts); undefined while the process is not listening.
 * Undefined for a transaction's view of the database: nothing derived from it is kept.
 */
export function changeMark(db: Db, tables: readonly WatchedTable[]): string | undefined {
  return UPKEEP.get(db)?.changeMark(tables);
}

/** Closes the database and the health probe's connection. */
export async function closeDatabase(db: Db): Promise<void> {
  await UPKEEP.get(db)?.close();
  await db.destroy();
}

/** Whether the connection speaks PostgreSQL (the app's database, or a migration's view of it). */
export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export const nowIso = (): string => new Date().toISOString();
