import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@sportello/contracts';
import type { OidcProviderConfig } from '../../../config.js';
import { buildTestApp, type TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { createTestUser, TEST_PASSWORD } from '../../../../test/factories.js';
import { IdpBrowser, startTestIdp, type TestIdp } from '../../../../test/oidc-idp.js';
import { withSsoTables } from './sso.schema.js';
import { insertIdentity } from './sso.repo.js';
import { STARTS_PER_ADDRESS, startLimiter } from './sso.service.js';

const PUBLIC = 'http://127.0.0.1:8080';
const CALLBACK = `${PUBLIC}/api/auth/sso/regione/callback`;

/** A port nobody listens on: a provider that is down. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function ssoApp(idp: TestIdp, createAccounts = false) {
  const providers: OidcProviderConfig[] = [
    {
      key: 'regione',
      name: 'Regione Toscana',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      scopes: 'openid email profile',
    },
    {
      key: 'spento',
      name: 'Servizio spento',
      issuer: `http://127.0.0.1:${await closedPort()}`,
      clientId: 'x',
      scopes: 'openid',
    },
  ];
  return buildTestApp({ publicUrl: PUBLIC, sso: { providers, createAccounts } });
}

const refused = (error: string, provider = 'regione') =>
  `/login?${new URLSearchParams({ sso_error: error, sso: provider })}`;

/** "Accedi con Regione Toscana": the way to the provider, and back with its answer (not yet given to Sportello). */
async function throughProvider(
  agent: Agent,
  idp: TestIdp,
  login: string,
  browser = new IdpBrowser(idp.issuer),
) {
  const start = await agent.get('/api/auth/sso/regione/start?next=/app/content');
  expect(start.statusCode).toBe(302);
  const back = await browser.follow(String(start.headers.location), login);
  expect(back.startsWith(`${CALLBACK}?`)).toBe(true);
  return back.slice(PUBLIC.length);
}

const hasSession = (agent: Agent) => agent.cookies.has(SESSION_COOKIE);

describe('single sign-on with OpenID Connect', () => {
  let idp: TestIdp;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startTestIdp({ redirectUris: [CALLBACK], postLogoutRedirectUris: [`${PUBLIC}/login`] });
    t = await ssoApp(idp);
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const linkOf = async (userId: number, subject: string) =>
    insertIdentity(t.db, {
      userId,
      provider: 'regione',
      issuer: idp.issuer,
      subject,
      email: '',
      now: new Date().toISOString(),
    });

  it('the login page offers the providers, to anyone', async () => {
    const res = await new Agent(t.app).get('/api/auth/sso/providers');
    expect(res.statusCode).toBe(200);
    expect(res.data.data.providers).toEqual([
      { key: 'regione', name: 'Regione Toscana', startUrl: '/api/auth/sso/regione/start' },
      { key: 'spento', name: 'Servizio spento', startUrl: '/api/auth/sso/spento/start' },
    ]);
  });

  it('a linked account signs in through the provider, with PKCE, and gets a session like the password one', async () => {
    const user = await createTestUser(t.db, { username: 'collegata' });
    await linkOf(user.id, 'sub-collegata');
    const agent = new Agent(t.app);
    const start = await agent.get('/api/auth/sso/regione/start');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const back = await new IdpBrowser(idp.issuer).follow(authorize.toString(), 'sub-collegata');
    const res = await agent.get(back.slice(PUBLIC.length));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/');
    expect((await agent.get('/api/app-config.json')).data.data.user.username).toBe('collegata');
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const hours = (Date.parse(session.expiresAt) - Date.parse(session.createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(t.config.sessionIdleMinutes / 60, 1);
  });

  it('a first sign-in with the verified e-mail of an account links it only after its password', async () => {
    const user = await createTestUser(t.db, { username: 'anna', email: 'anna.rossi@regione.example' });
    idp.accounts.set('sub-anna', { email: 'Anna.Rossi@regione.example', email_verified: true });
    const agent = new Agent(t.app);
    const res = await agent.get(await throughProvider(agent, idp, 'sub-anna'));
    expect(res.headers.location).toBe('/login?sso_link=regione');
    expect(hasSession(agent)).toBe(false);

    const link = await agent.get('/api/auth/sso/link');
    expect(link.data).toEqual({ status: 'success', data: { provider: 'Regione Toscana', username: 'anna' } });
    const wrong = await agent.post('/api/auth/sso/link', { password: 'sbagliata-davvero' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.data.fields.password).toBe(
      'Password non corretta: scrivi la password che usi per accedere a Sportello.',
    );
    const right = await agent.post('/api/auth/sso/link', { password: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.data.data.redirect).toBe('/app/content');
    expect((await agent.get('/api/app-config.json')).data.data.user.username).toBe('anna');
    const identities = await withSsoTables(t.db)
      .selectFrom('ssoIdentities')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(identities).toMatchObject([{ issuer: idp.issuer, subject: 'sub-anna' }]);

    // The link is spent; the next sign-in needs no password.
    expect((await agent.post('/api/auth/sso/link', { password: TEST_PASSWORD })).statusCode).toBe(404);
    const again = new Agent(t.app);
    expect((await again.get(await throughProvider(again, idp, 'sub-anna'))).headers.location).toBe(
      '/app/content',
    );
    expect(hasSession(again)).toBe(true);
  });

  it('an e-mail the provider has not verified links nothing, and an unknown person is refused', async () => {
    await createTestUser(t.db, { username: 'bruno', email: 'bruno@regione.example' });
    idp.accounts.set('sub-bruno', { email: 'bruno@regione.example', email_verified: false });
    idp.accounts.set('sub-ignoto', { email: 'ignoto@regione.example', email_verified: true });
    const a = new Agent(t.app);
    expect((await a.get(await throughProvider(a, idp, 'sub-bruno'))).headers.location).toBe(
      refused('email_unverified'),
    );
    const b = new Agent(t.app);
    expect((await b.get(await throughProvider(b, idp, 'sub-ignoto'))).headers.location).toBe(
      refused('not_linked'),
    );
    expect(hasSession(a) || hasSession(b)).toBe(false);
    expect((await b.get('/api/auth/sso/link')).statusCode).toBe(404);
  });

  it('a pending account is neither linked nor signed in', async () => {
    await createTestUser(t.db, { username: 'attesa', email: 'attesa@regione.example', status: 0 });
    idp.accounts.set('sub-attesa', { email: 'attesa@regione.example', email_verified: true });
    const agent = new Agent(t.app);
    expect((await agent.get(await throughProvider(agent, idp, 'sub-attesa'))).headers.location).toBe(
      refused('pending'),
    );
  });

  it('a wrong state is refused, and spends the sign-in', async () => {
    const user = await createTestUser(t.db);
    await linkOf(user.id, 'sub-stato');
    const agent = new Agent(t.app);
    const back = await throughProvider(agent, idp, 'sub-stato');
    const url = new URL(back, PUBLIC);
    const state = url.searchParams.get('state')!;
    url.searchParams.set('state', `${state}x`);
    expect((await agent.get(url.pathname + url.search)).headers.location).toBe(refused('state_expired'));
    expect((await agent.get(back)).headers.location).toBe(refused('state_expired'));
    expect(hasSession(agent)).toBe(false);
  });

  it('an expired sign-in is refused as expired', async () => {
    const user = await createTestUser(t.db);
    await linkOf(user.id, 'sub-scaduto');
    const agent = new Agent(t.app);
    const back = await throughProvider(agent, idp, 'sub-scaduto');
    await withSsoTables(t.db)
      .updateTable('ssoFlows')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect((await agent.get(back)).headers.location).toBe(refused('state_expired'));
  });

  it('an ID token with another nonce is refused', async () => {
    const user = await createTestUser(t.db);
    await linkOf(user.id, 'sub-nonce');
    const agent = new Agent(t.app);
    const back = await throughProvider(agent, idp, 'sub-nonce');
    // The nonce kept for this browser is no longer the one the provider put in the token.
    await withSsoTables(t.db).updateTable('ssoFlows').set({ nonce: 'un-altro-nonce' }).execute();
    expect((await agent.get(back)).headers.location).toBe(refused('failed'));
    expect(hasSession(agent)).toBe(false);
  });

  it('an expired authorization code is refused', async () => {
    const user = await createTestUser(t.db);
    await linkOf(user.id, 'sub-codice');
    idp.codeTtl = 1;
    try {
      const agent = new Agent(t.app);
      const back = await throughProvider(agent, idp, 'sub-codice');
      // The code lives one second at the provider; two seconds later it is past, however slow the machine.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await agent.get(back)).headers.location).toBe(refused('failed'));
      expect(hasSession(agent)).toBe(false);
    } finally {
      idp.codeTtl = 60;
    }
  });

  it('a provider that is down sends back to the login page with its reason', async () => {
    const res = await new Agent(t.app).get('/api/auth/sso/spento/start');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(refused('provider_down', 'spento'));
  });

  it("another browser cannot use someone's callback: no session there, and the owner's sign-in still works", async () => {
    const user = await createTestUser(t.db, { username: 'vittima-sso' });
    await linkOf(user.id, 'sub-vittima');
    const owner = new Agent(t.app);
    const back = await throughProvider(owner, idp, 'sub-vittima');
    const attacker = new Agent(t.app);
    expect((await attacker.get(back)).headers.location).toBe(refused('state_expired'));
    expect(hasSession(attacker)).toBe(false);
    // Nor can an attacker's own sign-in be slipped into the victim's browser (session fixation).
    const victim = new Agent(t.app);
    await victim.get('/health');
    const mine = await throughProvider(attacker, idp, 'sub-vittima');
    expect((await victim.get(mine)).headers.location).toBe(refused('state_expired'));
    expect(hasSession(victim)).toBe(false);
    expect((await owner.get(back)).headers.location).toBe('/app/content');
  });

  it('a pending link cannot be confirmed from another browser, nor without the CSRF token', async () => {
    await createTestUser(t.db, { username: 'carla', email: 'carla@regione.example' });
    idp.accounts.set('sub-carla', { email: 'carla@regione.example', email_verified: true });
    const agent = new Agent(t.app);
    await agent.get(await throughProvider(agent, idp, 'sub-carla'));
    const other = new Agent(t.app);
    expect((await other.post('/api/auth/sso/link', { password: TEST_PASSWORD })).statusCode).toBe(404);
    expect(
      (await agent.post('/api/auth/sso/link', { password: TEST_PASSWORD }, { csrf: false })).statusCode,
    ).toBe(403);
    expect(hasSession(other)).toBe(false);
  });

  it('bad input: 400 with the field, an unknown provider 404', async () => {
    const agent = new Agent(t.app);
    const bad = await agent.post('/api/auth/sso/link', { password: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.password).toBe('Password: campo obbligatorio');
    expect((await agent.get('/api/auth/sso/Non_Valido!/start')).statusCode).toBe(400);
    expect((await agent.get('/api/auth/sso/nessuno/start')).statusCode).toBe(404);
    expect((await agent.get('/api/auth/sso/nessuno/callback?code=x&state=y')).statusCode).toBe(404);
  });

  it('an administrator links a person to their provider account; others may not', async () => {
    const person = await createTestUser(t.db, { username: 'linkata.da.admin' });
    const other = await createTestUser(t.db);
    const admin = new Agent(t.app);
    await admin.login((await createTestUser(t.db, { role: 'admin' })).username);
    const path = `/api/admin/users/${person.id}/sso-identities`;
    const body = { provider: 'regione', subject: 'sub-da-admin' };

    const referent = new Agent(t.app);
    await referent.login((await createTestUser(t.db, { role: 'referent' })).username);
    expect((await referent.post(path, body)).data.code).toBe('forbidden');
    expect((await referent.get(path)).data.code).toBe('forbidden');
    expect((await new Agent(t.app).post(path, body)).data.code).toBe('auth_required');

    const bad = await admin.post(path, { provider: 'regione' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.subject).toBe('Identificativo: campo obbligatorio');
    expect((await admin.post(path, { ...body, provider: 'nessuno' })).statusCode).toBe(400);
    expect((await admin.post('/api/admin/users/999999/sso-identities', body)).statusCode).toBe(404);

    const linked = await admin.post(path, body);
    expect(linked.statusCode).toBe(200);
    expect(linked.data.data.message).toBe('Account del servizio di accesso collegato.');
    expect((await admin.get(path)).data.data.identities).toMatchObject([
      { provider: 'regione', subject: 'sub-da-admin' },
    ]);
    expect((await admin.post(`/api/admin/users/${other.id}/sso-identities`, body)).statusCode).toBe(409);

    // The person signs in with the provider alone.
    const agent = new Agent(t.app);
    expect((await agent.get(await throughProvider(agent, idp, 'sub-da-admin'))).headers.location).toBe(
      '/app/content',
    );
    expect((await agent.get('/api/app-config.json')).data.data.user.username).toBe('linkata.da.admin');

    // Unlinked, the provider account opens nothing.
    expect((await admin.delete(path, body)).statusCode).toBe(200);
    expect((await admin.delete(path, body)).statusCode).toBe(404);
    const after = new Agent(t.app);
    expect((await after.get(await throughProvider(after, idp, 'sub-da-admin'))).headers.location).toBe(
      refused('email_unverified'),
    );
  });

  it("sign-out ends the local session and sends to the provider's sign-out", async () => {
    const user = await createTestUser(t.db);
    await linkOf(user.id, 'sub-esce');
    const agent = new Agent(t.app);
    const browser = new IdpBrowser(idp.issuer);
    await agent.get(await throughProvider(agent, idp, 'sub-esce', browser));
    expect(hasSession(agent)).toBe(true);
    const out = await agent.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    const redirect = new URL(out.data.data.redirect);
    expect(redirect.origin).toBe(idp.issuer);
    expect(redirect.searchParams.get('id_token_hint')).toBeTruthy();
    expect(redirect.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC}/login`);
    expect((await agent.get('/api/refresh.json')).statusCode).toBe(403);
    expect(await browser.follow(redirect.toString())).toBe(`${PUBLIC}/login`);
    // A password session signs out locally only.
    const local = new Agent(t.app);
    await local.login((await createTestUser(t.db)).username);
    expect((await local.post('/api/auth/logout')).data.data).toEqual({ message: 'Sei uscito da Sportello.' });
  });
});

describe('single sign-on creating accounts (SSO_CREATE_ACCOUNTS)', () => {
  let idp: TestIdp;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startTestIdp({ redirectUris: [CALLBACK], postLogoutRedirectUris: [] });
    t = await ssoApp(idp, true);
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('a first sign-in that matches nobody creates a pending account, linked, that cannot sign in yet', async () => {
    idp.accounts.set('sub-nuova', {
      email: 'Nuova.Persona@regione.example',
      email_verified: true,
      name: 'Nuova Persona',
    });
    const agent = new Agent(t.app);
    expect((await agent.get(await throughProvider(agent, idp, 'sub-nuova'))).headers.location).toBe(
      refused('created'),
    );
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'nuova.persona@regione.example')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      status: 0,
      fullName: 'Nuova Persona',
      username: 'nuova.persona@regione.example',
    });
    const again = new Agent(t.app);
    expect((await again.get(await throughProvider(again, idp, 'sub-nuova'))).headers.location).toBe(
      refused('pending'),
    );
    expect(hasSession(agent) || hasSession(again)).toBe(false);
  });
});

describe('sign-ins started from one address', () => {
  it('are refused past the bound in a window, and allowed again once it has passed', () => {
    let now = 0;
    const tooMany = startLimiter(() => now);
    for (let i = 0; i < STARTS_PER_ADDRESS.max; i++) expect(tooMany('203.0.113.7')).toBe(false);
    expect(tooMany('203.0.113.7')).toBe(true);
    // Another address is counted apart.
    expect(tooMany('198.51.100.2')).toBe(false);
    now += STARTS_PER_ADDRESS.windowMs + 1;
    expect(tooMany('203.0.113.7')).toBe(false);
  });
});
