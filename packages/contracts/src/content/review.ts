import { z } from '../z.js';
import { idOf, idTextOf } from '../id.js';
import {
  ContentFamily,
  ContentLang,
  ContentLangEntry,
  ContentStatus,
  LangDocument,
  REVISION_KINDS,
} from './document.js';

/**
 * Review and publication (spec 1 §2 "Content compare", §3 "Compare payload", §4 "Content
 * review", §7 send-to-vt, approve, discard, undo, change reviewer, compare). The server decides
 * every transition: these are the bodies the routes parse and the replies the screens draw.
 */

// ---------------------------------------------------------------------------------------------
// Labels the spec quotes (spec 1 §2 "Content compare")

export const DIFF_LABELS = {
  added: 'nuovo contenuto',
  removed: 'contenuto eliminato',
  empty: 'non inserito',
} as const;

export const REVIEW_MESSAGES = {
  approved: 'Contenuto approvato e pubblicato',
  discarded: 'Contenuto rifiutato: abbiamo inviato il messaggio all’autore',
  undone: 'Modifiche annullate: il contenuto torna alla versione pubblicata',
  published: 'Contenuto pubblicato',
  submitted: 'Contenuto inviato in validazione',
  reviewerChanged: 'Ora sei il revisore di questo contenuto',
  restored: 'Versione ripristinata come nuova versione di lavoro',
  notPending: 'Il contenuto non è in attesa di validazione: forse qualcuno lo ha già approvato o rifiutato.',
  stale: 'Il contenuto è cambiato nel frattempo: ricarica la pagina per vedere l’ultima versione.',
  ownSubmission: 'Non puoi approvare un contenuto inviato in validazione da te.',
  nothingToUndo: 'Non ci sono modifiche da annullare: il contenuto non ha una versione pubblicata diversa.',
  notPublished: 'Il contenuto non ha ancora una versione pubblicata.',
  alreadyReviewer: 'Sei già il revisore di questo contenuto.',
} as const;

// ---------------------------------------------------------------------------------------------
// Request bodies

/** Optional in every review body: the head revision the reviewer saw; a newer one is refused (409). */
const seenRevision = z
  .number({ error: 'Versione: deve essere un numero' })
  .int('Versione: deve essere un numero intero')
  .positive('Versione: non valida')
  .optional();

/** POST /api/send-to-vt: send the content (the portal variant with vt) to validation as it is saved. */
export const SendToVtBody = z.object({
  id: idOf('Contenuto'),
  vt: z.boolean({ error: 'vt: deve essere vero o falso' }).default(true),
  revision: seenRevision,
});
export type SendToVtBody = z.infer<typeof SendToVtBody>;

/** POST /api/content/approve, /api/content/undo, /api/content/publish (spec: id and contentId). */
export const ReviewActionBody = z.object({
  id: idOf('Contenuto'),
  /** The spec sends it beside id; when given it must be the same content. */
  contentId: idOf('Contenuto').optional(),
  revision: seenRevision,
  /** Optional note written to the history with the decision. */
  message: z.string().trim().max(2000, 'Messaggio: al massimo 2000 caratteri').optional(),
});
export type ReviewActionBody = z.infer<typeof ReviewActionBody>;

export const DISCARD_SUBJECT_MAX = 200;
export const DISCARD_TEXT_MAX = 5000;

/** POST /api/content/discard: the reviewer's e-mail to the author, as edited in the modal. */
export const DiscardBody = ReviewActionBody.omit({ message: true }).extend({
  subject: z
    .string({ error: 'Oggetto: campo obbligatorio' })
    .trim()
    .min(1, 'Oggetto: campo obbligatorio')
    .max(DISCARD_SUBJECT_MAX, `Oggetto: al massimo ${DISCARD_SUBJECT_MAX} caratteri`),
  text: z
    .string({ error: 'Testo: campo obbligatorio' })
    .trim()
    .min(1, 'Testo: campo obbligatorio')
    .max(DISCARD_TEXT_MAX, `Testo: al massimo ${DISCARD_TEXT_MAX} caratteri`),
});
export type DiscardBody = z.infer<typeof DiscardBody>;

