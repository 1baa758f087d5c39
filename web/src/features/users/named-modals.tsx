import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { NamedModalProps } from '../../components/modal-host';
import { notify } from '../../lib/notify';
import { DeleteUserModal } from './delete-user-modal';
import { UserModal, type UserModalMode } from './user-modal';
import { usersMessages } from './messages';

/**
 * The user modals the server may name (spec 3 §2 "User modals"). The host passes no parameters:
 * the user is the page's `?id=` (or `?view=` / `?verify=`); without one, a modal that needs a user
 * says where to open it from, and add-edit-view-user-modal opens "Nuovo utente".
 */
function usePageUserId(): number | null {
  const [search] = useSearchParams();
  const raw = search.get('id') ?? search.get('view') ?? search.get('verify');
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function NoUser({ onClose }: { onClose: () => void }) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify({ message: usersMessages.namedNoId, severity: 'warning' });
    onClose();
  }, [onClose]);
  return null;
}

const userModal = (mode: UserModalMode) =>
  function NamedUserModal({ open, onClose }: NamedModalProps) {
    const id = usePageUserId();
    if (!open) return null;
    if (id === null) return <NoUser onClose={onClose} />;
    return <UserModal mode={mode} id={id} onClose={onClose} />;
  };

export const ViewUserModal = userModal('preview');
export const EditUserModal = userModal('edit');
export const VerifyUserModal = userModal('validate');

export function NamedDeleteUserModal({ open, onClose }: NamedModalProps) {
  const id = usePageUserId();
  if (!open) return null;
  if (id === null) return <NoUser onClose={onClose} />;
  return <DeleteUserModal userId={id} onClose={onClose} />;
}

/** add-edit-view-user-modal: the page's user in preview, or a new user. */
export function AddEditViewUserModal({ open, onClose }: NamedModalProps) {
  const id = usePageUserId();
  if (!open) return null;
  return id === null ? (
    <UserModal mode="create" onClose={onClose} />
  ) : (
    <UserModal mode="preview" id={id} onClose={onClose} />
  );
}
