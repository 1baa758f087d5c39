import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TableRow } from '@sportello/contracts';
import { tableTemplateQuery } from '../../components/table/table-api';
import { useAppScope } from '../../lib/app-scope';
import { RoleDialog, usePeopleCall, type ActionTarget } from '../users';
import { AddMemberModal, type TeamScopeInfo } from './add-member-modal';
import { teamMessages } from './messages';

type TeamModal = { kind: 'add' } | { kind: 'change-role'; row: TableRow };

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The team's group: the table's group filter when an admin has chosen one (sent as ?group= to every
 * team call), else the user's own group from the app config.
 */
function useTeamScope(): TeamScopeInfo {
  const { config, env } = useAppScope();
  const [search] = useSearchParams();
  const template = useQuery(tableTemplateQuery('team', env));
  const options = template.data?.filters.find((f) => f.name === 'group')?.options;
  const chosen = search.get('group') ?? undefined;
  const option = chosen ? options?.find((o) => o.value === chosen) : undefined;
  return useMemo(
    () =>
      option
        ? { slug: option.value, name: option.label, filter: option.value, env }
        : { slug: config.user.group, name: config.user.groupName, filter: undefined, env },
    [option, config.user.group, config.user.groupName, env],
  );
}

/**
 * The team table's actions (spec 3 §2 "Team"): add-member and change-role modals; remove, disable,
 * enable and resend the invitation as calls; an invitation not answered yet is resent or cancelled.
 */
export function useTeamActions(): {
  run: (action: string, target: ActionTarget) => void;
  add: () => void;
  element: ReactNode;
} {
  const [modal, setModal] = useState<TeamModal | null>(null);
  const team = useTeamScope();
  const { attempt, call } = usePeopleCall();
  const close = useCallback(() => setModal(null), []);
  const query = useMemo(() => ({ group: team.filter }), [team.filter]);

  const run = useCallback(
    (action: string, { row }: ActionTarget) => {
      const membershipId = row.id;
      // An invitation an existing account has not answered yet is not a membership: its own calls.
      const invitationId = row.cells.invitationId;
      if (typeof invitationId === 'number') {
        if (action === 'resend-verification-email')
          void attempt('/api/team/invitation/resend.json', { invitationId }, { query });
        if (action === 'cancel-invitation')
          void attempt('/api/team/invitation/cancel.json', { invitationId }, { query });
        return;
      }
      switch (action) {
        case 'change-role':
          return setModal({ kind: 'change-role', row });
        case 'remove-user':
          void attempt('/api/team/remove.json', { membershipId }, { query });
          return;
        case 'disable-user':
        case 'enable-user':
          void attempt(
            '/api/team/toggle-status.json',
            { membershipId, stato: action === 'enable-user' ? 1 : 0 },
            { query },
          );
          return;
        case 'resend-verification-email':
          void attempt('/api/team/resend-invitation.json', { membershipId }, { query });
          return;
      }
    },
    [attempt, query],
  );

  const add = useCallback(() => setModal({ kind: 'add' }), []);

  let element: ReactNode = null;
  if (modal?.kind === 'add') {
    element = <AddMemberModal team={team} onClose={close} />;
  } else if (modal?.kind === 'change-role') {
    const { row } = modal;
    element = (
      <RoleDialog
        title={teamMessages.changeRole.title(text(row.cells.name))}
        rolesUrl="/api/team/roles.json"
        rolesParams={team.filter ? { group: team.filter } : {}}
        current={text(row.cells.roleValue)}
        onSubmit={(ruolo) => call('/api/team/role.json', { membershipId: row.id, ruolo }, { query })}
        onClose={close}
      />
    );
  }
  return { run, add, element };
}
