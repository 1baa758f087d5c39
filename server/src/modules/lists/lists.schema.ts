import type { Generated } from 'kysely';

/** The lists' tables as Kysely sees them (migration 2026-11-26-014-lists). */
export interface ListsTable {
  id: Generated<number>;
  groupId: number;
  kind: Generated<string>;
  title: string;
  special: Generated<number>;
  creatorId: number | null;
  elementsCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface ListElementsTable {
  id: Generated<number>;
  listId: number;
  resId: string;
  type: string;
  assetId: number | null;
  position: number;
  locale: string;
  title: string;
  valuesJson: string;
  createdAt: string;
}

export interface ListSharesTable {
  id: Generated<number>;
  token: string;
  listId: number;
  groupId: number;
  lang: string;
  createdBy: number | null;
  createdAt: string;
  revokedAt: string | null;
  /** Times the public address gave its PDF (migration 035), and the last time. */
  openedCount: Generated<number>;
  lastOpenedAt: string | null;
}

export interface ListShareSendsTable {
  id: Generated<number>;
  listId: number | null;
  groupId: number;
  shareId: number | null;
  userId: number | null;
  channel: string;
  lang: string;
  createdAt: string;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    lists: ListsTable;
    listElements: ListElementsTable;
    listShares: ListSharesTable;
    listShareSends: ListShareSendsTable;
  }
}
