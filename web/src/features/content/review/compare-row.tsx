import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DiffLabels, CompareRow as Row, RowState, Side } from './compare-model';
import { filledOn, rowLabels, samePart } from './compare-model';
import { Empty, PartSide } from './compare-parts';

const EDGE: Record<RowState, string> = {
  same: 'transparent',
  changed: '#ed6c02',
  inserted: '#2e7d32',
  removed: '#c62828',
};

const grid = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  columnGap: 3,
  rowGap: 1,
};

function PartLabel({ label }: { label: string }) {
  return label ? (
    <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
      {label}
    </Typography>
  ) : null;
}

/** A block (or field) only one side has: its filled parts on that side, one label on the other. */
function OneSided({ row, labels }: { row: Row; labels: DiffLabels }) {
  const present: Side = row.state === 'removed' ? 'old' : 'new';
  const filled = row.parts.filter((p) => filledOn(p, present));
  const shown = rowLabels(row, labels);
  return (
    <Box sx={grid}>
      {(['old', 'new'] as const).map((side) =>
        side === present ? (
          <Box
            key={side}
            data-side={side}
            sx={{ minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }}
          >
            {shown[side] ? <Empty label={shown[side]} /> : null}
            {filled.map((part) => (
              <Box key={part.key}>
                <PartLabel label={part.label} />
                <PartSide part={part} side={side} diff={false} />
              </Box>
            ))}
          </Box>
        ) : (
          <Box key={side} data-side={side}>
            <Empty label={shown[side] ?? labels.empty} />
          </Box>
        ),
      )}
    </Box>
  );
}

/** A field or block both sides have: part by part, old beside new, the differences marked. */
function TwoSided({ row, labels }: { row: Row; labels: DiffLabels }) {
  const shown = rowLabels(row, labels);
  if (shown.old && shown.new)
    return (
      <Box sx={grid}>
        <Empty label={shown.old} />
        <Empty label={shown.new} />
      </Box>
    );
  return (
    <Box sx={grid}>
      {row.parts.map((part) => {
        const diff = row.state === 'changed' && !samePart(part);
        return (
          <Box key={part.key} sx={{ display: 'contents' }}>
            {(['old', 'new'] as const).map((side) => (
              <Box key={side} sx={{ minWidth: 0 }} data-side={side}>
                <PartLabel label={part.label} />
                <PartSide part={part} side={side} diff={diff} />
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * One field or block of one language, old beside new: 'nuovo contenuto' on a block only the new
 * version has (its old side 'non inserito'), 'contenuto eliminato' on one it lost, and the words,
 * images and places that changed marked inside the others.
 */
export function CompareRowView({
  row,
  labels,
  changedLabel,
}: {
  row: Row;
  labels: DiffLabels;
  changedLabel: string;
}) {
  const { badge: text } = rowLabels(row, labels);
  const badge =
    row.state === 'inserted' ? (
      <Chip size="small" color="success" label={text} />
    ) : row.state === 'removed' ? (
      <Chip size="small" color="error" label={text} />
    ) : row.state === 'changed' ? (
      <Chip size="small" color="warning" variant="outlined" label={changedLabel} />
    ) : null;
  const oneSided = row.state === 'inserted' || row.state === 'removed';
  return (
    <Box
      component="section"
      aria-label={row.label}
      data-state={row.state}
      sx={{
        borderLeft: 4,
        borderColor: EDGE[row.state],
        pl: 1.5,
        py: 1,
        '& + &': { borderTop: 1, borderTopColor: 'divider' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography component="h4" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
          {row.label}
        </Typography>
        {badge}
      </Box>
      {oneSided ? <OneSided row={row} labels={labels} /> : <TwoSided row={row} labels={labels} />}
    </Box>
  );
}
