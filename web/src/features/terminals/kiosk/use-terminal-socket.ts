import { useCallback, useEffect, useRef, useState } from 'react';
import type { KioskDevice, SocketInboundInput, SocketOutbound } from '@sportello/contracts';
import { createTerminalSocket, type ConnectionState, type TerminalSocket } from '../socket/terminal-socket';

export type Sharing = Extract<SocketOutbound, { type: 'openForm' }>;

/** The device's socket (its credential cookie authenticates it); `keep` sends survive a drop. */
export function useTerminalSocket(device: KioskDevice, onMessage: (message: SocketOutbound) => void) {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  const socket = useRef<TerminalSocket | null>(null);
  const [state, setState] = useState<ConnectionState>('connecting');
  const { wsId, iat } = device;

  useEffect(() => {
    const client = createTerminalSocket({
      init: () => ({ type: 'init', wsId, isClient: true, group: iat }),
      onMessage: (m) => latest.current(m),
      onState: setState,
    });
    socket.current = client;
    return () => {
      socket.current = null;
      client.close();
    };
  }, [wsId, iat]);

  return {
    state,
    send: useCallback(
      (message: SocketInboundInput, opts?: { keep?: boolean }) =>
        socket.current?.send(message, opts) ?? false,
      [],
    ),
  };
}

export type DeviceSocket = ReturnType<typeof useTerminalSocket>;
