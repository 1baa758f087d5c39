// `npm run bench:region` (and the end of `npm run bench`): the regional load — 50,000
// contents and 100,000 assets, 10 connections at once — with the server's peak memory. Not a test:
// it prints figures against the goals. For each engine (SQLite always; PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server where it may create a database) it starts
// the built server as a deployment does (`node server/dist/src/main.js`, which applies its own V8
// flags: server/src/runtime.ts), loads BENCH_CONTENTS contents (insertBulkContents) and
// BENCH_ASSETS assets (fillBenchCatalogue) through a connection of its own, signs in as admin and
// operatore.siena, checks every request once, then loads each row with autocannon for
// BENCH_REGION_SECONDS seconds (the save half of it) after 2 s not counted.
// The load generator runs in this process, on the same machine as the server: on a machine with few
// cores the figures are those of server and client sharing it.
import './use-supported-node.mjs';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import {
  demoAuthors,
  endBenchRun,
  freshBenchDatabase,
  signIn,
  startServer,
  waitForHealth,
} from './bench-lib.mjs';
import { buildIfNeeded, root } from './lib.mjs';

const PORT = 8490;
const base = `http://127.0.0.1:${PORT}`;
const CONTENTS = Number(process.env.BENCH_CONTENTS ?? 50_000);
const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const SECONDS = Number(process.env.BENCH_REGION_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
const SAVE_CONNECTIONS = 4;
const RSS_BUDGET_MIB = 250;
const HEALTH_BUDGET_MS = 5;
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

await buildIfNeeded();
const { connect } = await import(path.join(root, 'server/dist/src/platform/db/connect.js'));
const { insertBulkContents } = await import(path.join(root, 'server/dist/src/seed/content-bulk.js'));
const { fillBenchCatalogue } = await import(path.join(root, 'server/dist/src/seed/explore-bench.js'));
const { EXPLORE_OPERATIONS, langValuesOf: valuesOf } = await import('@sportello/contracts');

/**
 * The server's resident memory: VmRSS of /proc/<pid>/status every 200 ms from boot, and VmHWM (the
 * kernel's own peak) when asked. KiB; NaN where there is no /proc.
 */
function memoryOf(pid) {
  const field = (status, name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  const status = () => {
    try {
      return fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      return '';
    }
  };
  let peak = NaN;
  const sample = () => {
    const rss = field(status(), 'VmRSS');
    if (Number.isFinite(rss)) peak = Number.isFinite(peak) ? Math.max(peak, rss) : rss;
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    /** Stops sampling: the sampled peak and VmHWM, in KiB. */
    stop() {
      sample();
      clearInterval(timer);
      return { peak, hwm: field(status(), 'VmHWM') };
    },
  };
}

/** The sorted list's p-th percentile, nearest rank (the smallest value with p % of them at or below it). */
const pct = (sorted, p) =>
  sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * One autocannon run of `row` for `seconds` with `connections`. The latencies are every 2xx
 * response's own time as autocannon measures it (from writing the request to the end of the
 * reply, in ms with sub-millisecond precision, its `response` event), so p50 and p95 are exact
 * nearest-rank percentiles, not read off autocannon's whole-millisecond histogram (which only gives
 * p90 / p97.5 anyway). req/s: responses (any status) over autocannon's measured duration.
 */
