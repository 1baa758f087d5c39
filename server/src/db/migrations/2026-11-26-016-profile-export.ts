import type { MigrationDb } from './helpers.js';

/**
 * Covering indexes for the export's aggregates: every column an aggregate groups by or
 * filters on sits in the index after the office and the visit, so GROUP BY over a year of every
 * office reads the index alone (SQLite's covering index, PostgreSQL's index-only scan) instead of
 * a million table rows. Interests likewise on profile_interests.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('profiles_office_stats_idx')
    .on('profiles')
    .columns(['office_id', 'visited_at', 'country_kind', 'country', 'region', 'people', 'source', 'profiled'])
    .execute();
  await db.schema
    .createIndex('profile_interests_office_stats_idx')
    .on('profile_interests')
    .columns(['office_id', 'visited_at', 'interest'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('profile_interests_office_stats_idx').ifExists().execute();
  await db.schema.dropIndex('profiles_office_stats_idx').ifExists().execute();
}
