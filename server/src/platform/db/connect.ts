import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type QueryExecutor } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from './schema.js';
import { withPreparedStatements } from './pg-prepared.js';
import { FairSqliteDialect } from './sqlite-fair.js';
import { withStatementCache } from './sqlite-statements.js';

export type Db = Kysely<Database>;

// COUNT(*) and bigint come back as strings from pg; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function connect(database: Config['database']): Db {
  const plugins = [new CamelCasePlugin()];
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
      plugins,
    });
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // WAL lets readers run while a write commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // 8 MB of page cache (the default is 2 MB): the hot list and search indexes of a region's
  // catalogue stay in it; the rest comes from the OS's cache (issue 17: 16 MB bought no speed).
  sqlite.pragma('cache_size = -8000');
  // The planner's statistics, refreshed where they are missing or stale (bounded: a few ms).
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({
    dialect: new FairSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
  });
  const ping = sqlite.prepare('select 1');
  SQLITE_PINGS.set(db, () => void ping.get());
  return db;
}

/** SQLite: the health probe's query, run at once rather than after the queries waiting their turn. */
const SQLITE_PINGS = new WeakMap<Db, () => void>();

/**
 * Whether the database answers (throws if not). /health asks it: on SQLite straight on the
 * connection, so that a process busy with heavy queries still answers its balancer within a
 * millisecond or two (FairSqliteDialect queues every other query behind the event loop's turn).
 */
export async function pingDatabase(db: Db): Promise<void> {
  const ping = SQLITE_PINGS.get(db);
  if (ping) ping();
  else await sql`select 1`.execute(db);
}

/** Whether the connection speaks PostgreSQL (the app's database, or a migration's view of it). */
export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export const nowIso = (): string => new Date().toISOString();
