import { afterAll, beforeAll } from 'vitest';
import {
  AssetInput,
  EXPLORE_GRAPHQL_PATH,
  EXPLORE_OPERATIONS,
  type ExploreOperationName,
  type Role,
  type SearchInput,
  type SearchResultPage,
} from '@sportello/contracts';
import { Agent } from '../../../test/agent.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createTestGroup, createTestUser } from '../../../test/factories.js';
import { refreshTerms, upsertAssets } from './catalogue.store.js';

/**
 * The explore API tests' world: a small Tuscan catalogue written through the catalogue store (a
 * few dozen assets of every category, some expired or deleted), an IAT office in Siena with its
 * coordinates, and signed-in users of each role.
 */

export const SIENA = { lat: 43.3186, lng: 11.3316 };
const CODES = {
  siena: '052032',
  firenze: '048017',
  pisa: '050026',
  lucca: '046017',
  monteriggioni: '052016',
};
type Town = keyof typeof CODES;
const AT: Record<Town, { lat: number; lng: number }> = {
  siena: SIENA,
  firenze: { lat: 43.7696, lng: 11.2558 },
  pisa: { lat: 43.7228, lng: 10.4017 },
  lucca: { lat: 43.8429, lng: 10.5027 },
  monteriggioni: { lat: 43.3906, lng: 11.2233 },
};

type Spec = {
  id: string;
  type: AssetInput['type'];
  town?: Town;
  /** Offset of the point from the town's, in degrees (a few hundred metres per 0.005). */
  shift?: number;
  title: string;
  en?: string;
  text?: string;
  status?: 0 | 1 | 2;
  priceFrom?: number;
  fields?: Record<string, unknown>;
};

const hotel = (code: string, label: string, rank: number) => ({ typeClassification: { code, label, rank } });

