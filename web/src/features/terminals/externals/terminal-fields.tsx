import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { TERMINAL_TYPES, type TerminalType } from '@sportello/contracts';
import { terminalsMessages as m } from '../messages';

export interface TerminalFieldValues {
  name: string;
  deviceName: string;
  terminalType: TerminalType;
}

/** Name, device name and type: what the add and the edit modals both ask of a terminal. */
export function TerminalFields({
  values,
  errors,
  onChange,
}: {
  values: TerminalFieldValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<TerminalFieldValues>) => void;
}) {
  return (
    <>
      <TextField
        autoFocus
        label={m.add.name}
        value={values.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={!!errors.name}
        helperText={errors.name ?? m.add.nameHint}
        sx={{ mt: 1 }}
      />
      <TextField
        label={m.add.deviceName}
        value={values.deviceName}
        onChange={(e) => onChange({ deviceName: e.target.value })}
        error={!!errors.deviceName}
        helperText={errors.deviceName}
      />
      <TextField
        select
        label={m.add.type}
        value={values.terminalType}
        onChange={(e) => onChange({ terminalType: e.target.value as TerminalType })}
      >
        {TERMINAL_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {m.types[t]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
