import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, eachAtMost, type Storage } from '../storage/index.js';
import { FILES_FOLDER, type FileEntry } from './manifest.js';
import { BackupError, M } from './messages.js';

/** Files moved at once: enough to hide an S3 store's latency, few enough for a small store. */
const CONCURRENCY = 4;

/** Where a key's copy sits in a snapshot folder (keys are checked by the manifest and the store). */
const snapshotPath = (dir: string, key: string) => path.join(dir, FILES_FOLDER, ...key.split('/'));

/**
 * Copies every file of the store into the snapshot, hashing it on the way: through `Storage`
 * only, so a bucket's objects land on this disk as a folder's files do, and a restore never needs
 * the bucket to have survived. Files are written once under random keys and never changed, so a
 * copy taken after the database's snapshot holds every file the database names (and perhaps a few
 * uploaded since, which nothing names yet).
 */
export async function copyFilesOut(storage: Storage, dir: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  await eachAtMost(storage.list(''), CONCURRENCY, async (key) => {
    const stored = await storage.get(key);
    if (!stored) return; // deleted since it was listed: nothing names it any more
    const target = snapshotPath(dir, key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    await pipeline(
      stored.body,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      fs.createWriteStream(target, { flags: 'wx' }),
    );
    if (size !== stored.size) throw new BackupError(M.fileChanged(key));
    entries.push({ key, size, sha256: hash.digest('hex') });
  });
  return entries.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** What is wrong with the snapshot's copies of the files (missing, another size or hash); [] when whole. */
export async function damagedFiles(dir: string, entries: readonly FileEntry[]): Promise<string[]> {
  const problems: string[] = [];
  await eachAtMost(entries, CONCURRENCY, async (entry) => {
    const problem = await checkFile(snapshotPath(dir, entry.key), entry);
    if (problem) problems.push(`${FILES_FOLDER}/${entry.key}: ${problem}`);
  });
  return problems.sort();
}

/** A file's size and SHA-256, read as a stream. */
export async function sha256Of(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(fs.createReadStream(file), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
    }
  });
  return { size, sha256: hash.digest('hex') };
}

/** Why a file differs from what the manifest says of it, or null. */
export async function checkFile(
  file: string,
  expected: { size: number; sha256: string },
): Promise<string | null> {
  let size: number;
  try {
    size = (await fsp.stat(file)).size;
  } catch {
    return 'manca';
  }
  if (size !== expected.size) return `${size} byte invece di ${expected.size}`;
  return (await sha256Of(file)).sha256 === expected.sha256 ? null : 'contenuto diverso (SHA-256)';
}

/**
 * Writes the snapshot's files back through `Storage.put`, under their keys (a key already in the
 * store is replaced by the same bytes). Each file is hashed again as it is read, so a file changed
 * since the check is not written.
 */
export async function writeFilesBack(
  storage: Storage,
  dir: string,
  entries: readonly FileEntry[],
): Promise<{ count: number; bytes: number }> {
  let bytes = 0;
  await eachAtMost(entries, CONCURRENCY, async (entry) => {
    const data = await fsp.readFile(snapshotPath(dir, entry.key));
    if (createHash('sha256').update(data).digest('hex') !== entry.sha256)
      throw new BackupError(M.damaged(dir, [`${FILES_FOLDER}/${entry.key}: cambiato durante il ripristino`]));
    await storage.put(entry.key, data, contentTypeOf(entry.key));
    bytes += data.length;
  });
  return { count: entries.length, bytes };
}

/** Every key in the store. */
export async function storedKeys(storage: Storage): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const key of storage.list('')) keys.add(key);
  return keys;
}
