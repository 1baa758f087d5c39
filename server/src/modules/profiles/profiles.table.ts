import { PROFILE_SOURCE_LABELS, type TableRow } from '@sportello/contracts';
import type { TableDefinition } from '../tables/index.js';
import { forbidden } from '../../platform/http/errors.js';
import { profileUserOf } from './profiles.access.js';
import { PROFILES_MESSAGES as M } from './profiles.messages.js';
import { auditListRead, originText } from './profiles.queries.js';
import { presentSummary } from './profiles.presenter.js';
import * as repo from './profiles.repo.js';
import { deleteProfile } from './profiles.service.js';
import { profilesTableTemplate } from './profiles.templates.js';

const SORT = { code: 'code', people: 'people', visitedAt: 'visitedAt' } as const;
const DAY = 86_400_000;
const PERIOD_DAYS: Record<string, number> = {
  today: 1,
  lastweek: 7,
  lastmonth: 31,
  last3months: 92,
  lastyear: 366,
};

/**
 * The profiles page (spec 2 §2 "Profiles list"): the office's profiles (every office's for the
 * Admin group, with an IAT filter), newest visit first; search by code (a renumbered profile's old
 * code too, shown beside the new one) or contact name; filters by period, profiled and source. An
 * admin's every page is written to the audit log.
 */
export const profilesTable: TableDefinition = {
  page: 'profiles',
  template: profilesTableTemplate,
  allowed: (ctx) => profileUserOf(ctx) !== null,

  async prepare(deps, ctx, template) {
    const user = profileUserOf(ctx)!;
    // Only the Admin group sees several offices: the IAT column and filter are theirs alone.
    if (user.scope !== null)
      return {
        ...template,
        columns: template.columns.filter((c) => c.key !== 'iat'),
        filters: template.filters.filter((f) => f.name !== 'iat'),
      };
    const offices = await repo.iatOffices(deps.db);
    const options = offices.map((o) => ({ value: o.slug, label: o.name }));
    return { ...template, filters: template.filters.map((f) => (f.name === 'iat' ? { ...f, options } : f)) };
  },

  async list(deps, ctx, query) {
    const user = profileUserOf(ctx)!;
    let scope: number[] | null = user.scope === null ? null : [user.scope];
    const iat = query.filters.iat;
    if (iat && user.scope === null) scope = (await repo.officesBySlug(deps.db, [iat])).map((o) => o.id);
    const days = PERIOD_DAYS[query.filters.period ?? ''];
    const { rows, total } = await repo.pageProfiles(deps.db, {
      scope,
      offset: query.offset,
      limit: query.itemsPerPage,
      search: query.search,
      profiled: query.filters.profiled,
      source: query.filters.source,
      from: days ? new Date(Date.now() - days * DAY).toISOString() : undefined,
      sortBy: SORT[query.sort as keyof typeof SORT] ?? 'visitedAt',
      desc: query.direction === 'desc',
    });
    await auditListRead(deps.db, user, scope, {
      table: 'profiles',
      page: query.page,
      search: query.search,
      filters: query.filters,
    });
    return {
      total,
      rows: rows.map((r): TableRow => {
        const s = presentSummary(r);
        return {
          id: r.id,
          status: r.profiled === 'not_profiled' ? 1 : 0,
          actions: s.actions,
          cells: {
            code: r.previousCode ? M.codeWithPrevious(r.code, r.previousCode) : r.code,
            name: s.name ?? '',
            profiled: r.profiled === 'not_profiled' ? 1 : 0,
            origin: originOf(r),
            people: r.people,
            source: PROFILE_SOURCE_LABELS[r.source === 'kiosk' ? 'kiosk' : 'desk'],
            iat: r.officeSlug,
            visitedAt: r.visitedAt,
          },
          injectKey: null,
          lat: null,
          lng: null,
          sub: {},
        };
      }),
    };
  },

  async remove(deps, ctx, body) {
    const user = profileUserOf(ctx);
    if (!user) throw forbidden(M.notOffice);
    await deleteProfile(deps.db, user, body.id);
    return M.deleted;
  },
};

/** The origin from the statistics columns (no JSON read per row). */
function originOf(r: repo.SummaryRow): string {
  return originText({
    profilo_paese: r.countryKind,
    profilo_regione: r.region,
    profilo_eu_paese: r.country,
    profilo_eeu_paese: r.country,
  });
}
