import { z } from '../z.js';
import { Lang } from './external-form.js';

/** A list shared to the desk's terminal (spec 2 §4 "Sharing to an external terminal"). */

export const EXTERNAL_LIST_MESSAGES = {
  noList: 'Nessuna lista condivisa con questo terminale.',
} as const;

/** The device asks for the list it was sent (openForm's listId); any other id is refused. */
export const ExternalListQuery = z.object({
  id: z.coerce
    .number({ error: 'id: numero della lista' })
    .int('id: numero della lista')
    .positive('id: numero della lista')
    .optional(),
});

/** One element as the visitor sees it on the terminal: short texts, a public image at most. */
export const ExternalListItem = z.object({
  n: z.number().int(),
  type: z.string(),
  title: z.string(),
  subtitle: z.string(),
  address: z.string(),
  dates: z.string(),
  image: z.string().nullable(),
});
export type ExternalListItem = z.infer<typeof ExternalListItem>;

/** What GET /api/external/list answers under `data`: the list shared now, with its public link. */
export const ExternalList = z.object({
  listId: z.number().int(),
  title: z.string(),
  lang: Lang,
  office: z.string(),
  /** The lists module's public share address (the PDF), and its QR code as an SVG document. */
  link: z.string(),
  qrSvg: z.string(),
  items: z.array(ExternalListItem),
});
export type ExternalList = z.infer<typeof ExternalList>;
export const ExternalListReply = z.object({ data: ExternalList });
