import type { AssetInput } from '@sportello/contracts';
import type { Db } from '../platform/db/connect.js';
import { refreshTerms, upsertAssets } from '../modules/explore/catalogue.store.js';
import { syncDestinationAssets } from '../modules/explore/sources/destinations.js';
import { streamAssets } from './explore-generator.js';
import { loadTuscanTowns } from './explore-towns.js';
import { mergeFullTextSegments } from '../platform/search/fts-merge.js';

/**
 * The benchmark's catalogue (`npm run bench:data`, the search benchmark): `count` generated Tuscan
 * assets written through the catalogue store in bulk, a transaction per slice so memory stays
 * flat at 100,000, then the destinations and the typo dictionary.
 */

export const BENCH_SEED = 42;
/** Assets generated and written per transaction. */
const SLICE = 5000;
/** Assets per store call. */
const BATCH = 1000;

export interface BenchFillOptions {
  seed?: number;
  /** Called after each slice with how many assets are written so far. */
  onProgress?: (written: number) => void;
}

export async function fillBenchCatalogue(
  db: Db,
  count: number,
  options: BenchFillOptions = {},
): Promise<number> {
  const towns = await loadTuscanTowns(db);
  let written = 0;
  let slice: AssetInput[] = [];
  const flush = async () => {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < slice.length; i += BATCH)
        await upsertAssets(trx, 'import', slice.slice(i, i + BATCH), { dictionaryLater: true });
    });
    written += slice.length;
    slice = [];
    options.onProgress?.(written);
  };
  for (const asset of streamAssets(count, options.seed ?? BENCH_SEED, towns, { prefix: 'bench' })) {
    slice.push(asset);
    if (slice.length === SLICE) await flush();
  }
  if (slice.length) await flush();
  await db.transaction().execute(async (trx) => {
    await syncDestinationAssets(trx);
    await refreshTerms(trx);
  });
  await mergeFullTextSegments(db, 'asset_fts');
  return written;
}
