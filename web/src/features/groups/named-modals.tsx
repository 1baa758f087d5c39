import { useSearchParams } from 'react-router';
import type { NamedModalProps } from '../../components/modal-host';
import { GroupModal } from './group-modal';

/**
 * add-edit-view-group-modal as the server may name it: the host passes no parameters, so the group
 * is the page's `?id=` (shown in preview, Modifica to edit); without one it opens "Nuovo gruppo".
 */
export function AddEditViewGroupModal({ open, onClose }: NamedModalProps) {
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  if (!open) return null;
  return Number.isInteger(raw) && raw > 0 ? (
    <GroupModal mode="preview" id={raw} onClose={onClose} />
  ) : (
    <GroupModal mode="create" onClose={onClose} />
  );
}
