import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import type { UserAction } from '@sportello/contracts';
import { MenuIcon } from '../../components/menu-icon';
import { exitTargetProps } from '../../components/use-menu-target';
import { useAppScope } from '../../lib/app-scope';
import { userActionTarget } from '../../lib/menu-target';
import { inactiveMessages } from './messages';

/**
 * The modal's footer: the contact form (and any other dialog the server names) as buttons; the
 * ways out (logout, site switch) as one button, or as a menu when more than one is allowed.
 */
export function InactiveActions({
  actions,
  onModal,
}: {
  actions: UserAction[];
  onModal: (name: string) => void;
}) {
  const { env } = useAppScope();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dialogs = actions.filter((a) => a.modal);
  const exits = actions.filter((a) => !a.modal);
  // A site switch is a link; logout is a POST (lib/sign-out), so it is a button's click. Exits are
  // never modals, so this works outside the shell's ModalHost too (the environment chooser).
  const exitProps = (a: UserAction) => {
    const target = userActionTarget(a, env);
    if (target.kind === 'modal') return {};
    const { href, onClick } = exitTargetProps(target);
    return href ? { href } : { onClick };
  };

  return (
    <DialogActions sx={{ px: 3, py: 1.5, gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      {dialogs.map((a) => (
        <Button key={a.action} startIcon={<MenuIcon name={a.icon} />} onClick={() => onModal(a.modal!)}>
          {a.label}
        </Button>
      ))}
      {exits.length === 1 ? (
        <Button {...exitProps(exits[0]!)} color="inherit" startIcon={<MenuIcon name={exits[0]!.icon} />}>
          {exits[0]!.label}
        </Button>
      ) : exits.length > 1 ? (
        <>
          <Button
            color="inherit"
            endIcon={<ArrowDropDown />}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : 'false'}
            aria-controls={anchor ? menuId : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            {inactiveMessages.leaveMenu}
          </Button>
          <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {exits.map((a) => (
              <MenuItem
                key={`${a.action}-${a.params?.env ?? ''}`}
                {...(exitProps(a).href ? { component: 'a' } : {})}
                {...exitProps(a)}
              >
                <ListItemIcon>
                  <MenuIcon name={a.icon} fontSize="small" />
                </ListItemIcon>
                <ListItemText>{a.label}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </DialogActions>
  );
}
