import type { MigrationDb } from './helpers.js';

/**
 * The web origins a partner key may be used from (issue 38, the read API's CORS): a JSON array of
 * origins ("https://www.comune.example"), empty for a key used only from servers.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('partner_keys')
    .addColumn('allowed_origins', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('partner_keys').dropColumn('allowed_origins').execute();
}
