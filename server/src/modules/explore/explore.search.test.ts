import { describe, expect, it } from 'vitest';
import {
  EXPLORE_CATEGORIES,
  EXPLORE_PAGE_SIZE,
  type FilterBlock,
  type SearchInput,
} from '@sportello/contracts';
import { CATALOGUE, facets, gql, search, useExploreWorld } from './explore.test-kit.js';

const w = useExploreWorld();

/** The total of each category's search, asked four categories per document (aliases; the cost limit). */
async function totalsPerCategory(input: SearchInput): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (let i = 0; i < EXPLORE_CATEGORIES.length; i += 4) {
    const names = EXPLORE_CATEGORIES.slice(i, i + 4).map((c) => c.name);
    const vars = names.map((_, j) => `$v${j}: SearchInput!`).join(', ');
    const fields = names.map((n, j) => `${n}: search(input: $v${j}) { totalCount }`).join(' ');
    const variables = Object.fromEntries(names.map((n, j) => [`v${j}`, { ...input, category: n }]));
    const res = await gql(w.operator, { query: `query (${vars}) { ${fields} }` }, variables);
    expect(res.statusCode).toBe(200);
    for (const n of names) totals[n] = res.data.data[n].totalCount;
  }
  return totals;
}
const sorted = (titles: string[]) => [...titles].sort();

describe('explore search: words', () => {
  it('finds by a prefix as the operator types, accents and case aside, title hits first', async () => {
    expect((await search(w.operator, { query: 'Sien', category: 'attraction' })).titles).toEqual([
      'Torre del Mangia',
    ]);
    // "Città" in the text, typed without the accent and in capitals.
    expect((await search(w.operator, { query: 'CITTA' })).titles).toEqual(['Torre del Mangia']);
    // "campo" is in the title of one hotel and in the text of another: the title wins.
    expect((await search(w.operator, { query: 'campo', category: 'accommodation' })).titles).toEqual([
      'Albergo Il Campo',
      'Hotel Duomo',
    ]);
  });

  it('matches every word, in any language of the asset', async () => {
    expect((await search(w.operator, { query: 'palio siena' })).titles).toEqual(['Palio di Siena']);
    expect((await search(w.operator, { query: 'mangia tower' })).titles).toEqual(['Torre del Mangia']);
  });

  it('corrects a typo when nothing matches, and says which words it searched', async () => {
    const page = await search(w.operator, { query: 'ribolita' });
    expect(page.titles).toEqual(['Ribollita']);
    expect(page.correctedQuery).toBe('ribollita');
    const two = await search(w.operator, { query: 'torre mnagia' });
    expect(two.titles).toEqual(['Torre del Mangia']);
    expect(two.correctedQuery).toBe('torre mangia');
    // The tabs count what the corrected words find.
    expect((await facets(w.operator, { query: 'ribolita' })).recipe).toBe(1);
    const none = await search(w.operator, { query: 'zzzqqq' });
    expect(none).toMatchObject({ totalCount: 0, correctedQuery: null, nextPageToken: null });
    // Words that exist but not together are not "corrected".
    expect(await search(w.operator, { query: 'ribollita uffizi' })).toMatchObject({
      totalCount: 0,
      correctedQuery: null,
    });
  });
});

