import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import type { UserAction } from '@sportello/contracts';
import { MenuIcon } from '../../components/menu-icon';
import { RouterLink } from '../../components/router-link';
import { useMenuTargetProps } from '../../components/use-menu-target';
import { useAppScope } from '../../lib/app-scope';
import { userActionTarget } from '../../lib/menu-target';
import { messages } from '../../lib/messages';

/** A menu item's topAction list: extra actions behind a "more" button. */
export function TopActionMenu({ name, list }: { name: string; list: UserAction[] }) {
  const { env } = useAppScope();
  const targetProps = useMenuTargetProps();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        edge="end"
        size="small"
        aria-label={messages.shell.moreActions(name)}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ list: { 'aria-label': messages.shell.moreActions(name) } }}
      >
        {list.map((action, i) => {
          const props = targetProps(userActionTarget(action, env), close);
          return (
            <MenuItem
              key={`${action.action}-${i}`}
              divider={action.divider}
              {...(props.href ? { component: RouterLink } : {})}
              {...props}
            >
              <ListItemIcon>
                <MenuIcon name={action.icon} fontSize="small" />
              </ListItemIcon>
              <ListItemText>{action.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
