import type { MigrationDb } from './helpers.js';

/**
 * What two bugs left behind in the data.
 *
 * - The login's known-browser cookie and the kiosk's device credential had one name
 *   (`sportello_device`), so a kiosk's browser that signed in had its device credential remembered
 *   as a known browser. Those rows go: such a browser is simply not known until it signs in again
 *   (then under its own cookie, `sportello_known_browser`).
 * - Names of uploaded files kept bidirectional controls (a right-to-left override makes
 *   "fattura<RLO>fdp.exe" read "fatturaexe.pdf"); uploads lose them now (stripBidiControls in
 *   control-chars.ts), and the library's names already stored lose them here. The audit entries
 *   of reactivation documents are left as they were written.
 *
 * The characters are listed here, not imported: a migration is frozen, the module may change.
 */
const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];
const strip = (text: string) => [...text].filter((c) => !BIDI.includes(c)).join('');

export async function up(db: MigrationDb): Promise<void> {
  await db
    .deleteFrom('login_devices')
    .where(
      'token_hash',
      'in',
      db.selectFrom('terminals').select('device_token_hash').where('device_token_hash', 'is not', null),
    )
    .execute();

  const rows = await db
    .selectFrom('media')
    .select(['id', 'name', 'original_name as original'])
    .where((eb) =>
      eb.or(BIDI.flatMap((c) => [eb('name', 'like', `%${c}%`), eb('original_name', 'like', `%${c}%`)])),
    )
    .execute();
  for (const row of rows) {
    await db
      .updateTable('media')
      .set({ name: strip(String(row.name)), original_name: strip(String(row.original)) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Nothing to put back: the rows removed proved nothing, the characters removed showed nothing. */
export async function down(): Promise<void> {}
