import { z } from '../z.js';
import { idTextOf } from '../id.js';
import { page } from '../envelope.js';
import { LIST_PAGE_SIZE, LIST_TITLE_MAX, ListLocale } from './constants.js';
import { ListElement, ListElementRef } from './elements.js';
import { LIST_MESSAGES } from './messages.js';
import { characterCount } from '../text.js';

/**
 * A list (spec 2 §3 "List", "Paged list response") and the calls that create, page, rename and
 * delete lists (spec 2 §7 "Lists").
 */

/**
 * Title of a list: trimmed, required, at most 70 characters including spaces, counted as a reader
 * counts them (characterCount: an emoji is one), the same count as the browser's counter. The empty
 * title's text is the spec's for the screen that sends it: the create dialog's, or the lists page's.
 */
function listTitle(emptyMessage: string) {
  return (
    z
      .string({
        error: (issue) => (issue.input === undefined ? emptyMessage : 'Il titolo deve essere un testo'),
      })
      .trim()
      .min(1, emptyMessage)
      // A bound on what is segmented: 70 characters are far fewer units even in emoji sequences.
      .max(LIST_TITLE_MAX * 16, LIST_MESSAGES.titleTooLong)
      .refine((title) => characterCount(title) <= LIST_TITLE_MAX, LIST_MESSAGES.titleTooLong)
  );
}

/** The title sent by the create dialog ("Il titolo deve essere specificato" when empty). */
export const ListTitle = listTitle(LIST_MESSAGES.titleRequired);

/** An office (group) slug. */
const Slug = z
  .string({ error: 'IAT: campo obbligatorio' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'IAT: valore non valido');

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

/** Path {id} of a list. */
export const ListIdParams = z.object({ id: idTextOf('Lista') });
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

/** PUT /api/list/lista/{id}, from the lists page: title ("Il titolo non può essere vuoto") and/or special. */
export const ListUpdateBody = z
  .object({
    title: listTitle(LIST_MESSAGES.titleRequiredListsPage).optional(),
    special: z.boolean({ error: 'Speciale: vero o falso' }).optional(),
  })
  .refine((b) => b.title !== undefined || b.special !== undefined, {
    message: 'Indicare il titolo o speciale',
    path: ['title'],
  });
export type ListUpdateBody = z.infer<typeof ListUpdateBody>;

/** Replies of the mutations: the list as it is after the call, with the toast's text. */
export const ListMutationReply = z.object({ list: List, message: z.string() });
export type ListMutationReply = z.infer<typeof ListMutationReply>;
