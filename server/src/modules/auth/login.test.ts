import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@sportello/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories.js';

const WRONG = {
  status: 'error',
  code: 'invalid_credentials',
  message:
    "Nome utente o password non corretti. Se ti sei appena registrato, conferma prima l'indirizzo dal link che ti abbiamo inviato.",
};

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('signs in: HttpOnly session cookie, redirect to the app root, refresh then works', async () => {
    const user = await createTestUser(t.db, { username: 'giulia' });
    const agent = new Agent(t.app);
    const res = await agent.post('/api/auth/login', { username: user.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ status: 'success', data: { redirect: '/app/' } });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const refresh = await agent.get('/api/refresh.json');
    expect(refresh.statusCode).toBe(200);
    expect(Date.parse(refresh.data.data.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('a wrong password and an unknown user get the same 401 answer', async () => {
    await createTestUser(t.db, { username: 'paolo' });
    const wrong = await new Agent(t.app).post('/api/auth/login', {
      username: 'paolo',
      password: 'sbagliata',
    });
    const unknown = await new Agent(t.app).post('/api/auth/login', {
      username: 'nessuno',
      password: 'sbagliata',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.data).toEqual(WRONG);
    expect(unknown.data).toEqual(WRONG);
    expect(wrong.cookies.some((c) => c.name === SESSION_COOKIE && c.value)).toBe(false);
  });

  it('accepts the username in any case, with spaces around, and the e-mail instead', async () => {
    await createTestUser(t.db, { username: 'marco.bianchi', email: 'Marco.Bianchi@Example.org' });
    for (const username of ['  MARCO.Bianchi ', 'marco.bianchi@example.org', 'MARCO.BIANCHI@EXAMPLE.ORG']) {
      const res = await new Agent(t.app).post('/api/auth/login', { username, password: TEST_PASSWORD });
      expect(res.statusCode, username).toBe(200);
    }
  });

  it('an e-mail typed at sign-in or at "Password dimenticata?" reaches only the account that has it', async () => {
    // Old data: an account whose username is someone else's address (no longer possible to set).
    await createTestUser(t.db, { username: 'vittima@example.org', email: 'ladro@example.org' });
    await createTestUser(t.db, { username: 'vittima', email: 'vittima@example.org' });
    const agent = new Agent(t.app);
    await agent.login('Vittima@Example.org');
    expect((await agent.get('/api/app-config.json')).data.data.user.username).toBe('vittima');
    await new Agent(t.app).post('/api/auth/forgot-password', { username: 'vittima@example.org' });
    const to = await t.db
      .selectFrom('outboxMails')
      .select('toAddress')
      .where('subject', '=', 'Sportello: reimposta la password')
      .execute();
    expect(to.map((m) => m.toAddress)).toEqual(['vittima@example.org']);
  });

  it('a success clears the earlier failures of the account', async () => {
    await createTestUser(t.db, { username: 'sara' });
    const agent = new Agent(t.app);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++)
        expect(
          (await agent.post('/api/auth/login', { username: 'sara', password: 'sbagliata' })).statusCode,
        ).toBe(401);
      const res = await agent.post('/api/auth/login', { username: 'sara', password: TEST_PASSWORD });
      expect(res.statusCode, `round ${round}`).toBe(200);
    }
  });

  it('a pending account answers the same to a right and a wrong password (nothing tells them apart)', async () => {
    await createTestUser(t.db, { username: 'inattesa', status: 0 });
    const right = await new Agent(t.app).post('/api/auth/login', {
      username: 'inattesa',
      password: TEST_PASSWORD,
    });
    const wrong = await new Agent(t.app).post('/api/auth/login', {
      username: 'inattesa',
      password: 'sbagliata',
    });
    expect(right.statusCode).toBe(401);
    expect(right.data).toEqual(WRONG);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.data).toEqual(WRONG);
    expect(right.cookies.some((c) => c.name === SESSION_COOKIE && c.value)).toBe(false);
  });

  it('lets a user without any enabled membership sign in', async () => {
    await createTestUser(t.db, { username: 'disabilitato', stato: 0 });
    const res = await new Agent(t.app).post('/api/auth/login', {
      username: 'disabilitato',
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
  });

  it('honours `next` only when it is a path of this site', async () => {
    await createTestUser(t.db, { username: 'luca' });
    const redirectFor = async (next: string) => {
      const res = await new Agent(t.app).post('/api/auth/login', {
        username: 'luca',
        password: TEST_PASSWORD,
        next,
      });
      expect(res.statusCode).toBe(200);
      return res.data.data.redirect;
    };
    expect(await redirectFor('/app/make-iat/team?page=2')).toBe('/app/make-iat/team?page=2');
    for (const evil of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      'app/x',
    ]) {
      expect(await redirectFor(evil), evil).toBe('/app/');
    }
  });

  it('rotates the session: the cookie held before login stops working', async () => {
    await createTestUser(t.db, { username: 'elena' });
    const agent = new Agent(t.app);
    await agent.login('elena');
    const before = agent.cookies.get(SESSION_COOKIE);
    await agent.login('elena');
    const after = agent.cookies.get(SESSION_COOKIE);
    expect(after).not.toBe(before);
    const stale = new Agent(t.app);
    stale.cookies.set(SESSION_COOKIE, before!);
    expect((await stale.get('/api/refresh.json')).data.code).toBe('auth_required');
  });

  it('refuses a login without the CSRF header', async () => {
    await createTestUser(t.db, { username: 'csrf' });
    const res = await new Agent(t.app).post(
      '/api/auth/login',
      { username: 'csrf', password: TEST_PASSWORD },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.data).toMatchObject({ status: 'error', code: 'csrf' });
  });

  it('answers 400 with Italian field messages for a bad payload', async () => {
    const empty = await new Agent(t.app).post('/api/auth/login', { username: '  ', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.data).toMatchObject({
      status: 'error',
      code: 'bad_request',
      fields: {
        username: 'Nome utente o e-mail: campo obbligatorio',
        password: 'Password: campo obbligatorio',
      },
    });
    const missing = await new Agent(t.app).post('/api/auth/login', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.data.fields).toMatchObject({ username: 'Nome utente o e-mail: campo obbligatorio' });
  });
});
