import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import MuiTableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TableRow, TableSubTable, TableTemplate } from '@sportello/contracts';
import { allowedActions, RowActions } from './row-actions-menu';
import { CellValue, columnCellSx, visuallyHidden } from './table-cells';
import { titleOf } from './table-text';
import type { RunAction } from './types';
import { tableMessages as m } from './messages';

/** The rows nested in a row (a user's groups, a group's users), with their own actions menu. */
export function SubTable({
  sub,
  row,
  rowTitle,
  statusLabels,
  onRun,
  id,
}: {
  sub: TableSubTable;
  row: TableRow;
  rowTitle: string;
  statusLabels: TableTemplate['config']['statusLabels'];
  onRun: RunAction;
  id: string;
}) {
  const rows = row.sub[sub.key] ?? [];
  const label = m.subOf(sub.title, rowTitle);
  const hasActions = sub.actions.length > 0;
  return (
    <Box id={id} sx={{ py: 1.5, pl: { xs: 1, sm: 6 }, pr: 1 }}>
      <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {sub.empty}
        </Typography>
      ) : (
        <Box
          role="region"
          aria-label={label}
          tabIndex={0}
          sx={{
            maxHeight: sub.maxHeight,
            overflow: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Table size="small" stickyHeader aria-label={label}>
            <TableHead>
              <MuiTableRow>
                {sub.columns.map((c) => (
                  <TableCell key={c.key} sx={columnCellSx(c)}>
                    {c.label}
                  </TableCell>
                ))}
                {hasActions ? (
                  <TableCell sx={{ width: 56, textAlign: 'right' }}>
                    <Box component="span" sx={visuallyHidden}>
                      {m.actionsColumn}
                    </Box>
                  </TableCell>
                ) : null}
              </MuiTableRow>
            </TableHead>
            <TableBody>
              {rows.map((subRow) => {
                const name = titleOf(sub.columns, subRow.cells);
                const actions = allowedActions(sub.actions, subRow.actions);
                return (
                  <MuiTableRow key={subRow.id}>
                    {sub.columns.map((c) => (
                      <TableCell
                        key={c.key}
                        sx={{ ...columnCellSx(c), fontWeight: c.kind === 'title' ? 600 : undefined }}
                      >
                        <CellValue column={c} value={subRow.cells[c.key]} statusLabels={statusLabels} />
                      </TableCell>
                    ))}
                    {hasActions ? (
                      <TableCell sx={{ py: 0, textAlign: 'right' }}>
                        <RowActions
                          size="small"
                          actions={actions}
                          title={name}
                          onChoose={(a) => onRun(a, { row, sub: { key: sub.key, row: subRow } }, name)}
                        />
                      </TableCell>
                    ) : null}
                  </MuiTableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
