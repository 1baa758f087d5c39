import { z } from './z.js';
import { CONTENT_LANGUAGES } from './constants.js';
import { idOf, idTextOf } from './id.js';
import { page } from './envelope.js';

/**
 * Lists and sharing (spec 2 §3 "List", §4 "Favourites and lists", §5, §7 "Lists", "Share list",
 * §8, §9; issue 14). A list belongs to an IAT office: every operator of that office sees and edits
 * it, nobody else. A visitor profile's favourites are a list too (profile.listId, issue 15).
 */

// ---------------------------------------------------------------------------------------------
// Constants and messages (spec 2 §5, §8, §9)

export const LIST_TITLE_MAX = 70;
/** Lists table page, list view, favourites, list modal (spec 2 §9). */
export const LIST_PAGE_SIZE = 6;
/** The copy/move modal's list of lists (spec 2 §9). */
export const LIST_COPY_MODAL_PAGE_SIZE = 10;
/** Most elements asked for in one page, and in one list. */
export const LIST_ELEMENTS_MAX_PAGE = 200;
export const LIST_ELEMENTS_MAX = 500;
/** Most element ids in one bulk call (remove, copy, move). */
export const LIST_BULK_MAX = 500;

export const LIST_MESSAGES = {
  titleRequired: 'Il titolo deve essere specificato',
  titleRequiredListsPage: 'Il titolo non può essere vuoto',
  titleTooLong: 'Il titolo non può superare le 70 battute spazi inclusi',
  emailEmpty: "L'email non può essere vuota",
  phoneEmpty: 'Il numero non può essere vuoto',
  linkCopied: 'Link copiato negli appunti.',
  emptyFavourites: 'La lista è vuota.',
  emptyList: 'La lista è vuota. Usa la funzione Esplora per aggiungere attrattori e servizi.',
  noLists: 'Non ci sono liste',
  noListsDot: 'Non ci sono liste.',
  noListsCreate: 'Non ci sono liste, per crearne una nuova clicca sul bottone "Nuova Lista".',
  noListSelected: 'Nessuna lista selezionata',
  noIat: 'Nessun IAT trovato',
  notFoundOption: 'Non trovato',
  removeAllTitle: 'Rimuovi tutti gli elementi.',
  removeAllText: 'Vuoi davvero rimuovere tutti gli elementi dalla lista?',
  addedAllToFavourites: 'Aggiunti tutti gli elementi della lista ai preferiti',
  deleted: 'La lista è stata eliminata con successo',
  updated: 'La lista è stata modificata',
  duplicated: 'Lista duplicata con successo',
  copied: 'Elemento copiato con successo',
  moved: 'Elemento spostato con successo',
  removed: 'Elemento rimosso con successo',
  emailSent: 'Email inviata con successo',
} as const;

export const ListLocale = z.enum(CONTENT_LANGUAGES, { error: 'Lingua non valida' });
export type ListLocale = z.infer<typeof ListLocale>;

/** Title of a list: trimmed, required, at most 70 characters including spaces. */
export const ListTitle = z
  .string({
    error: (issue) =>
      issue.input === undefined ? LIST_MESSAGES.titleRequired : 'Il titolo deve essere un testo',
  })
  .trim()
  .min(1, LIST_MESSAGES.titleRequired)
  .max(LIST_TITLE_MAX, LIST_MESSAGES.titleTooLong);

