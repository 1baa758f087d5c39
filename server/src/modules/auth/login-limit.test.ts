import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories.js';

const SLOWED = /^Troppi tentativi di accesso non riusciti\. Riprova tra \d+ (secondi|minuti?)\.$/;
const ALERT_SUBJECT = 'Sportello: tentativi di accesso non riusciti al tuo account';

/**
 * Login throttling: growing waits per (account, address or known browser), a looser
 * bound per address and per account for unknown browsers, never a lock of the owner's own
 * browser, and one e-mail to the owner per burst of failures.
 */
describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (agent: Agent, username: string, password: string) =>
    agent.post('/api/auth/login', { username, password });
  const fail = async (agent: Agent, username: string, times = 1) => {
    for (let i = 0; i < times; i++)
      expect((await login(agent, username, `sbagliata-${i}`)).statusCode).toBe(401);
  };
  /** Moves every recorded attempt `seconds` into the past: time passing, without waiting. */
  const age = async (seconds: number) => {
    const rows = await t.db.selectFrom('loginAttempts').select(['id', 'createdAt']).execute();
    for (const r of rows) {
      const createdAt = new Date(Date.parse(r.createdAt) - seconds * 1000).toISOString();
      await t.db.updateTable('loginAttempts').set({ createdAt }).where('id', '=', r.id).execute();
    }
  };
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
  const alertsTo = (email: string) =>
    t.db
      .selectFrom('outboxMails')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', email)
      .where('subject', '=', ALERT_SUBJECT)
      .execute();

  it('slows one address down on one account with growing waits: 429, Retry-After and an Italian message', async () => {
    await createTestUser(t.db, { username: 'giada' });
    const attacker = new Agent(t.app, { ip: '10.0.0.66' });
    await fail(attacker, 'giada', 3);
    const first = await login(attacker, 'giada', TEST_PASSWORD);
    expect(first.statusCode).toBe(429);
    expect(first.data).toMatchObject({ status: 'error', code: 'rate_limited' });
    expect(first.data.message).toMatch(SLOWED);
    expect(retryAfter(first)).toBeGreaterThan(0);
    expect(retryAfter(first)).toBeLessThanOrEqual(15);

    await age(16);
    await fail(attacker, 'giada');
    const second = await login(attacker, 'giada', TEST_PASSWORD);
    expect(second.statusCode).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(15);
    expect(retryAfter(second)).toBeLessThanOrEqual(30);

    // The owner, elsewhere, is not slowed at all.
    expect((await login(new Agent(t.app, { ip: '10.0.0.1' }), 'giada', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refused tries are not counted: the wait ends by itself and the right password then works', async () => {
    await createTestUser(t.db, { username: 'bruno' });
    const agent = new Agent(t.app, { ip: '10.0.0.67' });
    await fail(agent, 'bruno', 3);
    for (let i = 0; i < 10; i++)
      expect((await login(agent, 'bruno', 'ancora-sbagliata')).statusCode).toBe(429);
    await age(16);
    expect((await login(agent, 'bruno', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('an office behind one address: a stranger there is slowed, the owner’s known browser at the same address is not', async () => {
    await createTestUser(t.db, { username: 'ufficio.anna' });
    const annasBrowser = new Agent(t.app, { ip: '10.1.1.1' });
    await annasBrowser.login('ufficio.anna');
    const device = annasBrowser.cookies.get('sportello_known_browser');
    expect(device).toBeTruthy();
    const stored = await t.db.selectFrom('loginDevices').select('tokenHash').execute();
    expect(stored.map((d) => d.tokenHash)).not.toContain(device);

    const colleague = new Agent(t.app, { ip: '10.1.1.1' });
    await fail(colleague, 'ufficio.anna', 3);
    expect((await login(colleague, 'ufficio.anna', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(annasBrowser, 'ufficio.anna', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('many failures from one address slow unknown browsers there, never a known one, nor other addresses', async () => {
    await createTestUser(t.db, { username: 'nat.luca' });
    await createTestUser(t.db, { username: 'nat.marta' });
    const lucasBrowser = new Agent(t.app, { ip: '10.2.2.2' });
    await lucasBrowser.login('nat.luca');
    const guesser = new Agent(t.app, { ip: '10.2.2.2' });
    for (let i = 0; i < 10; i++) await fail(guesser, `nessuno-${i}`, 3);

    const martaNew = await login(new Agent(t.app, { ip: '10.2.2.2' }), 'nat.marta', TEST_PASSWORD);
    expect(martaNew.statusCode).toBe(429);
    expect(martaNew.data.message).toMatch(SLOWED);
    expect((await login(lucasBrowser, 'nat.luca', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(new Agent(t.app, { ip: '10.2.2.3' }), 'nat.marta', TEST_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('many addresses guessing one account slow unknown browsers on it; the owner’s known browser signs in', async () => {
    await createTestUser(t.db, { username: 'bersaglio' });
    const own = new Agent(t.app, { ip: '10.3.0.1' });
    await own.login('bersaglio');
    for (let i = 0; i < 10; i++) await fail(new Agent(t.app, { ip: `10.3.1.${i}` }), 'bersaglio');

    expect((await login(new Agent(t.app, { ip: '10.3.2.1' }), 'bersaglio', TEST_PASSWORD)).statusCode).toBe(
      429,
    );
    expect((await login(own, 'bersaglio', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('tells the owner of a burst of failures by e-mail, once per burst', async () => {
    const user = await createTestUser(t.db, { username: 'avvisata' });
    const own = new Agent(t.app, { ip: '10.4.9.9' });
    await own.login('avvisata');
    for (let i = 0; i < 4; i++) await fail(new Agent(t.app, { ip: `10.4.0.${i}` }), 'avvisata');
    expect(await alertsTo(user.email)).toEqual([]);
    await fail(new Agent(t.app, { ip: '10.4.0.9' }), 'avvisata');
    const [alert, ...more] = await alertsTo(user.email);
    expect(more).toEqual([]);
    expect(alert!.textBody).toContain('5 tentativi non riusciti');
    expect(alert!.textBody).toContain('10.4.0.9');

    for (let i = 0; i < 5; i++) await fail(new Agent(t.app, { ip: `10.4.1.${i}` }), 'avvisata');
    expect(await alertsTo(user.email)).toHaveLength(1);

    // The owner signs in: the burst is over, and a new one is told again.
    await own.login('avvisata');
    await fail(own, 'avvisata');
    expect(await alertsTo(user.email)).toHaveLength(2);
  });

  it('the waits hold across server processes sharing the database', async () => {
    await createTestUser(t.db, { username: 'condivisa' });
    await fail(new Agent(t.app, { ip: '10.5.0.1' }), 'condivisa', 3);
    // A second app on the same database (its own throwaway database is the one close() drops).
    const other = await buildTestApp({ database: t.config.database });
    try {
      const res = await login(new Agent(other.app, { ip: '10.5.0.1' }), 'condivisa', TEST_PASSWORD);
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
