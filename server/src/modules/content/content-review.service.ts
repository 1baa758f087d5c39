import {
  type ChangeReviewerBody,
  type ContentStatus,
  type DiscardBody,
  type RestoreVersionBody,
  type ReviewActionBody,
  type ReviewActionReply,
  type SendToVtBody,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../platform/http/errors.js';
import { escapeHtml } from '../../platform/mail/compose.js';
import { canEditContent, canPublishContent } from './content.access.js';
import {
  approvedMail,
  authorsOf,
  discardMail,
  mailTo,
  noteHtml,
  record,
  recordSubmission,
  type Effects,
  type LinkBase,
} from './content.history.js';
import { isLive, lockedError, lockedMessage } from './content.lock.js';
import { clearVtRevision, type Track } from './content.repo.js';
import {
  clearSubmission,
  findContentRevision,
  findPerson,
  findReviewRow,
  setReviewer,
  submittedHead,
  type ReviewRow,
} from './content-review.repo.js';
import { REVIEW_SERVER_MESSAGES as M } from './content-review.messages.js';
import { invalidFields } from './content.save.js';
import { findContentType, type ContentTypeRecord } from './content-types.repo.js';
import { loadDocuments, publishRevision, storeRevision } from './content.store.js';
import { historyTime } from '../notifications/index.js';

/**
 * The review workflow (docs/api.md, spec 1 §4 "Content review"): send to validation, approve,
 * discard, undo, publish, change reviewer, restore a version. Each transition is one transaction
 * that re-reads the content (held on PostgreSQL), checks its state and the revision the caller saw,
 * writes through the revision store (so explore follows a publication at once), and records the
 * history update; e-mails leave once it has committed. A stale or repeated action changes nothing.
 */

export interface ReviewDeps {
  db: Db;
  links: LinkBase;
}

/** Reviews contents here: reviewers and admins (docs/architecture.md). */
export const canReview = (ctx: EnvContext): boolean => can(ctx, 'content.review');

const requireReviewer = (ctx: EnvContext) => {
  if (!canReview(ctx)) throw forbidden(M.reviewForbidden);
};

function checkIds(body: { id: number; contentId?: number | undefined }) {
  if (body.contentId !== undefined && body.contentId !== body.id)
    throw badRequest(M.contentIdMismatch, { contentId: M.contentIdMismatch });
}

/** The content for a transition: there, not deleted, and reached by the caller (403 otherwise). */
async function contentFor(trx: Db, ctx: EnvContext, id: number): Promise<ReviewRow> {
  const row = await findReviewRow(trx, id, true);
  if (!row) throw notFound(M.notFound);
  if (!canEditContent(ctx, row)) throw forbidden(M.forbidden);
  if (row.status === 'deleted') throw notFound(M.deleted);
  return row;
}

async function typeOf(db: Db, row: ReviewRow): Promise<ContentTypeRecord> {
  const type = await findContentType(db, row.typeId);
  if (!type) throw notFound(M.notFound);
  return type;
}

const trackOf = (row: ReviewRow): Track => (row.submittedTrack === 'vt' ? 'vt' : 'main');

/** A pending submission the caller saw (revision), decided by someone allowed to. */
function checkPending(row: ReviewRow, revision: number | undefined) {
  if (row.status !== 'pending') throw conflict(M.notPending);
  const head = submittedHead(row, trackOf(row));
  if (revision !== undefined && revision !== head) throw conflict(M.stale);
  return head;
}

function reply(
  row: { id: number },
  status: ContentStatus,
  revision: number | null,
  publishedRevision: number | null,
  message: string,
  next: ReviewActionReply['next'] = 'home',
): ReviewActionReply {
  return { id: row.id, status, revision, publishedRevision, message, next };
}

// ─── send to validation ─────────────────────────────────────────────────────────────────────────

/** POST /api/send-to-vt: the saved content (its portal variant with vt) goes to validation. */
export async function sendToValidation(
  deps: ReviewDeps,
  ctx: EnvContext,
  body: SendToVtBody,
  effects: Effects,
): Promise<ReviewActionReply> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await contentFor(trx, ctx, body.id);
    if (row.status === 'pending') throw conflict(M.alreadyPending);
    if (row.status === 'delete_requested') throw ruleBroken(M.deleteRequested);
    const track: Track = body.vt ? 'vt' : 'main';
    const head = submittedHead(row, track);
    if (head === null) throw ruleBroken(M.noVt);
    if (body.revision !== undefined && body.revision !== head) throw conflict(M.stale);
    const type = await typeOf(trx, row);
    const fields = invalidFields(type.template, await loadDocuments(trx, head));
    if (Object.keys(fields).length) throw ruleBroken(M.invalidForPublication, fields);
    const at = nowIso();
    await recordSubmission(trx, ctx, deps, { id: row.id, track, revision: head, at, effects });
    return reply(row, 'pending', head, row.publishedRevision, M.submitted);
  });
}

