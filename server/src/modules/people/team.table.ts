import { sql } from 'kysely';
import type { TableRow } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { containsPattern, likeLower } from '../../platform/db/text-match.js';
import type { TableDefinition, TableQuery } from '../tables/index.js';
import { mayManageTeam } from './people.access.js';
import { TEAM_ROW_STATUS, roleName } from './people.presenter.js';
import { activeAdminIds, groupOptions } from './people.repo.js';
import { roleOptions } from './people.roles.js';
import { teamTableTemplate } from './people.templates.js';
import { teamScope, type TeamScope } from './team.scope.js';

const SORT_COLUMNS = {
  name: 't.fullName',
  email: 't.email',
  role: 't.role',
  status: 't.stato',
  since: 't.createdAt',
} as const;

/**
 * The team's rows: its memberships, and the invitations existing accounts have not answered yet
 * (no membership before they accept), as one list that sorts, filters and pages together.
 */
function teamRows(deps: AppDeps, scope: TeamScope) {
  const members = deps.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .where('memberships.groupId', '=', scope.groupId)
    .where('memberships.appId', '=', scope.appId)
    .select([
      sql<TeamRowKind>`'member'`.as('kind'),
      'memberships.id as id',
      'memberships.userId as userId',
      'memberships.role as role',
      'memberships.stato as stato',
      'memberships.createdAt as createdAt',
      'users.username as username',
      'users.email as email',
      'users.fullName as fullName',
      'users.status as userStatus',
    ]);
  const invitations = deps.db
    .selectFrom('teamInvitations')
    .innerJoin('users', 'users.id', 'teamInvitations.userId')
    .where('teamInvitations.groupId', '=', scope.groupId)
    .where('teamInvitations.appId', '=', scope.appId)
    .select([
      sql<TeamRowKind>`'invitation'`.as('kind'),
      'teamInvitations.id as id',
      'teamInvitations.userId as userId',
      'teamInvitations.role as role',
      sql<number>`0`.as('stato'),
      'teamInvitations.createdAt as createdAt',
      'users.username as username',
      'users.email as email',
      'users.fullName as fullName',
      'users.status as userStatus',
    ]);
  return deps.db.selectFrom(members.unionAll(invitations).as('t'));
}
type TeamRowKind = 'member' | 'invitation';

function filtered(deps: AppDeps, scope: TeamScope, query: TableQuery) {
  let q = teamRows(deps, scope);
  const { search, filters } = query;
  if (search) {
    const has = containsPattern(search);
    q = q.where((eb) =>
      eb.or([likeLower('t.fullName', has), likeLower('t.email', has), likeLower('t.username', has)]),
    );
  }
  if (filters.role) q = q.where('t.role', '=', filters.role);
  if (filters.status === 'invited')
    q = q.where((eb) => eb.or([eb('t.kind', '=', 'invitation'), eb('t.userStatus', '=', 0)]));
  // Enabled and disabled: members whose account is active, by the membership's stato.
  const stato = { enabled: 1, disabled: 0 }[filters.status ?? ''];
  if (stato !== undefined)
    q = q.where('t.kind', '=', 'member').where('t.userStatus', '=', 1).where('t.stato', '=', stato);
  return q;
}

/** A group's team (spec 3 §2 "Team"): the referent's own group here; admins pick any group. */
export const teamTable: TableDefinition = {
  page: 'team',
  template: teamTableTemplate,
  allowed: (ctx) => mayManageTeam(ctx) && ctx.membership !== null,

  async prepare(deps, ctx, template) {
    const roles = await roleOptions(deps.db, 'team', ctx.env);
    const groups = ctx.actor.isAdmin ? await groupOptions(deps.db) : [];
    return {
      ...template,
      filters: template.filters
        // Only admins choose the group; a referent's team is their own.
        .filter((f) => f.name !== 'group' || ctx.actor.isAdmin)
        .map((f) =>
          f.name === 'role'
            ? { ...f, options: roles }
            : f.name === 'group'
              ? { ...f, options: groups.map((g) => ({ value: g.slug, label: g.name })) }
              : f,
        ),
    };
  },

  async list(deps, ctx, query) {
    const scope = await teamScope(deps.db, ctx, query.filters.group);
    const base = filtered(deps, scope, query);
    const column = SORT_COLUMNS[query.sort as keyof typeof SORT_COLUMNS] ?? SORT_COLUMNS.name;
    const [count, members, admins, roles] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .selectAll('t')
        .orderBy(column, query.direction)
        .orderBy('t.username', query.direction)
        .orderBy('t.kind')
        .orderBy('t.id')
        .limit(query.itemsPerPage)
        .offset(query.offset)
        .execute(),
      activeAdminIds(deps.db),
      roleOptions(deps.db, 'team', ctx.env),
    ]);
    const lastAdminId = admins.length === 1 ? admins[0]! : null;
    const rows: TableRow[] = members.map((m) => {
      const self = m.userId === ctx.actor.userId;
      const invitation = m.kind === 'invitation';
      const status = invitation
        ? TEAM_ROW_STATUS.awaitingAnswer
        : m.userStatus === 0
          ? TEAM_ROW_STATUS.invited
          : m.stato;
      const actions: string[] = [];
      // Nobody changes their own standing in the team: another referent or an admin does.
      if (invitation) actions.push('resend-verification-email', 'cancel-invitation');
      else if (!self) {
        actions.push('change-role');
        if (status === TEAM_ROW_STATUS.invited) actions.push('resend-verification-email');
        if (m.stato === 1 && m.userId !== lastAdminId) actions.push('disable-user');
        if (m.stato === 0) actions.push('enable-user');
        if (m.userId !== lastAdminId) actions.push('remove-user');
      }
      return {
        // An invitation is not a membership yet: its id is negated so it never meets a
        // membership's in one table, and its `invitationId` cell names it to the actions.
        id: invitation ? -m.id : m.id,
        status,
        actions,
        cells: {
          name: m.fullName || m.username,
          email: m.email,
          role: roleName(m.role, roles),
          roleValue: m.role,
          userId: m.userId,
          status,
          since: m.createdAt,
          ...(invitation ? { invitationId: m.id } : {}),
        },
        injectKey: null,
        lat: null,
        lng: null,
        sub: {},
      };
    });
    return { rows, total: Number(count.n) };
  },
};
