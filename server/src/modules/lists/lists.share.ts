import { randomBytes } from 'node:crypto';
import {
  LIST_SHARE_PATH,
  shareLink,
  shareListText,
  type ListLocale,
  type ListMissingTexts,
  type ListShare,
  type ListShareSendReply,
  type ListShareStats,
  SHARE_CHANNELS,
  type ShareChannel,
} from '@sportello/contracts';
import type { AppDeps } from '../../platform/deps.js';
import { nowIso, type Db } from '../../platform/db/connect.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import { composeMail } from '../../platform/mail/compose.js';
import { findOfficeContacts } from '../people/index.js';
import type { ListUser } from './lists.access.js';
import { LISTS_MESSAGES as M } from './lists.messages.js';
import { listPdfData } from './lists.share-pdf.js';
import * as shareRepo from './lists.share.repo.js';
import { listFor } from './lists.service.js';

/**
 * Sharing a list (spec 2 §7 "Share list"): a random token (192 bits, base64url) names the list, the
 * office and the language; its address on the root domain opens the PDF without signing in until
 * the token is revoked. E-mails go through the mail outbox; WhatsApp gets a wa.me address with the
 * language's text. Every send is recorded (who, when, channel, language).
 */

/** 24 random bytes: 192 bits, 32 base64url characters. */
export const newShareToken = () => randomBytes(24).toString('base64url');

const presentShare = (
  publicUrl: string,
  row: NonNullable<Awaited<ReturnType<typeof shareRepo.shareWithAuthor>>>,
): ListShare => ({
  token: row.token,
  link: shareLink(publicUrl, row.token),
  lang: row.lang as ListLocale,
  listId: row.listId,
  createdAt: row.createdAt,
  createdByName: row.createdByName ?? null,
  revokedAt: row.revokedAt,
  openedCount: Number(row.openedCount),
  lastOpenedAt: row.lastOpenedAt,
});

async function record(
  db: Db,
  user: ListUser,
  listId: number,
  shareId: number | null,
  channel: ShareChannel,
  lang: string,
) {
  await shareRepo.insertSend(db, {
    listId,
    groupId: user.groupId,
    shareId,
    userId: user.userId,
    channel,
    lang,
    now: nowIso(),
  });
}

/**
 * The list's live link in the language, made when there is none: one link per list and language,
 * so sharing the same list again in the same language hands out the same address (a revoked link
 * is never given again: the next share makes a new one). Who checks the list is the caller.
 */
export async function ensureShare(
  db: Db,
  who: { userId: number; groupId: number },
  listId: number,
  lang: ListLocale,
) {
  const live = await shareRepo.liveShareOf(db, listId, lang);
  if (live) return live;
  const token = newShareToken();
  await shareRepo.insertShare(db, {
    token,
    listId,
    groupId: who.groupId,
    lang,
    createdBy: who.userId,
    now: nowIso(),
  });
  return (await shareRepo.findShare(db, token))!;
}

/** The link handed out (copied): the live one of the language or a new one; counted as a "link" send. */
export async function createShare(
  deps: AppDeps,
  user: ListUser,
  listId: number,
  lang: ListLocale,
): Promise<ListShare> {
  await listFor(deps.db, user, listId);
  const share = await ensureShare(deps.db, user, listId, lang);
  await record(deps.db, user, listId, share.id, 'link', lang);
  return presentShare(deps.config.publicUrl, (await shareRepo.shareWithAuthor(deps.db, share.token))!);
}

export async function sharesOfList(deps: AppDeps, user: ListUser, listId: number): Promise<ListShare[]> {
  await listFor(deps.db, user, listId);
  return (await shareRepo.sharesOf(deps.db, listId)).map((r) => presentShare(deps.config.publicUrl, r));
}

export async function revokeShare(deps: AppDeps, user: ListUser, token: string): Promise<ListShare> {
  const share = await shareRepo.findShare(deps.db, token);
  if (!share) throw notFound(M.shareNotFound);
  await listFor(deps.db, user, share.listId);
  await shareRepo.revokeShare(deps.db, share.id, nowIso());
  return presentShare(deps.config.publicUrl, (await shareRepo.shareWithAuthor(deps.db, token))!);
}

