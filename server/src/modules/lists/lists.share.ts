import { randomBytes } from 'node:crypto';
import {
  LIST_ELEMENTS_MAX,
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
import type { Storage } from '../../platform/storage/index.js';
import { loadPdfImages } from '../../platform/pdf/index.js';
import { assetFacts, assetTexts, findAssetBySource } from '../explore/index.js';
import { readMediaFile } from '../media/index.js';
import { findOfficeContacts } from '../people/index.js';
import { municipalitiesByCode } from '../places/index.js';
import type { ListUser } from './lists.access.js';
import { LISTS_MESSAGES as M } from './lists.messages.js';
import { listPdf, type ListPdfData, type ListPdfItem } from './lists.pdf.js';
import { formatDateRange, formatOpeningHours } from './lists.pdf-texts.js';
import { translateHours } from './lists.pdf-hours.js';
import * as elementRepo from './lists.elements.repo.js';
import * as repo from './lists.repo.js';
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

// ---------------------------------------------------------------------------------------------
// The PDF

type Fields = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const parse = <T>(json: string | null, fallback: T): T => {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
};
const weekDays = (v: unknown) =>
  Array.isArray(v)
    ? v
        .map((d: { days?: unknown; hours?: unknown }) =>
          [str(d?.days), str(d?.hours)].filter(Boolean).join(' '),
        )
        .filter(Boolean)
    : [];

/** The fields of the office's own catalogue entry (its opening hours, website), when it has one. */
async function officeFields(db: Db, groupId: number): Promise<string | null> {
  const asset = await findAssetBySource(db, 'office', String(groupId));
  return asset ? ((await assetFacts(db, [asset.id]))[0]?.fields ?? null) : null;
}

/**
 * The office's address line: "Piazza del Duomo 10, 50122 Firenze (FI)" — the town is added only
 * when the street address does not already end with it (no "Firenze, Firenze (FI)").
 */
export function officePlace(address: string, city: string, province: string): string {
  const a = address.trim();
  const c = city.trim();
  const prov = province.trim() ? ` (${province.trim()})` : '';
  if (!c) return a ? `${a}${prov}` : '';
  if (!a) return `${c}${prov}`;
  const hasTown = new RegExp(`(^|[\\s,])${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'iu').test(a);
  return hasTown ? `${a}${prov}` : `${a}, ${c}${prov}`;
}

const MEDIA_SRC = /^\/api\/media\/(?:file|thumb)\/(\d+)$/;

/** What the PDF shows of a list, in a language (texts of that language, Italian where missing). */
export async function listPdfData(db: Db, listId: number, lang: ListLocale): Promise<ListPdfData> {
  const list = await repo.findList(db, listId);
  if (!list) throw notFound(M.shareNotFound);
  const [group, office, rows] = await Promise.all([
    findOfficeContacts(db, list.groupId),
    officeFields(db, list.groupId),
    elementRepo.pdfElementsOf(db, listId, LIST_ELEMENTS_MAX),
  ]);
  const ids = [...new Set(rows.map((r) => r.assetId).filter((x): x is number => x !== null))];
  const [texts, places] = await Promise.all([
    assetTexts(db, ids, [lang]),
    municipalitiesByCode(
      db,
      rows.flatMap((r) => (r.municipalityCode ? [r.municipalityCode] : [])),
    ),
  ]);
  const byKey = new Map(texts.map((t) => [`${t.assetId}:${t.locale}`, t]));
  const items: ListPdfItem[] = rows.map((r, i) => {
    const own = r.assetId === null ? undefined : byKey.get(`${r.assetId}:${lang}`);
    const t = own ?? (r.assetId === null ? undefined : byKey.get(`${r.assetId}:it`));
    // The language its texts are printed in, when not the one asked: Italian, or else the language
    // the element was saved in (its snapshot).
    const printedIn = (own ? lang : t ? 'it' : r.locale) as ListLocale;
    const snap = parse<{
      subtitle?: string;
      text?: string;
      price?: string;
      coords?: { lat: number; lng: number }[];
    }>(r.valuesJson, {});
    const f = parse<Fields>(r.fields, {});
    const coords =
      r.assetId !== null && r.coords
        ? parse<{ lat: number; lng: number }[]>(r.coords, [])
        : (snap.coords ?? []);
    const point = coords[0] ?? null;
    const map = f.map as { address?: unknown } | undefined;
    const website = str(f.website) || str(f.linksite) || (/^https?:\/\//.test(r.href ?? '') ? r.href! : '');
    const status =
      r.assetId === null || r.assetStatus === null || r.assetStatus >= 2
        ? 'withdrawn'
        : r.assetStatus === 1
          ? 'expired'
          : null;
    return {
      n: i + 1,
      type: r.type,
      title: t?.title ?? r.title,
      subtitle: t?.subtitle ?? snap.subtitle ?? '',
      address: str(f.address) || str(map?.address) || str(f.where),
      hours: translateHours(str(f.iatOpeningHours) || weekDays(f.weekDays).join(' · '), lang),
      dates: formatDateRange(r.dateFrom ?? null, r.dateTo ?? null, lang) || str(f.when),
      price: t?.price || str(f.iatPrice) || str(f.price) || snap.price || '',
      phone: str(f.phone) || str(f.phoneNumber),
      text: t?.text ?? snap.text ?? '',
      qr:
        website ||
        (point
          ? `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=17/${point.lat}/${point.lng}`
          : null),
      point,
      town: (r.municipalityCode && places.get(r.municipalityCode)?.name) || '',
      imageKey: r.imgSrc && MEDIA_SRC.test(r.imgSrc) ? MEDIA_SRC.exec(r.imgSrc)![1]! : null,
      status,
      shownIn: printedIn === lang ? null : printedIn,
    };
  });
  const of = parse<Fields>(office, {});
  const place = officePlace(group?.address ?? '', group?.city ?? '', group?.province ?? '');
  return {
    lang,
    title: list.title,
    office: {
      name: group?.name ?? list.groupName,
      address: place,
      phone: group?.phone ?? '',
      email: group?.email ?? '',
      hours: group?.openingHours
        ? formatOpeningHours(group.openingHours, lang)
        : weekDays(of.weekDays).map((h) => translateHours(h, lang)),
      point:
        group?.lat != null && group?.lng != null ? { lat: Number(group.lat), lng: Number(group.lng) } : null,
    },
    items,
  };
}

/** At most this many PDFs are drawn at once in a process; the others wait their turn. */
const PDF_CONCURRENCY = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PDF_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export async function renderListPdf(
  db: Db,
  storage: Storage,
  listId: number,
  lang: ListLocale,
): Promise<{ pdf: Buffer; title: string }> {
  return bounded(async () => {
    const data = await listPdfData(db, listId, lang);
    const mediaIds = [
      ...new Set(data.items.map((i) => i.imageKey).filter((k): k is string => k !== null)),
    ].map(Number);
    const loaded = await loadPdfImages(mediaIds, (id) => readMediaFile(db, storage, id));
    const images = new Map([...loaded].map(([id, img]) => [String(id), img]));
    return { pdf: await listPdf(data, images), title: data.title };
  });
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
