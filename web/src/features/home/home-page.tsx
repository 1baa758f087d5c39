import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import { ROLE_LABELS } from '@sportello/contracts';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { menuItemTarget } from '../../lib/menu-target';
import { messages } from '../../lib/messages';
import { mainMenuQuery } from '../../lib/shell-queries';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ConfigAlerts } from '../../components/config-alerts';
import { HomeCard } from './home-card';
import { homeMessages } from './messages';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
} as const;

/** The start page: "Benvenuto, {fullName}" and a card per menu entry the user can open. */
export function HomePage() {
  const { config, env } = useAppScope();
  const { user } = config;
  const menu = useQuery(mainMenuQuery(env));
  useDocumentTitle(null);

  // The start page itself is not a destination from the start page.
  const items = (menu.data?.items ?? []).filter((item) => {
    const t = menuItemTarget(item, env);
    return !(t.kind === 'link' && !item.external && item.action.replace(/\//g, '') === '');
  });

  return (
    <>
      <PageHeader
        title={homeMessages.welcome(user.fullName)}
        subtitle={messages.shell.role(ROLE_LABELS[user.role], user.groupName || user.group)}
      />
      <ConfigAlerts alerts={config.alerts} />
      <Typography variant="h2" id="home-functions" sx={{ mb: 0.5 }}>
        {homeMessages.sectionTitle}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {homeMessages.intro}
      </Typography>
      {menu.isPending ? (
        <Box sx={grid} role="status" aria-label={messages.app.loading}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={132} />
          ))}
        </Box>
      ) : menu.isError ? (
        <QueryError error={menu.error} />
      ) : items.length === 0 ? (
        <EmptyState icon={<AppsOutlined fontSize="inherit" />} title={homeMessages.empty} />
      ) : (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }} aria-labelledby="home-functions">
          {items.map((item, i) => (
            <Box component="li" key={`${item.name}-${i}`} sx={{ display: 'flex' }}>
              <HomeCard item={item} env={env} />
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
