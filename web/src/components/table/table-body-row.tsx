import { Fragment, useId, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import MuiTableRow from '@mui/material/TableRow';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import type { TableColumn, TableRow, TableTemplate } from '@sportello/contracts';
import { allowedActions, RowActions } from './row-actions-menu';
import { ACTIONS_CELL } from './sticky-actions';
import { SubTable } from './sub-table';
import { CellValue, columnCellSx } from './table-cells';
import { cellText, rowClickAction, titleOf } from './table-text';
import type { InjectedState } from './use-table-data';
import type { RunAction } from './types';
import { tableMessages as m } from './messages';

/** A click on a button, a link or a menu inside the row is theirs, not the row's. */
const fromControl = (e: MouseEvent) =>
  (e.target as HTMLElement).closest('button, a, input, [role="menuitem"], [role="option"]') !== null;

function InjectedCell({
  column,
  row,
  injected,
  template,
}: {
  column: TableColumn;
  row: TableRow;
  injected: InjectedState;
  template: TableTemplate;
}) {
  const receives = row.status === 1 && !!row.injectKey;
  if (receives && injected.status === 'loading') return <Skeleton width={72} />;
  const value =
    receives && injected.status === 'ready'
      ? injected.values[row.injectKey as string]?.[column.key]
      : row.cells[column.key];
  return <CellValue column={column} value={value} statusLabels={template.config.statusLabels} />;
}

/** One row: expand buttons, cells (the title a button when the row opens something), actions. */
export function TableBodyRow({
  template,
  row,
  span,
  expanded,
  onToggle,
  injected,
  onRun,
  onRowClick,
}: {
  template: TableTemplate;
  row: TableRow;
  span: number;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  injected: InjectedState;
  onRun: RunAction;
  onRowClick: (row: TableRow) => void;
}) {
  const id = useId();
  const title = titleOf(template.columns, row.cells);
  const click = rowClickAction(template, row);
  const actions = allowedActions(template.actions, row.actions);
  const open = (e: MouseEvent) => {
    if (!click || fromControl(e) || window.getSelection()?.toString()) return;
    onRowClick(row);
  };
  const openSubs = template.subTables.filter((s) => expanded.has(`${row.id}:${s.key}`));

  return (
    <>
      <MuiTableRow
        hover={!!click}
        onClick={click ? open : undefined}
        sx={{
          cursor: click ? 'pointer' : undefined,
          '& > td': openSubs.length ? { borderBottom: 0 } : undefined,
        }}
      >
        {template.subTables.length ? (
          <TableCell sx={{ '&&': { px: 0.5, py: 0 }, whiteSpace: 'nowrap' }}>
            {template.subTables.map((s) => {
              const isOpen = expanded.has(`${row.id}:${s.key}`);
              return (
                <IconButton
                  key={s.key}
                  size="small"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? `${id}-${s.key}` : undefined}
                  aria-label={m.showSub(s.title, title)}
                  onClick={() => onToggle(`${row.id}:${s.key}`)}
                >
                  {isOpen ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                </IconButton>
              );
            })}
          </TableCell>
        ) : null}
        {template.columns.map((c) => (
          <TableCell key={c.key} sx={columnCellSx(c)} align={c.kind === 'count' ? 'right' : undefined}>
            {c.injected ? (
              <InjectedCell column={c} row={row} injected={injected} template={template} />
            ) : c.kind === 'title' ? (
              click ? (
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  onClick={() => onRowClick(row)}
                  sx={{ font: 'inherit', fontWeight: 600, textAlign: 'left', color: 'primary.dark' }}
                >
                  {cellText(row.cells[c.key]) || m.noValue}
                </Link>
              ) : (
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {cellText(row.cells[c.key]) || m.noValue}
                </Box>
              )
            ) : (
              <CellValue column={c} value={row.cells[c.key]} statusLabels={template.config.statusLabels} />
            )}
          </TableCell>
        ))}
        {template.actions.length ? (
          <TableCell className={ACTIONS_CELL} sx={{ '&&': { py: 0 }, textAlign: 'right' }}>
            <RowActions actions={actions} title={title} onChoose={(a) => onRun(a, { row }, title)} />
          </TableCell>
        ) : null}
      </MuiTableRow>
      {openSubs.map((s) => (
        <Fragment key={s.key}>
          <MuiTableRow>
            <TableCell colSpan={span} sx={{ '&&': { p: 0 }, bgcolor: '#f7f9fa' }}>
              <SubTable
                id={`${id}-${s.key}`}
                sub={s}
                row={row}
                rowTitle={title}
                statusLabels={template.config.statusLabels}
                onRun={onRun}
              />
            </TableCell>
          </MuiTableRow>
        </Fragment>
      ))}
    </>
  );
}
