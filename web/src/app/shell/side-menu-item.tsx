import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { MenuItem } from '@sportello/contracts';
import { MenuIcon } from '../../components/menu-icon';
import { useMenuTargetProps } from '../../components/use-menu-target';
import { menuItemTarget } from '../../lib/menu-target';
import { messages } from '../../lib/messages';
import { TopActionMenu } from './top-action-menu';

const SEVERITIES = ['info', 'warning', 'error', 'success'] as const;
const severity = (type: string) => SEVERITIES.find((s) => s === type) ?? 'info';

/** One side-menu entry: icon (colour, badge), name (bold), selected state, alert, extra actions. */
export function SideMenuItem({
  item,
  env,
  selected,
  first,
}: {
  item: MenuItem;
  env: string;
  /** The current page's entry (the menu picks the most specific one). */
  selected: boolean;
  first: boolean;
}) {
  const targetProps = useMenuTargetProps();
  const target = menuItemTarget(item, env);
  const count = item.notifies ?? 0;
  const external = target.kind === 'link' && target.newTab;

  return (
    <>
      <ListItem
        disablePadding
        sx={{
          mb: 0.5,
          ...(item.divider && !first ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 } : {}),
        }}
        secondaryAction={
          item.topAction?.list.length ? (
            <TopActionMenu name={item.name} list={item.topAction.list} />
          ) : undefined
        }
      >
        <ListItemButton
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          aria-keyshortcuts={item.shortcut}
          title={item.shortcut ? messages.shell.shortcutHint(item.name, item.shortcut) : undefined}
          {...targetProps(target)}
          sx={{ minHeight: 44 }}
        >
          <ListItemIcon
            sx={{ minWidth: 40, color: selected ? 'primary.main' : item.iconColor || 'text.secondary' }}
          >
            <Badge badgeContent={count} color="error" max={99} invisible={count <= 0}>
              <MenuIcon name={item.icon} />
            </Badge>
          </ListItemIcon>
          <ListItemText
            primary={
              <>
                {item.name}
                {count > 0 ? (
                  <Box component="span" sx={visuallyHidden}>{` (${messages.shell.newBadge(count)})`}</Box>
                ) : null}
                {external ? (
                  <Box component="span" sx={visuallyHidden}>{` ${messages.common.newTab}`}</Box>
                ) : null}
              </>
            }
            // The key, under the name where a desk reads its menu (screen readers hear aria-keyshortcuts).
            secondary={item.shortcut}
            slotProps={{
              primary: { sx: { fontWeight: item.bold || selected ? 700 : 500, fontSize: '0.95rem' } },
              secondary: { 'aria-hidden': true, sx: { fontSize: '0.75rem', lineHeight: 1.2 } },
            }}
          />
          {external ? <OpenInNew fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden /> : null}
        </ListItemButton>
      </ListItem>
      {item.alert ? (
        <Box component="li" sx={{ listStyle: 'none', mb: 1 }}>
          <Alert severity={severity(item.alert.type)} sx={{ py: 0, px: 1.5, fontSize: '0.8rem' }}>
            {item.alert.title ? (
              <AlertTitle sx={{ fontSize: '0.85rem', mb: 0 }}>{item.alert.title}</AlertTitle>
            ) : null}
            {item.alert.text}
          </Alert>
        </Box>
      ) : null}
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
