// `npm run bench:explore` (and the end of `npm run bench`): the explore search on 100,000 assets.
// Not a test: it prints figures. For each engine it starts its own server on a fresh database with
// the demo data (SQLite always; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
// server where it may create a database), adds BENCH_ASSETS generated assets through the seed's
// fillBenchCatalogue, signs in as the operator of IAT Siena and sends GraphQL operations one at a
// time, as the screen does. The budget: text + category + box + facet counts, p95 of the
// server time (its Server-Timing header) at most 30 ms.
import './use-supported-node.mjs';
import path from 'node:path';
import { sql } from 'kysely';
import { endBenchRun, freshBenchDatabase, signIn, startServer, timed, waitForHealth } from './bench-lib.mjs';
import { buildIfNeeded, root } from './lib.mjs';

const PORT = 8193;
const base = `http://127.0.0.1:${PORT}`;
const N = Number(process.env.BENCH_REQUESTS ?? 200);
const COUNT = Number(process.env.BENCH_ASSETS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const BUDGET_MS = 30;
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

await buildIfNeeded();
const { connect } = await import(path.join(root, 'server/dist/src/platform/db/connect.js'));
const { EXPLORE_OPERATIONS } = await import('@sportello/contracts');
let fillBenchCatalogue;
try {
  ({ fillBenchCatalogue } = await import(path.join(root, 'server/dist/src/seed/explore-bench.js')));
} catch (err) {
  console.error(`Manca fillBenchCatalogue (server/src/seed/explore-bench.ts): ${err.message}`);
  process.exit(1);
}

/** Boxes of about 20 × 20 km around towns, as "Cerca in questa zona" sends them. */
const box = (lat, lng, km = 10) => {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.cos((lat * Math.PI) / 180));
  return [lat - dLat, lng - dLng, lat + dLat, lng + dLng].map((n) => n.toFixed(5));
};
const TOWNS = [
  box(43.3186, 11.3316),
  box(43.7696, 11.2558),
  box(43.7228, 10.4017),
  box(43.8429, 10.5027),
  box(43.4633, 11.8796),
];
const WORDS = [
  'siena',
  'firenze',
  'castello',
  'vino',
  'chiesa',
  'museo',
  'hotel',
  'agriturismo',
  'pisa',
  'mont',
  'san g',
  'villa',
];
const CATEGORIES = ['accommodation', 'restaurant', 'attraction', 'event', 'all'];
const geo = (i) => ({ key: 'geolocation', values: TOWNS[i % TOWNS.length] });
const word = (i) => WORDS[i % WORDS.length];
const cat = (i) => CATEGORIES[i % CATEGORIES.length];

const BOTH = `query Both($input: SearchInput!) {
  categories(input: $input) { name label count }
  search(input: $input) { totalCount nextPageToken pagination { current total rows } assets { id title type locale coords { lat lng } distanceKm } }
}`;

/** [label, operation or document, input of the i-th call] — the first line is the budget's. */
const CASES = [
  [
    'testo + categoria + area + conteggi',
    BOTH,
    (i) => ({ query: word(i), category: cat(i), filters: [geo(i)] }),
  ],
  [
    '  risultati (ExploreResults)',
    'ExploreResults',
    (i) => ({ query: word(i), category: cat(i), filters: [geo(i)] }),
  ],
  [
    '  conteggi (ExploreTabs)',
    'ExploreTabs',
    (i) => ({ query: word(i), category: cat(i), filters: [geo(i)] }),
  ],
  ['testo in tutto il catalogo', 'ExploreResults', (i) => ({ query: word(i) })],
  ['conteggi, testo in tutto il catalogo', 'ExploreTabs', (i) => ({ query: word(i) })],
  ['apertura: tutto, nessun testo', 'ExploreResults', () => ({})],
  ['apertura: conteggi', 'ExploreTabs', () => ({})],
  ['filtri di categoria (ExploreFilters)', 'ExploreFilters', (i) => ({ query: word(i), category: cat(i) })],
  [
    'dove dormire 4-5 stelle, prezzo',
    'ExploreResults',
    (i) => ({
      category: 'accommodation',
      filters: [{ key: 'stars', values: ['4', '5'] }, { key: 'price', values: ['50', '200'] }, geo(i)],
    }),
  ],
  ["farmacie vicino all'ufficio", 'ExploreResults', () => ({ category: 'pharmacy' })],
  ['ordine per distanza', 'ExploreResults', (i) => ({ query: word(i), category: cat(i), sort: 'distance' })],
  ['refuso (correzione)', 'ExploreResults', (i) => ({ query: ['firenzr', 'castelo', 'muzeo'][i % 3] })],
];

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => n.toFixed(1).padStart(9);

