import {
  CONTENT_LANGUAGES,
  MEDIA_PAGE_SIZE,
  stripControlChars,
  type ContentLanguage,
  type MediaItem,
  type MediaKind,
  type MediaList,
  type MediaListQuery,
  type MediaMetaBody,
  type MediaUploadFields,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.js';
import { newStorageKey, type Storage } from '../../platform/storage/index.js';
import { canEditMedia, canSeeMedia, mediaScope, ownGroupId } from './media.access.js';
import type { PreparedFile } from './media.inspect.js';
import { mediaUsageHref } from './media.links.js';
import { MEDIA_MESSAGES as M } from './media.messages.js';
import { presentMedia } from './media.presenter.js';
import {
  countMedia,
  countUsage,
  deleteMedia,
  findMedia,
  findMediaForUpdate,
  findMediaPage,
  findTexts,
  findUsage,
  insertMedia,
  updateMedia,
  upsertTexts,
  type MediaChanges,
  type MediaRow,
} from './media.repo.js';

/** Rows → items, with texts and usage read in two queries for the whole page. */
async function present(
  db: Db,
  ctx: EnvContext,
  rows: MediaRow[],
  lang: ContentLanguage,
): Promise<MediaItem[]> {
  const ids = rows.map((r) => r.id);
  const [texts, usage] = await Promise.all([findTexts(db, ids), findUsage(db, ids)]);
  return rows.map((row) => {
    const used = usage.filter((u) => u.mediaId === row.id);
    return presentMedia(
      row,
      {
        texts: texts.filter((t) => t.mediaId === row.id),
        usage: used,
        usedByHref: mediaUsageHref(used[0], ctx.env),
        editable: canEditMedia(ctx, row),
      },
      lang,
    );
  });
}

/** The picker's list: the caller's group's files (every group's for admins and reviewers). */
export async function listMedia(
  db: Db,
  ctx: EnvContext,
  kind: MediaKind,
  q: MediaListQuery,
): Promise<MediaList> {
  const filter = { kind, scope: mediaScope(ctx), search: q.search };
  const total = await countMedia(db, filter);
  const offset = (q.page - 1) * MEDIA_PAGE_SIZE;
  const rows = offset < total ? await findMediaPage(db, { ...filter, limit: MEDIA_PAGE_SIZE, offset }) : [];
  return {
    data: await present(db, ctx, rows, q.lang),
    currentPage: q.page,
    totalPages: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)),
    itemsPerPage: MEDIA_PAGE_SIZE,
    totalItems: total,
  };
}

export async function getMediaItem(db: Db, ctx: EnvContext, id: number, lang: ContentLanguage = 'it') {
  const row = await findMedia(db, id);
  if (!row || !canSeeMedia(ctx, row)) throw notFound(M.fileNotFound);
  const [item] = await present(db, ctx, [row], lang);
  return item!;
}

/** File name without folders or control characters, at most 200 characters, for display only. */
export function cleanFileName(name: string, fallback = 'file'): string {
  const base = stripControlChars(name.split(/[\\/]/).pop() ?? '').trim();
  return base.slice(0, 200) || fallback;
}

/**
 * Stores a checked upload and records it for the caller's group. The files go to storage first;
 * if the row cannot be written they are removed again.
 */
