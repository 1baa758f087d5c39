import { searchKey } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { placesDb } from './places.schema.js';

/**
 * The municipalities that the groups and the destinations name by name (and province), with their
 * ISTAT code and centre, in one query whatever their number.
 */

export type NamedPlace = { name: string; province: string };
export type PlaceHit = { istat: string; lat: number; lng: number };

const keyOf = (p: NamedPlace) => `${searchKey(p.name)}|${p.province.toUpperCase()}`;

export async function municipalitiesByName(
  db: Db,
  places: readonly NamedPlace[],
): Promise<(p: NamedPlace) => PlaceHit | undefined> {
  const names = [...new Set(places.map((p) => searchKey(p.name)).filter(Boolean))];
  const rows = names.length
    ? await placesDb(db)
        .selectFrom('municipalities')
        .select(['istatCode', 'nameSearch', 'provinceCode', 'lat', 'lng'])
        .where('nameSearch', 'in', names)
        .execute()
    : [];
  const byKey = new Map(
    rows.map((r) => [
      `${r.nameSearch}|${r.provinceCode}`,
      { istat: r.istatCode, lat: Number(r.lat), lng: Number(r.lng) },
    ]),
  );
  return (p) => byKey.get(keyOf(p));
}
