import { sql } from 'kysely';
import { isPostgres } from '../../platform/db/connect.js';
import { notNull, type MigrationDb } from './helpers.js';
import { readCountries, readItaly } from './2026-11-21-006-places.data.js';

/**
 * Reference places: countries with Italian and English names and the EU flag; Italian
 * regions, provinces and municipalities with ISTAT codes, postal codes and coordinates. Loaded from
 * npm data packages pinned by the lockfile (see the .data file).
 *
 * Every table has search columns holding searchKey(name) (only [a-z0-9 ]) with an index that serves
 * both `like 'fir%'` and `order by`: byte order on either engine, so both sort alike ("C" on
 * PostgreSQL; NOCASE on SQLite, the collation its LIKE needs to use an index, equal to byte order
 * on lower-case ASCII).
 */
export async function up(db: MigrationDb): Promise<void> {
  const searchText = isPostgres(db) ? sql`text collate "C"` : sql`text collate nocase`;
  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('alpha3', 'text', (c) => c.notNull().unique())
    .addColumn('name_it', 'text', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('search_it', searchText, notNull)
    .addColumn('search_en', searchText, notNull)
    .addColumn('eu', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('regions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('name_search', searchText, notNull)
    .execute();

  await db.schema
    .createTable('provinces')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('istat_code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('name_search', searchText, notNull)
    .addColumn('region_code', 'text', (c) => c.notNull().references('regions.code'))
    .execute();

  await db.schema
    .createTable('municipalities')
    .addColumn('istat_code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('name_search', searchText, notNull)
    .addColumn('province_code', 'text', (c) => c.notNull().references('provinces.code'))
    .addColumn('region_code', 'text', (c) => c.notNull().references('regions.code'))
    .addColumn('postal_codes', 'text', notNull)
    .addColumn('cadastral_code', 'text', notNull)
    .addColumn('lat', 'double precision', notNull)
    .addColumn('lng', 'double precision', notNull)
    .execute();

  const searchIndexes: [string, string][] = [
    ['countries', 'search_it'],
    ['countries', 'search_en'],
    ['regions', 'name_search'],
    ['provinces', 'name_search'],
    ['municipalities', 'name_search'],
  ];
  for (const [table, column] of searchIndexes) {
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }
  await db.schema.createIndex('provinces_region_idx').on('provinces').column('region_code').execute();
  await db.schema
    .createIndex('municipalities_province_idx')
    .on('municipalities')
    .column('province_code')
    .execute();

  const italy = readItaly();
  const countries = await readCountries();
  const load = async (trx: MigrationDb) => {
    await insertInBatches(trx, 'countries', countries);
    await insertInBatches(trx, 'regions', italy.regions);
    await insertInBatches(trx, 'provinces', italy.provinces);
    await insertInBatches(trx, 'municipalities', italy.municipalities);
  };
  // PostgreSQL runs migrations in a transaction already; SQLite does not.
  if (db.isTransaction) await load(db);
  else await db.transaction().execute(load);
}

/** Multi-row inserts of 500: well under both engines' bound-parameter limits. */
async function insertInBatches(db: MigrationDb, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const t of ['municipalities', 'provinces', 'regions', 'countries']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
