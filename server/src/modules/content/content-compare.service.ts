import {
  CONTENT_LANGUAGES,
  CONTENT_STATUS_LABELS,
  DEFAULT_LANGUAGE,
  DIFF_LABELS,
  type CompareQuery,
  type CompareReply,
  type ContentFamily,
  type ContentLang,
  type ContentStatus,
  type LangDocument,
  type RevisionKind,
  type ReviewButton,
  type VersionSide,
  type VersionsReply,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { historyTime } from '../notifications/index.js';
import { LANGUAGE_OPTIONS } from '../shell/index.js';
import { canEditContent, canPublishContent } from './content.access.js';
import { buildLangDocument, type StoredDocuments } from './content.document.js';
import { findContentType } from './content-types.repo.js';
import { loadDocuments } from './content.store.js';
import { dayAndTime } from './content.lock.js';
import { canReview } from './content-review.service.js';
import {
  findContentRevision,
  findGroupName,
  findPerson,
  findReviewRow,
  langsOfRevisions,
  listVersions,
  submittedHead,
  type ReviewRow,
} from './content-review.repo.js';
import { REVIEW_SERVER_MESSAGES as M } from './content-review.messages.js';
import { previewHtmlUrl } from './content-summary.service.js';

/**
 * GET /api/content/compare (spec 1 §3 "Compare payload"): old (the published version) against new
 * (the working one, or the portal variant sent to validation), or any two versions of a content;
 * with the review buttons the caller may use on it. GET /api/content/versions lists the versions.
 */

const B = M.buttons;

async function reachableRow(db: Db, ctx: EnvContext, id: number): Promise<ReviewRow> {
  const row = await findReviewRow(db, id);
  if (!row || row.status === 'deleted') throw notFound(M.notFound);
  if (!canEditContent(ctx, row)) throw forbidden(M.forbidden);
  return row;
}

async function revisionOf(db: Db, contentId: number, id: number | undefined) {
  if (id === undefined) return undefined;
  const rev = await findContentRevision(db, contentId, id);
  if (!rev || rev.detached === 1) throw notFound(M.versionNotFound);
  return rev;
}

const flag = (v: string | undefined) => v === 'true' || v === '1';

/** The review buttons of the side menu: what the caller may do to the content in its state. */
export function reviewButtons(ctx: EnvContext, row: ReviewRow, custom: boolean): ReviewButton[] {
  const reviewer = canReview(ctx);
  const pending = row.status === 'pending';
  const own = row.submittedBy === ctx.actor.userId && !ctx.actor.isAdmin;
  const buttons: ReviewButton[] = [];
  if (reviewer && !custom) {
    buttons.push({
      action: 'approve',
      label: B.approve,
      confirm: B.approveConfirm,
      disabled: !pending || own,
      ...(!pending ? { tooltip: B.notPendingTooltip } : own ? { tooltip: B.ownTooltip } : {}),
    });
    buttons.push({
      action: 'discard',
      label: B.discard,
      modal: 'discard-modal',
      disabled: !pending,
      ...(!pending ? { tooltip: B.notPendingTooltip } : {}),
    });
    const modified =
      row.publishedRevision !== null &&
      (row.headRevision !== row.publishedRevision || row.vtRevision !== null || row.status !== 'published');
    buttons.push({
      action: 'undo',
      label: B.undo,
      confirm: B.undoConfirm,
      disabled: !modified || row.status === 'delete_requested',
      ...(row.publishedRevision === null ? { tooltip: B.noPublishedTooltip } : {}),
    });
    if (row.reviewerId !== ctx.actor.userId)
      buttons.push({
        action: 'changeReviewer',
        label: B.changeReviewer,
        confirm: B.changeReviewerConfirm,
        disabled: false,
      });
  }
  if (!custom && canPublishContent(ctx) && !reviewer)
    buttons.push({ action: 'publish', label: B.publish, disabled: row.status === 'delete_requested' });
  buttons.push({ action: 'preview', label: B.preview, disabled: false });
  buttons.push({ action: 'history', label: B.history, modal: 'history-modal', disabled: false });
  buttons.push({ action: 'edit', label: B.edit, disabled: row.status === 'delete_requested' });
  if (custom)
    buttons.push({
      action: 'restore',
      label: B.restore,
      confirm: B.restoreConfirm,
      disabled: row.status === 'delete_requested',
    });
  return buttons;
}

function documentsOf(
  template: Parameters<typeof buildLangDocument>[0],
  stored: StoredDocuments,
): Partial<Record<ContentLang, LangDocument>> {
  const docs: Partial<Record<ContentLang, LangDocument>> = {};
  for (const lang of CONTENT_LANGUAGES) {
    const doc = stored[lang];
    if (doc) docs[lang] = buildLangDocument(template, doc, stored[DEFAULT_LANGUAGE], lang);
  }
  return docs;
}

function side(
  label: string,
  rev: { id: number; kind: string; authorName: string; createdAt: string } | undefined,
): VersionSide {
  return rev
    ? {
        revision: rev.id,
        label,
        kind: rev.kind as RevisionKind,
        author: rev.authorName,
        time: historyTime(rev.createdAt),
      }
    : { revision: null, label: M.compare.none, kind: null, author: null, time: null };
}

export async function compareContent(db: Db, ctx: EnvContext, q: CompareQuery): Promise<CompareReply> {
  const row = await reachableRow(db, ctx, q.id);
  const type = await findContentType(db, row.typeId);
  if (!type) throw notFound(M.notFound);
  const custom = q.from !== undefined || q.to !== undefined;
  const vt = flag(q.vt) || (row.status === 'pending' && row.submittedTrack === 'vt');
  const working = submittedHead(row, vt ? 'vt' : 'main');
  const oldRev =
    (await revisionOf(db, row.id, q.from)) ??
    (q.from === undefined && row.publishedRevision !== null
      ? await findContentRevision(db, row.id, row.publishedRevision)
      : undefined);
  const newRev =
    (await revisionOf(db, row.id, q.to)) ??
    (q.to === undefined && working !== null ? await findContentRevision(db, row.id, working) : undefined);
  const [oldStored, newStored] = await Promise.all([
    oldRev ? loadDocuments(db, oldRev.id) : ({} as StoredDocuments),
    newRev ? loadDocuments(db, newRev.id) : ({} as StoredDocuments),
  ]);
  const dataOld = documentsOf(type.template, oldStored);
  const dataNew = documentsOf(type.template, newStored);
  const langs = CONTENT_LANGUAGES.filter((l) => dataOld[l]?.isActive || dataNew[l]?.isActive);
  const authorId = row.submittedBy ?? row.creatorId;
  const [author, group, reviewer] = await Promise.all([
    findPerson(db, authorId),
    findGroupName(db, row.groupId),
    findPerson(db, row.reviewerId),
  ]);
  const buttons = reviewButtons(ctx, row, custom);
  const status = row.status as ContentStatus;
  return {
    dataOld,
    dataNew,
    contentLangs: {
      name: M.compare.languages,
      data: langs.map((language, i) => {
        const option = LANGUAGE_OPTIONS.find((o) => o.value === language)!;
        return {
          language,
          label: option.label,
          flag: option.flag,
          default: langs.includes(DEFAULT_LANGUAGE) ? language === DEFAULT_LANGUAGE : i === 0,
          url: previewHtmlUrl(row.id, language),
        };
      }),
    },
    info: {
      title: row.name,
      type: type.name,
      typeCode: type.code,
      creation: { label: M.compare.creation, date: dayAndTime(row.createdAt).day },
      user: {
        label: M.compare.user,
        name: author?.fullName ?? row.creatorName,
        image: author?.image ?? null,
        email: author?.email ?? null,
        phone: group?.phone || null,
      },
      group: group?.name ?? null,
      status: { name: CONTENT_STATUS_LABELS[status], code: status },
      reviewer: reviewer?.fullName ?? null,
      submittedAt: row.submittedAt,
      actions: buttons,
    },
    aside: { buttons },
    labels: { ...DIFF_LABELS, old: M.compare.old, new: M.compare.new },
    discardMail: {
      subject: M.mail.discardSubject(row.name),
      text: M.mail.discardText(row.name),
      to: author?.email ?? null,
    },
    sides: {
      old: side(
        custom ? (M.versionKinds[oldRev?.kind as RevisionKind] ?? M.compare.old) : M.compare.old,
        oldRev,
      ),
      new: side(
        custom ? (M.versionKinds[newRev?.kind as RevisionKind] ?? M.compare.new) : M.compare.new,
        newRev,
      ),
    },
    params: {
      id: row.id,
      typeId: row.typeId,
      family: row.family as ContentFamily,
      status,
      vt,
      revision: working,
      publishedRevision: row.publishedRevision,
      custom,
    },
  };
}

/** GET /api/content/versions: every version of a content, newest first. */
export async function contentVersions(db: Db, ctx: EnvContext, id: number): Promise<VersionsReply> {
  const row = await reachableRow(db, ctx, id);
  const versions = await listVersions(db, row.id);
  const langs = await langsOfRevisions(
    db,
    versions.map((v) => v.id),
  );
  return {
    id: row.id,
    title: row.name,
    data: versions.map((v) => ({
      revision: v.id,
      kind: v.kind as RevisionKind,
      label: M.versionKinds[v.kind as RevisionKind] ?? v.kind,
      track: v.track,
      author: v.authorName,
      at: v.createdAt,
      time: historyTime(v.createdAt),
      langs: CONTENT_LANGUAGES.filter((l) => langs.get(v.id)?.includes(l)),
      isHead: v.id === row.headRevision || v.id === row.vtRevision,
      isPublished: v.id === row.publishedRevision,
    })),
    canRestore: row.status !== 'delete_requested',
  };
}
