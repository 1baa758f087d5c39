import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, isValidStorageKey, type StoredFile, type Storage } from './storage.js';

/**
 * Files in a folder on the local disk (DATA_DIR/files by default). Writes go to a temporary name
 * first and are renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  const resolve = (key: string): string => {
    assertStorageKey(key);
    const full = path.resolve(base, ...key.split('/'));
    // The key pattern already forbids it; this is the second lock on the door.
    if (!full.startsWith(base + path.sep)) throw new Error(`Chiave fuori dalla cartella dei file: ${key}`);
    return full;
  };

  return {
    location: base,

    async put(key, data) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fsp.writeFile(temp, data, { flag: 'wx' });
        await fsp.rename(temp, file);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
    },

    async get(key): Promise<StoredFile | null> {
      const file = resolve(key);
      try {
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },

    async exists(key) {
      try {
        return (await fsp.stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },

    async *list(prefix) {
      let entries: string[];
      try {
        entries = (await fsp.readdir(base, { recursive: true })) as string[];
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        const key = entry.split(path.sep).join('/');
        // A half-written upload's temporary name is not a file of the store.
        if (!key.startsWith(prefix) || key.endsWith('.tmp') || !isValidStorageKey(key)) continue;
        if ((await fsp.stat(path.join(base, entry))).isFile()) yield key;
      }
    },

    async check() {
      await fsp.mkdir(base, { recursive: true });
      await fsp.access(base, fsp.constants.R_OK | fsp.constants.W_OK);
    },
  };
}

/** For tests and tools: the absolute path a key is stored at. */
export function localPathOf(root: string, key: string): string {
  assertStorageKey(key);
  return path.join(path.resolve(root), ...key.split('/'));
}
