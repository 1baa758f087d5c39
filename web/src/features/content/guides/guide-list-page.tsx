import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import AddIcon from '@mui/icons-material/Add';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import type { GuideListItem, GuideListReply } from '@sportello/contracts';
import { useConfirm } from '../../../components/confirm-provider';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { visuallyHidden } from '../../../components/table/table-cells';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { refreshContentLists, removeContent } from '../list/content-list-api';
import { contentPaths } from '../list/content-paths';
import { ListError } from '../list/list-error';
import { LoadMore } from '../list/load-more';
import { OrderMenu, ReplyFilterMenu } from '../list/reply-filters';
import { useAccumulatedPages } from '../list/use-accumulated-pages';
import { useListParams } from '../list/use-list-params';
import { GuideCard } from './guide-card';
import { fetchGuidePage, GUIDE_LIST_KEYS, guideListKeys, type GuideFamily } from './guide-list-api';
import { guideMessages as m } from './messages';

/** While loading, a skeleton of 3 cards (spec 1 §9). */
const SKELETON_CARDS = 3;

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
} as const;

function CardsSkeleton() {
  return (
    <Box role="status" aria-busy="true" sx={grid}>
      <span style={visuallyHidden}>{m.loading}</span>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <Card key={i} variant="outlined">
          <Skeleton variant="rectangular" height={150} />
          <CardContent>
            <Skeleton width="30%" />
            <Skeleton width="80%" height={28} />
            <Skeleton />
            <Skeleton width="60%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

const itemsOf = (pages: GuideListReply[]): GuideListItem[] => {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.data.filter((i) => !seen.has(i.id) && seen.add(i.id)));
};

/**
 * Guides and reports (/guide, /report; spec 1 §2): a type filter and an order, cards whose click
 * downloads the PDF, a more-actions menu per card, load-more from page 2, and the floating add
 * button when the user's permissions allow it.
 */
export function GuideListPage({ family }: { family: GuideFamily }) {
  const { env, config } = useAppScope();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const { values, page, update, setPage } = useListParams(GUIDE_LIST_KEYS);
  const fetchPage = useCallback(
    (p: number, signal: AbortSignal) => fetchGuidePage(family, values, p, signal),
    [family, values],
  );
  const list = useAccumulatedPages({ queryKey: guideListKeys.list(env, family, values), page, fetchPage });
  const remove = useMutation({ mutationFn: removeContent });
  const reply = list.first.data;
  const title = reply?.labels.title ?? m.title[family];
  useDocumentTitle(title);

  const onAction = async (action: GuideListItem['actions'][number], item: GuideListItem) => {
    if (action.action === 'edit') {
      void navigate(
        action.link ? contentPaths.inEnv(env, action.link) : contentPaths.edit(env, family, item.id),
      );
      return;
    }
    if (action.action !== 'delete') return;
    const ok = await confirm({
      title: m.deleteTitle(item.name),
      text: action.confirm,
      type: 1,
      confirmLabel: m.deleteConfirm,
    });
    if (!ok) return;
    const done = await remove.mutateAsync({ id: item.id }).catch((e: unknown) => {
      if (!isApiError(e)) throw e;
    });
    if (!done) return;
    notify({ message: m.removed, severity: 'success' });
    await refreshContentLists(client);
  };

  const permissions = config.user.permissions as typeof config.user.permissions | undefined;
  const showAdd = !permissions || permissions.addInPageButton;
  const typeId = reply?.contentTypeId;
  const items = itemsOf(list.pages);
  const last = list.pages[list.pages.length - 1];

  return (
    <Box sx={{ pb: 10 }}>
      <PageHeader
        title={title}
        subtitle={m.subtitle[family]}
        actions={
          reply ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <ReplyFilterMenu
                name="guideType"
                filter={reply.filters.type}
                onChange={(v) => update({ guideType: v })}
              />
              <OrderMenu order={reply.filters.order} onChange={(v) => update({ guideOrder: v })} />
            </Box>
          ) : null
        }
      />
      {!reply ? (
        list.first.isError ? (
          <ListError error={list.first.error} />
        ) : (
          <CardsSkeleton />
        )
      ) : (
        <>
          {list.stale ? <LinearProgress aria-label={m.refreshing} sx={{ mb: 1 }} /> : null}
          {items.length === 0 ? (
            <Paper variant="outlined">
              <EmptyState icon={<MenuBookOutlined fontSize="inherit" />} title={reply.labels.noResults} />
            </Paper>
          ) : (
            <Box component="ul" aria-label={m.list[family]} aria-busy={list.stale} sx={grid}>
              {items.map((item) => (
                <li key={item.id}>
                  <GuideCard
                    item={item}
                    env={env}
                    downloadLabel={reply.labels.download}
                    onAction={(a, i) => void onAction(a, i)}
                  />
                </li>
              ))}
            </Box>
          )}
          {list.loadingMore && !list.stale ? <CardsSkeleton /> : null}
          {!list.stale && (last?.nextPage.hasNext || list.loadingMore) ? (
            <LoadMore
              label={reply.nextPage.loadMoreLabel}
              loading={list.loadingMore}
              status={m.shown(items.length, reply.totalCount, reply.totalCountCapped)}
              onClick={() => setPage(list.pages.length + 1)}
            />
          ) : null}
        </>
      )}
      {showAdd && reply && typeId ? (
        <Fab
          color="primary"
          variant="extended"
          href={contentPaths.create(env, family, typeId)}
          aria-label={reply.labels.add}
          sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (t) => t.zIndex.speedDial }}
        >
          <AddIcon sx={{ mr: 1 }} aria-hidden />
          {reply.labels.add}
        </Fab>
      ) : null}
    </Box>
  );
}
