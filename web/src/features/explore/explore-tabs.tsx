import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ExploreTab } from '@sportello/contracts';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { exploreMessages as m } from './messages';

/**
 * The title and the tabs of explore (explore.json tabs): search, the user's lists (disabled with
 * "Disponibile con le liste" until the lists feature fills it) and the IAT offices.
 */
export function ExploreTabs({
  tabs,
  selected,
  listReady,
  onSelect,
}: {
  tabs: ExploreTab[];
  selected: string;
  listReady: boolean;
  onSelect: (id: string) => void;
}) {
  const off = (t: ExploreTab) => t.type === 'list' && (!listReady || !!t.disabled);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 3,
        borderBottom: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h1" sx={{ pb: 1 }}>
        {m.title}
      </Typography>
      <Tabs
        value={selected}
        onChange={(_, id: string) => {
          const tab = tabs.find((t) => t.id === id);
          if (tab && !off(tab)) onSelect(id);
        }}
        aria-label={m.tabs}
        sx={{ minHeight: 48 }}
      >
        {tabs.map((t) =>
          off(t) ? (
            // Why it is off: on hover (title) and to screen readers (description), no popper needed.
            <Tab
              key={t.id}
              value={t.id}
              label={t.label}
              id={`explore-tab-${t.id}`}
              title={m.listTabSoon}
              aria-disabled
              aria-describedby={`explore-tab-${t.id}-soon`}
              sx={{ color: 'text.disabled', cursor: 'not-allowed', opacity: 0.75 }}
            />
          ) : (
            <Tab
              key={t.id}
              value={t.id}
              label={t.label}
              id={`explore-tab-${t.id}`}
              aria-controls={`explore-panel-${t.id}`}
            />
          ),
        )}
      </Tabs>
      {tabs.filter(off).map((t) => (
        <Box component="span" key={t.id} id={`explore-tab-${t.id}-soon`} sx={visuallyHidden}>
          {m.listTabSoon}
        </Box>
      ))}
    </Box>
  );
}
