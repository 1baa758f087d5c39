import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { environmentsQuery } from '../../lib/shell-queries';
import {
  fieldErrors,
  OptionSelect,
  PersonSelect,
  rolesQuery,
  usePeopleCall,
  usersMessages,
  type Person,
} from '../users';
import { groupsMessages } from './messages';

const m = groupsMessages.addUser;

/**
 * add-role modal of a group (spec 3 §2 "Group admin", add-user): a user (searchable), a role and an
 * environment; Conferma once all three are chosen → POST /api/group/role.json.
 */
export function AddUserModal({
  group,
  onClose,
}: {
  group: { slug: string; name: string };
  onClose: () => void;
}) {
  const titleId = useId();
  const id = useId();
  const [user, setUser] = useState<Person | null>(null);
  const [role, setRole] = useState('');
  const [env, setEnv] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const roles = useQuery(rolesQuery('/api/group/roles.json'));
  const envs = useQuery(environmentsQuery());
  const { call, busy } = usePeopleCall({ overlay: false });
  const ready = !!user && !!role && !!env;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      await call('/api/group/role.json', {
        username: user.username,
        uo: group.slug,
        env,
        portale: env,
        ruolo: role,
      });
      onClose();
    } catch (e) {
      setErrors(fieldErrors(e));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{m.title(group.name)}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          <Typography variant="body2">{m.intro}</Typography>
          <PersonSelect
            id={`${id}-user`}
            url="/api/group/user-candidates.json"
            label={m.user}
            placeholder={m.userPlaceholder}
            value={user}
            onChange={(p) => {
              setUser(p);
              setErrors({});
            }}
            required
            error={errors.username ?? errors.id}
            autoFocus
          />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <OptionSelect
              id={`${id}-role`}
              label={m.role}
              value={role}
              options={roles.data}
              loading={roles.isPending}
              onChange={(v) => {
                setRole(v);
                setErrors({});
              }}
              error={errors.ruolo}
            />
            <OptionSelect
              id={`${id}-env`}
              label={m.env}
              value={env}
              options={envs.data?.map((e) => ({ value: e.slug, label: e.name }))}
              loading={envs.isPending}
              onChange={(v) => {
                setEnv(v);
                setErrors({});
              }}
              error={errors.env ?? errors.portale}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
          <Button color="inherit" onClick={onClose} sx={{ mr: 'auto' }}>
            {usersMessages.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={!ready} loading={busy}>
            {usersMessages.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
