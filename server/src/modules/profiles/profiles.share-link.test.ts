import { describe, expect, it } from 'vitest';
import { saveProfile, useProfilesWorld } from './profiles.test-kit.js';

const CSRF_REFUSAL = {
  status: 'error',
  code: 'csrf',
  message: 'Richiesta non valida: ricarica la pagina e riprova.',
};

/**
 * GET /api/crm/profilo/{id}?lang= (spec 2 §7) issues the favourites' share link the first time it
 * is asked in a language, and counts it in the office's share statistics: a change, so it needs
 * the CSRF header.
 */
describe("a profile's share link needs the CSRF header", () => {
  const w = useProfilesWorld();
  const sharesOf = async (listId: number) => ({
    links: (await w.t.db.selectFrom('listShares').select('id').where('listId', '=', listId).execute()).length,
    sends: (await w.t.db.selectFrom('listShareSends').select('id').where('listId', '=', listId).execute())
      .length,
  });

  async function withFavourite() {
    const p = await saveProfile(w.op);
    const fav = await w.op.post('/api/crm/preferiti/elemento', {
      listId: p.listId,
      resId: 'h1',
      type: 'accommodation',
    });
    expect(fav.statusCode, fav.body).toBe(200);
    return p as { id: number; listId: number };
  }

  it("a cross-site link issues no share link; the app's own call does", async () => {
    const p = await withFavourite();
    const before = await sharesOf(p.listId);
    const link = await w.op.get(`/api/crm/profilo/${p.id}?lang=de`, { csrf: false });
    expect(link.statusCode).toBe(403);
    expect(link.data).toEqual(CSRF_REFUSAL);
    expect(await sharesOf(p.listId)).toEqual(before);

    const app = await w.op.get(`/api/crm/profilo/${p.id}?lang=de`);
    expect(app.statusCode, app.body).toBe(200);
    expect(app.data.data.link).toMatch(/\/condivisione\/lista\/[A-Za-z0-9_-]+$/);
    expect(await sharesOf(p.listId)).toEqual({ links: before.links + 1, sends: before.sends + 1 });
  });

  it("another office's operator gets nothing, with the header or without", async () => {
    const p = await withFavourite();
    const before = await sharesOf(p.listId);
    expect((await w.other.get(`/api/crm/profilo/${p.id}?lang=fr`, { csrf: false })).data).toEqual(
      CSRF_REFUSAL,
    );
    expect((await w.other.get(`/api/crm/profilo/${p.id}?lang=fr`)).statusCode).toBe(404);
    expect(await sharesOf(p.listId)).toEqual(before);
  });

  it('a bad language is refused for the missing header before it is read; with the header, 400 naming it', async () => {
    const p = await withFavourite();
    expect((await w.op.get(`/api/crm/profilo/${p.id}?lang=xx`, { csrf: false })).data).toEqual(CSRF_REFUSAL);
    const bad = await w.op.get(`/api/crm/profilo/${p.id}?lang=xx`);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.lang).toBeTruthy();
  });
});
