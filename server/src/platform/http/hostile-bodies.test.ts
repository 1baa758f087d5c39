import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeepMessage } from './json-body.js';

/** Every route the OpenAPI document lists that takes a body, with `{param}` filled in with 1. */
function bodyRoutes(t: TestApp): { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string }[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const url = path.replace(/\{[^}]+\}/g, '1');
    // Signing out (three paths) would end the fuzzing session; its body is never read anyway.
    if (/logout/.test(url)) continue;
    for (const method of Object.keys(operations)) {
      const upper = method.toUpperCase();
      if (upper === 'POST' || upper === 'PUT' || upper === 'PATCH' || upper === 'DELETE')
        routes.push({ method: upper, url });
    }
  }
  return routes;
}

const repeat = (s: string, n: number) => s.repeat(n);

/** What a stranger sent, each under the 1 MB body limit. */
const HOSTILE: Record<string, string> = {
  'arrays nested 5,000 deep': repeat('[', 5000) + repeat(']', 5000),
  'objects nested 5,000 deep': repeat('{"a":', 5000) + '1' + repeat('}', 5000),
  'nested in every field': JSON.stringify(
    Object.fromEntries(
      ['values', 'data', 'body', 'filters', 'ids', 'name', 'title'].map((k) => [
        k,
        JSON.parse(repeat('[', 60) + repeat(']', 60)),
      ]),
    ),
  ),
  'an array of 50,000 items': JSON.stringify({
    ids: Array(50_000).fill(1),
    values: Array(50_000).fill('a'),
  }),
  'a string of 900,000 characters': JSON.stringify({
    name: 'a'.repeat(300_000),
    title: 'b'.repeat(300_000),
    text: 'c'.repeat(300_000),
  }),
  'an object of 10,000 keys': JSON.stringify(
    Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])),
  ),
};

describe('JSON nesting, measured before parsing', () => {
  it('counts brackets outside strings only, and stops at the bound', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ t: '[[[[[[[[{{{{{{' }), 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ t: 'a\\"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(repeat('[', 1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

/**
 * Hostile bodies on every JSON route, signed in as an administrator (who reaches every handler)
 * and anonymously: never a 5xx, and a body nested too deep is refused with 400 in Italian before
 * anything walks it.
 */
describe('hostile bodies on every JSON route', () => {
  let t: TestApp;
  let admin: Agent;
  let stranger: Agent;
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createTestUser(t.db, { role: 'admin' });
    admin = new Agent(t.app);
    await admin.login(a.username);
    stranger = new Agent(t.app);
    await stranger.get('/health');
  });
  afterAll(() => t.close());

  const send = (
    agent: Agent,
    route: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string },
    payload: string,
  ) => agent.request(route.method, route.url, payload, { headers: { 'content-type': 'application/json' } });

  it('refuses a body nested too deep with 400 naming the limit, on sign-in too', async () => {
    const res = await send(
      stranger,
      { method: 'POST', url: '/api/auth/login' },
      HOSTILE['objects nested 5,000 deep']!,
    );
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ status: 'error', code: 'bad_request', message: tooDeepMessage });
    const justRight = repeat('{"a":', MAX_JSON_DEPTH - 1) + '1' + repeat('}', MAX_JSON_DEPTH - 1);
    const fine = await send(admin, { method: 'POST', url: '/api/auth/login' }, justRight);
    expect(fine.statusCode).toBe(400);
    expect(fine.data.message).not.toBe(tooDeepMessage);
  });

  for (const [kind, payload] of Object.entries(HOSTILE)) {
    it(`${kind}: no route answers 5xx, signed in or not`, async () => {
      const failures: string[] = [];
      for (const route of bodyRoutes(t)) {
        for (const [who, agent] of [
          ['admin', admin],
          ['anonimo', stranger],
        ] as const) {
          const res = await send(agent, route, payload);
          if (res.statusCode >= 500)
            failures.push(
              `${who} ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
      expect(failures).toEqual([]);
      // The administrator's session survived the whole run.
      expect((await admin.get('/api/refresh.json')).statusCode).toBe(200);
    }, 120_000);
  }
});
