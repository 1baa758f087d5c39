import { z } from 'zod';
import { LIMITS } from './constants.js';
import { Role } from './roles.js';

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
});
export type AppConfig = z.infer<typeof AppConfig>;

export const Environment = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The user's membership in it is enabled (stato 1). */
  active: z.boolean(),
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

export const SEARCH_TYPES = ['content', 'guide', 'report', 'user', 'group'] as const;
export const SearchType = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof SearchType>;

export const AutocompleteQuery = z.object({
  query: z.string().trim().max(LIMITS.autocompleteQuery, 'Ricerca: al massimo 100 caratteri').default(''),
  searchType: SearchType.default('content'),
});
export type AutocompleteQuery = z.infer<typeof AutocompleteQuery>;

export const AutocompleteItem = z.object({
  id: z.number().int(),
  title: z.string(),
  info: z.string(),
  image: z.string().nullable(),
  toVerify: z.boolean(),
});
export const AutocompleteReply = z.object({
  groups: z.array(z.object({ label: z.string(), type: SearchType, data: z.array(AutocompleteItem) })),
  params: z.object({ query: z.string() }),
  showAll: z.boolean(),
});
export type AutocompleteReply = z.infer<typeof AutocompleteReply>;

export const DynamicPage = z.object({ id: z.string(), title: z.string(), html: z.string() });
export type DynamicPage = z.infer<typeof DynamicPage>;

export const OutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
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
