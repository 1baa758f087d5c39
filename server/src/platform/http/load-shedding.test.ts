import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@sportello/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';

/**
 * The bound on requests in flight, wired into the app. A request whose body has not finished
 * arriving is in flight (the hook runs before the body is read): while it is, the next request is
 * told to come back (503, Retry-After) at once, and /health is still answered. No timers: the
 * held request ends when the test ends its body. The gates have their own test (gate.test.ts).
 */
describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ load: { maxInFlight: 1, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 } });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while the bound is reached, keeps /health answered, then serves again', async () => {
    const agent = new Agent(t.app);
    await agent.get('/health'); // the CSRF cookie
    const csrf = agent.cookies.get(CSRF_COOKIE)!;
    const body = new PassThrough();
    const held = t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'content-type': 'application/json',
        cookie: `${CSRF_COOKIE}=${csrf}`,
        [CSRF_HEADER]: csrf,
      },
      payload: body,
    });

    // Until the held request has started, a probe may still get through (and leave again).
    let refused = await agent.get('/api/app-config.json');
    for (let i = 0; i < 100 && refused.statusCode !== 503; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      refused = await agent.get('/api/app-config.json');
    }
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.data).toMatchObject({ status: 'error', code: 'busy' });
    expect((await agent.get('/health')).statusCode).toBe(200);

    body.end(JSON.stringify({ username: 'nessuno', password: 'x' }));
    expect((await held).statusCode).toBe(401); // answered: no such user
    const after = await agent.get('/api/app-config.json');
    expect(after.statusCode).toBe(403);
    expect(after.data.code).toBe('auth_required');
  });
});
