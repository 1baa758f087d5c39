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
  name: 'users.fullName',
  email: 'users.email',
  role: 'memberships.role',
  status: 'memberships.stato',
  since: 'memberships.createdAt',
} as const;

function filtered(deps: AppDeps, scope: TeamScope, query: TableQuery) {
  let q = deps.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .where('memberships.groupId', '=', scope.groupId)
    .where('memberships.appId', '=', scope.appId);
  const { search, filters } = query;
  if (search) {
    const has = containsPattern(search);
    q = q.where((eb) =>
      eb.or([
        likeLower('users.fullName', has),
        likeLower('users.email', has),
        likeLower('users.username', has),
      ]),
    );
  }
  if (filters.role) q = q.where('memberships.role', '=', filters.role);
  if (filters.status === 'invited') q = q.where('users.status', '=', 0);
  if (filters.status === 'enabled') q = q.where('users.status', '=', 1).where('memberships.stato', '=', 1);
  if (filters.status === 'disabled') q = q.where('users.status', '=', 1).where('memberships.stato', '=', 0);
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
        .select([
          'memberships.id',
          'memberships.userId',
          'memberships.role',
          'memberships.stato',
          'memberships.createdAt',
          'users.username',
          'users.email',
          'users.fullName',
          'users.status as userStatus',
        ])
        .orderBy(column, query.direction)
        .orderBy('users.username', query.direction)
        .orderBy('memberships.id')
        .limit(query.itemsPerPage)
        .offset(query.offset)
        .execute(),
      activeAdminIds(deps.db),
      roleOptions(deps.db, 'team', ctx.env),
    ]);
    const lastAdminId = admins.length === 1 ? admins[0]! : null;
    const rows: TableRow[] = members.map((m) => {
      const self = m.userId === ctx.actor.userId;
      const status = m.userStatus === 0 ? TEAM_ROW_STATUS.invited : m.stato;
      const actions: string[] = [];
      // Nobody changes their own standing in the team: another referent or an admin does.
      if (!self) {
        actions.push('change-role');
        if (status === TEAM_ROW_STATUS.invited) actions.push('resend-verification-email');
        if (m.stato === 1 && m.userId !== lastAdminId) actions.push('disable-user');
        if (m.stato === 0) actions.push('enable-user');
        if (m.userId !== lastAdminId) actions.push('remove-user');
      }
      return {
        id: m.id,
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
