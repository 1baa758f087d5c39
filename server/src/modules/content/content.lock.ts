import {
  formatDateParts,
  formatTime,
  partsOfInstant,
  READ_ONLY_DATE_FORMAT,
  type ContentLockBody,
  type ContentLockReply,
  type LockInfo,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { AppError, forbidden, notFound } from '../../platform/http/errors.js';
import { canEditContent, reachesAllContent } from './content.access.js';
import { CONTENT_EDITOR_MESSAGES as M } from './content.messages.js';
import {
  claimLock,
  findContentForUpdate,
  findDetachedAutosave,
  headOf,
  releaseLock,
  type ContentRow,
} from './content.repo.js';

/**
 * The editor's lock (spec 1 §4, docs/api.md): opening a content takes it for the editor's session,
 * heartbeats and saves renew it, it expires by itself LOCK_TTL_SECONDS after the last renewal, and
 * admins and reviewers (or the holder from another tab) may take it over.
 */
export const LOCK_TTL_SECONDS = 60;
export const HEARTBEAT_SECONDS = 20;

export const lockUntil = (from = Date.now()): string =>
  new Date(from + LOCK_TTL_SECONDS * 1000).toISOString();

type LockColumns = Pick<
  ContentRow,
  'lockUserId' | 'lockSession' | 'lockSince' | 'lockUntil' | 'lockHolderName'
>;

/** Held by someone, and not expired. */
export const isLive = (row: LockColumns, now = nowIso()): boolean =>
  row.lockUserId !== null && row.lockSession !== null && row.lockUntil !== null && row.lockUntil > now;

export const heldBy = (row: LockColumns, userId: number, session: string): boolean =>
  row.lockUserId === userId && row.lockSession === session;

/** "12/03/2026" and "9.05" of an instant, in the board's time. */
export function dayAndTime(iso: string): { day: string; time: string } {
  const parts = partsOfInstant(Date.parse(iso));
  if (!parts) return { day: '', time: '' };
  return {
    day: formatDateParts(parts, READ_ONLY_DATE_FORMAT),
    time: formatTime({ h: parts.hour, m: parts.minute }),
  };
}

const holderName = (row: LockColumns) => row.lockHolderName ?? '';

/** "Il contenuto è in modifica da … dal … alle …." */
export function lockedMessage(row: LockColumns): string {
  const { day, time } = dayAndTime(row.lockSince ?? row.lockUntil ?? nowIso());
  return M.locked(holderName(row), day, time);
}

export function lockInfo(ctx: EnvContext, row: LockColumns): LockInfo {
  return {
    holder: holderName(row),
    holderId: row.lockUserId ?? 0,
    since: row.lockSince ?? '',
    until: row.lockUntil ?? '',
    canTakeOver: reachesAllContent(ctx) || row.lockUserId === ctx.actor.userId,
  };
}

/** 409 locked: another session holds the content (its next save is kept aside, see saveContent). */
export const lockedError = (message: string) => new AppError('locked', 409, message);

/**
 * The caller's session lost the lock: 409 locked when someone else took it over, 409 lock_moved when it
 * went to another tab or session of the same person (lock_moved: who goes on there).
 */
export const lostLockError = (ctx: EnvContext, row: LockColumns): AppError =>
  row.lockUserId === ctx.actor.userId
    ? new AppError('lock_moved', 409, M.movedAway)
    : lockedError(M.takenOver(holderName(row)));

/** Held by the caller in another session (another tab, or a browser that crashed). */
export const heldByOtherSessionOf = (row: LockColumns, userId: number, session: string): boolean =>
  isLive(row) && row.lockUserId === userId && row.lockSession !== session;

/** Takes or renews the lock for the caller's session; false when another live session holds it. */
export async function takeLock(
  db: Db,
  ctx: EnvContext,
  contentId: number,
  session: string,
  force = false,
): Promise<boolean> {
  const now = nowIso();
  return claimLock(db, contentId, {
    userId: ctx.actor.userId,
    session,
    now,
    until: lockUntil(Date.parse(now)),
    force,
  });
}

/**
 * POST /api/content/lock: heartbeat (renew, or retake a free lock) or release. The heartbeat also
 * tells of the unsaved work another tab of the caller kept aside after the lock came here.
 */
export async function heartbeatOrRelease(
  db: Db,
  ctx: EnvContext,
  body: ContentLockBody,
): Promise<ContentLockReply> {
  return db.transaction().execute(async (trx) => {
    const row = await findContentForUpdate(trx, body.id);
    if (!row || row.status === 'deleted') throw notFound(M.contentNotFound);
    if (!canEditContent(ctx, row)) throw forbidden(M.forbidden);
    if (body.action === 'release') {
      await releaseLock(trx, body.id, ctx.actor.userId, body.sessionId);
      return { until: null, kept: null };
    }
    const now = nowIso();
    const until = lockUntil(Date.parse(now));
    const taken = await claimLock(trx, body.id, {
      userId: ctx.actor.userId,
      session: body.sessionId,
      now,
      until,
      force: false,
    });
    // Nothing was written: refusing inside the transaction loses nothing.
    if (!taken) throw lostLockError(ctx, row);
    const since = heldBy(row, ctx.actor.userId, body.sessionId) && row.lockSince ? row.lockSince : now;
    const track = body.vt ? 'vt' : 'main';
    const kept = await findDetachedAutosave(
      trx,
      { contentId: body.id, authorId: ctx.actor.userId, track },
      headOf(row, track) ?? 0,
      since,
    );
    return { until, kept: kept ? { revision: kept.id, at: kept.createdAt } : null };
  });
}
