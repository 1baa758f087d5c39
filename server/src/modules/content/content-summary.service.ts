import {
  CONTENT_LANGUAGES,
  DEFAULT_LANGUAGE,
  type ContentFamily,
  type ContentLang,
  type ContentPreviewReply,
  type ContentStatus,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { LANGUAGE_OPTIONS } from '../shell/index.js';
import { can } from '../../platform/auth/capabilities.js';
import { canEditContent, canPreviewContent, canPublishContent } from './content.access.js';

const BACK_LABELS: Record<ContentFamily, string> = {
  content: 'Torna ai contenuti',
  guide: 'Torna alle guide',
  report: 'Torna ai report',
};

export const SUMMARY_MESSAGES = {
  notFound: 'Contenuto non trovato.',
  forbidden: 'Non puoi vedere questo contenuto.',
  languages: 'Lingua',
  edit: 'Modifica',
  review: 'Rivedi',
  cancelDeleteRequest: 'Annulla richiesta di eliminazione',
  cancelDeleteConfirm: 'Annullare la richiesta di eliminazione?',
  confirmDeleteRequest: 'Conferma eliminazione',
  confirmDeleteConfirm: 'Eliminare definitivamente il contenuto? Sarà tolto anche dal catalogo.',
} as const;

/**
 * The preview's buttons (spec 1 §3 "Preview payload", §4 "Delete request"): edit, the review of a
 * pending content (reviewers), cancel a delete request (who may edit it), confirm it (who may
 * publish), back to the list.
 */
function previewActions(
  ctx: EnvContext,
  status: string,
  family: ContentFamily,
): ContentPreviewReply['actions'] {
  const S = SUMMARY_MESSAGES;
  const actions: ContentPreviewReply['actions'] = [];
  if (status === 'delete_requested') {
    actions.push({
      action: 'cancelDeleteRequest',
      label: S.cancelDeleteRequest,
      confirm: S.cancelDeleteConfirm,
    });
    if (canPublishContent(ctx))
      actions.push({
        action: 'confirmDeleteRequest',
        label: S.confirmDeleteRequest,
        confirm: S.confirmDeleteConfirm,
      });
  } else actions.push({ action: 'edit', label: S.edit });
  if (status === 'pending' && can(ctx, 'content.review')) actions.push({ action: 'review', label: S.review });
  actions.push({ action: 'list', label: BACK_LABELS[family] });
  return actions;
}

/** The frame's address of one language of a content (the preview HTML). */
export const previewHtmlUrl = (id: number, lang: ContentLang) =>
  `/api/content/${id}/preview.html?lang=${lang}`;

/**
 * What the preview page shows around its frame (spec 1 §3 "Preview payload"): the title, the
 * actions and the active languages of a content the caller reaches (the one-item access rule).
 */
export async function contentPreviewSummary(
  db: Db,
  ctx: EnvContext,
  id: number,
): Promise<ContentPreviewReply> {
  const row = await db
    .selectFrom('contents')
    .innerJoin('contentTypes', 'contentTypes.id', 'contents.typeId')
    .select([
      'contents.id',
      'contents.name',
      'contents.family',
      'contents.groupId',
      'contents.langs',
      'contents.status',
      'contents.publishedRevision',
      'contentTypes.name as typeName',
    ])
    .where('contents.id', '=', id)
    .executeTakeFirst();
  if (!row || row.status === 'deleted') throw notFound(SUMMARY_MESSAGES.notFound);
  // The desk reads the published guides and reports (found by the top-bar search): no actions but back.
  const editable = canEditContent(ctx, row);
  if (!canPreviewContent(ctx, row)) throw forbidden(SUMMARY_MESSAGES.forbidden);

  const stored = new Set(row.langs.split(',').filter(Boolean));
  const active = CONTENT_LANGUAGES.filter((l) => stored.has(l));
  const langs = active.length ? active : [DEFAULT_LANGUAGE];
  const defaultLang = langs.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : langs[0]!;
  const family = row.family as ContentFamily;
  return {
    id: row.id,
    title: row.name,
    type: row.typeName,
    family,
    actions: editable
      ? previewActions(ctx, row.status, family)
      : [{ action: 'list', label: BACK_LABELS[family] }],
    status: row.status as ContentStatus,
    contentLangs: {
      name: SUMMARY_MESSAGES.languages,
      data: langs.map((language) => {
        const option = LANGUAGE_OPTIONS.find((o) => o.value === language)!;
        return {
          language,
          label: option.label,
          flag: option.flag,
          default: language === defaultLang,
          url: previewHtmlUrl(row.id, language),
        };
      }),
    },
    defaultLang,
  };
}
