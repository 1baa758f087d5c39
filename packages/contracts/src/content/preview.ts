import { z } from '../z.js';
import { idTextOf } from '../id.js';
import { ContentFamily, ContentLang, ContentLangEntry, ContentStatus } from './document.js';

/**
 * The content preview page (spec 1 §2 "Content preview", §3 "Preview payload"): the title, the
 * action buttons and the content's active languages; the frame itself shows
 * /api/content/{id}/preview.html?lang=.
 */
export const ContentPreviewQuery = z.object({
  id: idTextOf('Contenuto'),
});
export type ContentPreviewQuery = z.infer<typeof ContentPreviewQuery>;

/**
 * edit: to the editor; list: back to the family's list; review: to the compare view (reviewers, on a
 * pending content); cancelDeleteRequest / confirmDeleteRequest: POST /api/content-delete.json with
 * cancel true / false (spec 1 §4 "Delete request"), after `confirm`.
 */
export const PREVIEW_ACTIONS = [
  'edit',
  'list',
  'review',
  'cancelDeleteRequest',
  'confirmDeleteRequest',
] as const;

export const ContentPreviewReply = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The content type's name. */
  type: z.string(),
  family: ContentFamily,
  /** edit: to the editor (only for who may edit); list: back to the family's list. */
  actions: z.array(
    z.object({ action: z.enum(PREVIEW_ACTIONS), label: z.string(), confirm: z.string().optional() }),
  ),
  status: ContentStatus.optional(),
  contentLangs: z.object({
    name: z.string(),
    /** The active languages, the default first; `url` is the frame's address for that language. */
    data: z.array(ContentLangEntry),
  }),
  /** The language shown when the address names none (or one the content does not have). */
  defaultLang: ContentLang,
});
export type ContentPreviewReply = z.infer<typeof ContentPreviewReply>;
