import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { profilesHousekeeping } from './profiles.personal.js';
import { profilesRoutes } from './profiles.routes.js';
import { profilesTable } from './profiles.table.js';
import { profilesTableTemplate } from './profiles.templates.js';
import { profileExportModule } from './export/index.js';

const HOUSEKEEPING_MS = 6 * 3_600_000;

/**
 * Visitor profiles (spec 2 §2 "Profile page", "Not-profiled page", "Profiles list", §4
 * "Profiles", §7 "Profiles", profile sharing): the profile forms, saves, the profiles table, the
 * favourites (a list of kind favourites), sharing, personal data and their retention. The export
 * lives in ./export/.
 */
export const profilesModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await syncTemplates(deps.db, [profilesTableTemplate]);
  await app.register(profilesRoutes, deps);
  await app.register(profileExportModule, deps);
  if (deps.config.env !== 'test') {
    const run = () =>
      profilesHousekeeping(deps.db, deps.config).catch((err: unknown) =>
        app.log.error({ err }, 'profiles: retention of contact data failed'),
      );
    const first = setTimeout(() => void run(), 30_000);
    const timer = setInterval(() => void run(), HOUSEKEEPING_MS);
    first.unref();
    timer.unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  }
};

export { insertProfiles, type ProfileSeedRow, type InsertProfilesResult } from './profiles.bulk.js';
export {
  normalizeProfileValues,
  splitContact,
  statsOf,
  stripEmpty,
  type ProfileStats,
} from './profiles.values.js';
export { codePrefix, formatCode } from './profiles.code.js';
export { profileUserOf, requireProfileUser, type ProfileUser } from './profiles.access.js';
export { romeToIso, officesOf, slugsOf, auditListRead } from './profiles.queries.js';
export { profilesHousekeeping } from './profiles.personal.js';
export * from './profiles.options.js';
export { createKioskProfile, type KioskProfileInput } from './profiles.kiosk.js';

/** The table page of this area (registered with the table engine by modules/index.ts). */
export { profilesTable };