/**
 * Publishes a version through the one revision store (explore follows in the same transaction).
 * A portal variant (`fromVt`, its revision) becomes the content: a new main revision with its
 * documents, published, and the variant is cleared. Returns the published revision.
 */
async function publishVersion(
  trx: Db,
  ctx: EnvContext,
  row: ReviewRow,
  type: ContentTypeRecord,
  v: { head: number; fromVt: number | null; kind: 'approved' | 'published'; at: string },
): Promise<number> {
  if (v.fromVt === null) {
    await publishRevision(trx, { contentId: row.id, type, revisionId: v.head, at: v.at });
    return v.head;
  }
  const published = await storeRevision(trx, {
    contentId: row.id,
    type,
    track: 'main',
    kind: v.kind,
    authorId: ctx.actor.userId,
    authorName: ctx.actor.fullName,
    baseRevision: row.headRevision,
    docs: await loadDocuments(trx, v.fromVt),
    status: 'published',
    published: true,
    at: v.at,
  });
  await clearVtRevision(trx, row.id);
  return published;
}

// ─── decisions ──────────────────────────────────────────────────────────────────────────────────

/** POST /api/content/approve: the submitted version is published (and projected to explore). */
export async function approveContent(
  deps: ReviewDeps,
  ctx: EnvContext,
  body: ReviewActionBody,
  effects: Effects,
): Promise<ReviewActionReply> {
  requireReviewer(ctx);
  checkIds(body);
  return deps.db.transaction().execute(async (trx) => {
    const row = await contentFor(trx, ctx, body.id);
    const head = checkPending(row, body.revision);
    if (row.submittedBy === ctx.actor.userId && !ctx.actor.isAdmin) throw forbidden(M.ownSubmission);
    if (head === null) throw conflict(M.notPending);
    const type = await typeOf(trx, row);
    const at = nowIso();
    const fromVt = trackOf(row) === 'vt' && row.vtRevision !== null ? row.vtRevision : null;
    const published = await publishVersion(trx, ctx, row, type, { head, fromVt, kind: 'approved', at });
    await clearSubmission(trx, row.id);
    await setReviewer(trx, row.id, ctx.actor.userId);
    const authors = authorsOf(row);
    await record(trx, ctx, {
      contentId: row.id,
      type: 'approved',
      action: 'approve',
      text: noteHtml(M.history.approve, body.message),
      revisionId: published,
      recipients: authors,
      at,
    });
    await mailTo(trx, ctx, effects, authors.slice(0, 1), (p) => approvedMail(deps.links, ctx, row, p.email));
    return reply(row, 'published', published, published, M.approved);
  });
}

/** POST /api/content/discard: not approved; the author gets the reviewer's e-mail. */
export async function discardContent(
  deps: ReviewDeps,
  ctx: EnvContext,
  body: DiscardBody,
  effects: Effects,
): Promise<ReviewActionReply> {
  requireReviewer(ctx);
  checkIds(body);
  return deps.db.transaction().execute(async (trx) => {
    const row = await contentFor(trx, ctx, body.id);
    const head = checkPending(row, body.revision);
    const at = nowIso();
    await trx
      .updateTable('contents')
      .set({ status: 'discarded', updatedAt: at })
      .where('id', '=', row.id)
      .execute();
    await clearSubmission(trx, row.id);
    await setReviewer(trx, row.id, ctx.actor.userId);
    const authors = authorsOf(row);
    await record(trx, ctx, {
      contentId: row.id,
      type: 'denied',
      action: 'discard',
      text: `<p><b>${escapeHtml(body.subject)}</b></p>${body.text
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('')}`,
      revisionId: head,
      recipients: authors,
      at,
    });
    await mailTo(trx, ctx, effects, authors.slice(0, 1), (p) =>
      discardMail(deps.links, ctx, row, p.email, body.subject, body.text),
    );
    return reply(row, 'discarded', row.headRevision, row.publishedRevision, M.discarded);
  });
}

/** POST /api/content/undo: the working copy goes back to the published version. */
export async function undoContent(
  deps: ReviewDeps,
  ctx: EnvContext,
  body: ReviewActionBody,
): Promise<ReviewActionReply> {
  requireReviewer(ctx);
  checkIds(body);
  return deps.db.transaction().execute(async (trx) => {
    const row = await contentFor(trx, ctx, body.id);
    if (row.status === 'delete_requested') throw ruleBroken(M.deleteRequested);
    if (row.publishedRevision === null) throw ruleBroken(M.notPublished);
    const current = row.status === 'pending' ? submittedHead(row, trackOf(row)) : row.headRevision;
    if (body.revision !== undefined && body.revision !== current) throw conflict(M.stale);
    if (row.headRevision === row.publishedRevision && row.vtRevision === null && row.status === 'published')
      throw conflict(M.nothingToUndo);
    if (isLive(row) && row.lockUserId !== ctx.actor.userId) throw lockedError(lockedMessage(row));
    const type = await typeOf(trx, row);
    const at = nowIso();
    const revision = await storeRevision(trx, {
      contentId: row.id,
      type,
      track: 'main',
      kind: 'published',
      authorId: ctx.actor.userId,
      authorName: ctx.actor.fullName,
      baseRevision: row.headRevision,
      docs: await loadDocuments(trx, row.publishedRevision),
      status: 'published',
      published: true,
      at,
    });
    await clearVtRevision(trx, row.id);
    await clearSubmission(trx, row.id);
    await record(trx, ctx, {
      contentId: row.id,
      type: 'action',
      action: 'undo',
      text: noteHtml(M.history.undo, body.message),
      revisionId: revision,
      recipients: authorsOf(row),
      at,
    });
    return reply(row, 'published', revision, revision, M.undone);
  });
}

