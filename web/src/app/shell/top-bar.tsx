import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { APP_BAR_HEIGHT } from '../theme';
import { lazyPage } from '../../components/lazy-page';
import { BrandMark } from './brand-mark';
import { EnvSwitcher } from './env-switcher';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

/** The bell comes in a chunk of its own: the first screen's JavaScript stays within its budget. */
const NotificationsBell = lazyPage(() =>
  import('../../features/notifications').then((m) => m.NotificationsBell),
);

/** The 64 px top bar: menu button (narrow screens), brand, search, notifications, environment, user. */
export function TopBar({
  showMenuButton,
  menuOpen,
  onMenuClick,
}: {
  showMenuButton: boolean;
  menuOpen: boolean;
  onMenuClick: () => void;
}) {
  const { config, env } = useAppScope();
  return (
    <AppBar
      position="fixed"
      color="primary"
      sx={{
        zIndex: (t) => t.zIndex.drawer + 1,
        height: APP_BAR_HEIGHT,
        // On the teal bar the focus ring is white.
        '& .Mui-focusVisible, & a:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 },
      }}
      component="header"
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: APP_BAR_HEIGHT, height: APP_BAR_HEIGHT }}>
        {showMenuButton ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={messages.shell.openMenu}
            aria-expanded={menuOpen}
            onClick={onMenuClick}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Link
          href={paths.brand(env, config.rootEnv)}
          color="inherit"
          underline="none"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 700,
            fontSize: '1.2rem',
            flexShrink: 0,
            borderRadius: 1,
          }}
        >
          <BrandMark />
          {messages.app.name}
        </Link>
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          <SearchBox />
        </Box>
        <Suspense fallback={null}>
          <NotificationsBell />
        </Suspense>
        <EnvSwitcher />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
