// What the bench scripts share: their server on the demo data, sign-in, timed requests, figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './lib.mjs';

/**
 * Starts the built server on the port with a fresh data folder and the demo data, as a deployment
 * does: `node server/dist/src/main.js`, which applies its own V8 flags (server/src/runtime.ts).
 */
export function startServer(port, dataDir, env = {}) {
  return spawn('node', ['server/dist/src/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

/** Waits until the server answers /health (every 200 ms, `tries` times at most). */
export async function waitForHealth(base, tries = 150) {
  for (let i = 0; i < tries; i++) {
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('il server non risponde');
}

/** Signs in (demo password) and returns the headers of that session. */
export async function signIn(base, username) {
  const jar = new Map();
  const remember = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'content-type': 'application/json',
    'x-csrf-token': jar.get('sportello_csrf') ?? '',
  });
  remember(await fetch(`${base}/health`));
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ username, password: 'demo' }),
  });
  if (!login.ok) throw new Error(`login ${username}: ${login.status}`);
  remember(login);
  return headers();
}

/**
 * Calls `request` `count` times, `concurrency` at once; returns each call's milliseconds (sorted)
 * and the calls per second.
 */
export async function timed(count, concurrency, request) {
  const times = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      await request();
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { times, rate: times.length / elapsed };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The columns' headings of `figures`. */
export const FIGURE_HEADINGS = ['p50 ms', 'p95 ms', 'max ms', 'req/s'].map((h) => h.padStart(8));

/** p50, p95, max and rate, each in a column of eight. */
export const figures = ({ times, rate }) => [
  pct(times, 50).toFixed(1).padStart(8),
  pct(times, 95).toFixed(1).padStart(8),
  times.at(-1).toFixed(1).padStart(8),
  rate.toFixed(0).padStart(8),
];

/**
 * A fresh place for a bench run on one engine: a data folder, and on PostgreSQL a database of its
 * own created through `pgAdmin` (an admin URL). `drop()` removes both afterwards.
 */
export async function freshBenchDatabase(engine, pgAdmin, prefix) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  let databaseUrl;
  let dropDatabase = async () => {};
  if (engine === 'PostgreSQL') {
    const name = `${prefix}_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgAdmin });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgAdmin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: pgAdmin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  return {
    dataDir,
    databaseUrl,
    /** What `connect` of the server's platform/db takes for this place. */
    connection: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'sqlite', file: path.join(dataDir, 'sportello.db') },
    drop: async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ends a bench run: closes its database handle, stops its server, removes its place. */
export async function endBenchRun({ db, server, place }) {
  await db.destroy();
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await place.drop();
}

/** The demo's authors (two offices, the reviewer, the admin) with their make-iat group: who the bulk contents are written by. */
export async function demoAuthors(db) {
  const rows = await db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .innerJoin('apps', 'apps.id', 'memberships.appId')
    .select(['users.id', 'users.fullName', 'memberships.groupId'])
    .where('users.username', 'in', ['redattore', 'redattore.lucca', 'revisore', 'admin'])
    .where('apps.slug', '=', 'make-iat')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.fullName, groupId: r.groupId }));
}