/** POST /api/content/publish: the working version is published directly (who may publish). */
export async function publishContent(
  deps: ReviewDeps,
  ctx: EnvContext,
  body: ReviewActionBody,
): Promise<ReviewActionReply> {
  if (!canPublishContent(ctx)) throw forbidden(M.publishForbidden);
  checkIds(body);
  return deps.db.transaction().execute(async (trx) => {
    const row = await contentFor(trx, ctx, body.id);
    if (row.status === 'delete_requested') throw ruleBroken(M.deleteRequested);
    const head = row.status === 'pending' ? submittedHead(row, trackOf(row)) : row.headRevision;
    if (head === null) throw ruleBroken(M.notPublished);
    if (body.revision !== undefined && body.revision !== head) throw conflict(M.stale);
    if (row.status === 'published' && head === row.publishedRevision) throw conflict(M.alreadyPublished);
    const type = await typeOf(trx, row);
    const fields = invalidFields(type.template, await loadDocuments(trx, head));
    if (Object.keys(fields).length) throw ruleBroken(M.invalidForPublication, fields);
    const at = nowIso();
    const fromVt = row.vtRevision !== null && head === row.vtRevision ? head : null;
    const published = await publishVersion(trx, ctx, row, type, { head, fromVt, kind: 'published', at });
    await clearSubmission(trx, row.id);
    await record(trx, ctx, {
      contentId: row.id,
      type: 'approved',
      action: 'publish',
      text: noteHtml(M.history.publish, body.message),
      revisionId: published,
      recipients: authorsOf(row),
      at,
    });
    return reply(row, 'published', published, published, M.published);
  });
}

/** POST /api/content/reviewer: the caller takes the review over (then /content/review/{id}). */
export async function changeReviewer(
  deps: ReviewDeps,
  ctx: EnvContext,
  body: ChangeReviewerBody,
): Promise<ReviewActionReply> {
  requireReviewer(ctx);
  return deps.db.transaction().execute(async (trx) => {
    const row = await contentFor(trx, ctx, body.id);
    if (row.reviewerId === ctx.actor.userId) throw conflict(M.alreadyReviewer);
    const previous = await findPerson(trx, row.reviewerId);
    await setReviewer(trx, row.id, ctx.actor.userId);
    await record(trx, ctx, {
      contentId: row.id,
      type: 'action',
      action: 'change_reviewer',
      text: noteHtml(previous ? M.history.change_reviewer(previous.fullName) : M.history.take_review),
      revisionId: row.headRevision,
      recipients: previous ? [previous.id] : [],
    });
    return reply(
      row,
      row.status as ContentStatus,
      row.headRevision,
      row.publishedRevision,
      M.reviewerChanged,
      'review',
    );
  });
}

/** POST /api/content/restore: an old version's documents become a new working version. */
export async function restoreVersion(
  deps: ReviewDeps,
  ctx: EnvContext,
  body: RestoreVersionBody,
): Promise<ReviewActionReply> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await contentFor(trx, ctx, body.id);
    if (row.status === 'delete_requested') throw ruleBroken(M.deleteRequested);
    const version = await findContentRevision(trx, row.id, body.revision);
    if (!version || version.detached === 1) throw notFound(M.versionNotFound);
    if (version.id === row.headRevision && row.vtRevision === null) throw conflict(M.alreadyHead);
    if (isLive(row) && row.lockUserId !== ctx.actor.userId) throw lockedError(lockedMessage(row));
    const type = await typeOf(trx, row);
    const at = nowIso();
    const revision = await storeRevision(trx, {
      contentId: row.id,
      type,
      track: 'main',
      kind: 'save',
      authorId: ctx.actor.userId,
      authorName: ctx.actor.fullName,
      baseRevision: row.headRevision,
      docs: await loadDocuments(trx, version.id),
      at,
    });
    await clearVtRevision(trx, row.id);
    await record(trx, ctx, {
      contentId: row.id,
      type: 'action',
      action: 'restore',
      text: noteHtml(M.history.restore(historyTime(version.createdAt))),
      revisionId: revision,
      recipients: [],
      at,
    });
    return reply(row, row.status as ContentStatus, revision, row.publishedRevision, M.restored, 'edit');
  });
}
