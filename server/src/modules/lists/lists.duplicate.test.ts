import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '@sportello/contracts';
import { elementsOf, makeList, useListsWorld } from './lists.test-kit.js';

const CSRF_REFUSAL = {
  status: 'error',
  code: 'csrf',
  message: 'Richiesta non valida: ricarica la pagina e riprova.',
};

/**
 * GET /api/list/lista/{id}/duplica/ (spec 2 §7) creates a list: a GET by the spec, a write by what
 * it does, so it needs the CSRF header like every write.
 */
describe('duplicating a list needs the CSRF header', () => {
  const w = useListsWorld();
  const listsOf = async (groupId: number) =>
    (await w.t.db.selectFrom('lists').select('id').where('groupId', '=', groupId).execute()).length;

  it("a cross-site link (session cookie, no header) creates no list; the app's own call duplicates", async () => {
    const id = await makeList(w.op, 'Da duplicare', [
      ['h1', 'accommodation'],
      ['a1', 'attraction'],
    ]);
    const before = await listsOf(w.siena.id);
    const url = `/api/list/lista/${id}/duplica/`;
    const link = await w.op.get(url, { csrf: false });
    expect(link.statusCode).toBe(403);
    expect(link.data).toEqual(CSRF_REFUSAL);
    expect((await w.op.request('HEAD', url, undefined, { csrf: false })).statusCode).toBe(403);
    expect(await listsOf(w.siena.id)).toBe(before);

    const app = await w.op.get(url);
    expect(app.statusCode, app.body).toBe(200);
    expect(app.data.data.message).toBe(LIST_MESSAGES.duplicated);
    expect(await listsOf(w.siena.id)).toBe(before + 1);
    expect((await elementsOf(w.op, app.data.data.list.id)).elements.map((e) => e.resId)).toEqual([
      'h1',
      'a1',
    ]);
  });

  it("another office's operator duplicates nothing, with the header or without", async () => {
    const id = await makeList(w.op, 'Di Siena', [['h1', 'accommodation']]);
    const [siena, pisa] = [await listsOf(w.siena.id), await listsOf(w.pisa.id)];
    const url = `/api/list/lista/${id}/duplica/`;
    expect((await w.other.get(url, { csrf: false })).data).toEqual(CSRF_REFUSAL);
    const withHeader = await w.other.get(url);
    expect(withHeader.statusCode).toBe(403);
    expect(withHeader.data.code).toBe('forbidden');
    expect([await listsOf(w.siena.id), await listsOf(w.pisa.id)]).toEqual([siena, pisa]);
  });

  it('a bad id is refused for the missing header before it is read; with the header, 400 naming it', async () => {
    const crossSite = await w.op.get('/api/list/lista/abc/duplica/', { csrf: false });
    expect(crossSite.data).toEqual(CSRF_REFUSAL);
    const bad = await w.op.get('/api/list/lista/abc/duplica/');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.id).toBeTruthy();
  });
});
