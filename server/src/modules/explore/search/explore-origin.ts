import type { EnvContext } from '../../../platform/auth/actor.js';
import type { Db } from '../../../platform/db/connect.js';
import { mapSettingsFor } from '../../shell/index.js';
import { findPlacedGroup } from './assets.repo.js';
import type { Point } from './search-scope.js';

/**
 * Where the operator stands: the IAT office of their group in this environment (its coordinates),
 * the point the distance order and the services' default boxes start from; without one, the map's
 * centre of the app settings.
 */

export type Office = Point & { name: string };

/** The environment's map settings (the shell's settings template). */
export const mapSettings = mapSettingsFor;

/** The operator's office: the first enabled IAT group of theirs here that has coordinates. */
export function findOffice(db: Db, ctx: EnvContext): Promise<Office | null> {
  const groups = ctx.actor.memberships
    .filter((m) => m.appSlug === ctx.env && m.stato === 1 && m.groupKind === 'iat')
    .map((m) => m.groupId);
  return findPlacedGroup(db, groups);
}

/** Office and origin, each looked up once per request and only when asked. */
export function originOf(db: Db, ctx: EnvContext) {
  let office: Promise<Office | null> | undefined;
  let origin: Promise<Point> | undefined;
  const officeOnce = () => (office ??= findOffice(db, ctx));
  return {
    office: officeOnce,
    origin: () =>
      (origin ??= officeOnce().then(async (o) => {
        if (o) return { lat: o.lat, lng: o.lng };
        const [lat, lng] = (await mapSettings(db, ctx.env)).center;
        return { lat, lng };
      })),
  };
}
export type Origin = ReturnType<typeof originOf>;
