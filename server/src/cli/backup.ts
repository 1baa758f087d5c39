/**
 * npm run backup [-- --out <folder>] [--keep <n>]
 *
 * Writes one consistent snapshot of the configured database and files (the same DATA_DIR,
 * DATABASE_URL and S3_* the server reads) into a new folder <folder>/<UTC time>, by default under
 * DATA_DIR/backups, while the server runs: the SQLite database through SQLite's online backup,
 * PostgreSQL through pg_dump, the files through the storage (a folder or an S3 bucket) with their
 * SHA-256 in manifest.json. `--keep n` then removes all but the newest n snapshots of the folder.
 * Prints what it wrote and how long it took; exits 1 when anything failed (nothing half-written
 * is left under the snapshot's name).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.js';
import { createStorage } from '../platform/storage/index.js';
import {
  BACKUP_MESSAGES as M,
  BackupError,
  createBackup,
  postgresTarget,
  secretsOf,
  withoutSecrets,
} from '../platform/backup/index.js';

let args: { out?: string; keep?: string; help?: boolean };
try {
  args = parseArgs({
    options: { out: { type: 'string' }, keep: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  }).values;
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n${M.backupUsage}`);
  process.exit(1);
}
if (args.help) {
  console.log(M.backupUsage);
  process.exit(0);
}

// npm runs scripts from the project's root; a relative --out means where the command was typed.
const here = process.env.INIT_CWD ?? process.cwd();
let secrets: string[] = [];
let exitCode = 0;
try {
  const config = loadConfig();
  secrets = secretsOf(config);
  const keep = args.keep === undefined ? undefined : Number(args.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) throw new BackupError(M.badKeep);
  const parentDir = args.out ? path.resolve(here, args.out) : path.join(config.dataDir, 'backups');
  const storage = createStorage(config);
  console.log(`Copia di sicurezza di ${databaseOf(config)} e dei file di ${storage.location}…`);
  const { dir, manifest, pruned } = await createBackup({ config, storage }, { parentDir, keep });
  const lines = [
    M.backupDone(dir, manifest.tookMs),
    M.databaseLine(manifest.engine, databaseOf(config), manifest.database.file, manifest.database.size),
    M.migrationLine(manifest.migration.latest, manifest.migration.count),
    M.countsLine(manifest.counts),
    M.filesLine(manifest.files.count, manifest.files.bytes, manifest.files.location),
    ...(pruned.length ? [M.pruned(pruned)] : []),
  ];
  console.log(withoutSecrets(lines.join('\n'), secrets));
} catch (err) {
  exitCode = 1;
  const message = err instanceof Error ? err.message : String(err);
  console.error(
    withoutSecrets(
      err instanceof BackupError ? message : `Copia di sicurezza non riuscita: ${message}`,
      secrets,
    ),
  );
}
process.exit(exitCode);

function databaseOf(config: Config): string {
  return config.database.kind === 'sqlite' ? config.database.file : postgresTarget(config.database.url).shown;
}
