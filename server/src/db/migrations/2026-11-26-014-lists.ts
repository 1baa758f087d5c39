import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * Lists and sharing. A list belongs to an IAT office (group) and keeps who created it;
 * its elements point at an explore asset (resId + type, the asset's id while it exists) with a
 * dense, unique 1-based position; the values column is the card's snapshot, shown when the asset
 * is gone. Share tokens are random (≥ 128 bits), revocable, and carry list, office and language;
 * every send (link, e-mail, WhatsApp) is recorded for the office's statistics.
 */
export async function up(db: MigrationDb): Promise<void> {
  /**
   * An office's opening hours (JSON [{from, to, hours}], days 0 Monday … 6 Sunday), printed at the
   * top of its lists' PDF in the visitor's language.
   */
  await db.schema.alterTable('groups').addColumn('opening_hours', 'text').execute();

  await withId(db, db.schema.createTable('lists'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    /** list: the office's lists; favourites: a visitor profile's favourites, not in the lists table. */
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('list'))
    .addColumn('title', 'text', notNull)
    .addColumn('special', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    /** Denormalised count of list_elements, kept by the service in the same transactions. */
    .addColumn('elements_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  // The office's lists, newest first (listePaginate, the lists table).
  await db.schema
    .createIndex('lists_group_created_idx')
    .on('lists')
    .columns(['group_id', 'created_at', 'id'])
    .execute();

  await withId(db, db.schema.createTable('list_elements'))
    .addColumn('list_id', 'integer', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('res_id', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('asset_id', 'integer', (c) => c.references('assets.id').onDelete('set null'))
    .addColumn('position', 'integer', notNull)
    .addColumn('locale', 'text', notNull)
    .addColumn('title', 'text', notNull)
    /** The card as it was when added (JSON): what shows if the asset is withdrawn for good. */
    .addColumn('values_json', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('list_elements_item_uq', ['list_id', 'type', 'res_id'])
    .execute();
  // Elements by position; also the uniqueness the reorders keep (checked at the end of each step).
  await db.schema
    .createIndex('list_elements_position_uq')
    .on('list_elements')
    .columns(['list_id', 'position'])
    .unique()
    .execute();
  await db.schema.createIndex('list_elements_asset_idx').on('list_elements').column('asset_id').execute();

  await withId(db, db.schema.createTable('list_shares'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('list_id', 'integer', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('lang', 'text', notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('list_shares_list_idx').on('list_shares').column('list_id').execute();

  await withId(db, db.schema.createTable('list_share_sends'))
    .addColumn('list_id', 'integer', (c) => c.references('lists.id').onDelete('set null'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('share_id', 'integer', (c) => c.references('list_shares.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    /** link | email | whatsapp */
    .addColumn('channel', 'text', notNull)
    .addColumn('lang', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  // The office's statistics by date.
  await db.schema
    .createIndex('list_share_sends_group_idx')
    .on('list_share_sends')
    .columns(['group_id', 'created_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const t of ['list_share_sends', 'list_shares', 'list_elements', 'lists'])
    await db.schema.dropTable(t).ifExists().execute();
  await db.schema.alterTable('groups').dropColumn('opening_hours').execute();
}
