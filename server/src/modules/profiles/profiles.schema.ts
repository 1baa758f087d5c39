import type { Generated } from 'kysely';

/** The profiles' tables as Kysely sees them (migrations 2026-11-26-015-profiles, 2026-12-01-026-profile-codes). */
export interface ProfilesTable {
  id: Generated<number>;
  /** Unique in the region (`SI-2026-000123`). */
  code: string;
  /** The code it had before migration 026 renumbered a repeated one; found by the table's search. */
  previousCode: Generated<string | null>;
  officeId: number;
  operatorId: number | null;
  profiled: string;
  source: Generated<string>;
  terminalId: number | null;
  listId: number | null;
  valuesJson: string;
  contactJson: string | null;
  consentAt: string | null;
  visitedAt: string;
  createdAt: string;
  updatedAt: string;
  contactErasedAt: string | null;
  countryKind: string | null;
  country: string | null;
  region: string | null;
  people: Generated<number>;
}

export interface ProfileInterestsTable {
  profileId: number;
  officeId: number;
  visitedAt: string;
  interest: string;
  /** The profile's people, copied so the aggregate by interests reads this table alone. */
  people: number;
}

/** The last number given per code prefix (the province) and year, shared by the province's offices. */
export interface ProfileCodeCountersTable {
  prefix: string;
  year: number;
  last: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    profiles: ProfilesTable;
    profileInterests: ProfileInterestsTable;
    profileCodeCounters: ProfileCodeCountersTable;
  }
}
