// The region's checks, each as a person (or a kiosk) would see it, through nginx or straight at one
// process. Each returns a line of detail for the report or throws with what went wrong; they run in
// order and share what the earlier ones made (the signed-in browsers, the office, the operator).
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib.mjs';
import { Browser } from './browser.mjs';
import { readAccessLog } from './nginx.mjs';

const ENV = 'env=make-iat';
export const ADMIN = {
  username: 'admin.regione',
  email: 'admin.regione@example.org',
  fullName: 'Amministratrice Regione',
  password: 'Cluster-Check-Admin-2026',
};
const OPERATOR = {
  username: 'operatore.cluster',
  email: 'operatore.cluster@example.org',
  fullName: 'Operatore del Cluster',
  password: 'Cluster-Check-Operatore-2026',
};

const assert = (ok, message) => {
  if (!ok) throw new Error(message);
};
const expectStatus = (res, status, what) =>
  assert(
    res.status === status,
    `${what}: HTTP ${res.status} invece di ${status} ${typeof res.text === 'string' ? res.text.slice(0, 300) : ''}`,
  );

/** How many of the access log's lines from `from` on each process answered (by upstream address). */
function servedBy(region, from, match = () => true) {
  const count = new Map();
  for (const e of readAccessLog(region.accessLog)
    .slice(from)
    .filter((e) => e.upstreams && match(e)))
    for (const u of e.upstreams) count.set(u, (count.get(u) ?? 0) + 1);
  return count;
}
const portOf = (upstream) => Number(upstream.split(':').pop());
const processOf = (region, upstream) => region.ports.indexOf(portOf(upstream)) + 1;

