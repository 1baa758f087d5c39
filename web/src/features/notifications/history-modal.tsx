import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import type { HistoryUpdate } from '@sportello/contracts';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { HistoryUpdateItem } from './history-update';
import { notificationMessages as m } from './messages';
import { historyQuery, markRead, refreshNotifications, setReadInHistory } from './notifications-api';

/**
 * The history-modal (spec 1 §2, spec 3 §2 "Notifications"): page 1 of a content's updates, "view
 * more" for the next; opening it reads them (the server sets the unread count to 0); the last
 * update, when someone else wrote it, can be marked to read again.
 */
export function HistoryModal({
  contentId,
  title,
  open,
  onClose,
}: {
  contentId: number | null;
  title?: string;
  open: boolean;
  onClose: () => void;
}) {
  const { env } = useAppScope();
  const client = useQueryClient();
  const history = useInfiniteQuery({
    ...historyQuery(env, contentId ?? 0),
    enabled: open && contentId !== null,
  });
  const toggle = useMutation({
    mutationFn: markRead,
    onSuccess: async (reply) => {
      if (contentId !== null) setReadInHistory(client, env, contentId, reply);
      await refreshNotifications(client);
    },
  });
  const pages = history.data?.pages ?? [];
  const updates = pages.flatMap((p) => p.updates);
  const first = pages[0];
  // The latest update (the list is newest first): the one that can be marked to read again.
  const latest = updates[0];
  const heading = first?.title ?? title ?? m.history;
  const close = () => {
    onClose();
    // Opening read them: the bell and the list's updates column follow.
    void refreshNotifications(client);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="history-modal-title">
      <DialogTitle id="history-modal-title">{m.historyOf(heading)}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        {history.isError ? (
          <QueryError error={history.error} />
        ) : !first ? (
          <Box role="status" aria-busy="true" aria-label={m.loading}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        ) : updates.length === 0 ? (
          <EmptyState title={first.labels.empty || m.empty} />
        ) : (
          <Box component="ol" aria-label={m.history} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {updates.map((u: HistoryUpdate) => (
              <HistoryUpdateItem
                key={u.id}
                update={u}
                env={env}
                showToRead={u === latest && !u.own}
                pendingToRead={
                  toggle.isPending && toggle.variables.id === u.id ? !toggle.variables.read : undefined
                }
                busy={toggle.isPending}
                onToggleRead={(update, read) => toggle.mutate({ id: update.id, read, slug: update.slug })}
                onNavigate={onClose}
              />
            ))}
          </Box>
        )}
        {history.hasNextPage ? (
          <Box sx={{ textAlign: 'center', pt: 1 }}>
            <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
              {first?.labels.viewMore || m.viewMore}
            </Button>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{m.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
