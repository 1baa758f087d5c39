import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import MapOutlined from '@mui/icons-material/MapOutlined';
import type { TableTemplate } from '@sportello/contracts';
import { FilterMenu } from './filter-menu';
import { TableSearchField } from './table-search-field';
import type { TableUrlState } from './use-table-url-state';
import { tableMessages as m } from './messages';

/** Search and one dropdown per filter; below, the active criteria as chips. */
export function TableToolbar({ template, state }: { template: TableTemplate; state: TableUrlState }) {
  const active = template.filters.flatMap((f) => {
    const option = f.options.find((o) => o.value === state.filters[f.name]);
    return option ? [{ filter: f, option }] : [];
  });
  // A filter with nothing to choose (no options here) is left out.
  const filters = template.filters.filter((f) => f.options.length > 0);
  if (!template.search && !filters.length) return null;

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        {template.search ? (
          <TableSearchField
            value={state.search}
            label={template.search.placeholder}
            onSearch={state.setSearch}
          />
        ) : null}
        {filters.length ? (
          <Box
            role="group"
            aria-label={m.filters}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            {filters.map((f) => (
              <FilterMenu
                key={f.name}
                filter={f}
                value={state.filters[f.name] ?? null}
                onChange={(v) => state.setFilter(f.name, v)}
              />
            ))}
          </Box>
        ) : null}
      </Box>
      {state.narrowed ? (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {state.search ? (
            <Chip
              size="small"
              label={m.searchChip(state.search)}
              aria-label={m.removeSearch(state.search)}
              onClick={() => state.setSearch('')}
              onDelete={() => state.setSearch('')}
            />
          ) : null}
          {active.map(({ filter, option }) => (
            <Chip
              key={filter.name}
              size="small"
              color="primary"
              variant="outlined"
              label={m.filterButton(filter.label, option.label)}
              aria-label={m.removeFilter(filter.label, option.label)}
              onClick={() => state.setFilter(filter.name, null)}
              onDelete={() => state.setFilter(filter.name, null)}
            />
          ))}
          <Button size="small" onClick={state.clearCriteria}>
            {m.clearFilters}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** Elenco / Mappa, when the template has a map mode. */
export function ViewSwitch({ template, state }: { template: TableTemplate; state: TableUrlState }) {
  if (!template.map) return null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={state.mode}
      onChange={(_e, mode) => {
        if (mode) state.setMode(mode);
      }}
      aria-label={m.view}
      sx={{ bgcolor: 'background.paper' }}
    >
      <ToggleButton value="list" sx={{ px: 1.5, gap: 0.75 }}>
        <FormatListBulleted fontSize="small" aria-hidden />
        {m.list}
      </ToggleButton>
      <ToggleButton value="map" sx={{ px: 1.5, gap: 0.75 }}>
        <MapOutlined fontSize="small" aria-hidden />
        {template.map.label}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
