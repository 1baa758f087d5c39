import { useCallback, useEffect, useRef, useState } from 'react';
import type { KioskDevice, SocketInboundInput, SocketOutbound } from '@sportello/contracts';
import { terminalsMessages as m } from '../messages';
import { createTerminalSocket, type ConnectionState, type TerminalSocket } from '../socket/terminal-socket';

export type Sharing = Extract<SocketOutbound, { type: 'openForm' }>;

/**
 * The device's socket (its credential cookie authenticates it); `keep` sends survive a drop.
 * `offline`: what the screen says while it is down (the server's reason when it gave one), or null.
 */
export function useTerminalSocket(device: KioskDevice, onMessage: (message: SocketOutbound) => void) {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  const socket = useRef<TerminalSocket | null>(null);
  const [state, setState] = useState<ConnectionState>('connecting');
  const [reason, setReason] = useState('');
  const { wsId, iat } = device;

  useEffect(() => {
    const client = createTerminalSocket({
      init: () => ({ type: 'init', wsId, isClient: true, group: iat }),
      onMessage: (m) => latest.current(m),
      onState: (next, why) => {
        setState(next);
        setReason(why);
      },
    });
    socket.current = client;
    return () => {
      socket.current = null;
      client.close();
    };
  }, [wsId, iat]);

  return {
    state,
    offline: state === 'closed' ? reason || m.kiosk.offline : null,
    send: useCallback(
      (message: SocketInboundInput, opts?: { keep?: boolean }) =>
        socket.current?.send(message, opts) ?? false,
      [],
    ),
  };
}

export type DeviceSocket = ReturnType<typeof useTerminalSocket>;
