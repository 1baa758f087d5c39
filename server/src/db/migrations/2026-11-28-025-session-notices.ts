import { isPostgres } from '../../platform/db/connect.js';
import { noticeChangesTo, stopNoticingChangesTo, type MigrationDb } from './helpers.js';

/**
 * PostgreSQL: the tables a request's session is read from tell the processes when they change
 * (as migration 024 does for the catalogue's), so that each process keeps a session's answer
 * until then (session-repo.ts) and a sign-out, a password change or a user switched off reaches
 * every process within milliseconds. SQLite needs none (`pragma data_version`).
 */

const TABLES = ['sessions', 'users', 'memberships', 'groups', 'apps'] as const;

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await noticeChangesTo(db, TABLES);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await stopNoticingChangesTo(db, TABLES);
}
