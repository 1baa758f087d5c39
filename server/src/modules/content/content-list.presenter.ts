import {
  CONTENT_LANGUAGES,
  CONTENT_STATUS_LABELS,
  type ContentFamily,
  type ContentFilterOptions,
  type ContentLang,
  type ContentListItem,
  type ContentRowAction,
  type ContentStatus,
  type NewContentTile,
} from '@sportello/contracts';
import { CONTENT_LIST_MESSAGES as M, STATUS_ICONS } from './content-list.messages.js';
import type { ListRow, TypeSummary } from './content-list.repo.js';

/** Rows of the contents table → the list's items and the reply's filters (spec 1 §3). */

/** What the service decided about the caller and a row. */
export interface ContentListRowFacts {
  /** Today in Italy (YYYY-MM-DD): a content whose last day is before it has expired. */
  today: string;
  /** Reviews contents: sees the API flag, reviews pending contents. */
  isReviewer: boolean;
  /** May edit this row's content (canEditContent). */
  canEdit: boolean;
  /** May open this content's preview (canPreviewContent, the preview route's rule). */
  canPreview: boolean;
  /** The caller (the reviewer column's take-over). */
  userId: number;
}

export const langsOf = (langs: string): ContentLang[] =>
  CONTENT_LANGUAGES.filter((l) => langs.split(',').includes(l));

export const statusOf = (code: string) => {
  const status = code as ContentStatus;
  return { name: CONTENT_STATUS_LABELS[status], icon: STATUS_ICONS[status], code: status };
};

export const imageOf = (row: Pick<ListRow, 'imageSrc' | 'imageAlt'>) =>
  row.imageSrc ? { src: row.imageSrc, alt: row.imageAlt ?? '' } : null;

/** The review actions of a row: review (pending, reviewers), take over the review, the history. */
function reviewActions(row: ListRow, facts: ContentListRowFacts): ContentRowAction[] {
  const actions: ContentRowAction[] = [];
  if (facts.isReviewer && row.status === 'pending')
    actions.push({ name: M.actions.review, action: 'review', icon: 'RateReviewOutlined' });
  if (facts.isReviewer && row.reviewerId !== facts.userId)
    actions.push({
      name: M.actions.changeReviewer,
      action: 'changeReviewer',
      icon: 'HowToRegOutlined',
      confirm: M.actions.changeReviewerConfirm,
    });
  actions.push({
    name: M.actions.history,
    action: 'history',
    icon: 'HistoryOutlined',
    modal: 'history-modal',
  });
  return actions;
}

/** The preview of a row, in the content-preview-modal (spec 1 §2 "Modals"). */
const previewAction = (): ContentRowAction => ({
  name: M.actions.preview,
  action: 'preview',
  icon: 'VisibilityOutlined',
  modal: 'content-preview-modal',
});

/**
 * The actions of a row: its preview for who may see it; edit, copy, delete some languages, delete
 * and the review ones for who may edit it.
 */
function rowActions(row: ListRow, langs: ContentLang[], facts: ContentListRowFacts): ContentRowAction[] {
  const preview = facts.canPreview ? [previewAction()] : [];
  if (!facts.canEdit) return preview;
  return [...preview, ...editActions(row, langs), ...reviewActions(row, facts)];
}

function editActions(row: ListRow, langs: ContentLang[]): ContentRowAction[] {
  const copy: ContentRowAction = { name: M.actions.copy, action: 'copy', icon: 'ContentCopyOutlined' };
  if (row.status === 'delete_requested') return [copy];
  return [
    { name: M.actions.edit, action: 'edit', icon: 'EditOutlined' },
    copy,
    ...(langs.length > 1
      ? [
          {
            name: M.actions.deleteLangs,
            action: 'delete_lang',
            icon: 'TranslateOutlined',
            modal: 'list-delete-modal',
          },
        ]
      : []),
    {
      name: M.actions.delete,
      action: 'delete',
      icon: 'DeleteOutlined',
      confirm: M.actions.deleteConfirm,
    },
  ];
}

