import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { syncTemplates } from '../../platform/templates/index.js';
import { profilesHousekeeping } from './profiles.personal.js';
import { profilesRoutes } from './profiles.routes.js';
import { profilesTable } from './profiles.table.js';
import { profilesTableTemplate } from './profiles.templates.js';
import { profileExportModule } from './export/index.js';

/** The retention of contact data, at 3:10, 9:10, 15:10 and 21:10 in Italy, by one process of the cluster. */
export const PROFILES_HOUSEKEEPING_QUEUE = 'profiles.housekeeping';
const HOUSEKEEPING_CRON = '10 3,9,15,21 * * *';

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
  // A failure is logged by the jobs and waits for the next time (the retention is idempotent);
  // missed times (no process running) are caught up once.
  await deps.jobs.work(PROFILES_HOUSEKEEPING_QUEUE, { retryLimit: 0 }, () =>
    profilesHousekeeping(deps.db, deps.config),
  );
  await deps.jobs.schedule(PROFILES_HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON, { catchUp: true });
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
/** An office's or a partner's card by e-mail (send-to-email, type contatto), for the agenda too. */
export { contactCardParagraphs, parseContactCard } from './profiles.contact-card.js';
export { profileUserOf, requireProfileUser, type ProfileUser } from './profiles.access.js';
export { romeToIso, officesOf, slugsOf, auditListRead } from './profiles.queries.js';
export { profilesHousekeeping } from './profiles.personal.js';
export * from './profiles.options.js';
export { createKioskProfile, type KioskProfileInput } from './profiles.kiosk.js';

/** The table page of this area (registered with the table engine by modules/index.ts). */
export { profilesTable };
/** The visitor statistics the dashboards read (issue 37): scoped by the caller. */
export { aggregateInScope, visitsByHour, allIatOffices, type ExportScope } from './export/index.js';
