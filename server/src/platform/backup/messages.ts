/**
 * What the backup and restore commands say, in Italian (the missing tools also in English, like
 * the settings' refusals: whoever installs the server may not read Italian).
 */

/** A refusal or failure the command explains itself: printed as it is, exit 1. */
export class BackupError extends Error {}

const number = (n: number) => n.toLocaleString('it-IT');

export function formatBytes(bytes: number): string {
  const fixed = (n: number) => n.toLocaleString('it-IT', { maximumFractionDigits: 1 });
  if (bytes < 1_000_000) return `${fixed(bytes / 1000)} kB`;
  if (bytes < 1_000_000_000) return `${fixed(bytes / 1_000_000)} MB`;
  return `${fixed(bytes / 1_000_000_000)} GB`;
}

export const formatSeconds = (ms: number) =>
  `${(ms / 1000).toLocaleString('it-IT', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} s`;

/** The tables a person counts by, with their Italian names (singular, plural). */
const SUMMARY: [table: string, one: string, many: string][] = [
  ['contents', 'contenuto', 'contenuti'],
  ['assets', 'scheda del catalogo', 'schede del catalogo'],
  ['profiles', 'profilo', 'profili'],
  ['lists', 'lista', 'liste'],
  ['media', 'elemento della libreria', 'elementi della libreria'],
  ['users', 'utente', 'utenti'],
];

/** The tables whose rows make a database "not empty": what a person would lose. */
export const USER_DATA_TABLES = SUMMARY.map(([table]) => table);

/** "12 contenuti, 1 profilo, …" from a table → rows record (tables missing from it are left out). */
export function formatCounts(counts: Record<string, number>): string {
  const parts = SUMMARY.filter(([table]) => table in counts).map(
    ([table, one, many]) => `${number(counts[table]!)} ${counts[table] === 1 ? one : many}`,
  );
  return parts.join(', ') || 'nessun dato';
}

export const engineName = (engine: 'sqlite' | 'postgres') => (engine === 'sqlite' ? 'SQLite' : 'PostgreSQL');

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Europe/Rome',
  }).format(new Date(iso));

