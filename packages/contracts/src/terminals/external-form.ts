import { z } from '../z.js';
import { CONTENT_LANGUAGES } from '../constants.js';
import { ProfileItems } from '../forms/dialects/profile-schema.js';
import { KIOSK_DEFAULTS, TERMINAL_LIMITS } from './constants.js';
import { TERMINAL_MESSAGES } from './messages.js';

/**
 * The external forms (spec 2 §7 "External forms", §4 "Kiosk"): the self-profile form, its remote
 * options and the kiosk's save.
 */

export const EXTERNAL_FORM_TYPES = ['self', 'assisted'] as const;
export const ExternalFormType = z.enum(EXTERNAL_FORM_TYPES, { error: 'Tipo di modulo non valido' });
export type ExternalFormType = z.infer<typeof ExternalFormType>;

export const Lang = z.enum(CONTENT_LANGUAGES, { error: 'Lingua non valida' });
export type Lang = z.infer<typeof Lang>;

export const ExternalFormQuery = z.object({
  lang: Lang.default('it'),
  /** The sections to show, comma-joined keys (standalone forms read the "sections" parameter). */
  sections: z.string().max(500).optional(),
  id: z.string().max(40).optional(),
});

const Localized = z.record(z.string(), z.string());
const TextBlock = z.object({ title: z.string(), text: z.string() });

/** One section of the self-profile form: its key, title per language and profile-dialect items. */
export const ExternalFormSection = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
  title: Localized,
  fields: ProfileItems,
});
export type ExternalFormSection = z.infer<typeof ExternalFormSection>;

/** The self-profile form as stored (spec 2 §3 "Self-profile form"), all languages. */
export const SelfProfileFormSource = z.object({
  intro: z.record(z.string(), TextBlock),
  outro: z.record(z.string(), TextBlock),
  sections: z.array(ExternalFormSection).min(1),
  /** Field labels by language: fieldname → label (Italian are in the items). */
  fieldLabels: z.record(z.string(), z.record(z.string(), z.string())).default({}),
  labels: z.record(z.string(), z.record(z.string(), z.string())),
  buttons: z.array(z.enum(['forward', 'end', 'backward', 'restart'])),
  timeout: z.number().int().positive().default(KIOSK_DEFAULTS.timeout),
  showPopupAt: z.number().int().positive().default(KIOSK_DEFAULTS.showPopupAt),
  resetTimeout: z.number().int().positive().default(KIOSK_DEFAULTS.resetTimeout),
});
export type SelfProfileFormSource = z.infer<typeof SelfProfileFormSource>;

/** What GET /api/external/form/{formType} answers under `data`: one language, chosen sections. */
export const ExternalForm = z.object({
  formType: ExternalFormType,
  lang: Lang,
  id: z.string().nullable(),
  intro: TextBlock,
  outro: TextBlock,
  sections: z.array(z.object({ key: z.string(), title: z.string(), fields: z.array(z.unknown()) })),
  labels: z.record(z.string(), z.string()),
  buttons: z.array(z.string()),
  timeout: z.number(),
  showPopupAt: z.number(),
  resetTimeout: z.number(),
});
export type ExternalForm = z.infer<typeof ExternalForm>;
export const ExternalFormReply = z.object({ data: ExternalForm });

/** The kiosk's remote selects: the desk profile form's lists (the same values in the statistics). */
export const EXTERNAL_OPTION_SOURCES = ['regions', 'eu-countries', 'eeu-countries'] as const;
export const ExternalOptionsQuery = z.object({
  search: z
    .string()
    .trim()
    .min(TERMINAL_LIMITS.optionsMinSearch, TERMINAL_MESSAGES.searchTooShort)
    .max(100, 'Ricerca: al massimo 100 caratteri'),
  lang: Lang.default('it'),
});

/** The kiosk's save: the visitor's answers, type final (spec 2 §4 "Kiosk"). */
export const KioskSaveBody = z.object({
  values: z.record(z.string(), z.unknown(), { error: 'Valori: un oggetto' }),
  /**
   * final: "Fine" on the last section, every rule applies. timeout: the inactivity countdown reached
   * 0, the answers given so far are kept (required fields may be empty, nothing else may be wrong).
   */
  type: z.enum(['final', 'timeout'], { error: 'Tipo: final o timeout' }).default('final'),
  lang: Lang.default('it'),
});
export type KioskSaveBody = z.input<typeof KioskSaveBody>;
export const KioskSaveReply = z.object({ id: z.number().int(), code: z.string(), message: z.string() });
