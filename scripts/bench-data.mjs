// `npm run bench:data [-- --count N]`: fills a database with N generated Tuscan assets (100,000 by
// default) for the explore search benchmark. The database is the one the server would use: the
// SQLite file under DATA_DIR (./data by default), or PostgreSQL when DATABASE_URL is set. Runs the
// migrations first; assets already there with the same source ids are updated, not duplicated.
// `npm run bench:data -- --profiles N` adds N generated visitor profiles (e.g. 1000000)
// over the last 24 months across the database's IAT offices instead (streamed, never all in memory).
import './use-supported-node.mjs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const args = process.argv.slice(2);
const profilesAt = args.indexOf('--profiles');
const profiles = profilesAt >= 0 ? Number(args[profilesAt + 1]) : 0;
if (profilesAt >= 0 && (!Number.isInteger(profiles) || profiles < 1)) {
  console.error('Uso: npm run bench:data -- --profiles <numero di schede turista, almeno 1>');
  process.exit(2);
}
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
  if (profiles) await fillProfiles();
  else await fillCatalogue();
} finally {
  await db.destroy();
}

async function fillCatalogue() {
  console.log(`Catalogo di prova: ${count} asset in ${where}`);
  const started = performance.now();
  const written = await fillBenchCatalogue(db, count, {
    onProgress: (n) => process.stdout.write(`\r  ${n} / ${count}`),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${written} asset scritti in ${seconds.toFixed(1)} s (${Math.round(written / seconds)} al secondo)`,
  );
}

/** N visitor profiles across the IAT offices (the demo's when seeded), in chunks with a progress line. */
async function fillProfiles() {
  const { generateProfiles, insertProfiles } = await load('modules/profiles/index.js');
  const offices = await db
    .selectFrom('groups')
    .select(['id'])
    .where('kind', '=', 'iat')
    .orderBy('id')
    .execute();
  if (!offices.length) {
    console.error(
      'Nessun ufficio IAT nel database: avvia prima il server con i dati demo (npm start) o crea un ufficio.',
    );
    process.exit(1);
  }
  const staff = await db
    .selectFrom('memberships')
    .select(['groupId', 'userId'])
    .where('role', 'in', ['operator', 'referent'])
    .execute();
  const to = new Date();
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - 24);
  console.log(`Schede turista di prova: ${profiles} in ${where}, ${offices.length} uffici IAT`);
  const started = performance.now();
  let n = 0;
  function* counted() {
    for (const row of generateProfiles({
      count: profiles,
      offices: offices.map((o) => ({
        id: o.id,
        operatorIds: staff.filter((s) => s.groupId === o.id).map((s) => s.userId),
      })),
      from,
      to,
      seed: Date.now() % 100_000,
    })) {
      n += 1;
      if (n % 20_000 === 0) process.stdout.write(`\r  ${n} / ${profiles}`);
      yield row;
    }
  }
  const { inserted } = await insertProfiles(db, counted(), { keepIds: false });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${inserted} schede scritte in ${seconds.toFixed(1)} s (${Math.round(inserted / seconds)} al secondo)`,
  );
}
