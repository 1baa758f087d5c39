// `npm run bench:profiles`: visitor profiles at the desk. Not a test: it prints figures.
// For each engine (SQLite; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server
// where it may create a database) it starts its own server on a fresh database with the demo data
// (about 20,000 profiles), then measures as the operator of IAT Firenze: saving a new profile (the
// first save: code, favourites list, interests; budget p95 ≤ 20 ms), saving it again (p95 ≤ 20 ms),
// opening it, toggling a favourite and the profiles table page.
import './use-supported-node.mjs';
import path from 'node:path';
import {
  FIGURE_HEADINGS,
  figures,
  endBenchRun,
  freshBenchDatabase,
  signIn,
  startServer,
  timed,
  waitForHealth,
} from './bench-lib.mjs';
import { buildIfNeeded, root } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8191);
const base = `http://127.0.0.1:${PORT}`;
const N = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 8;
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const BUDGET = { save: 20, read: 20, table: 30 };

await buildIfNeeded({ web: false });
const { connect } = await import(path.join(root, 'server/dist/src/platform/db/connect.js'));

const REGIONS = ['toscana', 'lombardia', 'lazio', 'veneto', 'piemonte'];
/** A visitor as the desk records one: a couple or a family, contact with consent every third time. */
const visitor = (i) => ({
  ...(i % 3 === 0
    ? {
        contatti_consenso: true,
        contatti_nome_cognome: `Visitatore ${i}`,
        contatti_email: `visitatore${i}@example.com`,
      }
    : {}),
  profilo_paese: 'it',
  profilo_regione: REGIONS[i % REGIONS.length],
  profilo_composizione: [
    { profilo_fascia: 'adulti', profilo_quanti: 2 },
    ...(i % 2 ? [{ profilo_fascia: 'bambini', profilo_quanti: 1 + (i % 3) }] : []),
  ],
  profilo_tipo_gruppo: i % 2 ? 'famiglia' : 'coppia',
  profilo_alloggio: 'albergo',
  profilo_notti: 1 + (i % 7),
  profilo_interessi: ['arte', 'enogastronomia'].slice(0, 1 + (i % 2)),
});

async function call(headers, method, url, body) {
  const res = await fetch(base + url, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${json.message ?? ''}`);
  return json.data;
}

const verdict = (ms, budget) => (ms <= budget ? `entro ${budget} ms` : `OLTRE ${budget} ms`);
const p95 = ({ times }) => times[Math.min(times.length - 1, Math.floor(0.95 * times.length))];

async function run(engine) {
  const place = await freshBenchDatabase(engine, pgAdmin, 'sportello_bench_profiles');
  const server = startServer(PORT, place.dataDir, { DATABASE_URL: place.databaseUrl ?? '' });
  const db = connect(place.connection);
  try {
    // The demo seed (catalogue and 20,000 profiles) takes a while on PostgreSQL: up to two minutes.
    await waitForHealth(base, 600);
    const count = await db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const op = await signIn(base, 'operatore');
    console.log(
      `\n${engine}: ${Number(count.n)} schede turista demo; ${N} richieste per rotta, una alla volta (e ${CONCURRENCY} in parallelo dove indicato)\n`,
    );
    console.log('rotta'.padEnd(52), ...FIGURE_HEADINGS, '  budget p95');
    const line = (name, m, budget) =>
      console.log(name.padEnd(52), ...figures(m), budget ? `  ${verdict(p95(m), budget)}` : '');

    // Warm up (JIT, statement caches).
    for (let i = 0; i < 20; i += 1)
      await call(op, 'POST', '/api/crm/profilo?env=make-iat', { profiled: 'profiled', values: visitor(i) });

    let i = 100;
    const ids = [];
    const create = await timed(N, 1, async () => {
      const { profile } = await call(op, 'POST', '/api/crm/profilo?env=make-iat', {
        profiled: 'profiled',
        values: visitor((i += 1)),
      });
      ids.push(profile.id);
    });
    line('POST /api/crm/profilo (primo salvataggio)', create, BUDGET.save);
    const createPar = await timed(N, CONCURRENCY, async () => {
      await call(op, 'POST', '/api/crm/profilo?env=make-iat', {
        profiled: 'profiled',
        values: visitor((i += 1)),
      });
    });
    line(`  … ${CONCURRENCY} in parallelo`, createPar);

    let k = 0;
    const save = await timed(N, 1, async () => {
      const id = ids[k % ids.length];
      k += 1;
      await call(op, 'PUT', `/api/crm/profilo/${id}?env=make-iat`, {
        profiled: 'profiled',
        values: visitor(k + 7),
      });
    });
    line('PUT /api/crm/profilo/{id} (salvataggio)', save, BUDGET.save);

    const tally = await timed(N, 1, async () => {
      await call(op, 'POST', '/api/crm/profilo?env=make-iat', {
        profiled: 'not_profiled',
        values: {
          notProfiledValues: [{ np_paese: 'eu', np_eu_paese: 'de', np_persone: 3 }, { np_paese: 'it' }],
        },
      });
    });
    line('POST /api/crm/profilo (non profilati)', tally, BUDGET.save);

    k = 0;
    const open = await timed(N, 1, async () => {
      await call(op, 'GET', `/api/crm/profilo?env=make-iat&profiled=profiled&id=${ids[k++ % ids.length]}`);
    });
    line('GET /api/crm/profilo?profiled=&id= (apri scheda)', open, BUDGET.read);

    const asset = await db
      .selectFrom('assets')
      .select(['sourceId', 'type'])
      .where('status', '=', 0)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (asset) {
      k = 0;
      const toggle = await timed(N, 1, async () => {
        await call(op, 'POST', '/api/crm/preferiti/elemento?env=make-iat', {
          profileId: ids[k++ % ids.length],
          resId: asset.sourceId,
          type: asset.type,
        });
      });
      line('POST /api/crm/preferiti/elemento (preferito)', toggle, BUDGET.read);
    }

    let page = 0;
    const table = await timed(N, 1, async () => {
      page = (page % 50) + 1;
      await call(op, 'GET', `/api/tables/profiles?env=make-iat&page=${page}`);
    });
    line('GET /api/tables/profiles (pagine 1–50)', table, BUDGET.table);
    const search = await timed(N, 1, async () => {
      await call(op, 'GET', '/api/tables/profiles?env=make-iat&search=visitatore%201&period=lastmonth');
    });
    line('GET /api/tables/profiles (ricerca, ultimo mese)', search, BUDGET.table);
  } finally {
    await endBenchRun({ db, server, place });
  }
}

await run('SQLite');
if (pgAdmin) await run('PostgreSQL');
else console.log('\nPostgreSQL: imposta BENCH_DATABASE_URL (o TEST_DATABASE_URL) per misurarlo.');
