import { z } from '../z.js';
import { idOf, idTextOf } from '../id.js';
import { ListLocale } from '../lists/constants.js';
import { ListElementsPage } from '../lists/list.js';

/** A profile's favourites: a list of kind favourites (spec 2 §4 "Favourites and lists"). */

/** Favourites per page (spec 2 §9). */
export const FAVOURITES_PAGE_SIZE = 6;

export const FavouritesListParams = z.object({ listId: idTextOf('Lista') });

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
