import { sql } from 'kysely';
import { isPostgres } from '../../platform/db/connect.js';
import { replaceIndexes, type MigrationDb } from './helpers.js';

/**
 * The map's boxes by cells of a 0.1° grid (modules/explore/search/geo-cells.ts): every
 * asset with coordinates gets its cell, and the box indexes lead with it after the category and
 * status, so a box reads the entries of the cells it touches rather than its whole band of
 * latitude. The title and the id close each index: a category's page in a box sorts the box's
 * entries without reading their rows (a PostgreSQL index entry holds no id of its own: without it,
 * a page read 540 rows of the table, 2.3 ms, against 0.46 ms with it).
 * One box index only: a search of every category in a box names them all (search-scope.ts), as the
 * tabs' count already did. With a second one led by the status, PostgreSQL's generic plan of a
 * prepared statement (pg-pool.ts), which knows no box and no category, took it for a category's
 * page and read 4,900 rows to keep 540 (8 ms against 0.36).
 */

const BOX_INDEX = [
  ['assets_category_geo_idx', ['category', 'status', 'geo_cell', 'lat', 'lng', 'title_sort', 'id']],
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
  await db.schema.dropIndex('assets_status_geo_idx').ifExists().execute();
  await replaceIndexes(db, 'assets', BOX_INDEX);
  await sql`analyze assets`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await replaceIndexes(db, 'assets', OLD_BOX_INDEXES);
  await db.schema.alterTable('assets').dropColumn('geo_cell').execute();
}
