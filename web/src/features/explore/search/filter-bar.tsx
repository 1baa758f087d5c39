import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import type { FilterBlock, FilterInput } from '@sportello/contracts';
import { exploreMessages as m } from '../messages';
import { FilterDropdown } from './filter-dropdown';

/**
 * The filter bar (spec 2 §3): each block of the category as a dropdown, the geolocation filter as
 * a chip that removes it, and "Azzera filtri" once anything is chosen.
 */
export function FilterBar({
  blocks,
  filters,
  hasBox,
  onChange,
  onRemoveBox,
  onReset,
}: {
  blocks: FilterBlock[];
  filters: FilterInput[];
  hasBox: boolean;
  onChange: (filter: FilterInput) => void;
  onRemoveBox: () => void;
  onReset: () => void;
}) {
  const valuesOf = (name: string) => filters.find((f) => f.key === name)?.values ?? [];
  const geolocation = blocks.find((b) => b.type === 'geolocation');
  const shown = blocks.filter((b) => b.type !== 'geolocation');
  return (
    <Box
      role="group"
      aria-label={m.filters.bar}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      {shown.map((block) => (
        <FilterDropdown key={block.name} block={block} values={valuesOf(block.name)} onChange={onChange} />
      ))}
      {hasBox ? (
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            pl: 1.25,
            border: 1,
            borderColor: 'secondary.main',
            color: 'secondary.main',
            borderRadius: 4,
            bgcolor: 'background.paper',
            fontSize: 14,
            fontWeight: 600,
          }}
        >
          <MyLocationOutlined aria-hidden sx={{ fontSize: 18 }} />
          {geolocation?.label ?? m.map.geolocation}
          <IconButton
            size="small"
            aria-label={m.map.removeGeolocation}
            onClick={onRemoveBox}
            sx={{ color: 'inherit' }}
          >
            <CloseOutlined fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
      {filters.length || hasBox ? (
        <Button size="small" onClick={onReset}>
          {m.filters.resetAll}
        </Button>
      ) : null}
    </Box>
  );
}
