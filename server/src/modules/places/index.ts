import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { placesRoutes } from './places.routes.js';
import { geocodeRoutes } from './geocode.routes.js';

/**
 * Reference places (countries, Italian regions, provinces, municipalities) loaded by a migration
 * from npm data packages, and the options lookups async selects point at (groups and users too).
 */
export const placesModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  // Every route here needs a session: the auth plugin refuses a stranger before the query is parsed.
  await app.register(placesRoutes, deps);
  await app.register(geocodeRoutes, deps);
};

export { findMunicipality, findOptions, municipalitiesByCode, searchOptions } from './places.service.js';
export type { MunicipalityPlace } from './places.service.js';
export { canListOptions } from './places.access.js';
export { municipalitiesByName, type NamedPlace, type PlaceHit } from './places.by-name.js';
