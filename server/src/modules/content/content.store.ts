import { sql } from 'kysely';
import {
  CONTENT_LANGUAGES,
  type ContentLang,
  type ContentStatus,
  type RevisionKind,
} from '@sportello/contracts';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { slugify } from '../../platform/text/slug.js';
import { recordMediaUsage } from '../media/index.js';
import { projectPublishedContent, withdrawContents } from './content.catalogue.js';
import { recordContentChange, type ContentChangeEvent } from './content.changes.js';
import type { ContentTypeRecord } from './content-types.repo.js';
import { listRowOf, mediaIdsOf, type StoredDocuments, type StoredLangDocument } from './content.document.js';
import { addToSearchIndex, removeFromSearchIndex } from './content.search.js';

/**
 * The one place that writes content revisions: a revision row, one document per language, and —
 * when the revision becomes the head — the contents list row, the full-text index and the media
 * usage, all in the caller's transaction (the list never disagrees with the documents).
 */

/** The documents of a revision, by language. */
export async function loadDocuments(db: Db, revisionId: number): Promise<StoredDocuments> {
  const rows = await db
    .selectFrom('contentDocuments')
    .select(['lang', 'document'])
    .where('revisionId', '=', revisionId)
    .execute();
  const docs: StoredDocuments = {};
  for (const r of rows) docs[r.lang as ContentLang] = JSON.parse(r.document) as StoredLangDocument;
  return docs;
}

export interface NewContent {
  type: ContentTypeRecord;
  groupId: number | null;
  creatorId: number | null;
  creatorName: string;
  status?: ContentStatus;
  /** Seeds and imports date their contents; default now. */
  createdAt?: string;
}

