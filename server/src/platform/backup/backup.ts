import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { Storage } from '../storage/index.js';
import { copyFilesOut, sha256Of } from './files-snapshot.js';
import { BACKUP_FORMAT, MANIFEST_FILE, writeManifest, type Manifest } from './manifest.js';
import { BackupError, M } from './messages.js';
import { snapshotPostgres } from './postgres-snapshot.js';
import { snapshotSqlite } from './sqlite-snapshot.js';

export interface BackupDeps {
  config: Pick<Config, 'database'>;
  storage: Storage;
}

export interface BackupResult {
  /** The snapshot's folder. */
  dir: string;
  manifest: Manifest;
  /** Older snapshots removed by `keep`, by folder name. */
  pruned: string[];
}

/** A snapshot folder's name: its UTC time of day to the second (2026-12-01T02-30-00), -2… if taken. */
const SNAPSHOT_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(-\d+)?$/;

export const snapshotStamp = (date: Date) => date.toISOString().slice(0, 19).replace(/:/g, '-');

/**
 * Writes one snapshot into a new folder under `parentDir`: the database first (SQLite's online
 * backup, or pg_dump), then every file of the store, then the manifest with their sizes and
 * hashes. It is built under `<name>.partial` and renamed when whole, so a folder with the
 * snapshot's name is always a complete snapshot; a failure removes the partial folder.
 */
export async function createBackup(
  { config, storage }: BackupDeps,
  opts: { parentDir: string; keep?: number; now?: () => Date },
): Promise<BackupResult> {
  const started = performance.now();
  const createdAt = (opts.now ?? (() => new Date()))();
  const parent = path.resolve(opts.parentDir);
  // A local store's folder would otherwise hold every snapshot, and the next snapshot copy it.
  if (path.isAbsolute(storage.location) && isInside(parent, storage.location))
    throw new BackupError(M.outInsideFiles(parent, storage.location));
  await fsp.mkdir(parent, { recursive: true });
  const name = freeName(parent, snapshotStamp(createdAt));
  const dir = path.join(parent, name);
  const work = `${dir}.partial`;
  await fsp.mkdir(work);
  try {
    const db = config.database;
    const file = db.kind === 'sqlite' ? 'database.sqlite' : 'database.pgdump';
    const facts =
      db.kind === 'sqlite'
        ? await snapshotSqlite(db.file, path.join(work, file))
        : await snapshotPostgres(db.url, path.join(work, file));
    const entries = await copyFilesOut(storage, work);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      tookMs: Math.round(performance.now() - started),
      engine: db.kind,
      migration: { latest: facts.migrations.at(-1) ?? null, count: facts.migrations.length },
      database: { file, ...(await sha256Of(path.join(work, file))) },
      counts: facts.counts,
      files: {
        location: storage.location,
        count: entries.length,
        bytes: entries.reduce((sum, e) => sum + e.size, 0),
        entries,
      },
    };
    await writeManifest(work, manifest);
    await fsp.rename(work, dir);
    const pruned = opts.keep ? await pruneBackups(parent, opts.keep) : [];
    return { dir, manifest, pruned };
  } catch (err) {
    await fsp.rm(work, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Removes the snapshots of `parent` but the newest `keep`: only folders named as a snapshot that
 * hold a manifest, so nothing else an operator keeps there is touched.
 */
export async function pruneBackups(parent: string, keep: number): Promise<string[]> {
  const names = (await fsp.readdir(parent, { withFileTypes: true }))
    .filter((e) => e.isDirectory() && SNAPSHOT_NAME.test(e.name))
    .map((e) => e.name)
    .filter((name) => fs.existsSync(path.join(parent, name, MANIFEST_FILE)))
    .sort(byStamp)
    .reverse();
  const old = names.slice(keep);
  for (const name of old) await fsp.rm(path.join(parent, name), { recursive: true, force: true });
  return old;
}

/** By time, then by the -2, -3 of snapshots taken within the same second. */
function byStamp(a: string, b: string): number {
  const stampA = a.slice(0, 19);
  const stampB = b.slice(0, 19);
  if (stampA !== stampB) return stampA < stampB ? -1 : 1;
  return Number(a.slice(20) || 1) - Number(b.slice(20) || 1);
}

function freeName(parent: string, stamp: string): string {
  const taken = (name: string) =>
    fs.existsSync(path.join(parent, name)) || fs.existsSync(path.join(parent, `${name}.partial`));
  let name = stamp;
  for (let n = 2; taken(name); n += 1) name = `${stamp}-${n}`;
  return name;
}

function isInside(dir: string, folder: string): boolean {
  const relative = path.relative(path.resolve(folder), dir);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
