// `npm run bench:export`: the export of visitor statistics at volume. Not a test: it
// prints figures. For each engine (SQLite; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL
// names a server where it may create a database) it starts its own server on a fresh database with
// the demo data, adds BENCH_PROFILES (1,000,000) profiles over the last year across the demo
// offices (the profiles module's generator and bulk insert), then, signed in as admin:
// - downloads every office's year as CSV through the real HTTP server, reading as fast as it can:
//   rows/s (budget ≥ 100,000) and the server's peak RSS meanwhile (budget < 300 MiB);
// - the aggregates over the same million (budget ≤ 1 s each).
import './use-supported-node.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endBenchRun, freshBenchDatabase, signIn, startServer, waitForHealth } from './bench-lib.mjs';
import { buildIfNeeded, root } from './lib.mjs';

const PORT = 8192;
const base = `http://127.0.0.1:${PORT}`;
const COUNT = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const BUDGET = { rowsPerSecond: 100_000, rssMiB: 300, aggregateMs: 1000 };
const DAY = 86_400_000;

await buildIfNeeded({ web: false });
const { connect } = await import(path.join(root, 'server/dist/src/platform/db/connect.js'));
const { sql } = await import('kysely');
const { insertProfiles } = await import(path.join(root, 'server/dist/src/modules/profiles/index.js'));
const { generateProfiles } = await import(path.join(root, 'server/dist/src/seed/profiles-generator.js'));

/** The export's DD-MM-YYYY HH:mm in Europe/Rome. */
function exportDate(ms) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}

/** CPU seconds (user + system) the process has used, from /proc: a figure the machine's load does not skew. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The server's resident memory now (VmRSS) in MiB, from /proc. */
function rssMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function fill(db) {
  const offices = await db.selectFrom('groups').select(['id', 'slug']).where('kind', '=', 'iat').execute();
  const operators = await db
    .selectFrom('memberships')
    .select(['groupId', 'userId'])
    .where(
      'groupId',
      'in',
      offices.map((o) => o.id),
    )
    .execute();
  const now = Date.now();
  const t0 = performance.now();
  const { inserted } = await insertProfiles(
    db,
    generateProfiles({
      count: COUNT,
      offices: offices.map((o) => ({
        id: o.id,
        operatorIds: operators.filter((m) => m.groupId === o.id).map((m) => m.userId),
      })),
      from: new Date(now - 360 * DAY),
      to: new Date(now - 60_000),
      seed: 15,
    }),
    { keepIds: false },
  );
  return { inserted, seconds: (performance.now() - t0) / 1000, slugs: offices.map((o) => o.slug) };
}

const verdict = (ok, text) => (ok ? `entro ${text}` : `OLTRE ${text}`);

