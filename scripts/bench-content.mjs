// `npm run bench:content`: the content list (search, filters, order, pages) on 20,000 contents.
// Not a test: it prints figures. For each engine it starts its own server on a fresh database with
// the demo data (SQLite always; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
// server where it may create a database), adds BENCH_CONTENTS synthetic contents in bulk through
// the server's own generator, signs in and sends bounded sequential and concurrent requests.
import './use-supported-node.mjs';
import path from 'node:path';
import {
  FIGURE_HEADINGS,
  figures,
  demoAuthors,
  endBenchRun,
  freshBenchDatabase,
  signIn,
  startServer,
  timed,
  waitForHealth,
} from './bench-lib.mjs';
import { buildIfNeeded, root } from './lib.mjs';

const PORT = 8192;
const base = `http://127.0.0.1:${PORT}`;
const N = Number(process.env.BENCH_REQUESTS ?? 200);
const COUNT = Number(process.env.BENCH_CONTENTS ?? 20_000);
const CONCURRENCY = 8;
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

await buildIfNeeded();
const { connect } = await import(path.join(root, 'server/dist/src/platform/db/connect.js'));
const { insertBulkContents } = await import(path.join(root, 'server/dist/src/seed/content-bulk.js'));

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ROUTES = [
  ['admin', 'elenco, pagina 1', ''],
  ['admin', 'ricerca "siena"', 'contentSearch=siena'],
  ['admin', 'ricerca "vigne cant" (prefisso)', 'contentSearch=vigne%20cant'],
  ['admin', 'ricerca + tipo + stato', 'contentSearch=festa&contentType=evento&contentStatus=published'],
  ['admin', 'scaduti, per nome', 'contentStatus=expired&contentOrder=name'],
  [
    'admin',
    'intervallo di creazione + aggiornati',
    `createdFrom=${day(-90)}&createdTo=${day(0)}&contentUpdates=with`,
  ],
  ['admin', 'pagina 50, ultime modifiche', 'contentPage=50&contentOrder=updated'],
  ['admin', 'API + ricerca "mare"', 'api=1&contentSearch=mare'],
  ['redattore', 'redattore: il suo ufficio', ''],
  ['redattore', 'redattore: miei + ricerca', 'contentProperty=mine&contentSearch=firenze'],
  ['redattore', 'redattore: tipo + aggiornamenti', 'contentType=itinerario&contentUpdates=without'],
];

/** The route's figures and how many contents it found. */
async function measure(headers, url) {
  let total = 0;
  const measured = await timed(N, CONCURRENCY, async () => {
    const res = await fetch(base + url, { headers });
    const body = await res.json();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${body.message ?? ''}`);
    total = body.data.totalCount;
  });
  return { ...measured, total };
}

async function run(engine) {
  const place = await freshBenchDatabase(engine, pgAdmin, 'sportello_bench');
  const server = startServer(PORT, place.dataDir, { DATABASE_URL: place.databaseUrl ?? '' });
  const db = connect(place.connection);
  try {
    await waitForHealth(base);
    const started = performance.now();
    const list = await demoAuthors(db);
    await db.transaction().execute((trx) => insertBulkContents(trx, { count: COUNT, authors: list }));
    const inserted = Math.round(performance.now() - started);
    const sessions = { admin: await signIn(base, 'admin'), redattore: await signIn(base, 'redattore') };
    console.log(
      `\n${engine}: ${COUNT} contenuti in più dei demo (inseriti in ${inserted} ms); ${N} richieste per rotta, ${CONCURRENCY} in parallelo\n`,
    );
    console.log('GET /api/content-list.json'.padEnd(40), 'trovati'.padStart(8), ...FIGURE_HEADINGS);
    for (const [who, name, query] of ROUTES) {
      const measured = await measure(sessions[who], `/api/content-list.json?env=make-iat&${query}`);
      console.log(name.padEnd(40), String(measured.total).padStart(8), ...figures(measured));
    }
  } finally {
    await endBenchRun({ db, server, place });
  }
}

await run('SQLite');
if (pgAdmin) await run('PostgreSQL');
else console.log('\nPostgreSQL: imposta BENCH_DATABASE_URL (o TEST_DATABASE_URL) per misurarlo.');
