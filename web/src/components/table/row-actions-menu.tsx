import { useId, useState, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import type { TableAction } from '@sportello/contracts';
import { MenuIcon } from '../menu-icon';
import { tableMessages } from './messages';

/** The template's actions this row allows, in template order, destructive ones last. */
export function allowedActions(actions: TableAction[], allowed: string[]): TableAction[] {
  const set = new Set(allowed);
  const mine = actions.filter((a) => set.has(a.action));
  return [...mine.filter((a) => !a.danger), ...mine.filter((a) => a.danger)];
}

/** An entry of the menu: a table action, or a link that downloads a file (href). */
export type MenuAction = Pick<TableAction, 'action' | 'label' | 'icon'> &
  Partial<Pick<TableAction, 'danger' | 'divider'>> & { href?: string | undefined };

/**
 * The "⋮" of a row or a card: a menu of the actions it allows (danger in red, dividers); an
 * action with an href is a download link.
 */
export function RowActionsMenu<A extends MenuAction>({
  actions,
  label,
  onChoose,
  size = 'medium',
  buttonSx,
}: {
  /** Already filtered by the row's allowed actions. */
  actions: A[];
  /** "Azioni per {title}". */
  label: string;
  onChoose: (action: A) => void;
  size?: 'small' | 'medium';
  buttonSx?: SxProps<Theme>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  if (actions.length === 0) return null;
  const open = !!anchor;

  const items: ReactNode[] = [];
  actions.forEach((a, i) => {
    const previous = actions[i - 1];
    if (previous && (a.divider || (a.danger && !previous.danger))) {
      items.push(<Divider key={`${a.action}-divider`} component="li" role="separator" />);
    }
    const link = a.href ? ({ component: 'a', href: a.href, download: true } as const) : {};
    items.push(
      <MenuItem
        key={`${a.action}-${i}`}
        {...link}
        onClick={() => {
          setAnchor(null);
          if (!a.href) onChoose(a);
        }}
        sx={a.danger ? { color: 'error.main' } : undefined}
      >
        <ListItemIcon sx={a.danger ? { color: 'error.main' } : undefined}>
          <MenuIcon name={a.icon} fontSize="small" />
        </ListItemIcon>
        <ListItemText>{a.label}</ListItemText>
      </MenuItem>,
    );
  });

  return (
    <>
      <IconButton
        size={size}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? `${id}-menu` : undefined}
        id={`${id}-button`}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={buttonSx}
      >
        <MoreVert fontSize={size === 'small' ? 'small' : 'medium'} />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-button`, dense: true } }}
      >
        {items}
      </Menu>
    </>
  );
}

/**
 * A row's (or a nested row's) actions: the template's inline ones as labelled buttons on the row,
 * where people look for them (a user's Disattiva / Riabilita), the others in its ⋮ menu.
 */
export function RowActions({
  actions,
  title,
  onChoose,
  size = 'medium',
}: {
  /** Already filtered by the row's allowed actions. */
  actions: TableAction[];
  /** The row's title: the buttons and the menu are named after it. */
  title: string;
  onChoose: (action: TableAction) => void;
  size?: 'small' | 'medium';
}) {
  const inline = actions.filter((a) => a.inline);
  const menu = actions.filter((a) => !a.inline);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
      {inline.map((a) => (
        <Button
          key={a.action}
          size="small"
          variant="outlined"
          color={a.danger ? 'error' : 'primary'}
          startIcon={<MenuIcon name={a.icon} />}
          aria-label={tableMessages.actionOn(a.label, title)}
          onClick={() => onChoose(a)}
          sx={{ whiteSpace: 'nowrap', py: 0.25 }}
        >
          {a.label}
        </Button>
      ))}
      <RowActionsMenu
        size={size}
        actions={menu}
        label={tableMessages.rowActions(title)}
        onChoose={onChoose}
      />
    </Box>
  );
}
