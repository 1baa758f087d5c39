import { z } from '../z.js';
import { page } from '../envelope.js';
import { ProfileAction, ProfileSource, Profiled } from './profile.js';

/**
 * Reading an office's profiles: the profiles of a period (a month, by day), whether the user may
 * export them, and the rows of the profiles table (the same summaries).
 */

/** DD-MM-YYYY HH:mm (spec 2 §7, export params). */
export const DMY_HM = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/;
const DmyHm = z.string().regex(DMY_HM, 'Data non valida: usa GG-MM-AAAA HH:mm');
const SlugText = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'IAT: valore non valido');

export const ProfilesOfPeriodQuery = z.object({
  from: DmyHm,
  to: DmyHm,
  /** Offices by slug (repeated or comma-separated); none: the user's own (Admin: every office). */
  slugs: z.union([SlugText, z.array(SlugText).max(100)]).optional(),
  slug: SlugText.optional(),
});
export type ProfilesOfPeriodQuery = z.input<typeof ProfilesOfPeriodQuery>;

export const ProfileSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  profiled: Profiled,
  source: ProfileSource,
  iat: z.string(),
  name: z.string().nullable(),
  countryKind: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  people: z.number().int(),
  visitedAt: z.string(),
  actions: z.array(ProfileAction),
});
export type ProfileSummary = z.infer<typeof ProfileSummary>;

/** Counts by day (YYYY-MM-DD) and the latest profiles of the period (at most 200). */
export const ProfilesOfPeriodReply = z.object({
  total: z.number().int(),
  people: z.number().int(),
  days: z.array(z.object({ day: z.string(), count: z.number().int(), people: z.number().int() })),
  elements: z.array(ProfileSummary),
});
export type ProfilesOfPeriodReply = z.infer<typeof ProfilesOfPeriodReply>;

export const CanExportQuery = z.object({ iat: SlugText.optional() });
export const CanExportReply = z.object({
  canExport: z.boolean(),
  /** The offices the user may export: all for the Admin group, otherwise their own. */
  slugs: z.array(z.string()),
  reason: z.string().nullable(),
});
export type CanExportReply = z.infer<typeof CanExportReply>;

/** Profiles table page rows (the engine's "profiles" page). */
export const ProfilesTablePage = page(ProfileSummary);
