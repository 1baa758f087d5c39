import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { messages } from '../lib/messages';
import { notify, subscribeSnacks, type Snack } from '../lib/notify';

/** Renders the snacks sent through `notify`, one at a time, newest first. */
export function SnackbarHost() {
  const [queue, setQueue] = useState<Snack[]>([]);
  const [open, setOpen] = useState(false);
  const current = queue[0];

  useEffect(
    () =>
      subscribeSnacks((s) => {
        if (s) setQueue((q) => [...q.filter((x) => x.message !== s.message), s]);
        else {
          setQueue((q) => q.slice(0, 1));
          setOpen(false);
        }
      }),
    [],
  );
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);
  // A newer snack replaces the one on screen: close it, its exit shows the next.
  useEffect(() => {
    if (queue.length > 1) setOpen(false);
  }, [queue.length]);

  const close = () => setOpen(false);
  const next = () => setQueue((q) => q.slice(1));

  return (
    <Snackbar
      key={current?.id}
      open={open && !!current}
      autoHideDuration={current?.duration}
      onClose={(_e, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: next } }}
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
