import {
  CONTENT_LANGUAGES,
  DEFAULT_LANGUAGE,
  validateComponent,
  type ContentSaveBody,
  type ContentSaveReply,
  type ContentStatus,
  type ContentTypeTemplate,
  type RevisionKind,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  ruleBroken,
} from '../../platform/http/errors.js';
import { assertMediaAccessible } from '../media/index.js';
import { canEditContent, canPublishContent, canWorkOnContent, contentGroupsOf } from './content.access.js';
import {
  applyLanguageSync,
  buildLangDocument,
  italianLookup,
  mediaIdsOf,
  storeLangValues,
  type StoredDocuments,
} from './content.document.js';
import { noteHtml, record, recordSubmission, type Effects, type LinkBase } from './content.history.js';
import { heldBy, isLive, lostLockError, takeLock } from './content.lock.js';
import { REVIEW_SERVER_MESSAGES as RM } from './content-review.messages.js';
import { clearSubmission } from './content-review.repo.js';
import { CONTENT_EDITOR_MESSAGES as M } from './content.messages.js';
import { resolveSourcedSelects } from './content.options.js';
import {
  clearVtRevision,
  deleteDetachedOf,
  deleteRevision,
  findContent,
  findContentForUpdate,
  findRevision,
  headOf,
  setContentStatus,
  type ContentRow,
  type Track,
} from './content.repo.js';
import { findContentType, type ContentTypeRecord } from './content-types.repo.js';
import { insertContent, loadDocuments, storeRevision } from './content.store.js';

/**
 * POST /api/content-save.json (spec 1 §4 "Save flow"): save, autosave, preview, send to validation
 * (also for the portal variant) and publish. Every save writes a revision through the store, in
 * one transaction with the list row. A save that may not become the head — another session holds
 * the lock, or a newer version was saved meanwhile — is refused with 409 but kept aside first as
 * the caller's detached autosave, so nothing typed is ever lost.
 */

interface Plan {
  kind: RevisionKind;
  status?: ContentStatus;
  published: boolean;
  next: ContentSaveReply['next'];
}

function planOf(body: ContentSaveBody, isNew: boolean): Plan {
  if (body.autosave) return { kind: 'autosave', published: false, next: null };
  const next: ContentSaveReply['next'] = body.preview
    ? 'preview'
    : body.publish
      ? 'list'
      : body.review
        ? body.forVt
          ? 'edit_vt'
          : 'list'
        : isNew
          ? 'edit'
          : null;
  if (body.publish) return { kind: 'published', status: 'published', published: true, next };
  if (body.review) return { kind: 'submitted', status: 'pending', published: false, next };
  return { kind: 'save', ...(isNew ? { status: 'draft' as const } : {}), published: false, next };
}

/** The stored documents after this save: the sent languages rebuilt, the others as they were. */
function documentsOf(
  template: ContentTypeTemplate,
  body: ContentSaveBody,
  previous: StoredDocuments,
): StoredDocuments {
  const docs: StoredDocuments = { ...previous };
  const italian = body.data[DEFAULT_LANGUAGE];
  if (italian)
    docs[DEFAULT_LANGUAGE] = storeLangValues(
      template,
      DEFAULT_LANGUAGE,
      italian,
      previous[DEFAULT_LANGUAGE],
      italianLookup(undefined),
    );
  const follow = italianLookup(docs[DEFAULT_LANGUAGE]);
  for (const lang of CONTENT_LANGUAGES) {
    const input = body.data[lang];
    if (lang === DEFAULT_LANGUAGE || !input) continue;
    docs[lang] = storeLangValues(template, lang, input, previous[lang], follow);
  }
  applyLanguageSync(template, docs);
  return withSharedIds(docs, previous);
}

/**
 * One block (one clientUUID) has one id in every language: an id already stored wins, then the
 * one given in the Italian document, then in the first language that has the block.
 */
function withSharedIds(docs: StoredDocuments, previous: StoredDocuments): StoredDocuments {
  const ids = new Map<string, string>();
  for (const source of [previous, docs])
    for (const lang of CONTENT_LANGUAGES)
      for (const c of source[lang]?.customContents ?? [])
        if (!ids.has(c.clientUUID)) ids.set(c.clientUUID, c.id);
  const shared: StoredDocuments = {};
  for (const lang of CONTENT_LANGUAGES) {
    const doc = docs[lang];
    if (doc)
      shared[lang] = {
        ...doc,
        customContents: doc.customContents.map((c) => ({ ...c, id: ids.get(c.clientUUID) ?? c.id })),
      };
  }
  return shared;
}

