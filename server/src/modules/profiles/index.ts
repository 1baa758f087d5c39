/**
 * Visitor profiles (issue 15; spec 2 §2 "Profile page", "Not-profiled page", "Profiles list", §4
 * "Profiles", §7 "Profiles", profile sharing). The export lives in ./export/ (its own helper).
 */
export { insertProfiles, type ProfileSeedRow, type InsertProfilesResult } from './profiles.bulk.js';
export { generateProfiles, easter, type DemoProfilesOptions } from './profiles.generator.js';
export {
  normalizeProfileValues,
  splitContact,
  statsOf,
  stripEmpty,
  type ProfileStats,
} from './profiles.values.js';
export { codePrefix, formatCode } from './profiles.code.js';
export * from './profiles.options.js';
