import { z } from '../z.js';
import { Profiled } from './profile.js';

/** The profile page's template (spec 2 §3 "Profile content template"): GET /api/profile.json. */

export const PROFILE_TAB_TYPES = ['search', 'profile', 'favourites', 'lists'] as const;
export const ProfileTab = z.object({
  type: z.enum(PROFILE_TAB_TYPES),
  label: z.string(),
  active: z.boolean(),
});
export type ProfileTab = z.infer<typeof ProfileTab>;

export const ProfileConfirm = z.object({
  title: z.string(),
  text: z.string(),
  confirmLabel: z.string(),
  cancelLabel: z.string(),
});

export const ProfilePageAction = z.object({
  type: z.enum(['share', 'save']),
  label: z.string(),
  icon: z.string(),
  variant: z.enum(['text', 'outlined', 'contained']),
  confirm: ProfileConfirm.nullable(),
  /** Sent with the save (e.g. {type: 'final'}). */
  params: z.record(z.string(), z.unknown()),
});
export type ProfilePageAction = z.infer<typeof ProfilePageAction>;

export const ProfileAddButton = z.object({
  /** The page the button opens: /profile or /profile/not-profiled. */
  action: z.string(),
  /** Opens it in a new window with __blank=true. */
  newBlank: z.boolean(),
  icon: z.string(),
  name: z.string(),
});

export const IN_BLANK_ACTIONS = ['email', 'whatsapp', 'print', 'download'] as const;
export const ProfileInBlank = z.object({
  title: z.string(),
  subtitle: z.string(),
  text: z.string(),
  actions: z.array(z.object({ type: z.enum(IN_BLANK_ACTIONS), label: z.string(), icon: z.string() })),
  footer: z.object({ label: z.string(), href: z.string() }),
  close: z.object({ label: z.string() }),
});
export type ProfileInBlank = z.infer<typeof ProfileInBlank>;

export const ShareBlockSection = z.object({
  /** favourites | contact | doc */
  name: z.string(),
  label: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  defaults: z.array(z.string()),
});
export const ShareBlock = z.object({
  sections: z.array(ShareBlockSection),
  /** The survey or document link shared with type doc. */
  docLink: z.string(),
  /** The favourites PDF address with {token}. */
  pdfLink: z.string(),
});
export type ShareBlock = z.infer<typeof ShareBlock>;

export const ProfileContentTemplate = z.object({
  tabs: z.array(ProfileTab),
  actions: z.array(ProfilePageAction),
  addButton: ProfileAddButton,
  inBlank: ProfileInBlank,
  shareBlock: ShareBlock,
});
export type ProfileContentTemplate = z.infer<typeof ProfileContentTemplate>;

/** GET /api/profile.json?profiled=: the not-profiled page has one profile-form tab. */
export const ProfileContentQuery = z.object({ profiled: Profiled.default('profiled') });
