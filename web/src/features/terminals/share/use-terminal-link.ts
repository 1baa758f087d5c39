import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Lang, SocketOutbound, Terminal } from '@sportello/contracts';
import { notify } from '../../../lib/notify';
import { terminalsMessages as m } from '../messages';
import { useOperatorSocket } from '../socket/use-operator-socket';
import { onlineTerminalsQuery } from '../terminals-api';

export interface TerminalLinkOptions {
  /** The operator's open profile: the visitor's answers land in it. */
  profileId?: number | null;
  /** The answers typed on the terminal (final: the visitor pressed "end"). */
  onAnswers?: (values: Record<string, unknown>, final: boolean) => void;
}

/**
 * Sharing to the desk's terminal (spec 2 §4 "Sharing to an external terminal"): the office's
 * assisted terminals that are online, polled every 5 s (none until known); the operator's socket,
 * open once one is online; what is being shared, and the answers coming back.
 */
export function useTerminalLink({ profileId = null, onAnswers }: TerminalLinkOptions = {}) {
  const online = useQuery(onlineTerminalsQuery('assisted'));
  const terminals: Terminal[] = useMemo(() => online.data ?? [], [online.data]);
  const [sharing, setSharing] = useState<{ wsId: string; name: string } | null>(null);
  const [everOnline, setEverOnline] = useState(false);
  if (terminals.length > 0 && !everOnline) setEverOnline(true);
  const answers = useRef(onAnswers);
  const names = useRef(new Map<string, string>());
  useEffect(() => {
    answers.current = onAnswers;
    for (const t of terminals) names.current.set(t.wsId, t.name);
  });

  const onMessage = useCallback((message: SocketOutbound) => {
    switch (message.type) {
      case 'sharingToExternal':
        return setSharing(
          message.sharing
            ? { wsId: message.wsId, name: names.current.get(message.wsId) ?? message.wsId }
            : null,
        );
      case 'receiveExternalForm':
        answers.current?.(message.values, message.final);
        if (message.final) notify({ message: m.share.finished, severity: 'info' });
        return;
      case 'error':
        return notify({ message: message.message, severity: 'error' });
      default:
        return;
    }
  }, []);
  const socket = useOperatorSocket(onMessage, everOnline);
  const { send: sendMessage } = socket;

  const send = useCallback(
    (input: { wsId: string; lang: Lang; sections: string[]; listId?: number | null }) =>
      sendMessage({
        type: 'sendToExternal',
        wsId: input.wsId,
        lang: input.lang,
        sections: input.sections.join(','),
        deviceName: terminals.find((t) => t.wsId === input.wsId)?.deviceName,
        formType: 'assisted',
        profileId,
        listId: input.listId ?? null,
      }),
    [sendMessage, terminals, profileId],
  );
  const stop = useCallback(
    () => sharing && sendMessage({ type: 'stopSharing', wsId: sharing.wsId }),
    [sendMessage, sharing],
  );

  return {
    terminals,
    sharing,
    connection: socket.state,
    send,
    stop,
    available: terminals.length > 0 || !!sharing,
  };
}

export type TerminalLink = ReturnType<typeof useTerminalLink>;
