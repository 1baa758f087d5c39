// `npm run bench:public-api` (and `npm run bench`): the partners' read API on one process with the
// rate limiter on. Not a test: it prints figures against the goals (issue 38). For each
// engine (SQLite always; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server
// where it may create a database) it starts the built server as a deployment does, loads
// BENCH_CONTENTS bulk contents (about half of them published: publishBulkContents gives those a
// published revision, as the feed reads) and BENCH_ASSETS catalogue assets
// through a connection of its own, asks and approves a partner key over HTTP as a partner and an
// administrator do, then loads each row with autocannon at 10 connections for
// BENCH_PUBLIC_SECONDS seconds after 2 s not counted:
// - the contents feed, GET /api/public/v1/contents?limit=20: ≥ 1,000 req/s, p95 ≤ 15 ms;
// - the catalogue search, GET /api/public/v1/catalogue?q=<common word>, beside the desk's own
//   search of the same word over the whole catalogue (POST /api/graphql ExploreResults, as
//   bench-explore's "testo in tutto il catalogo"): at least the desk's throughput;
// - the feed revalidated, with If-None-Match of its ETag, answered 304: ≥ 5,000 req/s.
// The limiter stays on: every request is counted in its key's window and none is refused. A key may
// be given at most 6,000 requests a minute (PARTNER_KEY_LIMITS.maxRate), fewer than a second of the
// 304 row, so the bench asks one key over HTTP, gives it the maximum through the administrators'
// route, adds BENCH_KEYS - 1 keys of the same grants through the server's own functions
// (insertPartnerKey, newPartnerKey) and sends each request with the next key in turn: 100 keys
// allow 600,000 requests a minute. A refused request (429) shows in the "altre" column.
// With REDIS_URL set the server counts the windows in Redis.
import './use-supported-node.mjs';
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

const PORT = 8492;
const base = `http://127.0.0.1:${PORT}`;
const CONTENTS = Number(process.env.BENCH_CONTENTS ?? 100_000);
const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const SECONDS = Number(process.env.BENCH_PUBLIC_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
const KEYS = Number(process.env.BENCH_KEYS ?? 100);
/** A word most generated assets hold somewhere (fillBenchCatalogue's towns and kinds). */
const WORD = process.env.BENCH_WORD ?? 'castello';
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

await buildIfNeeded();
const { connect } = await import(path.join(root, 'server/dist/src/platform/db/connect.js'));
const { insertBulkContents, publishBulkContents } = await import(
  path.join(root, 'server/dist/src/seed/content-bulk.js')
);
const { fillBenchCatalogue } = await import(path.join(root, 'server/dist/src/seed/explore-bench.js'));
const { insertPartnerKey } = await import(
  path.join(root, 'server/dist/src/modules/partner-keys/partner-keys.repo.js')
);
const { newPartnerKey } = await import(
  path.join(root, 'server/dist/src/modules/partner-keys/partner-keys.secret.js')
);
const { EXPLORE_OPERATIONS, PARTNER_KEY_HEADER, PARTNER_KEY_LIMITS } = await import('@sportello/contracts');

/** The sorted list's p-th percentile, nearest rank. */
/** Responses to requests made with the bench's key (warm-ups and checks too): what the key's uses should say. */
let sentWithKey = 0;
let turn = 0;
/** The request with the next of the bench's keys. */
const withNextKey = (req, keys) => ({
  ...req,
  headers: { ...req.headers, [PARTNER_KEY_HEADER]: keys[turn++ % keys.length] },
});
const withKey = (row) => row.headers?.[PARTNER_KEY_HEADER] !== undefined;

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * One autocannon run of `row`: every response's own time as autocannon measures it (its `response`
 * event) for the statuses the row expects (`row.status`, 2xx by default), nearest-rank p50 and p95;
 * req/s: responses (any status) over the measured duration; `bad`: the others and the errors.
 */
