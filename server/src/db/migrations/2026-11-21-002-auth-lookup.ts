import type { MigrationDb } from './helpers.js';
import { sql } from 'kysely';

/**
 * Sign-in and password reset look users up by lower(username) or lower(email): index those
 * expressions so the lookup stays an index probe on both engines.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('users_username_lower_idx')
    .on('users')
    .expression(sql`lower(username)`)
    .execute();
  await db.schema
    .createIndex('users_email_lower_idx')
    .on('users')
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('users_email_lower_idx').ifExists().execute();
  await db.schema.dropIndex('users_username_lower_idx').ifExists().execute();
}
