import type { ContentStatus } from '@sportello/contracts';
import { isPostgres, type Db } from '../../platform/db/connect.js';

/**
 * The editor's SQL beside the revision store: the contents row with its lock holder, revisions
 * looked up by author and kind, the lock columns, status changes and removals. Revisions and the
 * list row are written by content.store.ts only.
 */

export type Track = 'main' | 'vt';

/** What every read of a contents row selects first: who and what it is, its state and name. */
export const CONTENT_ROW_HEAD = [
  'contents.id',
  'contents.typeId',
  'contents.family',
  'contents.groupId',
  'contents.creatorId',
  'contents.creatorName',
  'contents.status',
  'contents.name',
] as const;

const CONTENT_COLUMNS = [
  ...CONTENT_ROW_HEAD,
  'contents.langs',
  'contents.headRevision',
  'contents.publishedRevision',
  'contents.vtRevision',
  'contents.updatesCount',
  'contents.lockUserId',
  'contents.lockSession',
  'contents.lockSince',
  'contents.lockUntil',
  'contents.createdAt',
  'contents.updatedAt',
] as const;

function contentQuery(db: Db) {
  return db
    .selectFrom('contents')
    .leftJoin('users as holder', 'holder.id', 'contents.lockUserId')
    .select(CONTENT_COLUMNS)
    .select('holder.fullName as lockHolderName');
}

export async function findContent(db: Db, id: number) {
  return contentQuery(db).where('contents.id', '=', id).executeTakeFirst();
}

/** As findContent, holding the row until the transaction ends (PostgreSQL; SQLite writes are serial). */
export async function findContentForUpdate(db: Db, id: number) {
  const query = contentQuery(db).where('contents.id', '=', id);
  return (isPostgres(db) ? query.forUpdate('contents') : query).executeTakeFirst();
}

export type ContentRow = NonNullable<Awaited<ReturnType<typeof findContent>>>;

/** The revision a track's editor starts from: the portal variant falls back to the main head. */
export const headOf = (row: Pick<ContentRow, 'headRevision' | 'vtRevision'>, track: Track): number | null =>
  track === 'vt' ? (row.vtRevision ?? row.headRevision) : row.headRevision;

const REVISION_COLUMNS = [
  'id',
  'contentId',
  'track',
  'kind',
  'authorId',
  'baseRevision',
  'detached',
  'createdAt',
] as const;