export const CATALOGUE: Spec[] = [
  {
    id: 'h1',
    type: 'accommodation',
    town: 'siena',
    title: 'Hotel Duomo',
    en: 'Duomo Hotel',
    text: 'Camere con vista sulla Piazza del Campo',
    priceFrom: 120,
    fields: hotel('hotel', 'Albergo', 4),
  },
  {
    id: 'h2',
    type: 'accommodation',
    town: 'siena',
    shift: 0.004,
    title: 'Albergo Il Campo',
    priceFrom: 90,
    fields: hotel('hotel', 'Albergo', 3),
  },
  {
    id: 'h3',
    type: 'accommodation',
    town: 'monteriggioni',
    title: 'Agriturismo Le Vigne',
    text: 'Tra i vigneti del Chianti, vicino a Siena',
    priceFrom: 70,
    fields: hotel('agriturismo', 'Agriturismo', 2),
  },
  {
    id: 'h4',
    type: 'accommodation',
    town: 'firenze',
    title: 'Grand Hotel Arno',
    priceFrom: 250,
    fields: hotel('hotel', 'Albergo', 5),
  },
  {
    id: 'h5',
    type: 'alloggio',
    town: 'pisa',
    title: 'B&B La Torre Pendente',
    priceFrom: 60,
    fields: hotel('bb', 'Bed & breakfast', 1),
  },
  {
    id: 'h6',
    type: 'accommodation',
    town: 'siena',
    title: 'Hotel Chiuso per Sempre',
    status: 2,
    fields: hotel('hotel', 'Albergo', 3),
  },
  {
    id: 'h7',
    type: 'accommodation',
    town: 'siena',
    title: 'Pensione Scaduta',
    status: 1,
    fields: hotel('hotel', 'Albergo', 2),
  },
  {
    id: 'r1',
    type: 'restaurant',
    town: 'siena',
    title: 'Osteria Le Logge',
    text: 'Cucina senese e pici fatti a mano',
  },
  { id: 'r2', type: 'restaurant', town: 'siena', shift: 0.003, title: 'Trattoria del Mangia' },
  { id: 'r3', type: 'restaurant', town: 'firenze', title: 'Osteria del Cinghiale Bianco' },
  {
    id: 'a1',
    type: 'attraction',
    town: 'siena',
    title: 'Torre del Mangia',
    en: 'Mangia Tower',
    text: 'La torre della Città di Siena sulla piazza',
  },
  {
    id: 'a2',
    type: 'attraction',
    town: 'firenze',
    title: 'Galleria degli Uffizi',
    text: 'Capolavori del Rinascimento',
  },
  { id: 'a3', type: 'attraction', town: 'pisa', title: 'Piazza dei Miracoli' },
  { id: 'a4', type: 'attraction', town: 'lucca', title: 'Mura di Lucca' },
  {
    id: 'e1',
    type: 'evento_turismo',
    town: 'siena',
    title: 'Palio di Siena',
    en: 'Siena Palio',
    priceFrom: 0,
    fields: { from: '2026-07-02', to: '2026-07-02' },
  },
  {
    id: 'e2',
    type: 'evento_turismo',
    town: 'firenze',
    title: 'Festa della Rificolona',
    priceFrom: 5,
    fields: { from: '2026-09-07', to: '2026-09-08' },
  },
  {
    id: 'e3',
    type: 'evento_turismo',
    town: 'pisa',
    title: 'Luminara di San Ranieri',
    priceFrom: 15,
    fields: { from: '2026-06-16', to: '2026-06-17' },
  },
  {
    id: 'e4',
    type: 'evento_turismo',
    town: 'lucca',
    title: 'Lucca Comics',
    priceFrom: 40,
    fields: { from: '2026-10-29', to: '2026-11-02' },
  },
  {
    id: 'o1',
    type: 'offerta_turismo',
    town: 'siena',
    title: 'Weekend nel Chianti',
    priceFrom: 180,
    fields: { from: '2026-05-01', to: '2026-10-31', serviceIncluded: ['Colazione'] },
  },
  { id: 'o2', type: 'offerta_turismo', town: 'firenze', title: 'Firenze in un giorno', priceFrom: 45 },
  {
    id: 'i1',
    type: 'itinerario_turismo',
    town: 'siena',
    title: 'Via Francigena da Siena a Buonconvento',
    fields: { difficulty: 'media', lunghezza: 28, dislivelloSalita: 350 },
  },
  {
    id: 'i2',
    type: 'itinerario_bike_turismo',
    town: 'siena',
    title: "L'Eroica in bicicletta",
    fields: { difficulty: 'difficile', lunghezza: 60, dislivelloSalita: 900 },
  },
  {
    id: 'i3',
    type: 'itinerario_turismo',
    town: 'lucca',
    title: 'Passeggiata sulle mura',
    fields: { difficulty: 'facile', lunghezza: 4, dislivelloSalita: 10 },
  },
  { id: 'c1', type: 'ricetta', title: "Pici all'aglione", fields: { difficulty: 'media', cookingTime: 20 } },
  { id: 'c2', type: 'ricetta', title: 'Ribollita', fields: { difficulty: 'facile', cookingTime: 90 } },
  {
    id: 'g1',
    type: 'google_place',
    town: 'siena',
    shift: 0.002,
    title: 'Farmacia del Campo',
    fields: { placeKind: 'pharmacy' },
  },
  {
    id: 'g2',
    type: 'google_place',
    town: 'firenze',
    title: 'Farmacia Santa Maria Novella',
    fields: { placeKind: 'pharmacy' },
  },
  {
    id: 'g3',
    type: 'google_place',
    town: 'siena',
    shift: 0.005,
    title: 'Banca del Monte',
    fields: { placeKind: 'bank' },
  },
  { id: 'g4', type: 'google_place', town: 'pisa', title: 'Banca di Pisa', fields: { placeKind: 'bank' } },
  {
    id: 'g5',
    type: 'google_place',
    town: 'siena',
    shift: -0.02,
    title: 'Ospedale Le Scotte',
    fields: { placeKind: 'hospital' },
  },
  {
    id: 'g6',
    type: 'google_place',
    town: 'lucca',
    title: 'Ospedale di Lucca',
    fields: { placeKind: 'hospital' },
  },
  {
    id: 'g7',
    type: 'google_place',
    town: 'siena',
    shift: 0.006,
    title: 'Questura di Siena',
    fields: { placeKind: 'police' },
  },
  {
    id: 'g8',
    type: 'google_place',
    town: 'firenze',
    title: 'Questura di Firenze',
    fields: { placeKind: 'police' },
  },
  {
    id: 'g9',
    type: 'google_place',
    town: 'siena',
    shift: 0.01,
    title: 'Stazione di Siena',
    fields: { placeKind: 'train_station' },
  },
  {
    id: 'g10',
    type: 'google_place',
    town: 'pisa',
    title: 'Stazione di Pisa Centrale',
    fields: { placeKind: 'train_station' },
  },
];

