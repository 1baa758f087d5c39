export { createBackup, pruneBackups, type BackupDeps, type BackupResult } from './backup.js';
export { restoreBackup, type RestoreDeps, type RestoreResult } from './restore.js';
export { readManifest, type Manifest } from './manifest.js';
export { BackupError, M as BACKUP_MESSAGES } from './messages.js';
export { postgresTarget } from './postgres-snapshot.js';
export { secretsOf, withoutSecrets } from './secrets.js';
