import { z } from '../z.js';
import { ListLocale } from '../lists/constants.js';
import { ContactIatItem, ListShareSendReply, SHARE_CHANNELS } from '../lists/share.js';

/** Sharing a profile (spec 2 §7 "Profile sharing"): its favourites link, the office's contact, a document. */

/** GET /api/crm/profilo/{id}?lang=: the favourites PDF link in the language and the visitor's e-mail. */
export const ProfileShareQuery = z.object({ lang: ListLocale.default('it') });
export const ProfileShareReply = z.object({
  id: z.number().int(),
  code: z.string(),
  listId: z.number().int().nullable(),
  /** The favourites PDF share link (null when there are no favourites). */
  link: z.string().nullable(),
  /** The visitor's e-mail and phone when kept with consent, else empty. */
  email: z.string(),
  tel: z.string(),
  lang: ListLocale,
  /** The office's contact (share type contatto). */
  contact: ContactIatItem,
  docLink: z.string(),
});
export type ProfileShareReply = z.infer<typeof ProfileShareReply>;

export const PROFILE_SEND_TYPES = ['contatto', 'pdf', 'doc'] as const;
export const ProfileSendEmailBody = z.object({
  mailDest: z
    .string({ error: "L'email non può essere vuota" })
    .trim()
    .min(1, "L'email non può essere vuota")
    .max(254, 'Email: al massimo 254 caratteri')
    .email('Email: indirizzo non valido'),
  type: z.enum(PROFILE_SEND_TYPES, { error: 'Tipo: contatto, pdf o doc' }),
  locale: ListLocale.default('it'),
  /** contatto: the office's contact (JSON object or its JSON text). */
  contatto: z.union([ContactIatItem, z.string().max(4000, 'Contatto: troppo lungo')]).optional(),
  /** pdf and doc: the link to send (pdf: one of this profile's favourites links; absent: a new one). */
  link: z.string().trim().max(500, 'Link: al massimo 500 caratteri').optional(),
});
export type ProfileSendEmailBody = z.input<typeof ProfileSendEmailBody>;
export const ProfileSendEmailReply = ListShareSendReply;
export { SHARE_CHANNELS as PROFILE_SHARE_CHANNELS };
