import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES, KIOSK_DEFAULTS, TERMINAL_MESSAGES as M } from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { addTerminal, pairDevice, useTerminalsWorld } from './terminals.test-kit.js';

/** Spec 2 §7 "External forms", §4 "Kiosk": the form, its options, and the kiosk's save. */
describe('external forms and the kiosk', () => {
  const w = useTerminalsWorld();

  async function kiosk(ip: string) {
    const { terminal, pairing } = await addTerminal(w.op, { name: 'Kiosk atrio', terminalType: 'self' });
    return { terminal, device: await pairDevice(w.t, pairing.code, ip) };
  }

  it('the self-profile form in the five languages: intro, sections, outro, buttons, the timeouts', async () => {
    const { device } = await kiosk('10.3.0.1');
    for (const lang of CONTENT_LANGUAGES) {
      const res = await device.get(`/api/external/form/self?lang=${lang}&formType=self&id=1`);
      expect(res.statusCode, lang).toBe(200);
      const form = res.data.data.data;
      expect(form).toMatchObject({
        formType: 'self',
        lang,
        id: '1',
        timeout: KIOSK_DEFAULTS.timeout,
        showPopupAt: KIOSK_DEFAULTS.showPopupAt,
        resetTimeout: KIOSK_DEFAULTS.resetTimeout,
        buttons: ['forward', 'end', 'backward', 'restart'],
      });
      expect(form.sections.map((s: { key: string }) => s.key)).toEqual([
        'provenienza',
        'gruppo',
        'interessi',
      ]);
      expect(form.intro.title).toBeTruthy();
      expect(form.labels.forward).toBeTruthy();
    }
    const en = (await device.get('/api/external/form/self?lang=en')).data.data.data;
    expect(en.intro.title).toBe('Welcome to Tuscany!');
    expect(en.sections[0].fields[0].options[0]).toEqual({ value: 'it', label: 'Italy' });
    const it = (await device.get('/api/external/form/self')).data.data.data;
    expect(it.labels.forward).toBe('Avanti');
    expect(it.sections[0].title).toBe('Da dove vieni?');
    // Standalone forms read "sections".
    const some = (await w.op.get('/api/external/form/assisted?lang=fr&sections=interessi')).data.data.data;
    expect(some.sections.map((s: { key: string }) => s.key)).toEqual(['interessi']);
  });

  it('refuses a stranger, a bad form type or language', async () => {
    const stranger = new Agent(w.t.app);
    const res = await stranger.get('/api/external/form/self');
    expect(res.statusCode).toBe(403);
    expect(res.data.message).toBe(M.deviceRequired);
    expect((await w.editor.get('/api/external/form/self')).statusCode).toBe(403);
    const bad = await w.op.get('/api/external/form/tv?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(expect.arrayContaining(['formType']));
  });

  it('options by URL need 3 characters; countries in the visitor language', async () => {
    const { device } = await kiosk('10.3.0.2');
    const short = await device.get('/api/external/options/eu-countries.json?search=ge&lang=en');
    expect(short.statusCode).toBe(400);
    expect(short.data.fields.search).toBe(M.searchTooShort);
    const de = await device.get('/api/external/options/eu-countries.json?search=germ&lang=en');
    expect(de.data.data.data).toEqual([{ value: 'de', label: 'Germany' }]);
    const ita = await device.get('/api/external/options/eu-countries.json?search=germ&lang=it');
    expect(ita.data.data.data).toEqual([{ value: 'de', label: 'Germania' }]);
    const reg = await w.op.get('/api/external/options/regions.json?search=tosc');
    expect(reg.data.data.data[0]).toEqual({ value: 'toscana', label: 'Toscana' });
    expect((await device.get('/api/external/options/users.json?search=adm')).statusCode).toBe(400);
    expect((await new Agent(w.t.app).get('/api/external/options/regions.json?search=tosc')).statusCode).toBe(
      403,
    );
  });

  it('the kiosk saves a profile of its office (source kiosk, its terminal) only when the answers validate', async () => {
    const { terminal, device } = await kiosk('10.3.0.3');
    const incomplete = await device.post('/api/external/profile', {
      values: { profilo_paese: 'it' },
      type: 'final',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.data.fields).toHaveProperty(['values.profilo_regione']);
    expect(incomplete.data.fields).toHaveProperty(['values.profilo_interessi']);
    const unknown = await device.post('/api/external/profile', {
      values: {
        profilo_paese: 'eu',
        profilo_eu_paese: 'us',
        profilo_numero_persone: 2,
        profilo_interessi: ['arte'],
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.fields).toHaveProperty(['values.profilo_eu_paese']);

    const res = await device.post('/api/external/profile', {
      values: {
        profilo_paese: 'eu',
        profilo_eu_paese: 'de',
        profilo_numero_persone: 3,
        profilo_tipo_gruppo: 'famiglia',
        profilo_interessi: ['arte', 'enogastronomia'],
        estraneo: 'scartato',
      },
      type: 'final',
      lang: 'de',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.message).toBe(M.kioskSaved);
    const row = await w.t.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', res.data.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 'kiosk',
      terminalId: terminal.id,
      officeId: w.siena.id,
      operatorId: null,
      countryKind: 'eu',
      country: 'de',
      people: 3,
    });
    expect(JSON.parse(row.valuesJson)).not.toHaveProperty('estraneo');

    // The countdown ran out: the answers given so far are kept, required ones may be missing.
    const partial = await device.post('/api/external/profile', {
      values: { profilo_paese: 'it', profilo_regione: 'toscana' },
      type: 'timeout',
    });
    expect(partial.statusCode).toBe(200);
    const wrong = await device.post('/api/external/profile', {
      values: { profilo_paese: 'it', profilo_regione: 'narnia' },
      type: 'timeout',
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('only a paired, active kiosk saves: an assisted terminal, an operator, a revoked device are refused', async () => {
    const values = {
      profilo_paese: 'it',
      profilo_regione: 'lazio',
      profilo_numero_persone: 1,
      profilo_interessi: ['mare'],
    };
    const assisted = await addTerminal(w.op);
    const desk = await pairDevice(w.t, assisted.pairing.code, '10.3.0.4');
    expect((await desk.post('/api/external/profile', { values })).data.message).toBe(M.notKiosk);
    expect((await w.op.post('/api/external/profile', { values })).statusCode).toBe(403);
    const { terminal, device } = await kiosk('10.3.0.5');
    await w.op.post('/api/externals/edit', {
      wsId: terminal.wsId,
      name: 'Kiosk spento',
      terminalType: 'self',
      isActive: false,
    });
    const refused = await device.post('/api/external/profile', { values });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(M.deviceRevoked);
    const bad = await (
      await kiosk('10.3.0.6')
    ).device.post('/api/external/profile', { values: 'tutto', type: 'bozza' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(expect.arrayContaining(['values', 'type']));
  });
});
