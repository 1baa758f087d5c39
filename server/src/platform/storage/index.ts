import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export type { Storage, StoredFile } from './storage.js';
export { isValidStorageKey } from './storage.js';
export { createLocalStorage, localPathOf } from './local-storage.js';
export { createS3Storage, type S3Settings, type S3Storage } from './s3-storage.js';
export { contentTypeOf } from './content-types.js';
export { eachAtMost } from './each-at-most.js';

/**
 * The configured storage: the S3-compatible bucket when S3_BUCKET is set (every host sees the
 * same files), otherwise the local folder config.filesDir. Nothing is logged here; `location`
 * (a folder, or s3://bucket/prefix) names it without the endpoint's keys.
 */
export function createStorage(config: Pick<Config, 'filesDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.filesDir);
}

/**
 * A fresh key under a prefix, e.g. "media/2026/11/3f2a…-9c.webp": random, so no two uploads meet
 * and nothing typed by a user reaches the file system.
 */
export function newStorageKey(prefix: string, extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}
