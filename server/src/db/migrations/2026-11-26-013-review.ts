import { notNull, withId, type MigrationDb } from './helpers.js';

/**
 * Review and publication:
 * - `contents.submitted_at`, `submitted_by`, `submitted_track`: the pending submission (when, by
 *   whom, main or portal variant): the reviewer's inbox orders by it (oldest first) and nobody
 *   approves their own submission;
 * - `content_events`: the history of a content (spec 3 §3 "History update"): one row per workflow
 *   transition or message, with the revision it concerns;
 * - `content_event_reads`: who an update is addressed to and whether they read it (read_at null:
 *   unread). The bell's count and a content's unread count are index-only lookups on it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('contents').addColumn('submitted_at', 'text').execute();
  await db.schema
    .alterTable('contents')
    .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('contents').addColumn('submitted_track', 'text').execute();
  await db.schema
    .createIndex('contents_status_submitted_idx')
    .on('contents')
    .columns(['status', 'submitted_at'])
    .execute();

  await withId(db, db.schema.createTable('content_events'))
    .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id').onDelete('cascade'))
    /** message | action | approved | denied */
    .addColumn('type', 'text', notNull)
    /** The transition: proposition, proposition_vt, approve, discard, undo, publish, delete_request … */
    .addColumn('action', 'text', notNull)
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    /** Kept when the author's account is deleted. */
    .addColumn('author_name', 'text', notNull)
    .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
    /** Sanitised HTML. */
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revision_id', 'integer')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('content_events_content_idx')
    .on('content_events')
    .columns(['content_id', 'id'])
    .execute();

  await db.schema
    .createTable('content_event_reads')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('content_events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('read_at', 'text')
    .addPrimaryKeyConstraint('content_event_reads_pk', ['event_id', 'user_id'])
    .execute();
  for (const [name, columns] of [
    // The bell: a user's unread count …
    ['content_event_reads_user_idx', ['user_id', 'read_at', 'event_id']],
    // … and their latest updates, newest first.
    ['content_event_reads_user_event_idx', ['user_id', 'event_id']],
    // One content's unread count for a user (the list's updates column, opening the history).
    ['content_event_reads_user_content_idx', ['user_id', 'content_id', 'read_at']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('content_event_reads')
      .columns([...columns])
      .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('content_event_reads').ifExists().execute();
  await db.schema.dropTable('content_events').ifExists().execute();
  await db.schema.dropIndex('contents_status_submitted_idx').ifExists().execute();
  for (const column of ['submitted_track', 'submitted_by', 'submitted_at'])
    await db.schema.alterTable('contents').dropColumn(column).execute();
}
