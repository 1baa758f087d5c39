import { sql } from 'kysely';
import type { ContentLang, ContentLang as Lang } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import type { StoredDocuments, StoredLangDocument } from './content.document.js';
import { contentMatches, prepareContentSearch } from './content.search.js';
import './content.schema.js';

/**
 * The published contents as a feed outside the back office reads them (the partners' read API):
 * only contents whose status is `published` and that have a published revision, never drafts,
 * contents waiting for review, refused or deleted ones; their documents are the published
 * revision's, never the head's (an edit in progress never leaks). Keyset pages on
 * (updated_at, id), newest first, so that a page never repeats nor skips a row when others are
 * added between two pages.
 */

export interface PublishedFeedFilter {
  /** Only these types (an empty list matches nothing). */
  typeIds: readonly number[];
  /** Only contents whose published revision holds an active document in this language. */
  lang?: Lang;
  /** Updated at or after this instant (ISO, as nowIso writes). */
  updatedSince?: string;
  /** Search words (searchWords), as the content list searches. */
  words: readonly string[];
  /** The last row of the previous page. */
  after?: { updatedAt: string; id: number };
  limit: number;
}

const FEED_ROW = [
  'contents.id',
  'contents.typeId',
  'contents.slug',
  'contents.updatedAt',
  'contents.expiresOn',
  'contents.publishedRevision',
] as const;

const published = (db: Db) =>
  db
    .selectFrom('contents')
    .select(FEED_ROW)
    .where('contents.family', '=', 'content')
    .where('contents.status', '=', 'published')
    .where('contents.publishedRevision', 'is not', null);

export type PublishedFeedRow = Awaited<ReturnType<typeof findPublishedContentsPage>>[number];

/** One page of the feed (up to `limit` rows, newest first). */
export async function findPublishedContentsPage(db: Db, f: PublishedFeedFilter) {
  if (!f.typeIds.length) return [];
  await prepareContentSearch(db, f.words);
  let q = published(db).where('contents.typeId', 'in', [...f.typeIds]);
  if (f.lang)
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('contentDocuments as d')
          .select(sql.lit(1).as('one'))
          .whereRef('d.revisionId', '=', 'contents.publishedRevision')
          .where('d.lang', '=', f.lang!)
          .where('d.isActive', '=', 1),
      ),
    );
  if (f.updatedSince) q = q.where('contents.updatedAt', '>=', f.updatedSince);
  if (f.words.length) q = q.where(contentMatches(db, f.words));
  if (f.after) {
    const { updatedAt, id } = f.after;
    q = q.where((eb) =>
      eb.or([
        eb('contents.updatedAt', '<', updatedAt),
        eb.and([eb('contents.updatedAt', '=', updatedAt), eb('contents.id', '<', id)]),
      ]),
    );
  }
  return q.orderBy('contents.updatedAt', 'desc').orderBy('contents.id', 'desc').limit(f.limit).execute();
}

/** One published content of these types, or undefined (drafts and the rest are not found). */
export async function findPublishedContent(db: Db, id: number, typeIds: readonly number[]) {
  if (!typeIds.length) return undefined;
  return published(db)
    .where('contents.id', '=', id)
    .where('contents.typeId', 'in', [...typeIds])
    .executeTakeFirst();
}

/** The documents of these revisions, by revision and language (only the languages asked for). */
export async function loadRevisionDocuments(
  db: Db,
  revisionIds: readonly number[],
  langs: readonly ContentLang[],
): Promise<Map<number, StoredDocuments>> {
  const docs = new Map<number, StoredDocuments>();
  if (!revisionIds.length || !langs.length) return docs;
  const rows = await db
    .selectFrom('contentDocuments')
    .select(['revisionId', 'lang', 'document'])
    .where('revisionId', 'in', [...new Set(revisionIds)])
    .where('lang', 'in', [...langs])
    .execute();
  for (const r of rows) {
    const byLang = docs.get(r.revisionId) ?? {};
    byLang[r.lang as ContentLang] = JSON.parse(r.document) as StoredLangDocument;
    docs.set(r.revisionId, byLang);
  }
  return docs;
}
