import type { Generated } from 'kysely';

/** The profiles' tables as Kysely sees them (migration 2026-11-26-015-profiles). */
export interface ProfilesTable {
  id: Generated<number>;
  code: string;
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

export interface ProfileCountersTable {
  officeId: number;
  year: number;
  last: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    profiles: ProfilesTable;
    profileInterests: ProfileInterestsTable;
    profileCounters: ProfileCountersTable;
  }
}
