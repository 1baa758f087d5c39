// `npm run bench:cluster` (and the end of `npm run bench`): one server process called directly
// against two processes behind nginx (docs/nginx/sportello.conf, TLS terminated by nginx), on the
// regional bench's desk reads (scripts/cluster/desk-mix.mjs: the rows of scripts/bench-region.mjs
// without the save) over BENCH_CONTENTS contents and BENCH_ASSETS assets, CONNECTIONS at once for
// BENCH_CLUSTER_SECONDS after 2 s not counted, the two set-ups in turns, twice; then nginx's own cost
// per request: /health one at a time, straight at a process and through nginx. Not a test: it
// prints figures.
// Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a server where it may create a
// database) and REDIS_URL; the processes run in production mode on the demo data (loaded once by the
// first process in test mode, since production refuses them). Everything shares this machine: on
// 2 cores the load generator, nginx, PostgreSQL and both processes compete for the same CPUs.
import './use-supported-node.mjs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { demoAuthors, signIn } from './bench-lib.mjs';
import { buildIfNeeded, root } from './lib.mjs';
import { deskMix, verifyMix } from './cluster/desk-mix.mjs';
import { startRegion } from './cluster/region.mjs';

const CONTENTS = Number(process.env.BENCH_CONTENTS ?? 50_000);
const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const PROBE_SECONDS = 3;
const WARMUP_SECONDS = 2;
const ROUNDS = 2;
const CONNECTIONS = 10;
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

if (!pgAdmin || !redisUrl) {
  console.log('\nbench:cluster: servono PostgreSQL (TEST_DATABASE_URL) e Redis (REDIS_URL); salto.');
  process.exit(0);
}

await buildIfNeeded({ web: false });
const { connect } = await import(path.join(root, 'server/dist/src/platform/db/connect.js'));
const { insertBulkContents } = await import(path.join(root, 'server/dist/src/seed/content-bulk.js'));
const { fillBenchCatalogue } = await import(path.join(root, 'server/dist/src/seed/explore-bench.js'));

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * One autocannon run of `requests` (each connection sends them in turn) against `base`: responses
 * per second, and p50/p95 by nearest rank of every 2xx response's own time (autocannon's `response`
 * event, sub-millisecond), as scripts/bench-region.mjs measures.
 */
async function blast(base, requests, seconds, connections) {
  const times = [];
  let responses = 0;
  const instance = autocannon({
    url: base,
    requests: requests.map(({ method, path: p, headers, body }) => ({ method, path: p, headers, body })),
    connections,
    duration: seconds,
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    responses += 1;
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / (times.length || 1);
  return {
    rate: responses / result.duration,
    p50: pct(times, 50),
    p95: pct(times, 95),
    mean,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const measure = async (base, requests, seconds, connections) => {
  await blast(base, requests, WARMUP_SECONDS, connections);
  return blast(base, requests, seconds, connections);
};

const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/d').padStart(9);
const line = (label, m) =>
  console.log(
    label.padEnd(40),
    f(m.rate, 0),
    f(m.p50),
    f(m.p95),
    f(m.non2xx, 0) + (m.errors ? ` (+${m.errors} errori)` : ''),
  );

const region = await startRegion({
  pgAdmin,
  redisUrl,
  processes: 2,
  seedDemo: true,
  serverEnv: { SESSION_IDLE_MINUTES: '600' },
});
const db = connect({ kind: 'postgres', url: region.databaseUrl });
try {
  let t0 = performance.now();
  const authors = await demoAuthors(db);
  await db.transaction().execute((trx) => insertBulkContents(trx, { count: CONTENTS, authors }));
  await fillBenchCatalogue(db, ASSETS);
  await sql`vacuum analyze`.execute(db);
  const loadedS = (performance.now() - t0) / 1000;

  // Signed in through nginx: the same cookies are good on every process.
  const desks = {
    admin: await signIn(region.publicUrl, 'admin'),
    operator: await signIn(region.publicUrl, 'operatore.siena'),
  };
  const direct = region.direct[0];
  const rows = await deskMix(direct, desks);
  await verifyMix(region.publicUrl, rows);

  console.log(
    `\nCluster su PostgreSQL: ${CONTENTS} contenuti e ${ASSETS} beni in più dei demo (caricati in ${loadedS.toFixed(0)} s); processi in produzione, nginx con TLS`,
  );
  console.log(
    `Letture dello sportello (${rows.map((r) => r.name).join(', ')}) a turno, ${CONNECTIONS} connessioni, ${SECONDS} s dopo ${WARMUP_SECONDS} s non contati\n`,
  );
  console.log('riga'.padEnd(40), ...['req/s', 'p50 ms', 'p95 ms', 'non-2xx'].map((h) => h.padStart(9)));
  // Both set-ups warmed first (just after the load, PostgreSQL's caches are cold), then measured in
  // turns, so that a slow spell of the machine does not fall on one set-up only.
  await blast(direct, rows, WARMUP_SECONDS * 2, CONNECTIONS);
  await blast(region.publicUrl, rows, WARMUP_SECONDS * 2, CONNECTIONS);
  const runs = { one: [], two: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    runs.one.push(await measure(direct, rows, SECONDS, CONNECTIONS));
    line(`1 processo, diretto (http), giro ${round}`, runs.one.at(-1));
    runs.two.push(await measure(region.publicUrl, rows, SECONDS, CONNECTIONS));
    line(`2 processi dietro nginx (https), giro ${round}`, runs.two.at(-1));
  }
  const avg = (list, key) => list.reduce((sum, m) => sum + m[key], 0) / list.length;
  console.log(
    `${'  2 processi / 1 processo (media dei giri)'.padEnd(40)} ${f(avg(runs.two, 'rate') / avg(runs.one, 'rate'), 2)}× req/s, p95 ${f(avg(runs.two, 'p95') - avg(runs.one, 'p95'))} ms`,
  );

  // nginx's cost per request: the cheapest route, one request at a time, with and without it.
  const health = [{ method: 'GET', path: '/health' }];
  t0 = performance.now();
  const bare = await measure(direct, health, PROBE_SECONDS, 1);
  const proxied = await measure(region.publicUrl, health, PROBE_SECONDS, 1);
  console.log('');
  line('/health uno alla volta, diretto', bare);
  line('/health uno alla volta, tramite nginx', proxied);
  console.log(
    `${'costo di nginx per richiesta'.padEnd(40)} ${f(proxied.p50 - bare.p50, 2)} ms (p50), ${f(proxied.mean - bare.mean, 2)} ms (media), TLS e keep-alive compresi`,
  );
} finally {
  await db.destroy();
  await region.close();
}
