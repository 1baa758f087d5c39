import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CompareRow as Row, RowState } from './compare-model';
import { samePart } from './compare-model';
import { Empty, PartSide } from './compare-parts';

export interface DiffLabels {
  added: string;
  removed: string;
  empty: string;
}

const EDGE: Record<RowState, string> = {
  same: 'transparent',
  changed: '#ed6c02',
  inserted: '#2e7d32',
  removed: '#c62828',
};

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
  const badge =
    row.state === 'inserted' ? (
      <Chip size="small" color="success" label={labels.added} />
    ) : row.state === 'removed' ? (
      <Chip size="small" color="error" label={labels.removed} />
    ) : row.state === 'changed' ? (
      <Chip size="small" color="warning" variant="outlined" label={changedLabel} />
    ) : null;
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
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          columnGap: 3,
          rowGap: 1,
        }}
      >
        {row.parts.length === 0 ? (
          <>
            <Empty label={labels.empty} />
            <Empty label={labels.empty} />
          </>
        ) : (
          row.parts.map((part) => {
            const diff = row.state === 'changed' && !samePart(part);
            return (
              <Box key={part.key} sx={{ display: 'contents' }}>
                {(['old', 'new'] as const).map((side) => (
                  <Box key={side} sx={{ minWidth: 0 }} data-side={side}>
                    {part.label ? (
                      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                        {part.label}
                      </Typography>
                    ) : null}
                    {side === 'old' && row.state === 'inserted' ? (
                      <Empty label={labels.empty} />
                    ) : side === 'new' && row.state === 'removed' ? (
                      <Empty label={labels.removed} />
                    ) : (
                      <PartSide part={part} side={side} diff={diff} />
                    )}
                  </Box>
                ))}
              </Box>
            );
          })
        )}
      </Box>
    </Box>
  );
}
