import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/connect.js';
import { withSsoTables, type SsoFlowsTable } from './sso.schema.js';

/** SQL of single sign-on: linked identities, sign-ins under way, sessions opened through a provider. */

export async function findIdentity(db: Db, issuer: string, subject: string) {
  return withSsoTables(db)
    .selectFrom('ssoIdentities')
    .select(['id', 'userId'])
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** Links the provider's account to the user; false when it is linked already (to anyone). */
export async function insertIdentity(
  db: Db,
  row: { userId: number; provider: string; issuer: string; subject: string; email: string; now: string },
): Promise<boolean> {
  const { now, ...rest } = row;
  const inserted = await withSsoTables(db)
    .insertInto('ssoIdentities')
    .values({ ...rest, createdAt: now, lastUsedAt: now })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function touchIdentity(db: Db, id: number, now: string): Promise<void> {
  await withSsoTables(db)
    .updateTable('ssoIdentities')
    .set({ lastUsedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function listIdentities(db: Db, userId: number) {
  return withSsoTables(db)
    .selectFrom('ssoIdentities')
    .select(['provider', 'issuer', 'subject', 'email', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function insertFlow(db: Db, row: Insertable<SsoFlowsTable>): Promise<void> {
  await withSsoTables(db).insertInto('ssoFlows').values(row).execute();
}

const FLOW_COLUMNS = [
  'stage',
  'provider',
  'state',
  'nonce',
  'codeVerifier',
  'next',
  'userId',
  'issuer',
  'subject',
  'email',
  'idToken',
  'expiresAt',
] as const;

/** Spends a flow: deleted and returned in one statement, so two requests never both use it. */
export async function claimFlow(db: Db, id: string) {
  return withSsoTables(db)
    .deleteFrom('ssoFlows')
    .where('id', '=', id)
    .returning(FLOW_COLUMNS)
    .executeTakeFirst();
}

export async function findFlow(db: Db, id: string) {
  return withSsoTables(db)
    .selectFrom('ssoFlows')
    .select(FLOW_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteExpiredFlows(db: Db, now: string): Promise<void> {
  await withSsoTables(db).deleteFrom('ssoFlows').where('expiresAt', '<=', now).execute();
}

export async function insertSsoSession(
  db: Db,
  row: { sessionId: string; provider: string; idToken: string },
): Promise<void> {
  await withSsoTables(db).insertInto('ssoSessions').values(row).execute();
}

export async function findSsoSession(db: Db, sessionId: string) {
  return withSsoTables(db)
    .selectFrom('ssoSessions')
    .select(['provider', 'idToken'])
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
}

export async function deleteIdentity(
  db: Db,
  userId: number,
  issuer: string,
  subject: string,
): Promise<boolean> {
  const rows = await withSsoTables(db)
    .deleteFrom('ssoIdentities')
    .where('userId', '=', userId)
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .returning('id')
    .execute();
  return rows.length > 0;
}
