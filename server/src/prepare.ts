import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.js';
import type { DemoAccount } from './seed/seed.js';
import { SERVER_NODE_FLAGS } from './runtime.js';

/**
 * The database made ready before the server listens: migrations, then the demo data when asked.
 * Both run in a child process: a migration that rebuilds an index over a region's catalogue, or
 * the demo's 20,000 visitor profiles, leave the heap and the allocator of whoever ran them
 * hundreds of MB larger, and the server should not carry that for the rest of its life.
 * The child's memory goes back to the system when it exits.
 */

type PrepareReply = { accounts: DemoAccount[] | null } | { error: string };

/** In this process (an in-memory database can't be shared with a child). */
export async function prepareHere(config: Config): Promise<DemoAccount[] | null> {
  // Loaded here only: the server process never needs the migrations' data or the generators.
  const { connect } = await import('./platform/db/connect.js');
  const { migrateToLatest } = await import('./platform/db/migrate.js');
  const { seedDemoIfEmpty } = await import('./seed/seed.js');
  const db = connect(config.database);
  try {
    await migrateToLatest(db);
    return config.seedDemo ? await seedDemoIfEmpty(db, config) : null;
  } finally {
    await db.destroy();
  }
}

/**
 * The child's Node options: the parent's without the server's V8 flags, which are for a long-lived
 * process. A loader given by whoever started the server stays: `npm run dev` runs the TypeScript
 * sources through tsx's, without which the child cannot load them.
 */
function childExecArgv(): string[] {
  const name = (flag: string) => flag.split('=')[0];
  return process.execArgv.filter((a) => !SERVER_NODE_FLAGS.some((f) => name(f) === name(a)));
}

/** In a child process; the demo accounts it created, if any. */
export function prepareDatabase(config: Config): Promise<DemoAccount[] | null> {
  if (config.database.kind === 'sqlite' && config.database.file === ':memory:') return prepareHere(config);
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { execArgv: childExecArgv(), stdio: 'inherit' });
    let reply: PrepareReply | null = null;
    child.on('message', (m) => {
      reply = m as PrepareReply;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (reply && 'accounts' in reply) resolve(reply.accounts);
      else
        reject(
          new Error(
            reply && 'error' in reply ? reply.error : `preparazione del database terminata (${code})`,
          ),
        );
    });
  });
}

// As the child: the parent's environment is the same, so is its configuration.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const { loadConfig } = await import('./config.js');
  const send = (m: PrepareReply) => new Promise<void>((r) => process.send!(m, () => r()));
  try {
    await send({ accounts: await prepareHere(loadConfig()) });
    process.exit(0);
  } catch (err) {
    await send({ error: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  }
}
