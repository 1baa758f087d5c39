import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';

/**
 * What every route refuses before its own code runs: control characters in any string
 * (NUL made PostgreSQL answer 500), ids that are not strict positive integers, and callers
 * without a session on routes that need one, before their input is read.
 */
describe('request input, on every route', () => {
  let t: TestApp;
  let admin: Agent;
  let target: { id: number; username: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createTestUser(t.db, { role: 'admin' });
    target = await createTestUser(t.db, { role: 'operator' });
    admin = new Agent(t.app);
    await admin.login(a.username);
  });
  afterAll(() => t.close());

  it('refuses a NUL in the login form with 400 naming the field (no 500 on PostgreSQL)', async () => {
    const res = await new Agent(t.app).post('/api/auth/login', { username: 'a\u0000', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({
      status: 'error',
      code: 'bad_request',
      message: 'Il campo «username» contiene caratteri di controllo non ammessi.',
      fields: { username: 'Il campo «username» contiene caratteri di controllo non ammessi.' },
    });
  });

  it('refuses a NUL in the search of every search route', async () => {
    const urls = [
      '/api/options/municipalities.json?search=%00',
      '/api/options/users.json?search=a%00b',
      '/api/autocomplete.json?query=%00&searchType=user',
      '/api/media/image.json?search=%00',
      '/api/admin/outbox.json?search=%00',
      `/api/user/transfer-candidates.json?id=${target.id}&search=%00`,
      '/api/group/user-candidates.json?search=%00',
      '/api/content-list.json?contentSearch=%00',
      '/api/tables/user?env=make-iat&search=%00',
    ];
    for (const url of urls) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.data.code, url).toBe('bad_request');
      expect(res.data.message, url).toMatch(/contiene caratteri di controllo non ammessi/);
    }
  });

  it('refuses control characters deep in a body, in keys, in a path and in GraphQL variables', async () => {
    const deep = await admin.post('/api/forms/user-settings', { values: { fullName: 'Anna\u001b[31m' } });
    expect(deep.statusCode).toBe(400);
    expect(deep.data.fields).toHaveProperty(['values.fullName']);

    const key = await admin.post('/api/forms/user-settings', { values: { 'x\u0000': 'y' } });
    expect(key.statusCode).toBe(400);

    const path = await admin.get('/api/options/%00.json');
    expect(path.statusCode).toBe(400);
    expect(path.data.fields).toHaveProperty('source');

    const gql = await admin.post('/api/graphql?env=make-iat', {
      query: 'query ($q: String) {\n\tsearch(query: $q) { totalCount }\n}',
      variables: { q: 'Siena\u0000' },
    });
    expect(gql.statusCode).toBe(400);
    expect(gql.data.fields).toHaveProperty(['variables.q']);
  });

  it('keeps tab, new line and carriage return, which multi-line text needs', async () => {
    const res = await admin.post('/api/contact-us.json', { message: 'riga uno\r\n\triga due' });
    expect(res.data?.message ?? '').not.toMatch(/caratteri di controllo/);
  });

  it('ids are strict positive integers: true, [18], " 16 ", 0, -1, 1.5, "1e3" are refused', async () => {
    for (const id of [true, [target.id], ` ${target.id} `, String(target.id), 0, -1, 1.5, '1e3']) {
      const password = 'Una-password-nuova-42';
      const res = await admin.post('/api/user/reset-password.json', {
        id,
        password,
        passwordConfirm: password,
      });
      expect(res.statusCode, JSON.stringify(id)).toBe(400);
      expect(res.data.fields, JSON.stringify(id)).toEqual({ id: 'Utente: identificativo non valido' });
    }
    for (const id of ['%20' + target.id + '%20', '0', '-1', '1.5', '1e3', '0' + target.id]) {
      const res = await admin.get(`/api/user/view.json?id=${id}`);
      expect(res.statusCode, id).toBe(400);
      const pdf = await admin.get(`/api/content/${id}/pdf`);
      expect(pdf.statusCode, id).toBe(400);
    }
    const view = await admin.get(`/api/user/view.json?id=${target.id}`);
    expect(view.statusCode).toBe(200);
  });

  it('a malformed multipart body answers 400 in Italian on every multipart route, never 500', async () => {
    const inactive = await createTestUser(t.db, { stato: 0 });
    const sleeper = new Agent(t.app);
    await sleeper.login(inactive.username);
    const malformed = { 'content-type': 'multipart/form-data; boundary=zz' };
    const calls: [Agent, string][] = [
      [admin, '/api/media/image'],
      [admin, '/api/media/document'],
      [sleeper, '/api/user/inactive-documents.json'],
    ];
    const cutShort = '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nab';
    for (const [agent, url] of calls) {
      const res = await agent.request('POST', url, 'x', { headers: malformed });
      expect(res.statusCode, url).toBe(400);
      expect(res.data.code, url).toBe('bad_request');
      expect(res.data.message, url).toMatch(/^Invia (il file|i documenti) come modulo multipart/);
      const cut = await agent.request('POST', url, cutShort, { headers: malformed });
      expect(cut.statusCode, url).toBe(400);
      expect(cut.data.code, url).toBe('bad_request');
    }
    // A text field of the upload is checked for control characters like any other input.
    const fields = `--zz\r\nContent-Disposition: form-data; name="alt"\r\n\r\nfoto\u0000\r\n--zz--\r\n`;
    const res = await admin.request('POST', '/api/media/image', fields, { headers: malformed });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toHaveProperty('alt');
  });

  it('a route that needs a session refuses a stranger with 403 before reading the input', async () => {
    const stranger = new Agent(t.app);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/options/municipalities/zz.json'],
      ['GET', '/api/user/view.json?id=abc'],
      ['GET', '/api/tables/user?page=abc'],
      ['POST', '/api/content-save.json', { id: true }],
      ['POST', '/api/user/reset-password.json', { id: 'x' }],
      ['GET', '/api/media/image.json?search=%00'],
      ['GET', '/api/docs'],
    ];
    for (const [method, url, body] of calls) {
      const res = await stranger.request(method as 'GET' | 'POST', url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.data, url).toMatchObject({ status: 'error', code: 'auth_required' });
    }
    // Public routes still answer strangers, with their own validation.
    const login = await stranger.post('/api/auth/login', { username: '', password: '' });
    expect(login.statusCode).toBe(400);
  });
});
