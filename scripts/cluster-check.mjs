// `npm run cluster:check`: the scaled set-up, proved on this machine. A fresh PostgreSQL database,
// Redis, an S3 store (s3rver), two processes of the built server in production mode and nginx in
// front of them with docs/nginx/sportello.conf; then what a region's users would notice: signing in
// through the proxy, one session on every process, a file uploaded on one process served by the
// other, a kiosk reached from an operator on the other process, a process killed under load, the
// scheduled jobs run once. One line per check (✓/✗), exit 1 on any failure; everything it started
// is stopped and the database dropped at the end, whatever happened.
// Needs TEST_DATABASE_URL (a PostgreSQL server where it may create a database) and REDIS_URL; without
// them it says so and exits 0 (CI sets both).
import './use-supported-node.mjs';
import fs from 'node:fs';
import { buildIfNeeded } from './lib.mjs';
import {
  ADMIN,
  SCHEDULED_QUEUES,
  checks,
  describe,
  killUnderLoad,
  scheduledJobsOnce,
} from './cluster/checks.mjs';
import { NGINX } from './cluster/nginx.mjs';
import { startRegion, tail } from './cluster/region.mjs';

const pgAdmin = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const started = performance.now();

if (!pgAdmin || !redisUrl) {
  const missing = [!pgAdmin && 'TEST_DATABASE_URL', !redisUrl && 'REDIS_URL'].filter(Boolean);
  console.log(
    `Controllo del cluster saltato: ${missing.length > 1 ? 'mancano' : 'manca'} ${missing.join(' e ')} (PostgreSQL e Redis condivisi dai processi).`,
  );
  process.exit(0);
}
if (!fs.existsSync(NGINX)) {
  console.error(`✗ nginx non c'è (${NGINX}): installalo con "apt-get install -y nginx".`);
  process.exit(1);
}

await buildIfNeeded({ web: false });
const built = performance.now();

let passed = 0;
let failed = 0;
const report = async (name, fn) => {
  const t0 = performance.now();
  try {
    const detail = await fn();
    passed += 1;
    console.log(
      `✓ ${name}${detail ? `: ${detail}` : ''} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  } catch (e) {
    failed += 1;
    console.log(`✗ ${name}: ${e.message}`);
  }
};

let region = null;
const teardown = async () => {
  const r = region;
  region = null;
  if (r) await r.close();
};
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    console.log(`\n${sig}: fermo il cluster…`);
    void teardown().finally(() => process.exit(1));
  });

try {
  console.log('Avvio: database PostgreSQL nuovo, S3 (s3rver), 2 processi in produzione, nginx…');
  region = await startRegion({ pgAdmin, redisUrl, processes: 2, admin: ADMIN });
  console.log(
    `Pronto in ${((performance.now() - built) / 1000).toFixed(1)} s (build ${((built - started) / 1000).toFixed(1)} s): nginx ${region.publicUrl} → processi ${region.ports.join(', ')}\n`,
  );
  const list = checks(region);
  for (const [name, fn] of list) await report(name, fn);

  await report('kill -9 di un processo sotto carico: le richieste nuove vanno al superstite', async () => {
    // A desk of its own, signed in through nginx: its cookie is good on both processes.
    const r = await killUnderLoad(region, await signedInAdmin(region));
    const detail = `${r.failed} fallite su ${r.total} (in corso al kill: ${r.inFlight}, di cui fallite ${r.failedInFlight}; dopo il kill ${r.after}, fallite ${r.failedAfter}; ${r.passedOn} ripassate da nginx al superstite)`;
    if (r.failedAfter > 0) throw new Error(detail);
    if (r.after === 0) throw new Error(`nessuna richiesta dopo il kill: ${detail}`);
    return detail;
  });

  await report(
    'Fermo di 7 ore, poi i 2 processi ripartono insieme: ogni lavoro pianificato recupera una volta sola',
    async () => {
      const { jobs, seconds } = await scheduledJobsOnce(region);
      const detail = SCHEDULED_QUEUES.map((q) => `${q} ${describe(jobs, q)}`).join(', ');
      const once = SCHEDULED_QUEUES.every((q) => jobs.filter((j) => j.name === q).length === 1);
      if (!once) throw new Error(detail);
      return `${detail}, entro ${seconds.toFixed(1)} s dall'avvio`;
    },
  );
} catch (e) {
  failed += 1;
  console.log(`✗ Avvio del cluster: ${e.message}`);
} finally {
  const logs = region?.logs ?? [];
  if (failed && region)
    for (const [i, log] of logs.entries()) console.log(`\n— log del processo ${i + 1} —\n${tail(log)}`);
  await teardown();
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\nControlli del cluster: ${passed} riusciti, ${failed} non riusciti (${seconds} s)`);
process.exit(failed ? 1 : 0);

/** A browser signed in as the administrator through nginx. */
async function signedInAdmin(r) {
  const { Browser } = await import('./cluster/browser.mjs');
  const b = new Browser(r.publicUrl);
  await b.signIn(ADMIN.username, ADMIN.password);
  return b;
}
