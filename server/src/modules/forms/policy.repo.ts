import type { FormsDb } from './forms.schema.js';

export async function findAcceptance(db: FormsDb, userId: number, version: string) {
  return db
    .selectFrom('policyAcceptances')
    .select(['acceptedAt'])
    .where('userId', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function insertAcceptance(
  db: FormsDb,
  row: { userId: number; version: string; acceptedAt: string; ip: string },
): Promise<void> {
  await db.insertInto('policyAcceptances').values(row).execute();
}
