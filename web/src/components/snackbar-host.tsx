import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { messages } from '../lib/messages';
import { notify, subscribeSnacks, type Snack } from '../lib/notify';

/**
 * Renders the snack sent through `notify`. One at a time: the newest replaces the one on screen
 * (what just happened matters most), so several snacks sent in the same tick show the last one.
 */
export function SnackbarHost() {
  const [current, setCurrent] = useState<Snack | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      subscribeSnacks((s) => {
        if (s) setCurrent(s);
        setOpen(!!s);
      }),
    [],
  );

  const close = () => setOpen(false);

  return (
    <Snackbar
      key={current?.id}
      open={open && !!current}
      autoHideDuration={current?.duration}
      onClose={(_e, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {current ? (
        <Alert
          variant="filled"
          severity={current.severity}
          onClose={close}
          slotProps={{ closeButton: { title: messages.common.close, 'aria-label': messages.common.close } }}
          action={
            current.action ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  current.action?.onClick();
                  close();
                }}
              >
                {current.action.label}
              </Button>
            ) : undefined
          }
          sx={{ minWidth: 320, maxWidth: 640, alignItems: 'center' }}
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

/** The snackbar service for components: `const notify = useSnackbar(); notify('Salvato')`. */
export function useSnackbar() {
  return notify;
}
