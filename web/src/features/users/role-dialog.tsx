import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '../../lib/messages';
import { fieldErrors, rolesQuery } from './people-api';
import { usersMessages as m } from './messages';

/** A select of options from the server, with a placeholder entry and the load state. */
export function OptionSelect({
  id,
  label,
  value,
  options,
  loading,
  onChange,
  error,
  helperText,
  autoFocus,
  required = true,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[] | undefined;
  loading?: boolean;
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  autoFocus?: boolean;
  required?: boolean;
}) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={options?.some((o) => o.value === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      required={required}
      autoFocus={autoFocus}
      disabled={!options}
      error={!!error}
      helperText={error ?? (loading ? messages.app.loading : helperText)}
      fullWidth
    >
      {(options ?? []).map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * change-role modal (group members, team): the roles of `rolesUrl`, the current one shown;
 * Conferma is enabled once another role is chosen, and sends it through `onSubmit`.
 */
export function RoleDialog({
  title,
  intro,
  rolesUrl,
  rolesParams,
  current,
  onSubmit,
  onClose,
}: {
  title: string;
  intro?: string | undefined;
  rolesUrl: string;
  rolesParams?: Record<string, string>;
  /** The role held now (its value). */
  current?: string | undefined;
  /** Sends the role; resolves when done (the modal closes), rejects with the server's errors. */
  onSubmit: (role: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const titleId = useId();
  const id = useId();
  const roles = useQuery(rolesQuery(rolesUrl, rolesParams));
  const [role, setRole] = useState(current ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const currentLabel = roles.data?.find((r) => r.value === current)?.label;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!role || role === current) return;
    setBusy(true);
    try {
      await onSubmit(role);
      onClose();
    } catch (e) {
      const fields = fieldErrors(e);
      setError(fields.ruolo ?? Object.values(fields)[0]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {intro ? <Typography variant="body2">{intro}</Typography> : null}
          <OptionSelect
            id={`${id}-role`}
            label={m.roleSelect.role}
            value={role}
            options={roles.data}
            loading={roles.isPending}
            onChange={(v) => {
              setRole(v);
              setError(undefined);
            }}
            error={error}
            helperText={currentLabel ? m.roleSelect.current(currentLabel) : undefined}
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
          <Button color="inherit" onClick={onClose} sx={{ mr: 'auto' }}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={!role || role === current} loading={busy}>
            {m.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
