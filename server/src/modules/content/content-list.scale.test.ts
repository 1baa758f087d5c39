import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup } from '../../../test/factories.js';
import { misplacedSearchKeys, signedIn, type Signed } from './content.test-kit.js';
import { insertBulkContents, type BulkRow } from '../../seed/content-bulk.js';
import { searchWords } from '../../platform/search/words.js';
import { todayInItaly } from '../../platform/time/today.js';
import { LIST_COUNT_LIMIT, listPageQuery } from './content-list.repo.js';
import { LOOKUP_MATCHES } from './content.search.js';
import { envContext } from '../../platform/auth/actor.js';
import { isPostgres } from '../../platform/db/connect.js';

const COUNT = 20_000;

/** What the index does: every query word is the start of a word of the text. */
const matches = (row: BulkRow, search: string) => {
  const tokens = row.searchText.split(/[^\p{L}\p{N}]+/u);
  return searchWords(search).every((w) => tokens.some((tok) => tok.startsWith(w)));
};
/** An administrator at the desk: the list's queries whose plans the tests read. */
const ctx = envContext(
  { userId: 1, username: 'a', email: '', fullName: '', status: 1, userType: '', isReviewer: false, image: null, memberships: [], isAdmin: true }, // prettier-ignore
  'make-iat',
);
const newestFirst = (a: BulkRow, b: BulkRow) =>
  a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1;

