import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import './terminals.schema.js';

/** SQL of pairing codes and of the tries to redeem them (no rules here). */
type Q = Kysely<Database> | Transaction<Database>;

export async function insertCode(
  db: Q,
  terminalId: number,
  codeHash: string,
  expiresAt: string,
  now: string,
) {
  // A new code replaces the terminal's unused ones: only the code on the modal works.
  await db
    .updateTable('terminalPairingCodes')
    .set({ usedAt: now })
    .where('terminalId', '=', terminalId)
    .where('usedAt', 'is', null)
    .execute();
  await db
    .insertInto('terminalPairingCodes')
    .values({ terminalId, codeHash, expiresAt, createdAt: now })
    .execute();
}

export const liveCodeExists = async (db: Q, codeHash: string, now: string) =>
  (await db
    .selectFrom('terminalPairingCodes')
    .select('id')
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst()) !== undefined;

/** Takes the code if it is live: the UPDATE is the single use (a second redeemer updates nothing). */
export async function takeCode(db: Q, codeHash: string, now: string): Promise<number | null> {
  const row = await db
    .selectFrom('terminalPairingCodes')
    .select(['id', 'terminalId'])
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const taken = await db
    .updateTable('terminalPairingCodes')
    .set({ usedAt: now })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? row.terminalId : null;
}

export const dropCodes = (db: Q, terminalId: number, now: string) =>
  db
    .updateTable('terminalPairingCodes')
    .set({ usedAt: now })
    .where('terminalId', '=', terminalId)
    .where('usedAt', 'is', null)
    .execute();

// ─── attempts (reserved before the code is checked: reserved-attempt.ts) ────────────────────────

export async function insertAttempt(db: Q, ip: string, at: string): Promise<number> {
  const row = await db
    .insertInto('terminalPairingAttempts')
    .values({ ip, ok: 0, createdAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const markAttemptSucceeded = (db: Q, id: number) =>
  db.updateTable('terminalPairingAttempts').set({ ok: 1 }).where('id', '=', id).execute();

export const deleteAttempt = (db: Q, id: number) =>
  db.deleteFrom('terminalPairingAttempts').where('id', '=', id).execute();

/**
 * Wrong codes from an address since `since` (after its last right one), but `exceptId`, and when
 * the last was.
 */
export async function failuresSince(db: Q, ip: string, since: string, exceptId: number) {
  const success = await db
    .selectFrom('terminalPairingAttempts')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('ip', '=', ip)
    .where('ok', '=', 1)
    .where('createdAt', '>', since)
    .executeTakeFirst();
  const from = success?.at && success.at > since ? success.at : since;
  const row = await db
    .selectFrom('terminalPairingAttempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('createdAt').as('last')])
    .where('ip', '=', ip)
    .where('ok', '=', 0)
    .where('createdAt', '>', from)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last ?? null };
}
