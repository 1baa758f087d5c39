import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import { expectBadField, groupId, membershipsOf, snapshot, userId } from './users.test-kit.js';

type Res = Awaited<ReturnType<Agent['get']>>;

/**
 * Every /api/user/*.json call: the admin is served, an operator is refused with 403 forbidden
 * before the payload is read and nothing changes, a bad payload is a 400 naming the field.
 */
describe('admin user actions: who may call them, what a bad payload gets', () => {
  let t: TestApp;
  let admin: Agent;
  let operator: Agent;
  beforeAll(async () => {
    t = await buildDemoApp();
    admin = await signIn(t, 'admin');
    operator = await signIn(t, 'operatore');
  });
  afterAll(() => t.close());

  const call = (agent: Agent, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Res> =>
    method === 'GET' ? agent.get(url) : agent.post(url, body);

  /** The operator is refused and the database is as it was; then the admin is served. */
  async function refusedThenServed(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Res> {
    const before = await snapshot(t);
    const refused = await call(operator, method, url, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toMatchObject({ status: 'error', code: 'forbidden' });
    expect(await snapshot(t)).toEqual(before);
    const served = await call(admin, method, url, body);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.data.status).toBe('success');
    return served;
  }

  it('refuses everything without a session (403 auth_required)', async () => {
    const stranger = new Agent(t.app);
    expect((await stranger.get('/api/user/view.json?id=1')).data.code).toBe('auth_required');
    expect((await stranger.post('/api/user/toggle-status.json', {})).data.code).toBe('auth_required');
  });

  it('refuses an operator even with a malformed payload: 403, never the validation errors', async () => {
    const res = await operator.post('/api/user/delete.json', { id: 'x', uoIds: 3 });
    expect(res.statusCode).toBe(403);
    expect(res.data.fields).toBeUndefined();
  });

  it('GET /api/user/view.json', async () => {
    const id = await userId(t, 'operatore');
    const res = await refusedThenServed('GET', `/api/user/view.json?id=${id}`);
    expect(res.data.data).toMatchObject({ id, params: { username: 'operatore', type: 'user' } });
    expectBadField(await admin.get('/api/user/view.json?id=abc'), 'id');
    expect((await admin.get('/api/user/view.json?id=999999')).statusCode).toBe(404);
  });

  it('POST /api/user/confirm.json', async () => {
    const pending = await createTestUser(t.db, { status: 0 });
    const res = await refusedThenServed('POST', '/api/user/confirm.json', {
      id: pending.id,
      activationType: 'verify',
    });
    expect(res.data.data.message).toBe('Utente verificato: ora può accedere.');
    expectBadField(
      await admin.post('/api/user/confirm.json', { id: pending.id, activationType: 'attiva' }),
      'activationType',
    );
    expectBadField(await admin.post('/api/user/confirm.json', { activationType: 'verify' }), 'id');
  });

  it('POST /api/user/group-confirm.json', async () => {
    const group = await createTestGroup(t.db, { status: 0 });
    const user = await createTestUser(t.db, { group, stato: 0 });
    const res = await refusedThenServed('POST', '/api/user/group-confirm.json', {
      id: user.id,
      groupId: group.id,
      activationType: 'verify-group',
    });
    expect(res.data.data.message).toBe('Gruppo verificato: ora è attivo e visibile.');
    expectBadField(
      await admin.post('/api/user/group-confirm.json', { id: user.id, activationType: 'verify-group' }),
      'groupId',
    );
  });

  it('POST /api/user/toggle-status.json', async () => {
    const [membership] = await membershipsOf(t, 'operatore.pisa');
    const res = await refusedThenServed('POST', '/api/user/toggle-status.json', {
      membershipId: membership!.id,
      stato: 0,
    });
    expect(res.data.data.message).toBe('Utente disattivato in questo gruppo e ambiente.');
    expectBadField(
      await admin.post('/api/user/toggle-status.json', { membershipId: membership!.id, stato: 2 }),
      'stato',
    );
    expectBadField(await admin.post('/api/user/toggle-status.json', { stato: 1 }), 'membershipId');
  });

  it('POST /api/user/reset-password.json', async () => {
    const id = await userId(t, 'operatore.arezzo');
    const body = { id, password: 'una-password-nuova', passwordConfirm: 'una-password-nuova' };
    await refusedThenServed('POST', '/api/user/reset-password.json', body);
    const mismatch = await admin.post('/api/user/reset-password.json', { ...body, passwordConfirm: 'altra' });
    expectBadField(mismatch, 'passwordConfirm');
    expect(mismatch.data.fields.passwordConfirm).toBe('Ripeti password: le password non coincidono');
    expectBadField(
      await admin.post('/api/user/reset-password.json', { id, passwordConfirm: 'x' }),
      'password',
    );
  });

  it('POST /api/user/resend-verification.json', async () => {
    const pending = await createTestUser(t.db, { status: 0 });
    const res = await refusedThenServed('POST', '/api/user/resend-verification.json', { id: pending.id });
    expect(res.data.data.message).toBe('Email inviata con successo');
    expectBadField(await admin.post('/api/user/resend-verification.json', { id: 'uno' }), 'id');
  });

  it('POST /api/user/check-content.json', async () => {
    const res = await refusedThenServed('POST', '/api/user/check-content.json', {
      slugs: ['iat-firenze'],
      username: 'redattore',
    });
    // The demo's redattore wrote some of the demo contents (seed/content-demo.ts).
    expect(res.data.data.wouldDelete).toBe(true);
    expect(res.data.data.total).toBeGreaterThan(0);
    expectBadField(
      await admin.post('/api/user/check-content.json', { slugs: [], username: 'redattore' }),
      'slugs',
    );
    expectBadField(await admin.post('/api/user/check-content.json', { slugs: ['iat-firenze'] }), 'username');
  });

  it('GET /api/user/transfer-candidates.json', async () => {
    const id = await userId(t, 'redattore');
    const res = await refusedThenServed(
      'GET',
      `/api/user/transfer-candidates.json?id=${id}&search=operatore`,
    );
    expect(res.data.data.length).toBeGreaterThan(0);
    expectBadField(await admin.get('/api/user/transfer-candidates.json?search=x'), 'id');
    expectBadField(
      await admin.get(`/api/user/transfer-candidates.json?id=${id}&search=${'x'.repeat(101)}`),
      'search',
    );
  });

  it('POST /api/user/delete.json', async () => {
    const user = await createTestUser(t.db, { group: { id: await groupId(t, 'iat-siena') } });
    const res = await refusedThenServed('POST', '/api/user/delete.json', {
      id: user.id,
      uoIds: JSON.stringify([user.groupId]),
      slugs: JSON.stringify(['iat-siena']),
      transferTo: null,
    });
    expect(res.data.data).toEqual({
      message: 'Elemento rimosso con successo',
      accountDeleted: true,
      transferred: 0,
      deleted: 0,
    });
    const other = await createTestUser(t.db);
    const bad = await admin.post('/api/user/delete.json', { id: other.id, uoIds: '[1,', slugs: '["x"]' });
    expectBadField(bad, 'uoIds');
    expect(bad.data.fields.uoIds).toBe('Gruppi: elenco non valido');
    expectBadField(await admin.post('/api/user/delete.json', { id: other.id, uoIds: '[1]' }), 'slugs');
  });
});
