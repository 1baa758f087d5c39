import {
  LANG_SHARE_OPTIONS,
  PROFILE_NODES as N,
  type ContactIatItem,
  type ListLocale,
  type ListShareSendReply,
  type ProfileSendEmailBody,
  type ProfileShareReply,
} from '@sportello/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import { composeMail } from '../../platform/mail/compose.js';
import { createShare, sendByEmail, sharesOfList, type ListUser } from '../lists/index.js';
import type { ProfileUser } from './profiles.access.js';
import { contactCardParagraphs, mailGreeting, parseContactCard } from './profiles.contact-card.js';
import { PROFILES_MESSAGES as M } from './profiles.messages.js';
import { valuesOf } from './profiles.presenter.js';
import * as repo from './profiles.repo.js';
import { profileFor } from './profiles.service.js';
import { SURVEY_PATH } from './profiles.templates.js';

/**
 * Sharing a profile's favourites and the office's contact with the visitor (spec 2 §7 "Profile
 * sharing"). The favourites are a list: their link, PDF (in the visitor's language) and e-mail are
 * the lists module's, acting for the profile's office.
 */
function officeUser(user: ProfileUser, office: { id: number; slug: string; name: string }): ListUser {
  return {
    ctx: user.ctx,
    userId: user.userId,
    groupId: office.id,
    groupSlug: office.slug,
    groupName: office.name,
  };
}

async function contactOf(
  deps: AppDeps,
  officeId: number,
): Promise<ContactIatItem & { slug: string; id: number }> {
  const office = await repo.findOffice(deps.db, officeId);
  if (!office) throw notFound(M.unknownIat);
  return {
    id: office.id,
    slug: office.slug,
    iat: office.name,
    email: office.email,
    tel: office.phone,
    values: { address: office.address, website: deps.config.publicUrl },
  };
}

/** A live share link of the list in the language, made when there is none yet. */
async function favouritesLink(deps: AppDeps, lu: ListUser, listId: number, lang: ListLocale) {
  const live = (await sharesOfList(deps, lu, listId)).find((s) => s.lang === lang && !s.revokedAt);
  return (live ?? (await createShare(deps, lu, listId, lang))).link;
}

export async function shareInfo(
  deps: AppDeps,
  user: ProfileUser,
  id: number,
  lang: ListLocale,
): Promise<ProfileShareReply> {
  const row = await profileFor(deps.db, user, id);
  const contact = await contactOf(deps, row.officeId);
  const lu = officeUser(user, { id: row.officeId, slug: row.officeSlug, name: row.officeName });
  const hasFavourites = row.listId !== null && Number(row.favouritesCount ?? 0) > 0;
  const values = valuesOf(row);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: row.id,
    code: row.code,
    listId: row.listId,
    link: hasFavourites ? await favouritesLink(deps, lu, row.listId!, lang) : null,
    email: text(values[N.email]),
    tel: text(values[N.phone]),
    lang,
    contact: { iat: contact.iat, email: contact.email, tel: contact.tel, values: contact.values },
    docLink: `${deps.config.publicUrl}${SURVEY_PATH}`,
  };
}

/** Send to e-mail: type pdf (the favourites' link), contatto (the office's contact) or doc (the survey). */
export async function sendEmail(
  deps: AppDeps,
  user: ProfileUser,
  id: number,
  body: z.output<typeof ProfileSendEmailBody>,
): Promise<ListShareSendReply> {
  const row = await profileFor(deps.db, user, id);
  const lu = officeUser(user, { id: row.officeId, slug: row.officeSlug, name: row.officeName });
  if (body.type === 'pdf') {
    if (row.listId === null || Number(row.favouritesCount ?? 0) === 0)
      throw badRequest(M.noFavourites, { type: M.noFavourites });
    const reply = await sendByEmail(deps, lu, row.listId, {
      mailDest: body.mailDest,
      locale: body.locale,
      link: body.link,
    });
    return { ...reply, message: M.emailSent };
  }
  const office = await contactOf(deps, row.officeId);
  let paragraphs: string[];
  let subject: string;
  let link: string;
  if (body.type === 'contatto') {
    // The office's own contact, unless the desk sends another office's card it picked.
    const c = body.contatto === undefined ? office : parseContactCard(body.contatto);
    link = c.values.website || deps.config.publicUrl;
    paragraphs = contactCardParagraphs(c, body.locale, link);
    subject = M.mailSubject(c.iat);
  } else {
    const docLink = `${deps.config.publicUrl}${SURVEY_PATH}`;
    link = body.link ?? docLink;
    if (!link.startsWith(docLink)) throw badRequest(M.docNotAllowed, { link: M.docNotAllowed });
    const label =
      LANG_SHARE_OPTIONS.labels.shareSurvey[body.locale] ?? LANG_SHARE_OPTIONS.labels.shareSurvey.it!;
    paragraphs = [
      mailGreeting(body.locale),
      label.replaceAll('{iat}', office.iat).replaceAll('{link}', link),
    ];
    subject = M.docSubject(office.iat);
  }
  await deps.mail.send({
    ...composeMail(body.mailDest, subject, paragraphs),
    replyTo: office.email || undefined,
  });
  return { channel: 'email', link, message: M.emailSent, url: null, text: null };
}
