import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, PARTNER_KEY_HEADER } from '@sportello/contracts';
import type { TestApp } from '../../../test/build-app.js';
import type { Agent } from '../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.js';
import { until } from '../../../test/until.js';
import { todayInItaly } from '../../platform/time/today.js';
import { approvedKey as approvedKeyOf } from './partner-keys.test-kit.js';

/** An administrator signed in on one server process over HTTP: cookies and the CSRF header kept. */
async function adminOn(server: ServerProcess) {
  const jar = new Map<string, string>();
  const call = async (method: string, url: string, body?: unknown) => {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (jar.has(CSRF_COOKIE)) headers[CSRF_HEADER] = jar.get(CSRF_COOKIE)!;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(new URL(url, server.url), {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return { status: res.status, data: (await res.json()) as any };
  };
  await call('GET', '/health');
  const login = await call('POST', '/api/auth/login', { username: 'admin', password: 'demo' });
  expect(login.status).toBe(200);
  return call;
}

/** The read API's feed on one process with a key: its status, Retry-After and message. */
async function feed(server: ServerProcess, secret: string) {
  const res = await fetch(new URL('/api/public/v1/contents?limit=1', server.url), {
    headers: { [PARTNER_KEY_HEADER]: secret },
  });
  const body = (await res.json()) as { message?: string };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), message: body.message };
}

const minuteNow = () => Math.floor(Date.now() / 60_000);

/**
 * Issue 38: "a revoked or expired key refused at once (two processes)", and the rate limit
 * counted across processes. Two real server processes on the test's database (SQLite file, or
 * PostgreSQL with TEST_DATABASE_URL); the windows in Redis when REDIS_URL is set (as a deployment
 * of several processes runs), in the database otherwise (RATE_WINDOWS=database: without Redis,
 * the embedded default counts in each process's memory, right for its one process only).
 */
describe('partners’ keys on two server processes', () => {
  let t: TestApp;
  let admin: Agent;
  let a: ServerProcess;
  let b: ServerProcess;
  let adminA: Awaited<ReturnType<typeof adminOn>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-keys-'));
  const windows: Record<string, string> = process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL }
    : { RATE_WINDOWS: 'database' };

  beforeAll(async () => {
    t = await buildDemoApp();
    admin = await signIn(t, 'admin');
    const database = t.config.database;
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.kind === 'postgres' ? database.url : `sqlite:${database.file}`,
      LOG_LEVEL: 'warn',
      ...windows,
    };
    // One after the other: each applies the (already applied) migrations at its start.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    adminA = await adminOn(a);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Each process keeps a key's row while partner_keys is unchanged (partner-keys.repo.ts). On
   * SQLite a process sees another's commit at its next read (data_version): refused at once. On
   * PostgreSQL it hears of it by the database's notice, which may arrive a few milliseconds after
   * the writer's reply: the first request after it is refused (asked again for up to 2 s).
   */
  async function refusedOnBoth(secret: string, message: string) {
    for (const server of [b, a]) {
      const refused = async () => {
        const res = await feed(server, secret);
        return { status: res.status, message: res.message };
      };
      if (t.config.database.kind === 'postgres')
        await expect.poll(refused, { timeout: 2000, interval: 5 }).toEqual({ status: 403, message });
      else expect(await refused()).toEqual({ status: 403, message });
    }
  }

  it('a key revoked on process A is refused at once on process B', async () => {
    const key = await approvedKeyOf(t, admin);
    expect((await feed(a, key.secret)).status).toBe(200);
    expect((await feed(b, key.secret)).status).toBe(200);
    const revoked = await adminA('POST', `/api/partner-keys/${key.id}/revoke`);
    expect(revoked.status).toBe(200);
    await refusedOnBoth(key.secret, 'Chiave API revocata / API key revoked');
  });

  it('a key whose last day becomes yesterday is refused at once on both', async () => {
    const key = await approvedKeyOf(t, admin);
    expect((await feed(b, key.secret)).status).toBe(200);
    // The administrators' form accepts today or later only: yesterday is what midnight makes of it.
    const yesterday = new Date(Date.parse(`${todayInItaly()}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await t.db.updateTable('partnerKeys').set({ expiresOn: yesterday }).where('id', '=', key.id).execute();
    await refusedOnBoth(key.secret, 'Chiave API scaduta / API key expired');
  });

  it('a rate of 4 a minute spent half on A and half on B answers 429 with Retry-After; every use counted', async () => {
    const key = await approvedKeyOf(t, admin);
    const detail = await adminA('GET', `/api/partner-keys/${key.id}`);
    const saved = await adminA('PUT', `/api/partner-keys/${key.id}/grants`, {
      ...detail.data.data.grants,
      ratePerMinute: 4,
    });
    expect(saved.status).toBe(200);
    // The window is the clock's minute: a round that straddles two minutes is played again in
    // the new one (its window starts empty), so that the assertion never depends on the time.
    let served = 0;
    let limited = 0;
    let round: Awaited<ReturnType<typeof feed>>[];
    for (;;) {
      const minute = minuteNow();
      round = [];
      for (const server of [a, b, a, b, b]) round.push(await feed(server, key.secret));
      served += round.filter((r) => r.status === 200).length;
      limited += round.filter((r) => r.status === 429).length;
      if (minuteNow() === minute) break;
    }
    expect(round.map((r) => r.status)).toEqual([200, 200, 200, 200, 429]);
    const refused = round[4]!;
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.message).toContain(`Too many requests for this API key: retry in ${refused.retryAfter} s`);

    // Each process writes its uses about once a second, and the rest as it stops.
    const uses = () =>
      t.db
        .selectFrom('partnerKeyUses')
        .select((eb) => [eb.fn.sum<number>('uses').as('uses'), eb.fn.sum<number>('limited').as('limited')])
        .where('keyId', '=', key.id)
        .executeTakeFirstOrThrow();
    await until(async () => {
      const u = await uses();
      return Number(u.uses) === served && Number(u.limited) === limited;
    });
  });
});
