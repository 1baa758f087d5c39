import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DASHBOARD_GRANULARITIES, type DashboardGranularity } from '@sportello/contracts';
import { DateRangeField } from '../../../components/date-range-field';
import { dayjs } from '../../../lib/dayjs';
import type { VisitorsParams } from '../dashboards-api';
import { dashboardMessages } from '../messages';

const M = dashboardMessages.visitors;

/** The period picker, the grouping, and the office picker for those who may compare offices. */
export function VisitorsToolbar({
  params,
  onChange,
  offices,
  canCompare,
}: {
  params: VisitorsParams;
  onChange: (p: VisitorsParams) => void;
  offices: { slug: string; name: string }[];
  canCompare: boolean;
}) {
  const names = new Map(offices.map((o) => [o.slug, o.name]));
  const from = dayjs(params.from);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ width: 300 }}>
        <DateRangeField
          label={M.period}
          size="small"
          fullWidth
          disableFuture
          value={{ from, to: dayjs(params.to) }}
          onChange={(v) => {
            if (!v.from) return;
            onChange({
              ...params,
              from: v.from.format('YYYY-MM-DD'),
              to: (v.to ?? v.from).format('YYYY-MM-DD'),
            });
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="visitors-granularity" variant="body2" sx={{ color: 'text.secondary' }}>
          {M.granularity}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={params.granularity}
          aria-labelledby="visitors-granularity"
          onChange={(_, g: DashboardGranularity | null) => g && onChange({ ...params, granularity: g })}
        >
          {DASHBOARD_GRANULARITIES.map((g) => (
            <ToggleButton key={g} value={g}>
              {M.granularities[g]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {canCompare ? (
        <FormControl size="small" sx={{ minWidth: 240, maxWidth: 420 }}>
          <InputLabel id="visitors-offices">{M.offices}</InputLabel>
          <Select<string[]>
            labelId="visitors-offices"
            multiple
            displayEmpty
            value={params.offices}
            input={<OutlinedInput label={M.offices} notched />}
            renderValue={(v) => (v.length ? v.map((s) => names.get(s) ?? s).join(', ') : M.allOffices)}
            onChange={(e) => {
              const v = e.target.value;
              onChange({ ...params, offices: typeof v === 'string' ? v.split(',') : v });
            }}
          >
            {offices.map((o) => (
              <MenuItem key={o.slug} value={o.slug}>
                <Checkbox size="small" checked={params.offices.includes(o.slug)} />
                <ListItemText primary={o.name} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ) : (
        <Typography variant="body2">{offices[0]?.name}</Typography>
      )}
    </Box>
  );
}
