import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { TableCellValue, TableColumn, TableTemplate } from '@sportello/contracts';
import { dayjs, formatDate } from '../../lib/dayjs';
import { BreakableEmail } from '../breakable-email';
import { tableMessages as m } from './messages';

const MAX_CHIPS = 3;

type StatusLabels = TableTemplate['config']['statusLabels'];

/** Nothing to show, quietly. */
export function NoValue() {
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {m.noValue}
    </Box>
  );
}

export function StatusChip({ value, labels }: { value: TableCellValue; labels: StatusLabels }) {
  const key = String(value);
  const status = labels[key];
  const color = status?.color ?? 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={status?.label ?? key}
      // The palette's dark shade for the text: every colour keeps AA contrast on white.
      sx={{
        fontWeight: 600,
        fontSize: '0.75rem',
        ...(color === 'default' ? {} : { color: `${color}.dark`, borderColor: `${color}.main` }),
      }}
    />
  );
}

/** A few labels as small chips; beyond three, "+N" names the rest in a tooltip. */
export function ChipList({ values }: { values: string[] }) {
  if (values.length === 0) return <NoValue />;
  const shown = values.slice(0, MAX_CHIPS);
  const rest = values.slice(MAX_CHIPS);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((v) => (
        <Chip key={v} size="small" label={v} title={v} sx={{ maxWidth: 180, fontSize: '0.75rem' }} />
      ))}
      {rest.length ? (
        <Tooltip title={m.moreChipsLabel(rest.join(', '))}>
          <Chip
            size="small"
            variant="outlined"
            label={m.moreChips(rest.length)}
            aria-label={m.moreChipsLabel(rest.join(', '))}
            tabIndex={0}
          />
        </Tooltip>
      ) : null}
    </Box>
  );
}

/** One cell by its column kind: text, e-mail, date, status, chips, count. Titles are drawn by the row. */
export function CellValue({
  column,
  value,
  statusLabels,
}: {
  column: TableColumn;
  value: TableCellValue | undefined;
  statusLabels: StatusLabels;
}) {
  if (column.kind === 'chips') {
    const list = Array.isArray(value)
      ? value
      : value === null || value === undefined || value === ''
        ? []
        : [String(value)];
    return <ChipList values={list} />;
  }
  if (value === null || value === undefined || value === '') return <NoValue />;
  if (Array.isArray(value)) return <>{value.join(', ')}</>;
  switch (column.kind) {
    case 'status':
      return <StatusChip value={value} labels={statusLabels} />;
    case 'email':
      return <BreakableEmail address={String(value)} />;
    case 'date': {
      const date = dayjs(value as string | number);
      return date.isValid() ? <>{formatDate(date.toISOString())}</> : <>{String(value)}</>;
    }
    case 'count':
      return <>{typeof value === 'number' ? value.toLocaleString('it-IT') : String(value)}</>;
    default:
      if (typeof value === 'boolean') return <>{value ? m.yes : m.no}</>;
      return <>{String(value)}</>;
  }
}

/** Column cell styles by kind: counts right aligned, dates and statuses on one line. */
export function columnCellSx(column: TableColumn) {
  return {
    width: column.width,
    minWidth: column.kind === 'title' ? 120 : undefined,
    textAlign: column.kind === 'count' ? ('right' as const) : undefined,
    whiteSpace: column.kind === 'date' || column.kind === 'count' ? ('nowrap' as const) : undefined,
    fontVariantNumeric: column.kind === 'count' || column.kind === 'date' ? 'tabular-nums' : undefined,
    overflowWrap: 'break-word' as const,
  };
}

/** Read by screen readers, not shown (e.g. the name of the actions column). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
