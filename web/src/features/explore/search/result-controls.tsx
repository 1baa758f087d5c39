import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import MapOutlined from '@mui/icons-material/MapOutlined';
import type { ExploreSort } from '@sportello/contracts';
import { exploreMessages as m } from '../messages';

/** Relevance always; distance when the office has a place; date for dated categories (events). */
export function SortSelect({
  value,
  withDistance,
  withDate,
  onChange,
}: {
  value: ExploreSort;
  withDistance: boolean;
  withDate: boolean;
  onChange: (sort: ExploreSort) => void;
}) {
  const options: ExploreSort[] = [
    'relevance',
    ...(withDistance ? ['distance' as const] : []),
    ...(withDate ? ['date' as const] : []),
  ];
  return (
    <TextField
      select
      size="small"
      label={m.sort.label}
      value={options.includes(value) ? value : 'relevance'}
      onChange={(e) => onChange(e.target.value as ExploreSort)}
      sx={{ minWidth: 190, bgcolor: 'background.paper' }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {m.sort[o]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** List or map (the map only where the tab does not hide it for the category, spec 2 §4). */
export function ViewSwitch({
  value,
  onChange,
}: {
  value: 'list' | 'map';
  onChange: (v: 'list' | 'map') => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={m.view.label}
      onChange={(_, v: 'list' | 'map' | null) => {
        if (v) onChange(v);
      }}
      sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root': { px: 1.5, gap: 0.75 } }}
    >
      <ToggleButton value="list">
        <FormatListBulleted aria-hidden fontSize="small" />
        {m.view.list}
      </ToggleButton>
      <ToggleButton value="map">
        <MapOutlined aria-hidden fontSize="small" />
        {m.view.map}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