function assetInput(s: Spec): AssetInput {
  const at = s.town ? AT[s.town] : undefined;
  return AssetInput.parse({
    sourceId: s.id,
    type: s.type,
    status: s.status ?? 0,
    ...(s.town ? { municipality: CODES[s.town] } : {}),
    coords: at ? [{ lat: at.lat + (s.shift ?? 0), lng: at.lng + (s.shift ?? 0) }] : [],
    ...(s.priceFrom !== undefined ? { priceFrom: s.priceFrom } : {}),
    texts: {
      it: { title: s.title, ...(s.text ? { text: s.text } : {}) },
      ...(s.en ? { en: { title: s.en } } : {}),
    },
    fields: s.fields ?? {},
  });
}

/** The ids the store gave the catalogue's assets, by their source id. */
export type CatalogueIds = Map<string, string>;

export async function fillCatalogue(t: TestApp): Promise<CatalogueIds> {
  const { ids } = await upsertAssets(t.db, 'import', CATALOGUE.map(assetInput));
  await refreshTerms(t.db);
  return new Map(CATALOGUE.map((s, i) => [s.id, String(ids[i])]));
}

/** A user of the role, signed in; operators and editors belong to the IAT office of Siena. */
export async function signedInAs(t: TestApp, role: Role, group?: { id: number }) {
  const user = await createTestUser(t.db, { role, ...(group ? { group } : {}) });
  const agent = new Agent(t.app);
  await agent.login(user.username);
  return agent;
}

export interface ExploreWorld {
  t: TestApp;
  ids: CatalogueIds;
  office: { id: number };
  operator: Agent;
}

/** The app, the catalogue, the office of Siena and its operator, built once for the file. */
export function useExploreWorld(): ExploreWorld {
  const world = {} as ExploreWorld;
  beforeAll(async () => {
    world.t = await buildTestApp();
    world.ids = await fillCatalogue(world.t);
    world.office = await createTestGroup(world.t.db, { name: 'IAT Siena', kind: 'iat' });
    await world.t.db
      .updateTable('groups')
      .set({ lat: SIENA.lat, lng: SIENA.lng })
      .where('id', '=', world.office.id)
      .execute();
    world.operator = await signedInAs(world.t, 'operator', world.office);
  });
  afterAll(() => world.t.close());
  return world;
}

/** Sends one of the screen's operations (or any document) to the GraphQL endpoint. */
export function gql(
  agent: Agent,
  query: ExploreOperationName | { query: string; operationName?: string },
  variables: Record<string, unknown> = {},
) {
  const body =
    typeof query === 'string'
      ? { query: EXPLORE_OPERATIONS[query], operationName: query, variables }
      : { ...query, variables };
  return agent.post(`${EXPLORE_GRAPHQL_PATH}?env=make-iat`, body);
}

/** The results of a search: total, titles in order, and the whole page. */
export async function search(agent: Agent, input: SearchInput) {
  const res = await gql(agent, 'ExploreResults', { input });
  if (res.statusCode !== 200) throw new Error(`search ${res.statusCode}: ${res.body}`);
  const page = res.data.data.search as SearchResultPage;
  return { ...page, titles: page.assets.map((a) => a.title) };
}

export async function facets(agent: Agent, input: SearchInput): Promise<Record<string, number>> {
  const res = await gql(agent, 'ExploreTabs', { input });
  if (res.statusCode !== 200) throw new Error(`categories ${res.statusCode}: ${res.body}`);
  return Object.fromEntries(
    res.data.data.categories.map((c: { name: string; count: number }) => [c.name, c.count]),
  );
}
