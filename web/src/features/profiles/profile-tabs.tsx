import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ProfileTab } from '@sportello/contracts';
import { profilesMessages as m } from './messages';

export type TabType = ProfileTab['type'];

/** The profile page's tabs, from its template (search, profile, favourites, lists). */
export function ProfileTabs({
  tabs,
  selected,
  onSelect,
  favourites,
}: {
  tabs: ProfileTab[];
  selected: TabType | undefined;
  onSelect: (type: TabType) => void;
  favourites: number;
}) {
  return (
    <Tabs
      value={selected ?? false}
      onChange={(_, type: TabType) => onSelect(type)}
      aria-label={m.tabs}
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 48 }}
    >
      {tabs.map((t) => (
        <Tab
          key={t.type}
          value={t.type}
          id={`profile-tab-${t.type}`}
          aria-controls={`profile-panel-${t.type}`}
          label={t.type === 'favourites' && favourites > 0 ? `${t.label} (${favourites})` : t.label}
        />
      ))}
    </Tabs>
  );
}
