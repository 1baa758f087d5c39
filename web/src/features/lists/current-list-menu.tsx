import { useQuery } from '@tanstack/react-query';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useAppScope } from '../../lib/app-scope';
import { officeListsQuery } from './lists-api';
import { listsMessages as m } from './messages';

/** How many of the office's lists the switch menu offers (the newest first; the rest are in Liste). */
const MENU_LISTS = 10;

/**
 * "Cambia lista" of the current-list bar: the office's newest lists, and "Nuova lista" (the next
 * add starts one). Loaded with the first opening, not with explore's first screen.
 */
export function CurrentListMenu({
  anchor,
  currentId,
  onPick,
  onClose,
}: {
  anchor: HTMLElement;
  currentId: number | null;
  /** A list's id, or null for a new list. */
  onPick: (id: number | null) => void;
  onClose: () => void;
}) {
  const { env, config } = useAppScope();
  const lists = useQuery(officeListsQuery(env, config.user.group, 1, MENU_LISTS));
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      <MenuItem disabled dense>
        {m.current.switchMenu}
      </MenuItem>
      {(lists.data?.elements ?? []).map((l) => (
        <MenuItem key={l.id} selected={l.id === currentId} onClick={() => onPick(l.id)}>
          <ListItemIcon>{l.id === currentId ? <CheckOutlined fontSize="small" /> : null}</ListItemIcon>
          <ListItemText primary={l.title} secondary={m.current.count(l.elementsCount)} />
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={() => onPick(null)}>
        <ListItemIcon>
          <AddOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={m.current.startNew} secondary={m.current.startNewHint} />
      </MenuItem>
    </Menu>
  );
}
