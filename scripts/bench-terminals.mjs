// `npm run bench:terminals`: the terminal sockets at volume. Not a test: it prints figures.
// Two server processes on one PostgreSQL database and one Redis (BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server where it may create a database; REDIS_URL the Redis): 1,000
// paired terminals of IAT Firenze connect, half to each process; the operator, on the first
// process, shares the survey with terminals on both. Printed: the share fan-out (operator's
// sendToExternal → the terminal's openForm; budget p95 ≤ 50 ms), the answers' way back
// (submitExternalForm → receiveExternalForm), and the server memory per open socket.
import './use-supported-node.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { freshBenchDatabase, signIn, startServer, waitForHealth } from './bench-lib.mjs';
import { buildIfNeeded, root } from './lib.mjs';

const PORTS = [8291, 8292];
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const SHARES = Number(process.env.BENCH_SHARES ?? 400);
const BUDGET_P95_MS = 50;
const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

if (!pgAdmin || !redisUrl) {
  console.log('bench:terminals: servono PostgreSQL (TEST_DATABASE_URL) e Redis (REDIS_URL); salto.');
  process.exit(0);
}

await buildIfNeeded({ web: false });
const { connect } = await import(path.join(root, 'server/dist/src/platform/db/connect.js'));

const place = await freshBenchDatabase('PostgreSQL', pgAdmin, 'sportello_bench_terminals');
const env = { DATABASE_URL: place.databaseUrl, REDIS_URL: redisUrl };
const servers = [];
const db = connect(place.connection);
const rss = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => n.toFixed(1).padStart(8);
const step = (text) => process.env.BENCH_VERBOSE && console.log(`… ${text}`);

/** Opens a socket with the given cookie; resolves once open, with a queue of its messages. */
function openSocket(port, cookie) {
  const origin = `http://127.0.0.1:${port}`;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/external/app`, { headers: { cookie, origin } });
  const waiting = new Map();
  ws.addEventListener('message', (event) => {
    const m = JSON.parse(String(event.data));
    waiting.get(m.type)?.(m);
  });
  const on = (type, handler) => waiting.set(type, handler);
  return new Promise((resolve, reject) => {
    ws.addEventListener('open', () => resolve({ ws, on }));
    ws.addEventListener('error', () => reject(new Error('socket rifiutato')));
  });
}

try {
  // The first process migrates and seeds; the second joins the same database.
  servers.push(startServer(PORTS[0], place.dataDir, env));
  await waitForHealth(`http://127.0.0.1:${PORTS[0]}`, 300);
  servers.push(startServer(PORTS[1], place.dataDir, { ...env, SEED_DEMO: 'false' }));
  await waitForHealth(`http://127.0.0.1:${PORTS[1]}`, 300);

  step('servers up');
  // 1,000 assisted terminals of IAT Firenze, each with a device credential (as if paired).
  const office = await db
    .selectFrom('groups')
    .select('id')
    .where('slug', '=', 'iat-firenze')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const devices = Array.from({ length: SOCKETS }, (_, i) => {
    const token = randomBytes(32).toString('base64url');
    return {
      token,
      row: {
        wsId: `t_bench${String(i).padStart(6, '0')}`,
        groupId: office.id,
        name: `Terminale bench ${i + 1}`,
        deviceName: `Tablet ${i + 1}`,
        terminalType: 'assisted',
        isActive: 1,
        deviceTokenHash: createHash('sha256').update(token).digest('hex'),
        pairedAt: now,
        createdAt: now,
        updatedAt: now,
      },
    };
  });
  for (let i = 0; i < devices.length; i += 200)
    await db
      .insertInto('terminals')
      .values(devices.slice(i, i + 200).map((d) => d.row))
      .execute();

  step('terminals inserted');
  const before = servers.map((s) => rss(s.pid));
  const started = Date.now();
  const terminals = [];
  for (let i = 0; i < devices.length; i += 50) {
    const batch = devices.slice(i, i + 50).map(async (d, j) => {
      const port = PORTS[(i + j) % 2];
      const socket = await openSocket(port, `sportello_device=${d.token}`);
      return { ...socket, wsId: d.row.wsId, port };
    });
    terminals.push(...(await Promise.all(batch)));
  }
  step('sockets open');
  const connectSeconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  const after = servers.map((s) => rss(s.pid));
  const perSocket = after.map((a, i) => (a - before[i]) / (SOCKETS / 2));

  const headers = await signIn(`http://127.0.0.1:${PORTS[0]}`, 'operatore');
  const operator = await openSocket(PORTS[0], headers.cookie);
  const online = await fetch(`http://127.0.0.1:${PORTS[1]}/api/tables/externals?status=on`, { headers });
  const onlineCount = (await online.json()).data.totalItems;

  step('operator connected');
  // Shares one at a time, alternating the process of the terminal: the way there and back.
  const there = [];
  const back = [];
  for (let i = 0; i < SHARES; i += 1) {
    const t = terminals[(i * 7) % terminals.length];
    const opened = new Promise((resolve) => t.on('openForm', resolve));
    const shared = new Promise((resolve) => operator.on('sharingToExternal', resolve));
    const t0 = performance.now();
    operator.ws.send(
      JSON.stringify({ type: 'sendToExternal', wsId: t.wsId, lang: 'it', sections: 'interessi' }),
    );
    await opened;
    there.push(performance.now() - t0);
    await shared;
    const answered = new Promise((resolve) => operator.on('receiveExternalForm', resolve));
    const t1 = performance.now();
    t.ws.send(JSON.stringify({ type: 'submitExternalForm', values: { profilo_interessi: ['arte'] } }));
    await answered;
    back.push(performance.now() - t1);
    const closed = new Promise((resolve) => t.on('closeForm', resolve));
    operator.ws.send(JSON.stringify({ type: 'stopSharing', wsId: t.wsId }));
    await closed;
  }
  there.sort((a, b) => a - b);
  back.sort((a, b) => a - b);

  console.log(
    `\n${SOCKETS} terminali su 2 processi (PostgreSQL + Redis), collegati in ${connectSeconds.toFixed(1)} s;`,
  );
  console.log(`il processo 2 vede ${onlineCount} terminali collegati.\n`);
  console.log('misura'.padEnd(44), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
  const row = (name, t) => console.log(name.padEnd(44), ms(pct(t, 50)), ms(pct(t, 95)), ms(t[t.length - 1]));
  row(`condivisione → terminale (${SHARES})`, there);
  row('risposte → operatore', back);
  const verdict = pct(there, 95) <= BUDGET_P95_MS ? 'entro' : 'OLTRE';
  console.log(
    `\np95 della condivisione ${pct(there, 95).toFixed(1)} ms: ${verdict} il budget di ${BUDGET_P95_MS} ms.`,
  );
  perSocket.forEach((bytes, i) =>
    console.log(`memoria del processo ${i + 1}: ${(bytes / 1024).toFixed(1)} KiB per socket (RSS)`),
  );
  for (const t of terminals) t.ws.close();
  operator.ws.close();
} finally {
  await db.destroy();
  for (const s of servers) {
    s.kill('SIGTERM');
    await new Promise((resolve) => s.once('exit', resolve));
  }
  await place.drop();
}