export function presentListItem(
  row: ListRow,
  type: TypeSummary | undefined,
  facts: ContentListRowFacts,
): ContentListItem {
  const langs = langsOf(row.langs);
  const isExpired = row.expiresOn !== null && row.expiresOn < facts.today;
  const status = statusOf(row.status);
  const action =
    facts.isReviewer && status.code === 'pending'
      ? 'review'
      : facts.canEdit && status.code !== 'delete_requested'
        ? 'edit'
        : 'view';
  return {
    id: row.id,
    name: row.name,
    image: imageOf(row),
    langs,
    creator: row.creatorName,
    creatorId: row.creatorId,
    creatorUsername: row.creatorUsername,
    creatorKind: row.creatorId !== null ? 'user' : 'group',
    creatorGroupId: row.groupId,
    slug: row.slug,
    created: row.createdAt,
    type: type?.name ?? '',
    typeId: row.typeId,
    family: row.family as ContentFamily,
    status,
    // Live on the portal: a published version exists and the content has not expired.
    isActive: row.publishedRevision !== null && !isExpired,
    isExpired,
    updates: { count: row.updatesCount, label: M.updates, unread: row.unread },
    reviewer:
      row.reviewerName !== null || facts.isReviewer
        ? {
            label: M.reviewer,
            name: row.reviewerName ?? '',
            image: row.reviewerImage,
            action:
              facts.isReviewer && row.reviewerId !== facts.userId
                ? { action: 'changeReviewer' as const, confirm: M.actions.changeReviewerConfirm }
                : null,
          }
        : null,
    rowAction: { action, vt: row.vtRevision !== null },
    actions: rowActions(row, langs, facts),
    api: facts.isReviewer ? row.api === 1 : null,
  };
}

const options = (
  label: string,
  selected: string,
  data: readonly (readonly [string, string])[],
): ContentFilterOptions => ({
  label,
  selected,
  data: data.map(([value, l]) => ({ value, label: l })),
});

export function presentFilters(
  q: {
    contentProperty: string;
    contentType: string;
    contentStatus: string;
    contentUpdates: string;
    contentOrder: string;
    api: string;
  },
  types: readonly TypeSummary[],
  isReviewer: boolean,
) {
  const f = M.filters;
  const statuses = (['draft', 'pending', 'published', 'discarded', 'delete_requested'] as const).map(
    (s) => [s, CONTENT_STATUS_LABELS[s]] as const,
  );
  return {
    property: options(f.property.label, q.contentProperty === 'all' ? '' : q.contentProperty, [
      ['', f.property.all],
      ['mine', f.property.mine],
      ['group', f.property.group],
    ]),
    type: options(f.type.label, q.contentType, [
      ['', f.type.all],
      ...types.map((t) => [t.code, t.name] as const),
    ]),
    status: options(f.status.label, q.contentStatus, [
      ['', f.status.all],
      ...statuses,
      ['expired', f.status.expired],
    ]),
    updates: options(f.updates.label, q.contentUpdates, [
      ['', f.updates.all],
      ['with', f.updates.with],
      ['without', f.updates.without],
    ]),
    order: options(f.order.label, q.contentOrder, [
      ['recent', f.order.recent],
      ['oldest', f.order.oldest],
      ['updated', f.order.updated],
      ['name', f.order.name],
    ]),
    api: isReviewer
      ? options(f.api.label, q.api, [
          ['', f.api.all],
          ['1', f.api.yes],
          ['0', f.api.no],
        ])
      : null,
  };
}

export const presentTile = (t: TypeSummary): NewContentTile => ({
  id: t.id,
  actionType: 'create',
  filter: { key: 'contentType', value: t.code },
  image: t.image,
  icon: t.icon,
  name: t.name,
  family: t.family,
});
