import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@sportello/contracts';
import { saveProfile, useProfilesWorld, VISITOR } from './profiles.test-kit.js';

/** Profiles (spec 2 §7 "Profiles"): saves, rules of the values, scoping by office. */
describe('visitor profiles', () => {
  const w = useProfilesWorld();

  it('serves the page template: tabs, share and save with confirm, add button, overlay, share block', async () => {
    const res = await w.op.get('/api/profile.json');
    expect(res.statusCode).toBe(200);
    const t = res.data.data;
    expect(t.tabs.map((x: { type: string }) => x.type)).toEqual(['search', 'profile', 'favourites', 'lists']);
    expect(t.actions.map((a: { type: string }) => a.type)).toEqual(['share', 'save']);
    expect(t.actions[1].confirm.title).toBeTruthy();
    expect(t.addButton).toMatchObject({ action: '/profile/not-profiled', newBlank: true });
    expect(t.inBlank.actions.map((a: { type: string }) => a.type)).toEqual([
      'email',
      'whatsapp',
      'print',
      'download',
    ]);
    expect(t.shareBlock.pdfLink).toContain('{token}');
    const np = await w.op.get('/api/profile.json?profiled=not_profiled');
    expect(np.data.data.tabs).toEqual([{ type: 'profile', label: 'Profilo', active: true }]);
    expect((await w.editor.get('/api/profile.json')).statusCode).toBe(403);
    expect((await w.structure.get('/api/profile.json')).statusCode).toBe(403);
    expect((await w.op.get('/api/profile.json?profiled=boh')).statusCode).toBe(400);
  });

  it('gives a blank profile with the form of the profile dialect, and its defaults', async () => {
    const res = await w.op.get('/api/crm/profilo?profiled=profiled');
    expect(res.statusCode).toBe(200);
    const { form, profile } = res.data.data;
    expect(form.formType).toBe('profilo-visitatore');
    expect(profile).toMatchObject({
      id: null,
      code: null,
      saved: false,
      isNew: true,
      listId: null,
      profiled: 'profiled',
    });
    expect(profile.values.profilo_numero_persone).toBe(1);
    expect(profile.values.profilo_composizione).toEqual([{ profilo_fascia: 'adulti', profilo_quanti: 1 }]);
    const np = await w.op.get('/api/crm/profilo?profiled=not_profiled');
    expect(np.data.data.form.formType).toBe('non-profilati');
    expect(np.data.data.profile.values.profilo_numero_persone).toBe(1);
    expect((await w.op.get('/api/crm/profilo')).statusCode).toBe(400);
  });

  it('first save gives the code and the favourites list; contact data apart, with consent and its date', async () => {
    const p = await saveProfile(w.op);
    expect(p.code).toMatch(/^SI-\d{4}-\d{6}$/);
    expect(p.listId).toBeGreaterThan(0);
    expect(p.values).toMatchObject({
      contatti_nome_cognome: 'Anna Rossi',
      profilo_numero_persone: 2,
      profilo_regione: 'lombardia',
    });
    const row = await w.t.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.valuesJson).not.toContain('anna.rossi');
    expect(JSON.parse(row.contactJson!)).toMatchObject({ contatti_email: 'anna.rossi@example.com' });
    expect(row.consentAt).not.toBeNull();
    expect(row).toMatchObject({
      countryKind: 'it',
      country: 'it',
      region: 'lombardia',
      people: 2,
      source: 'desk',
    });
    const interests = await w.t.db
      .selectFrom('profileInterests')
      .select('interest')
      .where('profileId', '=', p.id)
      .orderBy('interest')
      .execute();
    expect(interests.map((i) => i.interest)).toEqual(['arte', 'enogastronomia']);
    const second = await saveProfile(w.op2);
    expect(Number(second.code.slice(-6))).toBe(Number(p.code.slice(-6)) + 1);
    const list = await w.t.db
      .selectFrom('lists')
      .select(['kind', 'groupId', 'title'])
      .where('id', '=', p.listId)
      .executeTakeFirstOrThrow();
    expect(list).toMatchObject({ kind: 'favourites', groupId: w.siena.id, title: `Preferiti ${p.code}` });
    // Favourites lists are not among the office's lists.
    const lists = await w.op.post(`/api/list/listePaginate/${w.siena.slug}`, {});
    expect(lists.data.data.elements.map((l: { id: number }) => l.id)).not.toContain(p.listId);
  });

  it('without consent no contact data is kept; withdrawing consent drops them', async () => {
    const { contatti_consenso: _c, ...noConsent } = VISITOR;
    const p = await saveProfile(w.op, noConsent);
    expect(p.values.contatti_email).toBeUndefined();
    expect(p.values.contatti_nome_cognome).toBeUndefined();
    const row = await w.t.db
      .selectFrom('profiles')
      .select(['contactJson', 'consentAt'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ contactJson: null, consentAt: null });
    const q = await saveProfile(w.op);
    const res = await w.op.put(`/api/crm/profilo/${q.id}`, {
      profiled: 'profiled',
      values: { ...VISITOR, contatti_consenso: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.profile.values.contatti_email).toBeUndefined();
    expect(res.data.data.profile.consentAt).toBeNull();
  });

  it('country logic: it keeps the region, eu keeps the EU country, eeu the extra-EU one', async () => {
    const all = { profilo_regione: 'toscana', profilo_eu_paese: 'de', profilo_eeu_paese: 'us' };
    const it_ = await saveProfile(w.op, { ...VISITOR, ...all, profilo_paese: 'it' });
    expect(it_.values).toMatchObject({ profilo_paese: 'it', profilo_regione: 'toscana' });
    expect(it_.values.profilo_eu_paese).toBeUndefined();
    expect(it_.values.profilo_eeu_paese).toBeUndefined();
    const eu = await saveProfile(w.op, { ...VISITOR, ...all, profilo_paese: 'eu' });
    expect(eu.values).toMatchObject({ profilo_paese: 'eu', profilo_eu_paese: 'de' });
    expect(eu.values.profilo_regione).toBeUndefined();
    expect(eu.values.profilo_eeu_paese).toBeUndefined();
    const eeu = await saveProfile(w.op, { ...VISITOR, ...all, profilo_paese: 'eeu' });
    expect(eeu.values).toMatchObject({ profilo_paese: 'eeu', profilo_eeu_paese: 'us' });
    expect(eeu.values.profilo_regione).toBeUndefined();
    expect(eeu.values.profilo_eu_paese).toBeUndefined();
    const row = await w.t.db
      .selectFrom('profiles')
      .select(['countryKind', 'country', 'region'])
      .where('id', '=', eeu.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ countryKind: 'eeu', country: 'us', region: null });
    // An EU visitor must say which country.
    const missing = await w.op.post('/api/crm/profilo', {
      profiled: 'profiled',
      values: { ...VISITOR, profilo_paese: 'eu', profilo_regione: undefined },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.fields['values.profilo_eu_paese']).toBe('Paese UE: campo obbligatorio');
  });

  it('strips empty values (0 and false kept), sums the composition into the people', async () => {
    const p = await saveProfile(w.op, {
      ...VISITOR,
      contatti_telefono: '   ',
      profilo_note: '',
      profilo_interessi: [],
      profilo_composizione: [
        { profilo_fascia: 'adulti', profilo_quanti: 2 },
        { profilo_fascia: 'bambini', profilo_quanti: 3 },
      ],
    });
    expect(p.values.contatti_telefono).toBeUndefined();
    expect(p.values.profilo_note).toBeUndefined();
    expect(p.values.profilo_interessi).toBeUndefined();
    expect(p.values.profilo_numero_persone).toBe(5);
    expect(p.values.contatti_consenso).toBe(true);
    const { contatti_consenso: _c, ...rest } = VISITOR;
    const q = await saveProfile(w.op, { ...rest, contatti_consenso: false });
    expect(q.values.contatti_consenso).toBe(false);
  });

  it('a count given without a composition (a kiosk, a terminal) is kept; a filled composition sums', async () => {
    const { profilo_composizione: _rows, ...direct } = VISITOR;
    const p = await saveProfile(w.op, { ...direct, profilo_numero_persone: 3 });
    expect(p.values.profilo_numero_persone).toBe(3);
    const row = await w.t.db
      .selectFrom('profiles')
      .select('people')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.people).toBe(3);
    // As the operator's form sends it after a terminal's answers: the composition's number emptied.
    const res = await w.op.put(`/api/crm/profilo/${p.id}`, {
      values: { ...direct, profilo_numero_persone: 4, profilo_composizione: [{ profilo_fascia: 'adulti' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.profile.values.profilo_numero_persone).toBe(4);
    // The interests rows carry the people the aggregate by interests sums: rewritten with them.
    const interestPeople = await w.t.db
      .selectFrom('profileInterests')
      .select('people')
      .where('profileId', '=', p.id)
      .execute();
    expect(interestPeople.length).toBeGreaterThan(0);
    expect(interestPeople.every((r) => r.people === 4)).toBe(true);
    const summed = await w.op.put(`/api/crm/profilo/${p.id}`, {
      values: { ...VISITOR, profilo_numero_persone: 4 },
    });
    expect(summed.data.data.profile.values.profilo_numero_persone).toBe(2);
  });

  it('not-profiled tally: people summed from the rows (1 by default), country of the largest row', async () => {
    const res = await w.op.post('/api/crm/profilo', {
      profiled: 'not_profiled',
      values: {
        notProfiledValues: [
          { np_paese: 'eu', np_eu_paese: 'fr', np_regione: 'toscana', np_persone: 2, np_gruppo: 'coppia' },
          { np_paese: 'eeu', np_eeu_paese: 'jp', np_persone: 4, np_gruppo: 'famiglia' },
          { np_paese: 'it' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const p = res.data.data.profile;
    expect(p.profiled).toBe('not_profiled');
    expect(p.values.profilo_numero_persone).toBe(7);
    expect(p.values.notProfiledValues[0]).toEqual({
      np_paese: 'eu',
      np_eu_paese: 'fr',
      np_persone: 2,
      np_gruppo: 'coppia',
    });
    expect(p.values.notProfiledValues[2]).toEqual({ np_paese: 'it', np_persone: 1 });
    const row = await w.t.db
      .selectFrom('profiles')
      .select(['countryKind', 'country', 'people'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ countryKind: 'eeu', country: 'jp', people: 7 });
    const bare = await w.op.post('/api/crm/profilo', {
      profiled: 'not_profiled',
      values: { notProfiledValues: [{}] },
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.data.data.profile.values.profilo_numero_persone).toBe(1);
  });

  it('refuses bad payloads with the field and an Italian message, never a 500', async () => {
    for (const body of [
      { profiled: 'profiled' },
      { profiled: 'boh', values: {} },
      { profiled: 'profiled', values: [] },
      { profiled: 'profiled', values: VISITOR, listId: 'x' },
      { profiled: 'profiled', values: VISITOR, visitedAt: 'ieri' },
      { profiled: 'profiled', values: { ...VISITOR, profilo_paese: 'marte' } },
      { profiled: 'profiled', values: { ...VISITOR, profilo_composizione: 'tanti' } },
      {
        profiled: 'profiled',
        values: { ...VISITOR, contatti_email: 'x@example.org', contatti_nome_cognome: '' },
      },
    ]) {
      const res = await w.op.post('/api/crm/profilo', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.data.message).toBeTruthy();
    }
    const named = await w.op.post('/api/crm/profilo', {
      profiled: 'profiled',
      values: { ...VISITOR, contatti_nome_cognome: '' },
    });
    expect(named.data.fields['values.contatti_nome_cognome']).toBe('Nome e cognome: campo obbligatorio');
    expect((await w.op.put('/api/crm/profilo/abc', { values: VISITOR })).statusCode).toBe(400);
    expect((await w.op.put('/api/crm/profilo/999999', { values: VISITOR })).statusCode).toBe(404);
  });

  it('an office never sees another office profiles, even by id; the Admin group sees all', async () => {
    const p = await saveProfile(w.op);
    for (const [method, url, body] of [
      ['GET', `/api/crm/profilo?profiled=profiled&id=${p.id}`],
      ['GET', `/api/crm/profilo?id=${p.id}`],
      ['GET', `/api/crm/profilo/${p.id}`],
      ['PUT', `/api/crm/profilo/${p.id}`, { profiled: 'profiled', values: VISITOR }],
      ['DELETE', `/api/crm/profilo/${p.id}`],
      ['GET', `/api/crm/profilo/${p.id}/anteprima`],
      ['GET', `/api/crm/profilo/${p.id}/dati-personali`],
      ['DELETE', `/api/crm/profilo/${p.id}/dati-personali`],
      ['GET', `/api/crm/preferiti/${p.listId}`],
    ] as const) {
      const res = await w.other.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.data.message).toBe(
        url.includes('preferiti')
          ? 'Lista non trovata.'
          : PROFILE_MESSAGES.title === 'Scheda turista'
            ? 'Scheda non trovata.'
            : '',
      );
    }
    const mine = await w.op2.get(`/api/crm/profilo?profiled=profiled&id=${p.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.data.data.profile.code).toBe(p.code);
    const admin = await w.admin.get(`/api/crm/profilo?profiled=profiled&id=${p.id}`);
    expect(admin.statusCode).toBe(200);
    // New profiles go to the user's own office; only the Admin group names another.
    expect(
      (await w.other.post('/api/crm/profilo', { profiled: 'profiled', values: VISITOR, iat: w.siena.slug }))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.admin.post('/api/crm/profilo', { profiled: 'profiled', values: VISITOR })).statusCode,
    ).toBe(422);
    const forPisa = await w.admin.post('/api/crm/profilo', {
      profiled: 'profiled',
      values: VISITOR,
      iat: w.pisa.slug,
    });
    expect(forPisa.statusCode).toBe(200);
    expect(forPisa.data.data.profile.code).toMatch(/^PI-/);
    expect((await w.other.get(`/api/crm/profilo?id=${forPisa.data.data.profile.id}`)).statusCode).toBe(200);
    // Profiles of a period: Pisa may not ask for Siena's.
    const range = 'from=01-01-2020 00:00&to=31-12-2020 23:59';
    expect((await w.other.get(`/api/crm/profili?${range}&slugs=${w.siena.slug}`)).statusCode).toBe(403);
  });

  it('preview: template and model with readable values and the edit link', async () => {
    const p = await saveProfile(w.op);
    const res = await w.op.get(`/api/crm/profilo?id=${p.id}`);
    expect(res.statusCode).toBe(200);
    const { template, model } = res.data.data;
    expect(template.editButton.label).toBe('Modifica scheda');
    expect(model.values).toMatchObject({
      origin: 'Italia — Lombardia',
      people: '2',
      name: 'Anna Rossi',
      interests: 'Arte e musei, Enogastronomia',
    });
    expect(model.editHref).toBe(`/profile?__blank=true&id=${p.id}`);
    const t = await w.op.get('/api/crm/profilo/anteprima/template');
    expect(t.data.data.fields.length).toBeGreaterThan(5);
    const m = await w.op.get(`/api/crm/profilo/${p.id}/anteprima?type=profiled&lang=en`);
    expect(m.data.data.code).toBe(p.code);
    expect((await w.op.get(`/api/crm/profilo/${p.id}/anteprima?lang=xx`)).statusCode).toBe(400);
  });

  it('deletes a profile with its favourites', async () => {
    const p = await saveProfile(w.op);
    expect((await w.editor.delete(`/api/crm/profilo/${p.id}`)).statusCode).toBe(403);
    const res = await w.op.delete(`/api/crm/profilo/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(
      await w.t.db.selectFrom('lists').select('id').where('id', '=', p.listId).executeTakeFirst(),
    ).toBeUndefined();
    expect((await w.op.get(`/api/crm/profilo?id=${p.id}`)).statusCode).toBe(404);
  });

  it('profiles of a period by day, and can-export', async () => {
    const stamp = '2025-03-10T10:00:00.000Z';
    const p = await saveProfile(w.op, VISITOR, { visitedAt: stamp });
    const res = await w.op.get(
      `/api/crm/profili?from=01-03-2025 00:00&to=31-03-2025 23:59&slugs=${w.siena.slug}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      total: 1,
      people: 2,
      days: [{ day: '2025-03-10', count: 1, people: 2 }],
    });
    expect(res.data.data.elements[0]).toMatchObject({
      id: p.id,
      code: p.code,
      name: 'Anna Rossi',
      countryKind: 'it',
    });
    expect((await w.op.get('/api/crm/profili?from=31-03-2025 00:00&to=01-03-2025 00:00')).statusCode).toBe(
      400,
    );
    expect((await w.op.get('/api/crm/profili?from=2025-03-01&to=31-03-2025 00:00')).statusCode).toBe(400);
    const ce = await w.op.get('/api/crm/profili/puo-esportare');
    expect(ce.data.data).toEqual({ canExport: true, slugs: [w.siena.slug], reason: null });
    const no = await w.op.get(`/api/crm/profili/puo-esportare?iat=${w.pisa.slug}`);
    expect(no.data.data.canExport).toBe(false);
    const admin = await w.admin.get('/api/crm/profili/puo-esportare');
    expect(admin.data.data.slugs).toEqual(expect.arrayContaining([w.siena.slug, w.pisa.slug]));
  });

  it('describes every profiles route in the OpenAPI document', async () => {
    const doc = await w.op.get('/api/docs');
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.data.paths);
    for (const p of [
      '/api/profile.json',
      '/api/crm/profilo',
      '/api/crm/profilo/{id}',
      '/api/crm/profilo/{id}/invia-email',
      '/api/crm/profilo/{id}/dati-personali',
      '/api/crm/profilo/{id}/anteprima',
      '/api/crm/profilo/anteprima/template',
      '/api/crm/profili',
      '/api/crm/profili/puo-esportare',
      '/api/crm/preferiti/{listId}',
      '/api/crm/preferiti/{listId}/ordine',
      '/api/crm/preferiti/{listId}/elementi',
      '/api/crm/preferiti/elemento',
      '/api/crm/preferiti/da-lista',
    ])
      expect(paths, p).toContain(p);
  });
});
