import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { messages } from '../lib/messages';

/**
 * Confirm types (spec: "types, default 0"): 0 a question (Conferma / Annulla), 1 a destructive
 * question (red Conferma), 2 a notice with one button.
 */
export type ConfirmType = 0 | 1 | 2;

export interface ConfirmOptions {
  title: string;
  text?: string;
  type?: ConfirmType;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Backdrop click and Escape do not close it: only the buttons answer. */
  preventClose?: boolean;
}

interface Props extends ConfirmOptions {
  open: boolean;
  onAnswer: (confirmed: boolean) => void;
}

export function ConfirmModal({
  open,
  onAnswer,
  title,
  text,
  type = 0,
  confirmLabel,
  cancelLabel,
  preventClose,
}: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        // Backdrop click and Escape both arrive here; with preventClose only the buttons answer.
        if (!preventClose) onAnswer(false);
      }}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {type !== 2 ? (
          <Button onClick={() => onAnswer(false)} color="inherit">
            {cancelLabel ?? messages.common.cancel}
          </Button>
        ) : null}
        <Button
          onClick={() => onAnswer(true)}
          variant="contained"
          color={type === 1 ? 'error' : 'primary'}
          autoFocus
        >
          {confirmLabel ?? (type === 2 ? messages.common.ok : messages.common.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
