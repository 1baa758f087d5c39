import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * The aggregate by interests from profile_interests alone (≤ 1 s over a million
 * profiles). Its rows already carry the office and the visit; with the profile's number of people
 * too, counting profiles and people by interest needs no join back to profiles (a million lookups
 * by primary key). The covering index starts with the interest: the aggregate walks the few
 * interests and reads each one's (office, visit) range, already grouped, instead of sorting
 * every row by interest. Every save writes the column with the interests rows; existing rows take
 * their profile's value.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('profile_interests')
    .addColumn('people', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update profile_interests set people = (select p.people from profiles p where p.id = profile_interests.profile_id)`.execute(
    db,
  );
  await db.schema.dropIndex('profile_interests_office_stats_idx').ifExists().execute();
  await db.schema
    .createIndex('profile_interests_stats_idx')
    .on('profile_interests')
    .columns(['interest', 'office_id', 'visited_at', 'people'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('profile_interests_stats_idx').ifExists().execute();
  await db.schema
    .createIndex('profile_interests_office_stats_idx')
    .on('profile_interests')
    .columns(['office_id', 'visited_at', 'interest'])
    .execute();
  await db.schema.alterTable('profile_interests').dropColumn('people').execute();
}
