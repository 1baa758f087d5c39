import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AssetInput } from '@sportello/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { isPostgres } from '../../platform/db/connect.js';
import { expirePastAssets, refreshTerms, upsertAssets, withdrawAssets } from './catalogue.store.js';

const hotel = (sourceId: string, title: string, rank = 4) =>
  AssetInput.parse({
    sourceId,
    type: 'accommodation',
    municipality: '052032', // Siena
    texts: { it: { title, text: 'Camere con vista sulla Piazza del Campo' }, en: { title: `${title} (EN)` } },
    fields: { typeClassification: { code: 'hotel', label: 'Albergo', rank } },
  });

describe('the catalogue store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes the row with its filter columns, place and texts, and updates it by source id', async () => {
    const first = await upsertAssets(t.db, 'import', [hotel('h1', 'Albergo Duomo')]);
    expect(first).toMatchObject({ inserted: 1, updated: 0 });
    const again = await upsertAssets(t.db, 'import', [hotel('h1', 'Albergo Duomo Siena', 3)]);
    expect(again).toMatchObject({ inserted: 0, updated: 1, ids: first.ids });

    const row = await t.db
      .selectFrom('assets')
      .selectAll()
      .where('id', '=', first.ids[0]!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      category: 'accommodation',
      stars: 3,
      classification: 'hotel',
      provinceCode: 'SI',
      langs: 'it,en',
      titleSort: 'albergo duomo siena',
    });
    expect(row.lat).toBeCloseTo(43.32, 1);
    const texts = await t.db
      .selectFrom('assetTexts')
      .select('locale')
      .where('assetId', '=', row.id)
      .execute();
    expect(texts.map((x) => x.locale).sort()).toEqual(['en', 'it']);
  });

  it('finds an asset by a folded prefix of its title or of its place, in the engine in use', async () => {
    const [id] = (await upsertAssets(t.db, 'import', [hotel('h2', 'Locanda Città Antica')])).ids;
    const match = async (q: string) =>
      isPostgres(t.db)
        ? (
            await sql<{
              id: number;
            }>`select id from assets where search_vector @@ to_tsquery('simple', ${q})`.execute(t.db)
          ).rows.map((r) => r.id)
        : (
            await sql<{ id: number }>`select rowid as id from asset_fts where asset_fts match ${q}`.execute(
              t.db,
            )
          ).rows.map((r) => r.id);
    const prefix = isPostgres(t.db) ? 'citta:*' : '"citta"*';
    expect(await match(prefix)).toContain(id);
    expect(await match(isPostgres(t.db) ? 'siena:*' : '"siena"*')).toContain(id);
  });

  it('withdraws an asset as deleted and keeps it for the lists that hold it', async () => {
    const [id] = (await upsertAssets(t.db, 'import', [hotel('h3', 'Ostello del Chianti')])).ids;
    expect(await withdrawAssets(t.db, 'import', ['h3'])).toBe(1);
    const row = await t.db
      .selectFrom('assets')
      .select('status')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(2);
  });

  it('marks an event whose last day has passed as expired, and leaves the others', async () => {
    const event = (sourceId: string, from: string, to: string) =>
      AssetInput.parse({
        sourceId,
        type: 'evento_turismo',
        texts: { it: { title: `Evento ${sourceId}` } },
        fields: { from, to },
      });
    const ids = (
      await upsertAssets(t.db, 'import', [
        event('e1', '2026-11-01', '2026-11-20'),
        event('e2', '2026-11-01', '2026-11-21'),
      ])
    ).ids;
    expect(await expirePastAssets(t.db, '2026-11-21')).toBe(1);
    expect(await expirePastAssets(t.db, '2026-11-21')).toBe(0);
    const rows = await t.db
      .selectFrom('assets')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual([1, 0]);
  });

  it('rebuilds the dictionary with document counts from the index', async () => {
    await refreshTerms(t.db);
    const term = await t.db
      .selectFrom('assetTerms')
      .selectAll()
      .where('term', '=', 'campo')
      .executeTakeFirst();
    expect(term?.docs).toBeGreaterThanOrEqual(2);
  });

  it('refuses a type-specific field the type does not know, naming it', () => {
    const bad = AssetInput.safeParse({
      sourceId: 'x',
      type: 'ricetta',
      texts: { it: { title: 'Ribollita' } },
      fields: { stelle: 3 },
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['fields']);
  });
});
