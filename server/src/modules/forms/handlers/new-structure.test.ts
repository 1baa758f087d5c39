import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';
import { Agent } from '../../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../../test/demo-app.js';
import {
  dataOf,
  formsDb,
  mailsTo,
  membershipsOf,
  submit,
  templateOf,
  userByUsername,
} from '../forms.test-kit.js';
import { solidImage, upload } from '../../media/media.test-kit.js';

describe('form newStructure', () => {
  let t: TestApp;
  let pienza: { value: string; label: string };
  beforeAll(async () => {
    t = await buildDemoApp();
    // The municipality as the async select gets it: from the options lookup.
    const options = await (
      await signIn(t, 'struttura')
    ).get('/api/options/municipalities.json?search=Pienza');
    pienza = options.data.data.data[0];
  });
  afterAll(() => t.close());

  const valid = (extra: Record<string, unknown> = {}) => ({
    name: 'Agriturismo Le Querce',
    category: 'agriturismo',
    address: 'Podere Le Querce 4',
    postalCode: '53026',
    municipality: pienza,
    phone: '+39-0578748123',
    email: 'Info@LeQuerce.example',
    website: 'https://www.lequerce.example',
    fullName: 'Alessandro Ricci',
    notes: 'Dodici posti letto, aperto da aprile a ottobre.',
    declaration: true,
    ...extra,
  });

  it('serves the template: stars only for hotels, the municipality from the options lookup', async () => {
    const res = await templateOf(await signIn(t, 'struttura'), 'newStructure', 'make-vt');
    expect(res.statusCode).toBe(200);
    const fields = res.data.data.fields;
    const field = (name: string) => fields.find((f: { fieldname?: string }) => f.fieldname === name);
    expect(field('stars').showIf).toEqual([{ fieldname: 'category', value: 'hotel' }]);
    expect(field('municipality')).toMatchObject({
      type: 'asyncSelect',
      source: { url: '/api/options/municipalities.json' },
    });
    // The template names the spec's telephoneField; the engine serves its own telephone.
    expect(field('phone').type).toBe('telephone');
    expect(field('otherPhones')).toMatchObject({
      type: 'add',
      label: 'Aggiungi un altro telefono',
      max: 3,
      fieldsToAdd: [expect.objectContaining({ type: 'telephone', fieldname: 'otherPhone', required: true })],
    });
    expect(res.data.data.loadData).toBe(true);
  });

  it("loads the user's full name as the contact", async () => {
    const res = await dataOf(await signIn(t, 'struttura'), 'newStructure', 'make-vt');
    expect(res.data.data).toEqual({ fullName: 'Alessandro Ricci' });
  });

  it('refuses without a session', async () => {
    const res = await submit(new Agent(t.app), 'newStructure', valid(), { env: 'make-vt' });
    expect(res.data.code).toBe('auth_required');
  });

  it('answers 400 in Italian: a hotel needs its stars, a website its scheme, a phone its digits', async () => {
    const res = await submit(
      await signIn(t, 'struttura'),
      'newStructure',
      valid({ category: 'hotel', website: 'www.lequerce.example', phone: '0578 748123' }),
      { env: 'make-vt' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({
      stars: "Stelle: indica la classificazione dell'albergo",
      website: "Sito web: scrivi l'indirizzo completo, per esempio https://www.esempio.it",
      phone: 'Telefono: numero di telefono non valido',
    });
  });

  it('checks every added phone like the first, and keeps them with the request', async () => {
    const agent = await signIn(t, 'struttura');
    const bad = await submit(
      agent,
      'newStructure',
      valid({ name: 'Casa Bruna', otherPhones: 2, otherPhone_1: '+39-3331234567', otherPhone_2: '12' }),
      { env: 'make-vt' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields).toEqual({ otherPhone_2: 'Altro telefono: numero di telefono non valido' });
    const tooMany = await submit(agent, 'newStructure', valid({ name: 'Casa Bruna', otherPhones: 4 }), {
      env: 'make-vt',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.data.fields.otherPhones).toMatch(/non valid/i);

    const res = await submit(
      agent,
      'newStructure',
      valid({
        name: 'Casa Bruna',
        otherPhones: 2,
        otherPhone_1: '+39-3331234567',
        otherPhone_2: '+39-0577123456',
      }),
      { env: 'make-vt' },
    );
    expect(res.statusCode).toBe(200);
    const request = await formsDb(t)
      .selectFrom('membershipRequests')
      .select('details')
      .where('groupName', '=', 'Casa Bruna')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(request.details).otherPhones).toBe('+39 333 1234567, +39 057 7123456');
  });

  it('refuses a municipality that is not in the list and a postal code of another town', async () => {
    const agent = await signIn(t, 'struttura');
    const fake = await submit(
      agent,
      'newStructure',
      valid({ municipality: { value: '999999', label: 'Atlantide' } }),
      {
        env: 'make-vt',
      },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.data.fields).toEqual({ municipality: "Comune: scegli un comune dall'elenco." });
    const cap = await submit(agent, 'newStructure', valid({ postalCode: '50100' }), { env: 'make-vt' });
    expect(cap.data.fields).toEqual({ postalCode: 'CAP: non corrisponde al comune di Pienza.' });
  });

  it('registers a pending structure with the requester waiting on it; stars of a non-hotel are dropped', async () => {
    const user = await userByUsername(t, 'struttura');
    const res = await submit(
      await signIn(t, 'struttura'),
      'newStructure',
      valid({ stars: '5', owner: 'x' }),
      {
        env: 'make-vt',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.data.successMessage.title).toBe('Struttura registrata');
    const group = await t.db
      .selectFrom('groups')
      .selectAll()
      .where('name', '=', 'Agriturismo Le Querce')
      .executeTakeFirstOrThrow();
    expect(group).toMatchObject({
      slug: 'agriturismo-le-querce',
      kind: 'structure',
      status: 0,
      email: 'info@lequerce.example',
      phone: '+39-0578748123',
      address: 'Podere Le Querce 4, 53026 Pienza',
      city: 'Pienza',
      province: 'SI',
    });
    expect(group.lat).toBeCloseTo(43.08, 1);
    expect(await membershipsOf(t, user.id)).toContainEqual(
      expect.objectContaining({ slug: 'agriturismo-le-querce', env: 'make-vt', role: 'structure', stato: 0 }),
    );
    const request = await formsDb(t)
      .selectFrom('membershipRequests')
      .selectAll()
      .where('groupId', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(request.details)).toEqual({
      category: 'Agriturismo',
      municipality: 'Pienza (SI)',
      contactName: 'Alessandro Ricci',
      website: 'https://www.lequerce.example',
    });
    const mail = (await mailsTo(t, 'lorenzo.guidi@example.org')).at(-1);
    expect(mail?.subject).toBe('Sportello: nuova richiesta di registrazione di una nuova struttura');
    expect(mail?.textBody).toContain('Referente: Alessandro Ricci');
  });

  it('a second structure of the same name gets its own slug; the admin approves it and it becomes visible', async () => {
    const user = await userByUsername(t, 'struttura.siena');
    const res = await submit(
      await signIn(t, 'struttura.siena'),
      'newStructure',
      valid({ category: 'hotel', stars: '4', fullName: 'Valentina Rossi' }),
      { env: 'make-vt' },
    );
    expect(res.statusCode).toBe(200);
    const group = await t.db
      .selectFrom('groups')
      .select(['id', 'status'])
      .where('slug', '=', 'agriturismo-le-querce-2')
      .executeTakeFirstOrThrow();
    const admin = await signIn(t, 'admin');
    const list = await admin.get('/api/forms/requests.json?status=pending');
    const item = list.data.data.elements.find((r: { area: { id: number } }) => r.area.id === group.id);
    expect(item).toMatchObject({
      type: 'structure',
      typeLabel: 'Nuova struttura',
      area: { name: 'Agriturismo Le Querce', kindLabel: 'Struttura ricettiva' },
      requester: { fullName: 'Valentina Rossi' },
    });
    expect(item.details).toContainEqual({ label: 'Tipologia', value: 'Albergo ★★★★' });
    const decided = await admin.post(`/api/forms/requests/${item.id}/decision`, { decision: 'approve' });
    expect(decided.statusCode).toBe(200);
    expect(
      (await t.db.selectFrom('groups').select('status').where('id', '=', group.id).executeTakeFirstOrThrow())
        .status,
    ).toBe(1);
    expect(await membershipsOf(t, user.id)).toContainEqual(
      expect.objectContaining({ slug: 'agriturismo-le-querce-2', role: 'structure', stato: 1 }),
    );
    expect((await mailsTo(t, user.email)).at(-1)?.subject).toBe(
      'Sportello: richiesta di registrazione di una nuova struttura approvata',
    );
  });

  it('a refused structure is removed, the request stays in the history', async () => {
    const group = await t.db
      .selectFrom('groups')
      .select('id')
      .where('slug', '=', 'agriturismo-le-querce')
      .executeTakeFirstOrThrow();
    const admin = await signIn(t, 'admin');
    const list = await admin.get('/api/forms/requests.json');
    const item = list.data.data.elements.find((r: { area: { id: number } }) => r.area.id === group.id);
    const refused = await admin.post(`/api/forms/requests/${item.id}/decision`, {
      decision: 'refuse',
      note: 'La struttura risulta già registrata.',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.data.data.request).toMatchObject({
      status: 'refused',
      area: { id: null, name: 'Agriturismo Le Querce' },
      note: 'La struttura risulta già registrata.',
    });
    expect(
      await t.db.selectFrom('groups').select('id').where('id', '=', group.id).executeTakeFirst(),
    ).toBeUndefined();
    const history = await admin.get('/api/forms/requests.json?status=refused');
    expect(history.data.data.elements.map((r: { id: string }) => r.id)).toContain(item.id);
  });

  it('keeps the photos: in use, they cannot be deleted; a photo of another office is refused', async () => {
    const owner = await signIn(t, 'struttura');
    const photo = (
      await upload(
        owner,
        'image',
        { filename: 'facciata.png', data: await solidImage('png', 400, 300) },
        {},
        '?env=make-vt',
      )
    ).data.data.data;
    const stranger = await signIn(t, 'operatore');
    const foreign = (
      await upload(
        stranger,
        'image',
        { filename: 'altro.png', data: await solidImage('png', 200, 200) },
        {},
        '?env=make-iat',
      )
    ).data.data.data;

    const refused = await submit(
      owner,
      'newStructure',
      valid({ name: 'Villa Le Foto', photos: [{ id: foreign.id, name: 'altro.png' }] }),
      { env: 'make-vt' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.data.fields).toHaveProperty('photos');

    const res = await submit(
      owner,
      'newStructure',
      valid({ name: 'Villa Le Foto', photos: [{ id: photo.id, name: 'facciata.png' }] }),
      { env: 'make-vt' },
    );
    expect(res.statusCode).toBe(200);
    const removal = await owner.post('/api/media/remove.json?env=make-vt', { imageid: photo.id });
    expect(removal.statusCode).toBe(409);
    expect(removal.data.message).toBe('Questa immagine è in uso e non può essere eliminata.');
  });
});
