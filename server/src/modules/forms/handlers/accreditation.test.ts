import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import {
  formsDb,
  groupBySlug,
  mailsTo,
  membershipsOf,
  submit,
  templateOf,
  userByUsername,
} from '../forms.test-kit.js';

const MOTIVATION = 'Sono la nuova operatrice dello IAT di Siena dal primo dicembre.';

describe('form accreditation', () => {
  let t: TestApp;
  let siena: number;
  let redazione: number;
  beforeAll(async () => {
    t = await buildDemoApp();
    siena = (await groupBySlug(t, 'iat-siena')).id;
    redazione = (await groupBySlug(t, 'redazione-visit-tuscany')).id;
  });
  afterAll(() => t.close());

  const valid = (extra: Record<string, unknown> = {}) => ({
    areaType: 'iat',
    iatGroup: siena,
    iatRole: 'operator',
    motivation: MOTIVATION,
    privacy: true,
    ...extra,
  });

  it('serves the template with the visible IAT offices and redazioni, without its server part', async () => {
    const res = await templateOf(await signIn(t, 'operatore'), 'accreditation', 'make-vt');
    expect(res.statusCode).toBe(200);
    const template = res.data.data;
    expect(template).not.toHaveProperty('server');
    const field = (name: string) => template.fields.find((f: { fieldname?: string }) => f.fieldname === name);
    const iat = field('iatGroup').options.map((o: { label: string }) => o.label);
    expect(iat).toContain('IAT Siena');
    // Volterra is a hidden (status 4) office: not offered.
    expect(iat).not.toContain('IAT Volterra');
    expect(field('redazioneGroup').options).toEqual([{ value: redazione, label: 'Redazione Visit Tuscany' }]);
    expect(field('iatGroup').showIf).toEqual([{ fieldname: 'areaType', value: 'iat' }]);
    expect(template.successMessage.text).toBe(
      "L'amministrazione verificherà la tua richiesta: riceverai l'esito via e-mail.",
    );
  });

  it('has its own success message in make-iat', async () => {
    const res = await templateOf(await signIn(t, 'operatore'), 'accreditation', 'make-iat');
    expect(res.data.data.successMessage).toEqual({
      title: 'Richiesta inviata',
      text: "Richiesta inviata: l'ufficio IAT la verificherà e riceverai un'e-mail di conferma.",
    });
  });

  it('refuses the template and the submission without a session', async () => {
    const stranger = new Agent(t.app);
    expect((await templateOf(stranger, 'accreditation')).data.code).toBe('auth_required');
    const res = await submit(stranger, 'accreditation', valid());
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('auth_required');
  });

  it('answers 400 with Italian field messages for a bad payload', async () => {
    const res = await submit(await signIn(t, 'operatore'), 'accreditation', {
      areaType: 'iat',
      motivation: 'corta',
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('Controlla i campi evidenziati prima di inviare la richiesta.');
    expect(res.data.fields).toEqual({
      iatGroup: 'Ufficio IAT: campo obbligatorio',
      iatRole: 'Ruolo richiesto: campo obbligatorio',
      motivation: 'Motivazione: scrivi almeno 20 caratteri',
      privacy: "Per inviare la richiesta devi dichiarare di aver letto l'informativa",
    });
  });

  it('refuses tampered values: an office that is not offered, a role of the other area, an overlong text', async () => {
    const agent = await signIn(t, 'operatore');
    const volterra = (await groupBySlug(t, 'iat-volterra')).id;
    const res = await submit(agent, 'accreditation', valid({ iatGroup: volterra, iatRole: 'reviewer' }));
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({
      iatGroup: 'Ufficio IAT: opzione non valida',
      iatRole: 'Ruolo richiesto: opzione non valida',
    });
    const long = await submit(agent, 'accreditation', valid({ motivation: 'x'.repeat(1001) }));
    expect(long.data.fields).toEqual({ motivation: 'Motivazione: al massimo 1000 caratteri' });
  });

  it('creates a pending membership and request, and tells the admins; hidden and unknown values are dropped', async () => {
    const agent = await signIn(t, 'operatore');
    const user = await userByUsername(t, 'operatore');
    // redazioneRole belongs to the hidden branch and "admin" is no field: neither reaches the handler.
    const res = await submit(
      agent,
      'accreditation',
      valid({ redazioneGroup: redazione, redazioneRole: 'reviewer', admin: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toEqual({
      successMessage: {
        title: 'Richiesta inviata',
        text: "Richiesta inviata: l'ufficio IAT la verificherà e riceverai un'e-mail di conferma.",
      },
    });
    const memberships = await membershipsOf(t, user.id);
    expect(memberships).toContainEqual(
      expect.objectContaining({ slug: 'iat-siena', env: 'make-iat', role: 'operator', stato: 0 }),
    );
    expect(memberships.some((m) => m.slug === 'redazione-visit-tuscany')).toBe(false);
    const request = await formsDb(t)
      .selectFrom('membershipRequests')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      kind: 'accreditation',
      status: 'pending',
      role: 'operator',
      motivation: MOTIVATION,
    });
    const mails = await mailsTo(t, 'lorenzo.guidi@example.org');
    expect(mails.at(-1)?.subject).toBe('Sportello: nuova richiesta di accreditamento');
    expect(mails.at(-1)?.textBody).toContain('Richiedente: Giovanni Bartolini');
    expect(mails.at(-1)?.textBody).toContain('/app/make-iat/requests');
  });

  it('refuses a second pending request for the same office and environment (409)', async () => {
    const res = await submit(await signIn(t, 'operatore'), 'accreditation', valid());
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe(
      'Hai già una richiesta di accreditamento in attesa per questa area in questo ambiente.',
    );
  });

  it('refuses an office the user already works for', async () => {
    const firenze = (await groupBySlug(t, 'iat-firenze')).id;
    const res = await submit(await signIn(t, 'operatore'), 'accreditation', valid({ iatGroup: firenze }));
    expect(res.statusCode).toBe(409);
    expect(res.data.fields).toEqual({
      iatGroup: 'Area: sei già accreditato su questa area in questo ambiente.',
    });
  });

  it('pending → the admin approves → the membership is enabled and the user is told', async () => {
    const user = await userByUsername(t, 'operatore.pisa');
    const agent = await signIn(t, 'operatore.pisa');
    const sent = await submit(agent, 'accreditation', valid({ iatRole: 'editor' }), { env: 'make-vt' });
    expect(sent.statusCode).toBe(200);
    // make-vt has the generic message.
    expect(sent.data.data.successMessage.text).toBe(
      "L'amministrazione verificherà la tua richiesta: riceverai l'esito via e-mail.",
    );

    const admin = await signIn(t, 'admin');
    const list = await admin.get('/api/forms/requests.json?status=pending&env=make-iat');
    const item = list.data.data.elements.find(
      (r: { requester: { username: string } }) => r.requester.username === 'operatore.pisa',
    );
    expect(item).toMatchObject({
      type: 'accreditation',
      typeLabel: 'Accreditamento',
      status: 'pending',
      area: { name: 'IAT Siena', kind: 'iat', kindLabel: 'Ufficio IAT' },
      env: { slug: 'make-vt' },
      role: 'editor',
      roleLabel: 'Redattore',
      motivation: MOTIVATION,
    });
    const decided = await admin.post(`/api/forms/requests/${item.id}/decision?env=make-iat`, {
      decision: 'approve',
      note: 'Benvenuta!',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.data.data.message).toBe(
      'Richiesta approvata: abbiamo avvisato il richiedente via e-mail.',
    );
    expect(decided.data.data.request).toMatchObject({
      status: 'approved',
      decidedBy: 'Lorenzo Guidi',
      note: 'Benvenuta!',
    });
    expect(await membershipsOf(t, user.id)).toContainEqual(
      expect.objectContaining({ slug: 'iat-siena', env: 'make-vt', role: 'editor', stato: 1 }),
    );
    const mail = (await mailsTo(t, user.email)).at(-1);
    expect(mail?.subject).toBe('Sportello: richiesta di accreditamento approvata');
    expect(mail?.textBody).toContain('Benvenuta!');

    // The user now works in make-vt too.
    const envs = await (await signIn(t, 'operatore.pisa')).get('/api/environments.json');
    expect(envs.data.data).toContainEqual(expect.objectContaining({ slug: 'make-vt', active: true }));
    // A decided request cannot be decided again.
    const again = await admin.post(`/api/forms/requests/${item.id}/decision`, { decision: 'refuse' });
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe('La richiesta è già stata gestita.');
  });

  it('a refused request removes the membership it created, and a new request may follow', async () => {
    const user = await userByUsername(t, 'operatore.arezzo');
    const agent = await signIn(t, 'operatore.arezzo');
    expect((await submit(agent, 'accreditation', valid())).statusCode).toBe(200);
    const admin = await signIn(t, 'admin');
    const list = await admin.get('/api/forms/requests.json');
    const item = list.data.data.elements.find(
      (r: { requester: { username: string } }) => r.requester.username === 'operatore.arezzo',
    );
    const refused = await admin.post(`/api/forms/requests/${item.id}/decision`, { decision: 'refuse' });
    expect(refused.data.data.message).toBe(
      'Richiesta rifiutata: abbiamo avvisato il richiedente via e-mail.',
    );
    expect((await membershipsOf(t, user.id)).some((m) => m.slug === 'iat-siena')).toBe(false);
    expect((await mailsTo(t, user.email)).at(-1)?.subject).toBe(
      'Sportello: richiesta di accreditamento rifiutata',
    );
    expect((await submit(agent, 'accreditation', valid())).statusCode).toBe(200);
  });
});
