import {
  type AgendaContactDetail,
  type AgendaMailSenderBody,
  type AgendaOperatorsReply,
  type AgendaSendEmailBody,
  type AgendaSendReply,
  type ContactIatItem,
  type ListLocale,
  type TableDeleteBody,
} from '@sportello/contracts';
import type { z } from 'zod';
import type { AgendaSendEmailBody as SendSchema } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.js';
import { composeMail } from '../../platform/mail/compose.js';
import { mayEditPartner, maySeeUsersOf, type AgendaUser } from './agenda.access.js';
import { contactCardParagraphs, parseContactCard } from '../profiles/index.js';
import { AGENDA_MESSAGES as M } from './agenda.messages.js';
import { groupDetail, operatorOf, partnerDetail } from './agenda.presenter.js';
import * as repo from './agenda.repo.js';

/** The agenda's rules: who sees what of a contact, who edits a partner, the contact sent by e-mail. */

type Key = { src: 'g' | 'p'; id: number };
const parseKey = (key: string): Key => ({ src: key[0] === 'g' ? 'g' : 'p', id: Number(key.slice(1)) });

export async function contactDetail(db: Db, user: AgendaUser, key: string): Promise<AgendaContactDetail> {
  const { src, id } = parseKey(key);
  if (src === 'p') {
    const partner = await repo.findPartner(db, id);
    if (!partner) throw notFound(M.notFound);
    return partnerDetail(partner, mayEditPartner(user, partner));
  }
  const group = await repo.findAgendaGroup(db, id);
  if (!group) throw notFound(M.notFound);
  const users = maySeeUsersOf(user, group.kind)
    ? (await repo.usersOfGroup(db, group.id)).map(operatorOf)
    : null;
  return groupDetail(group, users, '');
}

/**
 * Agenda operators (spec 3 §7): the users of a group (name, role, e-mail), for the roles allowed to
 * see them; 403 for a structure's users to the desk, 404 for a partner (partners have no users).
 */
export async function contactOperators(db: Db, user: AgendaUser, key: string): Promise<AgendaOperatorsReply> {
  const { src, id } = parseKey(key);
  const group = src === 'g' ? await repo.findAgendaGroup(db, id) : undefined;
  if (!group) throw notFound(M.notFound);
  if (!maySeeUsersOf(user, group.kind)) throw forbidden();
  return { group: group.slug, users: (await repo.usersOfGroup(db, group.id)).map(operatorOf) };
}

/** The card by e-mail, through the mail service (the outbox or SMTP); the desk's office replies. */
async function sendCard(deps: AppDeps, user: AgendaUser, to: string, locale: ListLocale, c: ContactIatItem) {
  const paragraphs = contactCardParagraphs(c, locale, c.values.website || c.email);
  const office = user.groupId
    ? await deps.db.selectFrom('groups').select('email').where('id', '=', user.groupId).executeTakeFirst()
    : undefined;
  await deps.mail.send({
    ...composeMail(to, M.mailSubject(c.iat), paragraphs),
    replyTo: office?.email || undefined,
  });
  return { message: M.emailSent, mailDest: to };
}

/**
 * send-to-email, type contatto (spec 2 §7): the contact's JSON as the modal showed it; the contact
 * it names must be one the agenda shows (a card of nothing is refused).
 */
export async function sendContactEmail(
  deps: AppDeps,
  user: AgendaUser,
  body: z.output<typeof SendSchema>,
): Promise<AgendaSendReply> {
  await contactDetail(deps.db, user, body.group);
  return sendCard(deps, user, body.mailDest, body.locale, parseContactCard(body.contatto, M.contactMissing));
}

/** Agenda mailsender (spec 3 §7: group, mailSender): the card of `group` as stored, to `mailSender`. */
export async function mailSender(
  deps: AppDeps,
  user: AgendaUser,
  body: Required<Pick<AgendaMailSenderBody, 'group' | 'mailSender'>> & { locale: ListLocale },
): Promise<AgendaSendReply> {
  const detail = await contactDetail(deps.db, user, body.group);
  return sendCard(deps, user, body.mailSender, body.locale, detail.share);
}

/** The partner a user is about to change: 404 unknown, 403 another office's. */
export async function partnerToEdit(db: Db, user: AgendaUser, id: number) {
  const partner = await repo.findPartner(db, id);
  if (!partner) throw notFound(M.notFound);
  if (!mayEditPartner(user, partner)) throw forbidden(M.notYours);
  return partner;
}

/** The engine's row delete ({id, params: {type: 'partner'}}): partners only, of one's own office. */
export async function removePartner(deps: AppDeps, user: AgendaUser, body: TableDeleteBody): Promise<string> {
  if (body.params.type !== 'partner') throw badRequest(M.notAPartner, { 'params.type': M.notAPartner });
  await deps.db.transaction().execute(async (trx) => {
    await partnerToEdit(trx, user, body.id);
    await repo.deletePartner(trx, body.id);
  });
  return M.deleted;
}

export type { AgendaSendEmailBody };
