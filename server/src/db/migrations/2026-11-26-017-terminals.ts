import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * Terminals and kiosks. A terminal belongs to an IAT office; a device becomes it by
 * typing a short pairing code (stored hashed, single use, 10 minutes) and then holds a device
 * credential (stored hashed) until the terminal is switched off or deleted. Everything several
 * server processes must agree on lives here, not in memory: which sockets are connected (a row per
 * socket, refreshed by its process, so a crashed process's rows age out), who is sharing to a
 * terminal, and the wrong codes per address (the pairing rate limit).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('terminals'))
    .addColumn('ws_id', 'text', (c) => c.notNull().unique())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    .addColumn('device_name', 'text', (c) => c.notNull().defaultTo(''))
    /** assisted | self */
    .addColumn('terminal_type', 'text', (c) => c.notNull().defaultTo('assisted'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    /** sha-256 of the paired device's credential; null: no device (never paired, or revoked). */
    .addColumn('device_token_hash', 'text', (c) => c.unique())
    .addColumn('paired_at', 'text')
    /** The operator socket the terminal is sharing with, and what it shows (JSON); null: none. */
    .addColumn('sharing_socket', 'text')
    .addColumn('sharing_json', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('terminals_group_created_idx')
    .on('terminals')
    .columns(['group_id', 'created_at', 'id'])
    .execute();

  await withId(db, db.schema.createTable('terminal_pairing_codes'))
    .addColumn('terminal_id', 'integer', (c) => c.notNull().references('terminals.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('terminal_pairing_codes_hash_idx')
    .on('terminal_pairing_codes')
    .columns(['code_hash', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('terminal_pairing_codes_terminal_idx')
    .on('terminal_pairing_codes')
    .column('terminal_id')
    .execute();

  await withId(db, db.schema.createTable('terminal_pairing_attempts'))
    .addColumn('ip', 'text', notNull)
    .addColumn('ok', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('terminal_pairing_attempts_ip_idx')
    .on('terminal_pairing_attempts')
    .columns(['ip', 'created_at'])
    .execute();

  /** One row per open socket of a terminal; its process refreshes seen_at while it is open. */
  await db.schema
    .createTable('terminal_connections')
    .addColumn('socket_id', 'text', (c) => c.primaryKey())
    .addColumn('terminal_id', 'integer', (c) => c.notNull().references('terminals.id').onDelete('cascade'))
    .addColumn('process_id', 'text', notNull)
    .addColumn('seen_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('terminal_connections_terminal_idx')
    .on('terminal_connections')
    .columns(['terminal_id', 'seen_at'])
    .execute();
  await db.schema
    .createIndex('terminal_connections_process_idx')
    .on('terminal_connections')
    .column('process_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const t of [
    'terminal_connections',
    'terminal_pairing_attempts',
    'terminal_pairing_codes',
    'terminals',
  ])
    await db.schema.dropTable(t).ifExists().execute();
}
