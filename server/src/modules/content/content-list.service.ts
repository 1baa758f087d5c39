import {
  CONTENT_LIST_PAGE_SIZE,
  CONTENT_RANGE_KEYS,
  CONTENT_SEARCH_KEY,
  PORTAL_ENV,
  type ContentFamily,
  type ContentListQuery,
  type ContentListReply,
} from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import type { Db } from '../../platform/db/connect.js';
import { badRequest, forbidden } from '../../platform/http/errors.js';
import { canEditContent, canPreviewContent, canWorkOnContent, contentGroupsOf } from './content.access.js';
import { CONTENT_LIST_MESSAGES as M } from './content-list.messages.js';
import { searchWords } from '../../platform/search/words.js';
import { presentFilters, presentListItem, presentTile } from './content-list.presenter.js';
import {
  findListPageCounted,
  findTypeSummaries,
  type ListFilter,
  type TypeSummary,
} from './content-list.repo.js';
import { todayInItaly } from '../../platform/time/today.js';
import { unreadUpdatesColumn } from '../notifications/index.js';

/**
 * The content list (spec 1 §2 "Content list"): the caller's reach (the rule that guards one
 * content), the filters, the search and the page, all in SQL; the reply carries the filter
 * options, the search box, the date range and the new-content tiles.
 */

const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Reviews contents here: the API column and filter, the review action on pending contents. */
export const isContentReviewer = (ctx: EnvContext): boolean => can(ctx, 'content.review');

/** 403 unless the caller works on contents in this environment. */
export function requireContentWorker(ctx: EnvContext): void {
  if (!canWorkOnContent(ctx)) throw forbidden();
}

/** The type a list is filtered by, or 400 naming the query key when the code is not of the family. */
export function typeFilter(
  types: readonly TypeSummary[],
  code: string,
  key: 'contentType' | 'guideType',
): TypeSummary | undefined {
  if (!code) return undefined;
  const type = types.find((t) => t.code === code);
  if (!type) throw badRequest(M.badType, { [key]: M.badType });
  return type;
}

function filterOf(
  ctx: EnvContext,
  q: ContentListQuery,
  type: TypeSummary | undefined,
  today: string,
): ListFilter {
  if (q.createdFrom && q.createdTo && q.createdFrom > q.createdTo)
    throw badRequest(M.badRange, { [CONTENT_RANGE_KEYS.to]: M.badRange });
  const status = q.contentStatus;
  const family: ContentFamily = 'content';
  return {
    family,
    ...(q.contentProperty === 'mine' ? { creatorId: ctx.actor.userId } : {}),
    ...(q.contentProperty === 'group' ? { groupIds: contentGroupsOf(ctx) } : {}),
    ...(type ? { typeId: type.id } : {}),
    ...(status === 'expired' ? { expiredBefore: today } : status ? { status } : {}),
    ...(q.contentUpdates ? { updates: q.contentUpdates } : {}),
    ...(q.api && isContentReviewer(ctx) ? { api: q.api === '1' ? 1 : 0 } : {}),
    words: searchWords(q.contentSearch),
    ...(q.createdFrom ? { createdFrom: q.createdFrom } : {}),
    ...(q.createdTo ? { createdBefore: nextDay(q.createdTo) } : {}),
  };
}

export async function listContents(db: Db, ctx: EnvContext, q: ContentListQuery): Promise<ContentListReply> {
  requireContentWorker(ctx);
  const types = await findTypeSummaries(db, 'content');
  const type = typeFilter(types, q.contentType, 'contentType');
  const today = todayInItaly();
  const filter = filterOf(ctx, q, type, today);
  const size = CONTENT_LIST_PAGE_SIZE;
  const { rows, ...counted } = await findListPageCounted(
    [db, ctx, filter, q.contentOrder, size + 1, (q.contentPage - 1) * size],
    unreadUpdatesColumn(ctx.actor.userId),
  );
  const page = rows.slice(0, size);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const isReviewer = isContentReviewer(ctx);
  return {
    data: page.map((row) =>
      presentListItem(row, typeById.get(row.typeId), {
        today,
        isReviewer,
        canEdit: canEditContent(ctx, row),
        canPreview: canPreviewContent(ctx, row),
        userId: ctx.actor.userId,
      }),
    ),
    filters: presentFilters(q, types, isReviewer),
    searchBar: { name: CONTENT_SEARCH_KEY, label: M.searchBar.label, placeholder: M.searchBar.placeholder },
    rangePicker: {
      label: M.rangePicker.label,
      labels: { from: M.rangePicker.from, to: M.rangePicker.to },
      from: CONTENT_RANGE_KEYS.from,
      to: CONTENT_RANGE_KEYS.to,
    },
    tiles: types.map(presentTile),
    nextPage: { hasNext: rows.length > size, loadMoreLabel: M.loadMore },
    totalCount: counted.count,
    totalCountCapped: counted.capped,
    noResultsLabel: M.noResults,
    columns: { created: ctx.actor.userType === 'ambitoiat', api: isReviewer },
    showAddToList: ctx.env !== PORTAL_ENV,
  };
}
