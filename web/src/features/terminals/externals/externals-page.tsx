import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { TERMINAL_LIMITS, type SocketOutbound, type TerminalType } from '@sportello/contracts';
import { TablePage, useTableRefresh, type TableActionTarget } from '../../../components/table';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { deleteTerminal } from '../terminals-api';
import { useOperatorSocket } from '../socket/use-operator-socket';
import type { EditableTerminal } from './edit-terminal-modal';

const AddTerminalModal = lazy(() =>
  import('./add-terminal-modal').then((mod) => ({ default: mod.AddTerminalModal })),
);
const EditTerminalModal = lazy(() =>
  import('./edit-terminal-modal').then((mod) => ({ default: mod.EditTerminalModal })),
);

type Modal = { kind: 'add'; wsId?: string } | { kind: 'edit'; terminal: EditableTerminal } | null;

const editableOf = (target: TableActionTarget): EditableTerminal => {
  const c = target.row.cells as Record<string, unknown>;
  return {
    wsId: String(c.wsId),
    name: String(c.name ?? ''),
    deviceName: String(c.deviceName ?? ''),
    terminalType: (c.type === 'self' ? 'self' : 'assisted') as TerminalType,
    isActive: c.isActive !== false,
  };
};

/**
 * The terminals page (spec 2 §2 "externals"): the table engine's page with every terminal of the
 * office, desk terminals and kiosks alike (the spec's terminalType assisted is the default of a
 * share to a terminal, not of this table: filtered by it, a paired kiosk seemed gone); the
 * add-terminal and edit-terminal modals; the status column follows the devices live (the socket
 * says when one pairs, connects or leaves) and is polled every 5 s besides.
 */
export function ExternalsPage() {
  const refresh = useTableRefresh('externals');
  const [modal, setModal] = useState<Modal>(null);
  const [paired, setPaired] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const timer = window.setInterval(() => void refresh(), TERMINAL_LIMITS.statusPollMs);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const onMessage = useCallback(
    (message: SocketOutbound) => {
      if (message.type === 'registerWSOKServer' && message.terminal)
        setPaired((prev) => new Set(prev).add(message.wsId));
      if (message.type === 'updateTerminal' || message.type === 'removeTmpWsId' || message.type === 'addWs')
        void refresh();
      if (message.type === 'registerWSOKServer' && message.terminal) void refresh();
    },
    [refresh],
  );
  const socket = useOperatorSocket(onMessage);

  const run = async (action: string, target: TableActionTarget) => {
    if (action === 'delete') {
      try {
        notify({ message: (await deleteTerminal(target.row.id)).message, severity: 'success' });
      } catch (e) {
        // The API client has shown the server's message.
        if (!isApiError(e)) throw e;
      }
      return void (await refresh());
    }
    if (action === 'code') return setModal({ kind: 'add', wsId: editableOf(target).wsId });
    if (action === 'edit') return setModal({ kind: 'edit', terminal: editableOf(target) });
  };

  return (
    <>
      <TablePage
        page="externals"
        onAction={(a, t) => void run(a, t)}
        onAdd={() => setModal({ kind: 'add' })}
      />
      <Suspense fallback={null}>
        {modal?.kind === 'add' ? (
          <AddTerminalModal
            wsId={modal.wsId}
            connected={(wsId) => paired.has(wsId)}
            onClose={(pending) => {
              // A code nobody typed stops working (and a terminal that never paired goes away).
              if (pending && !pending.paired) socket.send({ type: 'removeTmpWsId', wsId: pending.wsId });
              setModal(null);
              void refresh();
            }}
          />
        ) : null}
        {modal?.kind === 'edit' ? (
          <EditTerminalModal
            terminal={modal.terminal}
            onClose={() => setModal(null)}
            onSaved={() => {
              setModal(null);
              void refresh();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
