import type { FormsDb } from './forms.tables.js';

/** One-time links of the user forms: 'verify' (self-registration) and 'reset' (set the first password). */

export async function retireTokens(db: FormsDb, userId: number, kind: string, now: string): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .execute();
}

export async function insertToken(
  db: FormsDb,
  row: { kind: string; tokenHash: string; userId: number; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('tokens')
    .values({
      kind: row.kind,
      tokenHash: row.tokenHash,
      userId: row.userId,
      expiresAt: row.expiresAt,
      usedAt: null,
      createdAt: row.now,
    })
    .execute();
}

/** Spends a live token in one statement; the owner's id, or undefined (unknown, used, expired). */
export async function claimToken(db: FormsDb, kind: string, tokenHash: string, now: string) {
  return db
    .updateTable('tokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId'])
    .executeTakeFirst();
}

/** Self-registrations from an IP since a moment (the per-IP limit). */
export async function countRegistrations(db: FormsDb, ip: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('registrationAttempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordRegistration(db: FormsDb, ip: string, now: string): Promise<void> {
  await db.insertInto('registrationAttempts').values({ ip, createdAt: now }).execute();
}

export async function deleteRegistrationsBefore(db: FormsDb, before: string): Promise<void> {
  await db.deleteFrom('registrationAttempts').where('createdAt', '<', before).execute();
}
