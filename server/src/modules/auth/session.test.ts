import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { SESSION_COOKIE } from '@sportello/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { until } from '../../../test/until.js';

const AUTH_REQUIRED = { status: 'error', code: 'auth_required' };

describe('session refresh and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const user = await createTestUser(t.db);
    const agent = new Agent(t.app);
    await agent.login(user.username);
    return { agent, user };
  }
  const sessionsOf = (userId: number) =>
    t.db.selectFrom('sessions').select(['id', 'expiresAt']).where('userId', '=', userId).execute();

  it('GET /api/refresh.json without a session: 403 auth_required', async () => {
    const res = await new Agent(t.app).get('/api/refresh.json');
    expect(res.statusCode).toBe(403);
    expect(res.data).toMatchObject(AUTH_REQUIRED);
  });

  it('refresh slides the expiry forward', async () => {
    const { agent, user } = await signedIn();
    const soon = new Date(Date.now() + 60_000).toISOString();
    await t.db.updateTable('sessions').set({ expiresAt: soon }).where('userId', '=', user.id).execute();
    const res = await agent.get('/api/refresh.json');
    expect(res.statusCode).toBe(200);
    const expected = Date.now() + t.config.sessionIdleMinutes * 60_000;
    expect(Math.abs(Date.parse(res.data.data.expiresAt) - expected)).toBeLessThan(10_000);
    const [row] = await sessionsOf(user.id);
    expect(row!.expiresAt).toBe(res.data.data.expiresAt);
  });

  it('an expired session is refused with 403 auth_required', async () => {
    const { agent, user } = await signedIn();
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('sessions').set({ expiresAt: past }).where('userId', '=', user.id).execute();
    const res = await agent.get('/api/refresh.json');
    expect(res.statusCode).toBe(403);
    expect(res.data).toMatchObject(AUTH_REQUIRED);
  });

  it('a session ends SESSION_MAX_HOURS after sign-in, however often it is refreshed', async () => {
    const { agent, user } = await signedIn();
    // created_at is never updated by the app (its type says so): the test moves it by hand.
    const signedInAt = (hoursAgo: number) =>
      sql`update sessions set created_at = ${new Date(Date.now() - hoursAgo * 3_600_000).toISOString()}
          where user_id = ${user.id}`.execute(t.db);
    // A minute short of the limit: the refresh works, but cannot take the session past it.
    await signedInAt(t.config.sessionMaxHours - 1 / 60);
    const res = await agent.get('/api/refresh.json');
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.data.data.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    // Past the limit the session is over, even with its idle expiry still ahead.
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    await signedInAt(t.config.sessionMaxHours + 1 / 60);
    expect((await agent.get('/api/refresh.json')).data).toMatchObject(AUTH_REQUIRED);
  });

  it('SESSION_MAX_HOURS defaults to 12', () => {
    expect(t.config.sessionMaxHours).toBe(12);
  });

  for (const path of ['/make/logout', '/service/logout.jsp']) {
    it(`GET ${path} (a link from anywhere) does not end the session`, async () => {
      const { agent, user } = await signedIn();
      const res = await agent.get(path);
      expect(res.statusCode).not.toBe(302);
      expect(await sessionsOf(user.id)).toHaveLength(1);
      expect((await agent.get('/api/refresh.json')).statusCode).toBe(200);
    });

    it(`POST ${path} with the CSRF token ends the session; without it, nothing happens`, async () => {
      const { agent, user } = await signedIn();
      const refused = await agent.post(path, {}, { csrf: false });
      expect(refused.statusCode).toBe(403);
      expect(refused.data.code).toBe('csrf');
      expect(await sessionsOf(user.id)).toHaveLength(1);
      const res = await agent.post(path);
      expect(res.statusCode).toBe(200);
      expect(res.data).toEqual({ status: 'success', data: { message: 'Sei uscito da Sportello.' } });
      expect(await sessionsOf(user.id)).toEqual([]);
      expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);
      expect((await agent.get('/api/refresh.json')).data).toMatchObject(AUTH_REQUIRED);
    });
  }

  it('POST /api/auth/logout ends the session and answers a message', async () => {
    const { agent, user } = await signedIn();
    const res = await agent.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ status: 'success', data: { message: 'Sei uscito da Sportello.' } });
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('POST /api/auth/logout without the CSRF header is refused and the session survives', async () => {
    const { agent, user } = await signedIn();
    const res = await agent.post('/api/auth/logout', {}, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.data).toMatchObject({ status: 'error', code: 'csrf' });
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('a write with the CSRF value of another session is refused', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const res = await a.agent.request(
      'POST',
      '/api/auth/logout',
      {},
      {
        csrf: false,
        headers: { 'x-csrf-token': b.agent.cookies.get('sportello_csrf')! },
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('csrf');
  });

  describe('a session the process keeps between requests (session-repo.ts)', () => {
    afterEach(() => vi.useRealTimers());
    const nameShown = async (agent: Agent) => (await agent.get('/api/app-config.json')).data.data?.user?.name;

    it('still ends with the clock, though nothing was written since it was read', async () => {
      const { agent } = await signedIn();
      expect((await agent.get('/api/app-config.json')).statusCode).toBe(200);
      expect((await agent.get('/api/app-config.json')).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (t.config.sessionIdleMinutes + 1) * 60_000 });
      expect((await agent.get('/api/app-config.json')).data).toMatchObject(AUTH_REQUIRED);
    });

    it('a cookie used again after sign-out is refused', async () => {
      const { agent } = await signedIn();
      const token = agent.cookies.get(SESSION_COOKIE)!;
      expect((await agent.get('/api/app-config.json')).statusCode).toBe(200);
      expect((await agent.post('/api/auth/logout')).statusCode).toBe(200);
      const thief = new Agent(t.app);
      thief.cookies.set(SESSION_COOKIE, token);
      expect((await thief.get('/api/app-config.json')).data).toMatchObject(AUTH_REQUIRED);
    });

    it('a change to the user is seen at the next request', async () => {
      const { agent, user } = await signedIn();
      expect(await nameShown(agent)).toMatch(/^Utente \d+$/);
      await t.db.updateTable('users').set({ fullName: 'Nome cambiato' }).where('id', '=', user.id).execute();
      expect(await nameShown(agent)).toBe('Nome cambiato');
    });

    describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL: a write by another process', () => {
      let other: pg.Client;
      beforeAll(async () => {
        const { database } = t.config;
        other = new pg.Client({ connectionString: database.kind === 'postgres' ? database.url : '' });
        await other.connect();
      });
      afterAll(() => other.end());

      it('a user renamed elsewhere is seen once the database tells of it', async () => {
        const { agent, user } = await signedIn();
        expect(await nameShown(agent)).toMatch(/^Utente \d+$/);
        await other.query('update users set full_name = $1 where id = $2', ['Rinominato altrove', user.id]);
        await until(async () => (await nameShown(agent)) === 'Rinominato altrove');
      });

      it('a session ended elsewhere (password changed on another process) is refused', async () => {
        const { agent, user } = await signedIn();
        expect((await agent.get('/api/app-config.json')).statusCode).toBe(200);
        await other.query('delete from sessions where user_id = $1', [user.id]);
        await until(async () => (await agent.get('/api/app-config.json')).statusCode === 403);
        expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);
      });
    });
  });
});
