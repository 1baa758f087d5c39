import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { NotificationMessage } from '@sportello/contracts';
import { RouterLink } from '../../components/router-link';
import { useAppScope } from '../../lib/app-scope';
import { paths } from '../../lib/paths';
import { notificationMessages as m } from './messages';
import { bellQuery, markRead, refreshNotifications } from './notifications-api';

/**
 * The bell in the top bar (spec 3 §2 "Notifications"): the unread count, polled every 30 s and on
 * window focus (no reload), and a menu of the latest updates, each leading to its content (the
 * review when it asks for one) and marked read or to read from its own button.
 */
export function NotificationsBell() {
  const { env } = useAppScope();
  const client = useQueryClient();
  const bell = useQuery(bellQuery(env));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = useMutation({ mutationFn: markRead, onSuccess: () => refreshNotifications(client) });
  const count = bell.data?.count ?? 0;
  const items = bell.data?.data ?? [];
  const close = () => setAnchor(null);

  const open = (item: NotificationMessage) => {
    close();
    if (!item.read) toggle.mutate({ id: item.id, read: true });
  };

  return (
    <>
      <Tooltip title={m.title}>
        <IconButton
          color="inherit"
          aria-label={m.bell(count)}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            void bell.refetch();
          }}
        >
          <Badge badgeContent={count} color="error" max={99} data-testid="bell-count">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'notifications-title',
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 },
          },
        }}
      >
        <Typography
          id="notifications-title"
          component="h2"
          variant="subtitle1"
          sx={{ px: 2, py: 1, fontWeight: 700 }}
        >
          {bell.data?.labels.title ?? m.title}
        </Typography>
        <Divider />
        {items.length === 0 ? (
          <Typography sx={{ px: 2, py: 2, color: 'text.secondary' }} role="status">
            {bell.data?.labels.empty || m.empty}
          </Typography>
        ) : (
          <List dense disablePadding>
            {items.map((item) => (
              <ListItem
                key={item.id}
                disablePadding
                divider
                secondaryAction={
                  <Tooltip title={item.read ? m.markUnread : m.markRead}>
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={`${item.read ? m.markUnread : m.markRead}: ${item.title}`}
                      disabled={toggle.isPending}
                      onClick={() => toggle.mutate({ id: item.id, read: !item.read })}
                    >
                      {item.read ? (
                        <MarkEmailUnreadOutlined fontSize="small" />
                      ) : (
                        <MarkEmailReadOutlined fontSize="small" />
                      )}
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemButton
                  component={RouterLink}
                  href={paths.action(env, item.link)}
                  onClick={() => open(item)}
                  sx={{ display: 'block', py: 1, pr: 7 }}
                >
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                    <Typography
                      component="span"
                      sx={{ fontWeight: item.read ? 500 : 800, flex: 1, minWidth: 0 }}
                    >
                      {item.title}
                    </Typography>
                    <Typography
                      component="span"
                      variant="caption"
                      sx={{ color: 'text.secondary', flexShrink: 0 }}
                    >
                      {item.time}
                    </Typography>
                  </Box>
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {item.author}
                    {!item.read ? ` · ${m.unread}` : ''}
                  </Typography>
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {item.text}
                  </Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
