import { sql } from 'kysely';
import { isPostgres } from '../../platform/db/connect.js';
import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * The explore catalogue: one row per asset with the columns the filters, the box and the
 * orders read (each indexed for the queries of explore.search), its texts per locale, the full-text
 * index over the titles and texts of every language, and the vocabulary the typo-tolerant fallback
 * looks words up in.
 *
 * Full text: the store writes search_title and search_body already folded (no accents, lower case,
 * every language), so both engines match alike: SQLite through the contentless FTS5 table
 * asset_fts (rowid = assets.id, columns title and body, bm25 weights them), PostgreSQL through the
 * stored tsvector search_vector ('simple': the text is folded before, and Italian stemming would
 * mangle the other four languages) with a GIN index, ranked by ts_rank.
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = isPostgres(db);
  await withId(db, db.schema.createTable('assets'))
    /** content | import | office | destination; with source_id the key a re-import updates by. */
    .addColumn('source', 'text', notNull)
    .addColumn('source_id', 'text', notNull)
    .addColumn('type', 'text', notNull)
    /** The result-category tab (EXPLORE_CATEGORIES): derived from type and place kind. */
    .addColumn('category', 'text', notNull)
    .addColumn('place_kind', 'text')
    /** 0 normal, 1 expired, 2 deleted. */
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('municipality_code', 'text')
    .addColumn('province_code', 'text')
    /** The first coordinate (what the box and the distance read); coords holds them all (JSON). */
    .addColumn('lat', 'real')
    .addColumn('lng', 'real')
    .addColumn('coords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('img_src', 'text')
    .addColumn('img_alt', 'text')
    .addColumn('href', 'text', (c) => c.notNull().defaultTo(''))
    /** Filter columns, null when the type has no such value. */
    .addColumn('stars', 'integer')
    .addColumn('classification', 'text')
    .addColumn('date_from', 'text')
    .addColumn('date_to', 'text')
    .addColumn('price_from', 'real')
    .addColumn('difficulty', 'text')
    .addColumn('length_km', 'real')
    .addColumn('ascent_m', 'real')
    .addColumn('num_tappe', 'integer')
    /** The type-specific fields (ASSET_FIELD_SCHEMAS), JSON. */
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('{}'))
    /** Locales with texts, comma separated in the order it, en, fr, de, es. */
    .addColumn('langs', 'text', notNull)
    /** The Italian title folded, for the alphabetical order. */
    .addColumn('title_sort', 'text', notNull)
    .addColumn('search_title', 'text', notNull)
    .addColumn('search_body', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('assets_source_uq', ['source', 'source_id'])
    .execute();

  await db.schema
    .createTable('asset_texts')
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('locale', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fulltext', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('profession', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('asset_texts_pk', ['asset_id', 'locale'])
    .execute();

  /** Words of the index with how many assets hold them: the typo fallback's dictionary. */
  await db.schema
    .createTable('asset_terms')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('docs', 'integer', notNull)
    .execute();

  // The filters and orders of explore.search: category (+status) first, then what narrows it.
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('assets').columns(columns).execute();
  await index('assets_category_geo_idx', ['category', 'status', 'lat', 'lng']);
  await index('assets_status_geo_idx', ['status', 'lat', 'lng']);
  await index('assets_category_title_idx', ['category', 'status', 'title_sort']);
  await index('assets_status_title_idx', ['status', 'title_sort']);
  await index('assets_category_date_idx', ['category', 'status', 'date_from']);
  await index('assets_municipality_idx', ['municipality_code']);
  // The option counts of the municipality and stars filters, read from the index alone.
  await index('assets_category_municipality_idx', ['category', 'status', 'municipality_code']);
  await index('assets_category_stars_idx', ['category', 'status', 'stars']);
  await index('assets_type_idx', ['type']);

  if (pg) {
    await sql`alter table assets add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B')
    ) stored`.execute(db);
    await sql`create index assets_search_idx on assets using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table asset_fts using fts5(title, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(
      db,
    );
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists asset_fts`.execute(db);
  for (const t of ['asset_terms', 'asset_texts', 'assets']) await db.schema.dropTable(t).ifExists().execute();
}
