import { z } from './z.js';

/**
 * Address geocoding (spec 1 §7 "Maps", §8 "Geocoding failure"): `GET /api/geocode.json?q=&limit=`
 * answers `{ data: [{ label, address, lat, lng }] }`, best first. The server asks a
 * Nominatim-compatible service when one is configured, otherwise its offline gazetteer of Italian
 * municipalities (the place is then the municipality's centre, the typed street kept).
 */

export const GEOCODE_LIMIT = { default: 5, max: 10 } as const;

export const GeocodeQuery = z.object({
  q: z
    .string({ error: 'Indirizzo: obbligatorio' })
    .trim()
    .min(1, 'Indirizzo: obbligatorio')
    .max(300, 'Indirizzo: al massimo 300 caratteri'),
  limit: z.coerce
    .number({ error: 'Limite: deve essere un numero' })
    .int('Limite: deve essere un numero intero')
    .min(1, 'Limite: almeno 1')
    .max(GEOCODE_LIMIT.max, `Limite: al massimo ${GEOCODE_LIMIT.max}`)
    .default(GEOCODE_LIMIT.default),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuery>;
export type GeocodeQueryInput = z.input<typeof GeocodeQuery>;

export const GeocodeResult = z.object({
  /** What a suggestion shows ("Via di Città 12, 53100 Siena (SI)"). */
  label: z.string(),
  /** The address to store with the point ("Via di Città 12, 53100 Siena"). */
  address: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;

export const GeocodeReply = z.object({ data: z.array(GeocodeResult) });
export type GeocodeReply = z.infer<typeof GeocodeReply>;

export const GEOCODE_PATH = '/api/geocode.json';
