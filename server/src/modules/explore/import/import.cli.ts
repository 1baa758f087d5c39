/**
 * npm run import -- <file.csv | file.json | file.geojson>
 *
 * Imports assets into the explore catalogue of the configured database (the same DATA_DIR or
 * DATABASE_URL the server uses; migrations run first when needed). Prints "Importati N, aggiornati
 * M, scartati K" and the rejected rows. Fails (exit 1) only when the file cannot be read or parsed,
 * or the database cannot be reached: rejected rows are part of a successful import.
 */
import path from 'node:path';
import { loadConfig } from '../../../config.js';
import { connect } from '../../../platform/db/connect.js';
import { migrateToLatest } from '../../../platform/db/migrate.js';
import { readImportFile } from './import.file.js';
import { ImportFileError, IMPORT_MESSAGES as M } from './import.messages.js';
import { formatReport, importParsed } from './import.service.js';

const arg = process.argv[2];
if (!arg) {
  console.error(M.usage);
  process.exit(1);
}
// npm runs scripts from the project's root; a relative path means where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);

let exitCode = 0;
try {
  const parsed = await readImportFile(file);
  const config = loadConfig();
  const db = connect(config.database);
  try {
    await migrateToLatest(db);
    console.log(formatReport(await importParsed(db, parsed)));
  } finally {
    await db.destroy();
  }
} catch (err) {
  exitCode = 1;
  console.error(err instanceof ImportFileError || err instanceof Error ? err.message : String(err));
}
process.exit(exitCode);