/**
 * The fields that stop publication, as "data.{lang}.{fieldname}" (custom contents:
 * "data.{lang}.customContents.{clientUUID}") → message, for every active language.
 */
export function invalidFields(template: ContentTypeTemplate, docs: StoredDocuments): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const lang of CONTENT_LANGUAGES) {
    const stored = docs[lang];
    if (!stored?.isActive) continue;
    const doc = buildLangDocument(template, stored, docs[DEFAULT_LANGUAGE], lang);
    const siblings = doc.baseContents.map((c) => ({
      fieldname: c.fieldname,
      label: c.label,
      value: c.value,
    }));
    for (const c of [...doc.baseContents, ...doc.extraContents]) {
      const message = validateComponent(c, c.value, siblings);
      if (message) fields[`data.${lang}.${c.fieldname}`] = message;
    }
    for (const c of doc.customContents) {
      const message = validateComponent(c, c.value, siblings);
      if (message) fields[`data.${lang}.customContents.${c.clientUUID}`] = message;
    }
  }
  return fields;
}

async function previousDocuments(db: Db, row: ContentRow | undefined, body: ContentSaveBody) {
  if (!row || body.revision === null) return {};
  const revision = await findRevision(db, body.revision);
  if (revision && revision.contentId !== row.id)
    throw badRequest('Versione del contenuto sconosciuta.', { revision: 'Versione sconosciuta' });
  // An autosave collapsed since (another tab of the same editor): build on the head; the save is
  // stale and will be kept aside.
  const from = revision ? revision.id : headOf(row, body.forVt || body.fromVt ? 'vt' : 'main');
  return from === null ? {} : loadDocuments(db, from);
}

async function checkCaller(
  db: Db,
  ctx: EnvContext,
  body: ContentSaveBody,
): Promise<{ type: ContentTypeRecord; row: ContentRow | undefined }> {
  if (body.publish && !body.autosave && !canPublishContent(ctx)) throw forbidden(M.publishForbidden);
  const type = await findContentType(db, body.typeId);
  if (!type) throw badRequest(M.typeNotFound, { typeId: M.typeUnknown });
  if (body.id === null) {
    if (!canWorkOnContent(ctx)) throw forbidden(M.createForbidden);
    return { type, row: undefined };
  }
  const row = await findContent(db, body.id);
  if (!row || row.status === 'deleted') throw notFound(M.contentNotFound);
  if (!canEditContent(ctx, row)) throw forbidden(M.forbidden);
  if (row.typeId !== type.id) throw badRequest(M.typeMismatch, { typeId: M.typeMismatch });
  if (row.status === 'delete_requested') throw ruleBroken(M.deleteRequested);
  return { type, row };
}

/** What a save that sends to validation or publishes needs to tell people. */
export interface SaveHooks {
  links: LinkBase;
  effects: Effects;
}

/** The history update of a proposition or a publication made by a save, in its transaction. */
async function recordTransition(
  trx: Db,
  ctx: EnvContext,
  hooks: SaveHooks | undefined,
  t: { id: number; kind: RevisionKind; track: Track; revision: number; at: string },
): Promise<void> {
  if (!hooks) return;
  if (t.kind === 'submitted')
    await recordSubmission(trx, ctx, hooks, {
      id: t.id,
      track: t.track,
      revision: t.revision,
      at: t.at,
      effects: hooks.effects,
    });
  if (t.kind === 'published') {
    await clearSubmission(trx, t.id);
    await record(trx, ctx, {
      contentId: t.id,
      type: 'approved',
      action: 'publish',
      text: noteHtml(RM.history.publish),
      revisionId: t.revision,
      recipients: [],
      at: t.at,
    });
  }
}

