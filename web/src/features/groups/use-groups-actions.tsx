import { useCallback, useState, type ReactNode } from 'react';
import type { TableSubRow } from '@sportello/contracts';
import { ResetPasswordModal, RoleDialog, usePeopleCall, useUrlRecord, type ActionTarget } from '../users';
import { AddUserModal } from './add-user-modal';
import { DeleteGroupModal } from './delete-group-modal';
import { GroupModal, type GroupModalMode } from './group-modal';
import { groupsMessages } from './messages';

type GroupsModal =
  | { kind: 'group'; mode: GroupModalMode; id?: number; name?: string; members?: TableSubRow[] }
  | { kind: 'delete'; id: number; name: string }
  | { kind: 'add-user'; slug: string; name: string }
  | { kind: 'change-role'; member: TableSubRow; group: { slug: string; name: string } }
  | { kind: 'reset'; userId: number; name: string };

/** Query parameters that open a group from elsewhere. */
const URL_MODES = { view: 'preview' } as const;

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The group table's actions (spec 3 §2 "Group admin"): `run(action, target)` for row and member
 * actions, `add()` for "Nuovo gruppo", `element` the open modal.
 */
export function useGroupsActions(): {
  run: (action: string, target: ActionTarget) => void;
  add: () => void;
  element: ReactNode;
} {
  const [state, setModal] = useState<GroupsModal | null>(null);
  const { attempt, call } = usePeopleCall();
  // ?view=12 (a search result: {app}/group/preview/12 lands here) opens the group's view.
  const { fromUrl, clear } = useUrlRecord(URL_MODES);
  const modal: GroupsModal | null = state ?? (fromUrl ? { kind: 'group', ...fromUrl } : null);
  const close = useCallback(() => {
    setModal(null);
    clear();
  }, [clear]);

  const run = useCallback(
    (action: string, { row, sub }: ActionTarget) => {
      const slug = text(row.cells.slug);
      const name = text(row.cells.name);
      if (sub) {
        const member = sub.row;
        const userId = Number(member.cells.userId);
        switch (action) {
          case 'change-role':
            return setModal({ kind: 'change-role', member, group: { slug, name } });
          case 'disable-user':
          case 'enable-user':
            void attempt('/api/user/toggle-status.json', {
              membershipId: member.id,
              stato: action === 'enable-user' ? 1 : 0,
            });
            return;
          case 'reset-password':
            return setModal({ kind: 'reset', userId, name: text(member.cells.name) });
          case 'resend-verification-email':
            void attempt('/api/user/resend-verification.json', { id: userId });
            return;
          case 'remove-user':
            void attempt('/api/group/remove-user.json', {
              id: row.id,
              email: text(member.cells.email),
              username: text(member.cells.username),
              slug,
              env: text(member.cells.appSlug),
            });
            return;
        }
        return;
      }
      const members = row.sub.users ?? [];
      switch (action) {
        case 'view':
          return setModal({ kind: 'group', mode: 'preview', id: row.id, name, members });
        case 'edit':
          return setModal({ kind: 'group', mode: 'edit', id: row.id, name, members });
        case 'verify':
          return setModal({ kind: 'group', mode: 'validate', id: row.id, name, members });
        case 'add-user':
          return setModal({ kind: 'add-user', slug, name });
        case 'hide-iat':
        case 'show-iat':
          void attempt('/api/group/iat-visibility.json', { slug, stato: action === 'hide-iat' ? 4 : 1 });
          return;
        case 'disable-group':
        case 'enable-group':
          void attempt('/api/group/toggle-status.json', {
            id: row.id,
            stato: action === 'enable-group' ? 1 : 0,
          });
          return;
        case 'rehabilitate-group':
          void attempt('/api/group/confirm.json', { id: row.id, activationType: 'rehabilitate' });
          return;
        case 'delete':
          return setModal({ kind: 'delete', id: row.id, name });
      }
    },
    [attempt],
  );

  const add = useCallback(() => setModal({ kind: 'group', mode: 'create' }), []);

  let element: ReactNode = null;
  if (modal?.kind === 'group') {
    element = (
      <GroupModal
        key={`${modal.mode}-${modal.id ?? 'new'}`}
        mode={modal.mode}
        id={modal.id}
        name={modal.name}
        members={modal.members}
        onClose={close}
        onDelete={() => modal.id && setModal({ kind: 'delete', id: modal.id, name: modal.name ?? '' })}
      />
    );
  } else if (modal?.kind === 'delete') {
    element = <DeleteGroupModal key={modal.id} groupId={modal.id} name={modal.name} onClose={close} />;
  } else if (modal?.kind === 'add-user') {
    element = <AddUserModal group={{ slug: modal.slug, name: modal.name }} onClose={close} />;
  } else if (modal?.kind === 'change-role') {
    const { member, group } = modal;
    element = (
      <RoleDialog
        title={groupsMessages.changeRole.title(text(member.cells.name))}
        intro={groupsMessages.changeRole.where(group.name, text(member.cells.app))}
        rolesUrl="/api/group/roles.json"
        current={text(member.cells.roleValue)}
        onSubmit={(ruolo) =>
          call('/api/group/role.json', {
            username: text(member.cells.username),
            email: text(member.cells.email),
            uo: group.slug,
            env: text(member.cells.appSlug),
            portale: text(member.cells.appSlug),
            ruolo,
          })
        }
        onClose={close}
      />
    );
  } else if (modal?.kind === 'reset') {
    element = <ResetPasswordModal userId={modal.userId} name={modal.name} onClose={close} />;
  }
  return { run, add, element };
}
