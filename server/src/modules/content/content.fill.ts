import { randomUUID } from 'node:crypto';
import {
  ACTION_BUTTONS,
  CONTENT_LANGUAGES,
  CONTENT_STATUS_LABELS,
  DEFAULT_LANGUAGE,
  type ActionButtonName,
  type AsideButton,
  type ContentCreateQuery,
  type ContentCreateReply,
  type ContentDocument,
  type ContentLang,
  type ContentStatus,
  type LangDocument,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Config } from '../../config.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { LANGUAGE_OPTIONS } from '../shell/index.js';
import { canEditContent, canPublishContent, canWorkOnContent } from './content.access.js';
import { buildLangDocument, type StoredDocuments } from './content.document.js';
import {
  dayAndTime,
  HEARTBEAT_SECONDS,
  heldByOtherSessionOf,
  isLive,
  lockedMessage,
  lockInfo,
  takeLock,
} from './content.lock.js';
import {
  BUTTON_LABELS,
  CONTENT_EDITOR_MESSAGES as M,
  EDITOR_LABELS as L,
  EDITOR_TITLES,
} from './content.messages.js';
import {
  findContent,
  findDetachedAutosave,
  findKeptRevision,
  findRevision,
  headOf,
  type RevisionRow,
  type Track,
} from './content.repo.js';
import { findContentType, type ContentTypeRecord } from './content-types.repo.js';
import { loadDocuments } from './content.store.js';

/**
 * GET /api/content-create.json (spec 1 §3 "Content document", §4): the editor's document for a new
 * content of a type, or for a content's head revision (or the caller's newer autosave), with the
 * side menu, the languages and the custom kinds. Opening a content takes its lock; when another
 * session holds it the reply is the locked screen instead.
 */

interface FillDeps {
  db: Db;
  config: Pick<Config, 'appPrefix'>;
}

export async function fillContent(
  { db, config }: FillDeps,
  ctx: EnvContext,
  query: ContentCreateQuery,
): Promise<ContentCreateReply> {
  if (query.contentId !== undefined) return fillExisting({ db, config }, ctx, query, query.contentId);
  if (!canWorkOnContent(ctx)) throw forbidden(M.createForbidden);
  const type = await findContentType(db, query.typeId!);
  if (!type) throw notFound(M.typeNotFound);
  const data = newDocuments(type);
  const now = nowIso();
  return {
    ...frame(ctx, config, type, {
      id: null,
      status: null,
      name: EDITOR_TITLES[type.family].create,
      creator: ctx.actor.fullName,
      createdAt: now,
      updatedAt: null,
      updatesCount: 0,
      vt: query.vt,
      readonly: false,
    }),
    status: 'editable',
    data,
    params: {
      id: null,
      typeId: type.id,
      family: type.family,
      contentStatus: null,
      revision: null,
      sessionId: query.sessionId ?? randomUUID(),
      vt: query.vt,
      fromAutosave: false,
      autosaveRevision: null,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    },
  };
}

/** Every language of a new content; the starting custom contents share their clientUUID across languages. */
function newDocuments(type: ContentTypeRecord): Record<ContentLang, LangDocument> {
  const italian = buildLangDocument(type.template, undefined, undefined, DEFAULT_LANGUAGE);
  const data = {} as Record<ContentLang, LangDocument>;
  for (const lang of CONTENT_LANGUAGES) {
    if (lang === DEFAULT_LANGUAGE) {
      data[lang] = italian;
      continue;
    }
    const doc = buildLangDocument(type.template, undefined, undefined, lang);
    doc.customContents = doc.customContents.map((c, i) => ({
      ...c,
      clientUUID: italian.customContents[i]?.clientUUID ?? c.clientUUID,
    }));
    data[lang] = doc;
  }
  return data;
}

