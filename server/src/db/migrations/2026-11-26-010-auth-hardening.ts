import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * Accounts and sessions hardening:
 * - `login_devices`: browsers an account has signed in from (a cookie, stored hashed), so a right
 *   password from a known device keeps working while strangers are slowed down;
 * - `login_attempts.device_id`: the known device an attempt came from (null for any other);
 * - `login_alerts`: when the owner was last told of a burst of failed sign-ins (once per burst);
 * - `tokens.payload`: what a one-time link carries besides its user (the new address of an e-mail
 *   change);
 * - `team_invitations`: an existing account asked to join a team; the membership exists only once
 *   the invited person accepts.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('login_devices'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_used_at', 'text', notNull)
    .addUniqueConstraint('login_devices_user_token_uq', ['user_id', 'token_hash'])
    .execute();
  await db.schema.createIndex('login_devices_used_idx').on('login_devices').column('last_used_at').execute();

  await db.schema.alterTable('login_attempts').addColumn('device_id', 'integer').execute();
  await db.schema
    .createIndex('login_attempts_device_idx')
    .on('login_attempts')
    .columns(['device_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('login_alerts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', notNull)
    .execute();

  await db.schema.alterTable('tokens').addColumn('payload', 'text').execute();

  await withId(db, db.schema.createTable('team_invitations'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('role', 'text', notNull)
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addUniqueConstraint('team_invitations_user_group_app_uq', ['user_id', 'group_id', 'app_id'])
    .execute();
  await db.schema
    .createIndex('team_invitations_group_idx')
    .on('team_invitations')
    .columns(['group_id', 'app_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('team_invitations').ifExists().execute();
  await db.schema.alterTable('tokens').dropColumn('payload').execute();
  await db.schema.dropTable('login_alerts').ifExists().execute();
  await db.schema.dropIndex('login_attempts_device_idx').ifExists().execute();
  await db.schema.alterTable('login_attempts').dropColumn('device_id').execute();
  await db.schema.dropTable('login_devices').ifExists().execute();
}
