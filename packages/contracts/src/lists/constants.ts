import { z } from '../z.js';
import { CONTENT_LANGUAGES } from '../constants.js';

/** The limits of lists and their pages (spec 2 §5, §9), and the languages a list element or share is in. */

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

export const ListLocale = z.enum(CONTENT_LANGUAGES, { error: 'Lingua non valida' });
export type ListLocale = z.infer<typeof ListLocale>;
