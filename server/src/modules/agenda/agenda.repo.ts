import { sql } from 'kysely';
import { foldForSearch } from '../../platform/search/words.js';
import type { Db } from '../../platform/db/connect.js';
import { containsPattern, likeLower } from '../../platform/db/text-match.js';
import './agenda.schema.js';

/**
 * The agenda's SQL: the groups a desk deals with (visible or hidden offices, the editorial office,
 * the board, structures; never pending, disabled or the Admin group) and the partners, paged as
 * one list; a partner's writes. Filtering, sorting and paging run in SQL on both engines.
 */

/** Groups the agenda shows: enabled, verified (visible or hidden from the tourism view), not Admin. */
const AGENDA_GROUP_KINDS = ['iat', 'redazione', 'board', 'structure'];
const AGENDA_GROUP_STATUS = [1, 4];

export interface ContactCriteria {
  search: string;
  /** A group kind or a partner kind; absent: every kind. */
  kind?: string | undefined;
  province?: string | undefined;
  city?: string | undefined;
  category?: string | undefined;
  sort: 'name' | 'kind' | 'city';
  desc: boolean;
  offset: number;
  limit: number;
}

export interface ContactRow {
  src: 'g' | 'p';
  id: number;
  name: string;
  kind: string;
  email: string;
  phone: string;
  city: string;
  province: string;
  lat: number | null;
  lng: number | null;
}

function groupsBranch(db: Db, c: ContactCriteria) {
  let q = db
    .selectFrom('groups')
    .where('groups.enabled', '=', 1)
    .where('groups.status', 'in', AGENDA_GROUP_STATUS)
    .where('groups.kind', 'in', c.kind ? [c.kind] : AGENDA_GROUP_KINDS);
  if (c.province) q = q.where('groups.province', '=', c.province);
  if (c.city) q = q.where('groups.city', '=', c.city);
  if (c.search) {
    const has = containsPattern(c.search);
    q = q.where((eb) =>
      eb.or([
        likeLower('groups.name', has),
        likeLower('groups.city', has),
        likeLower('groups.email', has),
        likeLower('groups.phone', has),
      ]),
    );
  }
  return q.select([
    sql<'g' | 'p'>`'g'`.as('src'),
    'groups.id',
    'groups.name',
    'groups.kind',
    'groups.email',
    'groups.phone',
    'groups.city',
    'groups.province',
    'groups.lat',
    'groups.lng',
  ]);
}

function partnersBranch(db: Db, c: ContactCriteria) {
  let q = db.selectFrom('agendaPartners');
  if (c.kind) q = q.where('agendaPartners.kind', '=', c.kind);
  if (c.province) q = q.where('agendaPartners.province', '=', c.province);
  if (c.city) q = q.where('agendaPartners.city', '=', c.city);
  if (c.category) {
    const category = c.category;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('agendaPartnerCategories as pc')
          .select('pc.partnerId')
          .whereRef('pc.partnerId', '=', 'agendaPartners.id')
          .where('pc.category', '=', category),
      ),
    );
  }
  if (c.search) {
    const folded = foldForSearch(c.search);
    const digits = c.search.replace(/\D/g, '');
    const patterns = [containsPattern(folded)];
    // A phone typed with spaces or dashes ("055 21") matches the stored digits.
    if (digits.length >= 3 && digits.length !== folded.length) patterns.push(containsPattern(digits));
    q = q.where((eb) => eb.or(patterns.map((p) => likeLower('agendaPartners.searchText', p))));
  }
  return q.select([
    sql<'g' | 'p'>`'p'`.as('src'),
    'agendaPartners.id',
    'agendaPartners.name',
    'agendaPartners.kind',
    'agendaPartners.email',
    'agendaPartners.phone',
    'agendaPartners.city',
    'agendaPartners.province',
    'agendaPartners.lat',
    'agendaPartners.lng',
  ]);
}

const isGroupKind = (kind: string | undefined) => !!kind && AGENDA_GROUP_KINDS.includes(kind);

/** One page of contacts and how many match in all. */
export async function pageContacts(
  db: Db,
  c: ContactCriteria,
): Promise<{ rows: ContactRow[]; total: number }> {
  // Groups have no categories: a category filter, or a partner kind, leaves them out.
  const withGroups = !c.category && (!c.kind || isGroupKind(c.kind));
  const withPartners = !c.kind || !isGroupKind(c.kind);
  if (!withGroups && !withPartners) return { rows: [], total: 0 };
  const union =
    withGroups && withPartners
      ? groupsBranch(db, c).unionAll(partnersBranch(db, c))
      : withGroups
        ? groupsBranch(db, c)
        : partnersBranch(db, c);
  const all = db.selectFrom(union.as('c'));
  const direction = c.desc ? 'desc' : 'asc';
  const [count, rows] = await Promise.all([
    all.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    all
      .selectAll()
      .orderBy(sql.ref(`c.${c.sort}`), direction)
      .orderBy('c.name', direction)
      .orderBy('c.src')
      .orderBy('c.id')
      .limit(c.limit)
      .offset(c.offset)
      .execute(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      lat: r.lat === null ? null : Number(r.lat),
      lng: r.lng === null ? null : Number(r.lng),
    })),
    total: Number(count.n),
  };
}

