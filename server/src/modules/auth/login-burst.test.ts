import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { anotherProcess } from '../../../test/another-process.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories.js';
import { LOGIN_LIMITS } from './login-limit.js';

/**
 * A burst of guesses sent at once: the limit was counted before a failure
 * was recorded, so 300 parallel wrong passwords all reached the password check. Each try is now
 * reserved first: at most the policy's free tries are checked (answered 401), the rest wait (429),
 * on one process and across two on the same database.
 */
describe('login throttling under a burst', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const burst = async (agents: Agent[], username: string, n: number) => {
    await Promise.all(agents.map((a) => a.get('/health')));
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        agents[i % agents.length]!.post('/api/auth/login', { username, password: `guess-${i}` }),
      ),
    );
    return answers.map((r) => r.statusCode);
  };
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;
  /** Past MAX_IN_FLIGHT (256) the load shedder answers 503 before any check: refused too. */
  const refused = (codes: number[]) => count(codes, 429) + count(codes, 503);
  const recordedFailures = async (username: string) =>
    (
      await t.db
        .selectFrom('loginAttempts')
        .select('id')
        .where('username', '=', username)
        .where('ok', '=', 0)
        .execute()
    ).length;

  it('300 wrong passwords at once from one address: at most 3 are checked, the others get 429', async () => {
    await createTestUser(t.db, { username: 'raffica' });
    const codes = await burst([new Agent(t.app, { ip: '10.34.0.1' })], 'raffica', 300);
    // Tries in flight count for each other: the burst may even get no check at all.
    expect(count(codes, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.freePerPair);
    expect(refused(codes)).toBe(300 - count(codes, 401));
    // Refused tries leave nothing behind: only the checked ones are recorded.
    expect(await recordedFailures('raffica')).toBe(count(codes, 401));
    // The owner, from another address, still signs in.
    expect((await new Agent(t.app, { ip: '10.34.0.2' }).login('raffica', TEST_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('the same burst split over two server processes on one database: still at most 3 checked', async () => {
    await createTestUser(t.db, { username: 'raffica.due' });
    const other = await anotherProcess(t);
    try {
      const ip = '10.34.0.3';
      const codes = await burst([new Agent(t.app, { ip }), new Agent(other.app, { ip })], 'raffica.due', 300);
      expect(count(codes, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.freePerPair);
      expect(refused(codes)).toBe(300 - count(codes, 401));
      expect(await recordedFailures('raffica.due')).toBe(count(codes, 401));
    } finally {
      await other.close();
    }
  });

  it('a right password sent in a burst of wrong ones is checked at most once among the free tries', async () => {
    await createTestUser(t.db, { username: 'raffica.tre' });
    const agent = new Agent(t.app, { ip: '10.34.0.4' });
    await agent.get('/health');
    const tries = Array.from({ length: 50 }, (_, i) =>
      agent.post('/api/auth/login', {
        username: 'raffica.tre',
        password: i === 0 ? TEST_PASSWORD : `x-${i}`,
      }),
    );
    const codes = (await Promise.all(tries)).map((r) => r.statusCode);
    expect(count(codes, 200) + count(codes, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.freePerPair);
    expect(refused(codes)).toBeGreaterThanOrEqual(50 - LOGIN_LIMITS.freePerPair);
  });
});
