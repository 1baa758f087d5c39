import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LangFlag } from '../editor/lang-flag';
import { languageBadge, type DiffLabels, type LangCompare } from './compare-model';
import { CompareRowView } from './compare-row';
import { reviewMessages as m } from './messages';

/** One language: its name, how many fields changed, the column heads and the rows. */
export function CompareLanguage({
  id,
  label,
  flag,
  compare,
  labels,
  oldTitle,
  newTitle,
  onlyChanges,
}: {
  id: string;
  label: string;
  flag: string;
  compare: LangCompare;
  labels: DiffLabels;
  oldTitle: string;
  newTitle: string;
  onlyChanges: boolean;
}) {
  const rows = onlyChanges ? compare.rows.filter((r) => r.state !== 'same') : compare.rows;
  const badge = languageBadge(compare, labels);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <LangFlag flag={flag} />
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {badge ? (
          <Chip size="small" color={compare.state === 'inserted' ? 'success' : 'error'} label={badge} />
        ) : null}
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 'auto' }}>
          {m.changedCount(compare.changes)}
        </Typography>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          columnGap: 3,
          pl: 2.5,
          pb: 0.5,
          mb: 0.5,
          borderBottom: 2,
          borderColor: 'divider',
          position: 'sticky',
          top: 64,
          bgcolor: 'background.paper',
          zIndex: 1,
        }}
      >
        <Typography variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          {oldTitle}
        </Typography>
        <Typography variant="overline" sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {newTitle}
        </Typography>
      </Box>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }} role="status">
          {m.noChanges}
        </Typography>
      ) : (
        rows.map((row) => <CompareRowView key={row.key} row={row} labels={labels} changedLabel={m.changed} />)
      )}
    </Paper>
  );
}
