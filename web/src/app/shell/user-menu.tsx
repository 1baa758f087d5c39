import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { ROLE_LABELS, type UserAction } from '@sportello/contracts';
import { MenuIcon } from '../../components/menu-icon';
import { useOpenModal } from '../../components/modal-host';
import { RouterLink } from '../../components/router-link';
import { useAppScope } from '../../lib/app-scope';
import { userActionTarget } from '../../lib/menu-target';
import { signOut } from '../../lib/sign-out';
import { messages } from '../../lib/messages';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The user menu (top right): who is signed in, then config.user.actions. */
export function UserMenu() {
  const { config, env } = useAppScope();
  const { user } = config;
  const openModal = useOpenModal();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  const item = (action: UserAction, index: number) => {
    const target = userActionTarget(action, env);
    const key = `${action.action}-${index}`;
    const newTab = target.kind === 'link' && target.newTab;
    const body = (
      <>
        <ListItemIcon>
          <MenuIcon name={action.icon} fontSize="small" />
        </ListItemIcon>
        <ListItemText>{action.label}</ListItemText>
        {newTab ? (
          <>
            <OpenInNew fontSize="small" sx={{ ml: 1, color: 'text.secondary' }} aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              {messages.common.newTab}
            </Box>
          </>
        ) : null}
      </>
    );
    if (target.kind === 'modal' || target.kind === 'logout') {
      const run = target.kind === 'modal' ? () => openModal(target.modal) : () => void signOut();
      return (
        <MenuItem key={key} onClick={() => (close(), run())}>
          {body}
        </MenuItem>
      );
    }
    return (
      <MenuItem
        key={key}
        component={RouterLink}
        href={target.href}
        target={target.newTab ? '_blank' : undefined}
        rel={target.newTab ? 'noopener' : undefined}
        onClick={close}
      >
        {body}
      </MenuItem>
    );
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={messages.shell.userMenuOf(user.fullName)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        edge="end"
      >
        <Avatar
          src={user.image ?? undefined}
          alt=""
          sx={{
            width: 36,
            height: 36,
            bgcolor: '#f2b84b',
            color: '#1b2428',
            fontSize: '0.95rem',
            fontWeight: 700,
          }}
        >
          {initials(user.fullName)}
        </Avatar>
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-label': messages.shell.userMenu },
          paper: { sx: { minWidth: 280, mt: 1 } },
        }}
      >
        <Box component="li" role="presentation" sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.fullName}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {messages.shell.role(ROLE_LABELS[user.role], user.groupName || user.group)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider component="li" role="presentation" />
        {user.actions.flatMap((action, i) => [
          ...(action.divider && i > 0 ? [<Divider key={`d-${i}`} component="li" role="presentation" />] : []),
          item(action, i),
        ])}
      </Menu>
    </>
  );
}