/** An office (group) slug. */
const Slug = z
  .string({ error: 'IAT: campo obbligatorio' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'IAT: valore non valido');

/** What an element points at: an explore asset (resId and asset type) or a content (type "content", resId its id). */
export const ListElementRef = z.object({
  resId: z
    .string({ error: 'resId: campo obbligatorio' })
    .trim()
    .min(1, 'resId: campo obbligatorio')
    .max(120, 'resId: al massimo 120 caratteri'),
  type: z
    .string({ error: 'Tipo: campo obbligatorio' })
    .trim()
    .regex(/^[a-zA-Z_]{2,40}$/, 'Tipo: valore non valido'),
});
export type ListElementRef = z.infer<typeof ListElementRef>;

// ---------------------------------------------------------------------------------------------
// Entities (spec 2 §3 "List", "Paged list response")

/** The red label of an element whose asset expired (1) or was withdrawn (2). */
export const ListElementStatus = z.object({
  code: z.number().int(),
  label: z.string(),
  icon: z.string(),
});

/** What the card of an element shows, read live from the catalogue (a snapshot when it is gone). */
export const ListElementValues = z.object({
  subtitle: z.string(),
  text: z.string(),
  info: z.string(),
  price: z.string(),
  img: z.object({ src: z.string(), alt: z.string() }).nullable(),
  href: z.string(),
  typeLabel: z.string(),
  /** Where it is: its first point (none when unknown); the preview has all of an itinerary's. */
  coords: z.array(z.object({ lat: z.number(), lng: z.number() })),
  /** null while the asset is normal; the red status label otherwise. */
  status: ListElementStatus.nullable(),
});
export type ListElementValues = z.infer<typeof ListElementValues>;

/** One element of a list: id is the element's own id (reorder, copy, move, remove by ids). */
export const ListElement = z.object({
  id: z.number().int(),
  resId: z.string(),
  type: z.string(),
  title: z.string(),
  locale: ListLocale,
  /** 1-based, dense and unique in the list. */
  position: z.number().int(),
  values: ListElementValues,
});
export type ListElement = z.infer<typeof ListElement>;

export const List = z.object({
  id: z.number().int(),
  title: z.string(),
  special: z.boolean(),
  /** ISO date-time. */
  creationDate: z.string(),
  elementsCount: z.number().int(),
  /** The office it belongs to (slug and name) and who created it. */
  iat: z.string(),
  iatName: z.string(),
  creator: z.string(),
  /** The first page of elements (empty in pages of lists). */
  elements: z.array(ListElement),
});
export type List = z.infer<typeof List>;

/** POST /api/list/listePaginate/{iatSlug} reply (spec: elements, currentPage, totalPages, itemsPerPage, totalItems). */
export const ListPage = page(List);
export type ListPage = z.infer<typeof ListPage>;

/** A type tab of a list's elements: how many of that type the list holds. */
export const ListTypeTab = z.object({ type: z.string(), label: z.string(), count: z.number().int() });
export type ListTypeTab = z.infer<typeof ListTypeTab>;

/** GET /api/list/lista/{id}/elementi reply: a page of elements, plus the list and its type tabs. */
export const ListElementsPage = page(ListElement).extend({
  list: List,
  types: z.array(ListTypeTab),
});
export type ListElementsPage = z.infer<typeof ListElementsPage>;

// ---------------------------------------------------------------------------------------------
// Request bodies and queries (spec 2 §7 "Lists")

/** Path {id} of a list or an element. */
export const ListIdParams = z.object({ id: idTextOf('Lista') });
export const ElementIdParams = z.object({ id: idTextOf('Elemento') });
export const IatSlugParams = z.object({ iatSlug: Slug });

/**
 * POST /api/list/lista: title, iat (office slug), iatName; with `item`, the element added at once
 * (the "create from an item" flow). `slug` is the spec's other name for iat. The office is always
 * the operator's own: another one is refused.
 */
export const ListCreateBody = z.object({
  title: ListTitle,
  iat: Slug.optional(),
  slug: Slug.optional(),
  iatName: z.string().trim().max(200, 'Nome IAT: al massimo 200 caratteri').optional(),
  special: z.boolean({ error: 'Speciale: vero o falso' }).default(false),
  item: ListElementRef.extend({ locale: ListLocale.default('it') }).optional(),
});
export type ListCreateBody = z.input<typeof ListCreateBody>;

/** POST /api/list/listePaginate/{iatSlug}: a page of the office's lists (newest first). */
export const ListPaginateBody = z.object({
  slug: Slug.optional(),
  page: z
    .number({ error: 'Pagina: deve essere un numero' })
    .int('Pagina: deve essere un numero intero')
    .min(1, 'Pagina: almeno 1')
    .default(1),
  itemsPerPage: z
    .number({ error: 'Elementi per pagina: deve essere un numero' })
    .int('Elementi per pagina: deve essere un numero intero')
    .min(1, 'Elementi per pagina: almeno 1')
    .max(50, 'Elementi per pagina: al massimo 50')
    .default(LIST_PAGE_SIZE),
  /** Text in the title. */
  search: z.string().trim().max(70, 'Ricerca: al massimo 70 caratteri').default(''),
});
export type ListPaginateBody = z.input<typeof ListPaginateBody>;

const queryInt = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/, `${label}: deve essere un numero intero`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${label}: almeno ${min}`).max(max, `${label}: al massimo ${max}`));

/** GET /api/list/lista/{id}/elementi?page=&itemsPerPage=&type=: a page of elements in position order. */
export const ListElementsQuery = z.object({
  page: queryInt('Pagina', 1, 100_000).default(1),
  itemsPerPage: queryInt('Elementi per pagina', 1, LIST_ELEMENTS_MAX_PAGE).default(LIST_PAGE_SIZE),
  /** A type tab: only the elements of this type. */
  type: z
    .string()
    .regex(/^[a-zA-Z_]{2,40}$/, 'Tipo: valore non valido')
    .optional(),
});
export type ListElementsQuery = z.input<typeof ListElementsQuery>;

const ElementIds = z
  .array(idOf('Elementi'), { error: 'Elementi: un elenco di identificativi' })
  .min(1, 'Elementi: sceglierne almeno uno')
  .max(LIST_BULK_MAX, `Elementi: al massimo ${LIST_BULK_MAX}`);

/**
 * DELETE /api/list/lista/{id}/elemento: one element by resId and type, or several by their element
 * ids (`ids`, "remove all").
 */
export const ListElementRemoveBody = z.union(
  [ListElementRef.strict(), z.object({ ids: ElementIds }).strict()],
  { error: 'Elemento: indicare resId e type, oppure ids' },
);
export type ListElementRemoveBody = z.infer<typeof ListElementRemoveBody>;

/** PUT /api/list/lista/{id}: title and/or special. */
export const ListUpdateBody = z
  .object({
    title: ListTitle.optional(),
    special: z.boolean({ error: 'Speciale: vero o falso' }).optional(),
  })
  .refine((b) => b.title !== undefined || b.special !== undefined, {
    message: 'Indicare il titolo o speciale',
    path: ['title'],
  });
export type ListUpdateBody = z.infer<typeof ListUpdateBody>;

/** POST /api/list/lista/{id}/elemento: add an explore asset or a content (at the end of the list). */
export const ListElementAddBody = ListElementRef.extend({ locale: ListLocale.default('it') });
export type ListElementAddBody = z.input<typeof ListElementAddBody>;

/** POST /api/list/lista/copiaElementi and /spostaElementi: elements (ids) of fromId go to toId. */
export const ListCopyBody = z
  .object({ fromId: idOf('Lista di origine'), toId: idOf('Lista di destinazione'), ids: ElementIds })
  .refine((b) => b.fromId !== b.toId, {
    message: 'Lista di destinazione: deve essere diversa da quella di origine',
    path: ['toId'],
  });
export type ListCopyBody = z.infer<typeof ListCopyBody>;

/** What copy and move did: elements already in the target (same resId and type) are not doubled. */
export const ListCopyReply = z.object({
  copied: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});
export type ListCopyReply = z.infer<typeof ListCopyReply>;

/** PUT /api/list/elemento/{id}/cambiaPosizione: the element goes to position (1 … count). */
export const ListPositionBody = z.object({
  position: z
    .number({ error: 'Posizione: deve essere un numero' })
    .int('Posizione: deve essere un numero intero')
    .min(1, 'Posizione: almeno 1'),
  /** The element id again (the spec sends it); must match the path when present. */
  id: idOf('Elemento').optional(),
});
export type ListPositionBody = z.infer<typeof ListPositionBody>;

/** Replies of the mutations: the list as it is after the call, with the toast's text. */
export const ListMutationReply = z.object({ list: List, message: z.string() });
export type ListMutationReply = z.infer<typeof ListMutationReply>;

// ---------------------------------------------------------------------------------------------
// Sharing (spec 2 §7 "Share list")

export const SHARE_CHANNELS = ['link', 'email', 'whatsapp'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** POST /api/list/lista/{id}/condividi: a share link for the list in a language (a new random token). */
export const ListShareBody = z.object({ lang: ListLocale.default('it') });
export type ListShareBody = z.input<typeof ListShareBody>;

/** A share link: {rootDomain}/condivisione/lista/{token}; the same address gives the PDF. */
export const ListShare = z.object({
  token: z.string(),
  link: z.string(),
  lang: ListLocale,
  listId: z.number().int(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ListShare = z.infer<typeof ListShare>;

/** Path {token} of a share: 32 base64url characters or more (≥ 128 random bits). */
export const ShareTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Link non valido'),
});

/** POST /api/list/lista/{id}/invia-email: spec "mailDest, type pdf, locale, link". */
export const ListShareEmailBody = z.object({
  mailDest: z
    .string({ error: LIST_MESSAGES.emailEmpty })
    .trim()
    .min(1, LIST_MESSAGES.emailEmpty)
    .max(254, 'Email: al massimo 254 caratteri')
    .email('Email: indirizzo non valido'),
  type: z.literal('pdf', { error: 'Tipo: deve essere pdf' }).default('pdf'),
  locale: ListLocale.default('it'),
  /** A link given by /condividi for this list; absent: a new one is made. */
  link: z.string().trim().max(500, 'Link: al massimo 500 caratteri').optional(),
});
export type ListShareEmailBody = z.input<typeof ListShareEmailBody>;

/** POST /api/list/lista/{id}/invia-whatsapp: the number and the language; the text is the server's. */
export const ListShareWhatsappBody = z.object({
  phone: z
    .string({ error: LIST_MESSAGES.phoneEmpty })
    .trim()
    .min(1, LIST_MESSAGES.phoneEmpty)
    .max(40, 'Numero: al massimo 40 caratteri')
    .regex(/^\+?[0-9][0-9 ./-]{4,}$/, 'Numero: non valido'),
  locale: ListLocale.default('it'),
  link: z.string().trim().max(500, 'Link: al massimo 500 caratteri').optional(),
});
export type ListShareWhatsappBody = z.input<typeof ListShareWhatsappBody>;

/** What a send did: the link sent, and for WhatsApp the wa.me address to open and its text. */
export const ListShareSendReply = z.object({
  channel: z.enum(SHARE_CHANNELS),
  link: z.string(),
  message: z.string(),
  url: z.string().nullable(),
  text: z.string().nullable(),
});
export type ListShareSendReply = z.infer<typeof ListShareSendReply>;

/** GET /api/list/condivisioni/statistiche?from=&to=: the office's sends (dates YYYY-MM-DD, inclusive). */
const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida: usa AAAA-MM-GG');
export const ListShareStatsQuery = z
  .object({ from: IsoDay.optional(), to: IsoDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'La data di fine precede quella di inizio',
    path: ['to'],
  });
export type ListShareStatsQuery = z.infer<typeof ListShareStatsQuery>;

export const ListShareStats = z.object({
  total: z.number().int(),
  byChannel: z.array(z.object({ channel: z.enum(SHARE_CHANNELS), count: z.number().int() })),
  byLanguage: z.array(z.object({ lang: z.string(), count: z.number().int() })),
});
export type ListShareStats = z.infer<typeof ListShareStats>;

// ---------------------------------------------------------------------------------------------
// Application configuration additions (spec 2 §3 "Application configuration used here")

/** shareListPdf.link: the share address with {token} to fill (root domain). */
export const ShareListPdf = z.object({ link: z.string() });
export type ShareListPdf = z.infer<typeof ShareListPdf>;

/** The texts per language: {link} and {iat} are replaced by the link and the office's name. */
const PerLanguage = z.record(z.string(), z.string());

export const LangShareOptions = z.object({
  dropdown: z.object({ label: z.string() }),
  text: z.string(),
  options: z.array(z.object({ value: ListLocale, label: z.string() })),
  labels: z.object({ shareList: PerLanguage, shareSurvey: PerLanguage, contacts: PerLanguage }),
});
export type LangShareOptions = z.infer<typeof LangShareOptions>;

// ---------------------------------------------------------------------------------------------
// Contact/IAT item (spec 2 §3): what a share of an office's contact carries.

export const ContactIatItem = z.object({
  iat: z.string(),
  email: z.string(),
  tel: z.string(),
  values: z.object({ address: z.string(), website: z.string() }),
});
export type ContactIatItem = z.infer<typeof ContactIatItem>;

// ---------------------------------------------------------------------------------------------
// The list-edit template (spec 2 §4 "List edit"): GET /api/list/template/edit.json

export const ListEditAction = z.object({
  type: z.enum(['delete', 'cancel', 'save']),
  label: z.string(),
  variant: z.enum(['text', 'outlined', 'contained']).default('contained'),
  color: z.enum(['primary', 'error', 'inherit']).default('primary'),
  confirm: z.object({ title: z.string(), text: z.string() }).optional(),
  /** Where the action goes afterwards (cancel, delete: /lists). */
  redirect: z.string().optional(),
});
export type ListEditAction = z.infer<typeof ListEditAction>;

export const ListEditTemplate = z.object({
  title: z.string(),
  fields: z.object({
    title: z.object({ label: z.string(), placeholder: z.string(), maxLength: z.number().int() }),
    special: z.object({ label: z.string() }),
  }),
  actions: z.array(ListEditAction),
  labels: z.record(z.string(), z.string()),
});
export type ListEditTemplate = z.infer<typeof ListEditTemplate>;
