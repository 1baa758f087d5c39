import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

/**
 * One way of sending a share (e-mail, WhatsApp): its field and its button, disabled while the
 * value is empty; once touched, an empty value says `emptyText` (spec 2 §5, no format check).
 */
export function SendRow({
  label,
  type,
  emptyText,
  buttonLabel,
  icon,
  color = 'primary',
  disabled,
  onSend,
  initial,
}: {
  label: string;
  type: 'email' | 'tel';
  emptyText: string;
  buttonLabel: string;
  icon: ReactNode;
  color?: 'primary' | 'success';
  /** The link is not ready, or a send is running. */
  disabled: boolean;
  /** Sends the trimmed value; true when it went, so the field empties. */
  onSend: (value: string) => Promise<boolean>;
  /** A value known already (the visitor's e-mail or number). */
  initial?: string | undefined;
}) {
  const [value, setValue] = useState(initial ?? '');
  const [touched, setTouched] = useState(false);
  const error = touched && !value.trim() ? emptyText : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!value.trim() || disabled) return;
    if (await onSend(value.trim())) {
      setValue('');
      setTouched(false);
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        type={type}
        label={label}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        error={!!error}
        helperText={error ?? ' '}
        sx={{ flex: 1 }}
      />
      <Button
        type="submit"
        variant="contained"
        color={color}
        startIcon={icon}
        disabled={!value.trim() || disabled}
        sx={{ mt: 1 }}
      >
        {buttonLabel}
      </Button>
    </Box>
  );
}
