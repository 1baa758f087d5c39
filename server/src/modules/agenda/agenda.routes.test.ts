import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgendaContactDetail, TablePage, TableTemplate } from '@sportello/contracts';
import type { TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';

/** The agenda's calls (spec 3 §2 "Agenda", §7), on the demo data. */
describe('agenda', () => {
  let t: TestApp;
  let operator: Agent;
  let referent: Agent;
  let admin: Agent;
  let sienaReferent: Agent;
  let structure: Agent;
  beforeAll(async () => {
    t = await buildDemoApp();
    // One after the other: a burst of sign-ins from one address is slowed down (login-burst).
    const agents: Agent[] = [];
    for (const u of ['operatore', 'referente', 'admin', 'referente.siena', 'struttura'])
      agents.push(await signIn(t, u));
    [operator, referent, admin, sienaReferent, structure] = agents as [Agent, Agent, Agent, Agent, Agent];
  });
  afterAll(() => t.close());

  const env = 'env=make-iat';
  const page = async (agent: Agent, query = '') => {
    const res = await agent.get(`/api/tables/agenda?${env}${query}`);
    expect(res.statusCode, JSON.stringify(res.data)).toBe(200);
    return TablePage.parse(res.data.data);
  };
  const partnerId = async (name: string) =>
    (await t.db.selectFrom('agendaPartners').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  describe('POST /api/crm/contatti/ (the table init) and GET /api/tables/agenda', () => {
    it('gives a desk operator the template with its filters filled, without add, edit or delete', async () => {
      const res = await operator.post(`/api/crm/contatti/?${env}`, {});
      expect(res.statusCode).toBe(200);
      const template = TableTemplate.parse(res.data.data);
      expect(template.page).toBe('agenda');
      expect(template.filters.map((f) => f.name)).toEqual(['kind', 'province', 'municipality', 'category']);
      expect(template.filters.find((f) => f.name === 'kind')!.options.map((o) => o.label)).toContain('Museo');
      expect(template.filters.find((f) => f.name === 'province')!.options.map((o) => o.value)).toContain(
        'SI',
      );
      expect(template.map).toMatchObject({ titleKey: 'name' });
      expect(template.add).toBeNull();
      expect(template.actions.map((a) => a.action)).toEqual(['view', 'share']);
    });

    it('gives a referent the add button', async () => {
      const res = await referent.post(`/api/crm/contatti/?${env}`, {});
      expect(res.data.data.add).toEqual({ label: 'Nuovo partner', action: 'create' });
    });

    it('refuses a structure (403 forbidden) and a stranger (auth_required)', async () => {
      for (const path of ['/api/crm/contatti/?env=make-vt', '/api/tables/agenda?env=make-vt']) {
        const res = path.startsWith('/api/crm') ? await structure.post(path, {}) : await structure.get(path);
        expect(res.statusCode).toBe(403);
        expect(res.data.code).toBe('forbidden');
      }
      const res = await new Agent(t.app).get(`/api/tables/agenda?${env}`);
      expect(res.data.code).toBe('auth_required');
    });

    it('lists offices, the editorial office, structures and partners, never Admin or a pending group', async () => {
      const all = await page(operator, '&itemsPerPage=200');
      expect(all.totalItems).toBeGreaterThan(40);
      const kinds = new Set<string>();
      for (let p = 1; p <= all.totalPages; p++)
        for (const r of (await page(operator, `&page=${p}`)).elements) kinds.add(String(r.cells.kind));
      expect([...kinds]).toEqual(
        expect.arrayContaining(['Ufficio IAT', 'Redazione', 'Struttura ricettiva', 'Museo', 'Comune']),
      );
      expect(kinds.has('Amministrazione')).toBe(false);
    });

    it('searches by name, town or phone, and marks partners with negative row ids and a p key', async () => {
      const museum = await page(operator, '&query=museo%20civico%20di%20siena');
      expect(museum.elements.map((r) => r.cells.name)).toEqual(['Museo Civico di Siena']);
      const row = museum.elements[0]!;
      expect(row.id).toBeLessThan(0);
      expect(row.cells.key).toBe(`p${-row.id}`);
      expect(row.lat).toEqual(expect.any(Number));
      expect(row.cells.categories).toEqual(['Cultura']);
      const byPhone = await page(operator, `&query=${encodeURIComponent('0577 280551')}`);
      expect(byPhone.elements.map((r) => r.cells.name)).toContain('IAT Siena');
    });

    it('filters by kind, province, municipality and category, and sorts by name descending', async () => {
      const museums = await page(operator, '&kind=museum');
      expect(museums.totalItems).toBe(7);
      const siena = await page(operator, '&province=SI&municipality=Siena&sort=name&direction=desc');
      const names = siena.elements.map((r) => String(r.cells.name));
      expect(names).toContain('IAT Siena');
      expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
      const wine = await page(operator, '&category=enogastronomia');
      expect(wine.elements.every((r) => (r.cells.categories as string[]).includes('Enogastronomia'))).toBe(
        true,
      );
      expect(wine.totalItems).toBe(7);
      const offices = await page(operator, '&kind=iat&category=cultura');
      expect(offices.totalItems).toBe(0);
    });

    it('refuses a bad filter, sort and page, naming each', async () => {
      const res = await operator.get(`/api/tables/agenda?${env}&kind=nope&sort=email&page=0`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.data.fields).sort()).toEqual(['kind', 'page', 'sort']);
    });
  });

  describe('GET /api/crm/contatto/{key}', () => {
    it('opens an office with its fields, letter badge and users (name, role, e-mail)', async () => {
      const { id } = await t.db
        .selectFrom('groups')
        .select('id')
        .where('slug', '=', 'iat-siena')
        .executeTakeFirstOrThrow();
      const res = await operator.get(`/api/crm/contatto/g${id}?${env}`);
      expect(res.statusCode).toBe(200);
      const c = AgendaContactDetail.parse(res.data.data);
      expect(c.avatar).toBe('I');
      expect(c.fields.find((f) => f.name === 'phone')).toMatchObject({ link: 'tel:+390577280551' });
      expect(c.fields.find((f) => f.name === 'email')!.link).toBe('mailto:info@iat-siena.example');
      expect(c.users).toEqual(
        expect.arrayContaining([expect.objectContaining({ role: 'Operatore', email: expect.any(String) })]),
      );
      expect(c.share).toMatchObject({ iat: 'IAT Siena', email: 'info@iat-siena.example' });
    });

    it("hides a structure's users from the desk, shows them to an administrator", async () => {
      const { id } = await t.db
        .selectFrom('groups')
        .select('id')
        .where('slug', '=', 'hotel-bellavista-siena')
        .executeTakeFirstOrThrow();
      expect((await operator.get(`/api/crm/contatto/g${id}?${env}`)).data.data.users).toBeNull();
      expect((await admin.get(`/api/crm/contatto/g${id}?${env}`)).data.data.users).not.toBeNull();
      const ops = await operator.get(`/api/crm/contatti/operatori?${env}&group=g${id}`);
      expect(ops.statusCode).toBe(403);
    });

    it('opens a partner with an external website link, editable only by its office', async () => {
      const id = await partnerId('Museo Civico di Siena');
      const mine = AgendaContactDetail.parse(
        (await sienaReferent.get(`/api/crm/contatto/p${id}?${env}`)).data.data,
      );
      expect(mine.editable).toBe(true);
      expect(mine.fields.find((f) => f.name === 'website')).toMatchObject({ external: true });
      expect((await referent.get(`/api/crm/contatto/p${id}?${env}`)).data.data.editable).toBe(false);
    });

    it('answers 404 for an unknown contact, 400 for a bad key, 403 to a structure', async () => {
      expect((await operator.get(`/api/crm/contatto/p999999?${env}`)).statusCode).toBe(404);
      const bad = await operator.get(`/api/crm/contatto/x1?${env}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.data.fields).toHaveProperty('key');
      expect((await structure.get('/api/crm/contatto/g1?env=make-vt')).statusCode).toBe(403);
    });
  });

  describe('GET /api/crm/contatti/operatori', () => {
    it("lists an office's users for the desk, refuses a bad group and a structure", async () => {
      const { id } = await t.db
        .selectFrom('groups')
        .select('id')
        .where('slug', '=', 'iat-firenze')
        .executeTakeFirstOrThrow();
      const res = await operator.get(`/api/crm/contatti/operatori?${env}&group=g${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.data.data.users.map((u: { role: string }) => u.role)).toContain('Referente');
      const bad = await operator.get(`/api/crm/contatti/operatori?${env}&group=`);
      expect(bad.statusCode).toBe(400);
      expect(bad.data.fields).toHaveProperty('group');
      expect((await structure.get(`/api/crm/contatti/operatori?env=make-vt&group=g${id}`)).statusCode).toBe(
        403,
      );
    });
  });

  describe('sending a contact by e-mail', () => {
    const outbox = (to: string) =>
      t.db.selectFrom('outboxMails').selectAll().where('toAddress', '=', to).orderBy('id').execute();

    it('send-to-email type contatto puts the JSON card in the outbox', async () => {
      const id = await partnerId('Autolinee Pisa');
      const contatto = {
        iat: 'Autolinee Pisa',
        email: 'info@autolinee-pisa.example',
        tel: '+39 050202074',
        values: { address: 'Viale della Stazione 10, Pisa', website: 'https://www.autolinee-pisa.example' },
      };
      const res = await operator.post(`/api/crm/contatti/invia-email?${env}`, {
        mailDest: 'visitatore@example.org',
        type: 'contatto',
        locale: 'en',
        group: `p${id}`,
        contatto: JSON.stringify(contatto),
      });
      expect(res.statusCode, JSON.stringify(res.data)).toBe(200);
      expect(res.data.data.message).toBe('Email inviata con successo');
      const [mail] = await outbox('visitatore@example.org');
      expect(mail!.subject).toBe('I contatti di Autolinee Pisa');
      expect(mail!.textBody).toContain('How to reach Autolinee Pisa: https://www.autolinee-pisa.example');
      expect(mail!.textBody).toContain('Viale della Stazione 10, Pisa');
      expect(mail!.replyTo).toBe('info@iat-firenze.example');
    });

    it('refuses an empty e-mail with the spec text, and a structure', async () => {
      const res = await operator.post(`/api/crm/contatti/invia-email?${env}`, {
        mailDest: '',
        type: 'contatto',
        group: 'g1',
        contatto: '{}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.data.fields.mailDest).toBe("L'email non può essere vuota");
      const refused = await structure.post('/api/crm/contatti/invia-email?env=make-vt', {
        mailDest: 'a@example.org',
        type: 'contatto',
        group: 'g1',
        contatto: '{}',
      });
      expect(refused.statusCode).toBe(403);
    });

    it('mailsender sends the card the server knows (group, mailSender)', async () => {
      const { id } = await t.db
        .selectFrom('groups')
        .select('id')
        .where('slug', '=', 'iat-lucca')
        .executeTakeFirstOrThrow();
      const res = await operator.post(`/api/crm/contatti/mailsender?${env}`, {
        group: `g${id}`,
        mailSender: 'ospite@example.org',
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await outbox('ospite@example.org');
      expect(mail!.textBody).toContain('+39 0583583150');
      const bad = await operator.post(`/api/crm/contatti/mailsender?${env}`, {
        group: 'g1',
        mailSender: 'x',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.data.fields).toHaveProperty('mailSender');
      expect(
        (
          await structure.post('/api/crm/contatti/mailsender?env=make-vt', {
            group: `g${id}`,
            mailSender: 'a@example.org',
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('partners on the form engine (/api/forms/agenda-contact)', () => {
    const values = {
      name: 'Museo della Vite',
      kind: 'museum',
      categories: ['cultura', 'enogastronomia'],
      address: { address: 'Via del Chianti 4', lat: null, lng: null },
      city: 'Greve in Chianti',
      province: 'FI',
      phone: '+39-055853600',
      email: 'Info@MuseoVite.example',
      website: 'https://museovite.example',
      notes: 'Chiuso il lunedì',
    };

    it('lets a referent add a partner to their office, placed at the town when no point is given', async () => {
      const tpl = await referent.get(`/api/forms/agenda-contact/template.json?${env}`);
      expect(tpl.statusCode).toBe(200);
      expect(tpl.data.data.fields.map((f: { fieldname?: string }) => f.fieldname)).not.toContain('office');
      const res = await referent.post(`/api/forms/agenda-contact?${env}`, { values });
      expect(res.statusCode, JSON.stringify(res.data)).toBe(200);
      const row = await t.db
        .selectFrom('agendaPartners')
        .innerJoin('groups', 'groups.id', 'agendaPartners.groupId')
        .select(['groups.slug', 'agendaPartners.email', 'agendaPartners.lat', 'agendaPartners.id'])
        .where('agendaPartners.name', '=', 'Museo della Vite')
        .executeTakeFirstOrThrow();
      expect(row.slug).toBe('iat-firenze');
      expect(row.email).toBe('info@museovite.example');
      expect(row.lat).toEqual(expect.any(Number));
      const found = await page(operator, '&query=vite&category=enogastronomia');
      expect(found.elements.map((r) => r.cells.name)).toEqual(['Museo della Vite']);
    });

    it("refuses another office's partner by id (load, save and delete), and an operator", async () => {
      const id = await partnerId('Museo Civico di Siena');
      const load = await referent.get(`/api/forms/agenda-contact/data.json?${env}&id=${id}`);
      expect(load.statusCode).toBe(403);
      const save = await referent.post(`/api/forms/agenda-contact?${env}`, { id, values });
      expect(save.statusCode).toBe(403);
      const del = await referent.post(`/api/tables/agenda/delete?${env}`, {
        id,
        params: { type: 'partner' },
      });
      expect(del.statusCode).toBe(403);
      expect(
        (await t.db.selectFrom('agendaPartners').select('name').where('id', '=', id).executeTakeFirst())
          ?.name,
      ).toBe('Museo Civico di Siena');
      expect((await operator.post(`/api/forms/agenda-contact?${env}`, { values })).statusCode).toBe(403);
    });

    it("lets the office's referent edit and delete it", async () => {
      const id = await partnerId('Museo Civico di Siena');
      const load = await sienaReferent.get(`/api/forms/agenda-contact/data.json?${env}&id=${id}`);
      expect(load.data.data).toMatchObject({
        name: 'Museo Civico di Siena',
        kind: 'museum',
        categories: ['cultura'],
      });
      const save = await sienaReferent.post(`/api/forms/agenda-contact?${env}`, {
        id,
        values: { ...load.data.data, phone: '+39-0577292222' },
      });
      expect(save.statusCode, JSON.stringify(save.data)).toBe(200);
      expect((await page(operator, '&query=0577292222')).elements.map((r) => r.cells.name)).toEqual([
        'Museo Civico di Siena',
      ]);
      const del = await sienaReferent.post(`/api/tables/agenda/delete?${env}`, {
        id,
        params: { type: 'partner' },
      });
      expect(del.statusCode).toBe(200);
      expect(del.data.data.message).toBe('Contatto eliminato.');
    });

    it('refuses a bad payload, naming the field, and a group row for delete', async () => {
      const res = await referent.post(`/api/forms/agenda-contact?${env}`, {
        values: { ...values, province: 'Firenze', website: 'museo' },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.data.fields)).toEqual(expect.arrayContaining(['province', 'website']));
      const del = await admin.post(`/api/tables/agenda/delete?${env}`, { id: 1, params: {} });
      expect(del.statusCode).toBe(400);
      expect(del.data.fields).toHaveProperty(['params.type']);
    });

    it('lets an administrator add a partner to an office they choose', async () => {
      const tpl = await admin.get(`/api/forms/agenda-contact/template.json?${env}`);
      const office = tpl.data.data.fields.find((f: { fieldname?: string }) => f.fieldname === 'office');
      const pisa = office.options.find((o: { label: string }) => o.label === 'IAT Pisa');
      const res = await admin.post(`/api/forms/agenda-contact?${env}`, {
        values: { ...values, name: 'Consorzio del Litorale', kind: 'consortium', office: pisa.value },
      });
      expect(res.statusCode, JSON.stringify(res.data)).toBe(200);
      const noOffice = await admin.post(`/api/forms/agenda-contact?${env}`, {
        values: { ...values, name: 'Senza ufficio' },
      });
      expect(noOffice.statusCode).toBe(400);
      expect(noOffice.data.fields).toHaveProperty('office');
    });
  });
});

describe('the top-bar search finds contacts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDemoApp();
  });
  afterAll(() => t.close());

  it('in a few keystrokes, from any page, with the key that opens the contact; not for a structure', async () => {
    const operator = await signIn(t, 'operatore');
    const res = await operator.get('/api/autocomplete.json?env=make-iat&query=mus&searchType=content');
    expect(res.statusCode).toBe(200);
    const agenda = res.data.data.groups.find((g: { type: string }) => g.type === 'agenda');
    expect(agenda.label).toBe('Agenda');
    expect(agenda.data[0]).toMatchObject({
      id: expect.stringMatching(/^p\d+$/),
      title: expect.stringMatching(/Museo/),
    });
    const byPhone = await operator.get(
      `/api/autocomplete.json?env=make-iat&query=${encodeURIComponent('0577 280551')}`,
    );
    const office = byPhone.data.data.groups.find((g: { type: string }) => g.type === 'agenda');
    expect(office.data[0]).toMatchObject({
      title: 'IAT Siena',
      info: 'Ufficio IAT · Siena · +39 0577280551',
    });
    const structure = await signIn(t, 'struttura');
    const none = await structure.get('/api/autocomplete.json?env=make-vt&query=mu');
    expect(none.data.data.groups.map((g: { type: string }) => g.type)).not.toContain('agenda');
  });
});