/** POST /api/content/reviewer: the caller takes over the review of the content. */
export const ChangeReviewerBody = z.object({ id: idOf('Contenuto') });
export type ChangeReviewerBody = z.infer<typeof ChangeReviewerBody>;

/** POST /api/content/restore: an old version becomes a new working version (not published). */
export const RestoreVersionBody = z.object({
  id: idOf('Contenuto'),
  revision: idOf('Versione'),
});
export type RestoreVersionBody = z.infer<typeof RestoreVersionBody>;

/** What every transition answers: the content's state after it, and where the browser goes. */
export const ReviewActionReply = z.object({
  id: z.number().int(),
  status: ContentStatus,
  /** The head revision after the transition. */
  revision: z.number().int().nullable(),
  publishedRevision: z.number().int().nullable(),
  message: z.string(),
  /** home: the list; review: /content/review/{id}; edit: /content/edit/{id}. */
  next: z.enum(['home', 'review', 'edit']),
});
export type ReviewActionReply = z.infer<typeof ReviewActionReply>;

// ---------------------------------------------------------------------------------------------
// Compare (spec 1 §3 "Compare payload")

/** GET /api/content/compare: published (old) against working (new), or any two versions. */
export const CompareQuery = z.object({
  id: idTextOf('Contenuto'),
  /** The old side; default the published version (none: everything is new). */
  from: idTextOf('Versione da confrontare').optional(),
  /** The new side; default the working version (the head; with vt=true the portal variant's). */
  to: idTextOf('Versione da confrontare').optional(),
  vt: z.enum(['true', 'false', '1', '0'], { error: 'vt: valore non valido' }).optional(),
});
export type CompareQuery = z.infer<typeof CompareQuery>;

export const ReviewButtonName = z.enum([
  'approve',
  'discard',
  'undo',
  'publish',
  'changeReviewer',
  'preview',
  'history',
  'edit',
  'restore',
]);
export type ReviewButtonName = z.infer<typeof ReviewButtonName>;

export const ReviewButton = z.object({
  action: ReviewButtonName,
  label: z.string(),
  confirm: z.string().optional(),
  /** The discard button opens the e-mail modal. */
  modal: z.string().optional(),
  disabled: z.boolean(),
  tooltip: z.string().optional(),
});
export type ReviewButton = z.infer<typeof ReviewButton>;

export const VersionSide = z.object({
  revision: z.number().int().nullable(),
  label: z.string(),
  kind: z.enum(REVISION_KINDS).nullable(),
  author: z.string().nullable(),
  /** 'DD/MM/YYYY h.mm' */
  time: z.string().nullable(),
});
export type VersionSide = z.infer<typeof VersionSide>;

