import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { isPostgres } from '../../platform/db/connect.js';
import { containsPattern, likeLower } from '../../platform/db/text-match.js';
import { groupNames, userNames } from '../people/index.js';
import './lists.schema.js';

/**
 * SQL of the lists themselves (no rules here: the service decides who and what). A list comes
 * with its office's slug and name and its author's name, read from the people module.
 */
export type Q = Kysely<Database> | Transaction<Database>;

const LIST_COLUMNS = [
  'id',
  'groupId',
  'title',
  'special',
  'creatorId',
  'elementsCount',
  'createdAt',
] as const;

const listQuery = (db: Q) => db.selectFrom('lists').select(LIST_COLUMNS);

type ListRecord = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

export interface ListRow extends ListRecord {
  groupSlug: string;
  groupName: string;
  creatorName: string | null;
}

/** The lists with their office's and author's names; a list whose office is gone is left out. */
async function withNames(db: Q, lists: ListRecord[]): Promise<ListRow[]> {
  if (!lists.length) return [];
  const creators = lists.flatMap((l) => (l.creatorId === null ? [] : [l.creatorId]));
  const [groups, users] = await Promise.all([
    groupNames(
      db,
      lists.map((l) => l.groupId),
    ),
    userNames(db, creators),
  ]);
  const groupOf = new Map(groups.map((g) => [g.id, g]));
  const nameOf = new Map(users.map((u) => [u.id, u.fullName]));
  return lists.flatMap((l) => {
    const group = groupOf.get(l.groupId);
    if (!group) return [];
    const creatorName = l.creatorId === null ? null : (nameOf.get(l.creatorId) ?? null);
    return [{ ...l, groupSlug: group.slug, groupName: group.name, creatorName }];
  });
}

export async function findList(db: Q, id: number): Promise<ListRow | undefined> {
  const list = await listQuery(db).where('id', '=', id).executeTakeFirst();
  return list ? (await withNames(db, [list]))[0] : undefined;
}

/**
 * Takes the list's row lock for the rest of the transaction (PostgreSQL: SELECT … FOR UPDATE), so
 * two operators reordering or moving in one list wait for each other; SQLite serialises writers.
 */
export async function lockList(trx: Q, id: number): Promise<boolean> {
  const q = trx.selectFrom('lists').select('id').where('id', '=', id);
  const row = await (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
  return row !== undefined;
}

/** Two lists locked in id order (copy and move): no deadlock between opposite moves. */
export async function lockLists(trx: Q, ids: number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) await lockList(trx, id);
}

export interface ListPageOptions {
  offset: number;
  limit: number;
  search: string;
  special?: boolean;
  sortBy?: 'createdAt' | 'title' | 'elementsCount';
  desc?: boolean;
}

/** A page of the office's lists (newest first unless told), and how many match. */
export async function pageLists(
  db: Q,
  groupId: number,
  opts: ListPageOptions,
): Promise<{ rows: ListRow[]; total: number }> {
  // The office's own lists; a profile's favourites (kind favourites) are not among them.
  let count = db.selectFrom('lists').where('groupId', '=', groupId).where('kind', '=', 'list');
  let q = listQuery(db).where('groupId', '=', groupId).where('kind', '=', 'list');
  if (opts.search) {
    const has = containsPattern(opts.search);
    count = count.where(likeLower('title', has));
    q = q.where(likeLower('title', has));
  }
  if (opts.special !== undefined) {
    count = count.where('special', '=', opts.special ? 1 : 0);
    q = q.where('special', '=', opts.special ? 1 : 0);
  }
  const dir = opts.desc === false ? 'asc' : 'desc';
  const [n, lists] = await Promise.all([
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .orderBy(opts.sortBy ?? 'createdAt', dir)
      .orderBy('id', dir)
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
  ]);
  return { rows: await withNames(db, lists), total: Number(n.n) };
}

export async function insertList(
  db: Q,
  values: {
    groupId: number;
    title: string;
    special: boolean;
    creatorId: number;
    now: string;
    kind?: 'list' | 'favourites';
  },
): Promise<number> {
  const row = await db
    .insertInto('lists')
    .values({
      groupId: values.groupId,
      kind: values.kind ?? 'list',
      title: values.title,
      special: values.special ? 1 : 0,
      creatorId: values.creatorId,
      elementsCount: 0,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateList(db: Q, id: number, set: { title?: string; special?: boolean }, now: string) {
  await db
    .updateTable('lists')
    .set({
      ...(set.title !== undefined ? { title: set.title } : {}),
      ...(set.special !== undefined ? { special: set.special ? 1 : 0 } : {}),
      updatedAt: now,
    })
    .where('id', '=', id)
    .execute();
}

export const deleteList = (db: Q, id: number) => db.deleteFrom('lists').where('id', '=', id).execute();

/** Recounts the list's elements into lists.elements_count. */
export async function recount(db: Q, listId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('listElements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('listId', '=', listId)
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  await db.updateTable('lists').set({ elementsCount: n, updatedAt: now }).where('id', '=', listId).execute();
  return n;
}
