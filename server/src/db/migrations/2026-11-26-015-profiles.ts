import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * Visitor profiles. A profile belongs to an IAT office (group) and has a readable code
 * unique per office (`FI-2026-000123`: office prefix, year, counter from profile_counters). The
 * form's statistical values live in values_json; contact data (contatti_*) only in contact_json and
 * only with consent, so the retention job can erase them and keep the statistics. The statistics
 * columns (country_kind, country, region, people) and profile_interests are written on every save so
 * that exports and aggregates GROUP BY indexed columns instead of parsing JSON.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('profiles'))
    .addColumn('code', 'text', notNull)
    .addColumn('office_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    /** Nullable: the kiosk records profiles without an operator. */
    .addColumn('operator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    /** profiled | not_profiled */
    .addColumn('profiled', 'text', notNull)
    /** desk | kiosk */
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('desk'))
    /** The kiosk terminal (migration 017 adds the terminals table and its key). */
    .addColumn('terminal_id', 'integer')
    /** The profile's favourites: a list of kind 'favourites'. */
    .addColumn('list_id', 'integer', (c) => c.references('lists.id').onDelete('set null'))
    .addColumn('values_json', 'text', notNull)
    .addColumn('contact_json', 'text')
    .addColumn('consent_at', 'text')
    /** The visit's time: what export periods filter on. */
    .addColumn('visited_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('contact_erased_at', 'text')
    /** it | eu | eeu */
    .addColumn('country_kind', 'text')
    .addColumn('country', 'text')
    .addColumn('region', 'text')
    .addColumn('people', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('profiles_office_code_uq')
    .on('profiles')
    .columns(['office_id', 'code'])
    .unique()
    .execute();
  // The office's profiles by visit (table page, exports, months) and every office's (Admin).
  await db.schema
    .createIndex('profiles_office_visited_idx')
    .on('profiles')
    .columns(['office_id', 'visited_at', 'id'])
    .execute();
  await db.schema.createIndex('profiles_visited_idx').on('profiles').columns(['visited_at', 'id']).execute();
  // Retention: profiles whose contact data are still kept, oldest consent first.
  await db.schema.createIndex('profiles_consent_idx').on('profiles').column('consent_at').execute();
  await db.schema.createIndex('profiles_list_idx').on('profiles').column('list_id').execute();

  await db.schema
    .createTable('profile_interests')
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('office_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('visited_at', 'text', notNull)
    .addColumn('interest', 'text', notNull)
    .addPrimaryKeyConstraint('profile_interests_pk', ['profile_id', 'interest'])
    .execute();
  await db.schema
    .createIndex('profile_interests_office_visited_idx')
    .on('profile_interests')
    .columns(['office_id', 'visited_at'])
    .execute();
  await db.schema
    .createIndex('profile_interests_visited_idx')
    .on('profile_interests')
    .column('visited_at')
    .execute();
  await db.schema
    .createIndex('profile_interests_profile_idx')
    .on('profile_interests')
    .column('profile_id')
    .execute();

  /** The last counter used per office and year, bumped in the saving transaction. */
  await db.schema
    .createTable('profile_counters')
    .addColumn('office_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('year', 'integer', notNull)
    .addColumn('last', 'integer', notNull)
    .addPrimaryKeyConstraint('profile_counters_pk', ['office_id', 'year'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const t of ['profile_counters', 'profile_interests', 'profiles'])
    await db.schema.dropTable(t).ifExists().execute();
}
