import { z } from './z.js';
import { idOf, idTextOf } from './id.js';
import { page } from './envelope.js';
import { ProfileItem } from './forms/dialects/profile-schema.js';
import { FormValues } from './forms/template.js';
import { ContactIatItem, ListElementsPage, ListLocale, ListShareSendReply, SHARE_CHANNELS } from './lists.js';

/**
 * Visitor profiles ("Scheda turista", spec 2 §2 "Profile page", "Not-profiled page", §3 "Profile",
 * "Profile content template", §4 "Profiles", §7 "Profiles", "Share list"; issue 15). A profile
 * belongs to an IAT office: its operators see and edit it, nobody else (the Admin group sees all).
 *
 * Routes (all under the signed-in session, capability profiles.use):
 * - GET    /api/profile.json                         page template (PROFILE_ROUTES.contentTemplate)
 * - GET    /api/crm/profilo?profiled=&id=            edit: form template + blank profile, or by id
 * - GET    /api/crm/profilo?id=                      preview (no `profiled`): template + model
 * - POST   /api/crm/profilo                          first save of a new profile (code, favourites)
 * - PUT    /api/crm/profilo/{id}                     save
 * - DELETE /api/crm/profilo/{id}                     delete
 * - GET    /api/crm/profilo/{id}?lang=               sharing: favourites link and visitor's e-mail
 * - POST   /api/crm/profilo/{id}/invia-email         send to e-mail: type contatto | pdf | doc
 * - GET    /api/crm/profilo/{id}/dati-personali      the visitor's data (JSON, on request)
 * - DELETE /api/crm/profilo/{id}/dati-personali      erase the visitor's contact data
 * - GET    /api/crm/profilo/anteprima/template       preview template
 * - GET    /api/crm/profilo/{id}/anteprima?type=&lang=  preview model
 * - POST   /api/crm/profili                          the "profiles" table template (table init)
 * - GET    /api/tables/profiles (table engine)       the table's page (search, filters, sort, page);
 *          its template also at /api/tables/profiles/template.json, delete POST /api/tables/profiles/delete
 * - GET    /api/crm/profili?from=&to=&slugs=         profiles of a period (a month), by day
 * - GET    /api/crm/profili/puo-esportare?iat=       can-export
 * - GET    /api/crm/preferiti/{listId}               favourites: a page of elements (list by listId)
 * - PUT    /api/crm/preferiti/{listId}/ordine        reorder: oldIndex → newIndex
 * - DELETE /api/crm/preferiti/{listId}/elementi      empty the list (all, or the given ids)
 * - POST   /api/crm/preferiti/elemento               toggle one item (creates the list if needed)
 * - POST   /api/crm/preferiti/da-lista               add all the items of a list
 */
export const PROFILE_ROUTES = {
  contentTemplate: '/api/profile.json',
  profile: '/api/crm/profilo',
  profileById: '/api/crm/profilo/{id}',
  sendEmail: '/api/crm/profilo/{id}/invia-email',
  personalData: '/api/crm/profilo/{id}/dati-personali',
  previewTemplate: '/api/crm/profilo/anteprima/template',
  previewModel: '/api/crm/profilo/{id}/anteprima',
  tableInit: '/api/crm/profili',
  profilesOfPeriod: '/api/crm/profili',
  canExport: '/api/crm/profili/puo-esportare',
  favourites: '/api/crm/preferiti/{listId}',
  favouritesReorder: '/api/crm/preferiti/{listId}/ordine',
  favouritesEmpty: '/api/crm/preferiti/{listId}/elementi',
  favouritesToggle: '/api/crm/preferiti/elemento',
  favouritesFromList: '/api/crm/preferiti/da-lista',
} as const;

// ---------------------------------------------------------------------------------------------
// Constants, value nodes and messages

export const PROFILED_VALUES = ['profiled', 'not_profiled'] as const;
export const Profiled = z.enum(PROFILED_VALUES, { error: 'Profilato: valore non valido' });
export type Profiled = z.infer<typeof Profiled>;

export const PROFILE_SOURCES = ['desk', 'kiosk'] as const;
export const ProfileSource = z.enum(PROFILE_SOURCES, { error: 'Origine: valore non valido' });
export type ProfileSource = z.infer<typeof ProfileSource>;

export const COUNTRY_KINDS = ['it', 'eu', 'eeu'] as const;
export type CountryKind = (typeof COUNTRY_KINDS)[number];

/** The value nodes the server reads (statistics columns, contact data, consent). */
export const PROFILE_NODES = {
  name: 'contatti_nome_cognome',
  email: 'contatti_email',
  phone: 'contatti_telefono',
  consent: 'contatti_consenso',
  lang: 'contatti_lingua',
  countryKind: 'profilo_paese',
  euCountry: 'profilo_eu_paese',
  eeuCountry: 'profilo_eeu_paese',
  region: 'profilo_regione',
  people: 'profilo_numero_persone',
  composition: 'profilo_composizione',
  interests: 'profilo_interessi',
  /** Not-profiled tally rows: [{np_paese, np_eu_paese, np_eeu_paese, np_regione, np_gruppo, np_persone}]. */
  notProfiled: 'notProfiledValues',
} as const;
/** Contact data: stored apart (contact_json), only with consent, erased after the retention period. */
export const CONTACT_PREFIX = 'contatti_';

