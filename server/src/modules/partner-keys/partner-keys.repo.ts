import { sql } from 'kysely';
import type { Db } from '../../platform/db/connect.js';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import { keptWhileUnchanged } from '../../platform/db/kept-answers.js';
import { containsPattern, likeLower } from '../../platform/db/text-match.js';
import type { PartnerKeysTable } from './partner-keys.schema.js';

/** Partners' keys, their daily uses and their rate windows: SQL only. */

export type PartnerKeyGrantColumns = Pick<
  PartnerKeysTable,
  'contentTypes' | 'assetTypes' | 'languages' | 'omittedFields' | 'ratePerMinute' | 'expiresOn'
> & { allowedOrigins: string };

export async function insertPartnerKey(
  db: Db,
  row: PartnerKeyGrantColumns & {
    groupId: number;
    appId: number;
    requestId: number | null;
    keyId: string;
    secretHash: string;
    authorisations: string;
    createdBy: number;
    now: string;
  },
): Promise<number> {
  const { now, ...values } = row;
  const inserted = await db
    .insertInto('partnerKeys')
    .values({ ...values, createdAt: now, updatedAt: now, revokedAt: null, revokedBy: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const KEY_COLUMNS = [
  'partnerKeys.id',
  'partnerKeys.keyId',
  'partnerKeys.groupId',
  'partnerKeys.appId',
  'partnerKeys.secretHash',
  'partnerKeys.authorisations',
  'partnerKeys.contentTypes',
  'partnerKeys.assetTypes',
  'partnerKeys.languages',
  'partnerKeys.omittedFields',
  'partnerKeys.allowedOrigins',
  'partnerKeys.ratePerMinute',
  'partnerKeys.expiresOn',
  'partnerKeys.createdAt',
  'partnerKeys.revokedAt',
  'groups.name as groupName',
] as const;

/**
 * By its public id: the lookup of every use of the read API (unique index on key_id). Kept by the
 * process while the keys and the groups are unchanged (kept-answers.ts): a revocation, a grant
 * change or a new expiry is a write to partner_keys, seen at this process's next request and, on
 * PostgreSQL, at another's as soon as the database's notice reaches it (milliseconds, migration
 * 032). Expiry by the calendar depends on the clock only and is tested by the caller every time.
 */
export async function findPartnerKeyByKeyId(db: Db, keyId: string) {
  const [row] = await keptWhileUnchanged(db, ['partner_keys', 'groups'], keyByKeyId.withValues(db, keyId));
  return row;
}
/** Built and compiled once: every request of the read API makes it (compiled-once.ts). */
const keyByKeyId = compiledOnce((db: Db, keyId: string) =>
  db
    .selectFrom('partnerKeys')
    .innerJoin('groups', 'groups.id', 'partnerKeys.groupId')
    .select(KEY_COLUMNS)
    .where('partnerKeys.keyId', '=', keyId),
);

export async function findPartnerKey(db: Db, id: number) {
  return db
    .selectFrom('partnerKeys')
    .innerJoin('groups', 'groups.id', 'partnerKeys.groupId')
    .select(KEY_COLUMNS)
    .where('partnerKeys.id', '=', id)
    .executeTakeFirst();
}
export type PartnerKeyRow = NonNullable<Awaited<ReturnType<typeof findPartnerKey>>>;

/** The keys that work today, of one group or (null) of all, newest first (bounded). */
export async function liveKeys(db: Db, groupId: number | null, today: string) {
  let q = db
    .selectFrom('partnerKeys')
    .innerJoin('groups', 'groups.id', 'partnerKeys.groupId')
    .select(KEY_COLUMNS)
    .where('partnerKeys.revokedAt', 'is', null)
    .where('partnerKeys.expiresOn', '>=', today);
  if (groupId !== null) q = q.where('partnerKeys.groupId', '=', groupId);
  return q.orderBy('partnerKeys.id', 'desc').limit(200).execute();
}

export async function updatePartnerKeyGrants(
  db: Db,
  id: number,
  grants: PartnerKeyGrantColumns,
  now: string,
) {
  await db
    .updateTable('partnerKeys')
    .set({ ...grants, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Revokes once: false when it was revoked already (two admins at once, or a second click). */
export async function revokePartnerKey(db: Db, id: number, by: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('partnerKeys')
    .set({ revokedAt: now, revokedBy: by, updatedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * One more request in the key's window of this minute; returns the window's count with it. An
 * upsert is atomic on both engines, so processes counting at once never lose a request.
 */
export async function countInWindow(db: Db, keyId: number, minute: number, n = 1): Promise<number> {
  const row = await db
    .insertInto('partnerKeyWindows')
    .values({ keyId, minute, count: n })
    .onConflict((oc) =>
      oc.columns(['keyId', 'minute']).doUpdateSet({ count: sql<number>`partner_key_windows.count + ${n}` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Windows before `minute` count nothing any more: dropped when a key opens a new window. */
export async function dropOldWindows(db: Db, keyId: number, minute: number): Promise<void> {
  await db.deleteFrom('partnerKeyWindows').where('keyId', '=', keyId).where('minute', '<', minute).execute();
}

/** The most rows of uses one statement writes (5 values each: far below SQLite's 32,766). */
export const USES_BATCH = 500;

export interface HeldUses {
  keyId: number;
  day: string;
  uses: number;
  limited: number;
  at: string;
}

/**
 * Adds uses (served) and refusals (by the rate limit) of keys on days, at most `at` for the last
 * use: one statement for a batch of keys and days (partner-keys.meter.ts holds them a second), so
 * that on PostgreSQL it is one write that nothing kept reads (pg-pool.ts: UNKEPT_WRITE). The
 * batch holds each key and day once (an upsert may not touch a row twice), USES_BATCH at most.
 */
export async function addUses(db: Db, batch: readonly HeldUses[]) {
  const row = (c: string) => sql.ref(`partner_key_uses.${c}`);
  const fresh = (c: string) => sql.ref(`excluded.${c}`);
  await db
    .insertInto('partnerKeyUses')
    .values(
      batch.map((u) => ({
        keyId: u.keyId,
        day: u.day,
        uses: u.uses,
        limited: u.limited,
        lastUsedAt: u.at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['keyId', 'day']).doUpdateSet({
        uses: sql<number>`${row('uses')} + ${fresh('uses')}`,
        limited: sql<number>`${row('limited')} + ${fresh('limited')}`,
        lastUsedAt: sql<string>`case when ${row('last_used_at')} is null or ${row('last_used_at')} < ${fresh('last_used_at')} then ${fresh('last_used_at')} else ${row('last_used_at')} end`,
      }),
    )
    .execute();
}

export async function usesOn(db: Db, keyId: number, day: string) {
  return db
    .selectFrom('partnerKeyUses')
    .select(['uses', 'limited', 'lastUsedAt'])
    .where('keyId', '=', keyId)
    .where('day', '=', day)
    .executeTakeFirst();
}

export interface PartnerKeyPageOptions {
  offset: number;
  limit: number;
  search: string;
  state?: string;
  today: string;
  sortBy: 'group' | 'createdAt' | 'expiresOn';
  desc: boolean;
}

const SORT_COLUMNS = {
  group: 'groups.name',
  createdAt: 'partnerKeys.createdAt',
  expiresOn: 'partnerKeys.expiresOn',
} as const;

/** One page of the keys, with the day's uses and the last use, filtering and sorting in SQL. */
export async function pagePartnerKeys(db: Db, o: PartnerKeyPageOptions) {
  let q = db.selectFrom('partnerKeys').innerJoin('groups', 'groups.id', 'partnerKeys.groupId');
  if (o.search) {
    const has = containsPattern(o.search);
    q = q.where((eb) => eb.or([likeLower('groups.name', has), likeLower('partnerKeys.keyId', has)]));
  }
  if (o.state === 'revoked') q = q.where('partnerKeys.revokedAt', 'is not', null);
  if (o.state === 'active')
    q = q.where('partnerKeys.revokedAt', 'is', null).where('partnerKeys.expiresOn', '>=', o.today);
  if (o.state === 'expired')
    q = q.where('partnerKeys.revokedAt', 'is', null).where('partnerKeys.expiresOn', '<', o.today);
  const direction = o.desc ? 'desc' : 'asc';
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .select([
        ...KEY_COLUMNS,
        sql<
          number | null
        >`(select u.uses from partner_key_uses u where u.key_id = partner_keys.id and u.day = ${o.today})`.as(
          'usesToday',
        ),
        sql<
          string | null
        >`(select max(u.last_used_at) from partner_key_uses u where u.key_id = partner_keys.id)`.as(
          'lastUsedAt',
        ),
      ])
      .orderBy(sql.ref(SORT_COLUMNS[o.sortBy]), direction)
      .orderBy('partnerKeys.id', direction)
      .limit(o.limit)
      .offset(o.offset)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Whether a key that works today lists this origin (a browser's preflight names no key, so it is
 * answered for the origins of any live key). Origins are stored as JSON strings: the quoted value
 * matches as a whole, taken literally (a `_`, which a URL's host may hold, is no wildcard), and
 * without case as hosts are.
 */
export async function someLiveKeyAllowsOrigin(db: Db, origin: string, today: string): Promise<boolean> {
  const row = await db
    .selectFrom('partnerKeys')
    .select('id')
    .where('revokedAt', 'is', null)
    .where('expiresOn', '>=', today)
    .where(likeLower('allowedOrigins', containsPattern(JSON.stringify(origin))))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The state and grants that decide what a key may hear of, for these keys. */
export async function keysGrants(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('partnerKeys')
    .select(['id', 'revokedAt', 'expiresOn', 'contentTypes', 'languages'])
    .where('id', 'in', ids)
    .execute();
}
