import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { containsPattern, likeLower } from '../../platform/db/text-match.js';
import './profiles.schema.js';

/** SQL of the profiles (no rules here: the service decides who and what). */
type Q = Kysely<Database> | Transaction<Database>;

const PROFILE_COLUMNS = [
  'profiles.id',
  'profiles.code',
  'profiles.previousCode',
  'profiles.officeId',
  'profiles.operatorId',
  'profiles.profiled',
  'profiles.source',
  'profiles.terminalId',
  'profiles.listId',
  'profiles.valuesJson',
  'profiles.contactJson',
  'profiles.consentAt',
  'profiles.visitedAt',
  'profiles.createdAt',
  'profiles.updatedAt',
  'profiles.contactErasedAt',
  'profiles.countryKind',
  'profiles.country',
  'profiles.region',
  'profiles.people',
  'groups.slug as officeSlug',
  'groups.name as officeName',
  'users.fullName as operatorName',
  'lists.elementsCount as favouritesCount',
] as const;

const profileQuery = (db: Q) =>
  db
    .selectFrom('profiles')
    .innerJoin('groups', 'groups.id', 'profiles.officeId')
    .leftJoin('users', 'users.id', 'profiles.operatorId')
    .leftJoin('lists', 'lists.id', 'profiles.listId')
    .select(PROFILE_COLUMNS);

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export const findProfile = (db: Q, id: number) =>
  profileQuery(db).where('profiles.id', '=', id).executeTakeFirst();

export const findOffice = (db: Q, id: number) =>
  db
    .selectFrom('groups')
    .select(['id', 'slug', 'name', 'province', 'kind', 'email', 'phone', 'address'])
    .where('id', '=', id)
    .executeTakeFirst();

export const officesBySlug = (db: Q, slugs: string[]) =>
  db
    .selectFrom('groups')
    .select(['id', 'slug', 'name'])
    .where('slug', 'in', slugs)
    .where('kind', '=', 'iat')
    .execute();

export const iatOffices = (db: Q) =>
  db.selectFrom('groups').select(['id', 'slug', 'name']).where('kind', '=', 'iat').orderBy('name').execute();

