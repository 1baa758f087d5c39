import { LIST_ELEMENTS_MAX, type ListLocale } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { notFound } from '../../platform/http/errors.js';
import { loadPdfImages } from '../../platform/pdf/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { assetFacts, assetTexts, findAssetBySource } from '../explore/index.js';
import { mediaIdOf, readMediaFile } from '../media/index.js';
import { findOfficeContacts } from '../people/index.js';
import { municipalitiesByCode } from '../places/index.js';
import { LISTS_MESSAGES as M } from './lists.messages.js';
import { listPdf, type ListPdfData, type ListPdfItem } from './lists.pdf.js';
import { translateHours } from './lists.pdf-hours.js';
import { formatDateRange, formatOpeningHours } from './lists.pdf-texts.js';
import * as elementRepo from './lists.elements.repo.js';
import * as repo from './lists.repo.js';

/**
 * A shared list's PDF (spec 2 §7): what it shows of the list in a language (lists.pdf.ts draws it),
 * and its drawing, a few at a time per process.
 */

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
      imageKey: mediaIdOf(r.imgSrc)?.toString() ?? null,
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
