import type { ColumnType, Generated } from 'kysely';

/**
 * The media tables as Kysely sees them (migration 2026-11-21-004-media). They join the app's
 * Database type here, beside the module that owns them.
 */
export interface MediaTable {
  id: Generated<number>;
  kind: 'image' | 'document';
  groupId: number;
  uploadedBy: number | null;
  fileKey: string;
  thumbKey: string | null;
  originalName: string;
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** sha-256 of the stored file, hex. */
  checksum: string;
  copyright: string;
  link: string;
  position: number | null;
  lingua: string | null;
  documentType: string;
  createdAt: ColumnType<string, string, never>;
  updatedAt: string;
}

export interface MediaTextsTable {
  id: Generated<number>;
  mediaId: number;
  lang: string;
  alt: string;
  caption: string;
}

export interface MediaUsageTable {
  id: Generated<number>;
  mediaId: number;
  /** e.g. "content", "form:accreditation"; with resourceId it names who uses the file. */
  resourceType: string;
  resourceId: string;
  createdAt: string;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    media: MediaTable;
    mediaTexts: MediaTextsTable;
    mediaUsage: MediaUsageTable;
  }
}
