import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AggregateDimension, AggregateFilters, ExportSection } from '@sportello/contracts';
import { PEOPLE_BUCKETS } from '@sportello/contracts';
import { isPostgres, type Db } from '../../../platform/db/connect.js';
import type { Database } from '../../../platform/db/schema.js';

/** What every export and aggregate is bounded by: offices (null: all) and the visit window (ISO). */
export interface ExportScope {
  officeIds: number[] | null;
  fromIso: string;
  toIso: string;
}

type Eb = ExpressionBuilder<Database, 'profiles'>;

/**
 * The scope's conditions. `byVisit`: several offices are read in visit order through the
 * (visited_at, id) index, the office a filter on it (the unary plus keeps both engines off the
 * office index, which would need a sort of the whole result before the first row).
 */
const inScope = (eb: Eb, scope: ExportScope, byVisit = false): Expression<SqlBool> => {
  const ids = scope.officeIds;
  const office =
    byVisit && (!ids || ids.length > 1) ? sql<number>`+profiles.office_id` : eb.ref('profiles.officeId');
  return eb.and([
    eb('profiles.visitedAt', '>=', scope.fromIso),
    eb('profiles.visitedAt', '<=', scope.toIso),
    ...(ids ? [eb(office, 'in', ids.length ? ids : [-1])] : []),
  ]);
};

/** The IAT offices by slug (the selector's values) and every office's names, for labels. */
export function officesBySlug(db: Db, slugs: string[]) {
  return db
    .selectFrom('groups')
    .select(['id', 'slug', 'name'])
    .where('kind', '=', 'iat')
    .where('slug', 'in', slugs.length ? slugs : ['-'])
    .execute();
}

export function iatOffices(db: Db) {
  return db
    .selectFrom('groups')
    .select(['id', 'slug', 'name'])
    .where('kind', '=', 'iat')
    .where('status', '=', 1)
    .orderBy('name')
    .execute();
}

/** Every IAT office, whatever its status: the Admin group's "all". */
export function allIatOffices(db: Db) {
  return db.selectFrom('groups').select(['id', 'slug', 'name']).where('kind', '=', 'iat').execute();
}

export function officesById(db: Db, ids: number[]) {
  return db
    .selectFrom('groups')
    .select(['id', 'slug', 'name'])
    .where('id', 'in', ids.length ? ids : [-1])
    .execute();
}

/** Whether the params give at least one profile: one probe of the (office, visit) index. */
export async function anyProfile(db: Db, scope: ExportScope): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('profiles.id')
    .where((eb) => inScope(eb, scope))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The raw columns of the individual export, in this order, by section (export.columns.ts reads them). */
export function exportRowsQuery(db: Db, scope: ExportScope, sections: ReadonlySet<ExportSection>) {
  // The primary key (profile_id, interest) gives each profile's interests in order.
  const interests = isPostgres(db)
    ? sql<string>`(select string_agg(pi.interest, '|' order by pi.interest) from profile_interests pi where pi.profile_id = profiles.id)`
    : sql<string>`(select group_concat(pi.interest, '|') from profile_interests pi where pi.profile_id = profiles.id)`;
  return db
    .selectFrom('profiles')
    .select([
      'profiles.code',
      'profiles.officeId',
      'profiles.visitedAt',
      'profiles.profiled',
      'profiles.source',
      'profiles.countryKind',
      'profiles.country',
      'profiles.region',
      'profiles.people',
    ])
    .$if(sections.has('interessi'), (q) => q.select(interests.as('interests')))
    .$if(sections.has('contatti'), (q) =>
      q.select(['profiles.contactJson', 'profiles.consentAt', 'profiles.contactErasedAt']),
    )
    .where((eb) => inScope(eb, scope, true))
    .orderBy('profiles.visitedAt')
    .orderBy('profiles.id')
    .compile();
}

// ---------------------------------------------------------------------------------------------
// Aggregates: GROUP BY in the database

const peopleBucket = sql<string>`case ${sql.join(
  PEOPLE_BUCKETS.map((b) =>
    b.max === null
      ? sql`when profiles.people >= ${sql.lit(b.min)} then ${sql.lit(b.value)}`
      : sql`when profiles.people <= ${sql.lit(b.max)} then ${sql.lit(b.value)}`,
  ),
  sql` `,
)} end`;

