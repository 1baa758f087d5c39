import type { FormValues } from '@sportello/contracts';
import type { FormsDb } from './forms.schema.js';

/** The values a user saved in a form, or null when they never did. */
export async function findFormEntry(
  db: FormsDb,
  formType: string,
  userId: number,
): Promise<FormValues | null> {
  const row = await db
    .selectFrom('formEntries')
    .select('valuesJson')
    .where('formType', '=', formType)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.valuesJson) as FormValues) : null;
}

/** Stores the user's values for the form, replacing what they saved before. */
export async function saveFormEntry(
  db: FormsDb,
  row: { formType: string; userId: number; values: FormValues; now: string },
): Promise<void> {
  const valuesJson = JSON.stringify(row.values);
  await db
    .insertInto('formEntries')
    .values({ formType: row.formType, userId: row.userId, valuesJson, updatedAt: row.now })
    .onConflict((oc) => oc.columns(['formType', 'userId']).doUpdateSet({ valuesJson, updatedAt: row.now }))
    .execute();
}
