import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestUser } from '../../../test/factories.js';
import { placesDb } from './places.schema.js';
import { findOptions, municipalitiesByCode, searchOptions } from './index.js';

describe('places: reference lists and options lookups', () => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await buildTestApp();
    const operator = await createTestUser(t.db, { role: 'operator' });
    agent = new Agent(t.app);
    await agent.login(operator.username);
  });
  afterAll(() => t.close());

  const options = async (source: string, params: Record<string, string> = {}) => {
    const res = await agent.get(`/api/options/${source}.json?${new URLSearchParams(params)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.data.data.data as { label: string; value: string; info?: string }[];
  };
  const labels = (items: { label: string }[]) => items.map((i) => i.label);

  it('reads a municipality once per process: the same place for every later card', async () => {
    const first = await municipalitiesByCode(t.db, ['052032', '999999']);
    expect(first.get('052032')).toMatchObject({ name: 'Siena', provinceCode: 'SI', provinceName: 'Siena' });
    expect(first.has('999999')).toBe(false);
    const again = await municipalitiesByCode(t.db, ['052032', '048017']);
    expect(again.get('052032')).toBe(first.get('052032'));
    expect(again.get('048017')).toMatchObject({ name: 'Firenze', provinceCode: 'FI' });
  });

  it('the migration loaded the real lists from the data packages', async () => {
    const db = placesDb(t.db);
    const count = async (table: 'countries' | 'regions' | 'provinces' | 'municipalities') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('regions')).toBe(20);
    expect(await count('provinces')).toBe(110);
    expect(await count('municipalities')).toBeGreaterThan(7800);
    expect(await count('municipalities')).toBeLessThan(8000);
    expect(await count('countries')).toBeGreaterThanOrEqual(249);
    const eu = await db
      .selectFrom('countries')
      .select(['code', 'eu'])
      .where('code', 'in', ['IT', 'DK', 'NL', 'CH', 'GB'])
      .execute();
    expect(Object.fromEntries(eu.map((c) => [c.code, c.eu]))).toEqual({ IT: 1, DK: 1, NL: 1, CH: 0, GB: 0 });
  });

  it('finds Firenze first for "fir", then the names that contain it', async () => {
    const found = await options('municipalities', { search: 'fir', lang: 'it' });
    expect(found[0]).toEqual({ label: 'Firenze (FI)', value: '048017', info: '50121–50145 · Toscana' });
    expect(labels(found)).toEqual([
      'Firenze (FI)',
      'Firenzuola (FI)',
      'Firmo (CS)',
      'Bruzzano Zeffirio (RC)',
    ]);
  });

  it('ignores accents and case, and reads several words', async () => {
    expect(labels(await options('municipalities', { search: 'forli' }))[0]).toBe('Forlì (FC)');
    expect(labels(await options('municipalities', { search: 'FORLÌ' }))[0]).toBe('Forlì (FC)');
    expect(labels(await options('municipalities', { search: 'san gimi' }))).toEqual(['San Gimignano (SI)']);
    expect(labels(await options('municipalities', { search: 'gimignano' }))).toEqual(['San Gimignano (SI)']);
    expect(labels(await options('municipalities', { search: 'bozen' }))).toContain('Bolzano/Bozen (BZ)');
  });

  it('finds a municipality by postal code', async () => {
    const found = await options('municipalities', { search: '50122' });
    expect(found).toEqual([{ label: 'Firenze (FI)', value: '048017', info: '50121–50145 · Toscana' }]);
  });

  it('gives the first page alphabetically for an empty search, and honours the limit', async () => {
    const first = await options('municipalities');
    expect(first).toHaveLength(20);
    expect(first[0]!.label).toBe('Abano Terme (PD)');
    expect(await options('municipalities', { search: 'san', limit: '5' })).toHaveLength(5);
    expect(await options('municipalities', { search: "'" })).toEqual([]);
  });

  it('serves provinces, by name or abbreviation, and regions', async () => {
    expect((await options('provinces', { search: 'fir' }))[0]).toEqual({
      label: 'Firenze',
      value: 'FI',
      info: 'Toscana',
    });
    expect((await options('provinces', { search: 'fc' }))[0]).toMatchObject({
      label: 'Forlì-Cesena',
      value: 'FC',
    });
    expect(await options('regions', { search: 'tosc' })).toEqual([{ label: 'Toscana', value: '09' }]);
    expect(await options('regions', { limit: '50' })).toHaveLength(20);
  });

  it('names countries in Italian, in English for other languages, with the EU flag', async () => {
    expect((await options('countries', { search: 'germ', lang: 'it' }))[0]).toEqual({
      label: 'Germania',
      value: 'DE',
      info: 'UE',
    });
    expect((await options('countries', { search: 'germ', lang: 'en' }))[0]).toEqual({
      label: 'Germany',
      value: 'DE',
      info: 'UE',
    });
    expect((await options('countries', { search: 'svizz' }))[0]).toEqual({
      label: 'Svizzera',
      value: 'CH',
      info: 'extra UE',
    });
    expect((await options('countries', { search: 'switz', lang: 'de' }))[0]?.value).toBe('CH');
    expect((await options('countries', { search: 'ital' }))[0]).toMatchObject({
      label: 'Italia',
      info: 'UE',
    });
  });

  it('answers one municipality with postal codes and coordinates', async () => {
    const res = await agent.get('/api/options/municipalities/048017.json');
    expect(res.statusCode).toBe(200);
    const firenze = res.data.data;
    expect(firenze).toMatchObject({
      istat: '048017',
      name: 'Firenze',
      province: 'FI',
      provinceName: 'Firenze',
      region: '09',
      regionName: 'Toscana',
      cadastralCode: 'D612',
    });
    expect(firenze.postalCodes).toContain('50122');
    expect(firenze.lat).toBeCloseTo(43.77, 1);
    expect(firenze.lng).toBeCloseTo(11.25, 1);
    const missing = await agent.get('/api/options/municipalities/000000.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.data).toMatchObject({ code: 'not_found', message: 'Comune non trovato' });
    const bad = await agent.get('/api/options/municipalities/firenze.json');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.istat).toBe('Codice ISTAT: sei cifre');
  });

  it('refuses a stranger, an unknown list and a bad query', async () => {
    const stranger = await new Agent(t.app).get('/api/options/municipalities.json?search=fir&limit=999');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.data.code).toBe('auth_required');
    const unknown = await agent.get('/api/options/pianeti.json?search=mar');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data).toMatchObject({ code: 'not_found', message: 'Elenco non trovato' });
    const tooMany = await agent.get('/api/options/municipalities.json?limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.data.fields).toEqual({ limit: 'Limite: al massimo 50' });
    const lang = await agent.get('/api/options/countries.json?lang=xx');
    expect(lang.statusCode).toBe(400);
    expect(lang.data.fields.lang).toBe('Lingua non valida');
  });

  it('lets other modules search and name stored values', async () => {
    const found = await searchOptions(t.db, 'municipalities', { search: 'forli' });
    expect(found[0]?.value).toBe('040012');
    const named = await findOptions(t.db, 'countries', ['CH', 'XX', 'IT'], 'en');
    expect(named).toEqual([
      { label: 'Switzerland', value: 'CH', info: 'extra UE' },
      { label: 'Italy', value: 'IT', info: 'UE' },
    ]);
  });
});
