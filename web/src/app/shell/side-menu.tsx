import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { selectedMenuIndex } from '../../lib/menu-target';
import { mainMenuQuery } from '../../lib/shell-queries';
import { liveMenuCounts } from '../../features/content';
import { SideMenuItem } from './side-menu-item';

/** The side menu from /api/main-menu.json. */
export function SideMenu() {
  const { env } = useAppScope();
  const { pathname } = useLocation();
  const menu = useQuery(mainMenuQuery(env));
  const items = menu.data?.items ?? [];
  // Counts that change while the page is open (the reviewer's inbox) are asked for on their own.
  const live = liveMenuCounts(env);
  const inbox = useQuery({ ...live.query, enabled: items.some((i) => i.action === live.action) });

  if (menu.isPending) {
    return (
      <Box sx={{ p: 2 }} role="status" aria-label={messages.app.loading}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} variant="rounded" height={36} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (menu.isError) {
    return (
      <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        {messages.errors.pageLoad}
      </Typography>
    );
  }
  const selected = selectedMenuIndex(items, pathname, env);
  return (
    <List sx={{ px: 1.5, py: 2 }}>
      {items.map((item, i) => (
        <SideMenuItem
          key={`${item.name}-${i}`}
          item={item.action === live.action && inbox.data ? { ...item, notifies: inbox.data.count } : item}
          env={env}
          selected={i === selected}
          first={i === 0}
        />
      ))}
    </List>
  );
}
