import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TablePage, type TableActionTarget } from '../../components/table';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useTerminalLink } from '../terminals';
import { AddNewListModal } from './add-new-list-modal';
import { ConfirmNewListModal } from './confirm-new-list-modal';
import { useListPaths } from './list-paths';
import { ListPreviewModal } from './list-preview-modal';
import { deleteList, duplicateList, refreshLists } from './lists-api';
import { listsMessages as m } from './messages';
import { ShareListModal } from './share-list-modal';
import { ViewListModal } from './view-list-modal';
import type { List } from '@sportello/contracts';

type Modal =
  | { kind: 'view' | 'share' | 'preview'; id: number; title: string }
  | { kind: 'new' }
  | { kind: 'created'; list: List }
  | null;

const titleOf = (target: TableActionTarget) => {
  const v = target.row.cells.title;
  return typeof v === 'string' ? v : '';
};

/**
 * The lists page (spec 2 §2 "lists"): the office's lists through the table engine (6 rows a page),
 * view-list-modal on a row, edit, duplicate, share, preview and delete from its actions.
 */
export function ListsPage() {
  const client = useQueryClient();
  const to = useListPaths();
  const [modal, setModal] = useState<Modal>(null);
  const terminal = useTerminalLink();
  const run = useCallback(
    async (action: string, target: TableActionTarget) => {
      const id = target.row.id;
      const title = titleOf(target);
      try {
        switch (action) {
          case 'view':
          case 'share':
          case 'preview':
            return setModal({ kind: action, id, title });
          case 'edit':
            return to.edit(id);
          case 'duplicate':
            await duplicateList(id);
            notify({ message: m.toast.duplicated, severity: 'success' });
            return void (await refreshLists(client));
          case 'delete':
            await deleteList(id);
            notify({ message: m.toast.deleted, severity: 'success' });
            return void (await refreshLists(client));
        }
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    },
    [client, to],
  );
  return (
    <>
      <TablePage page="lists" onAction={(a, t) => void run(a, t)} onAdd={() => setModal({ kind: 'new' })} />
      {modal?.kind === 'view' ? <ViewListModal listId={modal.id} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'share' ? (
        <ShareListModal
          list={{ id: modal.id, title: modal.title }}
          terminal={terminal}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'preview' ? (
        <ListPreviewModal list={{ id: modal.id, title: modal.title }} onClose={() => setModal(null)} />
      ) : null}
      {modal?.kind === 'new' ? (
        <AddNewListModal
          onClose={() => setModal(null)}
          onCreated={(list) => setModal({ kind: 'created', list })}
        />
      ) : null}
      {modal?.kind === 'created' ? (
        <ConfirmNewListModal
          list={modal.list}
          onGo={() => to.focusInExplore(modal.list.id)}
          onEdit={() => to.edit(modal.list.id)}
          onClose={() => setModal(null)}
        />
      ) : null}
    </>
  );
}
