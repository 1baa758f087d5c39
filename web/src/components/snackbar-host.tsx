import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { messages } from '../lib/messages';
import { notify, subscribeSnacks, type Snack } from '../lib/notify';

/** Renders the snacks sent through `notify`, one at a time, newest first. */
export function SnackbarHost() {
  const [{ queue, open }, setState] = useState<{ queue: Snack[]; open: boolean }>({ queue: [], open: false });
  const current = queue[0];

  useEffect(
    () =>
      subscribeSnacks((s) =>
        setState((st) => {
          if (!s) return { queue: st.queue.slice(0, 1), open: false };
          const queue = [...st.queue.filter((x) => x.message !== s.message), s];
          // Nothing ahead of it: show it now; otherwise close the one on screen, its exit shows the next.
          return { queue, open: queue[0] === s };
        }),
      ),
    [],
  );

  const close = () => setState((st) => ({ ...st, open: false }));
  const next = () =>
    setState((st) => {
      const rest = st.queue.slice(1);
      return { queue: rest, open: rest.length > 0 };
    });

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
