import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /health answers with the database status', async () => {
    const res = await new Agent(t.app).get('/health');
    expect(res.statusCode).toBe(200);
    expect(res.data.data.database).toBe('ok');
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
});
