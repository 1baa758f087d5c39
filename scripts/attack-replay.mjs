// `node scripts/attack-replay.mjs [base,base2…] [log file]`: the attacks replayed
// against a running server (by default http://127.0.0.1:8080, with the demo data), over real HTTP,
// and what they bought; with several bases (processes on one database), the burst is spread
// over all of them. Not a test (a test never depends on timing): a figure for a person to read. Give it
// the server's JSON log (LOG_FORMAT=json) to count the lines holding a secret it created.
//
//   1. 300 wrong passwords at once for one account from one address: how many were checked (401).
//   2. Pairing-code guesses, each with a new forged X-Forwarded-For: how many were checked (404).
//   3. One 100 KB body nested 50,000 deep a second, for 20 s, while a signed-in desk reads its
//      lists: the desk's success rate and its slowest answers.
//   4. A reset link and a share link created, then the log searched for them.
import fs from 'node:fs';

const bases = (process.argv[2] ?? 'http://127.0.0.1:8080').split(',');
const base = bases[0];
const logFile = process.argv[3];

/** A browser stand-in: its cookies, the CSRF header on writes. */
function browser(headers = {}) {
  const cookies = new Map();
  const call = async (method, path, body, extra = {}, at = base) => {
    const h = { ...headers, ...extra, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (cookies.has('sportello_csrf')) h['x-csrf-token'] = cookies.get('sportello_csrf');
    if (body !== undefined && typeof body !== 'string') h['content-type'] = 'application/json';
    if (typeof body === 'string') h['content-type'] = 'application/json';
    const res = await fetch(at + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const text = await res.text();
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    return { status: res.status, data, headers: res.headers };
  };
  return { call, cookies };
}

const tally = (codes) => codes.reduce((t, c) => ((t[c] = (t[c] ?? 0) + 1), t), {});

async function loginRace() {
  const b = browser();
  await b.call('GET', '/health');
  const codes = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      b
        .call(
          'POST',
          '/api/auth/login',
          { username: 'operatore.livorno', password: `x-${i}` },
          {},
          bases[i % bases.length],
        )
        .then((r) => r.status),
    ),
  );
  console.log(
    `1. 300 wrong passwords at once over ${bases.length} process(es): checked ${tally(codes)[401] ?? 0}; answers ${JSON.stringify(tally(codes))}`,
  );
}

async function pairingGuesses() {
  const b = browser();
  await b.call('GET', '/health');
  const codes = [];
  for (let i = 0; i < 60; i += 1) {
    const forged = { 'x-forwarded-for': `198.18.${i}.${(i * 7) % 250}` };
    const code = `Z${'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[i % 31]}9Q`;
    codes.push((await b.call('POST', '/api/external/register', { code }, forged)).status);
  }
  console.log(
    `2. 60 pairing guesses, a forged X-Forwarded-For each: checked ${tally(codes)[404] ?? 0}; answers ${JSON.stringify(tally(codes))}`,
  );
}

async function nestedBodies() {
  const desk = browser();
  await desk.call('GET', '/health');
  const signed = await desk.call('POST', '/api/auth/login', { username: 'operatore', password: 'demo' });
  if (signed.status !== 200) throw new Error(`desk sign-in: ${signed.status}`);
  const depth = 50_000;
  const hostile = '['.repeat(depth) + ']'.repeat(depth);
  const until = performance.now() + 20_000;
  const attacker = (async () => {
    const codes = [];
    while (performance.now() < until) {
      const t0 = performance.now();
      // A stranger with the CSRF cookie every page hands out, so the body reaches the parser.
      const stranger = browser();
      await stranger.call('GET', '/health');
      codes.push((await stranger.call('POST', '/api/auth/login', hostile)).status);
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - t0))));
    }
    return codes;
  })();
  const times = [];
  const deskCodes = [];
  while (performance.now() < until) {
    const t0 = performance.now();
    deskCodes.push((await desk.call('GET', '/api/tables/lists?env=make-iat')).status);
    times.push(performance.now() - t0);
  }
  const attack = await attacker;
  times.sort((a, b) => a - b);
  const ok = deskCodes.filter((c) => c === 200).length;
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(
    `3. ${attack.length} bodies of ${(hostile.length / 1024).toFixed(0)} KB nested ${depth} deep (answers ${JSON.stringify(tally(attack))}); ` +
      `the desk: ${ok}/${deskCodes.length} answered (${((100 * ok) / deskCodes.length).toFixed(1)} %), p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${times.at(-1).toFixed(1)} ms`,
  );
}

async function secretsInLog() {
  if (!logFile) return console.log('4. (no log file given: the log was not searched)');
  const before = fs.statSync(logFile).size;
  const stranger = browser();
  await stranger.call('GET', '/health');
  const op = browser();
  await op.call('GET', '/health');
  await op.call('POST', '/api/auth/login', { username: 'operatore', password: 'demo' });
  const list = await op.call('POST', '/api/list/lista?env=make-iat', { title: 'Prova del registro' });
  const share = await op.call('POST', `/api/list/lista/${list.data.data.id}/condividi?env=make-iat`, {
    lang: 'it',
  });
  const token = share.data.data.token;
  await stranger.call('GET', `/condivisione/lista/${token}`);
  await stranger.call('GET', `/reset-password?token=${token}`);
  await stranger.call('GET', `/api/auth/reset-password?token=${token}`);
  await op.call('DELETE', `/api/list/condivisione/${token}?env=make-iat`);
  await new Promise((r) => setTimeout(r, 500));
  const log = fs.readFileSync(logFile, 'utf8').slice(before);
  const lines = log.split('\n').filter(Boolean);
  const secrets = [token, op.cookies.get('sportello_session'), op.cookies.get('sportello_csrf')];
  const leaking = lines.filter((l) => secrets.some((s) => s && l.includes(s)));
  console.log(
    `4. log lines written meanwhile: ${lines.length}; lines holding one of its secrets: ${leaking.length}`,
  );
}

await loginRace();
await pairingGuesses();
await nestedBodies();
await secretsInLog();
