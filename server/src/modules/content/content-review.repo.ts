import type { Db } from '../../platform/db/connect.js';
import { isPostgres } from '../../platform/db/connect.js';
import type { Track } from './content.repo.js';
import './content.schema.js';

/**
 * The review's SQL: a content with its submission and reviewer (held for the transaction on
 * PostgreSQL; SQLite writes are serial), the submission columns, the reviewer, the versions.
 */

const REVIEW_COLUMNS = [
  'contents.id',
  'contents.typeId',
  'contents.family',
  'contents.groupId',
  'contents.creatorId',
  'contents.creatorName',
  'contents.status',
  'contents.name',
  'contents.langs',
  'contents.headRevision',
  'contents.publishedRevision',
  'contents.vtRevision',
  'contents.reviewerId',
  'contents.submittedAt',
  'contents.submittedBy',
  'contents.submittedTrack',
  'contents.lockUserId',
  'contents.lockSession',
  'contents.lockSince',
  'contents.lockUntil',
  'contents.createdAt',
] as const;

export async function findReviewRow(db: Db, id: number, forUpdate = false) {
  const query = db
    .selectFrom('contents')
    .leftJoin('users as holder', 'holder.id', 'contents.lockUserId')
    .select(REVIEW_COLUMNS)
    .select('holder.fullName as lockHolderName')
    .where('contents.id', '=', id);
  return (forUpdate && isPostgres(db) ? query.forUpdate('contents') : query).executeTakeFirst();
}
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReviewRow>>>;

/** The revision a submission on this track concerns. */
export const submittedHead = (row: Pick<ReviewRow, 'headRevision' | 'vtRevision'>, track: Track) =>
  track === 'vt' ? (row.vtRevision ?? row.headRevision) : row.headRevision;

export async function markSubmitted(db: Db, id: number, by: number, track: Track, at: string): Promise<void> {
  await db
    .updateTable('contents')
    .set({ status: 'pending', submittedAt: at, submittedBy: by, submittedTrack: track, updatedAt: at })
    .where('id', '=', id)
    .execute();
}

export async function clearSubmission(db: Db, id: number): Promise<void> {
  await db
    .updateTable('contents')
    .set({ submittedAt: null, submittedBy: null, submittedTrack: null })
    .where('id', '=', id)
    .execute();
}

export async function setReviewer(db: Db, id: number, reviewerId: number | null): Promise<void> {
  await db.updateTable('contents').set({ reviewerId }).where('id', '=', id).execute();
}

/** A content's versions, newest first (kept-aside autosaves are their author's only: not listed). */
export async function listVersions(db: Db, contentId: number) {
  return db
    .selectFrom('contentRevisions')
    .select(['id', 'kind', 'track', 'authorName', 'createdAt'])
    .where('contentId', '=', contentId)
    .where('detached', '=', 0)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export async function langsOfRevisions(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!ids.length) return map;
  const rows = await db
    .selectFrom('contentDocuments')
    .select(['revisionId', 'lang'])
    .where('revisionId', 'in', ids)
    .where('isActive', '=', 1)
    .execute();
  for (const r of rows) map.set(r.revisionId, [...(map.get(r.revisionId) ?? []), r.lang]);
  return map;
}

export async function findContentRevision(db: Db, contentId: number, revisionId: number) {
  return db
    .selectFrom('contentRevisions')
    .select(['id', 'kind', 'track', 'authorName', 'createdAt', 'detached'])
    .where('id', '=', revisionId)
    .where('contentId', '=', contentId)
    .executeTakeFirst();
}

export async function findPerson(db: Db, id: number | null) {
  if (id === null) return undefined;
  return db
    .selectFrom('users')
    .select(['id', 'fullName', 'email', 'image', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findGroupName(db: Db, id: number | null) {
  if (id === null) return undefined;
  const row = await db.selectFrom('groups').select(['name', 'phone']).where('id', '=', id).executeTakeFirst();
  return row;
}