export async function findRevision(db: Db, id: number) {
  return db.selectFrom('contentRevisions').select(REVISION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type RevisionRow = NonNullable<Awaited<ReturnType<typeof findRevision>>>;

/** What an author kept aside (autosaves refused as stale or after losing the lock) on one track. */
export interface KeptBy {
  contentId: number;
  authorId: number;
  track: Track;
}

function keptAside(db: Db, { contentId, authorId, track }: KeptBy) {
  return db
    .selectFrom('contentRevisions')
    .select(REVISION_COLUMNS)
    .where('contentId', '=', contentId)
    .where('authorId', '=', authorId)
    .where('track', '=', track)
    .where('kind', '=', 'autosave')
    .where('detached', '=', 1);
}

/** The author's newest autosave kept aside after `afterId` (with `since`: kept since that instant). */
export async function findDetachedAutosave(db: Db, by: KeptBy, afterId: number, since?: string) {
  let query = keptAside(db, by).where('id', '>', afterId);
  if (since !== undefined) query = query.where('createdAt', '>=', since);
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** One text the author kept aside, by its revision id. */
export async function findKeptRevision(db: Db, by: KeptBy, id: number) {
  return keptAside(db, by).where('id', '=', id).executeTakeFirst();
}

/** Removes a revision; its documents go with it (foreign key cascade). */
export async function deleteRevision(db: Db, id: number): Promise<void> {
  await db.deleteFrom('contentRevisions').where('id', '=', id).execute();
}

/**
 * The author's revisions kept aside for this content, except `keepId`; with `before`, only those
 * kept before that instant and the one `shown`.
 */
export async function deleteDetachedOf(
  db: Db,
  contentId: number,
  authorId: number,
  {
    keepId = null,
    before = null,
    shown = null,
  }: { keepId?: number | null; before?: string | null; shown?: number | null } = {},
): Promise<void> {
  let query = db
    .deleteFrom('contentRevisions')
    .where('contentId', '=', contentId)
    .where('authorId', '=', authorId)
    .where('detached', '=', 1);
  if (keepId !== null) query = query.where('id', '!=', keepId);
  if (before !== null)
    query = query.where((eb) => eb.or([eb('createdAt', '<', before), eb('id', '=', shown ?? 0)]));
  await query.execute();
}

// ─── the lock ───────────────────────────────────────────────────────────────────────────────────

export interface LockClaim {
  userId: number;
  session: string;
  now: string;
  until: string;
  /** Take it even from a live holder (take-over). */
  force: boolean;
}

/**
 * Takes or renews the lock in one statement, so two editors racing for it cannot both win: only
 * when it is free, expired, already this session's, or forced. Returns whether it was taken.
 */
export async function claimLock(db: Db, id: number, c: LockClaim): Promise<boolean> {
  const result = await db
    .updateTable('contents')
    .set((eb) => ({
      lockUserId: c.userId,
      lockSession: c.session,
      lockSince: eb
        .case()
        .when(eb.and([eb('lockUserId', '=', c.userId), eb('lockSession', '=', c.session)]))
        .then(eb.ref('lockSince'))
        .else(c.now)
        .end(),
      lockUntil: c.until,
    }))
    .where('id', '=', id)
    .where((eb) =>
      c.force
        ? eb.lit(true)
        : eb.or([
            eb('lockSession', 'is', null),
            eb('lockUntil', 'is', null),
            eb('lockUntil', '<=', c.now),
            eb.and([eb('lockUserId', '=', c.userId), eb('lockSession', '=', c.session)]),
          ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives the lock back, when this session holds it. */
export async function releaseLock(db: Db, id: number, userId: number, session: string): Promise<void> {
  await db
    .updateTable('contents')
    .set({ lockUserId: null, lockSession: null, lockSince: null, lockUntil: null })
    .where('id', '=', id)
    .where('lockUserId', '=', userId)
    .where('lockSession', '=', session)
    .execute();
}

export async function clearLock(db: Db, id: number): Promise<void> {
  await db
    .updateTable('contents')
    .set({ lockUserId: null, lockSession: null, lockSince: null, lockUntil: null })
    .where('id', '=', id)
    .execute();
}

// ─── status and tracks ──────────────────────────────────────────────────────────────────────────

export async function setContentStatus(db: Db, id: number, status: ContentStatus, at: string): Promise<void> {
  await db.updateTable('contents').set({ status, updatedAt: at }).where('id', '=', id).execute();
}

/** The portal variant was saved back into the content: its editor follows the main head again. */
export async function clearVtRevision(db: Db, id: number): Promise<void> {
  await db.updateTable('contents').set({ vtRevision: null }).where('id', '=', id).execute();
}

export async function findUserName(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('fullName').where('id', '=', userId).executeTakeFirst();
  return row?.fullName;
}

// ─── ownership (a user's or a group's contents) ─────────────────────────────────────────────────

export type OwnedWhere = { userId: number; groupIds: number[] } | { groupId: number };

function ownedQuery(db: Db, where: OwnedWhere) {
  const query = db.selectFrom('contents').where('status', '!=', 'deleted');
  if ('groupId' in where) return query.where('groupId', '=', where.groupId);
  if (!where.groupIds.length) return null;
  return query.where('creatorId', '=', where.userId).where('groupId', 'in', where.groupIds);
}

export async function countOwned(db: Db, where: OwnedWhere): Promise<number> {
  const query = ownedQuery(db, where);
  if (!query) return 0;
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function ownedIds(db: Db, where: OwnedWhere): Promise<number[]> {
  const query = ownedQuery(db, where);
  if (!query) return [];
  return (await query.select('id').execute()).map((r) => r.id);
}

export async function transferCreator(
  db: Db,
  ids: number[],
  toUserId: number,
  toName: string,
): Promise<number> {
  if (!ids.length) return 0;
  const result = await db
    .updateTable('contents')
    .set({ creatorId: toUserId, creatorName: toName })
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Soft delete: the rows stay (with their revisions) with status deleted and no lock. */
export async function markDeleted(db: Db, ids: number[], at: string): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('contents')
    .set({
      status: 'deleted',
      updatedAt: at,
      lockUserId: null,
      lockSession: null,
      lockSince: null,
      lockUntil: null,
    })
    .where('id', 'in', ids)
    .execute();
}
