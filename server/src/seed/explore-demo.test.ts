import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ASSET_TYPES } from '@sportello/contracts';
import type { TestApp } from '../../test/build-app.js';
import type { Agent } from '../../test/agent.js';
import { buildDemoApp, signIn } from '../../test/demo-app.js';
import { isPostgres } from '../platform/db/connect.js';
import { syncOfficeAssets } from '../modules/people/index.js';
import { DESTINATIONS, syncDestinationAssets } from '../modules/explore/sources/destinations.js';

/** The demo's explore catalogue: thousands of assets of every type, the IAT offices and the destinations. */
describe('the demo catalogue', () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await buildDemoApp({ catalogue: true });
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const office = (slug: string) =>
    t.db
      .selectFrom('assets')
      .innerJoin('groups', (j) => j.on(sql`assets.source_id`, '=', sql`cast(groups.id as text)`))
      .select(['assets.id', 'assets.status', 'assets.lat', 'assets.municipalityCode'])
      .where('assets.source', '=', 'office')
      .where('groups.slug', '=', slug)
      .executeTakeFirst();

  it('holds at least 3,000 assets, of every type, searchable, with the typo dictionary built', async () => {
    const byType = await t.db
      .selectFrom('assets')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 0)
      .groupBy('type')
      .execute();
    const total = byType.reduce((sum, r) => sum + Number(r.n), 0);
    expect(total).toBeGreaterThanOrEqual(3000);
    expect(new Set(byType.map((r) => r.type))).toEqual(new Set(ASSET_TYPES));
    const siena = isPostgres(t.db)
      ? await sql<{
          n: number;
        }>`select count(*) as n from assets where search_vector @@ to_tsquery('simple', 'siena:*')`.execute(
          t.db,
        )
      : await sql<{
          n: number;
        }>`select count(*) as n from asset_fts where asset_fts match '"siena"*'`.execute(t.db);
    expect(Number(siena.rows[0]!.n)).toBeGreaterThan(100);
    const term = await t.db
      .selectFrom('assetTerms')
      .select('docs')
      .where('term', '=', 'siena')
      .executeTakeFirst();
    expect(Number(term?.docs)).toBeGreaterThan(100);
  });

  it('projects the visible IAT offices with their place, and not the hidden one', async () => {
    const firenze = await office('iat-firenze');
    expect(firenze).toMatchObject({ status: 0, municipalityCode: '048017' });
    expect(firenze!.lat).toBeCloseTo(43.7747, 3);
    const texts = await t.db
      .selectFrom('assetTexts')
      .select(['locale', 'title'])
      .where('assetId', '=', firenze!.id)
      .execute();
    expect(texts).toEqual(
      expect.arrayContaining([
        { locale: 'it', title: 'IAT Firenze' },
        { locale: 'en', title: 'IAT Firenze' },
      ]),
    );
    expect(await office('iat-volterra')).toBeUndefined();
  });

  it('projects the main destinations by ISTAT code, in Italian and English', async () => {
    const rows = await t.db
      .selectFrom('assets')
      .select(['sourceId', 'type', 'langs', 'municipalityCode'])
      .where('source', '=', 'destination')
      .execute();
    expect(rows).toHaveLength(DESTINATIONS.length);
    expect(rows).toContainEqual({
      sourceId: '048017',
      type: 'destination',
      langs: 'it,en',
      municipalityCode: '048017',
    });
    expect(rows).toContainEqual(expect.objectContaining({ sourceId: '052028' })); // San Gimignano
    expect(await syncDestinationAssets(t.db)).toEqual({ upserted: DESTINATIONS.length, withdrawn: 0 });
  });

  it('withdraws an office hidden by an admin and brings it back when shown', async () => {
    const hide = await admin.post('/api/group/iat-visibility.json', { slug: 'iat-siena', stato: 4 });
    expect(hide.statusCode).toBe(200);
    expect((await office('iat-siena'))?.status).toBe(2);
    const show = await admin.post('/api/group/iat-visibility.json', { slug: 'iat-siena', stato: 1 });
    expect(show.statusCode).toBe(200);
    expect((await office('iat-siena'))?.status).toBe(0);
  });

  it('leaves the office as it was when the change is refused', async () => {
    const operator = await signIn(t, 'operatore');
    const res = await operator.post('/api/group/iat-visibility.json', { slug: 'iat-pisa', stato: 4 });
    expect(res.statusCode).toBe(403);
    expect((await office('iat-pisa'))?.status).toBe(0);
  });

  it('withdraws the office of a deleted group on a full sync, and writes a new one', async () => {
    const { id } = await t.db
      .insertInto('groups')
      .values({
        slug: 'iat-pienza',
        name: 'IAT Pienza',
        kind: 'iat',
        status: 1,
        email: 'info@iat-pienza.example',
        phone: '+39 0578 749905',
        address: 'Corso il Rossellino 30, 53026 Pienza',
        city: 'Pienza',
        province: 'SI',
        lat: 43.0768,
        lng: 11.6787,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await syncOfficeAssets(t.db, [id])).toEqual({ upserted: 1, withdrawn: 0 });
    expect(await office('iat-pienza')).toMatchObject({ status: 0, municipalityCode: '052021' });
    await t.db.deleteFrom('groups').where('id', '=', id).execute();
    const sync = await syncOfficeAssets(t.db);
    expect(sync.withdrawn).toBe(1);
    const row = await t.db
      .selectFrom('assets')
      .select('status')
      .where('source', '=', 'office')
      .where('sourceId', '=', String(id))
      .executeTakeFirst();
    expect(row?.status).toBe(2);
  });
});
