import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_TYPES, type FormField } from '@sportello/contracts';
import { buildTestApp, type TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import { TEST_PASSWORD, createTestUser } from '../../../../test/factories.js';
import { dataOf, submit, templateOf, userByUsername } from '../forms.test-kit.js';
import { solidImage, upload } from '../../media/media.test-kit.js';

const typesOf = (fields: readonly FormField[]): string[] =>
  fields.flatMap((f) => [f.type, ...('fields' in f ? typesOf(f.fields) : [])]);

/** A filled event sheet as the browser posts it (the journey fills the same by hand). */
const sheet = (overrides: Record<string, unknown> = {}) => ({
  titolo: 'Palio di Siena: prova generale',
  codice: 'EV-2407',
  categoria: 'rievocazione',
  descrizione: '<p>La prova generale del <strong>Palio</strong>.</p>',
  data_inizio: '15/07/2026',
  comune: { label: 'Siena (SI)', value: '052032' },
  pubblico: ['famiglie', 'turisti'],
  ingresso: 'gratuito',
  ...overrides,
});

describe('the example forms of the demo (every field type, in the three template dialects)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  it('serves the canonical template with every field type, and the two dialects mapped onto the schema', async () => {
    const agent = await signIn(t, 'operatore');
    const canonical = (await templateOf(agent, 'esempio-scheda-evento')).data.data;
    expect(new Set(typesOf(canonical.fields))).toEqual(new Set(FIELD_TYPES));
    const profile = (await templateOf(agent, 'esempio-profilo-visitatore')).data.data;
    expect(profile.title).toBe('Profilo del visitatore');
    // The profile's "lang" item is a select of the five languages; its kiosk button is no field.
    const lang = profile.fields.find((f: FormField) => 'fieldname' in f && f.fieldname === 'lingua');
    expect(lang).toMatchObject({
      type: 'select',
      options: expect.arrayContaining([{ value: 'de', label: 'Tedesco' }]),
    });
    expect(JSON.stringify(profile.fields)).not.toContain('Salva profilo');
    const legacy = (await templateOf(agent, 'esempio-utente-portale')).data.data;
    expect(legacy.fields.find((f: FormField) => f.label === 'Password provvisoria')).toMatchObject({
      type: 'input',
      inputType: 'password',
    });
  });

  it('keeps what a user sends and gives it back on data.json; another user gets their own, even naming an id', async () => {
    const siena = await signIn(t, 'operatore.siena');
    expect((await dataOf(siena, 'esempio-scheda-evento')).data.data).toEqual({});
    const sent = await submit(siena, 'esempio-scheda-evento', sheet({ prezzo: 'ignorato', nonPrevisto: 1 }));
    expect(sent.statusCode).toBe(200);
    expect(sent.data.data.message).toBe('Dati salvati.');
    const back = (await dataOf(siena, 'esempio-scheda-evento')).data.data;
    // Stored as the engine validates it: the rows' sum recomputed (no rows: 0), no price for a
    // free event, no key the template lacks.
    expect(back).toEqual({ ...sheet(), totale_biglietti: 0 });
    expect(back).not.toHaveProperty('prezzo');
    expect(back).not.toHaveProperty('nonPrevisto');

    const other = await signIn(t, 'operatore.pisa');
    const sienaId = (await userByUsername(t, 'operatore.siena')).id;
    expect((await dataOf(other, 'esempio-scheda-evento')).data.data).toEqual({});
    expect((await dataOf(other, 'esempio-scheda-evento', 'make-iat', sienaId)).data.data).toEqual({});
  });

  it('refuses a bad submission with the template error label and the field messages', async () => {
    const agent = await signIn(t, 'operatore.arezzo');
    const res = await submit(
      agent,
      'esempio-scheda-evento',
      sheet({ codice: 'EV12', pubblico: ['famiglie'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('Controlla i campi evidenziati prima di salvare la scheda.');
    expect(res.data.fields).toEqual({
      codice: 'Il codice deve avere la forma EV-0000',
      pubblico: 'Pubblico di riferimento: seleziona almeno 2 opzioni',
    });
    expect((await dataOf(agent, 'esempio-scheda-evento')).data.data).toEqual({});
  });

  it('never keeps a password, and refuses a picked file of another office', async () => {
    const agent = await signIn(t, 'operatore.grosseto');
    const res = await submit(agent, 'esempio-utente-portale', {
      nome: 'Giulia Bianchi',
      password: 'Provvisoria-2026',
      tipo: 'iat',
      lingue: ['en'],
    });
    expect(res.statusCode).toBe(200);
    const back = (await dataOf(agent, 'esempio-utente-portale')).data.data;
    expect(back).toMatchObject({ nome: 'Giulia Bianchi', tipo: 'iat', lingue: ['en'] });
    expect(back).not.toHaveProperty('password');

    const stranger = await signIn(t, 'operatore.livorno');
    const foreign = (
      await upload(
        stranger,
        'image',
        { filename: 'altro.png', data: await solidImage('png', 40, 40) },
        {},
        '?env=make-iat',
      )
    ).data.data.data;
    const refused = await submit(
      agent,
      'esempio-scheda-evento',
      sheet({ locandina: [{ id: foreign.id, name: 'altro.png', src: `/api/media/file/${foreign.id}` }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.data.fields).toHaveProperty('locandina');
  });

  it('refuses every call without a session', async () => {
    const stranger = new Agent(t.app);
    for (const res of [
      await templateOf(stranger, 'esempio-scheda-evento'),
      await dataOf(stranger, 'esempio-scheda-evento'),
      await submit(stranger, 'esempio-scheda-evento', sheet()),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.data.code).toBe('auth_required');
    }
  });
});

describe('the example forms without the demo data', () => {
  it('are unknown forms, as in production: 404 "Modulo non trovato"', async () => {
    const t = await buildTestApp();
    try {
      const user = await createTestUser(t.db, { role: 'admin' });
      const admin = new Agent(t.app);
      await admin.login(user.username, TEST_PASSWORD);
      for (const res of [
        await templateOf(admin, 'esempio-scheda-evento'),
        await dataOf(admin, 'esempio-scheda-evento'),
        await submit(admin, 'esempio-scheda-evento', sheet()),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.data.message).toBe('Modulo non trovato');
      }
    } finally {
      await t.close();
    }
  });
});
