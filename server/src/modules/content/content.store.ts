import { sql } from 'kysely';
import {
  CONTENT_LANGUAGES,
  ContentTypeTemplate,
  type ContentFamily,
  type ContentLang,
  type ContentStatus,
  type RevisionKind,
} from '@sportello/contracts';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { slugify } from '../../platform/text/slug.js';
import { recordMediaUsage } from '../media/index.js';
import { projectPublishedContent, withdrawContents } from './content.catalogue.js';
import { listRowOf, mediaIdsOf, type StoredDocuments, type StoredLangDocument } from './content.document.js';
import { addToSearchIndex, removeFromSearchIndex } from './content.search.js';

/**
 * The one place that writes content revisions: a revision row, one document per language, and —
 * when the revision becomes the head — the contents list row, the full-text index and the media
 * usage, all in the caller's transaction (the list never disagrees with the documents).
 */

export interface ContentTypeRecord {
  id: number;
  code: string;
  family: ContentFamily;
  name: string;
  description: string;
  icon: string;
  image: string | null;
  template: ContentTypeTemplate;
}

export async function findContentType(db: Db, id: number): Promise<ContentTypeRecord | undefined> {
  const row = await db
    .selectFrom('contentTypes')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row && toType(row);
}

export async function findContentTypeByCode(db: Db, code: string): Promise<ContentTypeRecord | undefined> {
  const row = await db.selectFrom('contentTypes').selectAll().where('code', '=', code).executeTakeFirst();
  return row && toType(row);
}

export async function listContentTypes(db: Db, family?: ContentFamily): Promise<ContentTypeRecord[]> {
  let q = db.selectFrom('contentTypes').selectAll().where('enabled', '=', 1);
  if (family) q = q.where('family', '=', family);
  const rows = await q.orderBy('position').orderBy('name').execute();
  return rows.map(toType);
}

/**
 * Templates parsed once per stored text: every editor call and list reads them, and parsing ten
 * templates per request cost more than the query. Frozen, so no caller can change the shared copy.
 */
const templateCache = new Map<string, ContentTypeTemplate>();
function parsedTemplate(text: string): ContentTypeTemplate {
  let template = templateCache.get(text);
  if (!template) {
    template = deepFreeze(ContentTypeTemplate.parse(JSON.parse(text)));
    if (templateCache.size > 200) templateCache.clear();
    templateCache.set(text, template);
  }
  return template;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function toType(row: {
  id: number;
  code: string;
  family: string;
  name: string;
  description: string;
  icon: string;
  image: string | null;
  template: string;
}): ContentTypeRecord {
  return {
    id: row.id,
    code: row.code,
    family: row.family as ContentFamily,
    name: row.name,
    description: row.description,
    icon: row.icon,
    image: row.image,
    template: parsedTemplate(row.template),
  };
}

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
  if (r.published) await projectPublishedContent(db, { id: r.contentId, type: r.type, docs: r.docs });
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
  await db
    .updateTable('contents')
    .set({ publishedRevision: p.revisionId, status: 'published', updatedAt: p.at ?? nowIso() })
    .where('id', '=', p.contentId)
    .execute();
  const docs = await loadDocuments(db, p.revisionId);
  await projectPublishedContent(db, { id: p.contentId, type: p.type, docs });
}

/** Puts the content's search_text, just written, into the full-text index (content.search.ts). */
export async function indexContent(db: Db, contentId: number): Promise<void> {
  await removeFromSearchIndex(db, [contentId]);
  await addToSearchIndex(db, [contentId]);
}

/** Removes a content from the full-text index and the explore catalogue (deleted contents are not searched). */
export async function unindexContent(db: Db, contentId: number): Promise<void> {
  await withdrawContents(db, [contentId]);
  await removeFromSearchIndex(db, [contentId]);
}
