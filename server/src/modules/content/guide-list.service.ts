import { GUIDE_LIST_PAGE_SIZE, type GuideListQuery, type GuideListReply } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { canEditContent, canReadGuides } from './content.access.js';
import { forbidden } from '../../platform/http/errors.js';
import { DOWNLOAD_LABEL, GUIDE_LIST_LABELS } from './content-list.messages.js';
import { findListPageCounted, findTypeSummaries, type ListFilter } from './content-list.repo.js';
import { typeFilter } from './content-list.service.js';
import { presentGuideFilters, presentGuideItem, type GuideFamily } from './guide-list.presenter.js';

/**
 * The guides and the reports lists (spec 1 §2 "Guides and reports list"): what the caller edits
 * and every published one (the desk reads and downloads those), a type filter, an order and pages
 * of cards whose link downloads the PDF; only those who may edit a card get its edit and delete.
 */
export async function listGuides(
  db: Db,
  ctx: EnvContext,
  family: GuideFamily,
  q: GuideListQuery,
): Promise<GuideListReply> {
  if (!canReadGuides(ctx)) throw forbidden();
  const types = await findTypeSummaries(db, family);
  const type = typeFilter(types, q.guideType, 'guideType');
  const filter: ListFilter = { family, readable: true, words: [], ...(type ? { typeId: type.id } : {}) };
  const size = GUIDE_LIST_PAGE_SIZE;
  const { rows, ...counted } = await findListPageCounted([
    db,
    ctx,
    filter,
    q.guideOrder,
    size + 1,
    (q.contentPage - 1) * size,
  ]);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const labels = GUIDE_LIST_LABELS[family];
  return {
    data: rows.slice(0, size).map((row) =>
      presentGuideItem(
        row,
        family,
        typeById.get(row.typeId),
        // As in the content list: a content whose deletion was asked is only read (and downloaded).
        canEditContent(ctx, row) && row.status !== 'delete_requested',
      ),
    ),
    filters: presentGuideFilters(types, q),
    labels: { title: labels.title, add: labels.add, noResults: labels.noResults, download: DOWNLOAD_LABEL },
    nextPage: { hasNext: rows.length > size, loadMoreLabel: labels.loadMore },
    contentType: type?.code ?? types[0]?.code ?? '',
    contentTypeId: (type ?? types[0])?.id ?? null,
    contentPage: q.contentPage,
    totalCount: counted.count,
    totalCountCapped: counted.capped,
  };
}