async function blast(row, seconds, connections) {
  const times = [];
  let responses = 0;
  const instance = autocannon({
    url: base + row.url,
    method: row.method,
    headers: row.headers,
    body: row.body,
    requests: row.setupRequest ? [{ setupRequest: row.setupRequest }] : undefined,
    connections,
    duration: seconds,
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    responses += 1;
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rate: responses / result.duration,
    p50: pct(times, 50),
    p95: pct(times, 95),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * GET /health one at a time (fetch, one kept-alive connection) for `seconds`: each call's time from
 * sending to the end of the reply, as `blast` reports it. It runs in this process next to the
 * autocannon run it accompanies, so its times include this process's own turns too (an upper bound).
 */
async function probeHealth(seconds) {
  const times = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/health`);
      await res.arrayBuffer();
      if (res.ok) times.push(performance.now() - t0);
      else non2xx += 1;
    } catch {
      errors += 1;
    }
  }
  times.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return {
    rate: (times.length + non2xx) / elapsed,
    p50: pct(times, 50),
    p95: pct(times, 95),
    non2xx,
    errors,
  };
}

/** Warm-up (not counted), then the measured run. */
async function measure(row, connections, seconds = SECONDS) {
  await blast(row, WARMUP_SECONDS, connections);
  return blast(row, seconds, connections);
}

/** Sends the row's request once; fails loudly unless it answers 2xx with a page that passes `row.ok`. */
async function verify(row) {
  const res = await fetch(base + row.url, { method: row.method, headers: row.headers, body: row.body });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // checked below
  }
  if (!res.ok || !text || !json || json.errors || (row.ok && !row.ok(json)))
    throw new Error(`${row.name}: HTTP ${res.status}, risposta inattesa: ${text.slice(0, 400)}`);
  return json;
}

/** The requests of the table (the reference set of the regional comparison). */
async function buildRows(admin, operator) {
  // GETs carry no body: no content type.
  const adminGet = { ...admin };
  delete adminGet['content-type'];
  const listUrl = (q) => `/api/content-list.json?env=make-iat&${q}`;
  const get = (name, url, ok) => ({ name, method: 'GET', url, headers: adminGet, ok });
  const twenty = (j) => j.data.data.length === 20;

  // content_save: a new draft of the type with the smallest Italian document (not the list's type).
  const first = await verify(get('content_list', listUrl('')));
  const { tiles } = first.data;
  let simplest = null;
  for (const tile of tiles) {
    if (tile.filter.value === 'evento') continue;
    const fill = await verify(
      get('content_create', `/api/content-create.json?env=make-iat&typeId=${tile.id}`),
    );
    const it = valuesOf(fill.data.data.it);
    const size = JSON.stringify(it).length;
    if (!simplest || size < simplest.size) simplest = { doc: fill.data, it, size, type: tile.filter.value };
  }
  if (!simplest) throw new Error('content_save: nessun tipo di contenuto');
  const { doc, it } = simplest;
  const nameField = doc.template?.nameField ?? 'titolo';
  const titleField = it.baseContents.some((c) => c.fieldname === nameField) ? nameField : 'titolo';
  const saveBody = (title) =>
    JSON.stringify({
      id: null,
      typeId: doc.params.typeId,
      revision: null,
      sessionId: doc.params.sessionId,
      data: {
        it: {
          ...it,
          isActive: true,
          baseContents: it.baseContents.map((c) => (c.fieldname === titleField ? { ...c, value: title } : c)),
        },
      },
    });
  let saved = 0;

  const BOX = ['43.7', '11.2', '43.8', '11.3']; // south, west, north, east: Florence
  const exploreInput = {
    query: 'vigneti',
    category: 'accommodation',
    filters: [{ key: 'geolocation', values: BOX }],
  };
  const noText = { category: 'accommodation', filters: [{ key: 'geolocation', values: BOX }] };
  const SCREEN = EXPLORE_OPERATIONS.ExploreResults.replace(
    'query ExploreResults($input: SearchInput!) {',
    'query ExploreScreen($input: SearchInput!) {\n  categories(input: $input) { name label count }',
  );
  if (!SCREEN.includes('categories(')) throw new Error('explore_screen: documento non costruito');
  const gql = (name, query, operationName, variables, ok) => ({
    name,
    method: 'POST',
    url: '/api/graphql?env=make-iat',
    headers: operator,
    body: JSON.stringify({ query, operationName, variables }),
    ok,
  });
  const results = (op, input) => gql('', EXPLORE_OPERATIONS[op], op, { input });
  const catBox = { ...results('ExploreResults', noText), name: 'explore_cat_box' };
  catBox.ok = (j) => j.data.search.assets.length > 0;
  const assetId = (await verify(catBox)).data.search.assets[0].id;

  return [
    { name: 'health', method: 'GET', url: '/health', headers: {} },
    get('content_list_p51', listUrl('contentType=evento&contentOrder=recent&contentPage=51'), twenty),
    get('content_search_rare', listUrl('contentSearch=volterra'), twenty),
    get('content_search_common', listUrl('contentSearch=col'), twenty),
    gql(
      'explore_screen',
      SCREEN,
      'ExploreScreen',
      { input: exploreInput },
      (j) => j.data.search.assets.length > 0,
    ),
    {
      ...results('ExploreTabs', exploreInput),
      name: 'explore_tabs',
      ok: (j) => j.data.categories.length > 0,
    },
    { ...results('ExploreResults', exploreInput), name: 'explore_results' },
    catBox,
    gql(
      'explore_asset',
      EXPLORE_OPERATIONS.ExploreAsset,
      'ExploreAsset',
      { id: String(assetId), type: null, locale: 'it' },
      (j) => j.data.asset,
    ),
    {
      name: 'content_save',
      method: 'POST',
      url: '/api/content-save.json?env=make-iat',
      headers: admin,
      body: saveBody('Contenuto di carico 0 a Firenze'),
      // A new draft per request, its title numbered.
      setupRequest: (req) => ({ ...req, body: saveBody(`Contenuto di carico ${++saved} a Firenze`) }),
      ok: (j) => j.data?.id,
      type: simplest.type,
    },
  ];
}

/**
 * The desk's mix under a crowd (BENCH_CROWD=1): each of `connections` clients sends, one after the
 * other, a catalogue search (`search`) and four other desk calls (`others`), so one call in five is
 * a search, for `seconds`. Each call's time is from its request's set-up to its response (the
 * client sends it at once: one request at a time per connection). Per kind: answered req/s, the
 * share answered 503, and p95 of the 2xx.
 */
async function crowd(search, others, connections, seconds) {
  const kinds = { search: { times: [], n: 0, busy: 0 }, other: { times: [], n: 0, busy: 0 } };
  const step = (row, kind) => ({
    method: row.method,
    path: row.url,
    headers: { ...row.headers, ...(row.body ? { 'content-type': 'application/json' } : {}) },
    body: row.body,
    setupRequest: (req, context) => {
      context.t0 = performance.now();
      return req;
    },
    onResponse: (status, _body, context) => {
      const k = kinds[kind];
      k.n += 1;
      if (status === 503) k.busy += 1;
      else if (status >= 200 && status < 300) k.times.push(performance.now() - context.t0);
    },
  });
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [step(search, 'search'), ...others.map((row) => step(row, 'other'))],
  });
  const result = await instance;
  const of = (k) => {
    k.times.sort((a, b) => a - b);
    return {
      served: k.times.length / result.duration,
      busyShare: k.n ? k.busy / k.n : 0,
      p95: pct(k.times, 95),
    };
  };
  return { search: of(kinds.search), other: of(kinds.other), errors: result.errors + result.timeouts };
}

/** Prints the crowd's rows against the goals (issue: the search at 200 connections). */
async function crowdRows(rows) {
  const byName = (n) => rows.find((r) => r.name === n);
  const search = byName('explore_results');
  const others = ['content_list_p51', 'content_search_rare', 'content_list_p51', 'content_search_rare'].map(
    byName,
  );
  console.log(
    `\nfolla: una chiamata su cinque è la ricerca del catalogo (explore_results), ${SECONDS} s per riga; il riferimento è la stessa miscela a 10 connessioni`,
  );
  console.log(
    'connessioni'.padEnd(12),
    ...['ricerche/s', '503 %', 'p95 ms', 'altre/s', '503 %', 'p95 ms'].map((h) => h.padStart(10)),
    '  obiettivo (a 200)',
  );
  let searchAt10 = NaN;
  for (const c of [10, 50, 100, 200]) {
    await crowd(search, others, c, WARMUP_SECONDS);
    const m = await crowd(search, others, c, SECONDS);
    if (c === 10) searchAt10 = m.search.served;
    const pctOf = (x) => (x * 100).toFixed(1).padStart(10);
    const ok =
      m.search.served >= searchAt10 &&
      m.search.busyShare < 0.05 &&
      m.search.p95 <= 1000 &&
      m.other.busyShare === 0;
    console.log(
      String(c).padEnd(12),
      m.search.served.toFixed(0).padStart(10),
      pctOf(m.search.busyShare),
      m.search.p95.toFixed(0).padStart(10),
      m.other.served.toFixed(0).padStart(10),
      pctOf(m.other.busyShare),
      m.other.p95.toFixed(0).padStart(10),
      c === 200 ? `  ricerche ≥ ${searchAt10.toFixed(0)}/s, 503 < 5 %, p95 ≤ 1000 ms ${mark(ok)}` : '',
      m.errors ? ` (${m.errors} errori)` : '',
    );
  }
}

const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/d').padStart(8);
const f0 = (n) => (Number.isFinite(n) ? n.toFixed(0) : 'n/d').padStart(8);
const mib = (kib) => (Number.isFinite(kib) ? `${(kib / 1024).toFixed(0)} MiB` : 'n/d');
const mark = (ok) => (ok ? '✓' : '✗');

async function run(engine) {
  const place = await freshBenchDatabase(engine, pgAdmin, 'sportello_bench_region');
  const server = startServer(PORT, place.dataDir, {
    DATABASE_URL: place.databaseUrl ?? '',
    SESSION_IDLE_MINUTES: '600',
  });
  const memory = memoryOf(server.pid);
  const db = connect(place.connection);
  let memoryStopped = false;
  try {
    await waitForHealth(base, 600);
    let t0 = performance.now();
    const list = await demoAuthors(db);
    await db.transaction().execute((trx) => insertBulkContents(trx, { count: CONTENTS, authors: list }));
    const contentsS = (performance.now() - t0) / 1000;
    t0 = performance.now();
    await fillBenchCatalogue(db, ASSETS);
    // As bench-explore: the statistics at once, not when autovacuum wakes up.
    if (place.databaseUrl) await sql`vacuum analyze`.execute(db);
    const assetsS = (performance.now() - t0) / 1000;

    const rows = await buildRows(await signIn(base, 'admin'), await signIn(base, 'operatore.siena'));
    for (const row of rows) await verify(row);
    const save = rows.find((r) => r.name === 'content_save');

    console.log(
      `\n${engine}: ${CONTENTS} contenuti e ${ASSETS} beni in più dei demo (caricati in ${contentsS.toFixed(0)} s e ${assetsS.toFixed(0)} s); server avviato con \`node\` senza flag`,
    );
    console.log(
      `${CONNECTIONS} connessioni (salvataggio ${SAVE_CONNECTIONS}), ${SECONDS} s per riga (salvataggio ${SECONDS / 2} s) dopo ${WARMUP_SECONDS} s non contati; p50 e p95 per rango sulle risposte 2xx\n`,
    );
    console.log(
      'riga'.padEnd(36),
      ...['req/s', 'p50 ms', 'p95 ms', 'non-2xx'].map((h) => h.padStart(8)),
      '  obiettivo',
    );
    const figures = {};
    /** Prints a row; `goal` = [req/s at least, p95 ms at most] or none for a row shown for information. */
    const line = (label, m, goal) => {
      const bad = m.non2xx + m.errors;
      const verdict = goal
        ? `  ≥ ${goal[0]} req/s, p95 ≤ ${goal[1]} ms ${mark(m.rate >= goal[0] && m.p95 <= goal[1] && bad === 0)}`
        : '  (informativa)';
      const errors = m.errors ? ` (+${m.errors} errori)` : '';
      console.log(label.padEnd(36), f0(m.rate), f1(m.p50), f1(m.p95), f0(m.non2xx) + errors + verdict);
    };
    const GOALS = {
      content_list_p51: [1000, 15],
      content_search_rare: [1000, 15],
      content_search_common: [500, 30],
      explore_cat_box: [800, 20],
      content_save: [400, 20],
    };
    let healthDuringSearch = null;
    for (const row of rows) {
      if (row === save) continue;
      if (row.name === 'content_search_common') {
        // /health one request at a time while the common search is under load.
        await blast(row, WARMUP_SECONDS, CONNECTIONS);
        [figures[row.name], healthDuringSearch] = await Promise.all([
          blast(row, SECONDS, CONNECTIONS),
          probeHealth(SECONDS),
        ]);
      } else figures[row.name] = await measure(row, CONNECTIONS);
      line(row.name, figures[row.name], GOALS[row.name]);
    }
    figures.content_save = await measure(save, SAVE_CONNECTIONS, Math.max(1, SECONDS / 2));
    line(`content_save (${save.type}, c=${SAVE_CONNECTIONS})`, figures.content_save, GOALS.content_save);
    // A process keeps a list's count until the contents change (kept-answers.ts): the rare search
    // again while one editor saves without pause, so that most counts are read anew.
    const rare = rows.find((r) => r.name === 'content_search_rare');
    await blast(rare, WARMUP_SECONDS, CONNECTIONS);
    const [rareWhileSaving, savingMeanwhile] = await Promise.all([
      blast(rare, SECONDS, CONNECTIONS),
      blast(save, SECONDS, 1),
    ]);
    line('ricerca rara, salvataggi in corso', rareWhileSaving);
    line('  salvataggi intanto (c=1)', savingMeanwhile);

    // The explore screen as the browser sends it: ExploreTabs and ExploreResults, one after the other.
    const parts = [figures.explore_tabs, figures.explore_results];
    const screen = {
      rate: 1 / parts.reduce((s, m) => s + 1 / m.rate, 0),
      p50: parts.reduce((s, m) => s + m.p50, 0),
      p95: parts.reduce((s, m) => s + m.p95, 0),
      non2xx: parts.reduce((s, m) => s + m.non2xx, 0),
      errors: parts.reduce((s, m) => s + m.errors, 0),
    };
    console.log('');
    line('schermata explore (tabs + results)', screen, [300, 40]);
    const health = healthDuringSearch;
    console.log(
      `${'/health durante content_search_common'.padEnd(36)} ${f0(health.rate)} ${f1(health.p50)} ${f1(health.p95)} ${f0(health.non2xx)}  p95 < ${HEALTH_BUDGET_MS} ms ${mark(health.p95 < HEALTH_BUDGET_MS && health.non2xx + health.errors === 0)}`,
    );
    if (process.env.BENCH_CROWD === '1') await crowdRows(rows);
    const { peak, hwm } = memory.stop();
    memoryStopped = true;
    const top = Math.max(peak, Number.isFinite(hwm) ? hwm : -Infinity);
    console.log(
      `${'RSS di picco del server'.padEnd(36)} ${mib(peak)} (VmRSS ogni 200 ms dall'avvio), VmHWM ${mib(hwm)}  ≤ ${RSS_BUDGET_MIB} MiB ${mark(top <= RSS_BUDGET_MIB * 1024)}`,
    );
  } finally {
    if (!memoryStopped) memory.stop();
    await endBenchRun({ db, server, place });
  }
}

await run('SQLite');
if (pgAdmin) await run('PostgreSQL');
else console.log('\nPostgreSQL: imposta BENCH_DATABASE_URL (o TEST_DATABASE_URL) per misurarlo.');
