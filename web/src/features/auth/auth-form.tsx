import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The frame of every sign-in form: the general error, the fields, the submit button, a link below. */
export function AuthForm({
  alert,
  onSubmit,
  submitLabel,
  busy,
  footer,
  children,
}: {
  alert: string | null;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busy: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {alert ? (
        <Alert severity="error" role="alert">
          {alert}
        </Alert>
      ) : null}
      {children}
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {submitLabel}
      </Button>
      {footer ? <Box sx={{ textAlign: 'center' }}>{footer}</Box> : null}
    </Box>
  );
}

/**
 * What every sign-in field shares: required (without an asterisk: every field of these short forms
 * is), full width, and its error under it.
 */
export function authFieldProps(name: string, errors: Record<string, string>) {
  return {
    name,
    required: true,
    fullWidth: true,
    slotProps: { inputLabel: { required: false } },
    error: !!errors[name],
    helperText: errors[name],
  };
}