async function measure(headers, document, inputOf) {
  const server = [];
  let found = 0;
  const named = document in EXPLORE_OPERATIONS;
  let i = 0;
  const client = await timed(N, CONCURRENCY, async () => {
    const input = inputOf(i++);
    const res = await fetch(`${base}/api/graphql?env=make-iat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: named ? EXPLORE_OPERATIONS[document] : document,
        operationName: named ? document : 'Both',
        variables: { input },
      }),
    });
    const body = await res.json();
    if (!res.ok || body.errors)
      throw new Error(`${document}: HTTP ${res.status} ${JSON.stringify(body.errors ?? body)}`);
    found =
      body.data.search?.totalCount ??
      body.data.categories?.find((c) => c.name === 'all')?.count ??
      body.data.filters?.length ??
      0;
    server.push(Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN));
  });
  server.sort((a, b) => a - b);
  return { client: client.times, server, rate: client.rate, found };
}

async function run(engine) {
  const place = await freshBenchDatabase(engine, pgAdmin, 'sportello_bench_explore');
  const server = startServer(PORT, place.dataDir, { DATABASE_URL: place.databaseUrl ?? '' });
  const db = connect(place.connection);
  const budget = [];
  try {
    await waitForHealth(base, 600);
    const started = performance.now();
    await fillBenchCatalogue(db, COUNT);
    // After a bulk load autovacuum analyses the tables; done here at once, so the figures do not
    // depend on when it wakes up. (SQLite keeps no statistics unless asked, and the app never asks.)
    if (place.databaseUrl) await sql`vacuum analyze`.execute(db);
    const filled = ((performance.now() - started) / 1000).toFixed(0);
    const headers = await signIn(base, 'operatore.siena');
    console.log(
      `\n${engine}: ${COUNT} beni in più dei demo (caricati in ${filled} s); ${N} richieste per riga, ${CONCURRENCY} alla volta`,
    );
    console.log(
      `\n${'POST /api/graphql'.padEnd(40)}${'trovati'.padStart(9)}${'srv p50'.padStart(9)}${'srv p95'.padStart(9)}${'cli p50'.padStart(9)}${'cli p95'.padStart(9)}${'req/s'.padStart(9)}`,
    );
    for (const [label, document, inputOf] of CASES) {
      const m = await measure(headers, document, inputOf);
      if (budget.length === 0) budget.push(pct(m.server, 95));
      console.log(
        `${label.padEnd(40)}${String(m.found).padStart(9)}${ms(pct(m.server, 50))}${ms(pct(m.server, 95))}${ms(pct(m.client, 50))}${ms(pct(m.client, 95))}${m.rate.toFixed(0).padStart(9)}`,
      );
    }
    const p95 = budget[0];
    console.log(
      `\nBudget: testo + categoria + area + conteggi, p95 del server ${p95.toFixed(1)} ms (limite ${BUDGET_MS} ms): ${p95 <= BUDGET_MS ? 'rispettato' : 'SUPERATO'}`,
    );
  } finally {
    await endBenchRun({ db, server, place });
  }
}

await run('SQLite');
if (pgAdmin) await run('PostgreSQL');
else console.log('\nPostgreSQL: imposta BENCH_DATABASE_URL (o TEST_DATABASE_URL) per misurarlo.');
