import type { FormsDb } from './forms.schema.js';

/** Self-registration attempts per IP (the per-IP limit of temporary-register). */

/** Self-registrations from an IP since a moment, but `exceptId` (the per-IP limit). */
export async function countRegistrations(
  db: FormsDb,
  ip: string,
  since: string,
  exceptId: number,
): Promise<number> {
  const row = await db
    .selectFrom('registrationAttempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('createdAt', '>', since)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordRegistration(db: FormsDb, ip: string, now: string): Promise<number> {
  const row = await db
    .insertInto('registrationAttempts')
    .values({ ip, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteRegistration(db: FormsDb, id: number): Promise<void> {
  await db.deleteFrom('registrationAttempts').where('id', '=', id).execute();
}

export async function deleteRegistrationsBefore(db: FormsDb, before: string): Promise<void> {
  await db.deleteFrom('registrationAttempts').where('createdAt', '<', before).execute();
}
