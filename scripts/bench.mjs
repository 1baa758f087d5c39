// `npm run bench`: latency of the hot API routes on the demo data, then the lists at volume
// (scripts/bench-lists.mjs), the visitor profiles (scripts/bench-profiles.mjs), the explore search on
// 100,000 assets (scripts/bench-explore.mjs) and the export of 1,000,000 visitor profiles
// (scripts/bench-export.mjs), the terminal sockets (scripts/bench-terminals.mjs), the partners' read API
// (scripts/bench-public-api.mjs) and the regional load
// with the server's peak memory (scripts/bench-region.mjs), then one process against two behind nginx
// (scripts/bench-cluster.mjs). Not a test: it prints figures.
// Starts its own server on a fresh SQLite database (or DATABASE_URL), signs in as admin, then
// sends a bounded number of sequential and concurrent requests per route over loopback.
import './use-supported-node.mjs';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { FIGURE_HEADINGS, figures, signIn, startServer, timed, waitForHealth } from './bench-lib.mjs';
import { buildIfNeeded, run } from './lib.mjs';

const PORT = 8191;
const base = `http://127.0.0.1:${PORT}`;
const N = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 8;

await buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-bench-'));
const server = startServer(PORT, dataDir);
/** Stops the server and waits until it has let the port go (the lists' bench uses it next). */
const stop = async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
};

try {
  await waitForHealth(base, 100);
  const headers = await signIn(base, 'admin');

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
  console.log(
    `\n${N} richieste per rotta, ${CONCURRENCY} in parallelo, su ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}\n`,
  );
  console.log('rotta'.padEnd(42), ...FIGURE_HEADINGS);
  for (const [name, url] of routes) {
    const measured = await timed(N, CONCURRENCY, async () => {
      const res = await fetch(base + url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
    });
    console.log(name.padEnd(42), ...figures(measured));
  }
} finally {
  await stop();
}

// The lists' budgets: its own servers on the same port, after this one stopped.
await run('node', ['scripts/bench-lists.mjs']);
// The visitor profiles' budget: saving a profile p95 ≤ 20 ms, on each engine.
await run('node', ['scripts/bench-profiles.mjs']);
// The explore catalogue's budget: its own servers (SQLite, and PostgreSQL when configured).
await run('node', ['scripts/bench-explore.mjs']);
// The export of visitor statistics: a million profiles as CSV, and the aggregates.
await run('node', ['scripts/bench-export.mjs']);
// The terminal sockets: two processes on PostgreSQL and Redis, when both are configured.
await run('node', ['scripts/bench-terminals.mjs']);
// The partners' read API with its rate limiter: the feed, the catalogue search beside the desk's, a 304.
await run('node', ['scripts/bench-public-api.mjs']);
// The regional load: 50,000 contents and 100,000 assets at 10 connections, peak RSS.
await run('node', ['scripts/bench-region.mjs']);
// The same desk reads on one process directly and on two behind nginx, and nginx's cost per request.
await run('node', ['scripts/bench-cluster.mjs']);
