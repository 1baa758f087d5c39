import { useCallback, useEffect, useRef, useState } from 'react';
import type { SocketInboundInput, SocketOutbound } from '@sportello/contracts';
import { createTerminalSocket, type ConnectionState, type TerminalSocket } from './terminal-socket';

/**
 * The operator's socket while a screen needs it (the terminals page, a profile that shares): the
 * session authenticates it; `onMessage` always sees the screen's latest callback.
 */
export function useOperatorSocket(onMessage: (message: SocketOutbound) => void, enabled = true) {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  const socket = useRef<TerminalSocket | null>(null);
  const [state, setState] = useState<ConnectionState>('connecting');

  useEffect(() => {
    if (!enabled) return;
    const client = createTerminalSocket({
      init: () => ({ type: 'init', wsId: null, isClient: false, group: '' }),
      onMessage: (m) => latest.current(m),
      onState: (next) => setState(next),
    });
    socket.current = client;
    return () => {
      socket.current = null;
      client.close();
    };
  }, [enabled]);

  return {
    state,
    send: useCallback((message: SocketInboundInput) => socket.current?.send(message) ?? false, []),
  };
}
