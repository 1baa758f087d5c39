import type { Db } from '../db/connect.js';

/**
 * One-time links (tokens table): 'reset' (choose a password), 'verify' (confirm the address of a
 * registration) and 'email-change' (confirm a new address; the address is the token's payload).
 */
export const EMAIL_CHANGE_TOKEN = 'email-change';

export async function insertToken(
  db: Db,
  row: {
    kind: string;
    tokenHash: string;
    userId: number;
    expiresAt: string;
    now: string;
    payload?: string;
  },
): Promise<void> {
  await db
    .insertInto('tokens')
    .values({
      kind: row.kind,
      tokenHash: row.tokenHash,
      userId: row.userId,
      expiresAt: row.expiresAt,
      usedAt: null,
      payload: row.payload ?? null,
      createdAt: row.now,
    })
    .execute();
}

/** Marks the user's unused tokens of a kind as used, so only the newest link works. */
export async function retireUserTokens(db: Db, userId: number, kind: string, now: string): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .execute();
}

/** Tokens of a kind issued to the user after `since`, used or not (the request limit). */
export async function countTokensSince(db: Db, userId: number, kind: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user a live (unused, unexpired) token belongs to. */
export async function findLiveToken(db: Db, kind: string, tokenHash: string, now: string) {
  return db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.userId')
    .select(['tokens.id', 'tokens.userId', 'users.username'])
    .where('tokens.tokenHash', '=', tokenHash)
    .where('tokens.kind', '=', kind)
    .where('tokens.usedAt', 'is', null)
    .where('tokens.expiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * Claims a live token in one statement (two concurrent claims cannot both succeed);
 * answers the owner's id, or undefined when the token is unknown, used or expired.
 */
export async function claimToken(db: Db, kind: string, tokenHash: string, now: string) {
  return db
    .updateTable('tokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId', 'payload'])
    .executeTakeFirst();
}

export async function deleteTokensExpiredBefore(db: Db, kind: string, before: string): Promise<void> {
  await db.deleteFrom('tokens').where('kind', '=', kind).where('expiresAt', '<', before).execute();
}
