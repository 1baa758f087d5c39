import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { isPostgres } from '../db/connect.js';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /health says alive, GET /ready that the database and the file store answer', async () => {
    const alive = await new Agent(t.app).get('/health');
    expect(alive.statusCode).toBe(200);
    expect(alive.data).toMatchObject({ status: 'success', data: { alive: true } });
    const ready = await new Agent(t.app).get('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.data).toMatchObject({
      status: 'success',
      data: { database: 'ok', redis: 'off', storage: 'ok', mail: 'outbox', down: [] },
    });
  });

  it('answers while every connection of the database is taken', async () => {
    // PostgreSQL's pool holds ten, SQLite one: all of them held by work that waits.
    const connections = isPostgres(t.db) ? 10 : 1;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken = 0;
    let allTaken!: () => void;
    const full = new Promise<void>((resolve) => (allTaken = resolve));
    const busy = Array.from({ length: connections }, () =>
      t.db.connection().execute(async () => {
        if (++taken === connections) allTaken();
        await held;
      }),
    );
    await full;
    // No query answered for a while (PostgreSQL then pings on the probe's own connection).
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      vi.advanceTimersByTime(5_000);
      const res = await new Agent(t.app).get('/ready');
      expect(res.statusCode).toBe(200);
      expect(res.data.data.database).toBe('ok');
    } finally {
      vi.useRealTimers();
      release();
      await Promise.all(busy);
    }
  });

  it('refuses a write without the CSRF header', async () => {
    const res = await new Agent(t.app).post(
      '/api/auth/login',
      { username: 'x', password: 'y' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.data).toMatchObject({ status: 'error', code: 'csrf' });
  });

  it('an unknown API path answers 404 in the envelope', async () => {
    const res = await new Agent(t.app).get('/api/nope.json');
    expect(res.statusCode).toBe(404);
    expect(res.data).toMatchObject({ status: 'error', code: 'not_found', message: 'Risorsa non trovata.' });
  });

  it('serves the OpenAPI document at /api/docs to a signed-in user only', async () => {
    const stranger = await new Agent(t.app).get('/api/docs');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.data).toMatchObject({ status: 'error', code: 'auth_required' });

    const user = await createTestUser(t.db, { role: 'operator' });
    const agent = new Agent(t.app);
    await agent.login(user.username);
    const res = await agent.get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.data.openapi).toMatch(/^3\./);
  });

  it('gives a browser the OpenAPI viewer at /api/docs, JSON to every other client, both to a signed-in user only', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const stranger = new Agent(t.app);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js']) {
      const refused = await stranger.request('GET', url, undefined, { headers: { accept: browser } });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.data, url).toMatchObject({ status: 'error', code: 'auth_required' });
    }

    const user = await createTestUser(t.db, { role: 'operator' });
    const agent = new Agent(t.app);
    await agent.login(user.username);
    const docsAs = (accept?: string) =>
      agent.request('GET', '/api/docs', undefined, { headers: accept ? { accept } : {} });

    // curl, a client asking JSON, one saying nothing: the document, as before.
    for (const accept of ['*/*', 'application/json', 'application/json, text/html', undefined]) {
      const res = await docsAs(accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(res.headers.vary, accept).toMatch(/Accept/i);
      expect(res.data.openapi, accept).toMatch(/^3\./);
    }

    const page = await docsAs(browser);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers.vary).toMatch(/Accept/i);
    expect(page.body).toContain('<div id="swagger-ui">');
    expect(page.body).toContain('/api/docs/static/swagger-ui-bundle.js');
    // "Try it out" echoes the CSRF cookie in the header a write needs.
    const init = await agent.get('/api/docs/static/swagger-initializer.js');
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('requestInterceptor');
    expect(init.body).toMatch(/request\.headers\[["']x-csrf-token["']\]/);
    // The app's CSP, unchanged: the viewer needs no inline script and no other origin.
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>/);

    const bundle = await agent.get('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    const spec = await agent.get('/api/docs/json');
    expect(spec.data.openapi).toMatch(/^3\./);
  });
});
