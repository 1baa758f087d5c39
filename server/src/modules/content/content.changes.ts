import type { ContentLang } from '@sportello/contracts';
import type { Generated } from 'kysely';
import type { Db } from '../../platform/db/connect.js';

/**
 * The content's change notes (table content_changes, migration 2026-12-04-031): a publication,
 * update or withdrawal is noted in the change's own transaction, so a note exists only if the
 * change committed. Content owns them and knows nobody who reads them: the partners' webhooks
 * claim them through index.ts (claimContentChanges), each note once.
 */

export type ContentChangeEvent = 'content.published' | 'content.updated' | 'content.withdrawn';

export interface ContentChangesTable {
  id: Generated<number>;
  contentId: number;
  event: ContentChangeEvent;
  contentType: string;
  /** JSON array of language codes. */
  languages: string;
  changedAt: string;
  dispatchedAt: string | null;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    contentChanges: ContentChangesTable;
  }
}

export interface ContentChange {
  contentId: number;
  event: ContentChangeEvent;
  /** The content type's code, and the published version's active languages. */
  contentType: string;
  languages: ContentLang[];
  at: string;
}

/** A note claimed by a reader: what changed, and when. */
export interface ClaimedContentChange extends ContentChange {
  id: number;
}

/** Notes a change with the caller's connection (its transaction). */
export async function recordContentChange(db: Db, change: ContentChange): Promise<void> {
  await db
    .insertInto('contentChanges')
    .values({
      contentId: change.contentId,
      event: change.event,
      contentType: change.contentType,
      languages: JSON.stringify(change.languages),
      changedAt: change.at,
      dispatchedAt: null,
    })
    .execute();
}

const parseLanguages = (json: string): ContentLang[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value.map(String) as ContentLang[]) : [];
  } catch {
    return [];
  }
};

/**
 * Takes up to `limit` notes nobody has claimed, marking them claimed at `at`: a note is taken by
 * one reader only, whatever the number of processes (the update's condition). Run it in the
 * transaction that acts on them, so a failure gives them back.
 */
export async function claimContentChanges(
  db: Db,
  at: string,
  limit: number,
): Promise<ClaimedContentChange[]> {
  const waiting = await db
    .selectFrom('contentChanges')
    .select('id')
    .where('dispatchedAt', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  if (!waiting.length) return [];
  const rows = await db
    .updateTable('contentChanges')
    .set({ dispatchedAt: at })
    .where(
      'id',
      'in',
      waiting.map((w) => w.id),
    )
    .where('dispatchedAt', 'is', null)
    .returning(['id', 'contentId', 'event', 'contentType', 'languages', 'changedAt'])
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      id: r.id,
      contentId: r.contentId,
      event: r.event,
      contentType: r.contentType,
      languages: parseLanguages(r.languages),
      at: r.changedAt,
    }));
}

/** Whether a note waits to be claimed (a cheap look: the partial index of waiting notes). */
export async function contentChangeWaiting(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('contentChanges')
    .select('id')
    .where('dispatchedAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
