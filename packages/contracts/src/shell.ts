import { z } from './z.js';
import { LIMITS, SEARCH_TYPES } from './constants.js';
import { Role } from './roles.js';
import { LangShareOptions, ShareListPdf } from './lists/share-config.js';

/** An entry of the user menu or of a top action (spec 3 §2, §3 "Config user"). */
export const UserAction = z.object({
  action: z.string(),
  label: z.string(),
  icon: z.string().optional(),
  divider: z.boolean().optional(),
  params: z.record(z.string(), z.string()).optional(),
  /** Opens in a new tab with `__blank=true`. */
  blank: z.boolean().optional(),
  /** Opens this modal (e.g. main-help-modal) instead of following `action`. */
  modal: z.string().optional(),
});
export type UserAction = z.infer<typeof UserAction>;

/**
 * The inactive-account modal (spec 3 §3 "Config user", §4 "Inactive-account modal"). Its texts come
 * from the template kind 'inactive', key 'account' (one per environment, or one for all), so the
 * board can change them; the server adds what depends on the user (actions, the upload address).
 */
export const INACTIVE_TEMPLATE = { kind: 'inactive', key: 'account' } as const;
/** Countdown of a custom form or message before the logout (spec 3 §9): 10 s, ticking every second. */
export const INACTIVE_TIMER_SECONDS = 10;
export const INACTIVE_TIMER_TICK_MS = 1000;
/** Where the file loader posts (multipart, one file per field of the loader). */
export const INACTIVE_DOCUMENTS_PATH = '/api/user/inactive-documents.json';
/** Largest document a user who is not active may send, in MB. */
export const INACTIVE_DOCUMENT_MAX_MB = 10;
/** Types accepted (checked by content on the server): for the browser's file chooser. */
export const INACTIVE_DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

const Timer = z.number().int().min(1).max(600);
/** A link target: an address of this site ("/…") or a web address. */
const Href = z.string().regex(/^(\/(?!\/)|https?:\/\/)/, 'Indirizzo: deve iniziare con / oppure http(s)://');

const customFormShape = {
  /**
   * The form shown: a template form type (e.g. new-policy, answered by /api/forms/{type}); when
   * it names the file loader (fileLoader.name) the modal's upload is that form.
   */
  type: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,59}$/),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  text: z.string().optional(),
  /** The template form loads the record's values first (its template decides; kept for the spec). */
  loadData: z.boolean().optional(),
  /** Shown once the form has been sent; the logout countdown starts then. */
  successTitle: z.string().min(1),
};
const customMessageShape = { title: z.string().min(1), text: z.string().min(1) };

const goToVisitShape = { href: Href, target: z.enum(['_self', '_blank']), label: z.string().min(1) };
const fileFieldShape = {
  /** The multipart field of the file. */
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/),
  label: z.string().min(1),
  required: z.boolean(),
};
const fileLoaderShape = {
  /** The form's name (e.g. inactive-documents); a customForm of that type is this upload. */
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,59}$/),
  /** Heading of the upload. */
  label: z.string().min(1),
  /** Help under the heading (what to send, types and size). */
  snippet: z.string().optional(),
  fields: z.array(z.object(fileFieldShape)).min(1).max(5),
  actions: z.object({ remove: z.string().min(1), confirm: z.string().min(1) }),
};
const modalTextsShape = {
  title: z.string().min(1),
  subtitle: z.string().optional(),
  text: z.string().optional(),
  /** Label of the button that opens the contact form (main-contact-modal). */
  contactLabel: z.string().min(1),
  /** Offer to switch to the other environments where the user has an enabled membership. */
  switchSite: z.boolean(),
  /** A link onwards, shown when there is no file loader. */
  goToVisit: z.object(goToVisitShape).optional(),
};

/**
 * Why a signed-in user may not work: an administrator switched their access off (suspended), their
 * accreditation waits for approval (pending), or they have asked for none yet (none).
 */
export const INACTIVE_REASONS = ['suspended', 'pending', 'none'] as const;
export const InactiveReason = z.enum(INACTIVE_REASONS);
export type InactiveReason = z.infer<typeof InactiveReason>;
const reasonTextsShape = { subtitle: z.string().optional(), text: z.string().optional() };

export const InactiveCustomForm = z.object({ ...customFormShape, timer: Timer });
export type InactiveCustomForm = z.infer<typeof InactiveCustomForm>;
export const InactiveCustomMessage = z.object({ ...customMessageShape, timer: Timer });
export type InactiveCustomMessage = z.infer<typeof InactiveCustomMessage>;
export const InactiveFileLoader = z.object({
  /** The address the files are posted to (filled by the server). */
  action: z.string(),
  ...fileLoaderShape,
});
export type InactiveFileLoader = z.infer<typeof InactiveFileLoader>;

export const IsActiveModal = z.object({
  ...modalTextsShape,
  /** Why the user may not work; subtitle and text are the template's for this reason. */
  reason: InactiveReason.optional(),
  /**
   * What the user may do, filled by the server: the contact form (modal main-contact-modal), the
   * logout, and a site switch per other environment with an enabled membership.
   */
  actions: z.array(UserAction),
  fileLoader: InactiveFileLoader.optional(),
});
export type IsActiveModal = z.infer<typeof IsActiveModal>;

