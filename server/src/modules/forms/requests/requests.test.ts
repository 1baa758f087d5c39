import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import { groupBySlug, submit } from '../forms.test-kit.js';

describe('/api/forms/requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  it('starts empty', async () => {
    const res = await (await signIn(t, 'admin')).get('/api/forms/requests.json?status=pending');
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toEqual({
      elements: [],
      currentPage: 1,
      totalPages: 1,
      itemsPerPage: 25,
      totalItems: 0,
    });
  });

  it('is for admins only', async () => {
    const operator = await signIn(t, 'referente');
    const list = await operator.get('/api/forms/requests.json');
    expect(list.statusCode).toBe(403);
    expect(list.data.code).toBe('forbidden');
    const decide = await operator.post('/api/forms/requests/membership-1/decision', { decision: 'approve' });
    expect(decide.data.code).toBe('forbidden');
    expect((await new Agent(t.app).get('/api/forms/requests.json')).data.code).toBe('auth_required');
  });

  it('answers 400 in Italian for a bad query, id or decision, and 404 for an unknown request', async () => {
    const admin = await signIn(t, 'admin');
    const status = await admin.get('/api/forms/requests.json?status=tutte');
    expect(status.statusCode).toBe(400);
    const id = await admin.post('/api/forms/requests/42/decision', { decision: 'approve' });
    expect(id.statusCode).toBe(400);
    expect(id.data.fields).toEqual({ id: 'Richiesta: identificativo non valido' });
    const decision = await admin.post('/api/forms/requests/membership-1/decision', { decision: 'forse' });
    expect(decision.data.fields).toEqual({ decision: 'Decisione: scegli approva o rifiuta' });
    const note = await admin.post('/api/forms/requests/membership-1/decision', {
      decision: 'refuse',
      note: 'x'.repeat(1001),
    });
    expect(note.data.fields).toEqual({ note: 'Nota: al massimo 1000 caratteri' });
    const unknown = await admin.post('/api/forms/requests/api-999/decision', { decision: 'approve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data.message).toBe('Richiesta non trovata.');
  });

  it('lists requests of both kinds oldest first, with who, what, where and why', async () => {
    const siena = (await groupBySlug(t, 'iat-siena')).id;
    const ask = async (username: string) =>
      submit(await signIn(t, username), 'accreditation', {
        areaType: 'iat',
        iatGroup: siena,
        iatRole: 'operator',
        motivation: `Richiesta di ${username} per lo IAT di Siena.`,
        privacy: true,
      });
    expect((await ask('operatore')).statusCode).toBe(200);
    const api = await submit(
      await signIn(t, 'revisore'),
      'api-configuration',
      {
        authorisations: ['contenuti.lettura'],
        usage: 'test',
        application: 'Prova',
        contactEmail: 'dev@example.org',
        motivation: 'Prove di integrazione con il sito della redazione.',
        terms: true,
      },
      { env: 'make-vt' },
    );
    expect(api.statusCode).toBe(200);
    expect((await ask('operatore.grosseto')).statusCode).toBe(200);
    const res = await (await signIn(t, 'admin')).get('/api/forms/requests.json');
    const elements = res.data.data.elements;
    expect(
      elements.map((r: { type: string; requester: { username: string } }) => [r.type, r.requester.username]),
    ).toEqual([
      ['accreditation', 'operatore'],
      ['api', 'revisore'],
      ['accreditation', 'operatore.grosseto'],
    ]);
    expect(res.data.data.totalItems).toBe(3);
    expect(elements[0]).toMatchObject({
      id: expect.stringMatching(/^membership-\d+$/),
      status: 'pending',
      requester: { fullName: 'Giovanni Bartolini', email: 'giovanni.bartolini@example.org' },
      area: { name: 'IAT Siena' },
      env: { slug: 'make-iat', name: 'Sportello IAT' },
      motivation: 'Richiesta di operatore per lo IAT di Siena.',
      decidedAt: null,
      decidedBy: null,
    });
    expect(Date.now() - Date.parse(elements[0].createdAt)).toBeLessThan(60_000);
    expect(
      (await (await signIn(t, 'admin')).get('/api/forms/requests.json?status=approved')).data.data.totalItems,
    ).toBe(0);
  });
});
