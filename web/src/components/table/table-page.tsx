import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import type { TableAddButton, TableRow, TableTemplate } from '@sportello/contracts';
import { messages } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EmptyState } from '../empty-state';
import { PageHeader } from '../page-header';
import { QueryError } from '../query-error';
import { TableGrid } from './table-grid';
import { TablePagination } from './table-pagination';
import { fillText, rowClickAction } from './table-text';
import { TableToolbar, ViewSwitch } from './table-toolbar';
import { visuallyHidden } from './table-cells';
import { useInjected, useTableRows, useTableTemplate } from './use-table-data';
import { useRunAction } from './use-run-action';
import { useTableUrlState } from './use-table-url-state';
import type { TablePageProps } from './types';
import { tableMessages as m } from './messages';

const MapView = lazy(() => import('./map-view'));

/**
 * The one table page of the product (spec 3 §2 "Table pages"): everything it shows and every
 * parameter it sends comes from the table's template; what an action does is the caller's.
 */
export function TablePage({ page, onAction, onAdd, addShortcuts, headerExtra }: TablePageProps) {
  const template = useTableTemplate(page);
  useDocumentTitle(template.data?.title);
  if (template.error) return <QueryError error={template.error} />;
  if (!template.data) return <TablePageLoading />;
  return (
    <TableScreen
      key={page}
      page={page}
      template={template.data}
      onAction={onAction}
      onAdd={onAdd}
      addShortcuts={addShortcuts}
      headerExtra={headerExtra}
    />
  );
}

function TablePageLoading() {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        {m.loading}
      </Box>
      <Skeleton variant="text" width={220} sx={{ fontSize: '1.75rem' }} />
      <Skeleton variant="text" width={420} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={40} sx={{ mb: 2, maxWidth: 640 }} />
      <Skeleton variant="rounded" height={280} />
    </Box>
  );
}

function TableScreen({
  page,
  template,
  onAction,
  onAdd,
  addShortcuts,
  headerExtra,
}: TablePageProps & { template: TableTemplate }) {
  const state = useTableUrlState(template);
  const rows = useTableRows(page, state.query);
  const data = rows.data;
  const injected = useInjected(page, template, data?.elements);
  const run = useRunAction(onAction);
  const openRow = useCallback(
    (row: TableRow) => {
      const action = rowClickAction(template, row);
      if (action) onAction(action, { row });
    },
    [template, onAction],
  );

  // A page beyond the last one (an old link, rows removed meanwhile): the last page instead.
  const overshoot = !!data && !rows.isPlaceholderData && data.totalItems > 0 && state.page > data.totalPages;
  const { setPage } = state;
  useEffect(() => {
    if (overshoot) setPage(data.totalPages, { replace: true });
  }, [overshoot, data, setPage]);

  // Another page starts at the top of the table, not at the pagination below it.
  const top = useRef<HTMLDivElement>(null);
  const goToPage = (n: number) => {
    setPage(n);
    const el = top.current;
    if (el && el.getBoundingClientRect().top < 0) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
  };

  const showRows = data && !overshoot ? data.elements : undefined;
  const fetching = rows.isFetching || overshoot;
  const empty = !!showRows && showRows.length === 0;

  return (
    <>
      <PageHeader
        title={template.title}
        subtitle={template.subtitle}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <ViewSwitch template={template} state={state} />
            {headerExtra}
            {onAdd
              ? template.moreAdds.map((b) => (
                  <AddButton key={b.action} button={b} keys={addShortcuts?.[b.action]} onAdd={onAdd} />
                ))
              : null}
            {template.add && onAdd ? (
              <AddButton
                button={template.add}
                keys={addShortcuts?.[template.add.action]}
                onAdd={onAdd}
                primary
              />
            ) : null}
          </Box>
        }
      />
      <Box ref={top} sx={{ scrollMarginTop: 72 }} />
      <TableToolbar template={template} state={state} />
      {rows.error && data ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void rows.refetch()}>
              {messages.common.retry}
            </Button>
          }
        >
          {m.refreshFailed}
        </Alert>
      ) : null}
      {rows.error && !data ? (
        <Paper variant="outlined">
          <QueryError error={rows.error} />
        </Paper>
      ) : empty ? (
        <Paper variant="outlined">
          <EmptyState
            icon={
              state.narrowed ? (
                <SearchOffOutlined fontSize="inherit" />
              ) : (
                <TableRowsOutlined fontSize="inherit" />
              )
            }
            title={
              !state.narrowed
                ? template.config.empty
                : state.search
                  ? fillText(template.config.emptySearch, { query: state.search })
                  : m.emptyFilters
            }
            action={
              state.narrowed ? (
                <Button variant="outlined" onClick={state.clearCriteria}>
                  {m.clearFilters}
                </Button>
              ) : null
            }
          />
        </Paper>
      ) : state.mode === 'map' && template.map ? (
        <Suspense fallback={<MapLoading />}>
          {showRows ? <MapView template={template} rows={showRows} onOpen={openRow} /> : <MapLoading />}
        </Suspense>
      ) : (
        <TableGrid
          template={template}
          rows={showRows}
          fetching={fetching}
          sort={state.sort}
          direction={state.direction}
          onSort={state.toggleSort}
          injected={injected}
          onRun={run}
          onRowClick={openRow}
        />
      )}
      {data && !overshoot && data.totalItems > 0 ? (
        <TablePagination
          title={template.title}
          currentPage={data.currentPage}
          totalPages={data.totalPages}
          totalItems={data.totalItems}
          maxLinks={template.pagination.maxLinks}
          onPage={goToPage}
        />
      ) : null}
    </>
  );
}

/** A create button of the template: the main one filled, the others outlined; its key in the hint. */
function AddButton({
  button,
  keys,
  onAdd,
  primary,
}: {
  button: TableAddButton;
  keys: string | undefined;
  onAdd: (action: string) => void;
  primary?: boolean;
}) {
  return (
    <Button
      variant={primary ? 'contained' : 'outlined'}
      startIcon={<AddOutlined aria-hidden />}
      title={keys ? m.addHint(button.label, keys) : undefined}
      aria-keyshortcuts={keys}
      onClick={() => onAdd(button.action)}
    >
      {button.label}
    </Button>
  );
}

function MapLoading() {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        {m.mapLoading}
      </Box>
      <Skeleton variant="rounded" height={480} />
    </Box>
  );
}