export function checks(region) {
  const s = {};
  const logLength = () => readAccessLog(region.accessLog).length;

  return [
    [
      'http:// rimanda a https:// (nginx)',
      async () => {
        const res = await fetch(`${region.plainUrl}/login`, { redirect: 'manual' });
        expectStatus(res, 301, 'GET http://…/login');
        const to = res.headers.get('location');
        assert(to === `${region.publicUrl}/login`, `rimanda a ${to}`);
        return to;
      },
    ],
    [
      'Accesso dell’amministratore (creato con create-admin) tramite nginx in HTTPS',
      async () => {
        s.admin = new Browser(region.publicUrl);
        const res = await s.admin.request('POST', '/api/auth/login', {
          username: ADMIN.username,
          password: ADMIN.password,
        });
        expectStatus(res, 200, 'POST /api/auth/login');
        const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sportello_session='));
        assert(cookie && /;\s*secure/i.test(cookie), `cookie di sessione senza Secure: ${cookie}`);
        assert(/;\s*httponly/i.test(cookie), `cookie di sessione senza HttpOnly: ${cookie}`);
        const me = await s.admin.get(`/api/app-config.json?${ENV}`);
        expectStatus(me, 200, 'GET /api/app-config.json');
        return `cookie di sessione Secure, HttpOnly; utente ${me.data.data.user.username ?? ADMIN.username}`;
      },
    ],
    [
      'La stessa sessione vale su ogni processo (chiamato sulla sua porta) e nginx serve da tutti',
      async () => {
        for (const [i, base] of region.direct.entries()) {
          const res = await s.admin.at(base).get(`/api/app-config.json?${ENV}`);
          expectStatus(res, 200, `processo ${i + 1}, GET /api/app-config.json`);
          assert(
            JSON.stringify(res.data.data.user).includes(ADMIN.username),
            `processo ${i + 1}: un altro utente`,
          );
          const stranger = await new Browser(base).get(`/api/app-config.json?${ENV}`);
          assert(stranger.status === 403, `processo ${i + 1} senza cookie: HTTP ${stranger.status}`);
        }
        const from = logLength();
        const ids = [];
        for (let i = 0; i < 6; i++) {
          const res = await s.admin.request('GET', `/api/refresh.json?${ENV}`);
          expectStatus(res, 200, 'GET /api/refresh.json tramite nginx');
          await res.arrayBuffer();
          ids.push(res.headers.get('x-request-id'));
        }
        const count = servedBy(region, from, (e) => e.path.startsWith('/api/refresh.json'));
        assert(count.size === region.ports.length, `nginx ha usato solo ${[...count.keys()].join(', ')}`);
        // The id nginx gave each request is the one the process used (and sent back).
        const logged = readAccessLog(region.accessLog)
          .slice(from)
          .map((e) => e.id);
        assert(
          ids.every((id) => id && logged.includes(id)),
          `X-Request-Id diversi da quelli di nginx: ${ids.join(', ')}`,
        );
        return `${[...count].map(([u, n]) => `processo ${processOf(region, u)} ×${n}`).join(', ')}; X-Request-Id di nginx ripreso dai processi`;
      },
    ],
    [
      'L’amministratore crea un ufficio IAT e un operatore; il link dell’e-mail dà la password; l’operatore accede',
      async () => {
        const group = await s.admin.post(`/api/forms/group-create?${ENV}`, {
          values: {
            name: 'IAT Cluster',
            kind: 'iat',
            status: '1',
            email: 'iat.cluster@example.org',
            phone: '+39-055000000',
            address: 'Piazza della Signoria 1, 50122 Firenze',
            city: 'Firenze',
            province: 'FI',
            lat: '43.7696',
            lng: '11.2558',
          },
        });
        expectStatus(group, 200, 'crea il gruppo');
        const user = await s.admin.post(`/api/forms/user-create?${ENV}`, {
          values: {
            username: OPERATOR.username,
            email: OPERATOR.email,
            fullName: OPERATOR.fullName,
            userType: 'ambitoiat',
            isReviewer: false,
            group: { label: 'IAT Cluster', value: 'iat-cluster' },
            role: 'operator',
            env: 'make-iat',
          },
        });
        expectStatus(user, 200, 'crea l’utente');
        // No SMTP here: the mail waits in the outbox, which the administrator reads (Posta in uscita).
        const outbox = await s.admin.get(`/api/admin/outbox.json?${ENV}&page=1`);
        expectStatus(outbox, 200, 'posta in uscita');
        const mail = outbox.data.data.elements.find((m) => m.to === OPERATOR.email);
        assert(mail, 'nessuna e-mail all’operatore nella posta in uscita');
        const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
        assert(link.startsWith(region.publicUrl), `il link non usa PUBLIC_URL: ${link}`);
        const token = new URL(link).searchParams.get('token');
        const stranger = new Browser(region.publicUrl);
        const reset = await stranger.post('/api/auth/reset-password', {
          token,
          password: OPERATOR.password,
          passwordConfirm: OPERATOR.password,
        });
        expectStatus(reset, 200, 'sceglie la password');
        s.operator = new Browser(region.publicUrl);
        await s.operator.signIn(OPERATOR.username, OPERATOR.password);
        return `e-mail «${mail.subject}», link ${new URL(link).origin}/…`;
      },
    ],
    [
      'Un’immagine caricata su un processo è servita dall’altro (S3)',
      async () => {
        const require = createRequire(path.join(root, 'server/package.json'));
        const sharp = require('sharp');
        const png = await sharp({
          create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 20 } },
        })
          .png()
          .toBuffer();
        const form = new FormData();
        form.append('file', new Blob([png], { type: 'image/png' }), 'Ponte Vecchio.png');
        const first = s.admin.at(region.direct[0]);
        const res = await first.request('POST', `/api/media/image?${ENV}`, form);
        const text = await res.text();
        assert(res.status === 200, `caricamento sul processo 1: HTTP ${res.status} ${text.slice(0, 300)}`);
        const item = JSON.parse(text).data.data;
        const sizes = [];
        for (const [i, base] of [...region.direct.entries()].slice(1).concat([[-1, region.publicUrl]])) {
          const got = await s.admin.at(base).request('GET', item.src);
          const bytes = Buffer.from(await got.arrayBuffer());
          const who = i < 0 ? 'tramite nginx' : `processo ${i + 1}`;
          assert(got.status === 200, `${who}: GET ${item.src} → HTTP ${got.status}`);
          const meta = await sharp(bytes).metadata();
          assert(meta.width === item.width && meta.height === item.height, `${who}: un’altra immagine`);
          sizes.push(`${who} ${bytes.length} B`);
        }
        // The bytes are in the bucket, not in a process's folder (each has its own DATA_DIR).
        const listing = await fetch(`${region.s3.endpoint}/${region.s3.env.S3_BUCKET}?list-type=2`).then(
          (r) => r.text(),
        );
        const objects = listing.match(/<Key>[^<]+<\/Key>/g) ?? [];
        assert(objects.length > 0, 'il bucket S3 è vuoto');
        return `${item.src}: ${sizes.join(', ')}; ${objects.length} oggetti nel bucket`;
      },
    ],
    [
      'Il chiosco collegato tramite nginx riceve il questionario da un operatore sull’altro processo',
      async () => {
        const added = await s.operator.post(`/api/externals?${ENV}`, { name: 'Chiosco del cluster' });
        expectStatus(added, 200, 'aggiunge il terminale');
        const { terminal, pairing } = added.data.data;
        const device = new Browser(region.publicUrl);
        expectStatus(
          await device.post(`/api/external/register?${ENV}`, { code: pairing.code }),
          200,
          'abbina il dispositivo',
        );
        // An operator on every process, straight at its port: whichever process nginx gives the
        // kiosk's socket to, one of them is the other one. Each sees the kiosk come on.
        const operators = [];
        for (const base of region.direct) {
          const op = await s.operator.at(base).openSocket();
          await op.next('open');
          operators.push(op);
        }
        const from = logLength();
        const kiosk = await device.openSocket();
        for (const op of operators)
          await op.next(
            'updateTerminal',
            (m) => m.terminal.wsId === terminal.wsId && m.terminal.status === 'on',
          );
        const pushed = [];
        for (const [i, op] of operators.entries()) {
          const t0 = performance.now();
          op.send({
            type: 'sendToExternal',
            wsId: terminal.wsId,
            lang: 'it',
            sections: '',
            profileId: 1000 + i,
          });
          const form = await kiosk.next('openForm', (m) => m.profileId === 1000 + i);
          assert(form.lang === 'it', `openForm in ${form.lang}`);
          pushed.push(performance.now() - t0);
        }
        for (const op of operators) await op.close();
        await kiosk.close();
        // nginx writes a socket's line when it closes: it names the process that held the kiosk.
        let held = null;
        for (let i = 0; i < 50 && !held; i++) {
          held = readAccessLog(region.accessLog)
            .slice(from)
            .find((e) => e.path === '/api/external/app' && e.status === 101);
          if (!held) await new Promise((r) => setTimeout(r, 50));
        }
        assert(held, 'nessuna riga del socket nel log di nginx');
        const kioskOn = processOf(region, held.upstreams.at(-1));
        const others = region.ports.map((_, i) => i + 1).filter((n) => n !== kioskOn);
        return `chiosco sul processo ${kioskOn}; questionario dal processo ${others.join(', ')} in ${pushed[others[0] - 1].toFixed(0)} ms (dal suo stesso processo ${pushed[kioskOn - 1].toFixed(0)} ms)`;
      },
    ],
  ];
}

