import fsp from 'node:fs/promises';
import { createLocalStorage, localPathOf } from './local-storage.js';
import type { S3Storage } from './s3-storage.js';
import { contentTypeOf } from './content-types.js';
import { eachAtMost } from './each-at-most.js';

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

  // copyOne never throws (a failure is reported), so every file is tried.
  await eachAtMost(source.list(''), CONCURRENCY, copyOne);
  return report;
}