export const M = {
  backupUsage:
    'Uso: npm run backup [-- --out <cartella>] [--keep <n>]\n' +
    '  --out   dove creare la cartella della copia (predefinita: DATA_DIR/backups)\n' +
    '  --keep  dopo la copia, tiene solo le n copie più recenti di quella cartella',
  restoreUsage:
    'Uso: npm run restore -- <cartella della copia> [--yes]\n' +
    '  --yes  sovrascrive un database che contiene già dati (e i file con le stesse chiavi)',

  noManifest: (dir: string) => `${dir} non è una copia di Sportello: manca manifest.json.`,
  badManifest: (dir: string, why: string) =>
    `Il manifest.json di ${dir} non è valido (${why}): la copia non può essere ripristinata.`,
  unknownFormat: (got: string, known: number) =>
    `La copia è nel formato ${got}, questa versione di Sportello legge il formato ${known}: usa la versione che l'ha scritta.`,

  missingTool: (tool: string) =>
    `${tool} non trovato: installa il client di PostgreSQL (Debian/Ubuntu: apt-get install postgresql-client) della stessa versione del server o più recente, e rilancia.\n` +
    `(${tool} not found: install the PostgreSQL client (Debian/Ubuntu: apt-get install postgresql-client), of the server's version or newer, and run again.)`,
  toolFailed: (tool: string, exit: string, output: string) =>
    `${tool} non è riuscito (${exit}):\n${output.trim() || '(nessun messaggio)'}`,

  memoryDatabase: 'Il database è in memoria (:memory:): non c’è nessun file da copiare o ripristinare.',
  sqliteMissing: (file: string) =>
    `Il database SQLite ${file} non esiste: niente da copiare (DATA_DIR o DATABASE_URL indicano quello giusto?).`,
  outInsideFiles: (out: string, files: string) =>
    `La cartella delle copie ${out} è dentro quella dei file (${files}): scegline un'altra con --out.`,
  unreadableDatabase: (problem: string) =>
    `Il file del database non supera il controllo di SQLite (${problem}): nulla è stato sostituito.`,
  fileChanged: (key: string) =>
    `Il file ${key} è cambiato mentre veniva copiato: rilancia la copia di sicurezza.`,
  badKeep: 'Valore non valido per --keep: serve un numero intero da 1 in su.',

  engineMismatch: (snapshot: 'sqlite' | 'postgres', target: 'sqlite' | 'postgres') =>
    `La copia è di un database ${engineName(snapshot)}, ma questo Sportello usa ${engineName(target)} ` +
    `(DATABASE_URL): ripristinala con la stessa configurazione con cui è stata fatta.`,
  newerSnapshot: (migration: string) =>
    `La copia viene da una versione di Sportello più recente di questa (migrazione ${migration} sconosciuta): aggiorna Sportello, poi ripristina.`,
  newerTarget: (where: string, extra: string[]) =>
    `Il database ${where} è a uno schema più recente della copia (migrazioni ${extra.join(', ')}): ` +
    `il ripristino lascerebbe tabelle che la copia non conosce. Ripristina in un database vuoto ` +
    `(per esempio: dropdb e createdb, oppure DROP SCHEMA public CASCADE; CREATE SCHEMA public;), poi riprova.`,
  damaged: (dir: string, problems: string[]) =>
    `La copia ${dir} è danneggiata: nulla è stato ripristinato.\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  sqliteInUse: (file: string) =>
    `Il database ${file} è in uso da un altro processo: ferma il server di Sportello (e ogni suo comando in corso) prima del ripristino, poi riprova. Nulla è stato ripristinato.`,
  postgresInUse: (where: string, connections: number) =>
    `Il database ${where} ha ${connections === 1 ? 'un’altra connessione aperta' : `${connections} altre connessioni aperte`}: ` +
    `ferma i server di Sportello (e ogni loro comando in corso) prima del ripristino, poi riprova. Nulla è stato ripristinato.`,
  notEmpty: (
    where: string,
    counts: Record<string, number>,
    files: number,
    location: string,
    createdAt: string,
  ) =>
    `Il database ${where} non è vuoto: contiene ${formatCounts(counts)}` +
    (files ? `, e ${number(files)} file sono in ${location}` : '') +
    `.\nIl ripristino sostituisce tutto il database con la copia del ${dateOf(createdAt)}` +
    ` (ciò che è stato scritto dopo va perso) e riscrive i file della copia.\n` +
    `Se è ciò che vuoi, ripeti il comando con --yes. Nulla è stato ripristinato.`,
  countsDiffer: (table: string, expected: number, found: number) =>
    `Dopo il ripristino la tabella ${table} ha ${number(found)} righe invece di ${number(expected)}: controlla il database.`,

  backupDone: (dir: string, ms: number) => `Copia di sicurezza scritta in ${dir} (${formatSeconds(ms)}).`,
  restoreDone: (dir: string, ms: number) => `Ripristino da ${dir} completato in ${formatSeconds(ms)}.`,
  databaseLine: (engine: 'sqlite' | 'postgres', where: string, file: string, size: number) =>
    `  database ${engineName(engine)} (${where}): ${file}, ${formatBytes(size)}`,
  migrationLine: (latest: string | null, count: number) =>
    `  schema: ${count} migrazioni${latest ? `, l'ultima ${latest}` : ''}`,
  countsLine: (counts: Record<string, number>) => `  dati: ${formatCounts(counts)}`,
  filesLine: (count: number, bytes: number, location: string) =>
    `  file: ${number(count)} (${formatBytes(bytes)}) da ${location}`,
  filesWrittenLine: (count: number, bytes: number, location: string) =>
    `  file: ${number(count)} (${formatBytes(bytes)}) scritti in ${location}`,
  extraFilesLine: (count: number) =>
    `  ${number(count)} file già presenti e assenti dalla copia sono stati lasciati dove sono`,
  previousKept: (file: string) =>
    `  il database di prima è in ${file}: cancellalo quando hai verificato il ripristino`,
  pruned: (dirs: string[]) => `  copie più vecchie cancellate (--keep): ${dirs.join(', ')}`,
  createdLine: (createdAt: string) => `  copia del ${dateOf(createdAt)}`,
};