/**
 * kill -9 of the last process while a desk reads through nginx: `concurrency` requests at a time
 * for `seconds`, the kill halfway. Returns what happened to the requests before and after it.
 */
export async function killUnderLoad(region, browser, { seconds = 4, concurrency = 8 } = {}) {
  const victim = region.servers.at(-1);
  const url = `/api/refresh.json?${ENV}`;
  const results = [];
  let killedAt = Infinity;
  const from = readAccessLog(region.accessLog).length;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      let ok;
      try {
        const res = await browser.request('GET', url);
        await res.arrayBuffer();
        ok = res.status === 200;
      } catch {
        ok = false;
      }
      results.push({ started, ended: performance.now(), ok });
    }
  };
  const killer = (async () => {
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 2));
    killedAt = performance.now();
    victim.kill('SIGKILL');
  })();
  await Promise.all([...Array.from({ length: concurrency }, worker), killer]);
  const failed = results.filter((r) => !r.ok);
  const inFlight = results.filter((r) => r.started <= killedAt && r.ended >= killedAt);
  const after = results.filter((r) => r.started > killedAt);
  const survivor = `127.0.0.1:${region.ports[0]}`;
  const lines = readAccessLog(region.accessLog)
    .slice(from)
    .filter((e) => e.path === url);
  return {
    total: results.length,
    failed: failed.length,
    failedInFlight: failed.filter((r) => r.started <= killedAt).length,
    failedAfter: after.filter((r) => !r.ok).length,
    inFlight: inFlight.length,
    after: after.length,
    /** Requests nginx passed on to the survivor after the dead process refused or dropped them. */
    passedOn: lines.filter((e) => e.upstreams.length > 1 && e.upstreams.at(-1) === survivor).length,
    logged: lines.length,
  };
}

