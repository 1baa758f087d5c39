import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import MuiTableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { TableRow, TableTemplate } from '@sportello/contracts';
import { TableBodyRow } from './table-body-row';
import { ACTIONS_CELL, stickyActionsSx, stickyScrollSx, useOverflowX } from './sticky-actions';
import { columnCellSx, visuallyHidden } from './table-cells';
import type { InjectedState } from './use-table-data';
import type { SortDirection } from './use-table-url-state';
import type { RunAction } from './types';
import { tableMessages as m } from './messages';

const SKELETON_ROWS = 5;

/** The list view: sortable headers, rows (title, cells, sub-tables, actions), skeletons while loading. */
export function TableGrid({
  template,
  rows,
  fetching,
  sort,
  direction,
  onSort,
  injected,
  onRun,
  onRowClick,
}: {
  template: TableTemplate;
  /** undefined while the first page loads. */
  rows: TableRow[] | undefined;
  fetching: boolean;
  sort: string;
  direction: SortDirection;
  onSort: (key: string) => void;
  injected: InjectedState;
  onRun: RunAction;
  onRowClick: (row: TableRow) => void;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const hasSub = template.subTables.length > 0;
  const hasActions = template.actions.length > 0;
  const span = template.columns.length + (hasSub ? 1 : 0) + (hasActions ? 1 : 0);
  const loading = !rows;
  const container = useRef<HTMLDivElement>(null);
  const overflow = useOverflowX(container);

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <TableContainer
      ref={container}
      component={Paper}
      variant="outlined"
      sx={{ position: 'relative', ...stickyScrollSx }}
    >
      {fetching && !loading ? (
        <LinearProgress
          aria-label={m.refreshing}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }}
        />
      ) : null}
      <Table
        size="small"
        aria-label={template.title}
        aria-busy={loading || fetching}
        data-overflow={overflow}
        sx={{
          minWidth: 720,
          '& td, & th': { py: 1, px: 1.25 },
          '& > thead th': { whiteSpace: 'nowrap' },
          '& > tbody > tr > td': { height: 56 },
          ...stickyActionsSx,
        }}
      >
        <TableHead>
          <MuiTableRow>
            {hasSub ? (
              <TableCell sx={{ width: 44 * template.subTables.length, '&&': { px: 0.5 } }}>
                <Box component="span" sx={visuallyHidden}>
                  {m.detailsColumn}
                </Box>
              </TableCell>
            ) : null}
            {template.columns.map((c) => {
              const active = sort === c.key;
              return (
                <TableCell
                  key={c.key}
                  sx={columnCellSx(c)}
                  sortDirection={c.sortable && active ? direction : false}
                  align={c.kind === 'count' ? 'right' : undefined}
                >
                  {c.sortable && !c.injected ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? direction : 'asc'}
                      onClick={() => onSort(c.key)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}
                    >
                      {c.label}
                    </Box>
                  )}
                </TableCell>
              );
            })}
            {hasActions ? (
              <TableCell className={ACTIONS_CELL}>
                <Box component="span" sx={visuallyHidden}>
                  {m.actionsColumn}
                </Box>
              </TableCell>
            ) : null}
          </MuiTableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <MuiTableRow key={i}>
                  {Array.from({ length: span }, (_, j) => (
                    <TableCell key={j}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </MuiTableRow>
              ))
            : rows.map((row) => (
                <TableBodyRow
                  key={row.id}
                  template={template}
                  row={row}
                  span={span}
                  expanded={expanded}
                  onToggle={toggle}
                  injected={injected}
                  onRun={onRun}
                  onRowClick={onRowClick}
                />
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
