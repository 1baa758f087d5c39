import type { ColumnType, Generated } from 'kysely';

/**
 * The content tables as Kysely sees them (migration 2026-11-21-008-content). Timestamps are ISO
 * text, flags 0/1, JSON is text parsed by the repo.
 */
export interface ContentTypesTable {
  id: Generated<number>;
  code: string;
  family: string;
  name: string;
  description: string;
  icon: string;
  image: string | null;
  position: Generated<number>;
  enabled: Generated<number>;
  template: string;
  version: number;
  updatedAt: string;
}

export interface ContentsTable {
  id: Generated<number>;
  typeId: number;
  family: string;
  groupId: number | null;
  creatorId: number | null;
  creatorName: string;
  status: string;
  name: string;
  slug: string;
  langs: string;
  imageSrc: string | null;
  imageAlt: string | null;
  excerpt: string;
  expiresOn: string | null;
  api: number;
  reviewerId: number | null;
  headRevision: number | null;
  publishedRevision: number | null;
  vtRevision: number | null;
  updatesCount: number;
  searchText: string;
  lockUserId: number | null;
  lockSession: string | null;
  lockSince: string | null;
  lockUntil: string | null;
  createdAt: ColumnType<string, string, never>;
  updatedAt: string;
  /** The pending submission (migration 013): when, by whom, main or vt. */
  submittedAt: ColumnType<string | null, string | null | undefined, string | null>;
  submittedBy: ColumnType<number | null, number | null | undefined, number | null>;
  submittedTrack: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContentRevisionsTable {
  id: Generated<number>;
  contentId: number;
  track: 'main' | 'vt';
  kind: string;
  authorId: number | null;
  authorName: string;
  baseRevision: number | null;
  detached: number;
  createdAt: ColumnType<string, string, never>;
}

export interface ContentDocumentsTable {
  revisionId: number;
  lang: string;
  isActive: number;
  cloneFrom: string | null;
  document: string;
}

/** SQLite only: the FTS5 index, rowid = contents.id. */
export interface ContentFtsTable {
  rowid: number;
  searchText: string;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    contentTypes: ContentTypesTable;
    contents: ContentsTable;
    contentRevisions: ContentRevisionsTable;
    contentDocuments: ContentDocumentsTable;
    contentFts: ContentFtsTable;
  }
}
