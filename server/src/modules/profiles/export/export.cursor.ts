import { setImmediate as nextTurn } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Config } from '../../../config.js';
import { isPostgres, type Db } from '../../../platform/db/connect.js';

/** Rows per chunk: big enough to keep the per-chunk cost small, small enough for constant memory. */
export const EXPORT_CHUNK = 2000;

/** Cursors open right now: a test sees a client that went away close its cursor. */
export const openExportCursors = { count: 0 };

/**
 * The rows of one query, chunk by chunk, straight from the database's cursor: never all in memory.
 * Between chunks the event loop gets a turn, so other requests (and /health) are served meanwhile.
 * Ending the iteration early (the client went away) closes the cursor and stops the query.
 *
 * SQLite: its own read-only connection (WAL lets it read while the app writes) iterating the
 * statement, so the app's one connection is not held for the length of a download.
 * PostgreSQL: a server-side cursor (DECLARE … FETCH) in a read-only transaction on one pooled
 * connection.
 */
export function cursorRows(
  deps: { db: Db; config: Pick<Config, 'database'> },
  query: CompiledQuery,
  chunk = EXPORT_CHUNK,
): AsyncGenerator<unknown[][]> {
  if (isPostgres(deps.db)) return postgresRows(deps.db, query, chunk);
  const { database } = deps.config;
  if (database.kind !== 'sqlite') throw new Error('database kind');
  return sqliteRows(database.file, query, chunk);
}

async function* sqliteRows(file: string, query: CompiledQuery, chunk: number): AsyncGenerator<unknown[][]> {
  const conn = new SQLite(file, { readonly: true, fileMustExist: true });
  openExportCursors.count += 1;
  const rows = conn
    .prepare(query.sql)
    .raw(true)
    .iterate(...(query.parameters as unknown[])) as IterableIterator<unknown[]>;
  try {
    for (;;) {
      const batch: unknown[][] = [];
      let step = rows.next();
      while (!step.done) {
        batch.push(step.value);
        if (batch.length === chunk) break;
        step = rows.next();
      }
      if (batch.length) yield batch;
      if (step.done) return;
      await nextTurn();
    }
  } finally {
    rows.return?.();
    conn.close();
    openExportCursors.count -= 1;
  }
}

async function* postgresRows(db: Db, query: CompiledQuery, chunk: number): AsyncGenerator<unknown[][]> {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  let lend!: (conn: Kysely<unknown>) => void;
  let fail!: (error: unknown) => void;
  const lent = new Promise<Kysely<unknown>>((resolve, reject) => ((lend = resolve), (fail = reject)));
  // The pool lends one connection until the cursor is closed.
  const held = db
    .connection()
    .execute(async (conn) => {
      lend(conn as unknown as Kysely<unknown>);
      await done;
    })
    .catch(fail);
  const conn = await lent;
  const run = (text: string, parameters: readonly unknown[] = []) =>
    conn.executeQuery(CompiledQuery.raw(text, [...parameters]));
  openExportCursors.count += 1;
  let began = false;
  try {
    await run('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    began = true;
    await run(`DECLARE export_rows NO SCROLL CURSOR FOR ${query.sql}`, query.parameters);
    for (;;) {
      const { rows } = await run(`FETCH ${Math.max(1, Math.floor(chunk))} FROM export_rows`);
      if (rows.length) yield rows.map((r) => Object.values(r as object));
      if (rows.length < chunk) return;
      await nextTurn();
    }
  } finally {
    // ROLLBACK closes the cursor too; a broken connection must not hide the first error.
    if (began) await run('ROLLBACK').catch(() => undefined);
    openExportCursors.count -= 1;
    release();
    await held;
  }
}