/** The SQL of each dimension. Months are the visit's UTC month (the stored instant's first 7 characters). */
const DIMENSION_SQL: Record<AggregateDimension, ReturnType<typeof sql<string>>> = {
  ufficio: sql<string>`profiles.office_id`,
  mese: sql<string>`substr(profiles.visited_at, 1, 7)`,
  profilo_paese: sql<string>`profiles.country_kind`,
  nazionalita: sql<string>`case when profiles.country_kind = 'it' then 'it' else profiles.country end`,
  profilo_regione: sql<string>`profiles.region`,
  profilo_numero_persone: peopleBucket,
  fonte: sql<string>`profiles.source`,
  profilato: sql<string>`profiles.profiled`,
  interessi: sql<string>`profile_interests.interest`,
};

function filtersOf(eb: Eb, f: AggregateFilters, officeIdsBySlug: Map<string, number>): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (f.ufficio)
    out.push(
      eb(
        'profiles.officeId',
        'in',
        f.ufficio.map((s) => officeIdsBySlug.get(s) ?? -1),
      ),
    );
  if (f.mese) out.push(eb(sql<string>`substr(profiles.visited_at, 1, 7)`, 'in', f.mese));
  // Provenance: Italy, the kinds and the countries chosen are one union (spec 2 §4's split).
  const provenance: Expression<SqlBool>[] = [];
  if (f.profilo_paese) provenance.push(eb('profiles.countryKind', 'in', f.profilo_paese));
  const countries = [...(f.profilo_eu_paese ?? []), ...(f.profilo_eeu_paese ?? [])];
  if (countries.length) provenance.push(eb('profiles.country', 'in', countries));
  if (provenance.length) out.push(eb.or(provenance));
  if (f.profilo_regione) out.push(eb('profiles.region', 'in', f.profilo_regione));
  const flags = Object.keys(f.profilo_numero_persone ?? {});
  if (flags.length) out.push(eb(peopleBucket, 'in', flags));
  if (f.fonte) out.push(eb('profiles.source', 'in', f.fonte));
  if (f.profilato) out.push(eb('profiles.profiled', 'in', f.profilato));
  if (f.interessi) {
    const wanted = f.interessi;
    out.push(
      eb.exists(
        eb
          .selectFrom('profileInterests as pif')
          .select(sql.lit(1).as('one'))
          .whereRef('pif.profileId', '=', 'profiles.id')
          .where('pif.interest', 'in', wanted),
      ),
    );
  }
  return out;
}

export interface AggregateDbRow {
  keys: (string | number | null)[];
  profiles: number;
  people: number;
}

/** Most groups an aggregate answers: the view is a table and a chart, not a dump. */
export const AGGREGATE_MAX_ROWS = 5000;

/** What profile_interests carries itself: the dimensions and filters it answers without profiles. */
const INTEREST_ROW_DIMENSIONS: Partial<Record<AggregateDimension, ReturnType<typeof sql<string>>>> = {
  interessi: sql<string>`profile_interests.interest`,
  ufficio: sql<string>`profile_interests.office_id`,
  mese: sql<string>`substr(profile_interests.visited_at, 1, 7)`,
};
const INTEREST_ROW_FILTERS = new Set<string>(['ufficio', 'mese']);

/** Every distinct interest, one index seek each (SQLite has no loose index scan of its own). */
const DISTINCT_INTERESTS = sql`with recursive iv(v) as (
  select (select min(interest) from profile_interests)
  union all
  select (select min(n.interest) from profile_interests n where n.interest > iv.v) from iv where iv.v is not null
) select v from iv where v is not null`;

/**
 * Grouped by interest (with the office or month at most, filtered by those at most): read from
 * profile_interests alone, whose rows carry the office, the visit and the profile's people. The
 * join back to profiles cost a lookup per interest row (1.5 s over a million profiles on SQLite),
 * and a plain GROUP BY on SQLite still sorts every row through a temporary b-tree. On SQLite the
 * few distinct interests are walked on the (interest, office, visit, people) index (a recursive
 * "loose index scan": one seek per value) and each one's office and window are a range of that
 * same covering index. PostgreSQL hash-aggregates a (parallel) scan of the table as it is.
 */
