import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import type { PartnerKeyGrants } from '@sportello/contracts';
import type { Agent } from '../../../test/agent.js';
import type { TestApp } from '../../../test/build-app.js';
import { buildDemoApp, signIn } from '../../../test/demo-app.js';
import { approvedKey } from '../partner-keys/partner-keys.test-kit.js';
import { GraphqlReplyBody } from './public-api.graphql-request.js';
import { ContentsReply } from './public-api.schema.js';
import { editGrants, minutesAgo, seedContent } from './public-api.test-kit.js';

const URL = '/api/public/v1/graphql';

type Reply = {
  status: number;
  data: Record<string, any> | null | undefined;
  errors: { message: string; extensions: { code: string; field?: string } }[];
  raw: string;
};

/**
 * POST /api/public/v1/graphql on the wire: the REST routes' key, grants and services behind it,
 * its limits, and every reply parsed by the endpoint's strict reply schema.
 */
describe('the public GraphQL endpoint', () => {
  let t: TestApp;
  let admin: Agent;
  let key: { id: number; secret: string };
  /** Seeded contents that must never leave: drafts, pending, withdrawn, and a type not granted. */
  const hidden: number[] = [];

  const grant = (change: Partial<PartnerKeyGrants>) => editGrants(admin, key.id, change);

  async function post(payload: unknown, headers: Record<string, string> = { 'x-api-key': key.secret }) {
    const res = await t.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });
    const body = GraphqlReplyBody.parse(res.json());
    return { status: res.statusCode, data: body.data, errors: body.errors ?? [], raw: res.body } as Reply;
  }
  const ask = (query: string, variables?: Record<string, unknown>) => post({ query, variables });

  beforeAll(async () => {
    t = await buildDemoApp({ catalogue: true });
    admin = await signIn(t, 'admin');
    key = await approvedKey(t, admin);
    await grant({ contentTypes: ['evento', 'itinerario'], languages: ['it', 'en'], ratePerMinute: 6000 });
    for (const status of ['draft', 'pending'] as const)
      hidden.push(await seedContent(t, 'itinerario', status, 'nascosto', minutesAgo(5)));
    for (const status of ['discarded', 'delete_requested', 'deleted'] as const)
      hidden.push(await seedContent(t, 'itinerario', status, 'nascosto', minutesAgo(5), { published: true }));
    hidden.push(await seedContent(t, 'offerta', 'published', 'nascosto', minutesAgo(5)));
  }, 120_000);
  afterAll(async () => t.close());

  it('reads contents and the catalogue with the key: the same items as the REST routes', async () => {
    const res = await ask(`{
      contents(limit: 10) { items { id type slug langs texts { lang title } } next }
      catalogue(limit: 5) { total next items { id type texts { lang title } municipality { name } }
                            facets { types { value count } } }
    }`);
    expect([res.status, res.errors]).toEqual([200, []]);
    const rest = ContentsReply.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/public/v1/contents?limit=10',
          headers: { 'x-api-key': key.secret },
        })
      ).json(),
    ).data;
    const contents = res.data!.contents;
    expect(contents.items.map((i: { id: number }) => i.id)).toEqual(rest.items.map((i) => i.id));
    expect(contents.next).toBe(rest.next);
    expect(contents.items[0].texts[0]).toEqual({ lang: 'it', title: rest.items[0]!.texts.it!.title });
    for (const item of contents.items) expect(['evento', 'itinerario']).toContain(item.type);

    const catalogue = res.data!.catalogue;
    expect(catalogue.total).toBeGreaterThan(5);
    expect(catalogue.items).toHaveLength(5);
    expect(catalogue.facets.types.reduce((s: number, f: { count: number }) => s + f.count, 0)).toBe(
      catalogue.total,
    );
    // The next page by the cursor, and one item by its id, with variables.
    const more = await ask(
      'query More($cursor: String, $id: Int!) { catalogue(cursor: $cursor, limit: 5) { items { id } } asset(id: $id) { id } }',
      { cursor: catalogue.next, id: catalogue.items[0].id },
    );
    expect(more.errors).toEqual([]);
    expect(more.data!.asset.id).toBe(catalogue.items[0].id);
    const ids = new Set(catalogue.items.map((i: { id: number }) => i.id));
    expect(more.data!.catalogue.items.some((i: { id: number }) => ids.has(i.id))).toBe(false);
  });

  it('never lets out a draft, pending or withdrawn content, nor one of a type not granted', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await ask('query($c: String) { contents(limit: 100, cursor: $c) { items { id } next } }', {
        c: cursor,
      });
      expect(res.errors).toEqual([]);
      seen.push(...res.data!.contents.items.map((i: { id: number }) => i.id));
      cursor = res.data!.contents.next;
    } while (cursor);
    expect(seen.length).toBeGreaterThan(0);
    for (const id of hidden) expect(seen).not.toContain(id);
    const search = await ask('{ contents(q: "nascosto") { items { id } } }');
    expect(search.data!.contents.items).toEqual([]);
    // By id: null, with the REST route's not-found error at its path.
    for (const id of hidden) {
      const one = await ask(`{ content(id: ${id}) { id texts { title } } }`);
      expect(one.status).toBe(200);
      expect(one.data).toEqual({ content: null });
      expect(one.errors).toMatchObject([
        { message: 'Contenuto non trovato / Content not found', extensions: { code: 'not_found' } },
      ]);
      expect(one.raw).not.toContain('nascosto');
    }
  });

  it('gives only the granted languages’ texts, and null for the fields the grant leaves out', async () => {
    await grant({ languages: ['en'], omittedFields: ['images', 'dates', 'contacts', 'prices'] });
    try {
      const res = await ask(`{
        contents(limit: 20) { items { langs texts { lang title } image { src } dates expiresOn contacts { phone } price { free } locations { address } } }
        catalogue(limit: 20) { items { langs texts { lang price } image { src } dates { from } priceFrom } }
      }`);
      expect(res.errors).toEqual([]);
      const { contents, catalogue } = res.data!;
      expect(contents.items.length).toBeGreaterThan(0);
      for (const item of [...contents.items, ...catalogue.items]) {
        expect(item.langs.every((l: string) => l === 'en')).toBe(true);
        expect(item.texts.every((t: { lang: string }) => t.lang === 'en')).toBe(true);
        expect(item.image).toBeNull();
        expect(item.dates).toBeNull();
      }
      for (const item of contents.items) {
        expect([item.expiresOn, item.contacts, item.price]).toEqual([null, null, null]);
        expect(item.locations).not.toBeNull();
      }
      for (const item of catalogue.items) {
        expect(item.priceFrom).toBeNull();
        expect(item.texts.every((t: { price: unknown }) => t.price === null)).toBe(true);
      }
      expect(res.raw).not.toContain('"it"');
      // Asking for Italian is the REST route's refusal, at the field.
      const italian = await ask('{ contents(lang: it) { items { id } } }');
      expect([italian.status, italian.data]).toEqual([200, null]);
      expect(italian.errors).toMatchObject([
        {
          message: 'Lingua non autorizzata per questa chiave: «it» / Language not granted to this key: "it"',
          extensions: { code: 'forbidden' },
        },
      ]);
    } finally {
      await grant({ languages: ['it', 'en'], omittedFields: [] });
    }
  });

  it('refuses an ungranted type with forbidden, and a bad argument naming it, as REST does', async () => {
    const offer = await ask('{ contents(type: ["offerta"]) { items { id } } }');
    expect([offer.status, offer.data]).toEqual([200, null]);
    expect(offer.errors).toMatchObject([
      {
        message:
          'Tipo di contenuto non autorizzato per questa chiave: «offerta» / Content type not granted to this key: "offerta"',
        extensions: { code: 'forbidden' },
      },
    ]);
    const place = await ask('{ catalogue(type: ["google_place"]) { total } }');
    expect(place.errors[0]!.extensions.code).toBe('forbidden');
    for (const [args, field] of [
      ['contents(limit: 0)', 'limit'],
      ['contents(limit: 101)', 'limit'],
      ['contents(updatedSince: "ieri")', 'updatedSince'],
      ['contents(cursor: "nonvalido")', 'cursor'],
      ['catalogue(bbox: "44,11,43,12")', 'bbox'],
      ['catalogue(municipality: ["Firenze"])', 'municipality'],
      ['content(id: 0)', 'id'],
    ]) {
      const bad = await ask(`{ ${args} { __typename } }`);
      expect(bad.status, args).toBe(200);
      expect(bad.errors[0]!.message, args).toMatch(new RegExp(`^${field}: .+ / ${field}: `));
      expect(bad.errors[0]!.extensions, args).toEqual({ code: 'bad_request', field });
    }
  });

  it('refuses a request without a key (401), a revoked key, and another origin, in GraphQL’s format', async () => {
    const none = await post({ query: '{ contents { next } }' }, {});
    expect([none.status, none.errors[0]!.extensions.code]).toEqual([401, 'auth_required']);
    await grant({ allowedOrigins: ['https://www.consorzio.example'] });
    try {
      const elsewhere = await post(
        { query: '{ contents { next } }' },
        { 'x-api-key': key.secret, origin: 'https://evil.example' },
      );
      expect([elsewhere.status, elsewhere.errors[0]!.extensions.code]).toEqual([403, 'forbidden']);
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: URL,
        headers: {
          origin: 'https://www.consorzio.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-api-key, content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    } finally {
      await grant({ allowedOrigins: [] });
    }
    const other = await approvedKey(t, admin);
    expect((await admin.post(`/api/partner-keys/${other.id}/revoke`)).statusCode).toBe(200);
    const revoked = await post({ query: '{ contents { next } }' }, { 'x-api-key': other.secret });
    expect([revoked.status, revoked.errors[0]!.message]).toEqual([
      403,
      'Chiave API revocata / API key revoked',
    ]);
  });

  it('refuses a too deep, too large or too costly document with 400 before running it', async () => {
    const deep = await ask(`{ contents { items { a { b { c { d { e { f { g { h } } } } } } } } } }`);
    expect(deep.status).toBe(400);
    expect(deep.errors.map((e) => e.message)).toEqual([
      'query: troppo annidata, al massimo 8 livelli / query: nested too deep, at most 8 levels',
    ]);
    const costly = await ask('{ a: catalogue { total } b: catalogue { total } c: catalogue { total } }');
    expect([costly.status, costly.errors[0]!.message]).toEqual([
      400,
      expect.stringContaining('query: too costly, at most 20'),
    ]);
    expect(costly.data).toBeUndefined();
    const aliases = Array.from({ length: 250 }, (_, i) => `a${i}: id`).join(' ');
    const wide = await ask(`{ content(id: 1) { ${aliases} } }`);
    expect([wide.status, wide.errors[0]!.message]).toEqual([400, expect.stringContaining('at most 200')]);
    // Fragments that spread each other twice: bounded once expanded, whatever their size.
    const levels = 12;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment L${i} on Content { id }`
        : `fragment L${i} on Content { ...L${i + 1} ...L${i + 1} }`,
    ).join('\n');
    const multiplied = await ask(`{ content(id: 1) { ...L0 } }\n${fragments}`);
    expect([multiplied.status, multiplied.errors[0]!.message]).toEqual([
      400,
      expect.stringContaining('at most 200'),
    ]);
    const long = await ask(`{ contents { next } } # ${'x'.repeat(11_000)}`);
    expect([long.status, long.errors[0]!.extensions.field]).toEqual([400, 'query']);
    // Two searches are within the cost; the standard introspection query too.
    const two = await ask('{ a: catalogue { total } b: catalogue { total } }');
    expect(two.status).toBe(200);
    const schema = await ask(getIntrospectionQuery());
    expect([schema.status, schema.errors]).toEqual([200, []]);
    expect(schema.raw).toContain('"ContentText"');
  });

  it('answers 400 in GraphQL’s format to a bad body, syntax, schema or operation, never 500', async () => {
    const raw = (payload: string, type = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: URL,
        headers: { 'x-api-key': key.secret, 'content-type': type },
        payload,
      });
    for (const [payload, type] of [
      ['{"query": ', 'application/json'],
      ['', 'application/json'],
      ['{ contents { next } }', 'application/graphql'],
      ['[{"query": "{ contents { next } }"}]', 'application/json'],
      ['{"variables": {}}', 'application/json'],
      ['{"query": 42}', 'application/json'],
      ['{"query": "{ contents { next } }", "variables": [1]}', 'application/json'],
    ] as const) {
      const res = await raw(payload, type);
      expect([400, 415], payload).toContain(res.statusCode);
      const body = GraphqlReplyBody.parse(res.json());
      expect(body.errors![0]!.extensions.code, payload).toBe('bad_request');
      expect(body.errors![0]!.message, payload).toMatch(/ \/ /);
    }
    const syntax = await ask('{ contents { ');
    expect([syntax.status, syntax.errors[0]!.message]).toEqual([
      400,
      expect.stringMatching(/^query: sintassi GraphQL non valida/),
    ]);
    const unknown = await ask('{ contents { items { creatorName } } }');
    expect([unknown.status, unknown.errors[0]!.message]).toEqual([
      400,
      expect.stringContaining('Cannot query field "creatorName" on type "Content"'),
    ]);
    const mutation = await ask('mutation { contents { next } }');
    expect([mutation.status, mutation.errors[0]!.message]).toEqual([
      400,
      expect.stringContaining('no mutation'),
    ]);
    const badVariable = await ask('query($n: Int) { contents(limit: $n) { next } }', { n: 'molti' });
    expect([badVariable.status, badVariable.errors[0]!.extensions.field]).toEqual([400, 'variables.n']);
    // Two operations: one of them by operationName, or none.
    const two = 'query A { contents(limit: 1) { next } } query B { catalogue(limit: 1) { total } }';
    const neither = await post({ query: two });
    expect([neither.status, neither.errors[0]!.extensions.field]).toEqual([400, 'operationName']);
    const chosen = await post({ query: two, operationName: 'B' });
    expect([chosen.status, Object.keys(chosen.data!)]).toEqual([200, ['catalogue']]);
    expect((await post({ query: two, operationName: 'C' })).status).toBe(400);
  });

  it('GET with ?query= answers with an ETag and private caching; an error is not cached', async () => {
    const get = (qs: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `${URL}?${qs}`, headers: { 'x-api-key': key.secret, ...headers } });
    const qs = `query=${encodeURIComponent('query($n: Int) { contents(limit: $n) { items { id } } }')}&variables=${encodeURIComponent('{"n":2}')}`;
    const res = await get(qs);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.contents.items).toHaveLength(2);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(String(res.headers.vary)).toContain('X-Api-Key');
    const again = await get(qs, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const refused = await get(`query=${encodeURIComponent('{ contents(type: ["offerta"]) { next } }')}`);
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(refused.headers.etag).toBeUndefined();
    const badVariables = await get(`query=${encodeURIComponent('{ contents { next } }')}&variables=%7B`);
    expect([badVariables.statusCode, badVariables.json().errors[0].extensions.field]).toEqual([
      400,
      'variables',
    ]);
  });

  it('is described in the public OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/public/v1/docs/json' })).json();
    expect(spec.paths[URL].post.summary).toContain('GraphQL');
    expect(JSON.stringify(spec.paths[URL].post.requestBody)).toContain('contents(type');
  });
});
