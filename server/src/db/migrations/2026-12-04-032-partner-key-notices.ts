import { isPostgres } from '../../platform/db/connect.js';
import { noticeChangesTo, stopNoticingChangesTo, type MigrationDb } from './helpers.js';

/**
 * PostgreSQL: the partners' keys tell the processes when they change (as migrations 024 and 025
 * do for the catalogue's and the sessions' tables), so that each process keeps a key's row until
 * then (partner-keys.repo.ts) instead of reading it at every request of the read API, and a
 * revocation or a grant change reaches every process within milliseconds. SQLite needs none
 * (`pragma data_version`).
 */

const TABLES = ['partner_keys'] as const;

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await noticeChangesTo(db, TABLES);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await stopNoticingChangesTo(db, TABLES);
}
