import { sql } from 'kysely';
import type { TableRow, TableTemplate } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { AppDeps } from '../../platform/deps.js';
import { containsPattern, likeLower } from '../../platform/db/text-match.js';
import type { TableDefinition, TableQuery } from '../tables/index.js';
import { mayAdminUsers } from './people.access.js';
import { USER_ROW_STATUS, userGroupSubRow } from './people.presenter.js';
import { activeAdminIds, groupOptions, listApps, membershipsOfUsers, worksSomewhere } from './people.repo.js';
import { roleOptions } from './people.roles.js';
import { userTableTemplate } from './people.templates.js';

const SORT_COLUMNS = {
  fullName: 'users.fullName',
  username: 'users.username',
  email: 'users.email',
  status: 'users.status',
  createdAt: 'users.createdAt',
} as const;

const withOptions = (template: TableTemplate, name: string, options: { value: string; label: string }[]) => ({
  ...template,
  filters: template.filters.map((f) => (f.name === name ? { ...f, options } : f)),
});

/** Filters the page call by the checked query; the same WHERE serves the count and the page. */
function filtered(deps: AppDeps, query: TableQuery) {
  let q = deps.db.selectFrom('users');
  const { search, filters } = query;
  if (search) {
    const has = containsPattern(search);
    q = q.where((eb) =>
      eb.or([
        likeLower('users.username', has),
        likeLower('users.fullName', has),
        likeLower('users.email', has),
      ]),
    );
  }
  if (filters.status === 'pending') q = q.where('users.status', '=', 0);
  if (filters.status === 'active') q = q.where('users.status', '=', 1).where(worksSomewhere());
  if (filters.status === 'inactive')
    q = q.where('users.status', '=', 1).where(sql<boolean>`not ${worksSomewhere()}`);
  const member = (column: 'memberships.role' | 'apps.slug' | 'groups.slug', value: string) =>
    q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberships')
          .innerJoin('apps', 'apps.id', 'memberships.appId')
          .innerJoin('groups', 'groups.id', 'memberships.groupId')
          .select(sql`1`.as('one'))
          .whereRef('memberships.userId', '=', 'users.id')
          .where(column, '=', value),
      ),
    );
  if (filters.role) q = member('memberships.role', filters.role);
  if (filters.app) q = member('apps.slug', filters.app);
  if (filters.group) q = member('groups.slug', filters.group);
  return q;
}

/** The admins' user table (spec 3 §2 "User admin"): one page, its memberships in one more query. */
export const userTable: TableDefinition = {
  page: 'user',
  template: userTableTemplate,
  allowed: (ctx: EnvContext) => mayAdminUsers(ctx),

  async prepare(deps, ctx, template) {
    const [roles, apps, groups] = await Promise.all([
      roleOptions(deps.db, 'group', ctx.env),
      listApps(deps.db),
      groupOptions(deps.db),
    ]);
    let t = withOptions(template, 'role', roles);
    // Not "env": every call already carries the environment it is made from under that name.
    t = withOptions(
      t,
      'app',
      apps.map((a) => ({ value: a.slug, label: a.name })),
    );
    return withOptions(
      t,
      'group',
      groups.map((g) => ({ value: g.slug, label: g.name })),
    );
  },

  async list(deps, _ctx, query) {
    const base = filtered(deps, query);
    const column = SORT_COLUMNS[query.sort as keyof typeof SORT_COLUMNS] ?? SORT_COLUMNS.fullName;
    const [count, users, admins] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select([
          'users.id',
          'users.username',
          'users.email',
          'users.fullName',
          'users.status',
          'users.createdAt',
          sql<number>`case when ${worksSomewhere()} then 1 else 0 end`.as('works'),
        ])
        .orderBy(column, query.direction)
        .orderBy('users.username', query.direction)
        .orderBy('users.id')
        .limit(query.itemsPerPage)
        .offset(query.offset)
        .execute(),
      activeAdminIds(deps.db),
    ]);
    const lastAdminId = admins.length === 1 ? admins[0]! : null;
    const memberships = await membershipsOfUsers(
      deps.db,
      users.map((u) => u.id),
    );
    const rows: TableRow[] = users.map((u) => {
      const own = memberships.filter((m) => m.userId === u.id);
      const status =
        u.status === 0
          ? USER_ROW_STATUS.pending
          : Number(u.works) === 1
            ? USER_ROW_STATUS.active
            : USER_ROW_STATUS.inactive;
      const actions = ['view', 'edit'];
      if (status === USER_ROW_STATUS.pending) actions.push('verify', 'resend-verification-email');
      if (status === USER_ROW_STATUS.active && u.id !== lastAdminId) actions.push('disable');
      if (status === USER_ROW_STATUS.inactive) actions.push('rehabilitate');
      actions.push('contact', 'reset-password');
      if (u.id !== lastAdminId) actions.push('delete');
      return {
        id: u.id,
        status,
        actions,
        cells: {
          fullName: u.fullName || u.username,
          username: u.username,
          email: u.email,
          groups: [...new Set(own.map((m) => m.groupName))],
          status,
          createdAt: u.createdAt,
        },
        injectKey: null,
        lat: null,
        lng: null,
        sub: { groups: own.map((m) => userGroupSubRow(m, lastAdminId)) },
      };
    });
    return { rows, total: Number(count.n) };
  },
};
