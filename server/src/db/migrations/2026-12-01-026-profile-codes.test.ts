import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup } from '../../../test/factories.js';
import { signedInAs } from '../../modules/explore/explore.test-kit.js';
import { favourites } from '../../modules/lists/index.js';
import '../../modules/profiles/profiles.schema.js';
import { down, up } from './2026-12-01-026-profile-codes.js';

/**
 * Migration 026: codes repeated across the offices of a province get new ones, the
 * old code stays findable in the profiles table, and the province's counter goes on after them.
 */
describe('migration 026: profile codes unique in the region', () => {
  let t: TestApp;
  let pisa: { id: number; slug: string };
  let volterra: { id: number; slug: string };
  let firenze: { id: number; slug: string };
  beforeAll(async () => {
    t = await buildTestApp();
    pisa = await createTestGroup(t.db, { name: 'IAT Pisa', kind: 'iat' });
    volterra = await createTestGroup(t.db, { name: 'IAT Volterra', kind: 'iat' });
    firenze = await createTestGroup(t.db, { name: 'IAT Firenze', kind: 'iat' });
    for (const [g, province] of [
      [pisa, 'PI'],
      [volterra, 'PI'],
      [firenze, 'FI'],
    ] as const)
      await t.db.updateTable('groups').set({ province }).where('id', '=', g.id).execute();
  });
  afterAll(() => t.close());

  const profile = (officeId: number, code: string, listId: number | null = null) => ({
    code,
    officeId,
    operatorId: null,
    profiled: 'profiled',
    terminalId: null,
    listId,
    valuesJson: '{}',
    contactJson: null,
    consentAt: null,
    visitedAt: '2024-08-01T10:00:00.000Z',
    createdAt: '2024-08-01T10:00:00.000Z',
    updatedAt: '2024-08-01T10:00:00.000Z',
    contactErasedAt: null,
    countryKind: 'it',
    country: 'it',
    region: 'toscana',
  });
  const codesOf = async (officeId: number) =>
    (
      await t.db
        .selectFrom('profiles')
        .select(['code', 'previousCode', 'listId'])
        .where('officeId', '=', officeId)
        .orderBy('id')
        .execute()
    ).map((r) => ({ code: r.code, previousCode: r.previousCode, listId: r.listId }));

  it('renumbers the repeats after the highest number, keeps the old code findable, and goes on from there', async () => {
    // The schema as it was: codes unique per office, counters per office.
    await down(t.db as never);
    const list = await favourites.createFavouritesList(t.db, volterra.id, null, 'Preferiti PI-2024-000001');
    const rows = [
      profile(pisa.id, 'PI-2024-000001'),
      profile(pisa.id, 'PI-2024-000002'),
      profile(pisa.id, 'PI-2024-000003'),
      profile(pisa.id, 'VECCHIO'),
      profile(volterra.id, 'PI-2024-000001', list),
      profile(volterra.id, 'PI-2024-000002'),
      profile(volterra.id, 'VECCHIO'),
      profile(firenze.id, 'FI-2024-000001'),
    ];
    for (const row of rows) await t.db.insertInto('profiles').values(row).execute();
    // Pisa's counter remembers two profiles since deleted: their numbers never come back.
    await sql`insert into profile_counters (office_id, year, last) values (${pisa.id}, 2024, 5), (${volterra.id}, 2024, 2)`.execute(
      t.db,
    );

    await up(t.db as never);
    expect(await codesOf(pisa.id)).toEqual(
      ['PI-2024-000001', 'PI-2024-000002', 'PI-2024-000003', 'VECCHIO'].map((code) => ({
        code,
        previousCode: null,
        listId: null,
      })),
    );
    expect(await codesOf(volterra.id)).toEqual([
      { code: 'PI-2024-000006', previousCode: 'PI-2024-000001', listId: list },
      { code: 'PI-2024-000007', previousCode: 'PI-2024-000002', listId: null },
      { code: 'VECCHIO-2', previousCode: 'VECCHIO', listId: null },
    ]);
    expect(await codesOf(firenze.id)).toEqual([{ code: 'FI-2024-000001', previousCode: null, listId: null }]);
    const title = await t.db
      .selectFrom('lists')
      .select('title')
      .where('id', '=', list)
      .executeTakeFirstOrThrow();
    expect(title.title).toBe('Preferiti PI-2024-000006');
    const counters = await t.db
      .selectFrom('profileCodeCounters')
      .select(['prefix', 'year', 'last'])
      .orderBy('prefix')
      .execute();
    expect(counters.map((c) => ({ ...c, year: Number(c.year), last: Number(c.last) }))).toEqual([
      { prefix: 'FI', year: 2024, last: 1 },
      { prefix: 'PI', year: 2024, last: 7 },
    ]);
    // Unique in the region now, on either engine.
    await expect(
      t.db.insertInto('profiles').values(profile(firenze.id, 'PI-2024-000002')).execute(),
    ).rejects.toThrow();

    // The visitor still holding the old code is found by it at Volterra, and only there.
    const atVolterra = await signedInAs(t, 'operator', volterra);
    const found = await atVolterra.get('/api/tables/profiles?search=PI-2024-000001');
    expect(found.statusCode).toBe(200);
    expect(found.data.data.elements.map((r: { cells: { code: string } }) => r.cells.code)).toEqual([
      'PI-2024-000006 (già PI-2024-000001)',
    ]);
    const atPisa = await signedInAs(t, 'operator', pisa);
    const own = await atPisa.get('/api/tables/profiles?search=pi-2024-000001');
    expect(own.data.data.elements.map((r: { cells: { code: string } }) => r.cells.code)).toEqual([
      'PI-2024-000001',
    ]);
    const renamed = await t.db
      .selectFrom('profiles')
      .select('id')
      .where('code', '=', 'PI-2024-000006')
      .executeTakeFirstOrThrow();
    const opened = await atVolterra.get(`/api/crm/profilo?profiled=profiled&id=${renamed.id}`);
    expect(opened.data.data.profile).toMatchObject({
      code: 'PI-2024-000006',
      previousCode: 'PI-2024-000001',
    });
    // Refused: a role without profiles, and a page the table does not have.
    const editor = await signedInAs(t, 'editor', volterra);
    expect((await editor.get('/api/tables/profiles?search=PI-2024-000001')).statusCode).toBe(403);
    expect((await atVolterra.get('/api/tables/profiles?search=PI-2024-000001&page=zero')).statusCode).toBe(
      400,
    );

    // The next save of the province goes on after the renumbered ones.
    const next = await atPisa.post('/api/crm/profilo', {
      profiled: 'not_profiled',
      values: { notProfiledValues: [{ np_paese: 'it', np_persone: 2 }] },
      visitedAt: '2024-08-02T10:00:00.000Z',
    });
    expect(next.statusCode).toBe(200);
    expect(next.data.data.profile.code).toBe('PI-2024-000008');
  });

  it('down gives the renumbered profiles their old codes back; up again gives the same new ones', async () => {
    await down(t.db as never);
    const old = await t.db
      .selectFrom('profiles')
      .select('code')
      .where('officeId', '=', volterra.id)
      .orderBy('id')
      .execute();
    expect(old.map((r) => r.code)).toEqual(['PI-2024-000001', 'PI-2024-000002', 'VECCHIO']);
    await up(t.db as never);
    expect((await codesOf(volterra.id)).map((r) => r.code)).toEqual([
      'PI-2024-000009',
      'PI-2024-000010',
      'VECCHIO-2',
    ]);
  });
});
