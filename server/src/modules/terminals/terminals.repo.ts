import { type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { containsPattern, likeLower } from '../../platform/db/text-match.js';
import './terminals.schema.js';

/** SQL of terminals and live connections (no rules here; pairing codes: pairing.repo.ts). */
type Q = Kysely<Database> | Transaction<Database>;

/**
 * A connection row older than this belongs to a process that died: its terminal is off. Processes
 * refresh their rows every 5 s (HUB_TIMING.heartbeatMs), so a live one misses three beats before
 * this; a dead one's terminals read off ≤ 20 s after it died, and a survivor's next beat (≤ 25 s)
 * removes its rows and tells the offices.
 */
export const CONNECTION_STALE_MS = 20_000;
const freshSince = (now: Date) => new Date(now.getTime() - CONNECTION_STALE_MS).toISOString();

const COLUMNS = [
  'terminals.id',
  'terminals.wsId',
  'terminals.groupId',
  'terminals.name',
  'terminals.deviceName',
  'terminals.terminalType',
  'terminals.isActive',
  'terminals.deviceTokenHash',
  'terminals.pairedAt',
  'terminals.sharingSocket',
  'terminals.sharingJson',
  'terminals.createdAt',
  'groups.slug as groupSlug',
  'groups.name as groupName',
] as const;

/** A socket of the terminal is open on some process (its row refreshed within the stale limit). */
const live = (eb: ExpressionBuilder<Database, 'terminals'>, now: Date) =>
  eb.exists(
    eb
      .selectFrom('terminalConnections as c')
      .select('c.socketId')
      .whereRef('c.terminalId', '=', 'terminals.id')
      .where('c.seenAt', '>', freshSince(now)),
  );

const terminalQuery = (db: Q, now: Date) =>
  db
    .selectFrom('terminals')
    .innerJoin('groups', 'groups.id', 'terminals.groupId')
    .select(COLUMNS)
    .select((eb) => live(eb, now).as('online'));

export type TerminalRow = NonNullable<Awaited<ReturnType<typeof findTerminal>>>;

export const findTerminal = (db: Q, id: number, now = new Date()) =>
  terminalQuery(db, now).where('terminals.id', '=', id).executeTakeFirst();

export const findTerminalByWsId = (db: Q, wsId: string, now = new Date()) =>
  terminalQuery(db, now).where('terminals.wsId', '=', wsId).executeTakeFirst();

export const findTerminalByDevice = (db: Q, tokenHash: string, now = new Date()) =>
  terminalQuery(db, now).where('terminals.deviceTokenHash', '=', tokenHash).executeTakeFirst();

export interface TerminalPageOptions {
  offset: number;
  limit: number;
  search: string;
  terminalType?: string;
  isActive?: boolean;
  online?: boolean;
  sortBy: 'name' | 'createdAt' | 'deviceName';
  desc: boolean;
}

export async function pageTerminals(db: Q, groupId: number, o: TerminalPageOptions, now = new Date()) {
  let q = db.selectFrom('terminals').where('terminals.groupId', '=', groupId);
  if (o.terminalType) q = q.where('terminals.terminalType', '=', o.terminalType);
  if (o.isActive !== undefined) q = q.where('terminals.isActive', '=', o.isActive ? 1 : 0);
  if (o.search) {
    const pattern = containsPattern(o.search);
    q = q.where((eb) =>
      eb.or([likeLower('terminals.name', pattern), likeLower('terminals.deviceName', pattern)]),
    );
  }
  if (o.online !== undefined) {
    q = q.where((eb) => (o.online ? live(eb, now) : eb.not(live(eb, now))));
  }
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const ids = await q
    .select('terminals.id')
    .orderBy(`terminals.${o.sortBy}`, o.desc ? 'desc' : 'asc')
    .orderBy('terminals.id', o.desc ? 'desc' : 'asc')
    .limit(o.limit)
    .offset(o.offset)
    .execute();
  if (!ids.length) return { rows: [], total: Number(total.n) };
  const rows = await terminalQuery(db, now)
    .where(
      'terminals.id',
      'in',
      ids.map((r) => r.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.flatMap((r) => byId.get(r.id) ?? []), total: Number(total.n) };
}

export const onlineTerminals = (db: Q, groupId: number, terminalType: string, now = new Date()) =>
  terminalQuery(db, now)
    .where('terminals.groupId', '=', groupId)
    .where('terminals.terminalType', '=', terminalType)
    .where('terminals.isActive', '=', 1)
    .where((eb) => live(eb, now))
    .orderBy('terminals.name')
    .limit(200)
    .execute();

export async function insertTerminal(
  db: Q,
  row: {
    wsId: string;
    groupId: number;
    name: string;
    deviceName: string;
    terminalType: string;
    createdBy: number;
  },
  now: string,
) {
  const r = await db
    .insertInto('terminals')
    .values({ ...row, isActive: 1, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateTerminal(
  db: Q,
  id: number,
  set: Partial<{
    name: string;
    deviceName: string;
    terminalType: string;
    isActive: number;
    deviceTokenHash: string | null;
    pairedAt: string | null;
    sharingSocket: string | null;
    sharingJson: string | null;
  }>,
  now: string,
) {
  await db
    .updateTable('terminals')
    .set({ ...set, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Sets the sharing only if it is still the expected one (two operators racing for a terminal). */
export async function setSharing(
  db: Q,
  id: number,
  socket: string | null,
  json: string | null,
  onlyIfSocket?: string,
) {
  let q = db.updateTable('terminals').set({ sharingSocket: socket, sharingJson: json }).where('id', '=', id);
  if (onlyIfSocket !== undefined) q = q.where('sharingSocket', '=', onlyIfSocket);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The terminals one operator socket is sharing with. */
export const sharedBy = (db: Q, socketId: string) =>
  db.selectFrom('terminals').select(['id', 'wsId']).where('sharingSocket', '=', socketId).execute();

export const deleteTerminal = (db: Q, id: number) =>
  db.deleteFrom('terminals').where('id', '=', id).execute();

// ─── live connections ───────────────────────────────────────────────────────────────────────────

type ConnectionRow = { socketId: string; terminalId: number; processId: string };

export const insertConnection = (db: Q, row: ConnectionRow, now: string) =>
  db
    .insertInto('terminalConnections')
    .values({ ...row, seenAt: now })
    .execute();

/** Writes the row again if it is gone (pruned while its process stalled); true if it was written. */
export async function restoreConnection(db: Q, row: ConnectionRow, now: string) {
  const r = await db
    .insertInto('terminalConnections')
    .values({ ...row, seenAt: now })
    .onConflict((oc) => oc.column('socketId').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export const deleteConnection = (db: Q, socketId: string) =>
  db.deleteFrom('terminalConnections').where('socketId', '=', socketId).execute();

/** Refreshes the rows of these sockets (a process's own); how many rows there were. */
export async function touchConnections(db: Q, socketIds: string[], now: string) {
  let touched = 0;
  for (let i = 0; i < socketIds.length; i += 500) {
    const r = await db
      .updateTable('terminalConnections')
      .set({ seenAt: now })
      .where('socketId', 'in', socketIds.slice(i, i + 500))
      .executeTakeFirst();
    touched += Number(r.numUpdatedRows);
  }
  return touched;
}

export const deleteProcessConnections = (db: Q, processId: string) =>
  db.deleteFrom('terminalConnections').where('processId', '=', processId).execute();

/** Rows of processes that stopped refreshing (crashed) removed; the terminals they named. */
export async function pruneStaleConnections(db: Q, now: Date): Promise<number[]> {
  const rows = await db
    .deleteFrom('terminalConnections')
    .where('seenAt', '<', freshSince(now))
    .returning('terminalId')
    .execute();
  return rows.map((r) => r.terminalId);
}
