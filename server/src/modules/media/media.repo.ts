import { sql, type Expression, type SqlBool } from 'kysely';
import type { MediaKind } from '@sportello/contracts';
import { isPostgres, type Db } from '../../platform/db/connect.js';
import type { MediaScope } from './media.access.js';
import './media.schema.js';

const COLUMNS = [
  'media.id',
  'media.kind',
  'media.groupId',
  'media.uploadedBy',
  'media.fileKey',
  'media.thumbKey',
  'media.originalName',
  'media.name',
  'media.mime',
  'media.size',
  'media.width',
  'media.height',
  'media.checksum',
  'media.copyright',
  'media.link',
  'media.position',
  'media.lingua',
  'media.documentType',
  'media.createdAt',
  'media.updatedAt',
] as const;

/** "%text%" for LIKE, with the user's own % _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface MediaFilter {
  kind: MediaKind;
  scope: MediaScope;
  search: string;
}

function filtered(db: Db, f: MediaFilter) {
  let query = db.selectFrom('media').where('media.kind', '=', f.kind);
  if (f.scope.groupIds !== null) {
    query = f.scope.groupIds.length
      ? query.where('media.groupId', 'in', f.scope.groupIds)
      : query.where(sql<SqlBool>`1 = 0`);
  }
  if (f.search) {
    const pattern = containsPattern(f.search);
    // The name, or the alt text in any language.
    const byText: Expression<SqlBool> = sql<SqlBool>`exists (select 1 from media_texts t where t.media_id = media.id and lower(t.alt) like ${pattern} escape '\\')`;
    query = query.where((eb) => eb.or([sql<SqlBool>`lower(media.name) like ${pattern} escape '\\'`, byText]));
  }
  return query;
}

/** One page of files, newest first (group_id, kind, created_at is indexed; id breaks ties). */
export async function findMediaPage(db: Db, f: MediaFilter & { limit: number; offset: number }) {
  return filtered(db, f)
    .select(COLUMNS)
    .orderBy('media.createdAt', 'desc')
    .orderBy('media.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countMedia(db: Db, f: MediaFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findMedia(db: Db, id: number) {
  return db.selectFrom('media').select(COLUMNS).where('media.id', '=', id).executeTakeFirst();
}
/** As findMedia, holding a row lock until the transaction ends (PostgreSQL; SQLite writes are serial). */
export async function findMediaForUpdate(db: Db, id: number) {
  const query = db.selectFrom('media').select(COLUMNS).where('media.id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

export type MediaRow = NonNullable<Awaited<ReturnType<typeof findMedia>>>;

export async function findMediaByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('media').select(['id', 'kind', 'groupId']).where('id', 'in', ids).execute();
}

export async function findTexts(db: Db, mediaIds: number[]) {
  if (!mediaIds.length) return [];
  return db
    .selectFrom('mediaTexts')
    .select(['mediaId', 'lang', 'alt', 'caption'])
    .where('mediaId', 'in', mediaIds)
    .execute();
}

/** Per file: how many resources use it, and the first of them (for the "In uso" link). */
export async function findUsage(db: Db, mediaIds: number[]) {
  if (!mediaIds.length) return [];
  return db
    .selectFrom('mediaUsage')
    .select(['mediaId', 'resourceType', 'resourceId'])
    .where('mediaId', 'in', mediaIds)
    .orderBy('mediaId')
    .orderBy('id')
    .execute();
}

export async function countUsage(db: Db, mediaId: number): Promise<number> {
  const row = await db
    .selectFrom('mediaUsage')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mediaId', '=', mediaId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewMedia {
  kind: MediaKind;
  groupId: number;
  uploadedBy: number;
  fileKey: string;
  thumbKey: string | null;
  originalName: string;
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  checksum: string;
  copyright: string;
  link: string;
  position: number | null;
  lingua: string | null;
  documentType: string;
  createdAt: string;
  updatedAt: string;
}

export async function insertMedia(db: Db, values: NewMedia): Promise<number> {
  const row = await db.insertInto('media').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface MediaChanges {
  copyright?: string;
  link?: string;
  position?: number | null;
  name?: string;
  lingua?: string | null;
  documentType?: string;
  updatedAt: string;
}

export async function updateMedia(db: Db, id: number, changes: MediaChanges): Promise<void> {
  await db.updateTable('media').set(changes).where('id', '=', id).execute();
}

/** Writes the alt and caption of the given languages (insert or replace). */
export async function upsertTexts(
  db: Db,
  mediaId: number,
  texts: { lang: string; alt: string; caption: string }[],
): Promise<void> {
  if (!texts.length) return;
  await db
    .insertInto('mediaTexts')
    .values(texts.map((t) => ({ mediaId, ...t })))
    .onConflict((oc) =>
      oc.columns(['mediaId', 'lang']).doUpdateSet((eb) => ({
        alt: eb.ref('excluded.alt'),
        caption: eb.ref('excluded.caption'),
      })),
    )
    .execute();
}

export async function deleteMedia(db: Db, id: number): Promise<void> {
  await db.deleteFrom('mediaTexts').where('mediaId', '=', id).execute();
  await db.deleteFrom('media').where('id', '=', id).execute();
}

export async function deleteUsageOf(db: Db, resource: { type: string; id: string }): Promise<void> {
  await db
    .deleteFrom('mediaUsage')
    .where('resourceType', '=', resource.type)
    .where('resourceId', '=', resource.id)
    .execute();
}

export async function insertUsage(
  db: Db,
  mediaIds: number[],
  resource: { type: string; id: string },
  createdAt: string,
): Promise<void> {
  if (!mediaIds.length) return;
  await db
    .insertInto('mediaUsage')
    .values(
      mediaIds.map((mediaId) => ({
        mediaId,
        resourceType: resource.type,
        resourceId: resource.id,
        createdAt,
      })),
    )
    .onConflict((oc) => oc.columns(['mediaId', 'resourceType', 'resourceId']).doNothing())
    .execute();
}
