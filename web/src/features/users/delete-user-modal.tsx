import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CheckContentReply, DeleteUserReply, UserView } from '@sportello/contracts';
import { useConfirm } from '../../components/confirm-provider';
import { QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { checkContentQuery, usePeopleCall, userViewQuery } from './people-api';
import { PersonSelect, type Person } from './person-select';
import { SheetSkeleton } from './user-modal';
import { usersMessages } from './messages';

const m = usersMessages.remove;

interface GroupChoice {
  id: number;
  slug: string;
  name: string;
  envs: string[];
}

/** The user's groups, once each (a membership per environment shares its group). */
function groupChoices(view: UserView): GroupChoice[] {
  const byId = new Map<number, GroupChoice>();
  for (const link of view.groups) {
    const found = byId.get(link.uo.id);
    if (found) {
      if (!found.envs.includes(link.app.name)) found.envs.push(link.app.name);
    } else
      byId.set(link.uo.id, { id: link.uo.id, slug: link.uo.slug, name: link.uo.name, envs: [link.app.name] });
  }
  return [...byId.values()];
}

/** "3 Immagini, 1 Contenuto" from the content check. */
const contentList = (reply: CheckContentReply) =>
  reply.items
    .filter((i) => i.count > 0)
    .map((i) => m.contentLine(i.label, i.count))
    .join(', ');

/**
 * delete-user modal (spec 3 §2, §4): the user's groups as checkboxes (with Seleziona tutti), what
 * removing them from those groups would delete (checked at every change), a user to receive that
 * content, and Elimina — asking first when content would be deleted and nobody receives it.
 */
export function DeleteUserModal({ userId, onClose }: { userId: number; onClose: () => void }) {
  const titleId = useId();
  const id = useId();
  const view = useQuery(userViewQuery(userId));
  const choices = useMemo(() => (view.data ? groupChoices(view.data) : []), [view.data]);
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const [transferTo, setTransferTo] = useState<Person | null>(null);
  const [transferError, setTransferError] = useState<string | undefined>();
  const confirm = useConfirm();
  const { call, busy } = usePeopleCall({ overlay: false });

  const chosen = choices.filter((c) => picked.has(c.id));
  const slugs = chosen.map((c) => c.slug);
  const username = view.data?.params.username ?? '';
  const check = useQuery({ ...checkContentQuery(username, slugs), enabled: !!username && slugs.length > 0 });
  const all = choices.length > 0 && chosen.length === choices.length;
  const hasContent = !!check.data && check.data.total > 0;

  const toggle = (groupId: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(groupId);
      else next.delete(groupId);
      return next;
    });

  const submit = async () => {
    if (!view.data || !chosen.length) return;
    const latest = check.data ?? (await check.refetch()).data;
    const wouldDelete = !!latest?.wouldDelete && latest.total > 0 && !transferTo;
    if (wouldDelete && latest) {
      const ok = await confirm({
        title: m.confirmTitle,
        text: m.confirmText(contentList(latest)),
        type: 1,
        confirmLabel: m.confirmButton,
      });
      if (!ok) return;
    }
    const body = {
      id: userId,
      uoIds: JSON.stringify(chosen.map((c) => c.id)),
      slugs: JSON.stringify(slugs),
      transferTo: transferTo?.id ?? null,
      confirmContentDeletion: wouldDelete,
    };
    try {
      await call<DeleteUserReply>('/api/user/delete.json', body, { silent: true });
      onClose();
    } catch (e) {
      if (!isApiError(e)) throw e;
      // Content appeared since the check: say what, then ask again.
      if (e.code === 'rule') void check.refetch();
      setTransferError(e.fields.transferTo);
      notify({ message: e.message, severity: 'error' });
    }
  };

  const name = view.data?.name ?? '';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{view.data ? m.title(name) : usersMessages.delete}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        {view.isError ? (
          <QueryError error={view.error} />
        ) : !view.data ? (
          <SheetSkeleton />
        ) : (
          <>
            <Typography variant="body2">{m.intro}</Typography>
            {choices.length === 0 ? (
              <Alert severity="info">{m.noGroups}</Alert>
            ) : (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
                  {m.groupsLegend}
                </Typography>
                <FormControlLabel
                  label={m.selectAll}
                  control={
                    <Checkbox
                      autoFocus
                      checked={all}
                      indeterminate={chosen.length > 0 && !all}
                      onChange={(e) =>
                        setPicked(e.target.checked ? new Set(choices.map((c) => c.id)) : new Set())
                      }
                    />
                  }
                />
                <Divider />
                <FormGroup sx={{ maxHeight: 200, overflowY: 'auto', flexWrap: 'nowrap', pl: 1 }}>
                  {choices.map((c) => (
                    <FormControlLabel
                      key={c.id}
                      sx={{ alignItems: 'flex-start', py: 0.25 }}
                      control={
                        <Checkbox
                          checked={picked.has(c.id)}
                          onChange={(e) => toggle(c.id, e.target.checked)}
                          slotProps={{ input: { 'aria-describedby': `${id}-envs-${c.id}` } }}
                          sx={{ mt: -0.75 }}
                        />
                      }
                      label={
                        <Box>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {c.name}
                          </Typography>
                          <Typography
                            id={`${id}-envs-${c.id}`}
                            variant="caption"
                            sx={{ color: 'text.secondary' }}
                          >
                            {m.envs(c.envs.join(', '))}
                          </Typography>
                        </Box>
                      }
                    />
                  ))}
                </FormGroup>
              </Box>
            )}

            <Box aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
              {chosen.length === 0 ? (
                choices.length ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {m.chooseGroup}
                  </Typography>
                ) : null
              ) : check.isError ? (
                <Alert severity="error">{m.checkFailed}</Alert>
              ) : !check.data || check.isFetching ? (
                <Box>
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {m.checking}
                  </Typography>
                  <LinearProgress aria-label={m.checking} />
                </Box>
              ) : hasContent ? (
                <Alert severity={transferTo ? 'info' : 'warning'}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {m.contentTitle(check.data.total)}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {check.data.items
                      .filter((i) => i.count > 0)
                      .map((i) => (
                        <li key={i.kind}>{m.contentLine(i.label, i.count)}</li>
                      ))}
                  </Box>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {transferTo ? m.contentTransferred(transferTo.label) : m.contentDeleted}
                  </Typography>
                </Alert>
              ) : (
                <Alert severity="success">{m.noContent}</Alert>
              )}
            </Box>

            {hasContent ? (
              <PersonSelect
                id={`${id}-transfer`}
                url="/api/user/transfer-candidates.json"
                query={{ id: userId }}
                label={m.transferLabel}
                placeholder={m.transferPlaceholder}
                value={transferTo}
                onChange={(person) => {
                  setTransferTo(person);
                  setTransferError(undefined);
                }}
                error={transferError}
              />
            ) : null}
            {all ? <Alert severity="warning">{m.accountGoes}</Alert> : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button color="inherit" onClick={onClose} sx={{ mr: 'auto' }}>
          {usersMessages.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!chosen.length || (check.isFetching && !check.data)}
          loading={busy}
          onClick={() => void submit()}
        >
          {m.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
