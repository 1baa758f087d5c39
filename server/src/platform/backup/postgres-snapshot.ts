import { spawn, type ChildProcess } from 'node:child_process';
import type PgModule from 'pg';
import { requirePg } from '../lazy/libraries.js';
import { BackupError, M, USER_DATA_TABLES } from './messages.js';
import type { DatabaseFacts } from './sqlite-snapshot.js';

/**
 * DATABASE_URL as pg_dump and pg_restore are given it: the address without its password (a
 * command line is visible to every user of the host in `ps`), the password in PGPASSWORD. `shown`
 * is the address for a person to read, never with a secret in it.
 */
export function postgresTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv; shown: string } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password) || parsed.searchParams.get('password') || '';
  parsed.password = '';
  parsed.searchParams.delete('password');
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
  return {
    dbname: parsed.toString(),
    env: password ? { PGPASSWORD: password } : {},
    shown: `${parsed.protocol}//${user}${parsed.host}${parsed.pathname}`,
  };
}

/**
 * Dumps the database with `pg_dump --format=custom`, and counts its tables in the very snapshot
 * pg_dump reads: a repeatable-read transaction exports its snapshot, pg_dump takes it up
 * (--snapshot), and the counts come from the same transaction.
 */
export async function snapshotPostgres(url: string, target: string): Promise<DatabaseFacts> {
  const { dbname, env } = postgresTarget(url);
  await requireTool('pg_dump');
  const client = await connectTo(url);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const facts = await readFacts(client);
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${rows[0]!.id}`,
        '--no-password',
        `--file=${target}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query('COMMIT');
    return facts;
  } finally {
    await client.end();
  }
}

/** What the restore needs to know of the database it would write into. */
export interface PostgresTarget {
  /** Rows of the tables a person would lose (USER_DATA_TABLES). */
  counts: Record<string, number>;
  migrations: string[];
  /** Client connections to the same database but this one (a running server's). */
  otherConnections: number;
}

export async function inspectPostgres(url: string): Promise<PostgresTarget> {
  const client = await connectTo(url);
  try {
    const { counts, migrations } = await readFacts(client, USER_DATA_TABLES);
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return { counts, migrations, otherConnections: rows[0]!.n };
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore --clean --if-exists --no-owner` into the database, all in one transaction: what the
 * dump holds is dropped and created again, and a failure part-way leaves the database as it was.
 * pg_restore writes the script and psql runs it between our BEGIN and a COMMIT sent only once
 * pg_restore has ended well (psql would commit whatever a dying pg_restore had sent). The schemas
 * of the dump other than public (pg-boss's) are dropped whole first: --clean cannot drop the
 * constraints of a partitioned table's partitions, which pg-boss's queue_stats has.
 */
export async function restorePostgres(url: string, dump: string): Promise<void> {
  const { dbname, env } = postgresTarget(url);
  const schemas = (await runTool('pg_restore', ['--list', dump], {}))
    .split('\n')
    .map((line) => /^\d+; \d+ \d+ SCHEMA - (\S+) /.exec(line)?.[1])
    .filter((name): name is string => !!name && name !== 'public');
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const script = spawnTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--file=-', dump], {});
  const psql = spawnTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${dbname}`],
    { ...env, PGOPTIONS: '-c client_min_messages=warning' },
  );
  psql.child.stdin!.on('error', () => {}); // psql stopped at an error: its own message says why
  psql.child.stdin!.write(
    `BEGIN;\n${schemas.map((name) => `DROP SCHEMA IF EXISTS ${quote(name)} CASCADE;\n`).join('')}`,
  );
  script.child.stdout!.pipe(psql.child.stdin!, { end: false });
  // psql stopped at an error: pg_restore, its output no longer read, would wait for ever.
  const psqlFailure = psql.done.then(
    () => null,
    (err: unknown) => {
      script.child.kill();
      return err;
    },
  );
  try {
    await script.done;
  } catch (err) {
    psql.child.stdin!.end(); // no COMMIT: the server rolls the transaction back
    throw (await psqlFailure) ?? err;
  }
  psql.child.stdin!.end('COMMIT;\n');
  const failure = await psqlFailure;
  if (failure) throw failure;
}

export async function countPostgres(url: string): Promise<Record<string, number>> {
  const client = await connectTo(url);
  try {
    return (await readFacts(client)).counts;
  } finally {
    await client.end();
  }
}

/** Fails in Italian and English when the PostgreSQL client program is not installed. */
export async function requireTool(tool: 'pg_dump' | 'pg_restore' | 'psql'): Promise<void> {
  await runTool(tool, ['--version'], {});
}

/** Runs a PostgreSQL client program to its end; its output, or its messages in the error. */
async function runTool(
  tool: 'pg_dump' | 'pg_restore' | 'psql',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const run = spawnTool(tool, args, env);
  let output = '';
  run.child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  await run.done;
  return output;
}

/** Starts a PostgreSQL client program: `done` settles when it ends, failing with what it said. */
function spawnTool(
  tool: 'pg_dump' | 'pg_restore' | 'psql',
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; done: Promise<void> } {
  const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let messages = '';
  child.stderr!.on('data', (d: Buffer) => (messages += d.toString()));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new BackupError(M.missingTool(tool)) : err),
    );
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError(M.toolFailed(tool, signal ? `segnale ${signal}` : `uscita ${code}`, messages)),
          ),
    );
  });
  return { child, done };
}

async function connectTo(url: string): Promise<PgModule.Client> {
  const client = new (requirePg().Client)({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new BackupError(`Il database ${postgresTarget(url).shown} non risponde: ${reason}`);
  }
  return client;
}

/** Counts rows of the given tables of the schema (all of them by default) and reads the migrations. */
async function readFacts(client: PgModule.Client, only?: readonly string[]): Promise<DatabaseFacts> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const tables = rows.map((r) => r.name).filter((name) => !only || only.includes(name));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows: n } = await client.query<{ n: number }>(
      `select count(*)::int as n from ${client.escapeIdentifier(table)}`,
    );
    counts[table] = n[0]!.n;
  }
  const migrations = rows.some((r) => r.name === 'kysely_migration')
    ? (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map(
        (r) => r.name,
      )
    : [];
  return { counts, migrations };
}
