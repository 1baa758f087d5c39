import { sql } from 'kysely';
import { isPostgres } from '../../platform/db/connect.js';
import { replaceIndexes, type MigrationDb } from './helpers.js';

/**
 * The map's boxes by cells of a 0.1° grid (issue 17; modules/explore/search/geo-cells.ts): every
 * asset with coordinates gets its cell, and the box indexes lead with it after the category and
 * status, so a box reads the entries of the cells it touches rather than its whole band of
 * latitude. The title still closes each index (migration 020): a category's page in a box sorts
 * the box's entries without reading their rows.
 */

const BOX_INDEXES = [
  ['assets_category_geo_idx', ['category', 'status', 'geo_cell', 'lat', 'lng', 'title_sort']],
  ['assets_status_geo_idx', ['status', 'geo_cell', 'lat', 'lng', 'title_sort']],
] as const;

const OLD_BOX_INDEXES = [
  ['assets_category_geo_idx', ['category', 'status', 'lat', 'lng', 'title_sort']],
  ['assets_status_geo_idx', ['status', 'lat', 'lng', 'title_sort']],
] as const;

/**
 * The cell, computed by the database from the coordinates as stored (PostgreSQL keeps them as
 * `real`), in double precision: the same arithmetic as cellsOfBox applies to a box's edges, so a
 * point inside a box always lies in one of its cells (geo-cells.ts). A generated column: no writer
 * can forget it or get it wrong. SQLite adds it virtual (ALTER TABLE cannot add a stored one); its
 * index keeps the values.
 */
const GEO_CELL = sql`floor((cast(lat as double precision) + 90) * 10) * 3601
  + floor((cast(lng as double precision) + 180) * 10)`;

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('assets')
    .addColumn('geo_cell', 'integer', (c) =>
      isPostgres(db) ? c.generatedAlwaysAs(GEO_CELL).stored() : c.generatedAlwaysAs(GEO_CELL),
    )
    .execute();
  await replaceIndexes(db, 'assets', BOX_INDEXES);
  await sql`analyze assets`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await replaceIndexes(db, 'assets', OLD_BOX_INDEXES);
  await db.schema.alterTable('assets').dropColumn('geo_cell').execute();
}
