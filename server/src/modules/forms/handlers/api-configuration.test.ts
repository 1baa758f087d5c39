import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import { createTestUser } from '../../../../test/factories.js';
import { formsDb, mailsTo, submit, templateOf } from '../forms.test-kit.js';

describe('form api-configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  const valid = (extra: Record<string, unknown> = {}) => ({
    authorisations: ['contenuti.lettura', 'eventi.lettura'],
    usage: 'produzione',
    application: 'App Vivi Siena',
    website: 'https://www.vivisiena.example',
    contactEmail: 'sviluppo@vivisiena.example',
    motivation: 'Mostrare gli eventi della redazione nella nostra app per i visitatori.',
    terms: true,
    ...extra,
  });
  const authorisationsOf = async (agent: Agent, env = 'make-vt') => {
    const res = await templateOf(agent, 'api-configuration', env);
    const field = res.data.data.fields.find((f: { fieldname?: string }) => f.fieldname === 'authorisations');
    return field.options.map((o: { value: string }) => o.value);
  };

  it('offers a reviewer the authorisations of the redazione profile, and hides the map', async () => {
    const agent = await signIn(t, 'revisore');
    expect(await authorisationsOf(agent)).toEqual([
      'contenuti.lettura',
      'contenuti.scrittura',
      'eventi.lettura',
      'strutture.lettura',
    ]);
    expect((await templateOf(agent, 'api-configuration', 'make-vt')).data.data).not.toHaveProperty('server');
  });

  it('offers operators the "operatori" list, whatever their userType', async () => {
    const user = await createTestUser(t.db, { role: 'operator', isReviewer: true, userType: 'ambitoiat' });
    const agent = new Agent(t.app);
    await agent.login(user.username);
    expect(await authorisationsOf(agent, 'make-iat')).toEqual([
      'contenuti.lettura',
      'eventi.lettura',
      'liste.lettura',
      'profili.statistiche',
    ]);
  });

  it('replaces the form with a message for a profile without authorisations, and refuses its submission', async () => {
    const user = await createTestUser(t.db, { role: 'editor', isReviewer: true, userType: 'consulente' });
    const agent = new Agent(t.app);
    await agent.login(user.username);
    const res = await templateOf(agent, 'api-configuration');
    expect(res.data.data.message.title).toBe('Accesso API non previsto');
    const sent = await submit(agent, 'api-configuration', valid());
    expect(sent.statusCode).toBe(422);
  });

  it('refuses users without showApiConfiguration, and strangers', async () => {
    const operator = await signIn(t, 'operatore');
    expect((await templateOf(operator, 'api-configuration')).data.code).toBe('forbidden');
    expect((await submit(operator, 'api-configuration', valid())).data.code).toBe('forbidden');
    expect((await submit(new Agent(t.app), 'api-configuration', valid())).data.code).toBe('auth_required');
  });

  it('answers 400 in Italian, and refuses an authorisation the profile is not offered', async () => {
    const agent = await signIn(t, 'revisore');
    const empty = await submit(
      agent,
      'api-configuration',
      valid({ authorisations: [], website: 'http://x' }),
      {
        env: 'make-vt',
      },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.data.fields).toEqual({
      authorisations: 'Autorizzazioni: campo obbligatorio',
      website:
        "Indirizzo dell'applicazione: scrivi l'indirizzo completo in https, per esempio https://www.esempio.it",
    });
    const tampered = await submit(
      agent,
      'api-configuration',
      valid({ authorisations: ['contenuti.lettura', 'profili.statistiche'] }),
      { env: 'make-vt' },
    );
    expect(tampered.data.fields).toEqual({ authorisations: 'Autorizzazioni: opzione non valida' });
  });

  it('stores a pending request for the group; then the form says it is waiting and a second one is refused', async () => {
    const agent = await signIn(t, 'revisore');
    // A test application needs no website: hidden by hideIf, its value is dropped.
    const res = await submit(agent, 'api-configuration', valid({ usage: 'test', website: 'ftp://dropped' }), {
      env: 'make-vt',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.successMessage.title).toBe('Richiesta inviata');
    const row = await formsDb(t).selectFrom('apiRequests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending' });
    expect(JSON.parse(row.authorisations)).toEqual(['contenuti.lettura', 'eventi.lettura']);
    expect(JSON.parse(row.details)).toEqual({
      application: 'App Vivi Siena',
      usage: 'Test',
      contactEmail: 'sviluppo@vivisiena.example',
    });
    expect((await mailsTo(t, 'lorenzo.guidi@example.org')).at(-1)?.subject).toBe(
      'Sportello: nuova richiesta di accesso API',
    );
    const template = await templateOf(agent, 'api-configuration', 'make-vt');
    expect(template.data.data.message.title).toBe('Richiesta in attesa');
    expect(template.data.data.message.text).toMatch(/inviata il \d{2}\/\d{2}\/\d{4}/);
    const again = await submit(agent, 'api-configuration', valid(), { env: 'make-vt' });
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe(
      'Il tuo gruppo ha già una richiesta di accesso API in attesa in questo ambiente.',
    );
  });

  it('shows the admin the request with the names of the authorisations; approval tells the requester', async () => {
    const admin = await signIn(t, 'admin');
    const list = await admin.get('/api/forms/requests.json');
    const item = list.data.data.elements.find((r: { type: string }) => r.type === 'api');
    expect(item).toMatchObject({
      typeLabel: 'Accesso API',
      area: { name: 'Redazione Visit Tuscany', kind: 'redazione' },
      requester: { username: 'revisore' },
    });
    expect(item.details[0]).toEqual({
      label: 'Autorizzazioni',
      value: 'Lettura dei contenuti pubblicati, Lettura degli eventi in calendario',
    });
    const decided = await admin.post(`/api/forms/requests/${item.id}/decision`, { decision: 'approve' });
    expect(decided.data.data.request.status).toBe('approved');
    expect((await mailsTo(t, 'chiara.benedetti@example.org')).at(-1)?.subject).toBe(
      'Sportello: richiesta di accesso API approvata',
    );
  });
});
