import type { Generated } from 'kysely';

/**
 * The notification tables as Kysely sees them (migration 2026-11-26-013-review).
 */
/** The history of a content (migration 013; spec 3 §3 "History update"). */
export interface ContentEventsTable {
  id: Generated<number>;
  contentId: number;
  type: string;
  action: string;
  authorId: number | null;
  authorName: string;
  groupName: string;
  text: string;
  actionRequired: number;
  revisionId: number | null;
  createdAt: string;
}

/** Who an update is addressed to, and whether they read it (readAt null: unread). */
export interface ContentEventReadsTable {
  eventId: number;
  userId: number;
  contentId: number;
  readAt: string | null;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    contentEvents: ContentEventsTable;
    contentEventReads: ContentEventReadsTable;
  }
}
