import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * Users, groups and teams admin: a group can be switched off as a whole (`enabled`), every
 * change of an admin or referent is kept in `audit_log`, and the table pages sort and filter users
 * and groups through indexes.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('groups')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    /** Kept when the actor's account is deleted later. */
    .addColumn('actor_username', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('target_type', 'text', notNull)
    .addColumn('target_id', 'integer', notNull)
    .addColumn('target_label', 'text', notNull)
    /** JSON snapshots, null when the record did not exist before or does not after. */
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('audit_log_target_idx')
    .on('audit_log')
    .columns(['target_type', 'target_id', 'created_at'])
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

  // Table pages: users by status and creation date; groups by kind, status and creation date.
  await db.schema.createIndex('users_status_idx').on('users').columns(['status', 'username']).execute();
  await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();
  await db.schema
    .createIndex('groups_kind_status_idx')
    .on('groups')
    .columns(['kind', 'status', 'name'])
    .execute();
  await db.schema.createIndex('groups_status_idx').on('groups').columns(['status', 'name']).execute();
  await db.schema.createIndex('groups_created_idx').on('groups').column('created_at').execute();
  await db.schema
    .createIndex('memberships_app_role_idx')
    .on('memberships')
    .columns(['app_id', 'role'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const index of [
    'memberships_app_role_idx',
    'groups_created_idx',
    'groups_status_idx',
    'groups_kind_status_idx',
    'users_created_idx',
    'users_status_idx',
  ])
    await db.schema.dropIndex(index).ifExists().execute();
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.alterTable('groups').dropColumn('enabled').execute();
}