/** The elements a share in `lang` shows in another language, and in which (the PDF's fallback). */
export async function missingTexts(
  deps: AppDeps,
  user: ListUser,
  listId: number,
  lang: ListLocale,
): Promise<ListMissingTexts> {
  await listFor(deps.db, user, listId);
  const data = await listPdfData(deps.db, listId, lang);
  return {
    lang,
    missing: data.items.flatMap((i) =>
      i.shownIn ? [{ n: i.n, title: i.title, type: i.type, shownIn: i.shownIn }] : [],
    ),
  };
}

/** The share a send uses: the link given (a live share of this list), or the language's live one. */
async function shareForSend(
  deps: AppDeps,
  user: ListUser,
  listId: number,
  locale: ListLocale,
  link?: string,
) {
  if (!link) {
    const share = await ensureShare(deps.db, user, listId, locale);
    return { link: shareLink(deps.config.publicUrl, share.token), shareId: share.id };
  }
  const token = new RegExp(`${LIST_SHARE_PATH}/([A-Za-z0-9_-]{22,64})$`).exec(link)?.[1];
  const share = token ? await shareRepo.findShare(deps.db, token) : undefined;
  if (!share || share.listId !== listId || share.revokedAt)
    throw badRequest(M.linkNotOfList, { link: M.linkNotOfList });
  return { link: shareLink(deps.config.publicUrl, share.token), shareId: share.id };
}

const MAIL_TEXTS: Record<ListLocale, { hello: string; open: string }> = {
  it: { hello: 'Buongiorno,', open: 'Apri la lista (PDF)' },
  en: { hello: 'Hello,', open: 'Open the list (PDF)' },
  fr: { hello: 'Bonjour,', open: 'Ouvrir la liste (PDF)' },
  de: { hello: 'Guten Tag,', open: 'Liste öffnen (PDF)' },
  es: { hello: 'Hola,', open: 'Abrir la lista (PDF)' },
};

export async function sendByEmail(
  deps: AppDeps,
  user: ListUser,
  listId: number,
  body: { mailDest: string; locale: ListLocale; link?: string | undefined },
): Promise<ListShareSendReply> {
  const list = await listFor(deps.db, user, listId);
  const { link, shareId } = await shareForSend(deps, user, listId, body.locale, body.link);
  const words = MAIL_TEXTS[body.locale];
  const mail = composeMail(
    body.mailDest,
    M.mailSubject(list.title, list.groupName),
    [words.hello, shareListText(body.locale, link, list.groupName)],
    { href: link, label: words.open },
  );
  await deps.mail.send({
    ...mail,
    replyTo: (await findOfficeContacts(deps.db, user.groupId))?.email || undefined,
  });
  await record(deps.db, user, listId, shareId, 'email', body.locale);
  return { channel: 'email', link, message: M.emailSent, url: null, text: null };
}

export async function sendByWhatsapp(
  deps: AppDeps,
  user: ListUser,
  listId: number,
  body: { phone: string; locale: ListLocale; link?: string | undefined },
): Promise<ListShareSendReply> {
  const list = await listFor(deps.db, user, listId);
  const { link, shareId } = await shareForSend(deps, user, listId, body.locale, body.link);
  const text = shareListText(body.locale, link, list.groupName);
  // wa.me wants the number in international form, digits only (an Italian number gets +39).
  let digits = body.phone.replace(/[^0-9+]/g, '');
  digits = digits.startsWith('+')
    ? digits.slice(1)
    : digits.startsWith('00')
      ? digits.slice(2)
      : `39${digits}`;
  const url = `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
  await record(deps.db, user, listId, shareId, 'whatsapp', body.locale);
  return { channel: 'whatsapp', link, message: M.whatsappReady, url, text };
}

/** The share behind a public address, if it is live; its open is counted. */
export async function liveShare(db: Db, token: string) {
  const share = await shareRepo.findShare(db, token);
  if (!share || share.revokedAt) return null;
  await shareRepo.countOpen(db, share.id, nowIso());
  return share;
}

/** What the office sent (for its statistics): totals by channel and by language. */
export async function shareStats(
  db: Db,
  user: ListUser,
  from?: string,
  to?: string,
): Promise<ListShareStats> {
  const rows = await shareRepo.sendCounts(db, user.groupId, from, to);
  const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(pick).reduce((n, r) => n + Number(r.n), 0);
  const langs = [...new Set(rows.map((r) => r.lang))].sort();
  return {
    total: sum(() => true),
    byChannel: SHARE_CHANNELS.map((channel) => ({ channel, count: sum((r) => r.channel === channel) })),
    byLanguage: langs.map((lang) => ({ lang, count: sum((r) => r.lang === lang) })),
  };
}
