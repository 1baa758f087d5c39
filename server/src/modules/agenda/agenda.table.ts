import {
  AGENDA_CATEGORIES,
  AGENDA_PARTNER_KINDS,
  GROUP_KIND_LABELS,
  type TableOption,
} from '@sportello/contracts';
import type { TableDefinition } from '../tables/index.js';
import { forbidden } from '../../platform/http/errors.js';
import { agendaUserOf, mayEditPartner, mayKeepPartners } from './agenda.access.js';
import { categoryLabel, contactRow, kindLabel } from './agenda.presenter.js';
import * as repo from './agenda.repo.js';
import { removePartner } from './agenda.service.js';
import { agendaTableTemplate } from './agenda.templates.js';

const SORT = { name: 'name', kind: 'kind', city: 'city' } as const;
const GROUP_KINDS_SHOWN = ['iat', 'redazione', 'board', 'structure'] as const;

/**
 * The agenda (spec 3 §2 "Agenda"): every office, the editorial office, the board, the structures
 * and the partners of every office, in one list with a map; search by name, town, e-mail, phone or
 * category; filters by kind, province, municipality and category. A row opens the contact modal.
 */
export const agendaTable: TableDefinition = {
  page: 'agenda',
  template: agendaTableTemplate,
  allowed: (ctx) => agendaUserOf(ctx) !== null,

  async prepare(deps, ctx, template) {
    const user = agendaUserOf(ctx)!;
    const places = await repo.contactPlaces(deps.db);
    const asOptions = (values: string[]): TableOption[] => values.map((v) => ({ value: v, label: v }));
    const options: Record<string, TableOption[]> = {
      kind: [...GROUP_KINDS_SHOWN, ...AGENDA_PARTNER_KINDS].map((k) => ({
        value: k,
        label: k in GROUP_KIND_LABELS ? GROUP_KIND_LABELS[k as keyof typeof GROUP_KIND_LABELS] : kindLabel(k),
      })),
      province: asOptions(places.provinces),
      municipality: asOptions(places.cities),
      category: AGENDA_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) })),
    };
    const keeps = mayKeepPartners(user);
    return {
      ...template,
      filters: template.filters.map((f) => (options[f.name] ? { ...f, options: options[f.name]! } : f)),
      add: keeps ? template.add : null,
      actions: keeps
        ? template.actions
        : template.actions.filter((a) => !['edit', 'delete'].includes(a.action)),
    };
  },

  async list(deps, ctx, query) {
    const user = agendaUserOf(ctx)!;
    const { rows, total } = await repo.pageContacts(deps.db, {
      search: query.search,
      kind: query.filters.kind,
      province: query.filters.province,
      city: query.filters.municipality,
      category: query.filters.category,
      sort: SORT[query.sort as keyof typeof SORT] ?? 'name',
      desc: query.direction === 'desc',
      offset: query.offset,
      limit: query.itemsPerPage,
    });
    const partnerIds = rows.filter((r) => r.src === 'p').map((r) => r.id);
    const [categories, owners] = await Promise.all([
      repo.categoriesOf(deps.db, partnerIds),
      partnerIds.length
        ? deps.db
            .selectFrom('agendaPartners')
            .select(['id', 'groupId'])
            .where('id', 'in', partnerIds)
            .execute()
        : Promise.resolve([]),
    ]);
    const ownerOf = new Map(owners.map((o) => [o.id, o.groupId]));
    return {
      total,
      rows: rows.map((r) => {
        const editable = r.src === 'p' && mayEditPartner(user, { groupId: ownerOf.get(r.id) ?? -1 });
        const actions = ['view', 'share', ...(editable ? ['edit', 'delete'] : [])];
        return contactRow(r, r.src === 'p' ? (categories.get(r.id) ?? []) : [], actions);
      }),
    };
  },

  async remove(deps, ctx, body) {
    const user = agendaUserOf(ctx);
    if (!user) throw forbidden();
    return removePartner(deps, user, body);
  },
};
