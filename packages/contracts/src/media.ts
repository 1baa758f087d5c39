import { z } from './z.js';
import { idValueOf } from './id.js';
import { CONTENT_LANGUAGES, type ContentLanguage } from './constants.js';
import { stripBidiControls } from './control-chars.js';

/** Media library: images and documents (spec 1 §3 Image, Document; §4 picker; §7 Files list). */
export const MEDIA_KINDS = ['image', 'document'] as const;
export const MediaKind = z.enum(MEDIA_KINDS, { error: 'Tipo di file non valido: image o document' });
export type MediaKind = z.infer<typeof MediaKind>;

/** Files per page of the picker's list. */
export const MEDIA_PAGE_SIZE = 20;
/** Side of the square thumbnail, in pixels (spec 1 §9, 2 §9: 80x80 at quality 85). */
export const MEDIA_THUMB_SIZE = 80;
/** Default upload limit in MB; the server's MEDIA_MAX_MB setting is the truth. */
export const MEDIA_DEFAULT_MAX_MB = 20;

/** Lengths of the metadata people type; the server refuses more. */
export const MEDIA_LIMITS = {
  alt: 250,
  caption: 1000,
  copyright: 200,
  link: 500,
  name: 200,
  documentType: 80,
  search: 100,
  position: 9999,
} as const;

const tooLong = (label: string, max: number) => `${label}: al massimo ${max} caratteri`;

/** Alt text and caption of an image in one content language. */
export const MediaText = z.object({
  alt: z.string().trim().max(MEDIA_LIMITS.alt, tooLong('Testo alternativo', MEDIA_LIMITS.alt)).default(''),
  caption: z
    .string()
    .trim()
    .max(MEDIA_LIMITS.caption, tooLong('Didascalia', MEDIA_LIMITS.caption))
    .default(''),
});
export type MediaText = z.infer<typeof MediaText>;

const MEDIA_LANGUAGE_ERROR = 'Lingua non valida: it, en, fr, de o es';
const MediaLanguage = z.enum(CONTENT_LANGUAGES, { error: MEDIA_LANGUAGE_ERROR });

/** Alt and caption keyed by content language (it, en, fr, de, es); missing languages are empty. */
export const MediaTexts = z.strictObject(
  Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, MediaText.optional()])) as Record<
    ContentLanguage,
    z.ZodOptional<typeof MediaText>
  >,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? MEDIA_LANGUAGE_ERROR : undefined) },
);
export type MediaTexts = z.infer<typeof MediaTexts>;

const Link = z
  .string()
  .trim()
  .max(MEDIA_LIMITS.link, tooLong('Link', MEDIA_LIMITS.link))
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
    error: 'Link: scrivi un indirizzo che inizia con http:// o https://',
  });

/** PUT /api/media/{id}.json: what an editor may change; absent keys keep their value. */
export const MediaMetaBody = z.object({
  texts: MediaTexts.optional(),
  copyright: z
    .string()
    .trim()
    .max(MEDIA_LIMITS.copyright, tooLong('Copyright', MEDIA_LIMITS.copyright))
    .optional(),
  link: Link.optional(),
  position: z
    .number({ error: 'Posizione: scrivi un numero' })
    .int('Posizione: scrivi un numero intero')
    .min(1, 'Posizione: almeno 1')
    .max(MEDIA_LIMITS.position, `Posizione: al massimo ${MEDIA_LIMITS.position}`)
    .nullable()
    .optional(),
  /** Documents: the name shown in lists and on the portal (as the file's: no bidi controls). */
  name: z
    .string()
    .transform(stripBidiControls)
    .pipe(
      z
        .string()
        .trim()
        .min(1, 'Nome: campo obbligatorio')
        .max(MEDIA_LIMITS.name, tooLong('Nome', MEDIA_LIMITS.name)),
    )
    .optional(),
  /** Documents: the language the document is written in. */
  lingua: MediaLanguage.nullable().optional(),
  /** Documents: a free label such as "Brochure" or "Mappa". */
  documentType: z
    .string()
    .trim()
    .max(MEDIA_LIMITS.documentType, tooLong('Tipo di documento', MEDIA_LIMITS.documentType))
    .optional(),
});
export type MediaMetaBody = z.infer<typeof MediaMetaBody>;

