import { describe, expect, it } from 'vitest';
import { EXPLORE_OPERATIONS } from '@sportello/contracts';
import { gql, useExploreWorld } from '../explore.test-kit.js';

const w = useExploreWorld();

const refusal = async (query: string) => {
  const res = await gql(w.operator, { query });
  expect(res.statusCode, query.slice(0, 80)).toBe(400);
  expect(res.data.data).toBeUndefined();
  return (res.data.errors as { message: string }[]).map((e) => e.message).join(' ');
};

describe('GraphQL: what one request may ask, fragments expanded', () => {
  it('refuses 60 searches hidden in fragments (the root-field limit counts them after expansion)', async () => {
    const spreads = Array.from({ length: 12 }, (_, i) => `...F${i}`).join(' ');
    const fragments = Array.from(
      { length: 12 },
      (_, i) =>
        `fragment F${i} on Query { ${Array.from({ length: 5 }, (_, j) => `s${i}_${j}: search(input: { query: "siena" }) { totalCount }`).join(' ')} }`,
    ).join('\n');
    expect(await refusal(`query Many { ${spreads} }\n${fragments}`)).toMatch(
      /troppi alias|troppe cose|troppe ricerche/,
    );

    // Without aliases, in inline fragments at the root: 11 cheap root fields.
    const inline = Array.from({ length: 11 }, () => '... on Query { asset(id: "x") { title } }').join(' ');
    expect(await refusal(`{ ${inline} }`)).toBe(
      'La richiesta GraphQL chiede troppe cose insieme: al massimo 10 campi principali.',
    );
  });

  it('refuses hundreds of aliases of one field', async () => {
    const aliases = Array.from({ length: 586 }, (_, i) => `a${i}: title`).join(' ');
    expect(await refusal(`{ assets(ids: ["x"]) { ${aliases} } }`)).toBe(
      'La richiesta GraphQL usa troppi alias: al massimo 10.',
    );
  });

  it('bounds the cost: five searches are refused, the screen’s operations pass', async () => {
    const five = ['search', 'categories', 'filters', 's2: search', 's3: search']
      .map((f) => `${f}(input: {}) { __typename }`)
      .join(' ');
    expect(await refusal(`{ ${five} }`)).toBe(
      'La richiesta GraphQL contiene troppe ricerche: dividila in più richieste.',
    );
    const three = `query All($input: SearchInput!) {
      categories(input: $input) { name }
      filters(input: $input) { name }
      search(input: $input) { totalCount }
    }`;
    expect((await gql(w.operator, { query: three }, { input: { query: 'siena' } })).statusCode).toBe(200);
    for (const name of Object.keys(EXPLORE_OPERATIONS) as (keyof typeof EXPLORE_OPERATIONS)[]) {
      const variables =
        name === 'ExploreAsset' ? { id: [...w.ids.values()][0] } : { input: { query: 'siena' } };
      expect((await gql(w.operator, name, variables)).statusCode, name).toBe(200);
    }
  });

  it('bounds the fields of a document whose fragments multiply', async () => {
    // Each fragment spreads the next twice: 2^12 selections of one field once expanded.
    const levels = 12;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment L${i} on Asset { title }`
        : `fragment L${i} on Asset { ...L${i + 1} ...L${i + 1} }`,
    ).join('\n');
    expect(await refusal(`{ assets(ids: ["x"]) { ...L0 } }\n${fragments}`)).toBe(
      'La richiesta GraphQL è troppo grande.',
    );
  });
});
