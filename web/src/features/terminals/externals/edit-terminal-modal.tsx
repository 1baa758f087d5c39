import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { TerminalType } from '@sportello/contracts';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { notify } from '../../../lib/notify';
import { terminalsMessages as m } from '../messages';
import { TerminalFields, type TerminalFieldValues } from './terminal-fields';
import { editTerminal } from '../terminals-api';

export interface EditableTerminal {
  wsId: string;
  name: string;
  deviceName: string;
  terminalType: TerminalType;
  isActive: boolean;
}

/**
 * The edit-terminal modal (spec 2 §7 "Update an external"): wsId, name, terminalType, the
 * external's fields, iat (the user's slug) and iatName (the office); switched off, the device is
 * disconnected at once.
 */
export function EditTerminalModal({
  terminal,
  onClose,
  onSaved,
}: {
  terminal: EditableTerminal;
  onClose: () => void;
  onSaved: () => void;
}) {
  const titleId = useId();
  const { config } = useAppScope();
  const [fields, setFields] = useState<TerminalFieldValues>({
    name: terminal.name,
    deviceName: terminal.deviceName,
    terminalType: terminal.terminalType,
  });
  const [isActive, setIsActive] = useState(terminal.isActive);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({ mutationFn: editTerminal });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const reply = await save.mutateAsync({
        wsId: terminal.wsId,
        ...fields,
        isActive,
        iat: config.user.slug,
        iatName: config.user.groupName,
      });
      notify({ message: reply.message, severity: 'success' });
      onSaved();
    } catch (e) {
      if (!isApiError(e)) throw e;
      setErrors(e.fields);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{m.edit.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TerminalFields
            values={fields}
            errors={errors}
            onChange={(patch) => setFields((f) => ({ ...f, ...patch }))}
          />
          <FormControlLabel
            control={<Switch checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />}
            label={m.edit.active}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose}>{m.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {m.edit.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