/**
 * The stored template (strict: a misspelt key fails the sync instead of vanishing). The timers
 * default to INACTIVE_TIMER_SECONDS; `action` and `actions` are the server's.
 */
export const InactiveTemplate = z.strictObject({
  modal: z.strictObject({
    ...modalTextsShape,
    /** Subtitle and text for each reason (INACTIVE_REASONS), over the general ones. */
    reasons: z
      .strictObject({
        suspended: z.strictObject(reasonTextsShape).optional(),
        pending: z.strictObject(reasonTextsShape).optional(),
        none: z.strictObject(reasonTextsShape).optional(),
      })
      .optional(),
    goToVisit: z.strictObject(goToVisitShape).optional(),
    fileLoader: z
      .strictObject({ ...fileLoaderShape, fields: z.array(z.strictObject(fileFieldShape)).min(1).max(5) })
      .refine((l) => new Set(l.fields.map((f) => f.name)).size === l.fields.length, {
        message: 'Campi del caricamento: i nomi devono essere diversi',
        path: ['fields'],
      })
      .optional(),
  }),
  customForm: z.strictObject({ ...customFormShape, timer: Timer.optional() }).optional(),
  customMessage: z.strictObject({ ...customMessageShape, timer: Timer.optional() }).optional(),
});
export type InactiveTemplate = z.infer<typeof InactiveTemplate>;

export const ConfigUser = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  group: z.string(),
  groupName: z.string(),
  groupEmail: z.string(),
  role: Role,
  isOperator: z.boolean(),
  isReviewer: z.boolean(),
  isAdmin: z.boolean(),
  userType: z.string(),
  rootEnv: z.string(),
  permissions: z.object({
    addInPageButton: z.boolean(),
    allowNotificationEdits: z.boolean(),
  }),
  showApiConfiguration: z.boolean(),
  isActive: z.boolean(),
  image: z.string().nullable(),
  actions: z.array(UserAction),
  /** Only for a user who is not active: a form to fill, then a countdown to the logout. */
  customForm: InactiveCustomForm.optional(),
  /** Only for a user who is not active: a message, with a countdown to the logout. */
  customMessage: InactiveCustomMessage.optional(),
  /** Present exactly when isActive is false: the restricted modal over the app. */
  isActiveModal: IsActiveModal.optional(),
});
export type ConfigUser = z.infer<typeof ConfigUser>;

export const Alert = z.object({
  type: z.enum(['info', 'warning', 'error', 'success']),
  title: z.string().optional(),
  text: z.string(),
});

export const MapSettings = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  center: z.tuple([z.number(), z.number()]),
  zoom: z.number(),
});

export const LanguageOption = z.object({ value: z.string(), label: z.string(), flag: z.string() });

export const SearchType = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof SearchType>;

export const AppConfig = z.object({
  redirect: z.string().nullable(),
  user: ConfigUser,
  rootEnv: z.string(),
  env: z.string(),
  appPrefix: z.string(),
  disabledRoutes: z.array(z.string()),
  alerts: z.array(Alert),
  rootDomain: z.string(),
  map: MapSettings,
  languages: z.array(LanguageOption),
  /**
   * What this user may search from the top bar here, in the order the results come; empty: no
   * search box. The page's own type comes first when it is one of them, else the first one.
   */
  searchTypes: z.array(SearchType),
  /** The list share address ({token} to fill) and the share languages and texts (spec 2 §3). */
  shareListPdf: ShareListPdf,
  langShareOptions: LangShareOptions,
});
export type AppConfig = z.infer<typeof AppConfig>;

export const Environment = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The user's membership in it is enabled (stato 1). */
  active: z.boolean(),
  /** When not active: switched off by an administrator, or an accreditation waiting for approval. */
  inactiveReason: z.enum(['suspended', 'pending']).optional(),
  isDefault: z.boolean(),
});
export type Environment = z.infer<typeof Environment>;
export const EnvironmentList = z.array(Environment);

export const MenuAlert = z.object({ type: z.string(), title: z.string(), text: z.string() });

export const MenuItem = z.object({
  name: z.string(),
  action: z.string(),
  icon: z.string().optional(),
  iconColor: z.string().optional(),
  bold: z.boolean().optional(),
  notifies: z.number().int().optional(),
  divider: z.boolean().optional(),
  alert: MenuAlert.optional(),
  external: z.boolean().optional(),
  type: z.enum(['link', 'download']).optional(),
  topAction: z.object({ list: z.array(UserAction) }).optional(),
  modal: z.string().optional(),
  match: z.string().optional(),
  exact: z.boolean().optional(),
  /**
   * A key that opens the entry from anywhere in the app, in the syntax of aria-keyshortcuts
   * ("Alt+N"): the app listens for it only while the menu offers the entry to this user.
   */
  shortcut: z
    .string()
    .regex(/^(?:(?:Alt|Control|Shift)\+)+[A-Z0-9]$/)
    .optional(),
});
export type MenuItem = z.infer<typeof MenuItem>;
export const MainMenu = z.object({ items: z.array(MenuItem) });
export type MainMenu = z.infer<typeof MainMenu>;

