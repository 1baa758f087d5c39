import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CategoryFacet } from '@sportello/contracts';
import { exploreMessages as m } from '../messages';

/**
 * The result-category tabs with how many results each holds for this search (spec 2 §2): "Tutti"
 * first unless the tab hides it; empty categories step aside, except the one selected.
 */
export function CategoryTabs({
  facets,
  selected,
  hideTabAll,
  onSelect,
}: {
  facets: CategoryFacet[];
  selected: string;
  hideTabAll: boolean;
  onSelect: (name: string) => void;
}) {
  const shown = facets.filter((f) => f.name === selected || (f.name === 'all' ? !hideTabAll : f.count > 0));
  if (!shown.some((f) => f.name === selected)) shown.unshift({ name: selected, label: selected, count: 0 });
  return (
    <Tabs
      value={selected}
      onChange={(_, name: string) => onSelect(name)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={m.categories}
      sx={{
        minHeight: 44,
        borderBottom: 1,
        borderColor: 'divider',
        '& .MuiTab-root': { minHeight: 44, py: 1, px: 1.5, minWidth: 0 },
      }}
    >
      {shown.map((f) => (
        <Tab
          key={f.name}
          value={f.name}
          aria-label={m.categoryCount(f.label, f.count)}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              {f.label}
              <Box
                component="span"
                sx={{
                  fontSize: 12,
                  fontWeight: 700,
                  px: 0.75,
                  borderRadius: 10,
                  bgcolor: f.name === selected ? 'primary.main' : '#e4eaec',
                  color: f.name === selected ? 'primary.contrastText' : 'text.primary',
                }}
              >
                {f.count.toLocaleString('it-IT')}
              </Box>
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
