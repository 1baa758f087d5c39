import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedKey as approvedKeyOf } from './partner-keys.test-kit.js';
import type { TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { anotherProcess } from '../../../test/another-process.js';
import { until } from '../../../test/until.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories.js';
import { changeMark, isPostgres, type Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/errors.js';
import { REDACTED, redactSecrets } from '../../platform/log/redact.js';
import { groupBySlug } from '../forms/forms.test-kit.js';
import {
  authenticatePartnerKey,
  batchedUses,
  databaseWindows,
  memoryWindows,
  redisWindows,
  type PartnerKeyMeter,
} from './index.js';

/** The error authenticatePartnerKey throws, or null when it let the key through. */
async function refusal(
  db: Db,
  header: string | undefined,
  now?: Date,
  meter?: PartnerKeyMeter,
): Promise<AppError | null> {
  try {
    await authenticatePartnerKey(db, header, { ...(now && { now }), ...(meter && { meter }) });
    return null;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
}

/** A UTC day some days from now, inside a new key's year of validity. */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('partners’ API keys', () => {
  let t: TestApp;
  let admin: Agent;
  let other: Awaited<ReturnType<typeof anotherProcess>>;

  const approvedKey = (authorisations?: string[]) => approvedKeyOf(t, admin, authorisations);

  const keyRow = (id: number) =>
    t.db.selectFrom('partnerKeys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await buildDemoApp();
    admin = await signIn(t, 'admin');
    other = await anotherProcess(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('an approved API request gives a key whose secret works; the row holds only its hash', async () => {
    const key = await approvedKey();
    expect(key.groupName).toBe('Redazione Visit Tuscany');
    expect(key.secret).toMatch(/^spk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    const access = await authenticatePartnerKey(t.db, key.secret);
    expect(access).toMatchObject({ id: key.id, keyId: key.keyId, groupName: 'Redazione Visit Tuscany' });
    expect(access.grants.languages).toEqual(['it', 'en', 'fr', 'de', 'es']);
    expect(access.grants.contentTypes.length).toBeGreaterThan(0);
    expect(access.grants.assetTypes).not.toContain('google_place');
    expect(access.grants.ratePerMinute).toBe(60);

    const secretPart = key.secret.split('_').slice(2).join('_');
    const row = await keyRow(key.id);
    expect(JSON.stringify(row)).not.toContain(secretPart);
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    // Nobody sees it again: not the key's page, not the table, not the decided request.
    const detail = await admin.get(`/api/partner-keys/${key.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(secretPart);
    expect(detail.data.data).toMatchObject({
      keyId: key.keyId,
      state: 'active',
      requested: ['contenuti.lettura'],
    });
    const table = await admin.get('/api/tables/api-keys?env=make-iat');
    expect(table.body).not.toContain(secretPart);
    const approved = await admin.get('/api/forms/requests.json?status=approved');
    expect(approved.body).not.toContain(secretPart);
    expect(approved.data.data.elements[0].apiKey).toBeUndefined();
    // The audit keeps the grants, not the secret nor its hash.
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetType', '=', 'partnerKey')
      .execute();
    expect(audit.map((a) => a.action)).toContain('partnerKey.create');
    expect(JSON.stringify(audit)).not.toContain(secretPart);
    expect(JSON.stringify(audit)).not.toContain(row.secretHash);
  });

  it('refuses a missing, malformed, unknown or wrong key with 401, in Italian and English', async () => {
    const key = await approvedKey();
    for (const header of [undefined, '', '   ']) {
      const e = await refusal(t.db, header);
      expect([e?.status, e?.code]).toEqual([401, 'auth_required']);
      expect(e?.message).toContain('API key missing');
    }
    const wrong = key.secret.slice(0, -4) + (key.secret.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const header of ['Bearer abc', 'spk_nonesiste000_' + 'x'.repeat(43), wrong]) {
      const e = await refusal(t.db, header);
      expect([e?.status, e?.message]).toEqual([401, 'Chiave API non valida / API key not recognised']);
    }
  });

  it('a revoked key is refused at once, in this process and in another one on the same database', async () => {
    const key = await approvedKey();
    expect(await refusal(other.db, key.secret)).toBeNull();
    const revoked = await admin.post(`/api/partner-keys/${key.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.data.data.message).toBe(
      'Chiave API di «Redazione Visit Tuscany» revocata: non funziona più da subito.',
    );
    for (const db of [t.db, other.db]) {
      const e = await refusal(db, key.secret);
      expect([e?.status, e?.code, e?.message]).toEqual([
        403,
        'forbidden',
        'Chiave API revocata / API key revoked',
      ]);
    }
    const again = await admin.post(`/api/partner-keys/${key.id}/revoke`);
    expect([again.statusCode, again.data.message]).toEqual([409, 'La chiave era già stata revocata.']);
    // A revoked key's grants no longer change.
    const detail = (await admin.get(`/api/partner-keys/${key.id}`)).data.data;
    expect(detail.state).toBe('revoked');
    const edit = await admin.put(`/api/partner-keys/${key.id}/grants`, detail.grants);
    expect(edit.statusCode).toBe(409);

    // Revoked in the second process (the table engine's delete), refused in the first.
    const second = await approvedKey();
    const elsewhere = new Agent(other.app);
    await elsewhere.login('admin', 'demo');
    const res = await elsewhere.post('/api/tables/api-keys/delete?env=make-iat', { id: second.id });
    expect(res.statusCode).toBe(200);
    expect((await refusal(t.db, second.secret))?.message).toBe('Chiave API revocata / API key revoked');
  });

  it('an expired key is refused from the day after its last day', async () => {
    const key = await approvedKey();
    const { expiresOn } = await keyRow(key.id);
    expect(await refusal(t.db, key.secret, new Date(`${expiresOn}T21:00:00Z`))).toBeNull();
    const e = await refusal(t.db, key.secret, new Date(`${expiresOn}T23:30:00Z`));
    expect([e?.status, e?.message]).toEqual([403, 'Chiave API scaduta / API key expired']);
  });

  it('limits requests per minute across processes: 429 with Retry-After, again free the next minute', async () => {
    const key = await approvedKey();
    const detail = (await admin.get(`/api/partner-keys/${key.id}`)).data.data;
    const saved = await admin.put(`/api/partner-keys/${key.id}/grants`, {
      ...detail.grants,
      ratePerMinute: 3,
    });
    expect(saved.statusCode).toBe(200);
    const minute = new Date(`${inDays(10)}T09:15:00.000Z`);
    const at = (seconds: number) => new Date(minute.getTime() + seconds * 1000);
    expect(await refusal(t.db, key.secret, at(1))).toBeNull();
    expect(await refusal(other.db, key.secret, at(2))).toBeNull();
    expect(await refusal(t.db, key.secret, at(3))).toBeNull();
    const e = await refusal(other.db, key.secret, at(10));
    expect([e?.status, e?.code, e?.retryAfter]).toEqual([429, 'rate_limited', 50]);
    expect(e?.message).toContain('Too many requests for this API key: retry in 50 s');
    expect(await refusal(t.db, key.secret, at(60))).toBeNull();
    // Only the current window is kept.
    const windows = await t.db
      .selectFrom('partnerKeyWindows')
      .selectAll()
      .where('keyId', '=', key.id)
      .execute();
    expect(windows).toEqual([{ keyId: key.id, minute: Math.floor(at(60).getTime() / 60_000), count: 1 }]);
  });

  it('the server’s meter: windows in memory or Redis, uses held and written together', async () => {
    const key = await approvedKey();
    const detail = (await admin.get(`/api/partner-keys/${key.id}`)).data.data;
    const saved = await admin.put(`/api/partner-keys/${key.id}/grants`, {
      ...detail.grants,
      ratePerMinute: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const start = Date.parse(`${inDays(12)}T08:00:00.000Z`);
    const uses = batchedUses(t.db, 3_600_000);
    const windowsOf = [memoryWindows()];
    if (process.env.REDIS_URL)
      windowsOf.push(redisWindows(process.env.REDIS_URL, t.db, `test:${process.pid}:${Date.now()}:`));
    for (const windows of windowsOf) {
      const meter = { ...windows, use: uses.use, close: async () => {} };
      // Each kind in minutes of its own (ten apart), as Redis keeps its windows two minutes.
      const minuteStart = start + windowsOf.indexOf(windows) * 600_000;
      const when = (s: number) => new Date(minuteStart + s * 1000);
      expect(await refusal(t.db, key.secret, when(1), meter)).toBeNull();
      expect(await refusal(t.db, key.secret, when(2), meter)).toBeNull();
      const e = await refusal(t.db, key.secret, when(30), meter);
      expect([e?.status, e?.retryAfter], `windows ${windowsOf.indexOf(windows)}`).toEqual([429, 30]);
      // The next minute is a new window.
      expect(await refusal(t.db, key.secret, when(60), meter)).toBeNull();
      await windows.close?.();
    }
    // Nothing written until the flush, then one row with every count.
    const row = () => t.db.selectFrom('partnerKeyUses').selectAll().where('keyId', '=', key.id).execute();
    expect(await row()).toEqual([]);
    await uses.close();
    expect(await row()).toEqual([
      expect.objectContaining({
        day: inDays(12),
        uses: 3 * windowsOf.length,
        limited: windowsOf.length,
        lastUsedAt: new Date(start + (windowsOf.length - 1) * 600_000 + 60_000).toISOString(),
      }),
    ]);
  });

  it('the meter’s writes (leased windows, the uses of several keys in one statement) leave what the process keeps be', async () => {
    const [k1, k2] = [await approvedKey(), await approvedKey()];
    const uses = batchedUses(t.db, 3_600_000);
    const windows = databaseWindows(t.db);
    const day = inDays(30);
    const minute = Math.floor(Date.parse(`${day}T09:00:00Z`) / 60_000);
    // On SQLite any commit is a change (changeMark); on PostgreSQL only what is kept is watched.
    const mark = () => changeMark(t.db, ['contents', 'assets', 'partner_keys']);
    if (isPostgres(t.db)) await until(async () => mark() !== undefined);
    const before = mark();
    for (const k of [k1, k2, k1]) {
      expect(await windows.hit(k.id, minute, 100)).toBeGreaterThan(0);
      await uses.use(k.id, day, false, `${day}T09:00:00.000Z`);
    }
    await uses.flush();
    if (isPostgres(t.db)) expect(mark()).toBe(before);
    const rows = await t.db
      .selectFrom('partnerKeyUses')
      .select(['keyId', 'uses'])
      .where('day', '=', day)
      .orderBy('keyId')
      .execute();
    expect(rows).toEqual([
      { keyId: k1.id, uses: 2 },
      { keyId: k2.id, uses: 1 },
    ]);
    await uses.close();
  });

  it('counts every use per key and day (Europe/Rome), served and limited apart', async () => {
    const key = await approvedKey();
    const day = inDays(20);
    const next = inDays(21);
    for (const at of ['10:00:00', '10:00:01', '21:59:00'])
      await authenticatePartnerKey(t.db, key.secret, { now: new Date(`${day}T${at}Z`) });
    // 23:30 UTC is already the next day in Rome (summer or winter).
    await authenticatePartnerKey(other.db, key.secret, { now: new Date(`${day}T23:30:00Z`) });
    const uses = await t.db
      .selectFrom('partnerKeyUses')
      .select(['day', 'uses', 'limited', 'lastUsedAt'])
      .where('keyId', '=', key.id)
      .orderBy('day')
      .execute();
    expect(uses).toEqual([
      { day, uses: 3, limited: 0, lastUsedAt: `${day}T21:59:00.000Z` },
      { day: next, uses: 1, limited: 0, lastUsedAt: `${day}T23:30:00.000Z` },
    ]);
    // Today's uses and the last use show in the table.
    await authenticatePartnerKey(t.db, key.secret);
    await authenticatePartnerKey(t.db, key.secret);
    const table = await admin.get(`/api/tables/api-keys?env=make-iat&search=${key.keyId}`);
    const row = table.data.data.elements[0];
    expect(row.cells).toMatchObject({ keyId: `spk_${key.keyId}`, usesToday: 2, state: 'active' });
    expect(Date.now() - Date.parse(row.cells.lastUsedAt)).toBeLessThan(60_000);
    expect(row.cells.grants).toMatch(
      /tipi di contenuto · \d+ tipi del catalogo · tutte le lingue · 60 richieste\/min$/,
    );
  });

  it('only administrators of the Admin group see, edit and revoke keys', async () => {
    const key = await approvedKey();
    const firenze = await groupBySlug(t, 'iat-firenze');
    const officeAdmin = await createTestUser(t.db, { role: 'admin', group: firenze, env: 'make-iat' });
    const office = new Agent(t.app);
    await office.login(officeAdmin.username, TEST_PASSWORD);
    const grants = (await admin.get(`/api/partner-keys/${key.id}`)).data.data.grants;
    for (const agent of [office, await signIn(t, 'referente'), await signIn(t, 'revisore')]) {
      for (const res of [
        await agent.get(`/api/partner-keys/${key.id}?env=make-iat`),
        await agent.put(`/api/partner-keys/${key.id}/grants?env=make-iat`, grants),
        await agent.post(`/api/partner-keys/${key.id}/revoke?env=make-iat`),
        await agent.get('/api/tables/api-keys?env=make-iat'),
        await agent.get('/api/tables/api-keys/template.json?env=make-iat'),
        await agent.post('/api/tables/api-keys/delete?env=make-iat', { id: key.id }),
      ]) {
        expect([res.statusCode, res.data.code]).toEqual([403, 'forbidden']);
      }
    }
    expect((await new Agent(t.app).get(`/api/partner-keys/${key.id}`)).data.code).toBe('auth_required');
    expect(await refusal(t.db, key.secret)).toBeNull();
    // Nor does the side menu offer the page to them.
    const menuOf = async (agent: Agent) =>
      JSON.stringify((await agent.get('/api/main-menu.json?env=make-iat')).data);
    expect(await menuOf(admin)).toContain('api-keys');
    expect(await menuOf(office)).not.toContain('api-keys');
  });

  it('saves grants, and answers a bad payload with 400 naming the field in Italian', async () => {
    const key = await approvedKey(['strutture.lettura']);
    const detail = (await admin.get(`/api/partner-keys/${key.id}`)).data.data;
    expect(detail.grants.assetTypes).toEqual(['accommodation', 'alloggio']);
    expect(detail.grants.contentTypes).toEqual([]);
    const next = {
      contentTypes: [detail.options.contentTypes[0].value],
      assetTypes: ['evento_turismo'],
      languages: ['it', 'en'],
      omittedFields: ['contacts'],
      ratePerMinute: 120,
      expiresOn: '2027-06-30',
    };
    const saved = await admin.put(`/api/partner-keys/${key.id}/grants`, next);
    expect(saved.data.data.message).toBe('Autorizzazioni della chiave di «Redazione Visit Tuscany» salvate.');
    expect((await authenticatePartnerKey(t.db, key.secret)).grants).toEqual({ ...next, allowedOrigins: [] });

    const bad = async (body: unknown) => (await admin.put(`/api/partner-keys/${key.id}/grants`, body)).data;
    expect((await bad({ ...next, languages: [] })).fields).toEqual({
      languages: 'Lingue: scegli almeno una lingua',
    });
    expect((await bad({ ...next, languages: ['ru'] })).fields).toEqual({
      'languages.0': 'Lingue: lingua non valida',
    });
    expect((await bad({ ...next, ratePerMinute: 0 })).fields).toEqual({
      ratePerMinute: 'Richieste al minuto: almeno 1',
    });
    expect((await bad({ ...next, expiresOn: 'domani' })).fields).toEqual({
      expiresOn: 'Scadenza: scegli una data',
    });
    expect((await bad({ ...next, expiresOn: '2020-01-01' })).fields).toEqual({
      expiresOn: 'Scadenza: scegli oggi o un giorno futuro',
    });
    expect((await bad({ ...next, contentTypes: ['nessuno'] })).fields).toEqual({
      contentTypes: 'Tipi di contenuto: «nessuno» non esiste',
    });
    const id = await admin.get('/api/partner-keys/abc');
    expect([id.statusCode, id.data.fields]).toEqual([400, { id: 'Chiave: identificativo non valido' }]);
    const missing = await admin.post('/api/partner-keys/99999/revoke');
    expect([missing.statusCode, missing.data.message]).toEqual([404, 'Chiave API non trovata.']);
  });

  it('never writes a key into a log line', () => {
    const key = 'spk_ab12cd34ef56_Xq3vA9_kLm2-PzR8tYb7NcW4eHs6UdJ1fGo5iKa0B2c';
    expect(redactSecrets(`{"headers":{"x-api-key":"${key}"}}`)).toBe(
      `{"headers":{"x-api-key":"spk_ab12cd34ef56_${REDACTED}"}}`,
    );
    expect(redactSecrets(`GET /api/public/v1/contents?api_key=${key} 401`)).not.toContain('Xq3vA9');
  });
});
