import type { FormsDb } from './forms.tables.js';

/** Self-registration attempts per IP (the per-IP limit of temporary-register). */

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
