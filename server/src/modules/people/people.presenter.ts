import { ROLE_LABELS, type Role, type RoleOption, type TableSubRow } from '@sportello/contracts';
import type { membershipsOfUsers } from './people.repo.js';

type MembershipRow = Awaited<ReturnType<typeof membershipsOfUsers>>[number];

/** Row statuses of the user table: the stored 0/1, and 2 for an active account that works nowhere. */
export const USER_ROW_STATUS = { pending: 0, active: 1, inactive: 2 } as const;
/** Row statuses of the group table: the stored 0/1/4, and 2 for a group switched off. */
export const GROUP_ROW_STATUS = { pending: 0, visible: 1, disabled: 2, hiddenIat: 4 } as const;
/** Row statuses of the team table: the membership's stato, and 3 for an invited (pending) user. */
/**
 * A team row's state: a membership off or on; a new account invited, that has not chosen its
 * password yet; an existing account invited, that has not accepted yet (no membership until then).
 */
export const TEAM_ROW_STATUS = { disabled: 0, enabled: 1, invited: 3, awaitingAnswer: 5 } as const;

export const roleName = (role: string, options?: RoleOption[]): string =>
  options?.find((o) => o.value === role)?.label ?? ROLE_LABELS[role as Role] ?? role;

/** "Attivo" / "Disattivato" for a membership; a switched-off group disables it too. */
export function membershipState(m: Pick<MembershipRow, 'stato' | 'groupEnabled'>): string {
  if (m.groupEnabled !== 1) return 'Gruppo disattivato';
  return m.stato === 1 ? 'Attivo' : 'Disattivato';
}

/** A user's membership as a nested row of the user table, with the actions that apply to it. */
export function userGroupSubRow(m: MembershipRow, lastAdminId: number | null): TableSubRow {
  const actions: string[] = [];
  if (m.stato === 1 && m.userId !== lastAdminId) actions.push('disable-app');
  if (m.stato === 0) actions.push('enable-app');
  if (m.groupStatus === 0) actions.push('verify-group');
  if (m.groupEnabled !== 1) actions.push('rehabilitate-group');
  return {
    id: m.membershipId,
    actions,
    cells: {
      group: m.groupName,
      groupId: m.groupId,
      groupSlug: m.groupSlug,
      app: m.appName,
      role: roleName(m.role),
      state: membershipState(m),
    },
  };
}

/** A group's member as a nested row of the group table. */
export function groupUserSubRow(m: MembershipRow, lastAdminId: number | null): TableSubRow {
  const actions = ['change-role'];
  if (m.stato === 1 && m.userId !== lastAdminId) actions.push('disable-user');
  if (m.stato === 0) actions.push('enable-user');
  actions.push('reset-password');
  if (m.userStatus === 0) actions.push('resend-verification-email');
  if (m.userId !== lastAdminId) actions.push('remove-user');
  return {
    id: m.membershipId,
    actions,
    cells: {
      name: m.fullName || m.username,
      userId: m.userId,
      username: m.username,
      email: m.email,
      app: m.appName,
      appSlug: m.appSlug,
      role: roleName(m.role),
      roleValue: m.role,
      state: m.userStatus === 0 ? 'In attesa di verifica' : membershipState(m),
    },
  };
}
