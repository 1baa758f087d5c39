import {
  CONTENT_LANGUAGES,
  type ContentDeleteBody,
  type ContentLang,
  type ContentStatus,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { conflict, forbidden, notFound, ruleBroken } from '../../platform/http/errors.js';
import { releaseMediaUsage } from '../media/index.js';
import { canEditContent, canPublishContent } from './content.access.js';
import type { StoredDocuments } from './content.document.js';
import { noteHtml, record, reviewersOf } from './content.history.js';
import { isLive, lockedError, lockedMessage } from './content.lock.js';
import { REVIEW_SERVER_MESSAGES as RM } from './content-review.messages.js';
import { CONTENT_EDITOR_MESSAGES as M } from './content.messages.js';
import { findContentForUpdate, markDeleted, setContentStatus, type ContentRow } from './content.repo.js';
import { findContentType } from './content-types.repo.js';
import { loadDocuments, storeRevision, unindexContent } from './content.store.js';

/**
 * POST /api/content-delete.json (spec 1 §4 "Delete request", the delete-language modal): some
 * languages (a new revision without them), the whole content (deleted for those who may publish or
 * when it never was published; otherwise a delete request a reviewer confirms), or cancel a request.
 */

const activeLangs = (row: Pick<ContentRow, 'langs'>): ContentLang[] =>
  CONTENT_LANGUAGES.filter((l) => row.langs.split(',').includes(l));

const wasPublished = (row: ContentRow) => row.publishedRevision !== null || row.status === 'published';

/** The content as contents reach it: deleted ones are gone for deletion too. */
async function contentToDelete(db: Db, ctx: EnvContext, id: number): Promise<ContentRow> {
  const row = await findContentForUpdate(db, id);
  if (!row || row.status === 'deleted') throw notFound(M.contentNotFound);
  if (!canEditContent(ctx, row)) throw forbidden(M.forbidden);
  // Someone else is writing it: deleting under them would surprise them.
  if (isLive(row) && row.lockUserId !== ctx.actor.userId) throw lockedError(lockedMessage(row));
  return row;
}

export async function deleteContent(
  db: Db,
  ctx: EnvContext,
  body: ContentDeleteBody,
): Promise<{ id: number; status: ContentStatus; langs: ContentLang[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await contentToDelete(trx, ctx, body.id);
    const at = nowIso();
    if (body.cancel) {
      if (row.status !== 'delete_requested') throw ruleBroken(M.noDeleteRequest);
      const status: ContentStatus = row.publishedRevision !== null ? 'published' : 'draft';
      await setContentStatus(trx, row.id, status, at);
      await record(trx, ctx, {
        contentId: row.id,
        type: 'action',
        action: 'delete_cancel',
        text: noteHtml(RM.history.delete_cancel),
        revisionId: row.headRevision,
        recipients: row.creatorId === null ? [] : [row.creatorId],
        at,
      });
      return { id: row.id, status, langs: activeLangs(row) };
    }
    if (body.langs) return deleteLanguages(trx, ctx, row, body.langs, at);

    if (!wasPublished(row) || canPublishContent(ctx)) {
      await markDeleted(trx, [row.id], at);
      await unindexContent(trx, row.id);
      await releaseMediaUsage(trx, { type: 'content', id: row.id });
      await record(trx, ctx, {
        contentId: row.id,
        type: 'action',
        action: 'delete',
        text: noteHtml(RM.history.delete),
        revisionId: row.headRevision,
        recipients: row.creatorId === null ? [] : [row.creatorId],
        at,
      });
      return { id: row.id, status: 'deleted' as const, langs: activeLangs(row) };
    }
    if (row.status === 'delete_requested') throw conflict(M.deleteRequested);
    await setContentStatus(trx, row.id, 'delete_requested', at);
    await record(trx, ctx, {
      contentId: row.id,
      type: 'action',
      action: 'delete_request',
      text: noteHtml(RM.history.delete_request),
      actionRequired: true,
      revisionId: row.headRevision,
      recipients: await reviewersOf(trx, null),
      at,
    });
    return { id: row.id, status: 'delete_requested' as const, langs: activeLangs(row) };
  });
}

/** A new revision of the content without these languages; at least one active language stays. */
async function deleteLanguages(
  db: Db,
  ctx: EnvContext,
  row: ContentRow,
  langs: ContentLang[],
  at: string,
): Promise<{ id: number; status: ContentStatus; langs: ContentLang[] }> {
  if (row.status === 'delete_requested') throw ruleBroken(M.deleteRequested);
  const type = await findContentType(db, row.typeId);
  if (!type) throw notFound(M.typeNotFound);
  const docs: StoredDocuments = row.headRevision === null ? {} : await loadDocuments(db, row.headRevision);
  const kept: StoredDocuments = {};
  for (const lang of CONTENT_LANGUAGES) {
    const doc = docs[lang];
    if (doc && !langs.includes(lang)) kept[lang] = doc;
  }
  const remaining = CONTENT_LANGUAGES.filter((lang) => kept[lang]?.isActive);
  if (!remaining.length) throw ruleBroken(M.deleteAllLanguages, { langs: M.deleteAllLanguages });
  await storeRevision(db, {
    contentId: row.id,
    type,
    track: 'main',
    kind: 'save',
    authorId: ctx.actor.userId,
    authorName: ctx.actor.fullName,
    baseRevision: row.headRevision,
    docs: kept,
    at,
  });
  return { id: row.id, status: row.status as ContentStatus, langs: remaining };
}
