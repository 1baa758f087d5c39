import type { AssetInput } from '@sportello/contracts';
import type { Db } from '../platform/db/connect.js';
import { refreshTerms, upsertAssets } from '../modules/explore/catalogue.store.js';
import { syncDestinationAssets } from '../modules/explore/sources/destinations.js';
import { syncOfficeAssets } from '../modules/people/index.js';
import { generateAssets } from './explore-generator.js';
import { loadTuscanTowns, type Town } from './explore-towns.js';

/**
 * The demo's explore catalogue: a few thousand generated Tuscan assets (as an import would bring
 * them), the IAT offices of the demo groups and the main destinations, then the typo fallback's
 * dictionary rebuilt once. Runs in the caller's transaction (the demo seed's), or in its own.
 */

export const DEMO_CATALOGUE_SIZE = 3200;
export const DEMO_CATALOGUE_SEED = 2026;
/** Assets per store call: one round of multi-row inserts each. */
export const CATALOGUE_BATCH = 400;

/**
 * The generated part, kept for the day it was made for: the API tests seed the demo once per file
 * in one process, and the same towns, seed and day give the same assets anyway.
 */
let generated: { day: string; assets: AssetInput[] } | undefined;
function demoAssets(towns: Town[], at: Date): AssetInput[] {
  const day = at.toISOString().slice(0, 10);
  if (generated?.day !== day)
    generated = {
      day,
      assets: generateAssets(DEMO_CATALOGUE_SIZE, DEMO_CATALOGUE_SEED, towns, { today: at, prefix: 'demo' }),
    };
  return generated.assets;
}

export async function seedDemoCatalogue(db: Db, at = new Date()): Promise<number> {
  const run = async (trx: Db) => {
    const assets = demoAssets(await loadTuscanTowns(trx), at);
    for (let i = 0; i < assets.length; i += CATALOGUE_BATCH)
      await upsertAssets(trx, 'import', assets.slice(i, i + CATALOGUE_BATCH), { dictionaryLater: true });
    const offices = await syncOfficeAssets(trx);
    const destinations = await syncDestinationAssets(trx);
    await refreshTerms(trx);
    return assets.length + offices.upserted + destinations.upserted;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