function interestRowsQuery(
  db: Db,
  scope: ExportScope,
  dims: AggregateDimension[],
  filters: AggregateFilters,
  officeIdsBySlug: Map<string, number>,
) {
  const ids = scope.officeIds;
  const keys = dims.map((d, i) => INTEREST_ROW_DIMENSIONS[d]!.as(`k${i}`));
  let ordered = db
    .selectFrom('profileInterests')
    .$if(!isPostgres(db), (qb) =>
      qb.where(sql<SqlBool>`profile_interests.interest in (${DISTINCT_INTERESTS})`),
    )
    .where((eb) =>
      eb.and([
        eb('profileInterests.visitedAt', '>=', scope.fromIso),
        eb('profileInterests.visitedAt', '<=', scope.toIso),
        ...(ids ? [eb('profileInterests.officeId', 'in', ids.length ? ids : [-1])] : []),
        ...(filters.ufficio
          ? [
              eb(
                'profileInterests.officeId',
                'in',
                filters.ufficio.map((slug) => officeIdsBySlug.get(slug) ?? -1),
              ),
            ]
          : []),
        ...(filters.mese
          ? [eb(sql<string>`substr(profile_interests.visited_at, 1, 7)`, 'in', filters.mese)]
          : []),
      ]),
    )
    .select([
      ...keys,
      sql<number>`count(*)`.as('profiles'),
      sql<number>`coalesce(sum(profile_interests.people), 0)`.as('people'),
    ])
    .groupBy(dims.map((_, k) => sql.raw(String(k + 1))));
  for (const k of dims.keys()) ordered = ordered.orderBy(sql.raw(String(k + 1)));
  return ordered.limit(AGGREGATE_MAX_ROWS + 1);
}

export function aggregateQuery(
  db: Db,
  scope: ExportScope,
  dims: AggregateDimension[],
  filters: AggregateFilters,
  officeIdsBySlug: Map<string, number>,
) {
  const withInterests = dims.includes('interessi');
  if (
    withInterests &&
    dims.every((d) => d in INTEREST_ROW_DIMENSIONS) &&
    Object.entries(filters).every(([f, v]) => v === undefined || INTEREST_ROW_FILTERS.has(f))
  )
    return interestRowsQuery(db, scope, dims, filters, officeIdsBySlug);
  let q = db
    .selectFrom('profiles')
    .$if(withInterests, (qb) =>
      qb.innerJoin('profileInterests', 'profileInterests.profileId', 'profiles.id'),
    );
  q = q.where((eb) => eb.and([inScope(eb as Eb, scope), ...filtersOf(eb as Eb, filters, officeIdsBySlug)]));
  const keys = dims.map((d, i) => DIMENSION_SQL[d].as(`k${i}`));
  const grouped = q
    .select([
      ...keys,
      sql<number>`count(*)`.as('profiles'),
      sql<number>`coalesce(sum(profiles.people), 0)`.as('people'),
    ])
    .$if(dims.length > 0, (qb) => {
      let ordered = qb.groupBy(dims.map((_, k) => sql.raw(String(k + 1))));
      for (const k of dims.keys()) ordered = ordered.orderBy(sql.raw(String(k + 1)));
      return ordered;
    })
    .limit(AGGREGATE_MAX_ROWS + 1);
  return grouped;
}

export async function aggregate(
  db: Db,
  scope: ExportScope,
  dims: AggregateDimension[],
  filters: AggregateFilters,
  officeIdsBySlug: Map<string, number>,
): Promise<AggregateDbRow[]> {
  const rows = (await aggregateQuery(db, scope, dims, filters, officeIdsBySlug).execute()) as Record<
    string,
    unknown
  >[];
  return rows.map((r) => ({
    keys: dims.map((_, i) => (r[`k${i}`] ?? null) as string | number | null),
    profiles: Number(r.profiles),
    people: Number(r.people),
  }));
}

/**
 * Profiles and people per UTC hour of the visit (the stored instant's first 13 characters), read
 * from the covering (office, visit, …) index: the dashboards fold the hours into Rome's days, weeks
 * and months, which no GROUP BY of SQLite can do across the daylight-saving change. A year is at
 * most 8,784 rows.
 */
export async function visitsByHour(
  db: Db,
  scope: ExportScope,
): Promise<{ hour: string; profiles: number; people: number }[]> {
  const rows = await db
    .selectFrom('profiles')
    .where((eb) => inScope(eb, scope))
    .select([
      sql<string>`substr(profiles.visited_at, 1, 13)`.as('hour'),
      sql<number>`count(*)`.as('profiles'),
      sql<number>`coalesce(sum(profiles.people), 0)`.as('people'),
    ])
    .groupBy(sql.raw('1'))
    .execute();
  return rows.map((r) => ({ hour: r.hour, profiles: Number(r.profiles), people: Number(r.people) }));
}
