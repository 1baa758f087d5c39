import type { FastifyBaseLogger } from 'fastify';
import type { GeocodeQuery, GeocodeResult } from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { gazetteerSearch } from './geocode.gazetteer.js';
import { nominatimSearch } from './geocode.nominatim.js';

/**
 * Where an address is (docs/architecture.md): the configured
 * Nominatim-compatible service (GEOCODER_URL) when there is one; the offline gazetteer otherwise,
 * and also when the service fails, times out or knows nothing, so the editor keeps working.
 */
export async function geocode(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  query: GeocodeQuery,
  log?: FastifyBaseLogger,
): Promise<GeocodeResult[]> {
  if (config.geocoderUrl) {
    try {
      const found = await nominatimSearch(
        {
          baseUrl: config.geocoderUrl,
          timeoutMs: config.geocoderTimeoutMs,
          userAgent: `Sportello (${config.publicUrl})`,
        },
        query.q,
        query.limit,
      );
      if (found.length) return found;
    } catch (err) {
      log?.warn({ err }, 'geocoder unavailable: the gazetteer answers');
    }
  }
  return gazetteerSearch(db, query.q, query.limit);
}
