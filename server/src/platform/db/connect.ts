import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type QueryExecutor } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from './schema.js';
import { withStatementCache } from './sqlite-statements.js';

export type Db = Kysely<Database>;

// COUNT(*) and bigint come back as strings from pg; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function connect(database: Config['database']): Db {
  const plugins = [new CamelCasePlugin()];
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // WAL lets readers run while a write commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // 16 MB of page cache (the default is 2 MB): the hot indexes of a region's catalogue stay in it.
  sqlite.pragma('cache_size = -16000');
  // The planner's statistics, refreshed where they are missing or stale (bounded: a few ms).
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
  });
}

/** Whether the connection speaks PostgreSQL (the app's database, or a migration's view of it). */
export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export const nowIso = (): string => new Date().toISOString();