describe('explore search: categories and their counts', () => {
  const searchable = CATALOGUE.filter((s) => (s.status ?? 0) === 0);

  it('counts each tab with one grouped query, equal to what each tab then shows', async () => {
    for (const input of [
      { query: '' },
      { query: 'siena' },
      { query: '', filters: [{ key: 'stars' as const, values: ['3', '4'] }] },
      { query: 'osteria', filters: [{ key: 'municipality' as const, values: ['SI'] }] },
    ]) {
      const counts = await facets(w.operator, { ...input, category: 'restaurant' });
      const totals = await totalsPerCategory({ ...input });
      expect({ input, counts }).toEqual({ input, counts: totals });
    }
  });

  it('answers the tabs and the page in one operation as each alone (the page reuses its tab count)', async () => {
    const screen = `query ($input: SearchInput!) {
      categories(input: $input) { name count }
      search(input: $input) { totalCount correctedQuery assets { title } }
    }`;
    for (const input of [
      { query: 'siena', category: 'attraction' },
      // A typo found nowhere: the tabs and the page count the corrected words.
      { query: 'ribolita', category: 'recipe' },
      // Words found in other tabs only: this tab's own search decides on a correction.
      { query: 'hotel', category: 'recipe' },
      // The services' default box, and every tab at once.
      { query: '', category: 'pharmacy' },
      { query: '', category: 'all' },
    ]) {
      const res = await gql(w.operator, { query: screen }, { input });
      expect(res.statusCode).toBe(200);
      const alone = await search(w.operator, input);
      const { categories, search: page } = res.data.data;
      expect({ input, page }).toEqual({
        input,
        page: {
          totalCount: alone.totalCount,
          correctedQuery: alone.correctedQuery,
          assets: alone.titles.map((title) => ({ title })),
        },
      });
      const tab = categories.find((c: { name: string }) => c.name === input.category);
      expect(tab.count).toBe(alone.totalCount);
    }
  });

  it('leaves out deleted and expired assets; "all" holds every searchable one', async () => {
    const counts = await facets(w.operator, {});
    expect(counts.all).toBe(searchable.length);
    expect((await search(w.operator, { category: 'all' })).totalCount).toBe(searchable.length);
    expect(counts.accommodation).toBe(5);
    const hotels = await search(w.operator, { query: 'hotel', category: 'accommodation' });
    expect(sorted(hotels.titles)).toEqual(['Grand Hotel Arno', 'Hotel Duomo']);
  });
});

describe('explore search: filters', () => {
  const titles = async (input: SearchInput) => sorted((await search(w.operator, input)).titles);

  it('by municipality or by a whole province', async () => {
    expect(
      await titles({ category: 'accommodation', filters: [{ key: 'municipality', values: ['052032'] }] }),
    ).toEqual(['Albergo Il Campo', 'Hotel Duomo']);
    expect(
      await titles({ category: 'accommodation', filters: [{ key: 'municipality', values: ['SI'] }] }),
    ).toEqual(['Agriturismo Le Vigne', 'Albergo Il Campo', 'Hotel Duomo']);
    expect(
      await titles({
        category: 'accommodation',
        filters: [{ key: 'municipality', values: ['048017', '050026'] }],
      }),
    ).toEqual(['B&B La Torre Pendente', 'Grand Hotel Arno']);
  });

  it('by stars, classification and price for accommodations', async () => {
    const acc = (filters: SearchInput['filters']) => titles({ category: 'accommodation', filters });
    expect(await acc([{ key: 'stars', values: ['4', '5'] }])).toEqual(['Grand Hotel Arno', 'Hotel Duomo']);
    expect(await acc([{ key: 'classification', values: ['agriturismo', 'bb'] }])).toEqual([
      'Agriturismo Le Vigne',
      'B&B La Torre Pendente',
    ]);
    expect(await acc([{ key: 'price', values: ['60', '90'] }])).toEqual([
      'Agriturismo Le Vigne',
      'Albergo Il Campo',
      'B&B La Torre Pendente',
    ]);
    expect(await acc([{ key: 'price', values: ['200', ''] }])).toEqual(['Grand Hotel Arno']);
  });

  it('by dates overlapping the period for events', async () => {
    const ev = (from: string, to: string) =>
      titles({ category: 'event', filters: [{ key: 'dates', values: [from, to] }] });
    expect(await ev('2026-07-01', '2026-07-31')).toEqual(['Palio di Siena']);
    expect(await ev('2026-09-08', '')).toEqual(['Festa della Rificolona', 'Lucca Comics']);
    expect(await ev('', '2026-06-16')).toEqual(['Luminara di San Ranieri']);
  });

  it('by difficulty, length and ascent for itineraries, difficulty for recipes', async () => {
    expect(
      await titles({ category: 'itinerary', filters: [{ key: 'difficulty', values: ['facile', 'media'] }] }),
    ).toEqual(['Passeggiata sulle mura', 'Via Francigena da Siena a Buonconvento']);
    expect(
      await titles({ category: 'itinerary', filters: [{ key: 'length', values: ['20', '70'] }] }),
    ).toEqual(["L'Eroica in bicicletta", 'Via Francigena da Siena a Buonconvento']);
    expect(
      await titles({ category: 'itinerary', filters: [{ key: 'ascent', values: ['', '400'] }] }),
    ).toEqual(['Passeggiata sulle mura', 'Via Francigena da Siena a Buonconvento']);
    expect(
      await titles({ category: 'recipe', filters: [{ key: 'difficulty', values: ['facile'] }] }),
    ).toEqual(['Ribollita']);
  });

  it('offers the blocks of the category, each option counted as selecting it would find', async () => {
    const input: SearchInput = { category: 'accommodation', filters: [{ key: 'stars', values: ['3', '4'] }] };
    const res = await gql(w.operator, 'ExploreFilters', { input });
    expect(res.statusCode).toBe(200);
    const blocks: FilterBlock[] = res.data.data.filters;
    expect(blocks.map((b) => b.name)).toEqual(['municipality', 'stars', 'classification', 'price']);
    const [municipality, stars, , price] = blocks;
    // Provinces hold their municipalities; counts follow the other filters (3 or 4 stars).
    const siena = municipality!.options!.find((o) => o.value === 'SI')!;
    expect(siena).toMatchObject({ label: 'Siena', groupItem: true, count: 2 });
    expect(siena.options!.map((o) => [o.label, o.count])).toEqual([['Siena', 2]]);
    // Stars are counted without their own filter, so other values stay choosable.
    expect(stars!.options!.map((o) => [o.label, o.count, o.selected])).toEqual([
      ['5 stelle', 1, false],
      ['4 stelle', 1, true],
      ['3 stelle', 1, true],
      ['2 stelle', 1, false],
      ['1 stella', 1, false],
    ]);
    expect(price).toMatchObject({ type: 'range', unit: '€', bounds: { min: 60, max: 250 } });
    for (const option of stars!.options!) {
      const page = await search(w.operator, {
        category: 'accommodation',
        filters: [{ key: 'stars', values: [option.value] }],
      });
      expect(page.totalCount).toBe(option.count);
    }
  });
});

