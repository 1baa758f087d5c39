import { z } from '../z.js';
import { ListLocale } from '../lists/constants.js';
import { Profiled } from './profile.js';

/** The preview of a profile (profiles-preview-modal): its template and its values as text. */

export const ProfilePreviewField = z.object({ key: z.string(), label: z.string() });
export const ProfilePreviewTemplate = z.object({
  title: z.string(),
  fields: z.array(ProfilePreviewField),
  /** "Modifica scheda": /profile or /profile/not-profiled with __blank=true&id={id}. */
  editButton: z.object({ label: z.string(), profiledPath: z.string(), notProfiledPath: z.string() }),
});
export type ProfilePreviewTemplate = z.infer<typeof ProfilePreviewTemplate>;

export const ProfilePreviewModel = z.object({
  id: z.number().int(),
  code: z.string(),
  profiled: Profiled,
  /** The values as readable text by field key (labels of options, not their codes). */
  values: z.record(z.string(), z.string()),
  editHref: z.string(),
});
export type ProfilePreviewModel = z.infer<typeof ProfilePreviewModel>;

export const ProfilePreviewReply = z.object({ template: ProfilePreviewTemplate, model: ProfilePreviewModel });
export type ProfilePreviewReply = z.infer<typeof ProfilePreviewReply>;

export const ProfilePreviewModelQuery = z.object({
  type: z.enum(['profiled', 'not_profiled', 'auto']).default('auto'),
  lang: ListLocale.default('it'),
});
