import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CascadeCheckReply } from '@sportello/contracts';
import { QueryError } from '../../components/query-error';
import { api } from '../../lib/api';
import { peopleKeys, SheetSkeleton, usePeopleCall, usersMessages } from '../users';
import { groupsMessages } from './messages';

const m = groupsMessages.remove;

/**
 * Deleting a group (spec 3 §4): the cascade check first (POST /api/group/cascade-check.json), shown
 * as a confirm listing the members (marked when their account goes too) and the content counts;
 * Elimina → POST /api/group/cascade-delete.json.
 */
export function DeleteGroupModal({
  groupId,
  name,
  onClose,
}: {
  groupId: number;
  name: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const usersId = useId();
  const contentId = useId();
  const check = useQuery({
    queryKey: peopleKeys.cascade(groupId),
    queryFn: ({ signal }) =>
      api<CascadeCheckReply>('/api/group/cascade-check.json', {
        method: 'POST',
        body: { id: groupId },
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const { attempt, busy } = usePeopleCall({ overlay: false });
  const data = check.data;
  const content = data?.content.filter((c) => c.count > 0) ?? [];

  const remove = async () => {
    const reply = await attempt('/api/group/cascade-delete.json', { id: groupId, confirm: true });
    if (reply) onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      role="alertdialog"
    >
      <DialogTitle id={titleId}>{m.title(data?.group.name ?? name)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
        {check.isError ? (
          <QueryError error={check.error} />
        ) : !data ? (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {m.checking}
            </Typography>
            <SheetSkeleton />
          </Box>
        ) : (
          <>
            <Alert severity="warning">{m.intro}</Alert>
            <Box component="section" aria-labelledby={usersId}>
              <Typography id={usersId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {m.usersTitle}
              </Typography>
              {data.users.some((u) => u.accountDeleted) ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                  {m.accountGoesHint}
                </Typography>
              ) : null}
              {data.users.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {m.noUsers}
                </Typography>
              ) : (
                <List
                  dense
                  sx={{ maxHeight: 240, overflowY: 'auto', py: 0 }}
                  tabIndex={0}
                  aria-labelledby={usersId}
                >
                  {data.users.map((u) => (
                    <ListItem key={u.id} disableGutters divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                      <ListItemText
                        primary={u.fullName || u.username}
                        secondary={u.email}
                        sx={{ minWidth: 0, flex: '1 1 220px' }}
                        slotProps={{
                          primary: { sx: { fontWeight: 600 } },
                          secondary: { sx: { overflowWrap: 'anywhere' } },
                        }}
                      />
                      <Chip
                        size="small"
                        variant={u.accountDeleted ? 'filled' : 'outlined'}
                        color={u.accountDeleted ? 'error' : 'default'}
                        label={u.accountDeleted ? m.accountGoes : m.staysElsewhere}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
            <Box component="section" aria-labelledby={contentId}>
              <Typography id={contentId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {m.contentTitle}
              </Typography>
              {content.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {m.noContent}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {content.map((c) => (
                    <Typography component="li" variant="body2" key={c.kind}>
                      {m.contentLine(c.label, c.count)}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button color="inherit" onClick={onClose} sx={{ mr: 'auto' }} autoFocus>
          {usersMessages.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!data}
          loading={busy}
          onClick={() => void remove()}
        >
          {m.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
