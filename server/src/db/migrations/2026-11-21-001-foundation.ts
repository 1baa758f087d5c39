import { notNull, withId, type MigrationDb } from './helpers.js';

/** Environments, groups, users, memberships, sessions, tokens, templates and the mail outbox. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('apps'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('groups'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'real')
    .addColumn('lng', 'real')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('groups_name_idx').on('groups').column('name').execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_reviewer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('users_full_name_idx').on('users').column('full_name').execute();

  await withId(db, db.schema.createTable('memberships'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('role', 'text', notNull)
    .addColumn('stato', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('memberships_user_group_app_uq', ['user_id', 'group_id', 'app_id'])
    .execute();
  await db.schema
    .createIndex('memberships_group_idx')
    .on('memberships')
    .columns(['group_id', 'app_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_seen_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await withId(db, db.schema.createTable('tokens'))
    .addColumn('kind', 'text', notNull)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('tokens_user_idx').on('tokens').columns(['user_id', 'kind']).execute();

  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('ip', 'text', notNull)
    .addColumn('username', 'text', notNull)
    .addColumn('ok', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('login_attempts_ip_idx')
    .on('login_attempts')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_username_idx')
    .on('login_attempts')
    .columns(['username', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('templates'))
    .addColumn('kind', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('app', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('templates_kind_key_app_uq', ['kind', 'key', 'app'])
    .execute();

  await withId(db, db.schema.createTable('outbox_mails'))
    .addColumn('to_address', 'text', notNull)
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', notNull)
    .addColumn('text_body', 'text', notNull)
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_mails_created_idx').on('outbox_mails').column('created_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const t of [
    'outbox_mails',
    'templates',
    'login_attempts',
    'tokens',
    'sessions',
    'memberships',
    'users',
    'groups',
    'apps',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