async function run(engine) {
  const place = await freshBenchDatabase(engine, pgAdmin, 'sportello_bench_export');
  const env = { DATABASE_URL: place.databaseUrl ?? '' };
  let server = startServer(PORT, place.dataDir, env);
  const db = connect(place.connection);
  try {
    await waitForHealth(base);
    const filled = await fill(db);
    // PostgreSQL's autovacuum would do this soon after such a load: statistics and the visibility
    // map that lets the aggregates read their covering index alone.
    if (engine === 'PostgreSQL') await sql`VACUUM ANALYZE profiles, profile_interests`.execute(db);
    // A server process started on the filled database: its memory is the export's, not what the
    // demo data's first-start seeding left behind.
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
    server = startServer(PORT, place.dataDir, env);
    await waitForHealth(base);
    const total = Number(
      (
        await db
          .selectFrom('profiles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    console.log(
      `\n${engine}: ${filled.inserted.toLocaleString('it-IT')} profili inseriti in ${filled.seconds.toFixed(0)} s ` +
        `(${filled.slugs.length} uffici; ${total.toLocaleString('it-IT')} in tutto)`,
    );
    const admin = await signIn(base, 'admin');
    const from = exportDate(Date.now() - 364 * DAY);
    const to = exportDate(Date.now());
    // Every office, named as the Admin's selector names them (no "all" option, spec 2 §4).
    const slugs = filled.slugs.join(',');
    const query = new URLSearchParams({ env: 'make-iat', format: 'csv', from, to, slugs });
    for (const s of ['visita', 'provenienza', 'gruppo', 'interessi']) query.append('sections', s);

    // The download, read as fast as the client can; the server's RSS sampled meanwhile.
    const rssBefore = rssMiB(server.pid);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 50);
    const cpu0 = cpuSeconds(server.pid);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/crm/profili/iat-firenze/export?${query}`, {
      headers: { ...admin, 'accept-encoding': 'identity' },
    });
    if (!res.ok) throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
    let firstByteMs = 0;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      if (!bytes) firstByteMs = performance.now() - t0;
      bytes += chunk.byteLength;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuSeconds(server.pid) - cpu0;
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB(server.pid));
    const rows = lines - 1;
    const rate = rows / seconds;
    console.log(
      `CSV di tutti gli uffici, un anno: ${rows.toLocaleString('it-IT')} righe, ${(bytes / 1048576).toFixed(0)} MiB ` +
        `in ${seconds.toFixed(1)} s (primo byte dopo ${firstByteMs.toFixed(0)} ms)`,
    );
    console.log(
      `  righe/s ${Math.round(rate).toLocaleString('it-IT').padStart(10)}   ${verdict(rate >= BUDGET.rowsPerSecond, `≥ ${BUDGET.rowsPerSecond.toLocaleString('it-IT')}`)}`,
    );
    console.log(
      `  CPU del server ${cpu.toFixed(1)} s: ${Math.round(rows / cpu).toLocaleString('it-IT')} righe per secondo di CPU ` +
        `(carico della macchina: ${os.loadavg()[0].toFixed(1)} su ${os.availableParallelism()} CPU)`,
    );
    console.log(
      `  RSS del server: ${rssBefore.toFixed(0)} MiB prima, picco ${peak.toFixed(0)} MiB   ${verdict(peak < BUDGET.rssMiB, `< ${BUDGET.rssMiB} MiB`)}`,
    );

    // Aggregates by the database over the same year, every office.
    const cases = [
      ['provenienza', ['profilo_paese']],
      ['mese × provenienza', ['mese', 'profilo_paese']],
      ['ufficio × nazionalità', ['ufficio', 'nazionalita']],
      ['numero di persone', ['profilo_numero_persone']],
      ['interessi', ['interessi']],
    ];
    for (const [name, aggregate] of cases) {
      const times = [];
      let groups = 0;
      let counted = 0;
      const c0 = cpuSeconds(server.pid);
      for (let i = 0; i < 3; i++) {
        const a0 = performance.now();
        const r = await fetch(`${base}/api/crm/profili/aggregate?env=make-iat`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({ from, to, aggregate, slugs: filled.slugs }),
        });
        const json = await r.json();
        if (!r.ok) throw new Error(`aggregate: HTTP ${r.status} ${json.message}`);
        times.push(performance.now() - a0);
        groups = json.data.rows.length;
        counted = json.data.totals.profiles;
      }
      const cpuMs = ((cpuSeconds(server.pid) - c0) * 1000) / 3;
      const best = Math.min(...times);
      const worst = Math.max(...times);
      console.log(
        `Aggregato per ${name}`.padEnd(36) +
          `${groups} gruppi, ${counted.toLocaleString('it-IT')} schede: ${best.toFixed(0)}–${worst.toFixed(0)} ms ` +
          `(CPU del server ${cpuMs.toFixed(0)} ms)   ` +
          verdict(worst <= BUDGET.aggregateMs, `${BUDGET.aggregateMs} ms`),
      );
    }
  } finally {
    await endBenchRun({ db, server, place });
  }
}

// BENCH_ENGINES=postgres measures PostgreSQL alone (sqlite alone likewise).
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
if (engines.includes('sqlite')) await run('SQLite');
if (pgAdmin && engines.includes('postgres')) await run('PostgreSQL');
else console.log('\nPostgreSQL: imposta BENCH_DATABASE_URL (o TEST_DATABASE_URL) per misurarlo.');
