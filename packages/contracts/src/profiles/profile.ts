import { z } from '../z.js';
import { idOf, idTextOf } from '../id.js';
import { ProfileItem } from '../forms/dialects/profile-schema.js';
import { FormValues } from '../forms/values.js';

/** A profile (spec 2 §3 "Profile (profileData)"), its form, and the requests that read, save, delete it. */

export const PROFILED_VALUES = ['profiled', 'not_profiled'] as const;
export const Profiled = z.enum(PROFILED_VALUES, { error: 'Profilato: valore non valido' });
export type Profiled = z.infer<typeof Profiled>;

export const PROFILE_SOURCES = ['desk', 'kiosk'] as const;
export const ProfileSource = z.enum(PROFILE_SOURCES, { error: 'Origine: valore non valido' });
export type ProfileSource = z.infer<typeof ProfileSource>;

/** Row actions a profile allows (spec 2 §6: "filtered by the row's allowed actions list"). */
export const PROFILE_ACTIONS = ['preview', 'edit', 'delete', 'share', 'exportData', 'eraseContact'] as const;
export const ProfileAction = z.enum(PROFILE_ACTIONS);
export type ProfileAction = z.infer<typeof ProfileAction>;

export const ProfileData = z.object({
  /** null for a blank profile never saved (save it with POST /api/crm/profilo). */
  id: z.number().int().nullable(),
  /** `FI-2026-000123`, given on the first save, unique in the region; null before. */
  code: z.string().nullable(),
  /** The code a visitor may still hold from before the codes became unique in the region. */
  previousCode: z.string().nullable(),
  saved: z.boolean(),
  /** The favourites list (kind favourites); null until the first favourite or save. */
  listId: z.number().int().nullable(),
  isNew: z.boolean(),
  profiled: Profiled,
  /** The form's values, contact data included while kept; empty values stripped (0, false kept). */
  values: FormValues,
  actions: z.array(ProfileAction),
  source: ProfileSource,
  /** The office's slug and name. */
  iat: z.string(),
  iatName: z.string(),
  operator: z.string().nullable(),
  /** ISO date-times. */
  visitedAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  consentAt: z.string().nullable(),
  contactErasedAt: z.string().nullable(),
  favouritesCount: z.number().int(),
});
export type ProfileData = z.infer<typeof ProfileData>;

/** The profile form: a template of the profile dialect (fromProfileItems + validateForm read it). */
export const ProfileFormTemplate = z.object({
  formType: z.string(),
  title: z.string(),
  items: z.array(ProfileItem),
});
export type ProfileFormTemplate = z.infer<typeof ProfileFormTemplate>;

/** GET /api/crm/profilo?profiled=&id=: the form and the profile (blank, or the one by id). */
export const ProfileEditReply = z.object({ form: ProfileFormTemplate, profile: ProfileData });
export type ProfileEditReply = z.infer<typeof ProfileEditReply>;

export const ProfileIdParams = z.object({ id: idTextOf('Scheda') });

/** GET /api/crm/profilo: with `profiled` the edit form (blank, or by id); without, the preview by id. */
export const ProfileGetQuery = z
  .object({ profiled: Profiled.optional(), id: idTextOf('Scheda').optional() })
  .refine((q) => q.profiled !== undefined || q.id !== undefined, {
    message: 'Indicare profiled oppure id',
    path: ['profiled'],
  });
export type ProfileGetQuery = z.input<typeof ProfileGetQuery>;

const IsoDateTime = z.iso.datetime({ offset: true, error: 'Data della visita non valida' });

/**
 * POST /api/crm/profilo and PUT /api/crm/profilo/{id}: the form's values (validated by the shared
 * validateForm against the form of `profiled`), the favourites list made before the first save,
 * the visit's time (now by default) and, for the kiosk, type final.
 */
export const ProfileSaveBody = z.object({
  profiled: Profiled.default('profiled'),
  values: z.record(z.string(), z.unknown(), { error: 'Valori: un oggetto' }),
  listId: idOf('Lista').nullable().optional(),
  visitedAt: IsoDateTime.optional(),
  type: z.enum(['draft', 'final'], { error: 'Tipo: draft o final' }).default('final'),
  /** The office of a new profile: the user's own (the Admin group may name any IAT office). */
  iat: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'IAT: valore non valido')
    .optional(),
});
export type ProfileSaveBody = z.input<typeof ProfileSaveBody>;

export const ProfileSaveReply = z.object({ profile: ProfileData, message: z.string() });
export type ProfileSaveReply = z.infer<typeof ProfileSaveReply>;

export const ProfileDeleteReply = z.object({ id: z.number().int(), message: z.string() });
