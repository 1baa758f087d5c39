import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * What a person saved in a form that keeps its values as they are (the example forms of the demo,
 * one per template dialect): one row per form type and user, the values as JSON.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('form_entries'))
    .addColumn('form_type', 'text', notNull)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('values_json', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('form_entries_form_user_uq', ['form_type', 'user_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('form_entries').ifExists().execute();
}
