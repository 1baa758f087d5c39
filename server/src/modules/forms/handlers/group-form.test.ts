import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import { dataOf, groupBySlug, submit, templateOf } from '../forms.test-kit.js';

describe('forms group-create and group-edit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  const valid = (extra: Record<string, unknown> = {}) => ({
    name: 'IAT Montepulciano',
    kind: 'iat',
    status: '1',
    email: 'Info@IAT-Montepulciano.example',
    phone: '+39-0578757341',
    address: 'Piazza Don Minzoni 1, 53045 Montepulciano',
    city: 'Montepulciano',
    province: 'SI',
    lat: '43.0986',
    lng: '11.7872',
    ...extra,
  });

  it('serves both templates to an admin and refuses them to an operator and to a stranger', async () => {
    const admin = await signIn(t, 'admin');
    expect((await templateOf(admin, 'group-create')).statusCode).toBe(200);
    expect((await templateOf(admin, 'group-edit')).data.data.loadData).toBe(true);
    const operator = await signIn(t, 'operatore');
    const refused = await templateOf(operator, 'group-create');
    expect(refused.statusCode).toBe(403);
    expect(refused.data.code).toBe('forbidden');
    expect((await submit(operator, 'group-create', valid())).data.code).toBe('forbidden');
    expect((await templateOf(new Agent(t.app), 'group-edit')).data.code).toBe('auth_required');
  });

  it('answers 400 in Italian: bad province, coordinates, e-mail; a kind outside the list', async () => {
    const res = await submit(
      await signIn(t, 'admin'),
      'group-create',
      valid({ province: 'siena', lat: '143.5', lng: '', email: 'info', kind: 'comune' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({
      kind: 'Tipo: opzione non valida',
      email: 'E-mail: indirizzo email non valido',
      province: 'Provincia: la sigla di due lettere maiuscole, per esempio SI',
      lat: 'Latitudine: un numero tra -90 e 90 con il punto decimale, per esempio 43.3188',
      lng: 'Longitudine: campo obbligatorio',
    });
  });

  it('hides only IAT offices', async () => {
    const res = await submit(
      await signIn(t, 'admin'),
      'group-create',
      valid({ kind: 'redazione', status: '4' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({ status: 'Stato: solo un ufficio IAT può essere nascosto.' });
  });

  it('creates the group with a slug from its name, unique', async () => {
    const admin = await signIn(t, 'admin');
    const res = await submit(admin, 'group-create', valid({ slug: 'admin' }));
    expect(res.statusCode).toBe(200);
    expect(res.data.data.message).toBe('Gruppo creato.');
    expect(await groupBySlug(t, 'iat-montepulciano')).toMatchObject({
      name: 'IAT Montepulciano',
      kind: 'iat',
      status: 1,
      email: 'info@iat-montepulciano.example',
      phone: '+39-0578757341',
      province: 'SI',
      lat: 43.0986,
      lng: 11.7872,
    });
    expect((await submit(admin, 'group-create', valid({ lat: '', lng: '' }))).statusCode).toBe(200);
    expect(await groupBySlug(t, 'iat-montepulciano-2')).toMatchObject({ lat: null, lng: null });
  });

  it('loads a group for editing (phone as prefix-number) and saves it, slug unchanged', async () => {
    const admin = await signIn(t, 'admin');
    const siena = await groupBySlug(t, 'iat-siena');
    const data = await dataOf(admin, 'group-edit', 'make-iat', siena.id);
    expect(data.data.data).toMatchObject({
      slug: 'iat-siena',
      name: 'IAT Siena',
      kind: 'iat',
      status: '1',
      phone: '+39-0577280551',
      lat: '43.3176',
    });
    const res = await submit(
      admin,
      'group-edit',
      { ...data.data.data, name: 'IAT Siena - Piazza del Duomo', status: '4' },
      { id: siena.id },
    );
    expect(res.statusCode).toBe(200);
    expect(await groupBySlug(t, 'iat-siena')).toMatchObject({
      name: 'IAT Siena - Piazza del Duomo',
      status: 4,
    });
  });

  it('answers 404 for a group that does not exist and 400 without an id', async () => {
    const admin = await signIn(t, 'admin');
    expect((await dataOf(admin, 'group-edit', 'make-iat', 99999)).statusCode).toBe(404);
    const res = await submit(admin, 'group-edit', valid());
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('Indica quale elemento vuoi modificare.');
  });
});
