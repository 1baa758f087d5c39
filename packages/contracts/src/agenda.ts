import { z } from './z.js';
import { ListLocale } from './lists/constants.js';
import { ContactIatItem } from './lists/share.js';

/**
 * The agenda (spec 3 §2 "Agenda", §3 "Contact", "User data modal"): the groups a desk deals with
 * (IAT offices, the editorial office, the board, structures) and the partners that are not users
 * of the system, which an office's referent or an administrator keeps.
 */

/** Partners that are not users: museums, transport, consortia, municipalities, anything else. */
export const AGENDA_PARTNER_KINDS = ['museum', 'transport', 'consortium', 'municipality', 'other'] as const;
export type AgendaPartnerKind = (typeof AGENDA_PARTNER_KINDS)[number];
export const AGENDA_PARTNER_KIND_LABELS: Record<AgendaPartnerKind, string> = {
  museum: 'Museo',
  transport: 'Trasporti',
  consortium: 'Consorzio',
  municipality: 'Comune',
  other: 'Altro partner',
};

/** The categories a partner may carry (the form's checkList and the table's filter). */
export const AGENDA_CATEGORIES = [
  'cultura',
  'mobilita',
  'natura',
  'enogastronomia',
  'eventi',
  'servizi',
  'sport',
  'accoglienza',
] as const;
export const AGENDA_CATEGORY_LABELS: Record<(typeof AGENDA_CATEGORIES)[number], string> = {
  cultura: 'Cultura',
  mobilita: 'Mobilità',
  natura: 'Natura',
  enogastronomia: 'Enogastronomia',
  eventi: 'Eventi',
  servizi: 'Servizi',
  sport: 'Sport',
  accoglienza: 'Accoglienza',
};

/**
 * A contact's key: `g{id}` a group, `p{id}` a partner. The table rows carry it in the `key` cell
 * (a row id alone cannot tell the two apart).
 */
export const AgendaContactKey = z
  .string({ error: 'Contatto: chiave mancante' })
  .trim()
  .regex(/^[gp][1-9][0-9]{0,9}$/, 'Contatto: chiave non valida');
export type AgendaContactKey = z.infer<typeof AgendaContactKey>;
export const AgendaContactParams = z.object({ key: AgendaContactKey });

/** One line of the modal (spec "User data modal" fields[]): a label, its text, an optional link. */
export const UserDataField = z.object({
  name: z.string(),
  label: z.string(),
  value: z.string(),
  /** mailto:, tel: or an external address (opened in a new tab). */
  link: z.string().nullable(),
  external: z.boolean(),
});
export type UserDataField = z.infer<typeof UserDataField>;

/** An entry of the modal's side column (spec "infos[]": divider, image, title, icon, text, link, info). */
export const UserDataInfo = z.object({
  divider: z.boolean().optional(),
  image: z.string().optional(),
  title: z.string().optional(),
  icon: z.string().optional(),
  text: z.string().optional(),
  link: z.string().optional(),
  info: z.string().optional(),
});
export type UserDataInfo = z.infer<typeof UserDataInfo>;

/** A user of the group, for the roles allowed to see them (Agenda operators). */
export const AgendaOperator = z.object({ name: z.string(), role: z.string(), email: z.string() });
export type AgendaOperator = z.infer<typeof AgendaOperator>;

/** GET /api/crm/contatto/{key}: the contact modal (spec 3 §3 "User data (modal)"). */
export const AgendaContactDetail = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  /** The letter badge. */
  avatar: z.string(),
  kind: z.string(),
  fields: z.array(UserDataField),
  infos: z.array(UserDataInfo),
  /** null: this user may not see the group's users (or the contact has none: a partner). */
  users: z.array(AgendaOperator).nullable(),
  /** What a share of the contact carries (spec 2 §3 "Contact/IAT item"). */
  share: ContactIatItem,
  /** The user may edit it (a partner of their own office, or an administrator). */
  editable: z.boolean(),
  params: z.object({ slug: z.string(), type: z.enum(['group', 'partner']) }),
});
export type AgendaContactDetail = z.infer<typeof AgendaContactDetail>;

const MailDest = z
  .string({ error: "L'email non può essere vuota" })
  .trim()
  .min(1, "L'email non può essere vuota")
  .max(254, 'Email: al massimo 254 caratteri')
  .email('Email: indirizzo non valido');

/**
 * POST /api/crm/contatti/invia-email (spec 2 §7 send-to-email, type contatto): the contact's JSON
 * (email, tel, iat, address, website) as the modal showed it, and the contact it came from.
 */
export const AgendaSendEmailBody = z.object({
  mailDest: MailDest,
  type: z.literal('contatto', { error: 'Tipo: contatto' }),
  locale: ListLocale.default('it'),
  group: AgendaContactKey,
  contatto: z.union([ContactIatItem, z.string().max(4000, 'Contatto: troppo lungo')]),
});
export type AgendaSendEmailBody = z.input<typeof AgendaSendEmailBody>;

/**
 * POST /api/crm/contatti/mailsender (spec 3 §7 "Agenda mailsender": group, mailSender): the
 * contact card of `group` as the server knows it, sent to `mailSender` (the visitor's address);
 * the desk's office is the reply-to. The call for a card the page has not loaded.
 */
export const AgendaMailSenderBody = z.object({
  group: AgendaContactKey,
  mailSender: MailDest,
  locale: ListLocale.default('it'),
});
export type AgendaMailSenderBody = z.input<typeof AgendaMailSenderBody>;

export const AgendaSendReply = z.object({ message: z.string(), mailDest: z.string() });
export type AgendaSendReply = z.infer<typeof AgendaSendReply>;

/** GET /api/crm/contatti/operatori?group=: the group's users (spec 3 §7 "Agenda operators"). */
export const AgendaOperatorsQuery = z.object({ group: AgendaContactKey });
export const AgendaOperatorsReply = z.object({ group: z.string(), users: z.array(AgendaOperator) });
export type AgendaOperatorsReply = z.infer<typeof AgendaOperatorsReply>;
