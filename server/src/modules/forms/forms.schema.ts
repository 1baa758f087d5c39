import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Db } from '../../platform/db/connect.js';
import type { Database } from '../../platform/db/schema.js';

/** The forms module's own tables (migrations 2026-11-21-005-forms, 2026-11-26-010), typed for Kysely. */
type Timestamp = string;

export type MembershipRequestsTable = {
  id: Generated<number>;
  /** accreditation | structure */
  kind: string;
  userId: number;
  groupId: number | null;
  appId: number;
  membershipId: number | null;
  createdMembership: number;
  role: string;
  /** The group's name when asked, kept when a refused structure is removed. */
  groupName: string;
  motivation: string;
  /** JSON: facts of the request shown to the admins (category, municipality, website …). */
  details: string;
  /** pending | approved | refused */
  status: string;
  decidedBy: number | null;
  decidedAt: Timestamp | null;
  decisionNote: string;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
};

export type ApiRequestsTable = {
  id: Generated<number>;
  userId: number;
  groupId: number;
  appId: number;
  /** JSON array of the authorisation codes asked for. */
  authorisations: string;
  motivation: string;
  details: string;
  status: string;
  decidedBy: number | null;
  decidedAt: Timestamp | null;
  decisionNote: string;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
};

export type PolicyAcceptancesTable = {
  id: Generated<number>;
  userId: number;
  version: string;
  acceptedAt: Timestamp;
  ip: string;
};

export type RegistrationAttemptsTable = {
  id: Generated<number>;
  ip: string;
  createdAt: Timestamp;
};

/** Values saved as they are by the example forms (migration 2026-11-26-012-tests-form-entries). */
export type FormEntriesTable = {
  id: Generated<number>;
  formType: string;
  userId: number;
  /** JSON: the values as validateForm returned them. */
  valuesJson: string;
  updatedAt: Timestamp;
};

export type FormsTables = {
  formEntries: FormEntriesTable;
  membershipRequests: MembershipRequestsTable;
  apiRequests: ApiRequestsTable;
  policyAcceptances: PolicyAcceptancesTable;
  registrationAttempts: RegistrationAttemptsTable;
};

/** The platform's tables plus this module's. */
export type FormsDb = Kysely<Database & FormsTables>;

/** The same connection (or transaction) seen with this module's tables too. */
export const withFormsTables = (db: Kysely<Database> | Transaction<Database>): FormsDb =>
  db.withTables<FormsTables>();

/**
 * The same connection (or transaction) for another module's service, which types it with the
 * platform's tables only. Only the table typing differs; the queries run where `db` runs.
 */
export const asPlatformDb = (db: FormsDb): Db => db as unknown as Db;
