import { sql } from 'kysely';
import { GROUP_KIND_LABELS, GROUP_KINDS, type GroupKind, type TableRow } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { containsPattern, likeLower } from '../../platform/db/text-match.js';
import type { TableDefinition, TableQuery } from '../tables/index.js';
import { mayAdminGroups } from './people.access.js';
import { GROUP_ROW_STATUS, groupUserSubRow } from './people.presenter.js';
import { activeAdminIds, groupProvinces, membershipsOfGroups } from './people.repo.js';
import { groupTableTemplate } from './people.templates.js';

const SORT_COLUMNS = {
  name: 'groups.name',
  kind: 'groups.kind',
  city: 'groups.city',
  status: 'groups.status',
  members: 'members',
} as const;

function filtered(deps: AppDeps, query: TableQuery) {
  let q = deps.db.selectFrom('groups');
  const { search, filters } = query;
  if (search) {
    const has = containsPattern(search);
    q = q.where((eb) =>
      eb.or([likeLower('groups.name', has), likeLower('groups.city', has), likeLower('groups.email', has)]),
    );
  }
  if (filters.kind) q = q.where('groups.kind', '=', filters.kind);
  if (filters.province) q = q.where('groups.province', '=', filters.province);
  if (filters.status === 'pending') q = q.where('groups.status', '=', 0);
  if (filters.status === 'visible') q = q.where('groups.status', '=', 1).where('groups.enabled', '=', 1);
  if (filters.status === 'hidden') q = q.where('groups.status', '=', 4).where('groups.enabled', '=', 1);
  if (filters.status === 'disabled') q = q.where('groups.enabled', '=', 0);
  return q;
}

const rowStatus = (g: { status: number; enabled: number }): number =>
  g.status === 0 ? GROUP_ROW_STATUS.pending : g.enabled !== 1 ? GROUP_ROW_STATUS.disabled : g.status;

function groupActions(g: { status: number; enabled: number; kind: string }): string[] {
  const actions = ['view', 'edit'];
  if (g.status === 0) actions.push('verify');
  actions.push('add-user');
  if (g.kind === 'iat' && g.enabled === 1 && g.status === 1) actions.push('hide-iat');
  if (g.kind === 'iat' && g.status === 4) actions.push('show-iat');
  if (g.enabled === 1) actions.push('disable-group');
  else actions.push('enable-group', 'rehabilitate-group');
  actions.push('delete');
  return actions;
}

/** The admins' group table (spec 3 §2 "Group admin"): one page, its members in one more query. */
export const groupTable: TableDefinition = {
  page: 'group',
  template: groupTableTemplate,
  allowed: (ctx) => mayAdminGroups(ctx),

  async prepare(deps, _ctx, template) {
    const provinces = await groupProvinces(deps.db);
    const options: Record<string, { value: string; label: string }[]> = {
      kind: GROUP_KINDS.map((k) => ({ value: k, label: GROUP_KIND_LABELS[k] })),
      province: provinces.map((p) => ({ value: p, label: p })),
    };
    return {
      ...template,
      filters: template.filters.map((f) => (options[f.name] ? { ...f, options: options[f.name]! } : f)),
    };
  },

  async list(deps, _ctx, query) {
    const base = filtered(deps, query);
    const column = SORT_COLUMNS[query.sort as keyof typeof SORT_COLUMNS] ?? SORT_COLUMNS.name;
    const [count, groups, admins] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select([
          'groups.id',
          'groups.slug',
          'groups.name',
          'groups.kind',
          'groups.city',
          'groups.status',
          'groups.enabled',
          'groups.lat',
          'groups.lng',
          sql<number>`(select count(distinct mm.user_id) from memberships mm where mm.group_id = groups.id)`.as(
            'members',
          ),
        ])
        .orderBy(sql.ref(column), query.direction)
        .orderBy('groups.name', query.direction)
        .orderBy('groups.id')
        .limit(query.itemsPerPage)
        .offset(query.offset)
        .execute(),
      activeAdminIds(deps.db),
    ]);
    const lastAdminId = admins.length === 1 ? admins[0]! : null;
    const members = await membershipsOfGroups(
      deps.db,
      groups.map((g) => g.id),
    );
    const rows: TableRow[] = groups.map((g) => {
      const status = rowStatus(g);
      return {
        id: g.id,
        status,
        actions: groupActions(g),
        cells: {
          name: g.name,
          slug: g.slug,
          kind: GROUP_KIND_LABELS[g.kind as GroupKind] ?? g.kind,
          city: g.city,
          members: Number(g.members),
          status,
          lastAccess: null,
        },
        injectKey: status === GROUP_ROW_STATUS.visible ? g.slug : null,
        lat: g.lat,
        lng: g.lng,
        sub: {
          users: members.filter((m) => m.groupId === g.id).map((m) => groupUserSubRow(m, lastAdminId)),
        },
      };
    });
    return { rows, total: Number(count.n) };
  },
};
