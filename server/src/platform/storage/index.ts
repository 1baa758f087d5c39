import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

export type { Storage, StoredFile } from './storage.js';
export { isValidStorageKey } from './storage.js';
export { createLocalStorage, localPathOf } from './local-storage.js';

/**
 * The configured storage. Only the local folder (config.filesDir) exists today; an S3-compatible
 * implementation of `Storage` is chosen here once its settings are added to the config.
 */
export function createStorage(config: Pick<Config, 'filesDir'>): Storage {
  return createLocalStorage(config.filesDir);
}

/**
 * A fresh key under a prefix, e.g. "media/2026/11/3f2a…-9c.webp": random, so no two uploads meet
 * and nothing typed by a user reaches the file system.
 */
export function newStorageKey(prefix: string, extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}
