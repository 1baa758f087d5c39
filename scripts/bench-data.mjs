// `npm run bench:data [-- --count N]`: fills a database with N generated Tuscan assets (100,000 by
// default) for the explore search benchmark. The database is the one the server would use: the
// SQLite file under DATA_DIR (./data by default), or PostgreSQL when DATABASE_URL is set. Runs the
// migrations first; assets already there with the same source ids are updated, not duplicated.
import './use-supported-node.mjs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--count');
const count = at >= 0 ? Number(args[at + 1]) : 100_000;
if (!Number.isInteger(count) || count < 1) {
  console.error('Uso: npm run bench:data -- --count <numero di asset, almeno 1>');
  process.exit(2);
}

// The server's build only: the web app is not needed here.
await run('npx', ['tsc', '-b', 'packages/contracts', 'server']);
const load = (p) => import(path.join(root, 'server/dist/src', p));
const { loadConfig } = await load('config.js');
const { connect } = await load('platform/db/connect.js');
const { migrateToLatest } = await load('platform/db/migrate.js');
const { fillBenchCatalogue } = await load('seed/explore-bench.js');

const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `SQLite ${config.database.file}`;
const db = connect(config.database);
try {
  await migrateToLatest(db);
  console.log(`Catalogo di prova: ${count} asset in ${where}`);
  const started = performance.now();
  const written = await fillBenchCatalogue(db, count, {
    onProgress: (n) => process.stdout.write(`\r  ${n} / ${count}`),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${written} asset scritti in ${seconds.toFixed(1)} s (${Math.round(written / seconds)} al secondo)`,
  );
} finally {
  await db.destroy();
}