/** The next number of the code prefix's year, bumped atomically (one statement on either engine). */
export async function nextCodeNumber(db: Q, prefix: string, year: number): Promise<number> {
  const row = await db
    .insertInto('profileCodeCounters')
    .values({ prefix, year, last: 1 })
    .onConflict((oc) =>
      oc.columns(['prefix', 'year']).doUpdateSet({ last: sql<number>`profile_code_counters.last + 1` }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

export const codeTaken = async (db: Q, code: string) =>
  (await db.selectFrom('profiles').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;

export interface ProfileWrite {
  profiled: string;
  listId: number | null;
  valuesJson: string;
  contactJson: string | null;
  consentAt: string | null;
  visitedAt: string;
  countryKind: string | null;
  country: string | null;
  region: string | null;
  people: number;
  contactErasedAt?: string | null;
}

export async function insertProfile(
  db: Q,
  values: ProfileWrite & {
    code: string;
    officeId: number;
    operatorId: number | null;
    source: string;
    /** The kiosk that saved it; null for the desk. */
    terminalId?: number | null;
    now: string;
  },
): Promise<number> {
  const { now, terminalId = null, ...rest } = values;
  const row = await db
    .insertInto('profiles')
    .values({ ...rest, terminalId, contactErasedAt: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updateProfile = (db: Q, id: number, values: ProfileWrite, now: string) =>
  db
    .updateTable('profiles')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();

export const deleteProfile = (db: Q, id: number) => db.deleteFrom('profiles').where('id', '=', id).execute();

/** The profile's interests rows (a new profile has none to delete first). */
export async function writeInterests(
  db: Q,
  profile: { id: number; officeId: number; visitedAt: string; people: number },
  interests: string[],
  isNew = false,
) {
  if (!isNew) await db.deleteFrom('profileInterests').where('profileId', '=', profile.id).execute();
  if (interests.length)
    await db
      .insertInto('profileInterests')
      .values(
        interests.map((interest) => ({
          profileId: profile.id,
          officeId: profile.officeId,
          visitedAt: profile.visitedAt,
          interest,
          people: profile.people,
        })),
      )
      .execute();
}

/** Whether another profile already uses the favourites list. */
export const profileOfList = (db: Q, listId: number) =>
  db.selectFrom('profiles').select(['id', 'officeId']).where('listId', '=', listId).executeTakeFirst();

export async function listsInUse(db: Q, listIds: number[]): Promise<Set<number>> {
  if (!listIds.length) return new Set();
  const rows = await db.selectFrom('profiles').select('listId').where('listId', 'in', listIds).execute();
  return new Set(rows.map((r) => r.listId!));
}

// ---------------------------------------------------------------------------------------------
// Pages and periods

export interface ProfilePageOptions {
  scope: number[] | null;
  offset: number;
  limit: number;
  search: string;
  profiled?: string | undefined;
  source?: string | undefined;
  from?: string | undefined;
  sortBy: 'visitedAt' | 'code' | 'people';
  desc: boolean;
}

const SUMMARY_COLUMNS = [
  'profiles.id',
  'profiles.code',
  'profiles.previousCode',
  'profiles.officeId',
  'profiles.profiled',
  'profiles.source',
  'profiles.contactJson',
  'profiles.countryKind',
  'profiles.country',
  'profiles.region',
  'profiles.people',
  'profiles.visitedAt',
  'groups.slug as officeSlug',
] as const;

export const COUNT_CAP = 10_000;

/** One page of profiles, newest visit first by default; the count is bounded by the same filters. */
export async function pageProfiles(db: Q, o: ProfilePageOptions) {
  let base = db.selectFrom('profiles');
  if (o.scope) base = base.where('profiles.officeId', 'in', o.scope);
  if (o.profiled) base = base.where('profiles.profiled', '=', o.profiled);
  if (o.source) base = base.where('profiles.source', '=', o.source);
  if (o.from) base = base.where('profiles.visitedAt', '>=', o.from);
  if (o.search) {
    const pattern = containsPattern(o.search);
    base = base.where((eb) =>
      eb.or([
        likeLower('profiles.code', pattern),
        // A code renumbered by migration 026 is still found by the one the visitor was given.
        likeLower('profiles.previousCode', pattern),
        likeLower('profiles.contactJson', pattern),
      ]),
    );
  }
  const [rows, n] = await Promise.all([
    base
      .innerJoin('groups', 'groups.id', 'profiles.officeId')
      .select(SUMMARY_COLUMNS)
      .orderBy(`profiles.${o.sortBy}`, o.desc ? 'desc' : 'asc')
      .orderBy('profiles.id', o.desc ? 'desc' : 'asc')
      .limit(o.limit)
      .offset(o.offset)
      .execute(),
    // Bounded: an office with a million visits pages through the first 10,000 (1,000 pages).
    db
      .selectFrom(
        base
          .select(sql<number>`1`.as('x'))
          .limit(COUNT_CAP)
          .as('c'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(n.n) };
}

export type SummaryRow = Awaited<ReturnType<typeof pageProfiles>>['rows'][number];

/** Profiles of a period: counts by day (GROUP BY on the indexed visit time) and the latest ones. */
export async function profilesOfPeriod(
  db: Q,
  scope: number[] | null,
  from: string,
  to: string,
  limit: number,
) {
  let base = db
    .selectFrom('profiles')
    .where('profiles.visitedAt', '>=', from)
    .where('profiles.visitedAt', '<=', to);
  if (scope) base = base.where('profiles.officeId', 'in', scope);
  const day = sql<string>`substr(profiles.visited_at, 1, 10)`;
  const [days, rows] = await Promise.all([
    base
      .select([
        day.as('day'),
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('profiles.people').as('p'),
      ])
      .groupBy(day)
      .orderBy(day)
      .execute(),
    base
      .innerJoin('groups', 'groups.id', 'profiles.officeId')
      .select(SUMMARY_COLUMNS)
      .orderBy('profiles.visitedAt', 'desc')
      .orderBy('profiles.id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { days: days.map((d) => ({ day: d.day, count: Number(d.n), people: Number(d.p) })), rows };
}

// ---------------------------------------------------------------------------------------------
// Personal data

export const eraseContact = (db: Q, id: number, now: string) =>
  db
    .updateTable('profiles')
    .set({ contactJson: null, consentAt: null, contactErasedAt: now, updatedAt: now })
    .where('id', '=', id)
    .execute();

/** Contact data kept since before the cut-off: erased in bounded batches, statistics untouched. */
export async function eraseContactsConsentedBefore(
  db: Q,
  cutoff: string,
  now: string,
  batch = 1000,
): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = (
      await db
        .selectFrom('profiles')
        .select('id')
        .where('consentAt', '<', cutoff)
        .where('contactJson', 'is not', null)
        .limit(batch)
        .execute()
    ).map((r) => r.id);
    if (!ids.length) return total;
    await db
      .updateTable('profiles')
      .set({ contactJson: null, consentAt: null, contactErasedAt: now })
      .where('id', 'in', ids)
      .execute();
    total += ids.length;
    if (ids.length < batch) return total;
  }
}