/** Optional fields sent with the file in the upload's multipart body ("item params"). */
export const MediaUploadFields = MediaMetaBody.omit({ texts: true }).extend({
  alt: MediaText.shape.alt.optional(),
  caption: MediaText.shape.caption.optional(),
  position: z.coerce
    .number({ error: 'Posizione: scrivi un numero' })
    .int('Posizione: scrivi un numero intero')
    .min(1, 'Posizione: almeno 1')
    .max(MEDIA_LIMITS.position, `Posizione: al massimo ${MEDIA_LIMITS.position}`)
    .optional(),
  lingua: MediaLanguage.optional(),
});
export type MediaUploadFields = z.infer<typeof MediaUploadFields>;

/** GET /api/media/{image|document}.json: extra keys (env, v, url-param-*, item params) are ignored. */
export const MediaListQuery = z.object({
  search: z.string().trim().max(MEDIA_LIMITS.search, tooLong('Ricerca', MEDIA_LIMITS.search)).default(''),
  page: z.coerce
    .number({ error: 'Pagina: scrivi un numero' })
    .int('Pagina: scrivi un numero intero')
    .min(1, 'Pagina: almeno 1')
    .max(100_000, 'Pagina: numero troppo grande')
    .default(1),
  /** Language of the `alt` and `caption` shortcuts; `texts` carries every language. */
  lang: MediaLanguage.default('it'),
});
export type MediaListQuery = z.infer<typeof MediaListQuery>;

/** POST /api/media/remove.json (spec: the param is imageid, for documents too; a number or its digits). */
export const MediaRemoveBody = z.object({
  imageid: idValueOf('File'),
});
export type MediaRemoveBody = z.infer<typeof MediaRemoveBody>;

/** One image or document as the picker and the file field read it (spec 1 §3 Image, Document). */
export const MediaItem = z.object({
  id: z.number().int(),
  kind: MediaKind,
  /** URL of the file itself (re-encoded for images). */
  src: z.string(),
  /** URL of the 80×80 thumbnail; null for documents. */
  thumb: z.string().nullable(),
  name: z.string(),
  /** Alt and caption in the requested language (`lang`, default it). */
  alt: z.string(),
  caption: z.string(),
  texts: MediaTexts,
  copyright: z.string(),
  link: z.string(),
  position: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  lingua: z.string().nullable(),
  documentType: z.string(),
  /** name: the uploaded file's name; filesize in Italian ("1,2 MB"); type such as "JPEG" or "PDF". */
  info: z.object({ name: z.string(), filesize: z.string(), type: z.string() }),
  size: z.number().int(),
  mime: z.string(),
  groupId: z.number().int(),
  /** True when a content or a form uses it: it cannot be deleted. */
  inUse: z.boolean(),
  /** "In uso in 2 elementi"; null when not in use. */
  usedBy: z.string().nullable(),
  /** Where the (first) user of the file can be opened, when its area provides a link. */
  usedByHref: z.string().nullable(),
  /** May the caller edit and delete it (own group, or admin)? */
  editable: z.boolean(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const MediaList = z.object({
  data: z.array(MediaItem),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  itemsPerPage: z.number().int(),
  totalItems: z.number().int(),
});
export type MediaList = z.infer<typeof MediaList>;

/** Reply of upload and metadata save: `data.data` is the file (spec 1 §7 "Upload file"). */
export const MediaItemReply = z.object({ data: MediaItem });
export type MediaItemReply = z.infer<typeof MediaItemReply>;

/** Italian file size: "512 B", "340 KB", "1,2 MB" (binary units, one decimal above 1 MB). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  const text = (Math.round(mb * 10) / 10).toFixed(mb >= 100 ? 0 : 1).replace('.', ',');
  return `${text.replace(/,0$/, '')} MB`;
}
