import { useState } from 'react';
import { TablePage, useTableRefresh, type TableActionTarget } from '../../components/table';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { WebhooksDialog } from '../webhooks';
import { GrantsDialog } from './grants-dialog';
import { revokePartnerKey } from './partner-keys-api';

/**
 * "Chiavi API" (administrators of the Admin group): the partners' keys as a table page of the one
 * engine; a row opens its grants, "Revoca" (asked first by the template's confirm) stops it at once.
 */
export function ApiKeysPage() {
  const refresh = useTableRefresh('api-keys');
  const [editing, setEditing] = useState<number | null>(null);
  const [hooksOf, setHooksOf] = useState<{ id: number; group: string } | null>(null);

  const run = async (action: string, target: TableActionTarget) => {
    if (action === 'edit') return setEditing(target.row.id);
    if (action === 'webhooks')
      return setHooksOf({ id: target.row.id, group: String(target.row.cells.group ?? '') });
    if (action === 'revoke') {
      try {
        notify({ message: (await revokePartnerKey(target.row.id)).message, severity: 'success' });
      } catch (e) {
        // The API client has shown the server's message.
        if (!isApiError(e)) throw e;
      }
      await refresh();
    }
  };

  return (
    <>
      <TablePage page="api-keys" onAction={(a, t) => void run(a, t)} />
      {editing !== null ? (
        <GrantsDialog
          id={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      {hooksOf !== null ? (
        <WebhooksDialog keyId={hooksOf.id} group={hooksOf.group} onClose={() => setHooksOf(null)} />
      ) : null}
    </>
  );
}