describe('explore search: the map', () => {
  const aroundPisa = ['43.70', '10.38', '43.74', '10.42'];

  it('keeps to the box of "Cerca in questa zona"', async () => {
    const page = await search(w.operator, { filters: [{ key: 'geolocation', values: aroundPisa }] });
    expect(sorted(page.titles)).toEqual([
      'B&B La Torre Pendente',
      'Banca di Pisa',
      'Luminara di San Ranieri',
      'Piazza dei Miracoli',
      'Stazione di Pisa Centrale',
    ]);
  });

  it('gives the five services categories a default box around the office, not the others', async () => {
    const near: Record<string, string> = {
      bank: 'Banca del Monte',
      hospital: 'Ospedale Le Scotte',
      pharmacy: 'Farmacia del Campo',
      police: 'Questura di Siena',
      train_station: 'Stazione di Siena',
    };
    for (const [category, title] of Object.entries(near))
      expect((await search(w.operator, { category })).titles).toEqual([title]);
    // A box of the map replaces the default one; another category has none.
    const pisa = await search(w.operator, {
      category: 'bank',
      filters: [{ key: 'geolocation', values: aroundPisa }],
    });
    expect(pisa.titles).toEqual(['Banca di Pisa']);
    expect((await search(w.operator, { query: 'banca' })).totalCount).toBe(2);
  });

  it('orders by distance from the office, and events by date', async () => {
    const byDistance = await search(w.operator, { category: 'attraction', sort: 'distance' });
    // Pisa is a little nearer to Siena than Lucca is (87 km against 89).
    expect(byDistance.titles).toEqual([
      'Torre del Mangia',
      'Galleria degli Uffizi',
      'Piazza dei Miracoli',
      'Mura di Lucca',
    ]);
    const km = byDistance.assets.map((a) => a.distanceKm ?? Infinity);
    expect(km[0]).toBeLessThan(1);
    expect(km[1]).toBeGreaterThan(45);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    const byDate = await search(w.operator, { category: 'event', sort: 'date' });
    expect(byDate.titles).toEqual([
      'Luminara di San Ranieri',
      'Palio di Siena',
      'Festa della Rificolona',
      'Lucca Comics',
    ]);
  });
});

