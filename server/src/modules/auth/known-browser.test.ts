import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '@sportello/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestGroup, createTestUser, TEST_PASSWORD } from '../../../test/factories.js';

const KNOWN_BROWSER = 'sportello_known_browser';

/**
 * The login's known-browser cookie and the kiosk's device credential were
 * both named `sportello_device`. Each has its own name now; a known browser from before the
 * rename is recognised once more and moves to the new name.
 */
describe('the known-browser cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (agent: Agent, username: string, password = TEST_PASSWORD) =>
    agent.post('/api/auth/login', { username, password });
  const knownHashes = async () =>
    (await t.db.selectFrom('loginDevices').select('tokenHash').execute()).map((d) => d.tokenHash);

  it('is named sportello_known_browser, HttpOnly, sent to the login route only; never sportello_device', async () => {
    const user = await createTestUser(t.db, {});
    const res = await login(new Agent(t.app, { ip: '10.7.0.1' }), user.username);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === KNOWN_BROWSER);
    expect(cookie).toMatchObject({ path: '/api/auth/login', httpOnly: true, sameSite: 'Lax' });
    expect(res.cookies.map((c) => c.name)).not.toContain(DEVICE_COOKIE);
    expect(KNOWN_BROWSER).not.toBe(DEVICE_COOKIE);
  });

  it("a kiosk's browser that signs in: its device credential is not taken as a known browser; the kiosk still works", async () => {
    const office = await createTestGroup(t.db, { name: 'IAT Lucca', kind: 'iat' });
    const operator = new Agent(t.app, { ip: '10.7.0.2' });
    await operator.login((await createTestUser(t.db, { role: 'operator', group: office })).username);
    const added = await operator.post('/api/externals', { name: 'Kiosk della sala' });
    const kiosk = new Agent(t.app, { ip: '10.7.0.3' });
    const code = added.data.data.pairing.code as string;
    expect((await kiosk.post('/api/external/register', { code })).statusCode).toBe(200);
    const credential = kiosk.cookies.get(DEVICE_COOKIE)!;

    const admin = await createTestUser(t.db, { role: 'admin' });
    expect((await login(kiosk, admin.username)).statusCode).toBe(200);
    const terminal = await t.db
      .selectFrom('terminals')
      .select('deviceTokenHash')
      .where('wsId', '=', added.data.data.terminal.wsId)
      .executeTakeFirstOrThrow();
    expect(await knownHashes()).not.toContain(terminal.deviceTokenHash);
    expect(kiosk.cookies.get(KNOWN_BROWSER)).toBeTruthy();
    expect(kiosk.cookies.get(KNOWN_BROWSER)).not.toBe(credential);
    expect(kiosk.cookies.get(DEVICE_COOKIE)).toBe(credential);
    expect((await kiosk.get('/api/external/device')).statusCode).toBe(200);
  });

  it('a known browser from before the rename (its cookie still sportello_device) is known once more, then moves to the new name', async () => {
    const user = await createTestUser(t.db, { username: 'ufficio.piero' });
    const browser = new Agent(t.app, { ip: '10.7.1.1' });
    await browser.login(user.username);
    const token = browser.cookies.get(KNOWN_BROWSER)!;
    expect(token).toBeTruthy();
    // As the browser held it before: under the old name.
    browser.cookies.delete(KNOWN_BROWSER);
    browser.cookies.set(DEVICE_COOKIE, token);

    // A colleague at the same address fails three times: unknown browsers there are slowed.
    const colleague = new Agent(t.app, { ip: '10.7.1.1' });
    for (let i = 0; i < 3; i++)
      expect((await login(colleague, user.username, `sbagliata-${i}`)).statusCode).toBe(401);
    expect((await login(colleague, user.username)).statusCode).toBe(429);

    const res = await login(browser, user.username);
    expect(res.statusCode).toBe(200);
    // The same browser token under the new name (other accounts it is known to stay known); the old
    // cookie of the login route is cleared.
    expect(res.cookies.find((c) => c.name === KNOWN_BROWSER)).toMatchObject({
      value: token,
      path: '/api/auth/login',
    });
    const old = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(old).toMatchObject({ value: '', path: '/api/auth/login' });
    expect(browser.cookies.has(DEVICE_COOKIE)).toBe(false);
    expect(browser.cookies.get(KNOWN_BROWSER)).toBe(token);
  });
});
