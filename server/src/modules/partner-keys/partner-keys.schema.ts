import type { ColumnType, Generated } from 'kysely';

/** The tables of migration 2026-12-03-029-partner-keys, typed for Kysely. */
type Timestamp = string;

export interface PartnerKeysTable {
  id: Generated<number>;
  groupId: number;
  appId: number;
  requestId: number | null;
  /** The public part of the key. */
  keyId: string;
  /** SHA-256 of the secret part, hexadecimal: the secret itself is never stored. */
  secretHash: string;
  /** JSON arrays. */
  authorisations: string;
  contentTypes: string;
  assetTypes: string;
  languages: string;
  omittedFields: string;
  /** JSON array of web origins (migration 030). */
  allowedOrigins: ColumnType<string, string | undefined, string>;
  ratePerMinute: number;
  /** The last day the key works (Europe/Rome), YYYY-MM-DD. */
  expiresOn: string;
  createdBy: number | null;
  createdAt: ColumnType<Timestamp, Timestamp, never>;
  updatedAt: Timestamp;
  revokedAt: Timestamp | null;
  revokedBy: number | null;
}

export interface PartnerKeyUsesTable {
  keyId: number;
  day: string;
  uses: number;
  limited: number;
  lastUsedAt: Timestamp;
}

export interface PartnerKeyWindowsTable {
  keyId: number;
  minute: number;
  count: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    partnerKeys: PartnerKeysTable;
    partnerKeyUses: PartnerKeyUsesTable;
    partnerKeyWindows: PartnerKeyWindowsTable;
  }
}
