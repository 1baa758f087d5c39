import fsp from 'node:fs/promises';
import { createLocalStorage, localPathOf } from './local-storage.js';
import type { S3Storage } from './s3-storage.js';

export interface CopyReport {
  /** Files written to the bucket, and their bytes. */
  copied: number;
  bytes: number;
  /** Files already in the bucket with the same size: left alone. */
  skipped: number;
  /** Files that could not be copied, with why; a re-run tries them again. */
  failed: { key: string; reason: string }[];
}

/** Files copied at once: enough to hide the store's latency, few enough for a small store. */
const CONCURRENCY = 4;

/**
 * Copies every file of a local files folder (DATA_DIR/files) into the bucket under the same key,
 * so that a board moving to S3 keeps its uploads, thumbnails and documents. A key already in the
 * bucket with the same size is skipped, so the copy can be stopped and run again; each object is
 * written whole or not at all (a PUT), so an interrupted run leaves no half file behind.
 */
export async function copyFolderToBucket(folder: string, target: S3Storage): Promise<CopyReport> {
  const source = createLocalStorage(folder);
  const inBucket = new Map<string, number>();
  for await (const { key, size } of target.listWithSizes('')) inBucket.set(key, size);

  const report: CopyReport = { copied: 0, bytes: 0, skipped: 0, failed: [] };
  const copyOne = async (key: string): Promise<void> => {
    try {
      const { size } = await fsp.stat(localPathOf(folder, key));
      if (inBucket.get(key) === size) {
        report.skipped += 1;
        return;
      }
      const file = await source.get(key);
      if (!file) return; // removed since it was listed: nothing to copy
      try {
        await target.putStream(key, file.body, file.size, contentTypeOf(key));
      } finally {
        file.body.destroy();
      }
      report.copied += 1;
      report.bytes += file.size;
    } catch (err) {
      report.failed.push({ key, reason: err instanceof Error ? err.message : String(err) });
    }
  };

  const running = new Set<Promise<void>>();
  for await (const key of source.list('')) {
    const job = copyOne(key).finally(() => running.delete(job));
    running.add(job);
    if (running.size >= CONCURRENCY) await Promise.race(running);
  }
  await Promise.all(running);
  return report;
}

/**
 * The objects' Content-Type, from the extension the server gave the key: the server sends its own
 * type from the database on download, this is for whoever browses the bucket.
 */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