export const TitleBlock = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  text: z.string().optional(),
  textLink: z.object({ label: z.string(), href: z.string() }).optional(),
});

export const HelpData = z.object({
  titleBlock: TitleBlock,
  data: z.array(z.object({ name: z.string(), text: z.string() })),
});
export type HelpData = z.infer<typeof HelpData>;

export const ContactField = z.object({
  fieldname: z.string(),
  label: z.string(),
  type: z.enum(['input', 'text', 'select']),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});

export const ContactData = z.object({
  titleBlock: TitleBlock,
  data: z.object({
    fields: z.array(ContactField),
    actionLabels: z.object({ cancel: z.string(), confirm: z.string() }),
    /** A messaging (WhatsApp) number opened externally. */
    messaging: z.object({ label: z.string(), number: z.string() }).optional(),
  }),
});
export type ContactData = z.infer<typeof ContactData>;

export const ContactUsBody = z.object({
  subject: z
    .string({ error: 'Oggetto: campo obbligatorio' })
    .trim()
    .min(1, 'Oggetto: campo obbligatorio')
    .max(200, 'Oggetto: al massimo 200 caratteri'),
  message: z
    .string({ error: 'Messaggio: campo obbligatorio' })
    .trim()
    .min(1, 'Messaggio: campo obbligatorio')
    .max(LIMITS.contactMessage, `Messaggio: al massimo ${LIMITS.contactMessage} caratteri`),
});
export type ContactUsBody = z.infer<typeof ContactUsBody>;

export const AutocompleteQuery = z.object({
  query: z.string().trim().max(LIMITS.autocompleteQuery, 'Ricerca: al massimo 100 caratteri').default(''),
  searchType: SearchType.default('content'),
});
export type AutocompleteQuery = z.infer<typeof AutocompleteQuery>;

export const AutocompleteItem = z.object({
  /** A record's id; a catalogue item's is "type:id", as explore's preview address names it. */
  id: z.union([z.number().int(), z.string().max(120)]),
  title: z.string(),
  info: z.string(),
  image: z.string().nullable(),
  toVerify: z.boolean(),
});
export const AutocompleteReply = z.object({
  groups: z.array(
    z.object({
      label: z.string(),
      type: SearchType,
      data: z.array(AutocompleteItem),
      /** More matched than shown: the group offers its full results page. */
      showAll: z.boolean(),
    }),
  ),
  params: z.object({ query: z.string() }),
  /** The first group's showAll: the results of the type Enter opens. */
  showAll: z.boolean(),
});
export type AutocompleteReply = z.infer<typeof AutocompleteReply>;

export const DynamicPage = z.object({ id: z.string(), title: z.string(), html: z.string() });
export type DynamicPage = z.infer<typeof DynamicPage>;

/**
 * Where a mail stands: sent; pending (SMTP is set up, a try is due); failed (its last try was
 * refused: "Rinvia" tries again); outbox (no SMTP: the outbox is the delivery).
 */
export const OUTBOX_MAIL_STATUSES = ['sent', 'pending', 'failed', 'outbox'] as const;
export type OutboxMailStatus = (typeof OUTBOX_MAIL_STATUSES)[number];
export const OutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  status: z.enum(OUTBOX_MAIL_STATUSES),
  /** Delivery tries made since it was written (or since "Rinvia"). */
  attempts: z.number().int(),
  /** The SMTP server's answer to the last failed try. */
  lastError: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
/** POST /api/admin/outbox/{id}/resend: the mail, queued again, and what to tell the admin. */
export const OutboxResendReply = z.object({ message: z.string(), mail: OutboxMail });
export type OutboxResendReply = z.infer<typeof OutboxResendReply>;
export const OutboxQuery = z.object({
  page: z.coerce
    .number({ error: 'Pagina: deve essere un numero' })
    .int('Pagina: deve essere un numero intero')
    .min(1, 'Pagina: almeno 1')
    .default(1),
  search: z.string().trim().max(100, 'Ricerca: al massimo 100 caratteri').default(''),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;

/** A dynamic page's id as it appears in /api/pages/{pageId}.html and in the app route {pageId}. */
export const PAGE_ID_PATTERN = /^[a-z0-9-]{1,60}$/;
export const DynamicPageParams = z.object({
  pageId: z.string().regex(PAGE_ID_PATTERN, 'Pagina: identificativo non valido'),
});
export type DynamicPageParams = z.infer<typeof DynamicPageParams>;

/** GET /service/switch-site.jsp?env=…: the environment to go to. */
export const SwitchSiteQuery = z.object({
  env: z
    .string({ error: 'Ambiente: campo obbligatorio' })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Ambiente: valore non valido'),
});
export type SwitchSiteQuery = z.infer<typeof SwitchSiteQuery>;
