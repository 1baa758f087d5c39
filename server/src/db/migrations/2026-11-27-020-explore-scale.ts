import { sql } from 'kysely';
import { replaceIndexes, type MigrationDb } from './helpers.js';

/**
 * The explore catalogue at a region's scale (100,000 assets).
 * - The box indexes carry the title after the coordinates: a category's page in a map box (title
 *   order) sorts the few hundred rows of the box from the index alone instead of reading each
 *   wide row for its title. The counts, on the same leading columns, still read the index alone.
 * - The daily expiry (`status = 0 and date_to < today`) finds the dated assets from an index of
 *   those alone, instead of reading all 100,000 rows at every start.
 */

const BOX_INDEXES = [
  ['assets_category_geo_idx', ['category', 'status', 'lat', 'lng', 'title_sort']],
  ['assets_status_geo_idx', ['status', 'lat', 'lng', 'title_sort']],
] as const;

const OLD_BOX_INDEXES = [
  ['assets_category_geo_idx', ['category', 'status', 'lat', 'lng']],
  ['assets_status_geo_idx', ['status', 'lat', 'lng']],
] as const;

export async function up(db: MigrationDb): Promise<void> {
  await replaceIndexes(db, 'assets', BOX_INDEXES);
  await db.schema
    .createIndex('assets_expiry_idx')
    .on('assets')
    .columns(['status', 'date_to'])
    .where(sql.ref('date_to'), 'is not', null)
    .execute();
  await sql`analyze assets`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('assets_expiry_idx').ifExists().execute();
  await replaceIndexes(db, 'assets', OLD_BOX_INDEXES);
}