async function blast(row, seconds) {
  const times = [];
  let responses = 0;
  let bad = 0;
  const expected = row.status ?? 200;
  const instance = autocannon({
    url: base + row.url,
    method: row.method,
    headers: row.headers,
    body: row.body,
    requests: row.keys ? [{ setupRequest: (req) => withNextKey(req, row.keys) }] : undefined,
    connections: CONNECTIONS,
    duration: seconds,
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    responses += 1;
    if (withKey(row)) sentWithKey += 1;
    if (status === expected) times.push(ms);
    else bad += 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rate: responses / result.duration,
    p50: pct(times, 50),
    p95: pct(times, 95),
    bad: bad + result.errors,
  };
}

async function measure(row) {
  await blast(row, WARMUP_SECONDS);
  return blast(row, SECONDS);
}

/** Sends the row once; fails loudly unless it answers its status and passes `row.ok`. */
async function verify(row) {
  const res = await fetch(base + row.url, { method: row.method, headers: row.headers, body: row.body });
  const text = await res.text();
  if (withKey(row)) sentWithKey += 1;
  const json = text ? JSON.parse(text) : null;
  if (res.status !== (row.status ?? 200) || json?.errors || (row.ok && !row.ok(json, res)))
    throw new Error(`${row.name}: HTTP ${res.status}, risposta inattesa: ${text.slice(0, 400)}`);
  return res;
}

/**
 * The bench's keys. The first as the path makes one: the demo's reviewer asks "Accesso API"
 * for the editorial office, the admin approves it (the reply gives the secret once) and gives it
 * the highest rate; the others are copies of its grants, written by the server's repo.
 */
async function benchKeys(db, admin) {
  const reviewer = await signIn(base, 'revisore');
  const asked = await fetch(`${base}/api/forms/api-configuration?env=make-vt`, {
    method: 'POST',
    headers: reviewer,
    body: JSON.stringify({
      values: {
        authorisations: ['contenuti.lettura'],
        usage: 'test',
        application: 'Banco di prova',
        contactEmail: 'bench@example.org',
        motivation: 'Misurare la lettura dei partner sui volumi della regione.',
        terms: true,
      },
    }),
  });
  if (!asked.ok) throw new Error(`richiesta di accesso API: HTTP ${asked.status} ${await asked.text()}`);
  const pending = await (
    await fetch(`${base}/api/forms/requests.json?status=pending`, { headers: admin })
  ).json();
  const request = pending.data.elements.find((r) => r.type === 'api');
  const decided = await fetch(`${base}/api/forms/requests/${request.id}/decision`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ decision: 'approve' }),
  });
  const key = (await decided.json()).data?.apiKey;
  if (!key?.secret) throw new Error(`approvazione: HTTP ${decided.status}`);
  const detail = await (await fetch(`${base}/api/partner-keys/${key.id}`, { headers: admin })).json();
  const saved = await fetch(`${base}/api/partner-keys/${key.id}/grants`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ ...detail.data.grants, ratePerMinute: PARTNER_KEY_LIMITS.maxRate }),
  });
  if (!saved.ok) throw new Error(`autorizzazioni: HTTP ${saved.status} ${await saved.text()}`);
  const row = await db
    .selectFrom('partnerKeys')
    .selectAll()
    .where('id', '=', key.id)
    .executeTakeFirstOrThrow();
  const secrets = [key.secret];
  for (let i = 1; i < KEYS; i += 1) {
    const more = newPartnerKey();
    const {
      id: _id,
      keyId: _keyId,
      secretHash: _hash,
      createdAt,
      updatedAt: _u,
      revokedAt: _r,
      revokedBy: _b,
      ...same
    } = row;
    await insertPartnerKey(db, {
      ...same,
      requestId: null,
      keyId: more.keyId,
      secretHash: more.secretHash,
      now: createdAt,
    });
    secrets.push(more.token);
  }
  return secrets;
}

const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/d').padStart(8);
const f0 = (n) => (Number.isFinite(n) ? n.toFixed(0) : 'n/d').padStart(8);
const mark = (ok) => (ok ? '✓' : '✗');

