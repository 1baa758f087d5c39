import { describe, expect, it } from 'vitest';
import { AssetInput, LIST_MESSAGES } from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { upsertAssets } from '../explore/index.js';
import { elementsOf, makeList, useListsWorld } from './lists.test-kit.js';

/** Spec 2 §7 "Lists": every call for the office's operators, 403 for others (by id too), 400 naming the field. */
describe('lists calls', () => {
  const w = useListsWorld();
  const ITEMS: [string, string][] = [
    ['h1', 'accommodation'],
    ['a1', 'attraction'],
    ['r2', 'restaurant'],
    ['e1', 'evento_turismo'],
  ];

  it('creates a list of the office (title, iat, iatName), another operator of the office sees and edits it', async () => {
    const res = await w.op.post('/api/list/lista', {
      title: 'Una giornata a Siena',
      iat: w.siena.slug,
      iatName: 'IAT Siena',
    });
    expect(res.statusCode).toBe(200);
    const list = res.data.data;
    expect(list).toMatchObject({
      title: 'Una giornata a Siena',
      special: false,
      elementsCount: 0,
      iat: w.siena.slug,
    });
    expect(list.creator).toMatch(/Utente/);
    const page = await w.op2.post(`/api/list/listePaginate/${w.siena.slug}`, { page: 1 });
    expect(page.statusCode).toBe(200);
    expect(page.data.data.elements.map((l: { id: number }) => l.id)).toContain(list.id);
    expect(page.data.data.itemsPerPage).toBe(6);
    const put = await w.editor.put(`/api/list/lista/${list.id}`, {
      title: 'Siena in un giorno',
      special: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.data.data.list).toMatchObject({ title: 'Siena in un giorno', special: true });
    expect(put.data.data.message).toBe(LIST_MESSAGES.updated);
  });

  it('title rules: empty and 71 characters refused naming the field, 70 accepted', async () => {
    for (const [title, message] of [
      ['', LIST_MESSAGES.titleRequired],
      ['   ', LIST_MESSAGES.titleRequired],
      ['x'.repeat(71), LIST_MESSAGES.titleTooLong],
      [undefined, LIST_MESSAGES.titleRequired],
    ] as const) {
      const res = await w.op.post('/api/list/lista', title === undefined ? {} : { title });
      expect(res.statusCode, String(title)).toBe(400);
      expect(res.data.fields.title).toBe(message);
    }
    const ok = await w.op.post('/api/list/lista', { title: 'y'.repeat(70) });
    expect(ok.statusCode).toBe(200);
    const id = ok.data.data.id;
    const put = await w.op.put(`/api/list/lista/${id}`, { title: 'z'.repeat(71) });
    expect(put.statusCode).toBe(400);
    expect(put.data.fields.title).toBe(LIST_MESSAGES.titleTooLong);
  });

  it('counts a title as the browser does: 69 characters and an emoji fit, one more does not', async () => {
    const fits = 'a'.repeat(69) + '🏛️';
    const ok = await w.op.post('/api/list/lista', { title: fits });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.data.title).toBe(fits);
    const long = await w.op.post('/api/list/lista', { title: fits + 'b' });
    expect(long.statusCode).toBe(400);
    expect(long.data.fields.title).toBe(LIST_MESSAGES.titleTooLong);
    // The lists page renames: its empty title has the page's own text (spec 2 §5).
    const empty = await w.op.put(`/api/list/lista/${ok.data.data.id}`, { title: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.fields.title).toBe(LIST_MESSAGES.titleRequiredListsPage);
    // A copy's title keeps the emoji whole within 70 characters.
    const long2 = await w.op.post('/api/list/lista', { title: 'b'.repeat(61) + '🇮🇹' + 'c'.repeat(8) });
    const dup = await w.op.get(`/api/list/lista/${long2.data.data.id}/duplica/`);
    expect(dup.data.data.list.title).toBe('b'.repeat(61) + '🇮🇹 (copia)');
  });

  it('adds explore assets, keeps withdrawn and expired ones in place with their red label', async () => {
    const id = await makeList(w.op, 'Da vedere', [
      ...ITEMS,
      ['h6', 'accommodation'],
      ['h7', 'accommodation'],
    ]);
    const page = await elementsOf(w.op, id);
    expect(page.elements.map((e) => [e.resId, e.position])).toEqual([
      ['h1', 1],
      ['a1', 2],
      ['r2', 3],
      ['e1', 4],
      ['h6', 5],
      ['h7', 6],
    ]);
    expect(page.elements[4]!.values.status?.label).toBe('Non più disponibile');
    expect(page.elements[5]!.values.status?.label).toBe('Scaduto');
    expect(page.elements[0]!.values.status).toBeNull();
    expect(page.types.find((t) => t.type === 'accommodation')?.count).toBe(3);
    // Paged (6 a page by default) and by type tab.
    const first = await elementsOf(w.op, id, '?page=2&itemsPerPage=4');
    expect(first.elements.map((e) => e.resId)).toEqual(['h6', 'h7']);
    const hotels = await elementsOf(w.op, id, '?type=accommodation');
    expect(hotels.totalItems).toBe(3);
    // The same item twice: 409.
    const again = await w.op.post(`/api/list/lista/${id}/elemento`, { resId: 'h1', type: 'accommodation' });
    expect(again.statusCode).toBe(409);
    // An item that does not exist: 404; a bad type: 400 naming it.
    expect(
      (await w.op.post(`/api/list/lista/${id}/elemento`, { resId: 'nope', type: 'attraction' })).statusCode,
    ).toBe(404);
    const bad = await w.op.post(`/api/list/lista/${id}/elemento`, { resId: 'h1', type: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.type).toBeTruthy();
    // An asset withdrawn after it was added keeps its place too.
    await w.t.db.updateTable('assets').set({ status: 2 }).where('sourceId', '=', 'a1').execute();
    const after = await elementsOf(w.op, id);
    expect(after.elements[1]).toMatchObject({ resId: 'a1', position: 2 });
    expect(after.elements[1]!.values.status?.label).toBe('Non più disponibile');
    await w.t.db.updateTable('assets').set({ status: 0 }).where('sourceId', '=', 'a1').execute();
  });

  it('removes one element by resId and type, several by ids; positions stay dense', async () => {
    const id = await makeList(w.op, 'Da togliere', ITEMS);
    const one = await w.op.delete(`/api/list/lista/${id}/elemento`, { resId: 'a1', type: 'attraction' });
    expect(one.statusCode).toBe(200);
    expect(one.data.data.message).toBe(LIST_MESSAGES.removed);
    let page = await elementsOf(w.op, id);
    expect(page.elements.map((e) => [e.resId, e.position])).toEqual([
      ['h1', 1],
      ['r2', 2],
      ['e1', 3],
    ]);
    const many = await w.op.delete(`/api/list/lista/${id}/elemento`, {
      ids: [page.elements[0]!.id, page.elements[2]!.id],
    });
    expect(many.statusCode).toBe(200);
    page = await elementsOf(w.op, id);
    expect(page.elements.map((e) => [e.resId, e.position])).toEqual([['r2', 1]]);
    expect(many.data.data.list.elementsCount).toBe(1);
    const bad = await w.op.delete(`/api/list/lista/${id}/elemento`, { ids: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('reorders within bounds (1 … count) and refuses 0, count + 1 and text naming position', async () => {
    const id = await makeList(w.op, 'Ordine', ITEMS);
    const page = await elementsOf(w.op, id);
    const e1 = page.elements[3]!;
    const res = await w.op.put(`/api/list/elemento/${e1.id}/cambiaPosizione`, { position: 1, id: e1.id });
    expect(res.statusCode).toBe(200);
    expect((await elementsOf(w.op, id)).elements.map((e) => e.resId)).toEqual(['e1', 'h1', 'a1', 'r2']);
    const last = await w.op.put(`/api/list/elemento/${e1.id}/cambiaPosizione`, { position: 4 });
    expect(last.statusCode).toBe(200);
    expect((await elementsOf(w.op, id)).elements.map((e) => [e.resId, e.position])).toEqual([
      ['h1', 1],
      ['a1', 2],
      ['r2', 3],
      ['e1', 4],
    ]);
    for (const position of [0, 5, -1, 1.5, '2']) {
      const r = await w.op.put(`/api/list/elemento/${e1.id}/cambiaPosizione`, { position });
      expect(r.statusCode, String(position)).toBe(400);
      expect(r.data.fields.position).toBeTruthy();
    }
    expect(
      (await w.op.put(`/api/list/elemento/${e1.id}/cambiaPosizione`, {})).data.fields.position,
    ).toBeTruthy();
  });

  it('concurrent reorders by two operators leave dense, unique positions', async () => {
    const items: [string, string][] = [
      ...ITEMS,
      ['r1', 'restaurant'],
      ['a2', 'attraction'],
      ['o1', 'offerta_turismo'],
      ['i1', 'itinerario_turismo'],
    ];
    const id = await makeList(w.op, 'Concorrenza', items);
    const els = (await elementsOf(w.op, id)).elements;
    const moves = Array.from({ length: 24 }, (_, i) => ({
      agent: i % 2 ? w.op : w.op2,
      el: els[(i * 5) % els.length]!,
      position: (i % els.length) + 1,
    }));
    const results = await Promise.all(
      moves.map((m) =>
        m.agent.put(`/api/list/elemento/${m.el.id}/cambiaPosizione`, { position: m.position }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const after = await elementsOf(w.op, id);
    expect(after.elements.map((e) => e.position)).toEqual(items.map((_, i) => i + 1));
    expect(new Set(after.elements.map((e) => e.resId)).size).toBe(items.length);
  });

  it('concurrent moves between two lists in both directions neither deadlock nor leave gaps', async () => {
    const a = await makeList(w.op, 'Andata', ITEMS);
    const b = await makeList(w.op2, 'Ritorno', [
      ['r1', 'restaurant'],
      ['a2', 'attraction'],
      ['o1', 'offerta_turismo'],
      ['i1', 'itinerario_turismo'],
    ]);
    const ea = (await elementsOf(w.op, a)).elements;
    const eb = (await elementsOf(w.op, b)).elements;
    const results = await Promise.all([
      ...ea
        .slice(0, 2)
        .map((e) => w.op.post('/api/list/lista/spostaElementi', { fromId: a, toId: b, ids: [e.id] })),
      ...eb
        .slice(0, 2)
        .map((e) => w.op2.post('/api/list/lista/spostaElementi', { fromId: b, toId: a, ids: [e.id] })),
      w.op.put(`/api/list/elemento/${ea[3]!.id}/cambiaPosizione`, { position: 1 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const id of [a, b]) {
      const page = await elementsOf(w.op, id);
      expect(page.elements.map((e) => e.position)).toEqual(page.elements.map((_, i) => i + 1));
      expect(page.totalItems).toBe(4);
    }
  });

  it('copies and moves elements between lists of the office (fromId, toId, ids)', async () => {
    const from = await makeList(w.op, 'Origine', ITEMS);
    const to = await makeList(w.op, 'Destinazione', [['h1', 'accommodation']]);
    const els = (await elementsOf(w.op, from)).elements;
    const copy = await w.op.post('/api/list/lista/copiaElementi', {
      fromId: from,
      toId: to,
      ids: [els[0]!.id, els[1]!.id],
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.data.data).toMatchObject({ copied: 1, skipped: 1, message: LIST_MESSAGES.copied });
    expect((await elementsOf(w.op, to)).elements.map((e) => [e.resId, e.position])).toEqual([
      ['h1', 1],
      ['a1', 2],
    ]);
    expect((await elementsOf(w.op, from)).totalItems).toBe(4);
    const move = await w.op2.post('/api/list/lista/spostaElementi', {
      fromId: from,
      toId: to,
      ids: [els[2]!.id],
    });
    expect(move.statusCode).toBe(200);
    expect(move.data.data.message).toBe(LIST_MESSAGES.moved);
    expect((await elementsOf(w.op, from)).elements.map((e) => [e.resId, e.position])).toEqual([
      ['h1', 1],
      ['a1', 2],
      ['e1', 3],
    ]);
    expect((await elementsOf(w.op, to)).elements.map((e) => e.resId)).toEqual(['h1', 'a1', 'r2']);
    const same = await w.op.post('/api/list/lista/copiaElementi', {
      fromId: from,
      toId: from,
      ids: [els[0]!.id],
    });
    expect(same.statusCode).toBe(400);
    expect(same.data.fields.toId).toBeTruthy();
    const notThere = await w.op.post('/api/list/lista/spostaElementi', {
      fromId: to,
      toId: from,
      ids: [els[3]!.id],
    });
    expect(notThere.statusCode).toBe(400);
    expect(notThere.data.fields.ids).toBeTruthy();
    const noIds = await w.op.post('/api/list/lista/copiaElementi', { fromId: from, toId: to });
    expect(noIds.statusCode).toBe(400);
    expect(noIds.data.fields.ids).toBeTruthy();
  });

  it('duplicates a list with its elements, and deletes a list', async () => {
    const id = await makeList(w.op, 'x'.repeat(70), ITEMS);
    const dup = await w.op.get(`/api/list/lista/${id}/duplica/`);
    expect(dup.statusCode).toBe(200);
    expect(dup.data.data.message).toBe(LIST_MESSAGES.duplicated);
    const copy = dup.data.data.list;
    expect(copy.id).not.toBe(id);
    expect(copy.title.length).toBeLessThanOrEqual(70);
    expect(copy.title.endsWith(' (copia)')).toBe(true);
    expect(copy.elementsCount).toBe(4);
    expect((await elementsOf(w.op, copy.id)).elements.map((e) => e.resId)).toEqual(['h1', 'a1', 'r2', 'e1']);
    const del = await w.op.delete(`/api/list/lista/${copy.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.data.data.message).toBe(LIST_MESSAGES.deleted);
    expect((await w.op.get(`/api/list/lista/${copy.id}/elementi`)).statusCode).toBe(404);
  });

  it('adds a content by its id once published (type "content"); an unpublished one is refused naming resId', async () => {
    const id = await makeList(w.op, 'Contenuti');
    const draft = await w.op.post(`/api/list/lista/${id}/elemento`, { resId: '987654', type: 'content' });
    expect(draft.statusCode).toBe(422);
    expect(draft.data.fields.resId).toBeTruthy();
    await upsertAssets(w.t.db, 'content', [
      AssetInput.parse({
        sourceId: '987654',
        type: 'evento_turismo',
        texts: { it: { title: 'Festa della Rificolona' } },
        fields: { from: '2027-09-07', to: '2027-09-07' },
      }),
    ]);
    const added = await w.op.post(`/api/list/lista/${id}/elemento`, { resId: '987654', type: 'content' });
    expect(added.statusCode).toBe(200);
    const page = await elementsOf(w.op, id);
    expect(page.elements[0]).toMatchObject({
      resId: '987654',
      type: 'evento_turismo',
      title: 'Festa della Rificolona',
    });
  });

  it('creates a list with its first item (the "from an item" flow)', async () => {
    const res = await w.op.post('/api/list/lista', {
      title: 'Dal catalogo',
      slug: w.siena.slug,
      item: { resId: 'a2', type: 'attraction', locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.elementsCount).toBe(1);
    expect(res.data.data.elements[0]).toMatchObject({
      resId: 'a2',
      type: 'attraction',
      locale: 'en',
      position: 1,
    });
  });

  describe('another office, a structure, no session: refused, by id too', () => {
    it('refuses every call on a list of another office (403) and a foreign iat slug', async () => {
      const id = await makeList(w.op, 'Solo Siena', ITEMS);
      const els = (await elementsOf(w.op, id)).elements;
      const mine = await makeList(w.other, 'Di Pisa');
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/list/lista/${id}/elementi`],
        ['POST', `/api/list/lista/${id}/elemento`, { resId: 'a3', type: 'attraction' }],
        ['DELETE', `/api/list/lista/${id}/elemento`, { resId: 'h1', type: 'accommodation' }],
        ['DELETE', `/api/list/lista/${id}/elemento`, { ids: [els[0]!.id] }],
        ['PUT', `/api/list/lista/${id}`, { title: 'Presa' }],
        ['GET', `/api/list/lista/${id}/duplica/`],
        ['PUT', `/api/list/elemento/${els[0]!.id}/cambiaPosizione`, { position: 2 }],
        ['POST', '/api/list/lista/copiaElementi', { fromId: id, toId: mine, ids: [els[0]!.id] }],
        ['POST', '/api/list/lista/spostaElementi', { fromId: id, toId: mine, ids: [els[0]!.id] }],
        ['POST', '/api/list/lista/copiaElementi', { fromId: mine, toId: id, ids: [1] }],
        ['DELETE', `/api/list/lista/${id}`],
        ['POST', `/api/list/listePaginate/${w.siena.slug}`, { page: 1 }],
        ['POST', '/api/list/lista', { title: 'Per Siena', iat: w.siena.slug }],
      ];
      for (const [method, url, body] of calls) {
        const res = await w.other.request(method as 'GET', url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.data.code).toBe('forbidden');
      }
      // Nothing changed.
      expect((await elementsOf(w.op, id)).elements.map((e) => e.resId)).toEqual(['h1', 'a1', 'r2', 'e1']);
      const pisa = await w.other.post(`/api/list/listePaginate/${w.pisa.slug}`, {});
      expect(pisa.data.data.elements.map((l: { id: number }) => l.id)).toEqual([mine]);
    });

    it('refuses structures and anonymous callers on every call', async () => {
      const id = await makeList(w.op, 'Nessuno', ITEMS);
      for (const agent of [w.structure, new Agent(w.t.app)]) {
        for (const [method, url, body] of [
          ['POST', '/api/list/lista', { title: 'Mia' }],
          ['POST', `/api/list/listePaginate/${w.siena.slug}`, {}],
          ['GET', `/api/list/lista/${id}/elementi`],
          ['PUT', `/api/list/lista/${id}`, { title: 'x' }],
          ['DELETE', `/api/list/lista/${id}`],
        ] as const) {
          const res = await agent.request(method, url, body);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
      }
    });

    it('bad ids and payloads → 400 naming the field', async () => {
      const cases: [string, string, unknown, string][] = [
        ['GET', '/api/list/lista/abc/elementi', undefined, 'id'],
        ['GET', '/api/list/lista/1/elementi?page=0', undefined, 'page'],
        ['GET', '/api/list/lista/1/elementi?itemsPerPage=500', undefined, 'itemsPerPage'],
        ['POST', `/api/list/listePaginate/${w.siena.slug}`, { page: 'uno' }, 'page'],
        ['POST', '/api/list/lista/copiaElementi', { fromId: 'a', toId: 2, ids: [1] }, 'fromId'],
        ['PUT', '/api/list/lista/1', {}, 'title'],
        ['PUT', '/api/list/lista/1', { special: 'sì' }, 'special'],
        ['PUT', '/api/list/elemento/0/cambiaPosizione', { position: 1 }, 'id'],
      ];
      for (const [method, url, body, field] of cases) {
        const res = await w.op.request(method as 'GET', url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(Object.keys(res.data.fields ?? {}), `${method} ${url}: ${res.body}`).toContain(field);
      }
    });
  });
});