export async function saveUpload(
  db: Db,
  storage: Storage,
  ctx: EnvContext,
  input: { file: PreparedFile; originalName: string; fields: MediaUploadFields; lang: ContentLanguage },
): Promise<MediaItem> {
  const groupId = ownGroupId(ctx);
  if (groupId === null) throw forbidden(M.noMembership);
  const { file, fields } = input;
  const originalName = cleanFileName(input.originalName);

  const fileKey = newStorageKey(`media/${file.kind}`, file.extension);
  const thumbKey = file.thumb ? newStorageKey('media/thumb', file.thumb.extension) : null;
  await storage.put(fileKey, file.data, file.mime);
  if (file.thumb && thumbKey) await storage.put(thumbKey, file.thumb.data, file.thumb.mime);

  const now = nowIso();
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const newId = await insertMedia(trx, {
        kind: file.kind,
        groupId,
        uploadedBy: ctx.actor.userId,
        fileKey,
        thumbKey,
        originalName,
        name: file.kind === 'document' && fields.name ? fields.name : originalName,
        mime: file.mime,
        size: file.data.length,
        width: file.width,
        height: file.height,
        checksum: file.checksum,
        copyright: fields.copyright ?? '',
        link: fields.link ?? '',
        position: file.kind === 'image' ? (fields.position ?? null) : null,
        lingua: file.kind === 'document' ? (fields.lingua ?? null) : null,
        documentType: file.kind === 'document' ? (fields.documentType ?? '') : '',
        createdAt: now,
        updatedAt: now,
      });
      if (file.kind === 'image' && (fields.alt || fields.caption)) {
        await upsertTexts(trx, newId, [
          { lang: input.lang, alt: fields.alt ?? '', caption: fields.caption ?? '' },
        ]);
      }
      return newId;
    });
  } catch (err) {
    await storage.delete(fileKey);
    if (thumbKey) await storage.delete(thumbKey);
    throw err;
  }
  return getMediaItem(db, ctx, id, input.lang);
}

/** Alt and caption per language, copyright, link, position; for documents name, lingua and type. */
export async function updateMediaMeta(
  db: Db,
  ctx: EnvContext,
  id: number,
  body: MediaMetaBody,
): Promise<MediaItem> {
  await db.transaction().execute(async (trx) => {
    const row = await findMedia(trx, id);
    if (!row || !canSeeMedia(ctx, row)) throw notFound(M.fileNotFound);
    if (!canEditMedia(ctx, row)) throw forbidden(M.notYours);
    checkFieldsForKind(row.kind, body);

    const changes: MediaChanges = { updatedAt: nowIso() };
    if (body.copyright !== undefined) changes.copyright = body.copyright;
    if (body.link !== undefined) changes.link = body.link;
    if (body.position !== undefined) changes.position = body.position;
    if (body.name !== undefined) changes.name = body.name;
    if (body.lingua !== undefined) changes.lingua = body.lingua;
    if (body.documentType !== undefined) changes.documentType = body.documentType;
    await updateMedia(trx, id, changes);

    const texts = CONTENT_LANGUAGES.flatMap((lang) => {
      const t = body.texts?.[lang];
      return t ? [{ lang, alt: t.alt, caption: t.caption }] : [];
    });
    await upsertTexts(trx, id, texts);
  });
  return getMediaItem(db, ctx, id);
}

function checkFieldsForKind(kind: MediaKind, body: MediaMetaBody): void {
  const wrong =
    kind === 'image'
      ? (['name', 'lingua', 'documentType'] as const).filter((k) => body[k] !== undefined)
      : (['texts', 'position'] as const).filter((k) => body[k] !== undefined);
  if (!wrong.length) return;
  const message = kind === 'image' ? M.documentOnly : M.imageOnly;
  throw badRequest(message, Object.fromEntries(wrong.map((k) => [k, message])));
}

/**
 * Deletes a file of the caller's group (any, for admins) unless something uses it (409). The row
 * goes in a transaction; the stored files after it commits.
 */
export async function removeMedia(db: Db, storage: Storage, ctx: EnvContext, id: number): Promise<void> {
  const row = await db.transaction().execute(async (trx) => {
    // Locked (PostgreSQL) so that usage recorded meanwhile waits for us, or is seen by the count.
    const found = await findMediaForUpdate(trx, id);
    if (!found || !canSeeMedia(ctx, found)) throw notFound(M.fileNotFound);
    if (!canEditMedia(ctx, found)) throw forbidden(M.notYours);
    if ((await countUsage(trx, id)) > 0) {
      throw conflict(found.kind === 'image' ? M.imageInUse : M.documentInUse);
    }
    await deleteMedia(trx, id);
    return found;
  });
  await storage.delete(row.fileKey);
  if (row.thumbKey) await storage.delete(row.thumbKey);
}
