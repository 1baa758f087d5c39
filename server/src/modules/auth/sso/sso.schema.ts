import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../../../platform/db/connect.js';
import type { Database } from '../../../platform/db/schema.js';

/** Single sign-on's own tables (migration 2026-12-06-037-single-sign-on), typed for Kysely. */
type Timestamp = string;

export type SsoIdentitiesTable = {
  id: Generated<number>;
  userId: number;
  provider: string;
  issuer: string;
  subject: string;
  email: string;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
  lastUsedAt: Timestamp | null;
};

export type SsoFlowsTable = {
  id: string;
  stage: 'authorize' | 'link';
  provider: string;
  state: string | null;
  nonce: string | null;
  codeVerifier: string | null;
  next: string;
  userId: number | null;
  issuer: string | null;
  subject: string | null;
  email: string | null;
  idToken: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
};

export type SsoSessionsTable = { sessionId: string; provider: string; idToken: string };

type SsoTables = Database & {
  ssoIdentities: SsoIdentitiesTable;
  ssoFlows: SsoFlowsTable;
  ssoSessions: SsoSessionsTable;
};
export type SsoDb = Kysely<SsoTables>;

export const withSsoTables = (db: Db | Kysely<Database> | Transaction<Database>): SsoDb =>
  db.withTables<Omit<SsoTables, keyof Database>>() as SsoDb;
