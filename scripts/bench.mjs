// `npm run bench`: latency of the hot API routes on the demo data. Not a test: it prints figures.
// Starts its own server on a fresh SQLite database (or DATABASE_URL), signs in as admin, then
// sends a bounded number of sequential and concurrent requests per route over loopback.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildIfNeeded, root } from './lib.mjs';

const PORT = 8191;
const base = `http://127.0.0.1:${PORT}`;
const N = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 8;

await buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-bench-'));
const server = spawn('node', ['server/dist/src/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

try {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
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
    body: JSON.stringify({ username: 'admin', password: 'demo' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  remember(login);

  const routes = [
    ['GET /api/app-config.json', '/api/app-config.json?env=make-iat'],
    ['GET /api/environments.json', '/api/environments.json?env=make-iat'],
    ['GET /api/main-menu.json', '/api/main-menu.json?env=make-iat'],
    ['GET /api/autocomplete.json (utenti)', '/api/autocomplete.json?env=make-iat&searchType=user&query=ope'],
    ['GET /api/autocomplete.json (gruppi)', '/api/autocomplete.json?env=make-iat&searchType=group&query=iat'],
    ['GET /api/pages/workshop.html', '/api/pages/workshop.html?env=make-iat'],
    ['GET /api/refresh.json', '/api/refresh.json?env=make-iat'],
    ['GET /api/admin/outbox.json', '/api/admin/outbox.json?env=make-iat&page=1'],
    [
      'GET /api/options/municipalities ("san g")',
      '/api/options/municipalities.json?env=make-iat&search=san%20g',
    ],
    ['GET /api/options/countries ("germ")', '/api/options/countries.json?env=make-iat&search=germ'],
    ['GET /api/forms/newStructure/template', '/api/forms/newStructure/template.json?env=make-iat'],
    ['GET /api/forms/user-edit/data (id 5)', '/api/forms/user-edit/data.json?env=make-iat&id=5'],
    ['GET /api/media/image.json', '/api/media/image.json?env=make-iat&page=1'],
    ['GET /api/tables/user/template.json', '/api/tables/user/template.json?env=make-iat'],
    ['GET /api/tables/user (pagina 2)', '/api/tables/user?env=make-iat&page=2&sort=username&direction=desc'],
    ['GET /api/tables/user (ricerca, stato)', '/api/tables/user?env=make-iat&search=ar&status=active'],
    [
      'GET /api/tables/group (tipo IAT)',
      '/api/tables/group?env=make-iat&kind=iat&sort=members&direction=desc',
    ],
    ['GET /api/tables/team', '/api/tables/team?env=make-iat'],
  ];
  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  console.log(
    `\n${N} richieste per rotta, ${CONCURRENCY} in parallelo, su ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}\n`,
  );
  console.log(
    'rotta'.padEnd(42),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'max ms'.padStart(8),
    'req/s'.padStart(8),
  );
  for (const [name, url] of routes) {
    const times = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < N) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(base + url, { headers: headers() });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        times.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      name.padEnd(42),
      pct(times, 50).toFixed(1).padStart(8),
      pct(times, 95).toFixed(1).padStart(8),
      times.at(-1).toFixed(1).padStart(8),
      (times.length / elapsed).toFixed(0).padStart(8),
    );
  }
} finally {
  stop();
}
