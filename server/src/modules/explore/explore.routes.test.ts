import { describe, expect, it } from 'vitest';
import { ASSET_TYPES, ExploreConfig, PreviewTemplate, type Role } from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { runGraphql } from './graphql/graphql-request.js';
import { previewTemplateKey } from './preview-templates/index.js';
import { SIENA, gql, signedInAs, useExploreWorld } from './explore.test-kit.js';

const w = useExploreWorld();

describe('who may explore', () => {
  it('lets the desk and the editorial staff search, and refuses structures in Italian', async () => {
    for (const role of ['operator', 'editor', 'referent', 'reviewer', 'admin'] as Role[]) {
      const agent = await signedInAs(w.t, role);
      const res = await gql(agent, 'ExploreTabs', { input: { query: 'siena' } });
      expect({ role, status: res.statusCode }).toEqual({ role, status: 200 });
    }
    const structure = await signedInAs(w.t, 'structure');
    for (const res of [
      await gql(structure, 'ExploreTabs', { input: {} }),
      await structure.get('/api/explore.json?env=make-iat'),
      await structure.get('/api/preview-template/accommodation.json?env=make-iat'),
    ])
      expect(res.statusCode === 403 && res.data).toMatchObject({
        code: 'forbidden',
        message: 'Non hai i permessi per consultare il catalogo.',
      });
  });

  it('sends a stranger to sign in, and refuses a POST without the CSRF header', async () => {
    const stranger = new Agent(w.t.app);
    expect((await gql(stranger, 'ExploreTabs', { input: {} })).data).toMatchObject({ code: 'auth_required' });
    expect((await stranger.get('/api/explore.json')).data).toMatchObject({ code: 'auth_required' });
    const noCsrf = await w.operator.post(
      '/api/graphql',
      { query: '{ categories(input: {}) { name } }' },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.data.code).toBe('csrf');
  });
});

describe('POST /api/graphql', () => {
  const errorOf = (res: Awaited<ReturnType<typeof gql>>) => {
    expect(res.statusCode).toBe(400);
    return res.data.errors[0] as { message: string; extensions: { field?: string } };
  };

  it('answers the operations of the screen, with several fields and aliases in one document', async () => {
    const res = await gql(
      w.operator,
      {
        query: `query Both($input: SearchInput!) {
          tabs: categories(input: $input) { name count }
          page: search(input: $input) { totalCount assets { title municipality { name } } }
        }`,
      },
      { input: { query: 'palio', category: 'event' } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.data.tabs.find((c: { name: string }) => c.name === 'event').count).toBe(1);
    expect(res.data.data.page).toEqual({
      totalCount: 1,
      assets: [{ title: 'Palio di Siena', municipality: { name: 'Siena' } }],
    });
  });

  it('refuses a syntax error, an unknown field and an unknown operation with 400', async () => {
    expect(errorOf(await gql(w.operator, { query: '{ search(input: {}) { totalCount ' })).message).toMatch(
      /^Errore di sintassi nella richiesta GraphQL/,
    );
    expect(errorOf(await gql(w.operator, { query: '{ search(input: {}) { totalCount stelle } }' }))).toEqual({
      message: 'Il campo "stelle" non esiste nel tipo "SearchResultPage".',
      extensions: { code: 'BAD_REQUEST', field: 'stelle' },
    });
    const unknownOp = await gql(w.operator, {
      query: 'query A { categories(input: {}) { name } }',
      operationName: 'B',
    });
    expect(errorOf(unknownOp).extensions.field).toBe('operationName');
    expect(errorOf(await w.operator.post('/api/graphql', { variables: {} })).extensions.field).toBe('query');
  });

  it('names the bad variable in Italian, however it came', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: 'spiaggia' }, 'input.category', 'Categoria non valida'],
      [{ page: 0 }, 'input.page', 'Pagina non valida'],
      [
        { filters: [{ key: 'stars', values: ['sette'] }] },
        'input.filters.0.values',
        'Numero di stelle non valido',
      ],
      // An unclassified place has rank 0: that is no star rating to filter by.
      [
        { filters: [{ key: 'stars', values: ['0'] }] },
        'input.filters.0.values',
        'Numero di stelle non valido',
      ],
      [
        { filters: [{ key: 'geolocation', values: ['44', '11', '43', '12'] }] },
        'input.filters.0.values',
        'Area della mappa non valida',
      ],
      [
        { filters: [{ key: 'dates', values: ['2026-08-01', '2026-07-01'] }] },
        'input.filters.0.values',
        'Il valore iniziale supera quello finale',
      ],
      [{ filters: [{ key: 'colore', values: ['blu'] }] }, 'input.filters.0.key', 'Filtro non valido'],
      [
        { category: 'event', config: 'make_iat_accommodation' },
        'input.config',
        'Configurazione della scheda non valida per questa categoria',
      ],
      [{ locale: 'pt' }, 'input.locale', 'Lingua non valida'],
    ];
    for (const [input, field, message] of cases) {
      const error = errorOf(await gql(w.operator, 'ExploreResults', { input }));
      expect(error).toEqual({ message: `${message} (${field})`, extensions: { code: 'BAD_REQUEST', field } });
    }
    // Written inline in the document, the same words.
    const inline = errorOf(
      await gql(w.operator, { query: '{ search(input: { category: "spiaggia" }) { totalCount } }' }),
    );
    expect(inline.extensions.field).toBe('input.category');
    // A value of the wrong GraphQL type, and a missing variable.
    const wrongType = errorOf(await gql(w.operator, 'ExploreAsset', { id: { a: 1 } }));
    expect(wrongType.extensions.field).toBe('id');
    expect(errorOf(await gql(w.operator, 'ExploreResults', {})).message).toBe('Valore obbligatorio (input)');
    expect(errorOf(await gql(w.operator, 'ExploreAsset', { id: 'abc' })).extensions.field).toBe('id');
  });

  it('bounds the document: size and depth; outside production it answers introspection', async () => {
    const big = `{ categories(input: { query: "${'a'.repeat(9000)}" }) { name } }`;
    expect(errorOf(await gql(w.operator, { query: big })).message).toBe(
      'La richiesta GraphQL è troppo grande. (query)',
    );
    const deep = `query D { filters(input: {}) { options { options { options { options { options { options { options { options { label } } } } } } } } } }`;
    const res = await gql(w.operator, { query: deep });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: 'La richiesta GraphQL è troppo annidata.',
      extensions: { field: 'query' },
    });
    const introspection = await gql(w.operator, { query: '{ __schema { queryType { name } } }' });
    expect(introspection.data.data.__schema.queryType.name).toBe('Query');
  });

  it('allows no introspection in production', async () => {
    const reply = await runGraphql(
      { query: '{ __schema { queryType { name } } }' },
      {
        introspection: false,
        scope: () => {
          throw new Error('not reached');
        },
        log: () => {},
      },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors![0]!.message).toBe("L'introspezione dello schema GraphQL non è disponibile.");
  });
});

