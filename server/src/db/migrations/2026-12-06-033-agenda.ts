import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * The agenda (issue 36): partners of an office that are not users of the system (museums,
 * transport, consortia, municipalities), kept by the office's referent or an administrator, with
 * their categories in a table of their own so the agenda's category filter uses an index. The
 * groups the desk deals with are the groups table itself; an index on their town serves the
 * agenda's province and municipality filters.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('agenda_partners'))
    /** The office that keeps it: its referent edits it, nobody else's. */
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('kind', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('phone', 'text', notNull)
    .addColumn('website', 'text', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('city', 'text', notNull)
    .addColumn('province', 'text', notNull)
    .addColumn('lat', 'real')
    .addColumn('lng', 'real')
    .addColumn('notes', 'text', notNull)
    /** The name, town, e-mail, phone digits and categories, folded (lower case, no accents). */
    .addColumn('search_text', 'text', notNull)
    /** The form's values as saved (JSON): what the template asks beyond the columns above. */
    .addColumn('values_json', 'text', notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('agenda_partners_group').on('agenda_partners').column('group_id').execute();
  await db.schema.createIndex('agenda_partners_name').on('agenda_partners').column('name').execute();
  await db.schema
    .createIndex('agenda_partners_place')
    .on('agenda_partners')
    .columns(['province', 'city'])
    .execute();
  await db.schema
    .createIndex('agenda_partners_kind')
    .on('agenda_partners')
    .columns(['kind', 'name'])
    .execute();

  await db.schema
    .createTable('agenda_partner_categories')
    .addColumn('partner_id', 'integer', (c) =>
      c.notNull().references('agenda_partners.id').onDelete('cascade'),
    )
    .addColumn('category', 'text', notNull)
    .addPrimaryKeyConstraint('agenda_partner_categories_pk', ['partner_id', 'category'])
    .execute();
  await db.schema
    .createIndex('agenda_partner_categories_category')
    .on('agenda_partner_categories')
    .columns(['category', 'partner_id'])
    .execute();

  await db.schema.createIndex('groups_agenda_place').on('groups').columns(['province', 'city']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('groups_agenda_place').ifExists().execute();
  await db.schema.dropTable('agenda_partner_categories').ifExists().execute();
  await db.schema.dropTable('agenda_partners').ifExists().execute();
}
