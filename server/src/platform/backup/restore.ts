import path from 'node:path';
import type { Config } from '../../config.js';
import { migrations as knownMigrations } from '../../db/migrations/index.js';
import type { Storage } from '../storage/index.js';
import { snapshotStamp } from './backup.js';
import { checkFile, damagedFiles, storedKeys, writeFilesBack } from './files-snapshot.js';
import { readManifest, type Manifest } from './manifest.js';
import { BackupError, M, USER_DATA_TABLES } from './messages.js';
import {
  countPostgres,
  inspectPostgres,
  postgresTarget,
  requireTool,
  restorePostgres,
} from './postgres-snapshot.js';
import { countFacts, inspectSqlite, replaceSqlite } from './sqlite-snapshot.js';

export interface RestoreDeps {
  config: Pick<Config, 'database'>;
  storage: Storage;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The database restored, as a person reads it (a file, or a URL without its password). */
  where: string;
  files: { count: number; bytes: number };
  /** Files of the store the snapshot does not hold, left where they are. */
  extraFiles: number;
  /** SQLite: where the database it replaced was kept. */
  previous: string | null;
  /** Rows of every table after the restore (equal to the manifest's). */
  counts: Record<string, number>;
}

/**
 * Puts a snapshot back: the database and the store's files. Nothing is written before the whole
 * snapshot is proved (every file's size and SHA-256 against the manifest, the schema known to this
 * version), the target checked (no server using it) and, when it already holds data, `yes` given.
 * Then the files first (written under their own keys, which the database in place does not mind),
 * the database last, in one step: a rename (SQLite) or one transaction (PostgreSQL).
 */
export async function restoreBackup(
  { config, storage }: RestoreDeps,
  snapshotDir: string,
  opts: { yes: boolean; now?: () => Date },
): Promise<RestoreResult> {
  const dir = path.resolve(snapshotDir);
  const manifest = await readManifest(dir);
  const db = config.database;
  if (manifest.engine !== db.kind) throw new BackupError(M.engineMismatch(manifest.engine, db.kind));
  const latest = manifest.migration.latest;
  if (latest && !(latest in knownMigrations)) throw new BackupError(M.newerSnapshot(latest));
  if (db.kind === 'postgres') for (const tool of ['pg_restore', 'psql'] as const) await requireTool(tool);

  const databaseProblem = await checkFile(path.join(dir, manifest.database.file), manifest.database);
  const problems = [
    ...(databaseProblem ? [`${manifest.database.file}: ${databaseProblem}`] : []),
    ...(await damagedFiles(dir, manifest.files.entries)),
  ];
  if (problems.length) throw new BackupError(M.damaged(dir, problems));

  const where = db.kind === 'sqlite' ? db.file : postgresTarget(db.url).shown;
  const target = db.kind === 'sqlite' ? inspectSqlite(db.file) : await inspectPostgres(db.url);
  if ('otherConnections' in target) {
    if (target.otherConnections) throw new BackupError(M.postgresInUse(where, target.otherConnections));
    // pg_restore --clean drops what the dump holds; tables of later migrations would stay.
    const newer = target.migrations.filter((name) => latest === null || name > latest);
    if (newer.length) throw new BackupError(M.newerTarget(where, newer));
  }
  const present = await storedKeys(storage);
  const holdsData = USER_DATA_TABLES.some((table) => (target.counts[table] ?? 0) > 0) || present.size > 0;
  if (holdsData && !opts.yes)
    throw new BackupError(
      M.notEmpty(where, target.counts, present.size, storage.location, manifest.createdAt),
    );

  const files = await writeFilesBack(storage, dir, manifest.files.entries);
  const snapshotKeys = new Set(manifest.files.entries.map((e) => e.key));
  const extraFiles = [...present].filter((key) => !snapshotKeys.has(key)).length;

  let previous: string | null = null;
  const dump = path.join(dir, manifest.database.file);
  if (db.kind === 'sqlite') {
    const stamp = snapshotStamp((opts.now ?? (() => new Date()))());
    previous = (await replaceSqlite(dump, db.file, stamp)).previous;
  } else {
    await restorePostgres(db.url, dump);
  }

  const counts = db.kind === 'sqlite' ? countFacts(db.file).counts : await countPostgres(db.url);
  for (const [table, expected] of Object.entries(manifest.counts))
    if (counts[table] !== expected)
      throw new BackupError(M.countsDiffer(table, expected, counts[table] ?? 0));
  return { manifest, where, files, extraFiles, previous, counts };
}