/** Favourites per page (spec 2 §9). */
export const FAVOURITES_PAGE_SIZE = 6;

export const PROFILE_MESSAGES = {
  title: 'Scheda turista',
  notProfiledTitle: 'Non profilati',
  saved: 'Scheda salvata',
  deleted: 'Scheda eliminata',
  favouritesHeading: 'Preferiti profilo ({n})',
  addFavourite: 'Aggiungi ai preferiti',
  removeFavourite: 'Rimuovi dai preferiti',
  addedFavourite: 'Aggiunto ai preferiti',
  removedFavourite: 'Rimosso dai preferiti',
  addedAll: 'Aggiunti tutti gli elementi della lista ai preferiti',
  removeAllTitle: 'Rimuovi tutti gli elementi.',
  removeAllText: 'Vuoi davvero rimuovere tutti gli elementi dalla lista?',
  removeAllConfirm: 'Elimina',
  removeAllCancel: 'Annulla',
  reorderTitle: 'Cambia ordine elemento',
  emptyFavourites: 'La lista è vuota.',
  shareFavourites: 'Condividi preferiti',
  share: 'Condividi',
  emailSent: 'Email inviata con successo',
  editProfile: 'Modifica scheda',
  contactErased: 'Dati di contatto cancellati',
  backToProfiles: 'Torna a Profili turisti',
} as const;

/** Document title of the profile page: 'Scheda turista "{code}"'. */
export const profileDocumentTitle = (code: string) => `Scheda turista "${code}"`;
/** Heading of the profile page: the contact name, otherwise the code. */
export const profileHeading = (p: { code: string | null; values: Record<string, unknown> }) => {
  const name = p.values[PROFILE_NODES.name];
  return typeof name === 'string' && name.trim() ? name.trim() : (p.code ?? '');
};

// ---------------------------------------------------------------------------------------------
// Entities (spec 2 §3 "Profile (profileData)")

/** Row actions a profile allows (spec 2 §6: "filtered by the row's allowed actions list"). */
export const PROFILE_ACTIONS = ['preview', 'edit', 'delete', 'share', 'exportData', 'eraseContact'] as const;
export const ProfileAction = z.enum(PROFILE_ACTIONS);
export type ProfileAction = z.infer<typeof ProfileAction>;

export const ProfileData = z.object({
  /** null for a blank profile never saved (save it with POST /api/crm/profilo). */
  id: z.number().int().nullable(),
  /** `FI-2026-000123`, given on the first save, unique in the region; null before. */
  code: z.string().nullable(),
  /** The code a visitor may still hold from before the codes became unique in the region (issue 34). */
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

// ---------------------------------------------------------------------------------------------
// Profile content template (spec 2 §3): GET /api/profile.json

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

// ---------------------------------------------------------------------------------------------
// Requests

export const ProfileIdParams = z.object({ id: idTextOf('Scheda') });
export const FavouritesListParams = z.object({ listId: idTextOf('Lista') });

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

// ---------------------------------------------------------------------------------------------
// Preview (profiles-preview-modal)

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

// ---------------------------------------------------------------------------------------------
// Profiles of a period, can-export

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

// ---------------------------------------------------------------------------------------------
// Favourites (a list of kind favourites, spec 2 §4 "Favourites and lists")

export const FavouritesPageQuery = z.object({
  page: z
    .string()
    .regex(/^[0-9]{1,6}$/, 'Pagina: deve essere un numero intero')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Pagina: almeno 1'))
    .default(1),
  itemsPerPage: z
    .string()
    .regex(/^[0-9]{1,3}$/, 'Elementi per pagina: deve essere un numero intero')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'Elementi per pagina: almeno 1')
        .max(200, 'Elementi per pagina: al massimo 200'),
    )
    .default(FAVOURITES_PAGE_SIZE),
  type: z
    .string()
    .regex(/^[a-zA-Z_]{2,40}$/, 'Tipo: valore non valido')
    .optional(),
});
export const FavouritesPage = ListElementsPage;
export type FavouritesPage = z.infer<typeof FavouritesPage>;

/** PUT …/ordine: drag and drop, 0-based indexes in the whole list's order. */
export const FavouritesReorderBody = z.object({
  oldIndex: z
    .number({ error: 'Posizione di partenza: deve essere un numero' })
    .int('Posizione di partenza: deve essere un numero intero')
    .min(0, 'Posizione di partenza: almeno 0'),
  newIndex: z
    .number({ error: 'Nuova posizione: deve essere un numero' })
    .int('Nuova posizione: deve essere un numero intero')
    .min(0, 'Nuova posizione: almeno 0'),
});
export type FavouritesReorderBody = z.infer<typeof FavouritesReorderBody>;