describe(`Elenco dei contenuti su ${COUNT} contenuti: filtri e ricerca in SQL`, () => {
  let t: TestApp;
  let editor: Signed;
  let colleague: Signed;
  let other: Signed;
  let reviewer: Signed;
  let admin: Signed;
  let rows: BulkRow[];

  beforeAll(async () => {
    t = await buildTestApp();
    const group = await createTestGroup(t.db, { name: 'IAT Firenze' });
    editor = await signedIn(t, { role: 'editor', group });
    colleague = await signedIn(t, { role: 'editor', group });
    other = await signedIn(t, { role: 'editor' });
    reviewer = await signedIn(t, { role: 'reviewer' });
    admin = await signedIn(t, { role: 'admin' });
    const authors = [editor, colleague, other, reviewer].map((s, i) => ({
      id: s.id,
      name: `Autore ${i + 1}`,
      groupId: s.groupId,
    }));
    const started = performance.now();
    rows = await t.db.transaction().execute((trx) => insertBulkContents(trx, { count: COUNT, authors }));
    console.log(`${COUNT} contenuti inseriti in ${Math.round(performance.now() - started)} ms`);
  });
  afterAll(() => t.close());

  /** The engine's plan of a query, as text. */
  const explain = async (q: { sql: string; parameters: readonly unknown[] }) =>
    JSON.stringify(
      (
        await t.db.executeQuery(
          CompiledQuery.raw(`explain ${isPostgres(t.db) ? '' : 'query plan '}${q.sql}`, [...q.parameters]),
        )
      ).rows,
    );

  const timings: number[] = [];
  async function check(
    who: () => Signed,
    query: string,
    expected: (r: BulkRow) => boolean,
    order: (a: BulkRow, b: BulkRow) => number = newestFirst,
  ) {
    const started = performance.now();
    const res = await who().get(`/api/content-list.json?${query}`);
    timings.push(performance.now() - started);
    expect(res.statusCode, query).toBe(200);
    const want = rows.filter((r) => r.status !== 'deleted' && expected(r)).sort(order);
    expect(want.length, `${query}: the case must select something`).toBeGreaterThan(0);
    // Counted up to LIST_COUNT_LIMIT: past it the count is the bound, flagged as such.
    expect(res.data.data.totalCount, query).toBe(Math.min(want.length, LIST_COUNT_LIMIT));
    expect(res.data.data.totalCountCapped, query).toBe(want.length > LIST_COUNT_LIMIT);
    expect(
      res.data.data.data.map((i: { id: number }) => i.id),
      query,
    ).toEqual(want.slice(0, 20).map((r) => r.id));
    expect(res.data.data.nextPage.hasNext, query).toBe(want.length > 20);
    return want;
  }

  it('scopes, filters and searches the whole table, with the same answers as a scan', async () => {
    const mine = (r: BulkRow) => r.groupId === editor.groupId;
    await check(() => editor, '', mine);
    await check(
      () => other,
      '',
      (r) => r.groupId === other.groupId,
    );
    await check(
      () => admin,
      '',
      () => true,
    );
    await check(
      () => admin,
      'contentSearch=siena',
      (r) => matches(r, 'siena'),
    );
    await check(
      () => admin,
      'contentSearch=Vigne%20CANT',
      (r) => matches(r, 'vigne cant'),
    );
    await check(
      () => admin,
      `contentSearch=${encodeURIComponent('val d’orcia pievi')}`,
      (r) => matches(r, 'val d orcia pievi'),
    );
    await check(
      () => editor,
      'contentSearch=festival',
      (r) => mine(r) && matches(r, 'festival'),
    );
    await check(
      () => editor,
      'contentProperty=mine&contentSearch=bike',
      (r) => r.creatorId === editor.id && matches(r, 'bike'),
    );
    await check(
      () => editor,
      'contentType=evento&contentStatus=published',
      (r) => mine(r) && r.typeCode === 'evento' && r.status === 'published',
    );
    const today = todayInItaly();
    await check(
      () => editor,
      'contentStatus=expired',
      (r) => mine(r) && r.expiresOn !== null && r.expiresOn < today,
    );
    await check(
      () => editor,
      'contentSearch=mare&contentUpdates=with&contentOrder=oldest',
      (r) => mine(r) && matches(r, 'mare') && r.updatesCount > 0,
      (a, b) => -newestFirst(a, b),
    );
    await check(
      () => reviewer,
      'api=1&contentSearch=firenze',
      (r) => r.api === 1 && matches(r, 'firenze'),
    );
    const from = rows[100]!.createdAt.slice(0, 10);
    const to = rows[200]!.createdAt.slice(0, 10);
    const [lo, hi] = from < to ? [from, to] : [to, from];
    await check(
      () => admin,
      `createdFrom=${lo}&createdTo=${hi}&contentType=punto_interesse`,
      (r) =>
        r.typeCode === 'punto_interesse' && r.createdAt.slice(0, 10) >= lo && r.createdAt.slice(0, 10) <= hi,
    );
    await check(
      () => admin,
      'contentOrder=updated&contentStatus=pending',
      (r) => r.status === 'pending',
      (a, b) => (a.updatedAt === b.updatedAt ? b.id - a.id : a.updatedAt < b.updatedAt ? 1 : -1),
    );
    await check(
      () => admin,
      'contentOrder=name&contentSearch=lucca%20terme',
      (r) => matches(r, 'lucca terme'),
      (a, b) => (a.name === b.name ? a.id - b.id : a.name < b.name ? -1 : 1),
    );
    timings.sort((a, b) => a - b);
    console.log(
      `risposte: mediana ${Math.round(timings[timings.length >> 1]!)} ms, massimo ${Math.round(timings.at(-1)!)} ms`,
    );
    // A guard against a plan that scans the table, loose enough for a busy machine.
    expect(timings.at(-1)).toBeLessThan(5000);
  });

  it('searches through the full-text index of the engine in use', async () => {
    const text = await explain(
      listPageQuery(t.db, ctx, { family: 'content', words: ['lucca', 'terme'] }, 'recent', 21, 0).compile(),
    );
    const postgres = isPostgres(t.db);
    expect(text).toContain(postgres ? 'search_vector' : 'content_fts VIRTUAL TABLE');
  });

  it('walks the list newest first for a common word, and counts a type from its index alone', async () => {
    const walk = await explain(
      listPageQuery(t.db, ctx, { family: 'content', words: ['siena'] }, 'recent', 21, 0, 'probe').compile(),
    );
    const ofType = await explain(
      listPageQuery(t.db, ctx, { family: 'content', typeId: 4, words: [] }, 'recent', 21, 1000).compile(),
    );
    if (isPostgres(t.db)) {
      expect(ofType).toContain('contents_family_type_created_idx');
      return;
    }
    // The page comes in the index's order: no sort of the matches.
    expect(walk).toContain('INDEX contents_family_created_idx (family=?)');
    expect(walk).not.toContain('TEMP B-TREE');
    expect(ofType).toContain('contents_family_type_created_idx');
    expect(ofType).not.toContain('TEMP B-TREE');
  });

  it('reads a common word’s matches in the list’s order, straight from the full-text index', async () => {
    const common = rows.filter((r) => r.status !== 'deleted' && matches(r, 'col')).sort(newestFirst);
    expect(common.length).toBeGreaterThan(LIST_COUNT_LIMIT);
    // The plan reads the list's count, which stops at its bound.
    expect(LOOKUP_MATCHES).toBeLessThanOrEqual(LIST_COUNT_LIMIT);
    if (!isPostgres(t.db)) {
      const plan = await explain(
        listPageQuery(t.db, ctx, { family: 'content', words: ['col'] }, 'recent', 21, 0, 'ranked').compile(),
      );
      // content_fts drives in its rowid's order (the search key's: the list's), each match finds
      // its content in the key's index: no row of the table, no sort of the matches.
      expect(plan).toContain('content_fts VIRTUAL TABLE');
      expect(plan).toContain('COVERING INDEX contents_search_key_idx (search_key=?');
      expect(plan).not.toContain('TEMP B-TREE');
      expect(await misplacedSearchKeys(t.db)).toBe(0);
    }
    const ids = (res: { data: { data: { data: { id: number }[] } } }) => res.data.data.data.map((i) => i.id);
    // A page in the middle; the last one, short.
    const middle = Math.floor(common.length / 40);
    const last = Math.ceil(common.length / 20);
    for (const page of [middle, last]) {
      const res = await admin.get(`/api/content-list.json?contentSearch=col&contentPage=${page}`);
      expect(ids(res), `pagina ${page}`).toEqual(common.slice((page - 1) * 20, page * 20).map((r) => r.id));
      expect(res.data.data.nextPage.hasNext).toBe(page < last);
    }
    // Oldest first reads the matches the other way.
    await check(
      () => admin,
      'contentSearch=col&contentOrder=oldest',
      (r) => matches(r, 'col'),
      (a, b) => -newestFirst(a, b),
    );
    // An office's drafts of a type: the filters the key's index holds, tested on its entries.
    await check(
      () => editor,
      'contentSearch=col&contentType=evento&contentStatus=draft',
      (r) =>
        r.groupId === editor.groupId && matches(r, 'col') && r.typeCode === 'evento' && r.status === 'draft',
    );
  });

  it('pages through a search to its end', async () => {
    const want = rows.filter((r) => r.status !== 'deleted' && matches(r, 'pisa')).sort(newestFirst);
    const last = Math.ceil(want.length / 20);
    const res = await admin.get(`/api/content-list.json?contentSearch=pisa&contentPage=${last}`);
    expect(res.data.data.data.map((i: { id: number }) => i.id)).toEqual(
      want.slice((last - 1) * 20).map((r) => r.id),
    );
    expect(res.data.data.nextPage.hasNext).toBe(false);
    const before = await admin.get(`/api/content-list.json?contentSearch=pisa&contentPage=${last - 1}`);
    expect(before.data.data.nextPage.hasNext).toBe(true);
  });
});
