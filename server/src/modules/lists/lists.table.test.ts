import { describe, expect, it } from 'vitest';
import { ListEditTemplate, TableTemplate } from '@sportello/contracts';
import { makeList, useListsWorld } from './lists.test-kit.js';

/** The lists table page (spec 2 §2 "lists", spec 3 §2 "Table pages") and the list-edit template. */
describe('lists table and list-edit template', () => {
  const w = useListsWorld();

  it('serves the template (6 rows a page) and pages the office’s lists only, newest first', async () => {
    const tpl = await w.op.get('/api/tables/lists/template.json');
    expect(tpl.statusCode).toBe(200);
    const template = TableTemplate.parse(tpl.data.data);
    expect(template.pagination.itemsPerPage).toBe(6);
    expect(template.config.empty).toBe(
      'Non ci sono liste, per crearne una nuova clicca sul bottone "Nuova Lista".',
    );
    const ids: number[] = [];
    for (let i = 1; i <= 8; i++) ids.push(await makeList(w.op, `Tabella ${i}`));
    await makeList(w.other, 'Tabella di Pisa');
    const first = await w.op2.get('/api/tables/lists?page=1');
    expect(first.statusCode).toBe(200);
    expect(first.data.data).toMatchObject({ currentPage: 1, itemsPerPage: 6, totalItems: 8, totalPages: 2 });
    expect(first.data.data.elements[0].cells.title).toBe('Tabella 8');
    const second = await w.op2.get('/api/tables/lists?page=2&sort=title&direction=asc');
    expect(second.data.data.elements.map((r: { cells: { title: string } }) => r.cells.title)).toEqual([
      'Tabella 7',
      'Tabella 8',
    ]);
    const found = await w.op.get('/api/tables/lists?search=tabella%203');
    expect(found.data.data.elements.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
    const pisa = await w.other.get('/api/tables/lists');
    expect(pisa.data.data.totalItems).toBe(1);
  });

  it('keeps a profile’s favourites (kind favourites) out of the lists table and of listePaginate', async () => {
    const at = new Date().toISOString();
    const fav = await w.t.db
      .insertInto('lists')
      .values({
        groupId: w.siena.id,
        kind: 'favourites',
        title: 'Preferiti profilo',
        creatorId: null,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const table = await w.op.get('/api/tables/lists?search=preferiti');
    expect(table.data.data.totalItems).toBe(0);
    const page = await w.op.post(`/api/list/listePaginate/${w.siena.slug}`, { search: 'Preferiti' });
    expect(page.data.data.totalItems).toBe(0);
    // Its elements are handled by the same calls, for the same office only.
    expect((await w.op.get(`/api/list/lista/${fav.id}/elementi`)).statusCode).toBe(200);
    expect((await w.other.get(`/api/list/lista/${fav.id}/elementi`)).statusCode).toBe(403);
  });

  it('deletes a row of the office through the engine; refuses another office’s, structures and bad parameters', async () => {
    const id = await makeList(w.op, 'Da eliminare');
    expect((await w.other.post('/api/tables/lists/delete', { id })).statusCode).toBe(403);
    expect((await w.structure.get('/api/tables/lists')).statusCode).toBe(403);
    expect((await w.structure.get('/api/tables/lists/template.json')).statusCode).toBe(403);
    const bad = await w.op.get('/api/tables/lists?page=zero');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.fields)).toContain('page');
    const del = await w.op.post('/api/tables/lists/delete', { id });
    expect(del.statusCode).toBe(200);
    expect(del.data.data.message).toBe('La lista è stata eliminata con successo');
  });

  it('serves the list-edit template to the office, not to structures', async () => {
    const res = await w.op.get('/api/list/template/edit.json');
    expect(res.statusCode).toBe(200);
    const tpl = ListEditTemplate.parse(res.data.data);
    expect(tpl.actions.map((a) => a.type)).toEqual(['delete', 'cancel', 'save']);
    expect(tpl.actions.find((a) => a.type === 'cancel')?.redirect).toBe('/lists');
    expect((await w.structure.get('/api/list/template/edit.json')).statusCode).toBe(403);
  });
});
