import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Check from '@mui/icons-material/Check';
import { RouterLink } from '../../components/router-link';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { environmentsQuery } from '../../lib/shell-queries';

/** Switches between the user's environments; hidden when there is only one. */
export function EnvSwitcher() {
  const { env } = useAppScope();
  const { data: envs = [] } = useQuery(environmentsQuery());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (envs.length < 2) return null;
  const current = envs.find((e) => e.slug === env);
  const name = current?.name ?? env;

  return (
    <>
      <Button
        color="inherit"
        aria-label={messages.shell.envSwitcherOf(name)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'env-switcher-menu' : undefined}
        endIcon={<ArrowDropDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          whiteSpace: 'nowrap',
          maxWidth: 220,
          overflow: 'hidden',
        }}
      >
        {name}
      </Button>
      <Menu
        id="env-switcher-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': messages.shell.envSwitcher } }}
      >
        {envs.map((e) => (
          <MenuItem
            key={e.slug}
            component={RouterLink}
            href={paths.envRoot(e.slug)}
            selected={e.slug === env}
            disabled={!e.active}
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>{e.slug === env ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText
              primary={e.name}
              secondary={e.active ? e.description : messages.shell.envInactive}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
