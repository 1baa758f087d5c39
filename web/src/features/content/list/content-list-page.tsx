import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { CONTENT_SEARCH_KEY, type ContentListItem, type ContentListReply } from '@sportello/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useAppScope } from '../../../lib/app-scope';
import { messages } from '../../../lib/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CONTENT_LIST_KEYS, contentListKeys, fetchContentListPage } from './content-list-api';
import { ContentListToolbar } from './content-list-toolbar';
import { ContentTable, ContentTableSkeleton } from './content-table';
import { DeleteLangsModal } from './delete-langs-modal';
import { ListError } from './list-error';
import { LoadMore } from './load-more';
import { HistoryModal } from '../../notifications';
import { ContentPreviewModal } from '../preview/content-preview-modal';
import { listMessages as m } from './messages';
import { NewContentTiles } from './new-content-tiles';
import { rowTarget, useContentActions } from './use-content-actions';
import { useAccumulatedPages } from './use-accumulated-pages';
import { useListParams } from './use-list-params';

/** Rows of pages 1..n, each content once (a content may move between pages while they load). */
function rowsOf(pages: ContentListReply[]): ContentListItem[] {
  const seen = new Set<number>();
  const rows: ContentListItem[] = [];
  for (const p of pages)
    for (const row of p.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  return rows;
}

/**
 * Content list (/content, spec 1 §2): the new-content tiles, the search, the creation-date range
 * and the filters (all in the address), the table of the contents the caller reaches, and a
 * load-more button that adds the next page under the ones shown.
 */
export function ContentListPage() {
  useDocumentTitle(m.title);
  const { env } = useAppScope();
  const navigate = useNavigate();
  const { values, page, update, setPage } = useListParams(CONTENT_LIST_KEYS, CONTENT_SEARCH_KEY);
  const fetchPage = useCallback(
    (p: number, signal: AbortSignal) => fetchContentListPage(values, p, signal),
    [values],
  );
  const list = useAccumulatedPages({ queryKey: contentListKeys.list(env, values), page, fetchPage });
  const actions = useContentActions();
  const reply = list.first.data;
  const last = list.pages[list.pages.length - 1];
  const rows = rowsOf(list.pages);

  const header = <PageHeader title={m.title} subtitle={m.subtitle} />;
  if (!reply) {
    return (
      <>
        {header}
        {list.first.isError ? (
          <ListError error={list.first.error} />
        ) : (
          <>
            <Skeleton variant="rounded" height={44} sx={{ mb: 3 }} />
            <Skeleton variant="rounded" height={40} sx={{ mb: 2, maxWidth: 720 }} />
            <ContentTableSkeleton />
          </>
        )}
      </>
    );
  }

  const narrowed = CONTENT_LIST_KEYS.some((k) => k !== 'contentOrder' && values[k]);
  return (
    <>
      {header}
      <NewContentTiles tiles={reply.tiles} env={env} />
      <ContentListToolbar reply={reply} values={values} update={update} />
      {list.stale ? <LinearProgress aria-label={m.refreshing} sx={{ mb: 1 }} /> : null}
      {rows.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<ArticleOutlined fontSize="inherit" />}
            title={reply.noResultsLabel}
            action={
              narrowed ? (
                <Button
                  variant="outlined"
                  onClick={() => update(Object.fromEntries(CONTENT_LIST_KEYS.map((k) => [k, null])))}
                >
                  {m.clearFilters}
                </Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <ContentTable
          rows={rows}
          columns={reply.columns}
          addToList={reply.showAddToList}
          busy={list.stale}
          onOpen={(row) => void navigate(rowTarget(env, row))}
          onAction={(action, row) => void actions.run(action, row)}
          onHistory={actions.openHistory}
          onTakeOver={(row, text) => void actions.changeReviewer(row, text)}
        />
      )}
      {list.moreFailed ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={list.retryMore}>
              {messages.common.retry}
            </Button>
          }
        >
          {messages.errors.pageLoad}
        </Alert>
      ) : null}
      {!list.stale && (last?.nextPage.hasNext || list.loadingMore) ? (
        <LoadMore
          label={reply.nextPage.loadMoreLabel}
          loading={list.loadingMore}
          status={m.shown(rows.length, reply.totalCount, reply.totalCountCapped)}
          onClick={() => setPage(list.pages.length + 1)}
        />
      ) : null}
      <DeleteLangsModal
        open={!!actions.langsOf}
        languages={actions.langsOf?.langs ?? []}
        busy={actions.busy}
        onConfirm={(langs) => void actions.deleteLangs(langs)}
        onClose={actions.closeLangs}
      />
      <HistoryModal
        contentId={actions.historyOf?.id ?? null}
        title={actions.historyOf?.name}
        open={!!actions.historyOf}
        onClose={actions.closeHistory}
      />
      <ContentPreviewModal
        contentId={actions.previewOf?.id ?? null}
        name={actions.previewOf?.name}
        onClose={actions.closePreview}
      />
    </>
  );
}
