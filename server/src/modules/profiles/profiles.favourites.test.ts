import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@sportello/contracts';
import { makeList } from '../lists/lists.test-kit.js';
import { saveProfile, useProfilesWorld, VISITOR } from './profiles.test-kit.js';

/** A profile's favourites (spec 2 §4 "Favourites and lists", §7 profile operations). */
describe('profile favourites', () => {
  const w = useProfilesWorld();
  const titles = async (listId: number) =>
    (await w.op.get(`/api/crm/preferiti/${listId}?itemsPerPage=50`)).data.data.elements.map(
      (e: { resId: string }) => e.resId,
    );

  it('before the first save a toggle makes the list; the save attaches it; toggling again removes', async () => {
    const add = await w.op.post('/api/crm/preferiti/elemento', { resId: 'h1', type: 'accommodation' });
    expect(add.statusCode).toBe(200);
    expect(add.data.data).toMatchObject({
      favourite: true,
      count: 1,
      message: PROFILE_MESSAGES.addedFavourite,
    });
    const listId = add.data.data.listId;
    await w.op.post('/api/crm/preferiti/elemento', { listId, resId: 'a1', type: 'attraction' });
    const p = await saveProfile(w.op, VISITOR, { listId });
    expect(p.listId).toBe(listId);
    expect(await titles(listId)).toEqual(['h1', 'a1']);
    const off = await w.op.post('/api/crm/preferiti/elemento', {
      listId,
      resId: 'h1',
      type: 'accommodation',
    });
    expect(off.data.data).toMatchObject({
      favourite: false,
      count: 1,
      message: PROFILE_MESSAGES.removedFavourite,
    });
    // The list belongs to this profile now: another profile may not take it.
    const taken = await w.op.post('/api/crm/profilo', { profiled: 'profiled', values: VISITOR, listId });
    expect(taken.statusCode).toBe(400);
    expect(taken.data.fields.listId).toBeTruthy();
    // By profile id: the profile's own list.
    const byProfile = await w.op.post('/api/crm/preferiti/elemento', {
      profileId: p.id,
      resId: 'e1',
      type: 'evento_turismo',
    });
    expect(byProfile.data.data.listId).toBe(listId);
    const read = await w.op.get(`/api/crm/profilo?profiled=profiled&id=${p.id}`);
    expect(read.data.data.profile.favouritesCount).toBe(2);
  });

  it('6 a page with type tabs; reorder by index; add all from a list; empty', async () => {
    const p = await saveProfile(w.op);
    for (const [resId, type] of [
      ['h1', 'accommodation'],
      ['a1', 'attraction'],
      ['e1', 'evento_turismo'],
    ])
      await w.op.post('/api/crm/preferiti/elemento', { listId: p.listId, resId, type });
    const page = await w.op.get(`/api/crm/preferiti/${p.listId}`);
    expect(page.data.data).toMatchObject({ itemsPerPage: 6, totalItems: 3, currentPage: 1 });
    expect(page.data.data.types.length).toBe(3);
    const moved = await w.op.put(`/api/crm/preferiti/${p.listId}/ordine`, { oldIndex: 2, newIndex: 0 });
    expect(moved.statusCode).toBe(200);
    expect(await titles(p.listId)).toEqual(['e1', 'h1', 'a1']);
    const bad = await w.op.put(`/api/crm/preferiti/${p.listId}/ordine`, { oldIndex: 0, newIndex: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.newIndex).toBe('Posizione: al massimo 2');
    expect(
      (await w.op.put(`/api/crm/preferiti/${p.listId}/ordine`, { oldIndex: -1, newIndex: 0 })).statusCode,
    ).toBe(400);

    const from = await makeList(w.op, 'Da Siena', [
      ['h1', 'accommodation'],
      ['h2', 'accommodation'],
    ]);
    const all = await w.op.post('/api/crm/preferiti/da-lista', { listId: p.listId, fromListId: from });
    expect(all.data.data).toMatchObject({
      added: 1,
      count: 4,
      message: 'Aggiunti tutti gli elementi della lista ai preferiti',
    });
    // Another office's list cannot be the source.
    const pisaList = await makeList(w.other, 'Di Pisa', [['a1', 'attraction']]);
    expect(
      (await w.op.post('/api/crm/preferiti/da-lista', { listId: p.listId, fromListId: pisaList })).statusCode,
    ).toBe(403);

    const elements = (await w.op.get(`/api/crm/preferiti/${p.listId}`)).data.data.elements;
    const one = await w.op.delete(`/api/crm/preferiti/${p.listId}/elementi`, { items: [elements[0].id] });
    expect(one.data.data).toMatchObject({ removed: 1, count: 3 });
    const none = await w.op.delete(`/api/crm/preferiti/${p.listId}/elementi`);
    expect(none.data.data).toMatchObject({ removed: 3, count: 0 });
    expect((await w.op.delete(`/api/crm/preferiti/${p.listId}/elementi`, { items: ['x'] })).statusCode).toBe(
      400,
    );
  });

  it('refuses other offices, ordinary lists, unknown items and bad payloads', async () => {
    const p = await saveProfile(w.op);
    expect(
      (
        await w.other.post('/api/crm/preferiti/elemento', {
          listId: p.listId,
          resId: 'h1',
          type: 'accommodation',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await w.other.put(`/api/crm/preferiti/${p.listId}/ordine`, { oldIndex: 0, newIndex: 0 })).statusCode,
    ).toBe(404);
    expect((await w.other.delete(`/api/crm/preferiti/${p.listId}/elementi`)).statusCode).toBe(404);
    expect((await w.editor.get(`/api/crm/preferiti/${p.listId}`)).statusCode).toBe(403);
    const ordinary = await makeList(w.op, 'Normale');
    const notFav = await w.op.post('/api/crm/preferiti/elemento', {
      listId: ordinary,
      resId: 'h1',
      type: 'accommodation',
    });
    expect(notFav.statusCode).toBe(400);
    expect(
      (
        await w.op.post('/api/crm/preferiti/elemento', {
          listId: p.listId,
          resId: 'nessuno',
          type: 'accommodation',
        })
      ).statusCode,
    ).toBe(404);
    for (const body of [
      {},
      { resId: '', type: 'accommodation' },
      { resId: 'h1', type: 'a b' },
      { resId: 'h1', type: 'accommodation', locale: 'xx' },
    ])
      expect((await w.op.post('/api/crm/preferiti/elemento', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    // The Admin group reaches any office's favourites.
    expect((await w.admin.get(`/api/crm/preferiti/${p.listId}`)).statusCode).toBe(200);
  });
});