export async function saveContent(
  db: Db,
  ctx: EnvContext,
  sent: ContentSaveBody,
  hooks?: SaveHooks,
): Promise<ContentSaveReply> {
  const { type, row } = await checkCaller(db, ctx, sent);
  const body = await resolveSourcedSelects(db, type.template, sent);
  const previous = await previousDocuments(db, row, body);
  const docs = documentsOf(type.template, body, previous);
  if (!CONTENT_LANGUAGES.some((lang) => docs[lang]?.isActive))
    throw badRequest(M.noActiveLanguage, { data: M.noActiveLanguageField });
  const before = new Set(mediaIdsOf(previous));
  await assertMediaAccessible(
    db,
    ctx,
    mediaIdsOf(docs).filter((id) => !before.has(id)),
    'data',
  );
  const plan = planOf(body, !row);
  if (plan.kind === 'submitted' || plan.kind === 'published') {
    const fields = invalidFields(type.template, docs);
    if (Object.keys(fields).length) throw ruleBroken(M.invalidForPublication, fields);
  }

  const at = nowIso();
  const author = { authorId: ctx.actor.userId, authorName: ctx.actor.fullName };
  const outcome = await db.transaction().execute(async (trx): Promise<ContentSaveReply | AppError> => {
    if (!row) {
      const id = await insertContent(trx, {
        type,
        groupId: contentGroupsOf(ctx)[0] ?? null,
        creatorId: ctx.actor.userId,
        creatorName: ctx.actor.fullName,
        createdAt: at,
      });
      const revision = await storeRevision(trx, {
        contentId: id,
        type,
        track: 'main',
        kind: plan.kind,
        ...author,
        baseRevision: null,
        docs,
        ...(plan.status ? { status: plan.status } : {}),
        published: plan.published,
        at,
      });
      await takeLock(trx, ctx, id, body.sessionId, true);
      await recordTransition(trx, ctx, hooks, { id, kind: plan.kind, track: 'main', revision, at });
      return {
        id,
        revision,
        status: plan.status ?? 'draft',
        savedAt: at,
        next: plan.next,
        family: type.family,
      };
    }

    const loadedTrack: Track = body.forVt || body.fromVt ? 'vt' : 'main';
    const current = await findContentForUpdate(trx, row.id);
    if (!current || current.status === 'deleted') throw notFound(M.contentNotFound);
    if (current.status === 'delete_requested') throw ruleBroken(M.deleteRequested);
    const keepAside = async () => {
      const kept = await storeRevision(trx, {
        contentId: row.id,
        type,
        track: loadedTrack,
        kind: 'autosave',
        ...author,
        baseRevision: body.revision,
        docs,
        detached: true,
        at,
      });
      await deleteDetachedOf(trx, row.id, ctx.actor.userId, { keepId: kept });
    };
    const holder = heldBy(current, ctx.actor.userId, body.sessionId);
    if (!holder && isLive(current, at)) {
      await keepAside();
      return lostLockError(ctx, current);
    }
    if (body.revision !== headOf(current, loadedTrack)) {
      await keepAside();
      return conflict(M.conflict);
    }
    await takeLock(trx, ctx, row.id, body.sessionId);

    const writeTrack: Track = body.forVt && !body.fromVt && !body.publish ? 'vt' : 'main';
    const previousHeadId = writeTrack === 'vt' ? current.vtRevision : current.headRevision;
    const previousHead = previousHeadId === null ? undefined : await findRevision(trx, previousHeadId);
    // An autosave is collapsed into the next revision of the same author.
    const collapse =
      previousHead !== undefined &&
      previousHead.kind === 'autosave' &&
      previousHead.authorId === ctx.actor.userId &&
      previousHead.track === writeTrack &&
      previousHead.id !== current.publishedRevision;
    const revision = await storeRevision(trx, {
      contentId: row.id,
      type,
      track: writeTrack,
      kind: plan.kind,
      ...author,
      baseRevision: collapse ? previousHead.baseRevision : body.revision,
      docs,
      ...(plan.status ? { status: plan.status } : {}),
      published: plan.published,
      at,
    });
    if (collapse) await deleteRevision(trx, previousHead.id);
    if (writeTrack === 'vt' && plan.status) await setContentStatus(trx, row.id, plan.status, at);
    await recordTransition(trx, ctx, hooks, {
      id: row.id,
      kind: plan.kind,
      track: writeTrack,
      revision,
      at,
    });
    if (loadedTrack === 'vt' && writeTrack === 'main') await clearVtRevision(trx, row.id);
    // What the caller kept aside is in this save now — but not what another tab of theirs kept
    // after this session took the lock: the editor offers that back (content.lock.ts).
    if (plan.kind !== 'autosave')
      await deleteDetachedOf(trx, row.id, ctx.actor.userId, {
        before: holder ? current.lockSince : null,
        shown: body.autosaveRevision,
      });
    return {
      id: row.id,
      revision,
      status: plan.status ?? (current.status as ContentStatus),
      savedAt: at,
      next: plan.next,
      family: type.family,
    };
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}