/** The categories of these partners, by partner. */
export async function categoriesOf(db: Db, partnerIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (partnerIds.length === 0) return out;
  const rows = await db
    .selectFrom('agendaPartnerCategories')
    .select(['partnerId', 'category'])
    .where('partnerId', 'in', [...partnerIds])
    .orderBy('partnerId')
    .orderBy('category')
    .execute();
  for (const r of rows) out.set(r.partnerId, [...(out.get(r.partnerId) ?? []), r.category]);
  return out;
}

/** The provinces and towns the contacts are in: the filters' options. */
export async function contactPlaces(db: Db): Promise<{ provinces: string[]; cities: string[] }> {
  const groups = db
    .selectFrom('groups')
    .select(['province', 'city'])
    .where('enabled', '=', 1)
    .where('status', 'in', AGENDA_GROUP_STATUS)
    .where('kind', 'in', AGENDA_GROUP_KINDS);
  const places = await groups.union(db.selectFrom('agendaPartners').select(['province', 'city'])).execute();
  const sorted = (values: string[]) =>
    [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'it'));
  return { provinces: sorted(places.map((p) => p.province)), cities: sorted(places.map((p) => p.city)) };
}

export async function findAgendaGroup(db: Db, id: number) {
  return db
    .selectFrom('groups')
    .select([
      'id',
      'slug',
      'name',
      'kind',
      'email',
      'phone',
      'address',
      'city',
      'province',
      'lat',
      'lng',
      'status',
      'openingHours',
    ])
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .where('status', 'in', AGENDA_GROUP_STATUS)
    .where('kind', 'in', AGENDA_GROUP_KINDS)
    .executeTakeFirst();
}
export type AgendaGroup = NonNullable<Awaited<ReturnType<typeof findAgendaGroup>>>;

export async function findPartner(db: Db, id: number) {
  const row = await db
    .selectFrom('agendaPartners')
    .innerJoin('groups', 'groups.id', 'agendaPartners.groupId')
    .select([
      'agendaPartners.id',
      'agendaPartners.groupId',
      'agendaPartners.kind',
      'agendaPartners.name',
      'agendaPartners.email',
      'agendaPartners.phone',
      'agendaPartners.website',
      'agendaPartners.address',
      'agendaPartners.city',
      'agendaPartners.province',
      'agendaPartners.lat',
      'agendaPartners.lng',
      'agendaPartners.notes',
      'agendaPartners.valuesJson',
      'agendaPartners.updatedAt',
      'groups.name as officeName',
      'groups.slug as officeSlug',
    ])
    .where('agendaPartners.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const categories = (await categoriesOf(db, [id])).get(id) ?? [];
  return { ...row, categories };
}
export type AgendaPartner = NonNullable<Awaited<ReturnType<typeof findPartner>>>;

/** The enabled, active users of a group with their role there (one line per person and role). */
export async function usersOfGroup(db: Db, groupId: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.fullName', 'users.username', 'users.email', 'memberships.role'])
    .distinct()
    .where('memberships.groupId', '=', groupId)
    .where('memberships.stato', '=', 1)
    .where('users.status', '=', 1)
    .orderBy('users.fullName')
    .orderBy('memberships.role')
    .limit(200)
    .execute();
}

export interface PartnerValues {
  kind: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  province: string;
  lat: number | null;
  lng: number | null;
  notes: string;
  categories: string[];
  valuesJson: string;
}

const searchTextOf = (v: PartnerValues) =>
  foldForSearch(
    [v.name, v.city, v.province, v.email, v.phone, v.phone.replace(/\D/g, ''), ...v.categories].join(' '),
  );

async function writeCategories(db: Db, partnerId: number, categories: readonly string[]) {
  await db.deleteFrom('agendaPartnerCategories').where('partnerId', '=', partnerId).execute();
  const unique = [...new Set(categories)];
  if (unique.length)
    await db
      .insertInto('agendaPartnerCategories')
      .values(unique.map((category) => ({ partnerId, category })))
      .execute();
}

export async function insertPartner(
  db: Db,
  groupId: number,
  createdBy: number | null,
  v: PartnerValues,
  now: string,
): Promise<number> {
  const { categories, ...columns } = v;
  const row = await db
    .insertInto('agendaPartners')
    .values({ ...columns, groupId, createdBy, searchText: searchTextOf(v), createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeCategories(db, row.id, categories);
  return row.id;
}

export async function updatePartner(db: Db, id: number, v: PartnerValues, now: string): Promise<void> {
  const { categories, ...columns } = v;
  await db
    .updateTable('agendaPartners')
    .set({ ...columns, searchText: searchTextOf(v), updatedAt: now })
    .where('id', '=', id)
    .execute();
  await writeCategories(db, id, categories);
}

export async function deletePartner(db: Db, id: number): Promise<void> {
  await db.deleteFrom('agendaPartnerCategories').where('partnerId', '=', id).execute();
  await db.deleteFrom('agendaPartners').where('id', '=', id).execute();
}

/** The IAT offices a partner may belong to (an administrator's choice in the form). */
export async function iatOffices(db: Db) {
  return db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('kind', '=', 'iat')
    .where('enabled', '=', 1)
    .orderBy('name')
    .execute();
}
