// `npm run bench:lists`: the lists at volume. Not a test: it prints figures.
// For each engine (SQLite; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server
// where it may create a database) it starts its own server on a fresh database with the demo data,
// gives IAT Firenze 2,000 lists, one of 200 elements and one of 30, then measures as the operator:
// the 200-element list loading (budget p95 ≤ 20 ms), the lists table paging (budget p95 ≤ 15 ms)
// and the 30-element PDF in English through its share address (budget ≤ 1.5 s).
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

const PORT = 8191;
const base = `http://127.0.0.1:${PORT}`;
const N = Number(process.env.BENCH_REQUESTS ?? 300);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 12);
const LISTS = 2000;
const CONCURRENCY = 8;
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const BUDGET = { elements: 20, table: 15, pdf: 1500 };

await buildIfNeeded({ web: false });
const { connect } = await import(path.join(root, 'server/dist/src/platform/db/connect.js'));

/** 2,000 lists of IAT Firenze (created over the past year), then a 200- and a 30-element list of real assets. */
async function fill(db) {
  const office = await db
    .selectFrom('groups')
    .select('id')
    .where('slug', '=', 'iat-firenze')
    .executeTakeFirstOrThrow();
  const creator = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'operatore')
    .executeTakeFirstOrThrow();
  const day = 86_400_000;
  const now = Date.now();
  const rows = Array.from({ length: LISTS }, (_, i) => {
    const at = new Date(now - ((LISTS - i) * (365 * day)) / LISTS).toISOString();
    return {
      groupId: office.id,
      title: `Lista ${i + 1} — proposte per i visitatori`,
      special: i % 17 === 0 ? 1 : 0,
      creatorId: creator.id,
      elementsCount: 0,
      createdAt: at,
      updatedAt: at,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('lists')
      .values(rows.slice(i, i + 500))
      .execute();
  const assets = await db
    .selectFrom('assets')
    .innerJoin('assetTexts', (j) =>
      j.onRef('assetTexts.assetId', '=', 'assets.id').on('assetTexts.locale', '=', 'en'),
    )
    .select(['assets.id', 'assets.sourceId', 'assets.type', 'assetTexts.title'])
    .where('assets.status', '=', 0)
    .where('assets.type', 'in', [
      'attraction',
      'accommodation',
      'restaurant',
      'evento_turismo',
      'offerta_turismo',
      'itinerario_turismo',
      'producer',
      'shop',
    ])
    .orderBy('assets.id')
    .limit(200)
    .execute();
  const make = async (title, count) => {
    const at = new Date().toISOString();
    const list = await db
      .insertInto('lists')
      .values({
        groupId: office.id,
        title,
        special: 0,
        creatorId: creator.id,
        elementsCount: count,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A spread of types: every seventh asset first, so 30 elements hold several kinds.
    const picked = [...assets].sort((a, b) => (a.id % 7) - (b.id % 7) || a.id - b.id).slice(0, count);
    await db
      .insertInto('listElements')
      .values(
        picked.map((a, i) => ({
          listId: list.id,
          resId: a.sourceId,
          type: a.type,
          assetId: a.id,
          position: i + 1,
          locale: 'en',
          title: a.title,
          valuesJson: '{}',
          createdAt: at,
        })),
      )
      .execute();
    return list.id;
  };
  return {
    big: await make('Duecento proposte', Math.min(200, assets.length)),
    pdf: await make('A weekend in Tuscany', 30),
  };
}

async function measureJson(headers, url, method = 'GET', body, concurrency = 1) {
  return timed(N, concurrency, async () => {
    const res = await fetch(base + url, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${json.message ?? ''}`);
  });
}

const verdict = (ms, budget) => (ms <= budget ? `entro ${budget} ms` : `OLTRE ${budget} ms`);
const p95 = ({ times }) => times[Math.min(times.length - 1, Math.floor(0.95 * times.length))];

async function run(engine) {
  const place = await freshBenchDatabase(engine, pgAdmin, 'sportello_bench_lists');
  const server = startServer(PORT, place.dataDir, { DATABASE_URL: place.databaseUrl ?? '' });
  const db = connect(place.connection);
  try {
    await waitForHealth(base);
    const ids = await fill(db);
    const op = await signIn(base, 'operatore');
    console.log(
      `\n${engine}: ${LISTS} liste di IAT Firenze, una di 200 elementi; ${N} richieste per rotta, una alla volta (e ${CONCURRENCY} in parallelo dove indicato)\n`,
    );
    console.log('rotta'.padEnd(52), ...FIGURE_HEADINGS, '  budget p95');
    const rows = [
      [
        'GET lista di 200 elementi (tutti)',
        `/api/list/lista/${ids.big}/elementi?env=make-iat&itemsPerPage=200`,
        BUDGET.elements,
      ],
      [
        'GET lista di 200 elementi (pagina 6)',
        `/api/list/lista/${ids.big}/elementi?env=make-iat&page=2`,
        BUDGET.elements,
      ],
    ];
    // Warm up (JIT, statement caches), then one desk at a time (the budget), then eight at once.
    for (const [, url] of rows) await measureJson(op, url);
    for (const [name, url, budget] of rows) {
      const m = await measureJson(op, url);
      console.log(name.padEnd(52), ...figures(m), `  ${verdict(p95(m), budget)}`);
      const c = await measureJson(op, url, 'GET', undefined, CONCURRENCY);
      console.log(`  … ${CONCURRENCY} in parallelo`.padEnd(52), ...figures(c));
    }
    let page = 0;
    const pages = Math.ceil((LISTS + 2) / 6);
    const table = await timed(N, 1, async () => {
      page = (page % pages) + 1;
      const res = await fetch(`${base}/api/tables/lists?env=make-iat&page=${page}`, { headers: op });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`tables/lists: HTTP ${res.status}`);
    });
    console.log(
      `GET /api/tables/lists (${pages} pagine da 6, a rotazione)`.padEnd(52),
      ...figures(table),
      `  ${verdict(p95(table), BUDGET.table)}`,
    );
    const search = await measureJson(
      op,
      '/api/tables/lists?env=make-iat&search=lista%2019&sort=title&direction=asc',
    );
    console.log(
      'GET /api/tables/lists (ricerca, per titolo)'.padEnd(52),
      ...figures(search),
      `  ${verdict(p95(search), BUDGET.table)}`,
    );
    const paginate = await measureJson(op, '/api/list/listePaginate/iat-firenze?env=make-iat', 'POST', {
      page: 200,
    });
    console.log(
      'POST /api/list/listePaginate (pagina 200)'.padEnd(52),
      ...figures(paginate),
      `  ${verdict(p95(paginate), BUDGET.table)}`,
    );

    // The PDF: one after the other (the server draws at most two at once anyway).
    const share = await fetch(`${base}/api/list/lista/${ids.pdf}/condividi?env=make-iat`, {
      method: 'POST',
      headers: op,
      body: JSON.stringify({ lang: 'en' }),
    }).then((r) => r.json());
    const link = new URL(share.data.link).pathname;
    let bytes = 0;
    const pdf = await timed(PDF_RUNS, 1, async () => {
      const res = await fetch(base + link);
      bytes = (await res.arrayBuffer()).byteLength;
      if (!res.ok || res.headers.get('content-type') !== 'application/pdf')
        throw new Error(`PDF: HTTP ${res.status}`);
    });
    console.log(
      `GET PDF 30 elementi, inglese (${Math.round(bytes / 1024)} KB, ${PDF_RUNS} volte)`.padEnd(52),
      ...figures(pdf),
      `  ${verdict(pdf.times.at(-1), BUDGET.pdf)} (max)`,
    );
  } finally {
    await endBenchRun({ db, server, place });
  }
}

await run('SQLite');
if (pgAdmin) await run('PostgreSQL');
else console.log('\nPostgreSQL: imposta BENCH_DATABASE_URL (o TEST_DATABASE_URL) per misurarlo.');
