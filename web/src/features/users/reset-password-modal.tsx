import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PasswordField } from '../../components/password-field';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@sportello/contracts';
import { notify } from '../../lib/notify';
import { fieldErrors, usePeopleCall } from './people-api';
import { usersMessages } from './messages';

const m = usersMessages.reset;

/**
 * reset-password modal (spec 3 §2, §5): two password fields; both must be filled and equal, else
 * the message goes to the snackbar and both fields are marked. Then POST /api/user/reset-password.json.
 */
export function ResetPasswordModal({
  userId,
  name,
  onClose,
}: {
  userId: number;
  name: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const id = useId();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; passwordConfirm?: string }>({});
  const { call, busy } = usePeopleCall({ overlay: false });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !password || !again ? m.empty : password !== again ? m.differ : null;
    if (problem) {
      // Both fields marked: the rule is about the pair.
      setErrors({ password: problem, passwordConfirm: problem });
      notify({ message: problem, severity: 'error' });
      return;
    }
    try {
      await call('/api/user/reset-password.json', { id: userId, password, passwordConfirm: again });
      onClose();
    } catch (e) {
      setErrors(fieldErrors(e));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{m.title}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          <Typography variant="body2">{m.intro(name)}</Typography>
          <PasswordField
            id={`${id}-password`}
            label={m.newPassword}
            autoComplete="new-password"
            autoFocus
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors({});
            }}
            error={!!errors.password}
            helperText={errors.password ?? m.hint(LIMITS.password.min)}
          />
          <PasswordField
            id={`${id}-again`}
            label={m.repeatPassword}
            autoComplete="new-password"
            required
            value={again}
            onChange={(e) => {
              setAgain(e.target.value);
              setErrors({});
            }}
            error={!!errors.passwordConfirm}
            helperText={errors.passwordConfirm}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
          <Button color="inherit" onClick={onClose} sx={{ mr: 'auto' }}>
            {usersMessages.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {m.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