/** Inserts an empty contents row (no revision yet) and returns its id. */
export async function insertContent(db: Db, c: NewContent): Promise<number> {
  const now = c.createdAt ?? nowIso();
  const row = await db
    .insertInto('contents')
    .values({
      typeId: c.type.id,
      family: c.type.family,
      groupId: c.groupId,
      creatorId: c.creatorId,
      creatorName: c.creatorName,
      status: c.status ?? 'draft',
      name: c.type.name,
      slug: '',
      langs: '',
      excerpt: '',
      api: 0,
      updatesCount: 0,
      searchText: '',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface RevisionToStore {
  contentId: number;
  type: ContentTypeRecord;
  track: 'main' | 'vt';
  kind: RevisionKind;
  authorId: number | null;
  authorName: string;
  baseRevision: number | null;
  docs: StoredDocuments;
  /** Kept for its author only; the head does not move (a refused autosave). */
  detached?: boolean;
  /** The new status of the content, when this revision changes it. */
  status?: ContentStatus;
  /** Also the published revision (direct publication). */
  published?: boolean;
  at?: string;
}

/** Writes the revision; unless detached it becomes the head of its track and the list row follows. */
export async function storeRevision(db: Db, r: RevisionToStore): Promise<number> {
  const at = r.at ?? nowIso();
  const revision = await db
    .insertInto('contentRevisions')
    .values({
      contentId: r.contentId,
      track: r.track,
      kind: r.kind,
      authorId: r.authorId,
      authorName: r.authorName,
      baseRevision: r.baseRevision,
      detached: r.detached ? 1 : 0,
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const documents = CONTENT_LANGUAGES.flatMap((lang) => {
    const doc = r.docs[lang];
    return doc
      ? [
          {
            revisionId: revision.id,
            lang,
            isActive: doc.isActive ? 1 : 0,
            cloneFrom: doc.cloneFrom,
            document: JSON.stringify(doc),
          },
        ]
      : [];
  });
  if (documents.length) await db.insertInto('contentDocuments').values(documents).execute();
  if (r.detached) return revision.id;

  if (r.track === 'vt') {
    await db
      .updateTable('contents')
      .set({ vtRevision: revision.id, updatedAt: at })
      .where('id', '=', r.contentId)
      .execute();
    return revision.id;
  }
  const row = listRowOf(r.type.template, r.docs, r.type.name);
  const counts = r.kind !== 'autosave';
  const wasLive = r.published ? await isLive(db, r.contentId) : false;
  await db
    .updateTable('contents')
    .set((eb) => ({
      ...row,
      slug: slugify(row.name).slice(0, 120) || String(r.contentId),
      headRevision: revision.id,
      updatedAt: at,
      ...(r.status ? { status: r.status } : {}),
      ...(r.published ? { publishedRevision: revision.id } : {}),
      // The first real save is the creation, not an update.
      updatesCount: counts
        ? sql<number>`case when ${eb.ref('headRevision')} is null then 0 else ${eb.ref('updatesCount')} + 1 end`
        : eb.ref('updatesCount'),
    }))
    .where('id', '=', r.contentId)
    .execute();
  await indexContent(db, r.contentId);
  await recordMediaUsage(db, mediaIdsOf(r.docs), { type: 'content', id: r.contentId });
  // What is published is what the desk finds in the explore catalogue.
  if (r.published) {
    await projectPublishedContent(db, { id: r.contentId, type: r.type, docs: r.docs });
    await noteChange(db, r.contentId, wasLive ? 'content.updated' : 'content.published', r.type, r.docs, at);
  }
  return revision.id;
}

/**
 * Makes an existing revision the published one (a reviewer approves the submitted head, or an
 * editor allowed to publishes it): the status follows and the explore catalogue gets the
 * revision's documents, in the caller's transaction.
 */
export async function publishRevision(
  db: Db,
  p: { contentId: number; type: ContentTypeRecord; revisionId: number; at?: string },
): Promise<void> {
  const at = p.at ?? nowIso();
  const wasLive = await isLive(db, p.contentId);
  await db
    .updateTable('contents')
    .set({ publishedRevision: p.revisionId, status: 'published', updatedAt: at })
    .where('id', '=', p.contentId)
    .execute();
  const docs = await loadDocuments(db, p.revisionId);
  await projectPublishedContent(db, { id: p.contentId, type: p.type, docs });
  await noteChange(db, p.contentId, wasLive ? 'content.updated' : 'content.published', p.type, docs, at);
}

/** Whether the content is live: a version of it is published and it is not deleted. */
async function isLive(db: Db, contentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('contents')
    .select(['status', 'publishedRevision'])
    .where('id', '=', contentId)
    .executeTakeFirst();
  return Boolean(row && row.publishedRevision !== null && row.status !== 'deleted');
}

/**
 * Notes the change in the caller's transaction (content.changes.ts: read by whoever listens once
 * it has committed; a rolled-back change tells nobody), with the published version's active languages.
 */
async function noteChange(
  db: Db,
  contentId: number,
  event: ContentChangeEvent,
  type: { code: string },
  docs: StoredDocuments,
  at: string,
): Promise<void> {
  const languages = CONTENT_LANGUAGES.filter((l) => docs[l]?.isActive);
  await recordContentChange(db, { contentId, event, contentType: type.code, languages, at });
}

/** Puts the content's search_text, just written, into the full-text index (content.search.ts). */
export async function indexContent(db: Db, contentId: number): Promise<void> {
  await removeFromSearchIndex(db, [contentId]);
  await addToSearchIndex(db, [contentId]);
}

/** Removes a content from the full-text index and the explore catalogue (deleted contents are not searched). */
export async function unindexContent(db: Db, contentId: number): Promise<void> {
  // A withdrawal is noted only when they could have known the content (it was published).
  const published = await db
    .selectFrom('contents')
    .innerJoin('contentTypes', 'contentTypes.id', 'contents.typeId')
    .select(['contents.publishedRevision', 'contentTypes.code'])
    .where('contents.id', '=', contentId)
    .executeTakeFirst();
  if (published?.publishedRevision != null) {
    const docs = await loadDocuments(db, published.publishedRevision);
    await noteChange(db, contentId, 'content.withdrawn', published, docs, nowIso());
  }
  await withdrawContents(db, [contentId]);
  await removeFromSearchIndex(db, [contentId]);
}
