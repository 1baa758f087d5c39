import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { DRAWER_WIDTH } from '../theme';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useMenuShortcuts } from './use-menu-shortcuts';

/** Top bar (64 px) and side menu (240 px, permanent from 1200 px, a temporary drawer below). */
export function Chrome({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { pathname } = useLocation();
  useMenuShortcuts(useAppScope().env);
  // The temporary drawer belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((o: boolean) => boolean)) =>
    setOpenOn(() => ((typeof next === 'function' ? next(open) : next) ? pathname : null));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {messages.app.skipToContent}
      </Box>
      <TopBar showMenuButton={!wide} menuOpen={open} onMenuClick={() => setOpen((o) => !o)} />
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: wide ? DRAWER_WIDTH : undefined,
          flexShrink: 0,
          '& .MuiDrawer-paper': {
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            borderRight: 1,
            borderColor: 'divider',
          },
        }}
      >
        <Toolbar />
        {/* The landmark sits inside the drawer so the permanent and the temporary variant both carry it. */}
        <Box component="nav" aria-label={messages.shell.mainMenu}>
          <SideMenu />
        </Box>
      </Drawer>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>{children}</Box>
      </Box>
    </Box>
  );
}
