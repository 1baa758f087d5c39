import { describe, expect, it } from 'vitest';
import { saveProfile, useProfilesWorld, VISITOR } from './profiles.test-kit.js';

/** The profiles table page (spec 2 §2 "Profiles list", §7 "Tables"). */
describe('profiles table page', () => {
  const w = useProfilesWorld();

  it('the template (POST /api/crm/profili) and the office own rows, with search, filters and row actions', async () => {
    const a = await saveProfile(w.op);
    const { contatti_consenso: _c, ...anon } = VISITOR;
    const b = await saveProfile(
      w.op,
      { ...anon, profilo_paese: 'eeu', profilo_eeu_paese: 'jp' },
      { visitedAt: '2024-01-15T10:00:00.000Z' },
    );
    await w.op.post('/api/crm/profilo', {
      profiled: 'not_profiled',
      values: { notProfiledValues: [{ np_paese: 'eu', np_eu_paese: 'de', np_persone: 3 }] },
    });
    await saveProfile(w.other);

    const t = await w.op.post('/api/crm/profili');
    expect(t.statusCode).toBe(200);
    expect(t.data.data.page).toBe('profiles');
    expect(t.data.data.columns.map((c: { key: string }) => c.key)).not.toContain('iat');
    expect(t.data.data.add).toEqual({ label: 'Nuova scheda', action: 'new-profile' });
    expect(t.data.data.moreAdds).toEqual([{ label: 'Non profilati', action: 'open-form' }]);
    // Another office's desk starts its own visits the same way.
    expect((await w.other.get('/api/tables/profiles/template.json')).data.data.add.action).toBe(
      'new-profile',
    );
    // The filter names the kiosk's visits as the export's files and filters do.
    const filters = (await w.op.get('/api/tables/profiles/template.json')).data.data.filters;
    expect(filters.find((f: { name: string }) => f.name === 'source').options).toEqual([
      { value: 'desk', label: 'Sportello' },
      { value: 'kiosk', label: 'Kiosk' },
    ]);

    const page = await w.op.get('/api/tables/profiles');
    expect(page.statusCode).toBe(200);
    expect(page.data.data.totalItems).toBe(3);
    const rows = page.data.data.elements;
    expect(rows[0].cells.profiled).toBe(1);
    expect(rows.find((r: { id: number }) => r.id === a.id).cells).toMatchObject({
      code: a.code,
      name: 'Anna Rossi',
      origin: 'Italia — Lombardia',
      people: 2,
    });
    expect(rows.find((r: { id: number }) => r.id === a.id).actions).toContain('eraseContact');
    expect(rows.find((r: { id: number }) => r.id === b.id).actions).not.toContain('eraseContact');
    expect(rows.find((r: { id: number }) => r.id === b.id).cells.origin).toBe('Giappone');

    const search = await w.op.get('/api/tables/profiles?search=anna');
    expect(search.data.data.elements.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const np = await w.op.get('/api/tables/profiles?profiled=not_profiled');
    expect(np.data.data.totalItems).toBe(1);
    const week = await w.op.get('/api/tables/profiles?period=lastweek');
    expect(week.data.data.elements.map((r: { id: number }) => r.id)).not.toContain(b.id);
    expect((await w.op.get('/api/tables/profiles?period=domani')).statusCode).toBe(400);
    expect((await w.op.get('/api/tables/profiles?sort=nome')).statusCode).toBe(400);
    expect((await w.editor.get('/api/tables/profiles')).statusCode).toBe(403);
    expect((await w.editor.post('/api/crm/profili')).statusCode).toBe(403);

    // The Admin group: every office, and an IAT filter.
    const admin = await w.admin.get('/api/tables/profiles');
    expect(admin.data.data.totalItems).toBe(4);
    const at = await w.admin.get('/api/tables/profiles/template.json');
    expect(at.data.data.filters.map((f: { name: string }) => f.name)).toContain('iat');
    const pisa = await w.admin.get(`/api/tables/profiles?iat=${w.pisa.slug}`);
    expect(pisa.data.data.totalItems).toBe(1);

    // The generic delete: own office only.
    expect((await w.other.post('/api/tables/profiles/delete', { id: a.id })).statusCode).toBe(404);
    const del = await w.op.post('/api/tables/profiles/delete', { id: a.id });
    expect(del.statusCode).toBe(200);
    expect(del.data.data.message).toBe('Scheda eliminata');
  });
});
