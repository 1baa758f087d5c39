import { useCallback, useState, type ReactNode } from 'react';
import type { TableActionTarget } from '../../components/table';
import { DeleteUserModal } from './delete-user-modal';
import { usePeopleCall } from './people-api';
import { ResetPasswordModal } from './reset-password-modal';
import { UserModal, type UserModalMode } from './user-modal';
import { useUrlRecord } from './use-url-record';

/** What a row action is about: the row, and the nested row when it comes from a sub-table. */
export type ActionTarget = TableActionTarget;

type UsersModal =
  | { kind: 'user'; mode: UserModalMode; id?: number }
  | { kind: 'delete'; id: number }
  | { kind: 'reset'; id: number; name: string };

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));

/** Follows a real mailto: link, as a click on it would. */
function openMailto(email: string) {
  const a = document.createElement('a');
  a.href = `mailto:${email}`;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Query parameters that open a user from elsewhere (the search box: ?view=id, ?verify=id). */
const URL_MODES: Record<string, UserModalMode> = { view: 'preview', verify: 'validate', edit: 'edit' };

/**
 * The user table's actions (spec 3 §2 "User admin"): `run(action, target)` for row and sub-row
 * actions, `add()` for "Nuovo utente", `element` the open modal.
 */
export function useUsersActions(): {
  run: (action: string, target: ActionTarget) => void;
  add: () => void;
  element: ReactNode;
} {
  const [modal, setModal] = useState<UsersModal | null>(null);
  const { attempt } = usePeopleCall();
  const { fromUrl, clear } = useUrlRecord(URL_MODES);
  const current: UsersModal | null = modal ?? (fromUrl ? { kind: 'user', ...fromUrl } : null);

  const close = useCallback(() => {
    setModal(null);
    clear();
  }, [clear]);

  const run = useCallback(
    (action: string, { row, sub }: ActionTarget) => {
      if (sub) {
        const membershipId = sub.row.id;
        const groupId = num(sub.row.cells.groupId);
        switch (action) {
          case 'disable-app':
          case 'enable-app':
            void attempt('/api/user/toggle-status.json', {
              membershipId,
              stato: action === 'enable-app' ? 1 : 0,
            });
            return;
          case 'verify-group':
          case 'rehabilitate-group':
            void attempt('/api/user/group-confirm.json', { id: row.id, groupId, activationType: action });
            return;
        }
        return;
      }
      switch (action) {
        case 'view':
          return setModal({ kind: 'user', mode: 'preview', id: row.id });
        case 'edit':
          return setModal({ kind: 'user', mode: 'edit', id: row.id });
        case 'verify':
          return setModal({ kind: 'user', mode: 'validate', id: row.id });
        case 'disable':
          void attempt('/api/user/disable.json', { id: row.id });
          return;
        case 'rehabilitate':
          void attempt('/api/user/confirm.json', { id: row.id, activationType: 'rehabilitate' });
          return;
        case 'resend-verification-email':
          void attempt('/api/user/resend-verification.json', { id: row.id });
          return;
        case 'contact':
          return openMailto(text(row.cells.email));
        case 'reset-password':
          return setModal({
            kind: 'reset',
            id: row.id,
            name: text(row.cells.fullName) || text(row.cells.username),
          });
        case 'delete':
          return setModal({ kind: 'delete', id: row.id });
      }
    },
    [attempt],
  );

  const add = useCallback(() => setModal({ kind: 'user', mode: 'create' }), []);

  let element: ReactNode = null;
  if (current?.kind === 'user') {
    element = (
      <UserModal
        key={`${current.mode}-${current.id ?? 'new'}`}
        mode={current.mode}
        id={current.id}
        onClose={close}
        onDelete={(view) => setModal({ kind: 'delete', id: view.id })}
      />
    );
  } else if (current?.kind === 'delete') {
    element = <DeleteUserModal key={current.id} userId={current.id} onClose={close} />;
  } else if (current?.kind === 'reset') {
    element = <ResetPasswordModal key={current.id} userId={current.id} name={current.name} onClose={close} />;
  }
  return { run, add, element };
}