export const CompareReply = z.object({
  /** Documents by language; a language missing on a side is absent there. */
  dataOld: z.partialRecord(ContentLang, LangDocument),
  dataNew: z.partialRecord(ContentLang, LangDocument),
  contentLangs: z.object({ name: z.string(), data: z.array(ContentLangEntry) }),
  info: z.object({
    title: z.string(),
    type: z.string(),
    typeCode: z.string(),
    creation: z.object({ label: z.string(), date: z.string() }),
    user: z.object({
      label: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    /** The office the content belongs to. */
    group: z.string().nullable(),
    status: z.object({ name: z.string(), code: ContentStatus }),
    reviewer: z.string().nullable(),
    /** Sent to validation at (ISO), while pending. */
    submittedAt: z.string().nullable(),
    actions: z.array(ReviewButton),
  }),
  aside: z.object({ buttons: z.array(ReviewButton) }),
  labels: z.object({
    added: z.string(),
    removed: z.string(),
    empty: z.string(),
    old: z.string(),
    new: z.string(),
  }),
  /** The discard modal starts from these (the reviewer edits both). */
  discardMail: z.object({ subject: z.string(), text: z.string(), to: z.string().nullable() }),
  sides: z.object({ old: VersionSide, new: VersionSide }),
  params: z.object({
    id: z.number().int(),
    typeId: z.number().int(),
    family: ContentFamily,
    status: ContentStatus,
    vt: z.boolean(),
    /** The head the reviewer sees: approve/discard/undo send it back as `revision`. */
    revision: z.number().int().nullable(),
    publishedRevision: z.number().int().nullable(),
    /** Compare of two chosen versions (not the review of a submission). */
    custom: z.boolean(),
  }),
});
export type CompareReply = z.infer<typeof CompareReply>;

// ---------------------------------------------------------------------------------------------
// Versions (beyond the spec: compare any two, restore one)

/** GET /api/content/versions?id= */
export const VersionsQuery = z.object({ id: idTextOf('Contenuto') });
export type VersionsQuery = z.infer<typeof VersionsQuery>;

export const VersionItem = z.object({
  revision: z.number().int(),
  kind: z.enum(REVISION_KINDS),
  /** Italian name of the kind ('Salvataggio', 'Inviato in validazione', 'Pubblicato' …). */
  label: z.string(),
  track: z.enum(['main', 'vt']),
  author: z.string(),
  at: z.string(),
  /** 'DD/MM/YYYY h.mm' */
  time: z.string(),
  langs: z.array(ContentLang),
  isHead: z.boolean(),
  isPublished: z.boolean(),
});
export type VersionItem = z.infer<typeof VersionItem>;

export const VersionsReply = z.object({
  id: z.number().int(),
  title: z.string(),
  data: z.array(VersionItem),
  canRestore: z.boolean(),
});
export type VersionsReply = z.infer<typeof VersionsReply>;

// ---------------------------------------------------------------------------------------------
// The reviewer's inbox (content/review without an id)

export const INBOX_PAGE_SIZE = 20;
export const INBOX_ORDERS = ['oldest', 'recent'] as const;

/** GET /api/content/inbox */
export const InboxQuery = z.object({
  page: z.coerce
    .number({ error: 'Pagina: deve essere un numero' })
    .int('Pagina: deve essere un numero intero')
    .min(1, 'Pagina: almeno 1')
    .max(10_000, 'Pagina: troppo alta')
    .default(1),
  /** Type code, or empty for all. */
  type: z.string().max(40, 'Tipo: valore non valido').default(''),
  /** Office (group) id, or empty for all. */
  group: z.union([z.literal(''), idTextOf('Ufficio')]).default(''),
  lang: z.union([z.literal(''), ContentLang], { error: 'Lingua: valore non valida' }).default(''),
  /** '' every submission, 'mine' those I review, 'unassigned' those nobody took. */
  assigned: z.enum(['', 'mine', 'unassigned'], { error: 'Revisore: valore non valido' }).default(''),
  search: z.string().trim().max(200, 'Ricerca: al massimo 200 caratteri').default(''),
  order: z.enum(INBOX_ORDERS, { error: 'Ordinamento: valore non valido' }).default('oldest'),
});
export type InboxQuery = z.infer<typeof InboxQuery>;

export const InboxItem = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  typeCode: z.string(),
  family: ContentFamily,
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  author: z.object({ id: z.number().int().nullable(), name: z.string() }),
  langs: z.array(ContentLang),
  /** Sent to validation at (ISO). */
  submittedAt: z.string(),
  waitingSeconds: z.number().int(),
  /** 'da 3 giorni', 'da 2 ore' … */
  waiting: z.string(),
  vt: z.boolean(),
  reviewer: z.string().nullable(),
  /** First submission (nothing published yet) or a change of a published content. */
  isNew: z.boolean(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
});
export type InboxItem = z.infer<typeof InboxItem>;

const InboxFilter = z.object({
  label: z.string(),
  selected: z.string(),
  data: z.array(z.object({ label: z.string(), value: z.string() })),
});

export const InboxReply = z.object({
  elements: z.array(InboxItem),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  itemsPerPage: z.number().int(),
  totalItems: z.number().int(),
  /** Every content waiting for validation (unfiltered): the side menu's count. */
  count: z.number().int(),
  filters: z.object({
    type: InboxFilter,
    group: InboxFilter,
    lang: InboxFilter,
    assigned: InboxFilter,
    order: InboxFilter,
  }),
  labels: z.object({ title: z.string(), empty: z.string(), search: z.string() }),
});
export type InboxReply = z.infer<typeof InboxReply>;

/** GET /api/content/inbox/count: the side menu's badge. */
export const InboxCountReply = z.object({ count: z.number().int() });
export type InboxCountReply = z.infer<typeof InboxCountReply>;
