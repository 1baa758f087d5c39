import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AgendaContactDetail } from '@sportello/contracts';
import { TablePage, useTableRefresh, type TableActionTarget } from '../../components/table';
import { isApiError } from '../../lib/api';
import { useAppScope } from '../../lib/app-scope';
import { notify } from '../../lib/notify';
import { shareContactModal } from '../profiles';
import { agendaKeys, contactQuery, deletePartner, sendContactEmail } from './agenda-api';
import { ContactModal } from './contact-modal';
import { PartnerFormDialog } from './partner-form-dialog';

const ShareContactModal = lazy(shareContactModal);

type Modal =
  | { kind: 'contact'; key: string }
  | { kind: 'share'; contact: AgendaContactDetail }
  | { kind: 'form'; id?: number }
  | null;

/** A row's contact key (g{id} a group, p{id} a partner): the `key` cell. */
const keyOf = (target: TableActionTarget) => String(target.row.cells.key ?? '');

/**
 * The agenda (spec 3 §2 "Agenda"): the table engine's page "agenda" with its list/map toggle; a row
 * opens the contact modal, "share" goes straight to share-contact-modal; a referent adds, edits
 * and deletes the partners of their office.
 */
export function AgendaPage() {
  const { env } = useAppScope();
  const refresh = useTableRefresh('agenda');
  const qc = useQueryClient();
  const [own, setOwn] = useState<Modal>(null);
  // A top-bar search result lands on agenda?contatto=g12: that contact's modal, until another opens.
  const [search, setSearch] = useSearchParams();
  const fromUrl = search.get('contatto');
  const urlKey = fromUrl && /^[gp][1-9][0-9]*$/.test(fromUrl) ? fromUrl : null;
  const modal: Modal = own ?? (urlKey ? { kind: 'contact', key: urlKey } : null);
  const setModal = useCallback(
    (next: Modal) => {
      if (search.has('contatto')) {
        const rest = new URLSearchParams(search);
        rest.delete('contatto');
        setSearch(rest, { replace: true });
      }
      setOwn(next);
    },
    [search, setSearch],
  );
  const close = () => setModal(null);

  // The row's "Condividi": the contact's card first (from the cache when the modal loaded it).
  const openShare = useCallback(
    async (key: string) => setModal({ kind: 'share', contact: await qc.fetchQuery(contactQuery(env, key)) }),
    [qc, env, setModal],
  );

  const run = useCallback(
    async (action: string, target: TableActionTarget) => {
      try {
        switch (action) {
          case 'share':
            return void (await openShare(keyOf(target)));
          case 'edit':
            return setModal({ kind: 'form', id: -target.row.id });
          case 'delete': {
            const reply = await deletePartner(-target.row.id);
            notify({ message: reply.message, severity: 'success' });
            return void (await refresh());
          }
          default:
            return setModal({ kind: 'contact', key: keyOf(target) });
        }
      } catch (e) {
        // The API client has shown the server's message.
        if (!isApiError(e)) throw e;
      }
    },
    [openShare, refresh, setModal],
  );

  const saved = () => {
    close();
    void refresh();
    void qc.invalidateQueries({ queryKey: agendaKeys.all });
  };

  return (
    <>
      <TablePage page="agenda" onAction={(a, t) => void run(a, t)} onAdd={() => setModal({ kind: 'form' })} />
      {modal?.kind === 'contact' ? (
        <ContactModal
          contactKey={modal.key}
          onClose={close}
          onShare={(contact) => setModal({ kind: 'share', contact })}
          onEdit={(id) => setModal({ kind: 'form', id })}
        />
      ) : null}
      {modal?.kind === 'share' ? (
        <Suspense fallback={null}>
          <ShareContactModal
            contact={{
              share: modal.contact.share,
              sendEmail: (body) => sendContactEmail({ ...body, type: 'contatto', group: modal.contact.key }),
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
      {modal?.kind === 'form' ? <PartnerFormDialog id={modal.id} onClose={close} onSaved={saved} /> : null}
    </>
  );
}
