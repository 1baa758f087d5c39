import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { Agent } from '../../../test/agent.js';
import { createTestGroup } from '../../../test/factories.js';
import { createContent } from '../../seed/content-factory.js';
import { signedIn as signedInAgent } from './content.test-kit.js';

/** Signs a new user in; the agent knows the user's id, name and group. */
async function signedIn(t: TestApp, opts: Parameters<typeof signedInAgent>[1]) {
  const agent = await signedInAgent(t, opts);
  const row = await t.db
    .selectFrom('users')
    .select('fullName')
    .where('id', '=', agent.id)
    .executeTakeFirstOrThrow();
  return Object.assign(agent, { fullName: row.fullName });
}
type Signed = Awaited<ReturnType<typeof signedIn>>;

const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 1000);
const html = (text: string) => `<p>${text}</p>`;
type Item = { id: number; name: string; [k: string]: unknown };
const names = (res: { data: { data: { data: Item[] } } }) => res.data.data.data.map((i) => i.name);

describe('Elenco dei contenuti (GET /api/content-list.json)', () => {
  let t: TestApp;
  let editorF: Signed;
  let editorF2: Signed;
  let editorL: Signed;
  let editorP: Signed;
  let reviewer: Signed;
  let admin: Signed;
  let operator: Signed;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const firenze = await createTestGroup(t.db, { name: 'IAT Firenze' });
    const lucca = await createTestGroup(t.db, { name: 'IAT Lucca' });
    const pisa = await createTestGroup(t.db, { name: 'IAT Pisa' });
    editorF = await signedIn(t, { role: 'editor', group: firenze, fullName: 'Sara Lombardi' });
    editorF2 = await signedIn(t, { role: 'editor', group: firenze, userType: 'redazione' });
    editorL = await signedIn(t, { role: 'editor', group: lucca });
    editorP = await signedIn(t, { role: 'editor', group: pisa });
    reviewer = await signedIn(t, { role: 'reviewer', fullName: 'Chiara Benedetti' });
    admin = await signedIn(t, { role: 'admin' });
    operator = await signedIn(t, { role: 'operator', group: firenze });
    const by = (s: Signed) => ({ groupId: s.groupId, creator: { id: s.id, name: s.fullName } });

    ids.F1 = await createContent(t.db, {
      type: 'itinerario',
      ...by(editorF),
      createdAt: '2025-03-10T10:00:00.000Z',
      status: 'published',
      updates: 2,
      api: true,
      reviewerId: reviewer.id,
      docs: {
        it: {
          base: { titolo: 'Il Duomo di Firenze', abstract: html('Una passeggiata intorno alla cattedrale') },
        },
        en: { base: { titolo: 'Florence Cathedral', abstract: html('A walk around the <b>cathedral</b>') } },
      },
    });
    ids.F2 = await createContent(t.db, {
      type: 'itinerario',
      ...by(editorF2),
      createdAt: '2025-05-20T09:00:00.000Z',
      status: 'pending',
      reviewerId: reviewer.id,
      docs: { it: { base: { titolo: "Città e borghi della Val d'Orcia" } } },
    });
    ids.F3 = await createContent(t.db, {
      type: 'evento',
      ...by(editorF),
      createdAt: '2025-07-01T18:00:00.000Z',
      status: 'draft',
      docs: {
        it: {
          base: {
            titolo: 'Festa della Rificolona',
            quando: [{ dateRange: { from: day('2020-09-06'), to: day('2020-09-07') }, timetables: [] }],
          },
        },
      },
    });
    ids.F4 = await createContent(t.db, {
      type: 'evento',
      ...by(editorF2),
      createdAt: '2025-09-15T08:00:00.000Z',
      status: 'delete_requested',
      vt: true,
      docs: {
        it: {
          base: {
            titolo: 'Mostra agli Uffizi',
            abstract: html('Capolavori del Rinascimento'),
            quando: [{ dateRange: { from: day('2099-01-01'), to: day('2099-02-01') }, timetables: [] }],
          },
        },
        en: { base: { titolo: 'Exhibition at the Uffizi' } },
        fr: { base: { titolo: 'Exposition aux Offices' } },
      },
    });
    ids.L1 = await createContent(t.db, {
      type: 'itinerario_bike',
      ...by(editorL),
      createdAt: '2025-04-02T12:00:00.000Z',
      status: 'published',
      docs: {
        it: { base: { titolo: 'Le Mura di Lucca in bicicletta' } },
        de: { base: { titolo: 'Die Stadtmauer von Lucca mit dem Fahrrad' } },
      },
    });
    ids.L2 = await createContent(t.db, {
      type: 'evento',
      ...by(editorL),
      createdAt: '2025-08-08T12:00:00.000Z',
      docs: { it: { base: { titolo: 'Puccini Festival' } } },
    });
    ids.R1 = await createContent(t.db, {
      type: 'proposta',
      ...by(reviewer),
      createdAt: '2025-01-15T12:00:00.000Z',
      status: 'published',
      api: true,
      docs: { it: { base: { titolo: 'Proposta: Chianti in tre giorni' } } },
    });
    // Neither a guide nor a deleted content is in the content list.
    ids.G1 = await createContent(t.db, {
      type: 'guida_citta',
      ...by(editorF),
      docs: { it: { base: { titolo: 'Guida del Duomo' } } },
    });
    ids.D1 = await createContent(t.db, {
      type: 'itinerario',
      ...by(editorF),
      status: 'deleted',
      docs: { it: { base: { titolo: 'Duomo cancellato' } } },
    });
    for (let i = 1; i <= 22; i++)
      await createContent(t.db, {
        type: 'punto_interesse',
        ...by(editorP),
        createdAt: new Date(Date.UTC(2025, 10, 1, 8, i)).toISOString(),
        docs: { it: { base: { titolo: `Pisa ${String(i).padStart(2, '0')}` } } },
      });
    // The Duomo was the last one edited.
    await t.db
      .updateTable('contents')
      .set({ updatedAt: '2025-12-01T00:00:00.000Z' })
      .where('id', '=', ids.F1)
      .execute();
  });
  afterAll(() => t.close());

  it("scopes the list by the same rule as one content: an editor sees their group's, reviewers and admins all", async () => {
    const f = await editorF.get('/api/content-list.json?env=make-iat');
    expect(f.statusCode).toBe(200);
    expect(names(f)).toEqual([
      'Mostra agli Uffizi',
      'Festa della Rificolona',
      "Città e borghi della Val d'Orcia",
      'Il Duomo di Firenze',
    ]);
    expect(f.data.data.totalCount).toBe(4);
    expect(names(await editorL.get('/api/content-list.json'))).toEqual([
      'Puccini Festival',
      'Le Mura di Lucca in bicicletta',
    ]);
    const all = await admin.get('/api/content-list.json?contentPage=2');
    expect(all.data.data.totalCount).toBe(7 + 22);
    const rev = await reviewer.get('/api/content-list.json?contentPage=2');
    expect(rev.data.data.totalCount).toBe(29);
    expect(rev.data.data.data).toHaveLength(9);
  });

  it('refuses people who do not work on contents (403), and callers without a session', async () => {
    const res = await operator.get('/api/content-list.json');
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('forbidden');
    const anonymous = await new Agent(t.app).get('/api/content-list.json');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.data.code).toBe('auth_required');
  });

  it('builds each row: creator, reviewer, status, expiry, updates, row action and actions', async () => {
    const res = await editorF.get('/api/content-list.json');
    const byId = new Map<number, Item>(res.data.data.data.map((i: Item) => [i.id, i]));
    expect(byId.get(ids.F1!)).toMatchObject({
      name: 'Il Duomo di Firenze',
      langs: ['it', 'en'],
      creator: 'Sara Lombardi',
      creatorId: editorF.id,
      creatorUsername: editorF.username,
      creatorKind: 'user',
      creatorGroupId: editorF.groupId,
      slug: 'il-duomo-di-firenze',
      created: '2025-03-10T10:00:00.000Z',
      type: 'Itinerario',
      family: 'content',
      status: { name: 'Pubblicato', code: 'published', icon: 'CheckCircleOutlined' },
      isActive: true,
      isExpired: false,
      updates: { count: 2, label: 'aggiornamenti' },
      reviewer: { label: 'Revisore', name: 'Chiara Benedetti', image: null },
      rowAction: { action: 'edit', vt: false },
      api: null,
      image: null,
    });
    expect((byId.get(ids.F1!)!.actions as Item[]).map((a) => [a.action, a.name, a.icon])).toEqual([
      ['preview', 'Anteprima', 'VisibilityOutlined'],
      ['edit', 'Modifica', 'EditOutlined'],
      ['copy', 'Duplica', 'ContentCopyOutlined'],
      ['delete_lang', 'Elimina lingue', 'TranslateOutlined'],
      ['delete', 'Elimina', 'DeleteOutlined'],
      ['history', 'Storico aggiornamenti', 'HistoryOutlined'],
    ]);
    expect((byId.get(ids.F1!)!.actions as Item[])[3]).toMatchObject({ modal: 'list-delete-modal' });
    expect((byId.get(ids.F1!)!.actions as Item[])[4]).toMatchObject({
      confirm: 'Vuoi eliminare questo contenuto?',
    });
    // One language: no "Elimina lingue".
    expect((byId.get(ids.F2!)!.actions as Item[]).map((a) => a.action)).toEqual([
      'preview',
      'edit',
      'copy',
      'delete',
      'history',
    ]);
    expect(byId.get(ids.F3!)).toMatchObject({ isExpired: true, isActive: false, status: { name: 'Bozza' } });
    // A content whose deletion was requested is only viewed (and copied).
    expect(byId.get(ids.F4!)).toMatchObject({
      status: { name: 'Eliminazione richiesta', code: 'delete_requested' },
      rowAction: { action: 'view', vt: true },
      isExpired: false,
    });
    expect((byId.get(ids.F4!)!.actions as Item[]).map((a) => a.action)).toEqual([
      'preview',
      'copy',
      'history',
    ]);

    // A reviewer reviews pending contents and sees the API flag.
    const rev = await reviewer.get('/api/content-list.json?contentSearch=orcia');
    expect(rev.data.data.data[0]).toMatchObject({ id: ids.F2, rowAction: { action: 'review' }, api: false });
  });

  it('offers the preview (content-preview-modal) exactly to who may open the preview page', async () => {
    const preview = (rows: Item[], id: number) =>
      (rows.find((r) => r.id === id)?.actions as Item[] | undefined)?.find((a) => a.action === 'preview');
    // The editor of the office, a reviewer and an admin: the row's preview opens the modal…
    for (const who of [editorF, reviewer, admin]) {
      const res = await who.get('/api/content-list.json?contentSearch=duomo');
      expect(preview(res.data.data.data, ids.F1!)).toEqual({
        name: 'Anteprima',
        action: 'preview',
        icon: 'VisibilityOutlined',
        modal: 'content-preview-modal',
      });
      // …and the preview route the modal calls answers the same people.
      const summary = await who.get(`/api/content-preview.json?id=${ids.F1}`);
      expect(summary.statusCode).toBe(200);
      expect(summary.data.data).toMatchObject({ id: ids.F1, title: 'Il Duomo di Firenze' });
    }
    // Another office's editor: no row of Firenze, so no preview of it, and the route refuses it.
    const lucca = await editorL.get('/api/content-list.json?contentSearch=duomo');
    expect(lucca.statusCode).toBe(200);
    expect(preview(lucca.data.data.data, ids.F1!)).toBeUndefined();
    expect((await editorL.get(`/api/content-preview.json?id=${ids.F1}`)).statusCode).toBe(403);
    // The desk (operator) reads no content list and no preview of a content.
    expect((await operator.get('/api/content-list.json')).statusCode).toBe(403);
    expect((await operator.get(`/api/content-preview.json?id=${ids.F1}`)).statusCode).toBe(403);
  });

  it('answers the list furniture: filters, search box, range picker, tiles, labels, columns', async () => {
    const res = await editorF.get('/api/content-list.json?contentType=evento&contentOrder=name');
    const d = res.data.data;
    expect(d.filters.property).toEqual({
      label: 'Proprietà',
      selected: '',
      data: [
        { label: 'Tutti i contenuti', value: '' },
        { label: 'I miei contenuti', value: 'mine' },
        { label: 'Del mio gruppo', value: 'group' },
      ],
    });
    expect(d.filters.type.selected).toBe('evento');
    expect(d.filters.type.data[0]).toEqual({ label: 'Tutti i tipi', value: '' });
    expect(d.filters.type.data.map((o: { value: string }) => o.value)).toEqual([
      '',
      'itinerario',
      'itinerario_bike',
      'proposta',
      'evento',
      'offerta',
      'punto_interesse',
    ]);
    expect(d.filters.status.data.map((o: { label: string }) => o.label)).toEqual([
      'Tutti gli stati',
      'Bozza',
      'In revisione',
      'Pubblicato',
      'Rifiutato',
      'Eliminazione richiesta',
      'Scaduto',
    ]);
    expect(d.filters.updates.data.map((o: { value: string }) => o.value)).toEqual(['', 'with', 'without']);
    expect(d.filters.order).toMatchObject({ label: 'Ordina per', selected: 'name' });
    expect(d.filters.api).toBeNull();
    expect(d.searchBar).toEqual({
      name: 'contentSearch',
      label: 'Cerca',
      placeholder: 'Cerca per titolo o testo',
    });
    expect(d.rangePicker).toEqual({
      label: 'Data di creazione',
      labels: { from: 'Dal', to: 'Al' },
      from: 'createdFrom',
      to: 'createdTo',
    });
    expect(d.tiles).toHaveLength(6);
    expect(d.tiles[0]).toMatchObject({
      actionType: 'create',
      filter: { key: 'contentType', value: 'itinerario' },
      name: 'Itinerario',
      icon: 'HikingOutlined',
      family: 'content',
    });
    expect(d.nextPage).toEqual({ hasNext: false, loadMoreLabel: 'Carica altri contenuti' });
    expect(d.noResultsLabel).toBe('Nessun contenuto corrisponde alla ricerca.');
    expect(d.columns).toEqual({ created: true, api: false });
    expect(d.showAddToList).toBe(true);

    const other = await editorF2.get('/api/content-list.json');
    expect(other.data.data.columns).toEqual({ created: false, api: false });
    const rev = await reviewer.get('/api/content-list.json?env=make-iat');
    expect(rev.data.data.columns.api).toBe(true);
    expect(rev.data.data.filters.api).toEqual({
      label: 'API',
      selected: '',
      data: [
        { label: 'Tutti', value: '' },
        { label: 'Esposti alle API', value: '1' },
        { label: 'Non esposti alle API', value: '0' },
      ],
    });
    const vt = await admin.get('/api/content-list.json?env=make-vt');
    expect(vt.data.data.showAddToList).toBe(false);
    // What the web client adds to every call (spec 1 §7) is accepted and ignored.
    const extra = await editorF.get(
      '/api/content-list.json?env=make-iat&gateway-userenv=make-iat&v=1732170000&url-param-contentPage=2&refresh=3',
    );
    expect(extra.statusCode).toBe(200);
    expect(extra.data.data.totalCount).toBe(4);
  });

  it('filters by property, type, status, expiry, updates and API', async () => {
    const q = async (agent: Signed, query: string) =>
      names(await agent.get(`/api/content-list.json?${query}`));
    expect(await q(editorF, 'contentProperty=mine')).toEqual([
      'Festa della Rificolona',
      'Il Duomo di Firenze',
    ]);
    expect(await q(editorF, 'contentProperty=group')).toHaveLength(4);
    expect(await q(editorF, 'contentProperty=')).toHaveLength(4);
    expect(await q(admin, 'contentProperty=group')).toEqual([]);
    expect(await q(reviewer, 'contentProperty=mine')).toEqual(['Proposta: Chianti in tre giorni']);
    expect(await q(editorF, 'contentType=evento')).toEqual(['Mostra agli Uffizi', 'Festa della Rificolona']);
    expect(await q(admin, 'contentType=itinerario_bike')).toEqual(['Le Mura di Lucca in bicicletta']);
    expect(await q(editorF, 'contentStatus=pending')).toEqual(["Città e borghi della Val d'Orcia"]);
    expect(await q(editorF, 'contentStatus=published')).toEqual(['Il Duomo di Firenze']);
    expect(await q(editorF, 'contentStatus=delete_requested')).toEqual(['Mostra agli Uffizi']);
    expect(await q(editorF, 'contentStatus=expired')).toEqual(['Festa della Rificolona']);
    expect(await q(editorF, 'contentUpdates=with')).toEqual(['Il Duomo di Firenze']);
    expect(await q(editorF, 'contentUpdates=without')).toHaveLength(3);
    expect(await q(reviewer, 'api=1')).toEqual(['Il Duomo di Firenze', 'Proposta: Chianti in tre giorni']);
    expect(await q(reviewer, 'api=0&contentPage=2')).toHaveLength(7);
    // Editors have no API filter: the key is ignored.
    expect(await q(editorF, 'api=1')).toHaveLength(4);
    expect(await q(editorF, 'contentType=evento&contentStatus=draft&contentProperty=mine')).toEqual([
      'Festa della Rificolona',
    ]);
  });

  it('searches names and texts in every language, whatever the accents and the case, by word prefix', async () => {
    const q = async (agent: Signed, search: string) =>
      names(await agent.get(`/api/content-list.json?contentSearch=${encodeURIComponent(search)}`));
    expect(await q(editorF, 'duomo')).toEqual(['Il Duomo di Firenze']);
    expect(await q(editorF, 'DUOMO')).toEqual(['Il Duomo di Firenze']);
    expect(await q(editorF, 'duo')).toEqual(['Il Duomo di Firenze']);
    expect(await q(editorF, 'citta')).toEqual(["Città e borghi della Val d'Orcia"]);
    expect(await q(editorF, 'CITTÀ')).toEqual(["Città e borghi della Val d'Orcia"]);
    expect(await q(editorF, "val d'orcia")).toEqual(["Città e borghi della Val d'Orcia"]);
    expect(await q(editorF, 'cathedral')).toEqual(['Il Duomo di Firenze']);
    expect(await q(editorF, 'passeggiata cattedrale')).toEqual(['Il Duomo di Firenze']);
    expect(await q(editorF, 'rinasc')).toEqual(['Mostra agli Uffizi']);
    expect(await q(editorF, 'offices')).toEqual(['Mostra agli Uffizi']);
    expect(await q(editorF, 'festa puccini')).toEqual([]);
    // Another group's content is not found, even by its German name.
    expect(await q(editorF, 'fahrrad')).toEqual([]);
    expect(await q(admin, 'fahrrad')).toEqual(['Le Mura di Lucca in bicicletta']);
    // Deleted contents and guides are not in this list.
    expect(await q(admin, 'cancellato')).toEqual([]);
    expect(await q(admin, 'guida')).toEqual([]);
    // Query syntax of either engine is taken as plain words.
    for (const tricky of ['"', '*', "') or 1=1 --", 'duomo:* | festa', 'NEAR(a b)', '&!|', "o'"]) {
      const res = await editorF.get(`/api/content-list.json?contentSearch=${encodeURIComponent(tricky)}`);
      expect(res.statusCode, tricky).toBe(200);
    }
    expect(await q(editorF, 'duomo:* | festa')).toEqual([]);
    expect(await q(editorF, '"duomo"')).toEqual(['Il Duomo di Firenze']);
  });

  it('filters by creation date, both ends included', async () => {
    const q = async (query: string) => names(await editorF.get(`/api/content-list.json?${query}`));
    expect(await q('createdFrom=2025-05-20&createdTo=2025-07-01')).toEqual([
      'Festa della Rificolona',
      "Città e borghi della Val d'Orcia",
    ]);
    expect(await q('createdFrom=2025-07-02')).toEqual(['Mostra agli Uffizi']);
    expect(await q('createdTo=2025-03-10')).toEqual(['Il Duomo di Firenze']);
    expect(await q('createdFrom=2025-03-11&createdTo=2025-03-31')).toEqual([]);
  });

  it('orders by creation (newest or oldest first), last change and name', async () => {
    const q = async (order: string) =>
      names(await editorF.get(`/api/content-list.json?contentOrder=${order}`));
    expect(await q('recent')).toEqual([
      'Mostra agli Uffizi',
      'Festa della Rificolona',
      "Città e borghi della Val d'Orcia",
      'Il Duomo di Firenze',
    ]);
    expect(await q('oldest')).toEqual([
      'Il Duomo di Firenze',
      "Città e borghi della Val d'Orcia",
      'Festa della Rificolona',
      'Mostra agli Uffizi',
    ]);
    expect(await q('updated')).toEqual([
      'Il Duomo di Firenze',
      'Mostra agli Uffizi',
      'Festa della Rificolona',
      "Città e borghi della Val d'Orcia",
    ]);
    expect(await q('name')).toEqual([
      "Città e borghi della Val d'Orcia",
      'Festa della Rificolona',
      'Il Duomo di Firenze',
      'Mostra agli Uffizi',
    ]);
  });

  it('pages by 20 with hasNext; a page beyond the end is empty', async () => {
    const one = await editorP.get('/api/content-list.json');
    expect(one.data.data.data).toHaveLength(20);
    expect(one.data.data.nextPage.hasNext).toBe(true);
    expect(one.data.data.totalCount).toBe(22);
    expect(names(one)[0]).toBe('Pisa 22');
    const two = await editorP.get('/api/content-list.json?contentPage=2');
    expect(names(two)).toEqual(['Pisa 02', 'Pisa 01']);
    expect(two.data.data.nextPage.hasNext).toBe(false);
    const byName = await editorP.get('/api/content-list.json?contentPage=2&contentOrder=name');
    expect(names(byName)).toEqual(['Pisa 21', 'Pisa 22']);
    const beyond = await editorP.get('/api/content-list.json?contentPage=9');
    expect(beyond.data.data).toMatchObject({ data: [], totalCount: 22, nextPage: { hasNext: false } });
  });

  it('refuses a bad query with the parameter named', async () => {
    const cases: [string, string][] = [
      ['contentPage=0', 'contentPage'],
      ['contentPage=abc', 'contentPage'],
      ['contentProperty=others', 'contentProperty'],
      ['contentStatus=gone', 'contentStatus'],
      ['contentOrder=random', 'contentOrder'],
      ['contentUpdates=many', 'contentUpdates'],
      ['api=2', 'api'],
      ['createdFrom=2025-13-45', 'createdFrom'],
      ['createdTo=ieri', 'createdTo'],
      ['createdFrom=2025-05-02&createdTo=2025-05-01', 'createdTo'],
      ['contentType=astronave', 'contentType'],
      ['contentType=guida_citta', 'contentType'],
      [`contentSearch=${'a'.repeat(201)}`, 'contentSearch'],
    ];
    for (const [query, field] of cases) {
      const res = await editorF.get(`/api/content-list.json?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.data.fields), query).toEqual([field]);
    }
  });
});
