import { useRef } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ContentListItem, ContentListReply, ContentRowAction } from '@sportello/contracts';
import {
  ACTIONS_CELL,
  stickyActionsSx,
  stickyScrollSx,
  useOverflowX,
} from '../../../components/table/sticky-actions';
import { visuallyHidden } from '../../../components/table/table-cells';
import { ContentRow, THUMB } from './content-row';
import { listMessages as m } from './messages';

type Columns = ContentListReply['columns'];

function Head({ columns, reviewer }: { columns: Columns; reviewer: string | null }) {
  const c = m.columns;
  return (
    <TableHead>
      <TableRow>
        <TableCell>
          <span style={visuallyHidden}>{c.image}</span>
        </TableCell>
        <TableCell sx={{ width: '34%' }}>{c.name}</TableCell>
        <TableCell>{c.creator}</TableCell>
        {columns.created ? <TableCell>{c.created}</TableCell> : null}
        <TableCell>{c.type}</TableCell>
        <TableCell align="right">{c.updates}</TableCell>
        <TableCell>{c.status}</TableCell>
        {reviewer !== null ? <TableCell>{reviewer}</TableCell> : null}
        {columns.api ? <TableCell align="center">{c.api}</TableCell> : null}
        <TableCell align="center" className={ACTIONS_CELL}>
          <span style={visuallyHidden}>{c.actions}</span>
        </TableCell>
      </TableRow>
    </TableHead>
  );
}

/**
 * The table of contents (spec 1 §2 "Row columns"). On a narrow screen it scrolls sideways and the
 * row actions stay at its right edge (the table engine's sticky column).
 */
export function ContentTable({
  rows,
  columns,
  addToList = false,
  busy,
  onOpen,
  onAction,
  onHistory,
  onTakeOver,
}: {
  rows: ContentListItem[];
  columns: Columns;
  /** "Aggiungi alla lista" on published rows (hidden in make-vt: the reply's showAddToList). */
  addToList?: boolean;
  /** New criteria are loading: the rows are the previous ones. */
  busy: boolean;
  onOpen: (row: ContentListItem) => void;
  onAction: (action: ContentRowAction, row: ContentListItem) => void;
  onHistory: (row: ContentListItem) => void;
  onTakeOver: (row: ContentListItem, confirm: string) => void;
}) {
  // The reviewer column shows when the server names reviewers (its label heads it).
  const withReviewer = rows.find((r) => r.reviewer);
  const reviewer = withReviewer ? withReviewer.reviewer!.label || m.columns.reviewer : null;
  const container = useRef<HTMLDivElement>(null);
  const overflow = useOverflowX(container);
  return (
    <TableContainer
      ref={container}
      component={Paper}
      variant="outlined"
      sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity .2s', ...stickyScrollSx }}
    >
      <Table
        aria-label={m.table}
        aria-busy={busy}
        data-overflow={overflow}
        size="small"
        sx={{ '& th': { fontWeight: 700, lineHeight: 1.3 }, ...stickyActionsSx }}
      >
        <Head columns={columns} reviewer={reviewer} />
        <TableBody>
          {rows.map((row) => (
            <ContentRow
              key={row.id}
              row={row}
              columns={columns}
              addToList={addToList}
              showReviewer={reviewer !== null}
              onOpen={onOpen}
              onAction={onAction}
              onHistory={onHistory}
              onTakeOver={onTakeOver}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The table's shape while the first page loads. */
export function ContentTableSkeleton() {
  return (
    <Paper variant="outlined" role="status" aria-busy="true" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <span style={visuallyHidden}>{m.loading}</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={THUMB} height={THUMB} />
          <div style={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="20%" />
          </div>
          <Skeleton width={100} />
          <Skeleton width={80} />
        </div>
      ))}
    </Paper>
  );
}
