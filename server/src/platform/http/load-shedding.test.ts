import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@sportello/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { registerLoadShedding } from './load-shedding.js';

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

    // Each probe waits a turn first, so the held request enters before it (a probe sent before the
    // held request's hooks ran would take the one slot, and the held request would be refused);
    // until the held request has started, a probe may still get through (and leave again).
    const probeAfterATurn = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return agent.get('/api/app-config.json');
    };
    let refused = await probeAfterATurn();
    for (let i = 0; i < 100 && refused.statusCode !== 503; i += 1) refused = await probeAfterATurn();
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

/**
 * The same bound on a bare Fastify, over a real socket: a client that hangs up after sending a
 * request with a body, before the answer, must give its slot back. Fastify runs neither onResponse
 * (the response never finishes) nor onRequestAbort then (the request had fully arrived): each such
 * request kept its slot for good, and after 256 of them (a load generator that stops, a browser
 * that drops a stale search) the process refused everything but /health. The test holds the
 * handler and releases it itself: nothing waits on a timer.
 */
describe('load shedding, a client that hangs up', () => {
  it('gives the slot back when the client leaves before its answer', async () => {
    const app = Fastify();
    await registerLoadShedding(app, { maxInFlight: 1, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 });
    let started!: () => void;
    const handling = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let closed: Promise<unknown> = Promise.resolve();
    app.post('/search', async (request, reply) => {
      if (request.headers['x-hold']) {
        closed = once(reply.raw, 'close');
        started();
        await released;
      }
      return reply.code(200).send({ ok: true });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const client = net.connect(port, '127.0.0.1');
      client.on('error', () => {});
      const body = JSON.stringify({ q: 'siena' });
      client.write(
        `POST /search HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Hold: 1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body}`,
      );
      await handling;
      const search = { method: 'POST' as const, url: '/search', payload: { q: 'pisa' } };
      expect((await app.inject(search)).statusCode).toBe(503);

      client.destroy();
      await closed;
      release();
      const next = await app.inject(search);
      expect(next.statusCode).toBe(200);
      expect(next.json()).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });
});
