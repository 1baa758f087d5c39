import { z } from 'zod';
import type { GeocodeResult } from '@sportello/contracts';

/**
 * A Nominatim-compatible geocoder (OpenStreetMap's, or one the tourist board runs): `GET
 * {base}/search?q=…&format=jsonv2&addressdetails=1`. Any failure (network, timeout, status, shape)
 * throws, so the caller can fall back to the gazetteer.
 */

const Coordinate = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

const NominatimPlace = z.object({
  lat: Coordinate.pipe(z.number().min(-90).max(90)),
  lon: Coordinate.pipe(z.number().min(-180).max(180)),
  display_name: z.string(),
  address: z.record(z.string(), z.string()).optional(),
});
type NominatimPlace = z.infer<typeof NominatimPlace>;

export interface NominatimOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent: string;
}

/** The search endpoint of a base URL ("https://nominatim.example" → ".../search"). */
export function searchUrl(baseUrl: string): URL {
  const url = new URL(baseUrl);
  if (!/\/search(\.php)?$/.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/+$/, '')}/search`;
  return url;
}

/** "Via di Città 12, 53100 Siena" from the address parts; the display name when they are missing. */
function addressOf(place: NominatimPlace): string {
  const a = place.address ?? {};
  const town = a.city ?? a.town ?? a.village ?? a.municipality ?? a.hamlet;
  if (!town) return place.display_name;
  const road = a.road ?? a.pedestrian ?? a.square ?? a.footway ?? a.path;
  const street = road ? [road, a.house_number].filter(Boolean).join(' ') : (a.tourism ?? a.amenity);
  const locality = [a.postcode, town].filter(Boolean).join(' ');
  return street ? `${street}, ${locality}` : locality;
}

export async function nominatimSearch(
  options: NominatimOptions,
  text: string,
  limit: number,
): Promise<GeocodeResult[]> {
  const url = searchUrl(options.baseUrl);
  url.searchParams.set('q', text);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('accept-language', 'it');
  const res = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': options.userAgent },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  const places = z.array(NominatimPlace).parse(await res.json());
  return places.slice(0, limit).map((p) => ({
    label: p.display_name,
    address: addressOf(p),
    lat: p.lat,
    lng: p.lon,
  }));
}