async function fillExisting(
  { db, config }: FillDeps,
  ctx: EnvContext,
  query: ContentCreateQuery,
  contentId: number,
): Promise<ContentCreateReply> {
  const row = await findContent(db, contentId);
  if (!row || row.status === 'deleted') throw notFound(M.contentNotFound);
  if (!canEditContent(ctx, row)) throw forbidden(M.forbidden);
  const type = await findContentType(db, row.typeId);
  if (!type) throw notFound(M.typeNotFound);
  const readonly = row.status === 'delete_requested';
  const sessionId = query.sessionId ?? randomUUID();

  // The same person in another tab, or back after a crash: the lock follows them at once (the
  // other tab is told on its next heartbeat, and its unsaved work is kept aside and offered here).
  const movedHere = !readonly && heldByOtherSessionOf(row, ctx.actor.userId, sessionId);
  if (!readonly) {
    const info = lockInfo(ctx, row);
    const force = movedHere || (query.takeOver && isLive(row) && info.canTakeOver);
    const taken = await db
      .transaction()
      .execute(async (trx) => takeLock(trx, ctx, contentId, sessionId, force));
    if (!taken) {
      // Someone took it between the read and the claim: describe the lock as it is now.
      const now = (await findContent(db, contentId)) ?? row;
      return {
        status: 'locked',
        message: lockedMessage(now),
        lock: lockInfo(ctx, now),
        params: { id: contentId, sessionId },
      };
    }
  }

  const track: Track = query.vt ? 'vt' : 'main';
  const head = headOf(row, track);
  const by = { contentId, authorId: ctx.actor.userId, track };
  const kept = query.kept === undefined ? undefined : await findKeptRevision(db, by, query.kept);
  const detached = kept ?? (query.autosave ? await findDetachedAutosave(db, by, head ?? 0) : undefined);
  const headRow = head === null ? undefined : await findRevision(db, head);
  const loaded: RevisionRow | undefined = detached ?? headRow;
  const docs: StoredDocuments = loaded ? await loadDocuments(db, loaded.id) : {};
  const fromAutosave = loaded?.kind === 'autosave' && loaded.authorId === ctx.actor.userId;

  const data = {} as Record<ContentLang, LangDocument>;
  for (const lang of CONTENT_LANGUAGES) {
    const stored = docs[lang];
    // A language the content never had (or had deleted) is not active, Italian included.
    data[lang] = {
      ...buildLangDocument(type.template, stored, docs.it, lang),
      isActive: stored?.isActive ?? false,
    };
  }

  const base = frame(ctx, config, type, {
    id: row.id,
    status: row.status as ContentStatus,
    name: row.name,
    creator: row.creatorName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    updatesCount: row.updatesCount,
    vt: query.vt,
    readonly,
  });
  if (fromAutosave && loaded) {
    const { day, time } = dayAndTime(loaded.createdAt);
    base.info.warning = M.fromAutosave(day, time);
  }
  const params: ContentDocument['params'] = {
    id: row.id,
    typeId: type.id,
    family: type.family,
    contentStatus: row.status as ContentStatus,
    // A save names the head it overwrites, even when the editor shows a kept-aside autosave.
    revision: head,
    sessionId,
    vt: query.vt,
    fromAutosave,
    autosaveRevision: fromAutosave && loaded ? loaded.id : null,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  };
  return readonly
    ? { ...base, status: 'readonly', message: M.deleteRequested, data, params }
    : { ...base, status: 'editable', ...(movedHere ? { message: M.movedHere } : {}), data, params };
}

interface FrameInput {
  id: number | null;
  status: ContentStatus | null;
  name: string;
  creator: string;
  createdAt: string;
  updatedAt: string | null;
  updatesCount: number;
  vt: boolean;
  readonly: boolean;
}

/** The parts around the documents: header, side menu, languages, custom kinds. */
function frame(
  ctx: EnvContext,
  config: FillDeps['config'],
  type: ContentTypeRecord,
  c: FrameInput,
): Pick<ContentDocument, 'info' | 'labels' | 'aside' | 'contentLangs' | 'availableTypes' | 'directPublish'> {
  const { template } = type;
  const titles = EDITOR_TITLES[type.family];
  const created = dayAndTime(c.createdAt);
  const updated = c.updatedAt ? dayAndTime(c.updatedAt) : null;
  const page =
    c.id === null ? `${type.family}/create/${type.id}` : `${type.family}/edit/${c.id}${c.vt ? '/true' : ''}`;
  return {
    info: {
      title: `${c.id === null ? titles.create : titles.edit}: ${type.name}`,
      type: type.name,
      typeCode: type.code,
    },
    labels: { error: template.labels.error },
    aside: {
      info: {
        name: c.name,
        infoList: [
          { label: L.infoType, value: type.name },
          { label: L.infoStatus, value: CONTENT_STATUS_LABELS[c.status ?? 'draft'] },
          { label: L.infoCreator, value: c.creator },
          { label: L.infoCreated, value: created.day },
          { label: L.infoUpdated, value: updated ? L.at(updated.day, updated.time) : M.noUpdate },
        ],
        updates: { count: c.updatesCount, label: L.updates },
      },
      buttons: buttonsFor(ctx, type, c.readonly),
      categories: [...new Set(template.extraContents.flatMap((d) => (d.category ? [d.category] : [])))],
    },
    contentLangs: {
      name: L.languages,
      info: L.languagesInfo,
      tooltip: L.languagesTooltip,
      data: LANGUAGE_OPTIONS.map((o) => ({
        language: o.value,
        label: o.label,
        flag: o.flag,
        default: o.value === DEFAULT_LANGUAGE,
        url: `${config.appPrefix}/${ctx.env}/${page}?lang=${o.value}`,
      })),
    },
    availableTypes: {
      maxTypes: Object.fromEntries(template.customTypes.map((k) => [k.name, k.max])),
      data: template.customTypes.map((k) => ({
        name: k.name,
        label: k.label,
        description: k.description,
        icon: k.icon,
        max: k.max,
        type: k.component.type,
        // The whole definition, so a block the editor adds has its label, rules and options.
        component: k.component,
      })),
    },
    directPublish: canPublishContent(ctx),
  };
}

/** The side menu's actions: publish for those who may, send to validation for the others. */
function buttonsFor(ctx: EnvContext, type: ContentTypeRecord, readonly: boolean): AsideButton[] {
  const publisher = canPublishContent(ctx);
  const shown = (action: ActionButtonName): boolean => {
    switch (action) {
      case 'publish':
        return publisher;
      case 'proposition':
        return !publisher;
      case 'proposition_vt':
        return type.family === 'content';
      default:
        return true;
    }
  };
  return ACTION_BUTTONS.filter(shown).map((action) => {
    const confirm = type.template.confirms[action];
    return {
      action,
      label: BUTTON_LABELS[action],
      ...(confirm ? { confirm } : {}),
      disabled: readonly,
      ...(readonly ? { tooltip: M.readOnlyTooltip } : {}),
    };
  });
}
