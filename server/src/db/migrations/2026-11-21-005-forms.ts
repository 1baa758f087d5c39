import { sql } from 'kysely';
import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * The user forms' records: membership requests (accreditation to an IAT office or a
 * redazione, a new structure), API access requests, privacy acceptances and self-registrations
 * counted per IP.
 */
export async function up(db: MigrationDb): Promise<void> {
  // kind accreditation | structure; status pending | approved | refused. membership_id is the
  // stato-0 membership the request waits on; created_membership says the request made it (a
  // refusal removes it again) rather than finding an existing, disabled one.
  await withId(db, db.schema.createTable('membership_requests'))
    .addColumn('kind', 'text', notNull)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('membership_id', 'integer', (c) => c.references('memberships.id').onDelete('set null'))
    .addColumn('created_membership', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('role', 'text', notNull)
    .addColumn('group_name', 'text', notNull)
    .addColumn('motivation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('membership_requests_status_idx')
    .on('membership_requests')
    .columns(['status', 'created_at'])
    .execute();
  // One pending request per user, group and environment, even when two arrive together.
  await db.schema
    .createIndex('membership_requests_pending_uq')
    .on('membership_requests')
    .columns(['user_id', 'group_id', 'app_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await withId(db, db.schema.createTable('api_requests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('authorisations', 'text', notNull)
    .addColumn('motivation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('api_requests_status_idx')
    .on('api_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('api_requests_pending_uq')
    .on('api_requests')
    .columns(['group_id', 'app_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await withId(db, db.schema.createTable('policy_acceptances'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'text', notNull)
    .addColumn('accepted_at', 'text', notNull)
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('policy_acceptances_user_version_uq', ['user_id', 'version'])
    .execute();

  await withId(db, db.schema.createTable('registration_attempts'))
    .addColumn('ip', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('registration_attempts_ip_idx')
    .on('registration_attempts')
    .columns(['ip', 'created_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const t of ['registration_attempts', 'policy_acceptances', 'api_requests', 'membership_requests']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
