import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import { jobsClock, type JobsClock } from '../../platform/jobs/jobs.test-kit.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { fill, imageOf, save, saveBody, valuesOf, withValues } from '../content/content.test-kit.js';
import { findContentTypeByCode } from '../content/content-types.repo.js';
import { publishRevision } from '../content/content.store.js';
import { resolveTarget } from './webhooks.address.js';
import { RETRY_DELAY_SECONDS, WEBHOOK_ATTEMPTS, WEBHOOK_DISPATCH_QUEUE } from './webhooks.delivery.js';

/**
 * Webhooks against a real HTTP receiver on 127.0.0.1 (WEBHOOKS_ALLOW_PRIVATE on, as only a test
 * sets it), on the jobs' test clock: the in-process runner's manual clock on SQLite, pg-boss's
 * TestClock on PostgreSQL, so no retry is waited for in real time.
 */

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver answering each request to a path with the next status of `answers[path]` (then 200). */
async function receiver() {
  const received: Received[] = [];
  const answers: Record<string, number[]> = {};
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const status = answers[req.url ?? '']?.shift() ?? 200;
      if (status >= 300 && status < 400) res.writeHead(status, { location: '/altrove' });
      else res.writeHead(status, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A partner key granting these content types and languages (as the approval writes one). */
async function partnerKey(db: Db, grants: { contentTypes: string[]; languages: string[] }) {
  const group = await createTestGroup(db, { kind: 'structure' });
  const app = await db.selectFrom('apps').select('id').orderBy('id').executeTakeFirstOrThrow();
  const now = nowIso();
  const row = await db
    .insertInto('partnerKeys')
    .values({
      groupId: group.id,
      appId: app.id,
      requestId: null,
      keyId: `k${Math.random().toString(36).slice(2, 13).padEnd(11, '0')}`,
      secretHash: '0'.repeat(64),
      authorisations: '["contenuti.lettura"]',
      contentTypes: JSON.stringify(grants.contentTypes),
      assetTypes: '[]',
      languages: JSON.stringify(grants.languages),
      omittedFields: '[]',
      ratePerMinute: 60,
      expiresOn: '2099-12-31',
      createdBy: null,
      createdAt: now,
      updatedAt: now,
      revokedAt: null,
      revokedBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const verify = (secret: string, r: Received) => {
  const header = String(r.headers['x-sportello-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  expect(match, header).not.toBeNull();
  const t = Number(match![1]);
  expect(Math.abs(Date.now() / 1000 - t)).toBeLessThan(300);
  expect(match![2]).toBe(createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex'));
};

describe('webhooks: signed deliveries of granted content changes, retried, logged', () => {
  let t: TestApp;
  let clock: JobsClock;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  let admin: Agent;
  let reviewer: Agent;
  let office: Agent;
  let referent: Agent;
  let groupId: number;
  let reviewerId: number;

  beforeAll(async () => {
    hooks = await receiver();
    clock = jobsClock(Date.parse('2026-06-01T08:00:00Z'));
    t = await buildTestApp({ webhooksAllowPrivate: true }, { jobs: clock.options });
    const group = await createTestGroup(t.db, { name: 'IAT Firenze' });
    groupId = group.id;
    const agentOf = async (opts: Parameters<typeof createTestUser>[1]) => {
      const user = await createTestUser(t.db, opts);
      const agent = new Agent(t.app);
      await agent.login(user.username);
      return { agent, id: user.id };
    };
    admin = (await agentOf({ role: 'admin' })).agent;
    const r = await agentOf({ role: 'reviewer' });
    reviewer = r.agent;
    reviewerId = r.id;
    office = (await agentOf({ role: 'admin', group })).agent;
    referent = (await agentOf({ role: 'referent', group })).agent;
  });
  afterAll(async () => {
    await t.close();
    await hooks.close();
  });

  const register = async (keyId: number, path: string) => {
    const res = await admin.post(`/api/partner-keys/${keyId}/webhooks`, { url: hooks.url(path) });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.data as { webhook: { id: number; url: string }; secret: string };
  };
  const log = async (webhookId: number) =>
    (await admin.get(`/api/webhooks/${webhookId}/deliveries`)).data.data;
  const at = (path: string) => hooks.received.filter((r) => r.path === path);
  const quiet = async () => !t.jobs.busy();

  /** A "Report evento" published by the reviewer in Italian (and English when asked). */
  async function publishReport(title: string, english = false) {
    const typeId = (await findContentTypeByCode(t.db, 'report_evento'))!.id;
    const doc = (await fill(reviewer, `typeId=${typeId}`)).data.data;
    const image = await imageOf(t.db, groupId, reviewerId);
    const itValues = withValues(valuesOf(doc.data.it), {
      titolo: title,
      evento: 'Notte bianca di Firenze',
      immagine: [image],
      sintesi: '<p>Oltre diecimila presenze in centro.</p>',
      partecipanti: '10000',
      comune: '048017',
    });
    const data: Record<string, unknown> = { it: itValues };
    if (english)
      data.en = {
        ...withValues(valuesOf(doc.data.en), {
          titolo: `${title} (EN)`,
          evento: 'White night',
          immagine: [image],
          sintesi: '<p>Over ten thousand people.</p>',
          partecipanti: '10000',
          comune: '048017',
        }),
        isActive: true,
      };
    const res = await save(reviewer, saveBody(doc, data, { publish: true }));
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.data.data.id as number, doc, data, sessionId: doc.params.sessionId as string };
  }

  it('a publication reaches the webhook signed, with timestamp, event and delivery id; the log shows it', async () => {
    const key = await partnerKey(t.db, { contentTypes: ['report_evento'], languages: ['it', 'de'] });
    const { webhook, secret } = await register(key, '/firmato');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // Never again: not in the list, not in the log.
    const list = await admin.get(`/api/partner-keys/${key}/webhooks`);
    expect(list.data.data.webhooks).toEqual([
      {
        id: webhook.id,
        url: hooks.url('/firmato'),
        state: 'active',
        createdAt: expect.any(String),
        disabledAt: null,
      },
    ]);
    expect(list.body).not.toContain(secret);

    const { id } = await publishReport('Notte bianca firmata', true);
    await clock.until(async () => at('/firmato').length === 1 && (await quiet()));
    const [got] = at('/firmato');
    verify(secret, got!);
    expect(got!.headers['x-sportello-event']).toBe('content.published');
    expect(got!.headers['x-sportello-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(got!.body)).toEqual({
      event: 'content.published',
      id,
      type: 'report_evento',
      // English is not granted, German not written: Italian only.
      languages: ['it'],
      updatedAt: expect.any(String),
      url: `${t.config.publicUrl}/api/public/v1/contents/${id}`,
    });
    const shown = await log(webhook.id);
    expect(shown.deliveries).toEqual([
      {
        id: expect.any(Number),
        deliveryId: got!.headers['x-sportello-delivery'],
        event: 'content.published',
        contentId: id,
        state: 'sent',
        createdAt: expect.any(String),
        attempts: [
          {
            attempt: 1,
            at: expect.any(String),
            status: 200,
            error: null,
            durationMs: expect.any(Number),
            nextRetryAt: null,
          },
        ],
      },
    ]);
    expect(JSON.stringify(shown)).not.toContain(secret);

    // Deleted by the reviewer: withdrawn.
    const deleted = await reviewer.post('/api/content-delete.json', { id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await clock.until(async () => at('/firmato').length === 2 && (await quiet()));
    expect(at('/firmato')[1]!.headers['x-sportello-event']).toBe('content.withdrawn');
    expect(JSON.parse(at('/firmato')[1]!.body)).toMatchObject({
      event: 'content.withdrawn',
      id,
      languages: ['it'],
    });
    verify(secret, at('/firmato')[1]!);

    // Disattiva: nothing more reaches it.
    const off = await admin.post(`/api/webhooks/${webhook.id}/disable`);
    expect(off.statusCode).toBe(200);
    expect((await admin.post(`/api/webhooks/${webhook.id}/disable`)).statusCode).toBe(409);
    await publishReport('Dopo la disattivazione');
    await t.jobs.send(WEBHOOK_DISPATCH_QUEUE, {});
    await clock.until(quiet);
    expect(at('/firmato')).toHaveLength(2);
  });

  it('an update of a published content is content.updated', async () => {
    const key = await partnerKey(t.db, { contentTypes: ['report_evento'], languages: ['it'] });
    await register(key, '/aggiornato');
    const first = await publishReport('Da aggiornare');
    await clock.until(async () => at('/aggiornato').length === 1 && (await quiet()));
    const reopened = (await fill(reviewer, `contentId=${first.id}&sessionId=${first.sessionId}`)).data.data;
    const again = await save(
      reviewer,
      saveBody(
        reopened,
        { it: withValues(valuesOf(reopened.data.it), { titolo: 'Aggiornato' }) },
        { publish: true },
      ),
    );
    expect(again.statusCode, again.body).toBe(200);
    await clock.until(async () => at('/aggiornato').length === 2 && (await quiet()));
    expect(at('/aggiornato').map((r) => r.headers['x-sportello-event'])).toEqual([
      'content.published',
      'content.updated',
    ]);
  });

  it('retries a 500 after 30 s then 60 s, delivers on the third try; a receiver never answering 2xx fails after 8 tries', async () => {
    const key = await partnerKey(t.db, { contentTypes: ['report_evento'], languages: ['it'] });
    const { webhook } = await register(key, '/ritenta');
    hooks.answers['/ritenta'] = [500, 500, 200];
    await publishReport('Ritenta');
    await clock.until(async () => at('/ritenta').length === 1 && (await quiet()));
    // Not before its wait (30 s; pg-boss waits up to twice that).
    await clock.advance(20_000);
    await clock.until(quiet);
    expect(at('/ritenta')).toHaveLength(1);
    await clock.advance(45_000);
    await clock.until(async () => at('/ritenta').length === 2 && (await quiet()));
    await clock.advance(125_000);
    await clock.until(async () => at('/ritenta').length === 3 && (await quiet()));
    const [d] = (await log(webhook.id)).deliveries;
    expect(d.state).toBe('sent');
    expect(d.attempts.map((a: { status: number }) => a.status)).toEqual([500, 500, 200]);
    expect(d.attempts[0].error).toBe('risposta HTTP 500');
    const waits = d.attempts
      .slice(0, 2)
      .map((a: { at: string; nextRetryAt: string }) => Date.parse(a.nextRetryAt) - Date.parse(a.at));
    expect(waits.map((w: number) => Math.round(w / 1000))).toEqual([30, 60]);
    // Every try carries the same delivery id.
    expect(new Set(at('/ritenta').map((r) => r.headers['x-sportello-delivery'])).size).toBe(1);

    // Always 500: eight tries, then "Non consegnata" with each try logged, then Rinvia.
    const failing = await partnerKey(t.db, { contentTypes: ['report_evento'], languages: ['it'] });
    const hook = (await register(failing, '/sempre500')).webhook;
    hooks.answers['/sempre500'] = Array.from({ length: WEBHOOK_ATTEMPTS }, () => 500);
    await publishReport('Sempre 500');
    for (let n = 1; n <= WEBHOOK_ATTEMPTS; n += 1) {
      // Past the try's wait, twice over (pg-boss's jitter adds up to as much again).
      if (n > 1) await clock.advance(2 * Math.min(RETRY_DELAY_SECONDS * 2 ** (n - 2), 3600) * 1000 + 1000);
      await clock.until(async () => at('/sempre500').length === n && (await quiet()));
    }
    await clock.until(async () => (await log(hook.id)).deliveries[0].state === 'failed');
    await clock.advance(2 * 3_600_000);
    await clock.until(quiet);
    expect(at('/sempre500')).toHaveLength(WEBHOOK_ATTEMPTS);
    const failed = (await log(hook.id)).deliveries[0];
    expect(failed.attempts).toHaveLength(WEBHOOK_ATTEMPTS);
    expect(failed.attempts.at(-1)).toMatchObject({ status: 500, nextRetryAt: null });

    const resent = await admin.post(`/api/webhooks/deliveries/${failed.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    await clock.until(async () => (await log(hook.id)).deliveries[0].state === 'sent');
    expect((await admin.post(`/api/webhooks/deliveries/${failed.id}/resend`)).statusCode).toBe(409);
  });

  it('a 302 is not followed and counts as a failed try', async () => {
    const key = await partnerKey(t.db, { contentTypes: ['report_evento'], languages: ['it'] });
    const { webhook } = await register(key, '/sposta');
    hooks.answers['/sposta'] = [302];
    await publishReport('Reindirizzata');
    await clock.until(async () => at('/sposta').length === 1 && (await quiet()));
    expect(at('/altrove')).toEqual([]);
    const [d] = (await log(webhook.id)).deliveries;
    expect(d.state).toBe('pending');
    expect(d.attempts[0]).toMatchObject({ status: 302, error: 'reindirizzamento non seguito (HTTP 302)' });
  });

  it('a content of a type or languages the key is not granted sends nothing', async () => {
    const otherType = await partnerKey(t.db, { contentTypes: ['evento'], languages: ['it'] });
    const otherLanguage = await partnerKey(t.db, { contentTypes: ['report_evento'], languages: ['fr'] });
    const a = await register(otherType, '/altro-tipo');
    const b = await register(otherLanguage, '/altra-lingua');
    await publishReport('Non per loro');
    await t.jobs.send(WEBHOOK_DISPATCH_QUEUE, {});
    await clock.until(
      async () =>
        (await t.db.selectFrom('contentChanges').select('id').where('dispatchedAt', 'is', null).execute())
          .length === 0 && (await quiet()),
    );
    expect(at('/altro-tipo')).toEqual([]);
    expect(at('/altra-lingua')).toEqual([]);
    expect((await log(a.webhook.id)).deliveries).toEqual([]);
    expect((await log(b.webhook.id)).deliveries).toEqual([]);
  });

  it('a rolled-back publication sends nothing', async () => {
    const key = await partnerKey(t.db, { contentTypes: ['report_evento'], languages: ['it'] });
    const { webhook } = await register(key, '/annullata');
    // A draft, then its publication in a transaction that fails after it.
    const typeId = (await findContentTypeByCode(t.db, 'report_evento'))!.id;
    const doc = (await fill(reviewer, `typeId=${typeId}`)).data.data;
    const draft = await save(
      reviewer,
      saveBody(doc, { it: withValues(valuesOf(doc.data.it), { titolo: 'Bozza annullata' }) }),
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const type = (await findContentTypeByCode(t.db, 'report_evento'))!;
    const changes = async () => (await t.db.selectFrom('contentChanges').select('id').execute()).length;
    const before = await changes();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await publishRevision(trx, {
          contentId: draft.data.data.id,
          type,
          revisionId: draft.data.data.revision,
        });
        throw new Error('annullata');
      }),
    ).rejects.toThrow('annullata');
    expect(await changes()).toBe(before);
    await t.jobs.send(WEBHOOK_DISPATCH_QUEUE, {});
    await clock.until(quiet);
    expect(at('/annullata')).toEqual([]);
    expect((await log(webhook.id)).deliveries).toEqual([]);
  });

  it('only administrators of the Admin group reach the routes; a bad payload is a 400 naming the field', async () => {
    const key = await partnerKey(t.db, { contentTypes: ['report_evento'], languages: ['it'] });
    const { webhook } = await register(key, '/permessi');
    const [delivery] = await t.db
      .selectFrom('webhookDeliveries')
      .select('id')
      .orderBy('id')
      .limit(1)
      .execute();
    for (const agent of [office, referent]) {
      for (const res of [
        await agent.get(`/api/partner-keys/${key}/webhooks`),
        await agent.post(`/api/partner-keys/${key}/webhooks`, { url: hooks.url('/x') }),
        await agent.post(`/api/webhooks/${webhook.id}/disable`),
        await agent.get(`/api/webhooks/${webhook.id}/deliveries`),
        await agent.post(`/api/webhooks/deliveries/${delivery!.id}/resend`),
      ])
        expect([res.statusCode, res.data.code]).toEqual([403, 'forbidden']);
    }
    expect((await new Agent(t.app).get(`/api/partner-keys/${key}/webhooks`)).data.code).toBe('auth_required');

    const bad = async (body: unknown) => (await admin.post(`/api/partner-keys/${key}/webhooks`, body)).data;
    expect((await bad({})).fields).toEqual({ url: 'Indirizzo: scrivi l’indirizzo https:// del webhook' });
    expect((await bad({ url: 'ftp://example.org/x' })).fields).toEqual({
      url: 'Indirizzo: deve iniziare con https://',
    });
    expect((await bad({ url: 'https://io:pw@example.org/x' })).fields).toEqual({
      url: 'Indirizzo: senza nome utente né password',
    });
    for (const [path, field, text] of [
      [`/api/webhooks/abc/deliveries`, 'id', 'Webhook: identificativo non valido'],
      [`/api/partner-keys/abc/webhooks`, 'id', 'Chiave: identificativo non valido'],
    ] as const) {
      const res = await admin.get(path);
      expect([res.statusCode, res.data.fields]).toEqual([400, { [field]: text }]);
    }
    const resend = await admin.post('/api/webhooks/deliveries/abc/resend');
    expect([resend.statusCode, resend.data.fields]).toEqual([
      400,
      { id: 'Consegna: identificativo non valido' },
    ]);
    const off = await admin.post('/api/webhooks/x/disable');
    expect([off.statusCode, off.data.fields]).toEqual([400, { id: 'Webhook: identificativo non valido' }]);
  });
});

describe('webhooks: private addresses refused when WEBHOOKS_ALLOW_PRIVATE is false (the default)', () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = new Agent(t.app);
    await admin.login((await createTestUser(t.db, { role: 'admin' })).username);
  });
  afterAll(() => t.close());

  it('refuses loopback, private, link-local and unique-local addresses, and a name resolving to one', async () => {
    const key = await partnerKey(t.db, { contentTypes: ['report_evento'], languages: ['it'] });
    for (const [url, address] of [
      ['https://10.0.0.1/hook', '10.0.0.1'],
      ['https://127.0.0.1/hook', '127.0.0.1'],
      ['https://[::1]/hook', '::1'],
      ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['https://[fd00::1]/hook', 'fd00::1'],
      ['https://[::ffff:10.0.0.1]/hook', '::ffff:a00:1'],
      ['https://192.168.1.10/hook', '192.168.1.10'],
    ] as const) {
      const res = await admin.post(`/api/partner-keys/${key}/webhooks`, { url });
      expect([res.statusCode, res.data.fields], url).toEqual([
        400,
        { url: `Indirizzo: ${address} è un indirizzo privato o locale, non raggiungibile come webhook` },
      ]);
    }
    const local = await admin.post(`/api/partner-keys/${key}/webhooks`, { url: 'https://localhost/hook' });
    expect(local.statusCode).toBe(400);
    expect(local.data.fields.url).toMatch(/^Indirizzo: (127\.0\.0\.1|::1) è un indirizzo privato o locale/);
    // Plain http is refused whatever the address.
    const plain = await admin.post(`/api/partner-keys/${key}/webhooks`, { url: 'http://93.184.215.14/hook' });
    expect(plain.data.fields).toEqual({ url: 'Indirizzo: deve iniziare con https://' });
    expect(await t.db.selectFrom('webhooks').select('id').execute()).toEqual([]);
  });

  it('checks the DNS answer again at delivery time', async () => {
    // The same check every try makes before connecting (webhooks.delivery.ts).
    expect(await resolveTarget('https://localhost:9/x', false)).toMatch(/indirizzo privato o locale/);
    expect(await resolveTarget('https://93.184.215.14/x', false)).toMatchObject({
      addresses: [{ address: '93.184.215.14', family: 4 }],
    });
  });
});
