import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BackupError, M, USER_DATA_TABLES } from './messages.js';

/** What a database holds, for the manifest and the restore's checks. */
export interface DatabaseFacts {
  /** Rows of every table. */
  counts: Record<string, number>;
  /** The migrations applied, by name (kysely_migration), in order. */
  migrations: string[];
}

/**
 * Pages copied per step of the online backup: all of them. SQLite restarts a backup whose source
 * another connection wrote to between two steps, so a server busy writing could keep a
 * step-by-step copy from ever ending; one step holds a read transaction for the whole copy,
 * which in WAL mode never stops the server's writes, and is consistent by construction.
 */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live SQLite database into `target` with SQLite's online backup API, while the
 * server runs: the copy is the database as one transaction saw it. The copy is then a plain
 * single file (rollback journal, no -wal beside it), checked page by page and counted.
 */
export async function snapshotSqlite(file: string, target: string): Promise<DatabaseFacts> {
  if (file === ':memory:') throw new BackupError(M.memoryDatabase);
  if (!fs.existsSync(file)) throw new BackupError(M.sqliteMissing(file));
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  checkReadable(target);
  return countFacts(target);
}

/**
 * SQLite's own check of every page (quick_check: a few hundred ms for a region's database), so
 * that neither a snapshot nor a restore ever puts an unreadable file in place.
 */
function checkReadable(file: string): void {
  let problem: unknown;
  try {
    const db = new SQLite(file, { fileMustExist: true, readonly: true });
    try {
      problem = db.pragma('quick_check', { simple: true });
    } finally {
      db.close();
    }
  } catch (err) {
    problem = err instanceof Error ? err.message : String(err);
  }
  if (problem !== 'ok') throw new BackupError(M.unreadableDatabase(String(problem)));
}

/** What the restore needs to know of the database it would replace. */
export interface SqliteTarget {
  exists: boolean;
  /** Rows of the tables a person would lose (USER_DATA_TABLES). */
  counts: Record<string, number>;
}

/**
 * Reads the database the restore would replace, proving on the way that no other process has it
 * open: an exclusive lock in exclusive locking mode is refused while any other connection (an
 * idle server's too) holds the database, even between its transactions.
 */
export function inspectSqlite(file: string): SqliteTarget {
  if (file === ':memory:') throw new BackupError(M.memoryDatabase);
  if (!fs.existsSync(file)) return { exists: false, counts: {} };
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    try {
      db.exec('BEGIN EXCLUSIVE');
    } catch (err) {
      if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY'))
        throw new BackupError(M.sqliteInUse(file));
      throw err;
    }
    const counts = readFacts(db, USER_DATA_TABLES).counts;
    db.exec('ROLLBACK');
    return { exists: true, counts };
  } finally {
    // The last connection to close folds the -wal into the file and deletes it.
    db.close();
  }
}

/**
 * Puts the snapshot's database in place of `file`: copied beside it under a temporary name, then
 * renamed over it (a rename is whole or not at all). The database it replaces is kept beside it
 * as `<file>.before-restore-<stamp>` (with its -wal, if one was left), and its -shm, the index
 * of a WAL that is no longer there, removed. Refused while another process has the file open.
 */
export async function replaceSqlite(
  snapshot: string,
  file: string,
  stamp: string,
): Promise<{ previous: string | null }> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.restoring-${randomBytes(4).toString('hex')}`;
  await fsp.copyFile(snapshot, temp, fs.constants.COPYFILE_EXCL);
  try {
    checkReadable(temp);
    const { exists } = inspectSqlite(file);
    let previous: string | null = null;
    if (exists) {
      previous = `${file}.before-restore-${stamp}`;
      await fsp.rename(file, previous);
      if (fs.existsSync(`${file}-wal`)) await fsp.rename(`${file}-wal`, `${previous}-wal`);
      if (fs.existsSync(`${file}-journal`)) await fsp.rename(`${file}-journal`, `${previous}-journal`);
      await fsp.rm(`${file}-shm`, { force: true });
    }
    await fsp.rename(temp, file);
    return { previous };
  } catch (err) {
    await fsp.rm(temp, { force: true });
    throw err;
  }
}

/** The rows of every table of the file and its migrations (after a restore: to compare with the manifest). */
export function countFacts(file: string): DatabaseFacts {
  const db = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    return readFacts(db);
  } finally {
    db.close();
  }
}

/** Counts rows of the given tables (all of them by default) and reads the migrations applied. */
function readFacts(db: SQLite.Database, only?: readonly string[]): DatabaseFacts {
  const tables = (db.pragma('table_list') as { schema: string; name: string; type: string }[])
    .filter((t) => t.schema === 'main' && t.type === 'table' && !t.name.startsWith('sqlite_'))
    .map((t) => t.name)
    .filter((name) => !only || only.includes(name))
    .sort();
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = db
      .prepare(`select count(*) from "${table.replace(/"/g, '""')}"`)
      .pluck()
      .get() as number;
  const migrations = tables.includes('kysely_migration')
    ? (db.prepare('select name from kysely_migration order by name').pluck().all() as string[])
    : [];
  return { counts, migrations };
}
