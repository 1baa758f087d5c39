import { z } from '../z.js';
import { ListLocale } from './constants.js';
import { LIST_MESSAGES } from './messages.js';

/** Sharing a list (spec 2 §7 "Share list"): its links, the sends by e-mail and WhatsApp, their counts. */

export const SHARE_CHANNELS = ['link', 'email', 'whatsapp'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/**
 * POST /api/list/lista/{id}/condividi: the share link of the list in a language. One live link per
 * list and language: the live one is given again; a new random token only when there is none (or
 * it was revoked).
 */
export const ListShareBody = z.object({ lang: ListLocale.default('it') });
export type ListShareBody = z.input<typeof ListShareBody>;

/** A share link: {rootDomain}/condivisione/lista/{token}; the same address gives the PDF. */
export const ListShare = z.object({
  token: z.string(),
  link: z.string(),
  lang: ListLocale,
  listId: z.number().int(),
  createdAt: z.string(),
  /** Who made it (null when that user is gone). */
  createdByName: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Times the link gave the PDF, and the last time (null: never opened). */
  openedCount: z.number().int(),
  lastOpenedAt: z.string().nullable(),
});
export type ListShare = z.infer<typeof ListShare>;

/** GET /api/list/lista/{id}/testi-mancanti?lang=: the elements with no text in the language. */
export const ListMissingTextsQuery = z.object({ lang: ListLocale });
export type ListMissingTextsQuery = z.infer<typeof ListMissingTextsQuery>;

/**
 * The elements a share in `lang` shows in another language (the PDF's fallback: the language asked,
 * then Italian, then the language the element was saved in), in list order (n = its number).
 */
export const ListMissingTexts = z.object({
  lang: ListLocale,
  missing: z.array(
    z.object({ n: z.number().int(), title: z.string(), type: z.string(), shownIn: ListLocale }),
  ),
});
export type ListMissingTexts = z.infer<typeof ListMissingTexts>;

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

/** Contact/IAT item (spec 2 §3): what a share of an office's contact carries. */
export const ContactIatItem = z.object({
  iat: z.string(),
  email: z.string(),
  tel: z.string(),
  values: z.object({ address: z.string(), website: z.string() }),
});
export type ContactIatItem = z.infer<typeof ContactIatItem>;
