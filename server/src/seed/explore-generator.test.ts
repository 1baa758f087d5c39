import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_TYPES, AssetInput, PLACE_KINDS } from '@sportello/contracts';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { generateAssets } from './explore-generator.js';
import { distanceKm, loadTuscanTowns, type Town } from './explore-towns.js';

/** Tuscany's bounding box, islands included (Gorgona to Giannutri, Capraia to the Valtiberina). */
const TUSCANY = { south: 42.2, north: 44.5, west: 9.6, east: 12.5 };
const TODAY = new Date('2026-11-21T00:00:00Z');

describe('the generated Tuscan catalogue', () => {
  let t: TestApp;
  let towns: Town[];
  let assets: AssetInput[];
  beforeAll(async () => {
    t = await buildTestApp();
    towns = await loadTuscanTowns(t.db);
    assets = generateAssets(700, 11, towns, { today: TODAY });
  });
  afterAll(() => t.close());

  const fieldsOf = (type: string) => assets.filter((a) => a.type === type).map((a) => a.fields);

  it('is the same for the same seed and day, and another for another seed', () => {
    expect(generateAssets(700, 11, towns, { today: TODAY })).toEqual(assets);
    const other = generateAssets(50, 12, towns, { today: TODAY });
    expect(other.map((a) => a.texts.it!.title)).not.toEqual(
      assets.slice(0, 50).map((a) => a.texts.it!.title),
    );
  });

  it('holds every asset type and every kind of Google place, each asset valid for the contract', () => {
    expect(new Set(assets.map((a) => a.type))).toEqual(new Set(ASSET_TYPES));
    const kinds = new Set(fieldsOf('google_place').map((f) => f.placeKind));
    expect(kinds).toEqual(new Set(PLACE_KINDS));
    for (const a of assets) expect(AssetInput.safeParse(a).success).toBe(true);
    expect(new Set(assets.map((a) => a.sourceId)).size).toBe(assets.length);
  });

  it('writes Italian always, and the other four languages for a good share', () => {
    for (const a of assets) expect(a.texts.it?.title).toBeTruthy();
    for (const locale of ['en', 'fr', 'de', 'es'] as const) {
      const share = assets.filter((a) => a.texts[locale]).length / assets.length;
      expect(share, locale).toBeGreaterThan(0.2);
    }
    const hotel = assets.find((a) => a.type === 'accommodation' && a.texts.de)!;
    expect(hotel.texts.de!.text).not.toBe(hotel.texts.it!.text);
  });

  it('places every asset in a Tuscan municipality, a few hundred metres from its centre', async () => {
    const centres = new Map(towns.map((x) => [x.istat, x]));
    expect(towns.length).toBeGreaterThan(250);
    for (const a of assets) {
      const town = centres.get(a.municipality!);
      expect(town, a.sourceId).toBeDefined();
      for (const c of a.coords) {
        expect(c.lat).toBeGreaterThan(TUSCANY.south);
        expect(c.lat).toBeLessThan(TUSCANY.north);
        expect(c.lng).toBeGreaterThan(TUSCANY.west);
        expect(c.lng).toBeLessThan(TUSCANY.east);
      }
      if (a.coords[0]) expect(distanceKm(a.coords[0], town!), a.sourceId).toBeLessThan(1);
    }
    const inFirenze = assets.filter((a) => a.municipality === '048017').length;
    const inSmallest = Math.min(...towns.map((x) => assets.filter((a) => a.municipality === x.istat).length));
    expect(inFirenze).toBeGreaterThan(20 * Math.max(inSmallest, 1));
  });

  it('gives every accommodation, lodging and sight a street address in its own town', () => {
    for (const type of ['accommodation', 'alloggio', 'attraction'] as const)
      for (const a of assets.filter((x) => x.type === type)) {
        const town = towns.find((x) => x.istat === a.municipality)!;
        expect(a.fields.address, a.sourceId).toMatch(
          new RegExp(`^\\S.* \\d{1,3}, ${town.postalCode} ${town.name} \\(${town.province}\\)$`),
        );
      }
  });

  it('fills the type-specific fields: stars and amenities, event dates with some already over, prices, recipes, stages', () => {
    const stays = fieldsOf('accommodation') as {
      typeClassification: { rank: number };
      amenities: unknown[];
    }[];
    expect(stays.some((f) => f.typeClassification.rank === 5)).toBe(true);
    expect(stays.every((f) => f.amenities.length >= 3)).toBe(true);

    const events = assets.filter((a) => a.type === 'evento_turismo');
    const day = TODAY.toISOString().slice(0, 10);
    const over = events.filter((e) => (e.fields.to as string) < day);
    expect(over.length).toBeGreaterThan(0);
    expect(over.every((e) => e.status !== 0)).toBe(true);
    expect(events.some((e) => (e.fields.from as string) > day && e.status === 0)).toBe(true);
    expect(assets.some((a) => a.status === 2)).toBe(true);

    const offers = assets.filter((a) => a.type === 'offerta_turismo');
    expect(offers.every((o) => o.priceFrom! > 0 && (o.fields.serviceIncluded as string[]).length > 0)).toBe(
      true,
    );
    expect(fieldsOf('ricetta').every((f) => f.difficulty && f.doses && (f.cookingTime as number) > 0)).toBe(
      true,
    );

    const walks = assets.filter((a) => a.type === 'itinerario_turismo');
    expect(
      walks.every((w) => (w.fields.lunghezza as number) > 0 && w.numTappe === (w.fields.stages as []).length),
    ).toBe(true);
    const bikes = assets.filter((a) => a.type === 'itinerario_bike_turismo');
    expect(bikes.some((b) => b.numTappe === 0)).toBe(true);
    expect(bikes.some((b) => b.numTappe! > 0)).toBe(true);
    expect(assets.filter((a) => a.type === 'autore').every((a) => a.texts.it!.profession)).toBe(true);
    expect(assets.every((a) => a.img === undefined)).toBe(true);
  });
});