describe('explore search: pages', () => {
  it('pages the results and continues them with the loadMore token', async () => {
    const first = await search(w.operator, { category: 'all' });
    expect(first.assets).toHaveLength(EXPLORE_PAGE_SIZE);
    expect(first.pagination).toEqual({
      current: 1,
      total: Math.ceil(first.totalCount / EXPLORE_PAGE_SIZE),
      rows: EXPLORE_PAGE_SIZE,
    });
    const second = await search(w.operator, { category: 'all', page: 2 });
    const more = await search(w.operator, { category: 'all', loadMore: first.nextPageToken });
    expect(more.titles).toEqual(second.titles);
    expect(more.pagination.current).toBe(2);
    expect(second.titles.some((t) => first.titles.includes(t))).toBe(false);
    const last = await search(w.operator, { category: 'all', page: first.pagination.total });
    expect(last.nextPageToken).toBeNull();
  });

  it('refuses a token of another search, or an edited one', async () => {
    const first = await search(w.operator, { category: 'all' });
    for (const loadMore of [
      first.nextPageToken,
      Buffer.from('{"o":0,"h":"x"}').toString('base64url'),
      'zz',
    ]) {
      const input =
        loadMore === first.nextPageToken
          ? { category: 'accommodation', loadMore }
          : { category: 'all', loadMore };
      const res = await gql(w.operator, 'ExploreResults', { input });
      expect(res.statusCode).toBe(400);
      expect(res.data.errors[0]).toMatchObject({
        message: 'Token di pagina non valido (input.loadMore)',
        extensions: { field: 'input.loadMore' },
      });
    }
  });
});

describe('explore search: languages and statuses', () => {
  it('shows each asset in the locale asked for, in Italian where it lacks it', async () => {
    const en = await search(w.operator, { category: 'attraction', locale: 'en', sort: 'distance' });
    expect(en.assets.slice(0, 2).map((a) => [a.title, a.locale])).toEqual([
      ['Mangia Tower', 'en'],
      ['Galleria degli Uffizi', 'it'],
    ]);
    expect(en.assets[0]).toMatchObject({
      langs: ['it', 'en'],
      municipality: { code: '052032', name: 'Siena', province: 'SI' },
    });
  });

  it('answers expired and deleted assets by id with their red label, in the order asked', async () => {
    const ids = ['h7', 'h1', 'h6'].map((s) => w.ids.get(s)!);
    const res = await gql(
      w.operator,
      {
        query:
          'query ($ids: [ID!]!) { assets(ids: $ids, locale: "en") { id title status statusLabel locale } }',
      },
      { ids: [...ids, '999999'] },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.data.assets).toEqual([
      { id: ids[0], title: 'Pensione Scaduta', status: 1, statusLabel: 'Scaduto', locale: 'it' },
      { id: ids[1], title: 'Duomo Hotel', status: 0, statusLabel: null, locale: 'en' },
      {
        id: ids[2],
        title: 'Hotel Chiuso per Sempre',
        status: 2,
        statusLabel: 'Non più disponibile',
        locale: 'it',
      },
    ]);
    const one = await gql(w.operator, 'ExploreAsset', { id: ids[2], type: 'accommodation', locale: 'it' });
    expect(one.data.data.asset).toMatchObject({
      title: 'Hotel Chiuso per Sempre',
      statusLabel: 'Non più disponibile',
    });
    const otherType = await gql(w.operator, 'ExploreAsset', { id: ids[2], type: 'restaurant' });
    expect(otherType.data.data.asset).toBeNull();
    // A list's element opens its asset by the source's id and the type.
    const resId = one.data.data.asset.resId as string;
    const byRes = await gql(w.operator, 'ExploreAsset', { resId, type: 'accommodation', locale: 'it' });
    expect(byRes.data.data.asset).toMatchObject({ id: ids[2], title: 'Hotel Chiuso per Sempre' });
    const noType = await gql(w.operator, 'ExploreAsset', { resId });
    expect(noType.data.errors[0].extensions.field).toBe('id');
  });
});
