import { describe, expect, it } from 'vitest';
import { AssetInput } from '@sportello/contracts';
import { refreshTerms, upsertAssets } from './catalogue.store.js';
import { search, useExploreWorld } from './explore.test-kit.js';

const w = useExploreWorld();

const SIENA = '052032';
const MONTERIGGIONI = '052016';

/** A museum as the demo imports it: its kind in typeOf and in the subtitle of each language. */
const museum = (id: string, municipality: string, it: string, en: string) =>
  AssetInput.parse({
    sourceId: id,
    type: 'attraction',
    status: 0,
    municipality,
    coords: [],
    texts: {
      it: { title: it, subtitle: 'Museo', text: 'Collezioni civiche, visite guidate.' },
      en: { title: en, subtitle: 'Museum', text: 'Civic collections, guided tours.' },
    },
    fields: { typeOf: 'Museo' },
  });

/** A Pro Loco office of Siena whose texts sell museum tickets, "museos" in Spanish: a rare word. */
const proLoco = AssetInput.parse({
  sourceId: 'pl-siena',
  type: 'office',
  status: 0,
  municipality: SIENA,
  coords: [],
  texts: {
    it: {
      title: 'Pro Loco di Siena',
      text: 'Informazioni turistiche, biglietti per musei ed eventi di Siena.',
    },
    en: { title: 'Siena Pro Loco tourist office', text: 'Tickets for museums and events in Siena.' },
    de: { title: 'Pro Loco Siena – Touristeninformation', text: 'Karten für Museen in Siena.' },
    es: { title: 'Oficina de turismo Pro Loco de Siena', text: 'Entradas para museos y eventos de Siena.' },
  },
  fields: {},
});

/** Exhibitions held in museums elsewhere: "museo" is a common word of the catalogue, as it is in the demo's. */
const exhibitions = Array.from({ length: 15 }, (_, i) =>
  AssetInput.parse({
    sourceId: `ex-${i}`,
    type: 'evento_turismo',
    status: 0,
    municipality: '048017',
    coords: [],
    texts: { it: { title: `Mostra numero ${i + 1}`, text: 'Al museo, nelle sale del primo piano.' } },
    fields: { from: '2026-05-01', to: '2026-06-30' },
  }),
);

describe('explore search: ranking', () => {
  it('"museo siena": the museums (title, kind and town) before an office whose text names museums', async () => {
    await upsertAssets(w.t.db, 'import', [
      museum('m-siena', SIENA, 'Pinacoteca comunale di Siena', 'Siena Municipal Gallery'),
      museum('m-monteriggioni', MONTERIGGIONI, 'Museo civico di Monteriggioni', 'Monteriggioni Civic Museum'),
      proLoco,
      ...exhibitions,
    ]);
    await refreshTerms(w.t.db);
    const page = await search(w.operator, { query: 'museo siena' });
    expect(page.titles.slice(0, 2).sort()).toEqual([
      'Museo civico di Monteriggioni',
      'Pinacoteca comunale di Siena',
    ]);
    expect(page.titles.slice(2)).toEqual(['Pro Loco di Siena']);
    // A word in the town alone still finds what is in the town, the office too.
    expect((await search(w.operator, { query: 'siena pro loco' })).titles).toEqual(['Pro Loco di Siena']);
  });
});