async function run(engine) {
  sentWithKey = 0;
  const place = await freshBenchDatabase(engine, pgAdmin, 'pb_bench_public');
  const server = startServer(PORT, place.dataDir, {
    DATABASE_URL: place.databaseUrl ?? '',
    DEMO_PROFILES: '0',
    SESSION_IDLE_MINUTES: '600',
  });
  const db = connect(place.connection);
  try {
    await waitForHealth(base, 600);
    let t0 = performance.now();
    const authors = await demoAuthors(db);
    await db
      .transaction()
      .execute(async (trx) =>
        publishBulkContents(trx, await insertBulkContents(trx, { count: CONTENTS, authors })),
      );
    const contentsS = (performance.now() - t0) / 1000;
    t0 = performance.now();
    await fillBenchCatalogue(db, ASSETS);
    if (place.databaseUrl) await sql`vacuum analyze`.execute(db);
    const assetsS = (performance.now() - t0) / 1000;
    const published = await db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('family', '=', 'content')
      .where('status', '=', 'published')
      .where('publishedRevision', 'is not', null)
      .executeTakeFirstOrThrow();

    const admin = await signIn(base, 'admin');
    const keys = await benchKeys(db, admin);
    const keyed = { [PARTNER_KEY_HEADER]: keys[0] };
    const operator = await signIn(base, 'operatore.siena');
    const feed = {
      name: 'feed',
      method: 'GET',
      url: '/api/public/v1/contents?limit=20',
      headers: keyed,
      keys,
    };
    feed.ok = (j) => j.data.items.length === 20;
    const etag = (await verify(feed)).headers.get('etag');
    const rows = {
      feed,
      search: {
        name: 'catalogue',
        method: 'GET',
        url: `/api/public/v1/catalogue?q=${encodeURIComponent(WORD)}`,
        headers: keyed,
        keys,
        ok: (j) => j.data.items.length > 0,
      },
      desk: {
        name: 'desk',
        method: 'POST',
        url: '/api/graphql?env=make-iat',
        headers: operator,
        body: JSON.stringify({
          query: EXPLORE_OPERATIONS.ExploreResults,
          operationName: 'ExploreResults',
          variables: { input: { query: WORD } },
        }),
        ok: (j) => j.data.search.assets.length > 0,
      },
      revalidated: {
        ...feed,
        name: '304',
        headers: { ...keyed, 'if-none-match': etag },
        status: 304,
        ok: null,
      },
    };
    for (const row of Object.values(rows)) await verify(row);

    console.log(
      `\n${engine}: ${CONTENTS} contenuti (${published.n} pubblicati) e ${ASSETS} beni in più dei demo (caricati in ${contentsS.toFixed(0)} s e ${assetsS.toFixed(0)} s); ${KEYS} chiavi da ${PARTNER_KEY_LIMITS.maxRate} richieste al minuto a turno, limite ${process.env.REDIS_URL ? 'in Redis' : 'del server'}`,
    );
    console.log(
      `${CONNECTIONS} connessioni, ${SECONDS} s per riga dopo ${WARMUP_SECONDS} s non contati; p50 e p95 per rango sulle risposte attese\n`,
    );
    console.log(
      'riga'.padEnd(44),
      ...['req/s', 'p50 ms', 'p95 ms', 'altre'].map((h) => h.padStart(8)),
      '  obiettivo',
    );
    const line = (label, m, goal, ok) =>
      console.log(
        label.padEnd(44),
        f0(m.rate),
        f1(m.p50),
        f1(m.p95),
        f0(m.bad),
        goal ? `  ${goal} ${mark(ok && m.bad === 0)}` : '  (riferimento)',
      );

    const f = {};
    f.feed = await measure(rows.feed);
    line(
      'GET /contents?limit=20',
      f.feed,
      '≥ 1000 req/s, p95 ≤ 15 ms',
      f.feed.rate >= 1000 && f.feed.p95 <= 15,
    );
    f.desk = await measure(rows.desk);
    line(`banco: ExploreResults «${WORD}»`, f.desk);
    f.search = await measure(rows.search);
    line(
      `GET /catalogue?q=${WORD}`,
      f.search,
      `≥ ${f.desk.rate.toFixed(0)} req/s (banco)`,
      f.search.rate >= f.desk.rate,
    );
    f.revalidated = await measure(rows.revalidated);
    line(
      'GET /contents?limit=20, If-None-Match → 304',
      f.revalidated,
      '≥ 5000 req/s',
      f.revalidated.rate >= 5000,
    );

    // Every served request counted once per key and day (at most a second late: the batched counts).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const uses = await db
      .selectFrom('partnerKeyUses')
      .select((eb) => [eb.fn.sum('uses').as('uses'), eb.fn.sum('limited').as('limited')])
      .executeTakeFirstOrThrow();
    console.log(
      `\nusi della chiave contati: ${uses.uses} serviti e ${uses.limited} limitati, su ${sentWithKey} risposte ricevute`,
    );
  } finally {
    await endBenchRun({ db, server, place });
  }
}

// BENCH_ENGINES=postgres measures PostgreSQL alone (sqlite alone likewise); both by default.
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
if (engines.includes('sqlite')) await run('SQLite');
if (pgAdmin && engines.includes('postgres')) await run('PostgreSQL');
else console.log('\nPostgreSQL: imposta BENCH_DATABASE_URL (o TEST_DATABASE_URL) per misurarlo.');
