import {
  ASSET_TYPE_LABELS,
  TEXT_TRUNCATE_CHARS,
  CONTENT_LANGUAGES,
  type List,
  type ListElement,
  type ListElementValues,
  type ListLocale,
} from '@sportello/contracts';
import { statusLabel } from '../explore/index.js';
import type { ElementRow } from './lists.elements.repo.js';
import type { ListRow } from './lists.repo.js';

/** Rows → the contract's shapes (spec 2 §3 "List"). */

export const typeLabel = (type: string) => (ASSET_TYPE_LABELS as Record<string, string>)[type] ?? type;

const asLocale = (l: string): ListLocale =>
  (CONTENT_LANGUAGES as readonly string[]).includes(l) ? (l as ListLocale) : 'it';

export function presentList(row: ListRow, elements: ListElement[] = []): List {
  return {
    id: row.id,
    title: row.title,
    special: row.special === 1,
    creationDate: row.createdAt,
    elementsCount: row.elementsCount,
    iat: row.groupSlug,
    iatName: row.groupName,
    creator: row.creatorName ?? '',
    elements,
  };
}

const parse = <T>(json: string | null | undefined, fallback: T): T => {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** The status of an element: its asset's (1 expired, 2 withdrawn), or withdrawn when the asset is gone. */
export function elementStatus(row: Pick<ElementRow, 'assetId' | 'assetStatus'>) {
  const code = row.assetId === null || row.assetStatus === null ? 2 : row.assetStatus;
  const label = statusLabel(code);
  return label ? { code, label, icon: code === 1 ? 'event_busy' : 'block' } : null;
}

const clip = (text: string) =>
  text.length <= TEXT_TRUNCATE_CHARS ? text : `${text.slice(0, TEXT_TRUNCATE_CHARS - 1).trimEnd()}…`;

export function presentElement(row: ElementRow): ListElement {
  const snapshot = parse<Partial<ListElementValues>>(row.valuesJson, {});
  const live = row.assetId !== null && row.assetStatus !== null;
  // The catalogue's texts while the asset exists (its locale, else Italian), the snapshot after.
  const t =
    row.textTitle !== null
      ? {
          title: row.textTitle,
          subtitle: row.textSubtitle,
          text: row.textText,
          info: row.textInfo,
          price: row.textPrice,
        }
      : undefined;
  const values: ListElementValues = {
    subtitle: t?.subtitle ?? snapshot.subtitle ?? '',
    // The card's short text (spec: cut at 250 characters); the preview has the whole of it.
    text: clip(t?.text ?? snapshot.text ?? ''),
    info: t?.info ?? snapshot.info ?? '',
    price: t?.price ?? snapshot.price ?? '',
    img: live ? (row.imgSrc ? { src: row.imgSrc, alt: row.imgAlt ?? '' } : null) : (snapshot.img ?? null),
    href: live ? (row.href ?? '') : (snapshot.href ?? ''),
    typeLabel: typeLabel(row.type),
    // Where it is: the first point (an itinerary's stages stay in its preview).
    coords: (live ? parse<ListElementValues['coords']>(row.coords, []) : (snapshot.coords ?? [])).slice(0, 1),
    status: elementStatus(row),
  };
  return {
    id: row.id,
    resId: row.resId,
    type: row.type,
    title: t?.title ?? row.title,
    locale: asLocale(row.locale),
    position: row.position,
    values,
  };
}
