import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup } from '../../../test/factories.js';
import { misplacedSearchKeys, signedIn, type Signed } from './content.test-kit.js';
import { insertBulkContents, type BulkRow } from '../../seed/content-bulk.js';
import { addToSearchIndex, removeFromSearchIndex } from './content.search.js';
import { indexContent, unindexContent } from './content.store.js';
import { createContent } from '../../seed/content-factory.js';
import { isPostgres } from '../../platform/db/connect.js';
import { down, up } from '../../db/migrations/2026-11-27-023-content-search-key.js';

/**
 * SQLite's content_fts is keyed by each content's search key, which must sort as the lists'
 * creation order (created_at, then id) and never repeat (content.search.ts). PostgreSQL has no key.
 */
describe('Chiave di ricerca dei contenuti (SQLite)', () => {
  let t: TestApp;
  let admin: Signed;
  let rows: BulkRow[];

  beforeAll(async () => {
    t = await buildTestApp();
    const group = await createTestGroup(t.db, { name: 'IAT Lucca' });
    admin = await signedIn(t, { role: 'admin' });
    const editor = await signedIn(t, { role: 'editor', group });
    rows = await insertBulkContents(t.db, {
      count: 600,
      authors: [{ id: editor.id, name: 'Autore', groupId: group.id }],
    });
  });
  afterAll(() => t.close());

  const raw = async <R>(query: string) => (await t.db.executeQuery<R>(CompiledQuery.raw(query))).rows;

  const misplaced = () => misplacedSearchKeys(t.db);

  it('orders the contents of one millisecond by id, after the keys it already holds', async (ctx) => {
    if (isPostgres(t.db)) return ctx.skip();
    const live = rows.filter((r) => r.status !== 'deleted');
    const [a, b, c, d, e] = live.slice(10, 15).map((r) => r.id);
    const instant = '2026-03-01T09:30:00.123Z';
    // As if created at that instant: out of the index, a new key, back in under it.
    const rekey = async (ids: number[], createdAt: string) => {
      await removeFromSearchIndex(t.db, ids);
      await sql`update contents set created_at = ${createdAt}, search_key = null where id in (${sql.join(ids)})`.execute(
        t.db,
      );
      await addToSearchIndex(t.db, ids);
    };
    // Three at once, then two more of the same millisecond, and neighbours on either side.
    await rekey([c!, a!, b!], instant);
    await rekey([e!, d!], instant);
    await rekey([live[20]!.id], '2026-03-01T09:30:00.122Z');
    await rekey([live[21]!.id], '2026-03-01T09:30:00.124Z');
    expect(await misplaced()).toBe(0);
    const order = await raw<{ id: number }>(
      `select id from contents where created_at = '${instant}' order by search_key`,
    );
    expect(order.map((r) => r.id)).toEqual([a, b, c, d, e]);
  });

  it('finds a content saved through the store under its key, and loses it once deleted', async (ctx) => {
    if (isPostgres(t.db)) return ctx.skip();
    const group = await createTestGroup(t.db, { name: 'IAT Colle' });
    const id = await createContent(t.db, {
      type: 'evento',
      groupId: group.id,
      creator: { id: null, name: 'Prova' },
      docs: { it: { base: { titolo: 'Colle di Val d’Elsa in festa' } } },
    });
    const first = async () =>
      (await admin.get('/api/content-list.json?contentSearch=colle%20elsa')).data.data;
    expect((await first()).data.map((i: { id: number }) => i.id)).toEqual([id]);
    // One created later with an older instant (an import) takes its place by time, not by id.
    await createContent(t.db, {
      type: 'evento',
      groupId: group.id,
      creator: { id: null, name: 'Prova' },
      docs: { it: { base: { titolo: 'Mercato di Colle' } } },
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    expect(await misplaced()).toBe(0);
    // Saved with a new text, it is found by the new words only, under the same key.
    await sql`update contents set search_text = 'concerto di zampogne e ciaramelle' where id = ${id}`.execute(
      t.db,
    );
    await indexContent(t.db, id);
    expect((await first()).data).toEqual([]);
    const pipers = async () =>
      (await admin.get('/api/content-list.json?contentSearch=zampogne%20ciaramelle')).data.data;
    expect((await pipers()).data.map((i: { id: number }) => i.id)).toEqual([id]);
    expect(await misplaced()).toBe(0);
    await unindexContent(t.db, id);
    expect((await pipers()).data).toEqual([]);
  });

  it('migration 023 keys the contents already there and rebuilds the index, back and forth', async (ctx) => {
    if (isPostgres(t.db)) return ctx.skip();
    const page = async () =>
      (await admin.get('/api/content-list.json?contentSearch=siena&contentOrder=oldest')).data.data;
    const before = await page();
    const count = async () => (await raw<{ n: number }>(`select count(*) as n from content_fts`))[0]!.n;
    const indexed = await count();
    await down(t.db as never);
    const columns = await raw<{ name: string }>(`select name from pragma_table_info('contents')`);
    expect(columns.map((c) => c.name)).not.toContain('search_key');
    await up(t.db as never);
    expect(await misplaced()).toBe(0);
    expect(await count()).toBe(indexed);
    expect(await page()).toEqual(before);
  });
});
