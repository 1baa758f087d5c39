import { z } from '../z.js';
import { idOf, idTextOf } from '../id.js';
import { LIST_BULK_MAX, LIST_ELEMENTS_MAX_PAGE, LIST_PAGE_SIZE, ListLocale } from './constants.js';

/**
 * A list's elements (spec 2 §3 "List"): what one points at and shows, and the calls that page,
 * add, remove, reorder, copy and move them (spec 2 §7 "Lists").
 */

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

/** Path {id} of an element. */
export const ElementIdParams = z.object({ id: idTextOf('Elemento') });

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