/** DELETE …/elementi: the given element ids, or every element when `items` is absent. */
export const FavouritesEmptyBody = z
  .object({ items: z.array(idOf('Elementi')).max(500, 'Elementi: al massimo 500').optional() })
  .nullish()
  .transform((b) => b ?? {});
export type FavouritesEmptyBody = z.input<typeof FavouritesEmptyBody>;

/** POST …/elemento: adds the item when absent, removes it when present. Without listId a favourites list is made. */
export const FavouriteToggleBody = z.object({
  listId: idOf('Lista').nullable().optional(),
  /** The profile the new list belongs to (when it is saved already). */
  profileId: idOf('Scheda').nullable().optional(),
  resId: z
    .string({ error: 'resId: campo obbligatorio' })
    .trim()
    .min(1, 'resId: campo obbligatorio')
    .max(120, 'resId: al massimo 120 caratteri'),
  type: z
    .string({ error: 'Tipo: campo obbligatorio' })
    .trim()
    .regex(/^[a-zA-Z_]{2,40}$/, 'Tipo: valore non valido'),
  locale: ListLocale.default('it'),
});
export type FavouriteToggleBody = z.input<typeof FavouriteToggleBody>;

/** POST …/da-lista: every element of the office's list fromListId joins the favourites (no doubles). */
export const FavouritesFromListBody = z.object({
  listId: idOf('Lista').nullable().optional(),
  profileId: idOf('Scheda').nullable().optional(),
  fromListId: idOf('Lista di origine'),
});
export type FavouritesFromListBody = z.input<typeof FavouritesFromListBody>;

export const FavouritesReply = z.object({
  listId: z.number().int(),
  /** Whether the toggled item is now a favourite (toggle); the list's size after the call. */
  favourite: z.boolean(),
  count: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
  message: z.string(),
});
export type FavouritesReply = z.infer<typeof FavouritesReply>;

// ---------------------------------------------------------------------------------------------
// Sharing (spec 2 §7 "Profile sharing")

/** GET /api/crm/profilo/{id}?lang=: the favourites PDF link in the language and the visitor's e-mail. */
export const ProfileShareQuery = z.object({ lang: ListLocale.default('it') });
export const ProfileShareReply = z.object({
  id: z.number().int(),
  code: z.string(),
  listId: z.number().int().nullable(),
  /** The favourites PDF share link (null when there are no favourites). */
  link: z.string().nullable(),
  /** The visitor's e-mail and phone when kept with consent, else empty. */
  email: z.string(),
  tel: z.string(),
  lang: ListLocale,
  /** The office's contact (share type contatto). */
  contact: ContactIatItem,
  docLink: z.string(),
});
export type ProfileShareReply = z.infer<typeof ProfileShareReply>;

export const PROFILE_SEND_TYPES = ['contatto', 'pdf', 'doc'] as const;
export const ProfileSendEmailBody = z.object({
  mailDest: z
    .string({ error: "L'email non può essere vuota" })
    .trim()
    .min(1, "L'email non può essere vuota")
    .max(254, 'Email: al massimo 254 caratteri')
    .email('Email: indirizzo non valido'),
  type: z.enum(PROFILE_SEND_TYPES, { error: 'Tipo: contatto, pdf o doc' }),
  locale: ListLocale.default('it'),
  /** contatto: the office's contact (JSON object or its JSON text). */
  contatto: z.union([ContactIatItem, z.string().max(4000, 'Contatto: troppo lungo')]).optional(),
  /** pdf and doc: the link to send (pdf: one of this profile's favourites links; absent: a new one). */
  link: z.string().trim().max(500, 'Link: al massimo 500 caratteri').optional(),
});
export type ProfileSendEmailBody = z.input<typeof ProfileSendEmailBody>;
export const ProfileSendEmailReply = ListShareSendReply;
export { SHARE_CHANNELS as PROFILE_SHARE_CHANNELS };

// ---------------------------------------------------------------------------------------------
// Personal data (beyond the spec): the visitor's data on request, and their erasure

export const ProfilePersonalData = z.object({
  exportedAt: z.string(),
  profile: z.object({
    code: z.string(),
    iat: z.string(),
    iatName: z.string(),
    profiled: Profiled,
    source: ProfileSource,
    visitedAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    consentAt: z.string().nullable(),
    contactErasedAt: z.string().nullable(),
    contact: z.record(z.string(), z.unknown()).nullable(),
    values: z.record(z.string(), z.unknown()),
    favourites: z.array(z.object({ resId: z.string(), type: z.string(), title: z.string() })),
  }),
});
export type ProfilePersonalData = z.infer<typeof ProfilePersonalData>;

export const ProfileEraseReply = z.object({
  id: z.number().int(),
  contactErasedAt: z.string(),
  message: z.string(),
});
export type ProfileEraseReply = z.infer<typeof ProfileEraseReply>;

/** Profiles table page rows (the engine's "profiles" page). */
export const ProfilesTablePage = page(ProfileSummary);
