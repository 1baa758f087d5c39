/**
 * npm run restore -- <snapshot folder> [--yes]
 *
 * Puts a snapshot written by `npm run backup` back into the configured database and storage (the
 * same DATA_DIR, DATABASE_URL and S3_* the server reads). The server must be stopped: a database
 * another process has open is refused. Every file of the snapshot is checked against its manifest
 * first, so a damaged snapshot writes nothing; a database that already holds data is overwritten
 * only with --yes. Prints what it restored and how long it took; exits 1 on any refusal or failure.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createStorage } from '../platform/storage/index.js';
import {
  BACKUP_MESSAGES as M,
  BackupError,
  restoreBackup,
  secretsOf,
  withoutSecrets,
} from '../platform/backup/index.js';

let parsed: { values: { yes?: boolean; help?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({
    options: { yes: { type: 'boolean', short: 'y' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n${M.restoreUsage}`);
  process.exit(1);
}
if (parsed.values.help) {
  console.log(M.restoreUsage);
  process.exit(0);
}
if (parsed.positionals.length !== 1) {
  console.error(M.restoreUsage);
  process.exit(1);
}

// npm runs scripts from the project's root; a relative folder means where the command was typed.
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.positionals[0]!);
const started = performance.now();
let secrets: string[] = [];
let exitCode = 0;
try {
  const config = loadConfig();
  secrets = secretsOf(config);
  const storage = createStorage(config);
  console.log(`Verifico la copia ${dir}…`);
  const result = await restoreBackup({ config, storage }, dir, { yes: Boolean(parsed.values.yes) });
  const { manifest } = result;
  const lines = [
    M.restoreDone(dir, performance.now() - started),
    M.createdLine(manifest.createdAt),
    M.databaseLine(manifest.engine, result.where, manifest.database.file, manifest.database.size),
    M.migrationLine(manifest.migration.latest, manifest.migration.count),
    M.countsLine(result.counts),
    M.filesWrittenLine(result.files.count, result.files.bytes, storage.location),
    ...(result.extraFiles ? [M.extraFilesLine(result.extraFiles)] : []),
    ...(result.previous ? [M.previousKept(result.previous)] : []),
  ];
  console.log(withoutSecrets(lines.join('\n'), secrets));
} catch (err) {
  exitCode = 1;
  const message = err instanceof Error ? err.message : String(err);
  console.error(
    withoutSecrets(err instanceof BackupError ? message : `Ripristino non riuscito: ${message}`, secrets),
  );
}
process.exit(exitCode);
