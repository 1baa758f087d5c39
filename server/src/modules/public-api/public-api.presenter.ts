import type { ContentLang, PartnerKeyField, PartnerKeyGrants } from '@sportello/contracts';
import type { AssetInLocaleRow } from '../explore/index.js';
import { mediaIdOf } from '../media/index.js';
import type { ContentTypeRecord, PublishedContentView, PublishedFeedRow } from '../content/index.js';
import type { PublicAsset, PublicContent } from './public-api.schema.js';

/**
 * The explicit allow-lists of what a partner reads: every field of a reply is written here by
 * name, from the content's published view or the asset's public columns — never a row spread,
 * so a column added to a table does not leave by itself. No author, reviewer, creator, group,
 * office note, lock or user id is ever read into them. Then the key's grant: only its languages
 * (and the one asked for), and without the fields it leaves out.
 */

/** The languages a reply carries: the key's, narrowed to the one asked for. */
export const languagesOf = (grants: PartnerKeyGrants, lang?: ContentLang): ContentLang[] =>
  lang ? grants.languages.filter((l) => l === lang) : [...grants.languages];

const omits = (grants: PartnerKeyGrants, field: PartnerKeyField) => grants.omittedFields.includes(field);

/** Where a published content's main image is, for everyone (public-api.image.ts serves it). */
export const publicImagePath = (contentId: number | string) => `/api/public/v1/contents/${contentId}/image`;

/**
 * A library image (which needs a session) is given at the content's public image address,
 * relative to the API's origin as every address of the read API; an outside URL as it is.
 */
const imageSrc = (contentId: number, src: string) =>
  mediaIdOf(src) === null ? src : publicImagePath(contentId);

export function presentContent(
  row: PublishedFeedRow,
  type: ContentTypeRecord,
  view: PublishedContentView,
  grants: PartnerKeyGrants,
  langs: readonly ContentLang[],
): PublicContent {
  const texts: PublicContent['texts'] = {};
  for (const lang of langs) {
    const t = view.texts[lang];
    if (t)
      texts[lang] = {
        title: t.title,
        ...(t.subtitle ? { subtitle: t.subtitle } : {}),
        ...(t.summary ? { summary: t.summary } : {}),
        ...(t.body ? { body: t.body } : {}),
      };
  }
  return {
    id: row.id,
    type: type.code,
    slug: row.slug,
    updatedAt: row.updatedAt,
    langs: langs.filter((l) => texts[l]),
    texts,
    ...(omits(grants, 'images')
      ? {}
      : { image: view.image && { src: imageSrc(row.id, view.image.src), alt: view.image.alt } }),
    ...(omits(grants, 'location')
      ? {}
      : { locations: view.locations.map((l) => ({ address: l.address, lat: l.lat, lng: l.lng })) }),
    ...(omits(grants, 'dates') ? {} : { dates: [...view.dates], expiresOn: row.expiresOn }),
    ...(omits(grants, 'contacts')
      ? {}
      : {
          contacts: view.contacts.map((c) => ({
            ...(c.phone ? { phone: c.phone } : {}),
            ...(c.email ? { email: c.email } : {}),
            ...(c.website ? { website: c.website } : {}),
          })),
        }),
    ...(omits(grants, 'prices')
      ? {}
      : { price: view.price && { amount: view.price.amount, free: view.price.free } }),
    ...(omits(grants, 'documents')
      ? {}
      : { documents: view.documents.map((d) => ({ name: d.name, url: d.url })) }),
  };
}

/** One asset from its rows (one per locale it has, among those read). */
export function presentAsset(
  rows: readonly AssetInLocaleRow[],
  municipalityNames: ReadonlyMap<string, string>,
  grants: PartnerKeyGrants,
  langs: readonly ContentLang[],
): PublicAsset {
  const first = rows[0]!;
  const texts: PublicAsset['texts'] = {};
  for (const lang of langs) {
    const t = rows.find((r) => r.locale === lang);
    if (!t?.title) continue;
    texts[lang] = {
      title: t.title,
      ...(t.subtitle ? { subtitle: t.subtitle } : {}),
      ...(t.text ? { summary: t.text } : {}),
      ...(t.fulltext ? { body: t.fulltext } : {}),
      ...(t.price && !omits(grants, 'prices') ? { price: t.price } : {}),
    };
  }
  const code = first.municipalityCode;
  const located = first.lat !== null && first.lng !== null;
  return {
    id: first.id,
    type: first.type,
    updatedAt: first.updatedAt,
    langs: langs.filter((l) => texts[l]),
    texts,
    municipality: code ? { code, name: municipalityNames.get(code) ?? code } : null,
    ...(omits(grants, 'location')
      ? {}
      : { location: located ? { lat: Number(first.lat), lng: Number(first.lng) } : null }),
    ...(omits(grants, 'images')
      ? {}
      : { image: first.imgSrc ? { src: first.imgSrc, alt: first.imgAlt ?? '' } : null }),
    ...(omits(grants, 'dates')
      ? {}
      : { dates: first.dateFrom || first.dateTo ? { from: first.dateFrom, to: first.dateTo } : null }),
    ...(omits(grants, 'prices')
      ? {}
      : { priceFrom: first.priceFrom === null ? null : Number(first.priceFrom) }),
  };
}