describe('GET /api/explore.json', () => {
  it('gives the tabs, the categories, the map around the office and the labels', async () => {
    const res = await w.operator.get('/api/explore.json?env=make-iat');
    expect(res.statusCode).toBe(200);
    const config = ExploreConfig.parse(res.data.data);
    expect(config.tabs.map((t) => [t.type, t.label, t.graphUrl, t.disabled ?? false])).toEqual([
      ['search', 'Cerca', '/api/graphql', false],
      ['list', 'Liste', '/api/graphql', false],
      ['offices', 'Uffici IAT', '/api/graphql', false],
    ]);
    expect(config.categories.find((c) => c.name === 'recipe')).toMatchObject({ hideMap: true });
    expect(config.map).toMatchObject({
      maxZoom: 16,
      office: { name: 'IAT Siena', ...SIENA },
      defaultBoxKm: 5,
      defaultBoxCategories: ['bank', 'hospital', 'pharmacy', 'police', 'train_station'],
    });
    expect(config.map.tileUrl).toContain('openstreetmap');
    expect(config.labels).toEqual({
      searchListMode: {
        noResults: {
          title: 'Nessun risultato',
          text: 'Prova a cambiare le parole cercate o a togliere qualche filtro.',
          reset: 'Azzera i filtri',
        },
      },
      loadMore: 'Carica più risultati',
      searchHere: 'Cerca in questa zona',
      status: {
        expired: { label: 'Scaduto', icon: 'event_busy' },
        deleted: { label: 'Non più disponibile', icon: 'block' },
      },
    });
  });

  it('has no office for a user whose group has no place (the map centre is used)', async () => {
    const admin = await signedInAs(w.t, 'admin');
    const config = (await admin.get('/api/explore.json?env=make-iat')).data.data as ExploreConfig;
    expect(config.map.office).toBeNull();
  });
});

describe('GET /api/preview-template/{type}.json', () => {
  it('gives the layout of every type', async () => {
    for (const type of ASSET_TYPES) {
      const res = await w.operator.get(`/api/preview-template/${type}.json?env=make-iat`);
      expect({ type, status: res.statusCode }).toEqual({ type, status: 200 });
      expect(PreviewTemplate.parse(res.data.data).type).toBe(type);
    }
    const accommodation = (await w.operator.get('/api/preview-template/accommodation.json')).data
      .data as PreviewTemplate;
    expect(accommodation.body.map((s) => s.kind)).toEqual(
      expect.arrayContaining(['stars', 'amenities', 'contacts']),
    );
    const bike = (await w.operator.get('/api/preview-template/itinerario_bike_turismo.json')).data
      .data as PreviewTemplate;
    expect(bike.body.find((s) => s.kind === 'stages')).toMatchObject({
      hideZero: true,
      fields: ['numTappe', 'fields.stages'],
    });
    expect(previewTemplateKey('prodottoArtigianale')).toBe('prodotto-artigianale');
  });

  it('answers 404 in Italian for an unknown type', async () => {
    const res = await w.operator.get('/api/preview-template/spiaggia.json');
    expect(res.statusCode).toBe(404);
    expect(res.data.message).toBe('Modello di anteprima non trovato per il tipo "spiaggia".');
  });
});
