import type { ContentFilterOptions, GuideListItem } from '@sportello/contracts';
import { GUIDE_LIST_LABELS, LANGUAGE_NAMES, CONTENT_LIST_MESSAGES as M } from './content-list.messages.js';
import { imageOf, langsOf, statusOf } from './content-list.presenter.js';
import type { ListRow, TypeSummary } from './content-list.repo.js';

/** Rows → guide and report cards (spec 1 §3 "Guide list item"). */

export type GuideFamily = keyof typeof GUIDE_LIST_LABELS;

/** The PDF of a content in one language. */
export const pdfLink = (id: number, lang: string) => `/api/content/${id}/pdf?lang=${lang}`;

export function presentGuideItem(
  row: ListRow,
  family: GuideFamily,
  type: TypeSummary | undefined,
  canEdit: boolean,
): GuideListItem {
  const langs = langsOf(row.langs);
  const first = langs[0] ?? 'it';
  return {
    id: row.id,
    name: row.name,
    text: row.excerpt,
    image: imageOf(row),
    status: statusOf(row.status),
    type: type?.name ?? '',
    langs,
    download: pdfLink(row.id, first),
    actions: [
      ...(canEdit
        ? [{ action: 'edit', link: `/${family}/edit/${row.id}`, name: M.actions.edit, icon: 'EditOutlined' }]
        : []),
      ...langs.map((lang) => ({
        action: 'download',
        link: pdfLink(row.id, lang),
        name: M.actions.download(LANGUAGE_NAMES[lang]),
        icon: 'PictureAsPdfOutlined',
      })),
      ...(canEdit
        ? [
            {
              action: 'delete',
              name: M.actions.delete,
              icon: 'DeleteOutlined',
              confirm: GUIDE_LIST_LABELS[family].deleteConfirm,
            },
          ]
        : []),
    ],
  };
}

export function presentGuideFilters(
  types: readonly TypeSummary[],
  q: { guideType: string; guideOrder: string },
): { type: ContentFilterOptions; order: ContentFilterOptions } {
  const f = M.filters;
  return {
    type: {
      label: f.type.label,
      selected: q.guideType,
      data: [{ label: f.type.all, value: '' }, ...types.map((t) => ({ label: t.name, value: t.code }))],
    },
    order: {
      label: f.order.label,
      selected: q.guideOrder,
      data: [
        { label: f.order.recent, value: 'recent' },
        { label: f.order.oldest, value: 'oldest' },
        { label: f.order.name, value: 'name' },
      ],
    },
  };
}
