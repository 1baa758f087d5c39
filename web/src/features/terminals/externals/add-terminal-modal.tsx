import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import type { TerminalAddReply } from '@sportello/contracts';
import { isApiError } from '../../../lib/api';
import { terminalsMessages as m } from '../messages';
import { TerminalFields, type TerminalFieldValues } from './terminal-fields';
import { addTerminal, newCode } from '../terminals-api';
import { externalPaths } from '../terminal-paths';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit' });

/**
 * The add-terminal modal (spec 2 §2, §4): name, device name and type, then the temporary code of
 * 4 characters until the device types it; then the "connected" message, live over the socket.
 * Opened on an existing terminal ("Nuovo codice") it asks the server for a fresh code at once.
 */
export function AddTerminalModal({
  wsId,
  connected,
  onClose,
}: {
  /** A terminal that needs a new code, or none to add one. */
  wsId?: string;
  /** Whether the device of `reply` has paired (the page hears it on the socket). */
  connected: (wsId: string) => boolean;
  onClose: (pending: { wsId: string; paired: boolean } | null) => void;
}) {
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const [fields, setFields] = useState<TerminalFieldValues>({
    name: '',
    deviceName: '',
    terminalType: 'assisted',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reply, setReply] = useState<TerminalAddReply | null>(null);
  const create = useMutation({ mutationFn: addTerminal });
  const code = useMutation({ mutationFn: newCode });
  const asked = useRef(false);
  const ask = code.mutateAsync;
  useEffect(() => {
    // Once, even when React runs effects twice in development: a second code would void the first.
    if (!wsId || asked.current) return;
    asked.current = true;
    void ask(wsId).then(setReply, () => onCloseRef.current(null));
  }, [wsId, ask]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setReply(await create.mutateAsync(fields));
    } catch (e) {
      if (!isApiError(e)) throw e;
      setErrors(e.fields);
    }
  };
  const paired = reply ? connected(reply.terminal.wsId) : false;
  const close = () => onClose(reply ? { wsId: reply.terminal.wsId, paired } : null);
  const address = `${window.location.origin}${externalPaths.kiosk()}`;

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{reply ? reply.terminal.name : m.add.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {reply ? (
            paired ? (
              <Alert
                icon={<CheckCircleOutlined aria-hidden />}
                severity="success"
                role="status"
                data-testid="terminal-connected"
              >
                {m.server.connected}
              </Alert>
            ) : (
              <>
                <Typography>{m.add.codeIntro}</Typography>
                <Typography sx={{ fontFamily: 'monospace' }}>{address}</Typography>
                <Box
                  aria-label={m.add.codeLabel}
                  role="group"
                  sx={{ display: 'flex', gap: 1, justifyContent: 'center', my: 1 }}
                >
                  {reply.pairing.code.split('').map((c, i) => (
                    <Box
                      key={i}
                      sx={{
                        width: 64,
                        height: 80,
                        display: 'grid',
                        placeItems: 'center',
                        fontSize: '2.5rem',
                        fontWeight: 700,
                        fontFamily: 'monospace',
                        border: 2,
                        borderColor: 'primary.main',
                        borderRadius: 2,
                      }}
                    >
                      {c}
                    </Box>
                  ))}
                </Box>
                <Typography
                  data-testid="pairing-code"
                  sx={{
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                  }}
                >
                  {reply.pairing.code}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {m.add.expires(time(reply.pairing.expiresAt))}
                </Typography>
                <Typography variant="body2" role="status">
                  {m.add.waiting}
                </Typography>
              </>
            )
          ) : wsId ? null : (
            <>
              <TerminalFields
                values={fields}
                errors={errors}
                onChange={(patch) => setFields((f) => ({ ...f, ...patch }))}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          {reply ? (
            <Button variant="contained" onClick={close}>
              {m.close}
            </Button>
          ) : (
            <>
              <Button onClick={close}>{m.cancel}</Button>
              <Button type="submit" variant="contained" disabled={create.isPending || !!wsId}>
                {m.add.create}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