/** The timetables the jobs engine runs (server/src/modules/profiles and explore, index.ts). */
export const SCHEDULED_QUEUES = ['profiles.housekeeping', 'explore.expiry'];

/**
 * The region stopped for 7 hours (maintenance over one of each timetable's times), then both
 * processes started together: each scheduled job owes one run for what was missed (catchUp), and
 * pg-boss must run it once in the region, not once per process. Returns each queue's jobs.
 */
export async function scheduledJobsOnce(region, { timeoutMs = 45_000 } = {}) {
  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: region.databaseUrl });
  await db.connect();
  try {
    for (const [i] of region.servers.entries()) await region.stopProcess(i);
    const stamped = await db.query(
      `UPDATE pgboss.version SET cron_on = cron_on - interval '7 hours' WHERE cron_on IS NOT NULL RETURNING cron_on`,
    );
    assert(stamped.rowCount === 1, 'pg-boss non ha mai fatto un passaggio delle pianificazioni');
    // The timetables were there before the stop too (pg-boss owes nothing for a time before a
    // timetable existed).
    await db.query(`UPDATE pgboss.schedule SET created_on = created_on - interval '7 hours'`);
    const before = await jobsOf(db);
    const t0 = performance.now();
    await Promise.all(region.servers.map((_, i) => region.startProcess(i)));
    const deadline = Date.now() + timeoutMs;
    let jobs;
    for (;;) {
      jobs = await jobsOf(db);
      const done = SCHEDULED_QUEUES.every((q) => jobs.some((j) => j.name === q && j.state === 'completed'));
      if (done) break;
      if (Date.now() > deadline)
        throw new Error(
          `entro ${timeoutMs / 1000} s: ${SCHEDULED_QUEUES.map((q) => `${q} ${describe(jobs, q)}`).join(', ')}`,
        );
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - t0) / 1000;
    // Both processes' passes have had their turn by now: a second job would be there already.
    await new Promise((r) => setTimeout(r, 2000));
    jobs = (await jobsOf(db)).filter((j) => !before.some((b) => b.id === j.id));
    return { jobs, seconds };
  } finally {
    await db.end();
  }
}

const jobsOf = async (db) =>
  (
    await db.query(
      `SELECT id, name, state, created_on FROM pgboss.job WHERE name = ANY($1::text[]) ORDER BY created_on`,
      [SCHEDULED_QUEUES],
    )
  ).rows;

/** "1 completed" / "2 (completed, created)" / "nessuno". */
export function describe(jobs, queue) {
  const mine = jobs.filter((j) => j.name === queue);
  if (!mine.length) return 'nessun lavoro';
  return `${mine.length} (${mine.map((j) => j.state).join(', ')})`;
}
