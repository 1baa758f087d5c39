import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useAppScope } from '../../lib/app-scope';
import { useTerminalLink } from '../terminals';
import { useCurrentList } from './current-list';
import { useListPaths } from './list-paths';
import { officeListsQuery } from './lists-api';
import { listsMessages as m } from './messages';

/** The modal loads with the first share, not with explore's first screen. */
const ShareListModal = lazy(() =>
  import('./share-list-modal').then((mod) => ({ default: mod.ShareListModal })),
);

/** How many of the office's lists the switch menu offers (the newest first; the rest are in Liste). */
const MENU_LISTS = 10;

/**
 * The current list in explore (issue 40): its name, how many elements it holds, a menu to switch
 * to another of the office's lists or start a new one, Rinomina (the edit page) and "Condividi in
 * {lingua}", which opens share-list-modal in `lang` (explore's search language): the language is
 * named on the button, never silently Italian.
 */
export function CurrentListBar({ lang }: { lang: string }) {
  const current = useCurrentList();
  const { env, config } = useAppScope();
  const to = useListPaths();
  const terminal = useTerminalLink();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [sharing, setSharing] = useState(false);
  const lists = useQuery({ ...officeListsQuery(env, config.user.group, 1, MENU_LISTS), enabled: !!menu });
  if (!current) return null;
  const langLabel = config.langShareOptions.options.find((o) => o.value === lang)?.label ?? lang;
  const pick = (id: number | null) => {
    current.choose(id);
    setMenu(null);
  };

  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={m.current.bar}
      sx={{ px: 2, py: 1, mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <PlaylistAddCheckOutlined aria-hidden color="primary" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {m.current.label}:
      </Typography>
      {current.id !== null && current.title !== null ? (
        <>
          <Typography variant="subtitle2" component="strong" sx={{ minWidth: 0 }} noWrap>
            {current.title}
          </Typography>
          <Chip size="small" label={m.current.count(current.count)} />
        </>
      ) : (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {m.current.none}
        </Typography>
      )}
      <Box sx={{ ml: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          endIcon={<ExpandMoreOutlined aria-hidden />}
          aria-haspopup="menu"
          aria-expanded={menu ? 'true' : undefined}
          onClick={(e) => setMenu(e.currentTarget)}
        >
          {m.current.switch}
        </Button>
        {current.id !== null ? (
          <Button size="small" startIcon={<EditOutlined aria-hidden />} onClick={() => to.edit(current.id!)}>
            {m.current.edit}
          </Button>
        ) : null}
        <Button
          size="small"
          variant="contained"
          startIcon={<ShareOutlined aria-hidden />}
          disabled={current.id === null || current.count === 0}
          onClick={() => setSharing(true)}
        >
          {m.current.shareIn(langLabel)}
        </Button>
      </Box>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem disabled dense>
          {m.current.switchMenu}
        </MenuItem>
        {(lists.data?.elements ?? []).map((l) => (
          <MenuItem key={l.id} selected={l.id === current.id} onClick={() => pick(l.id)}>
            <ListItemIcon>{l.id === current.id ? <CheckOutlined fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={l.title} secondary={m.current.count(l.elementsCount)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => pick(null)}>
          <ListItemIcon>
            <AddOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={m.current.startNew} secondary={m.current.startNewHint} />
        </MenuItem>
      </Menu>
      {sharing && current.id !== null ? (
        <Suspense fallback={null}>
          <ShareListModal
            list={{ id: current.id, title: current.title ?? '' }}
            lang={lang}
            terminal={terminal}
            onClose={() => setSharing(false)}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
