import type { ContentLang, PartnerKeyGrants } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { searchWords } from '../../platform/search/words.js';
import {
  findPublishedContent,
  findPublishedContentsPage,
  listContentTypes,
  loadRevisionDocuments,
  publishedContentView,
  type ContentTypeRecord,
  type PublishedFeedRow,
} from '../content/index.js';
import { partnerCatalogueAsset, partnerCatalogueAssets, partnerCatalogueSearch } from '../explore/index.js';
import { partnerList } from '../lists/index.js';
import {
  catalogueCursor,
  contentsCursor,
  readCatalogueCursor,
  readContentsCursor,
} from './public-api.cursor.js';
import { PUBLIC_API_MESSAGES as M } from './public-api.messages.js';
import { languagesOf, presentAsset, presentContent } from './public-api.presenter.js';
import type {
  CatalogueQuery,
  ContentsQuery,
  PublicAsset,
  PublicContent,
  PublicList,
} from './public-api.schema.js';

/**
 * The read API's rules: what a key's grants let it ask (an ungranted type or language is a 403
 * that names it, not an empty page, so a partner's developer sees why), which rows it reads and
 * how its pages follow each other.
 */

function askedLanguage(grants: PartnerKeyGrants, lang: ContentsQuery['lang']) {
  if (lang && !grants.languages.includes(lang)) throw forbidden(M.langNotGranted(lang));
  return languagesOf(grants, lang);
}

/** The granted content types, narrowed to those asked for (each of which must be granted). */
async function grantedTypes(
  db: Db,
  grants: PartnerKeyGrants,
  asked?: string[],
): Promise<ContentTypeRecord[]> {
  for (const code of asked ?? [])
    if (!grants.contentTypes.includes(code)) throw forbidden(M.typeNotGranted(code));
  const wanted = new Set(asked ?? grants.contentTypes);
  return (await listContentTypes(db, 'content')).filter((t) => wanted.has(t.code));
}

async function presentRows(
  db: Db,
  rows: readonly PublishedFeedRow[],
  types: readonly ContentTypeRecord[],
  grants: PartnerKeyGrants,
  langs: readonly ContentLang[],
): Promise<PublicContent[]> {
  const byId = new Map(types.map((t) => [t.id, t]));
  // Facts are read from the Italian document even when Italian texts are not granted.
  const docs = await loadRevisionDocuments(
    db,
    rows.map((r) => r.publishedRevision!),
    [...new Set([...langs, 'it' as const])],
  );
  return rows.map((row) => {
    const type = byId.get(row.typeId)!;
    const view = publishedContentView(type, docs.get(row.publishedRevision!) ?? {});
    return presentContent(row, type, view, grants, langs);
  });
}

export async function contentsPage(db: Db, grants: PartnerKeyGrants, q: ContentsQuery) {
  const langs = askedLanguage(grants, q.lang);
  const types = await grantedTypes(db, grants, q.type);
  const after = q.cursor ? readContentsCursor(q.cursor) : undefined;
  const rows = await findPublishedContentsPage(db, {
    typeIds: types.map((t) => t.id),
    ...(q.lang ? { lang: q.lang } : {}),
    ...(q.updatedSince ? { updatedSince: q.updatedSince } : {}),
    words: searchWords(q.q ?? ''),
    ...(after ? { after } : {}),
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    items: await presentRows(db, page, types, grants, langs),
    next: rows.length > q.limit && last ? contentsCursor(last) : null,
  };
}

export async function oneContent(db: Db, grants: PartnerKeyGrants, id: number, lang?: ContentsQuery['lang']) {
  const langs = askedLanguage(grants, lang);
  const types = await grantedTypes(db, grants);
  const row = await findPublishedContent(
    db,
    id,
    types.map((t) => t.id),
  );
  if (!row) throw notFound(M.contentNotFound);
  const [item] = await presentRows(db, [row], types, grants, langs);
  return item!;
}

export async function cataloguePage(db: Db, grants: PartnerKeyGrants, q: CatalogueQuery) {
  const langs = askedLanguage(grants, q.lang);
  for (const code of q.type ?? [])
    if (!grants.assetTypes.includes(code as never)) throw forbidden(M.assetTypeNotGranted(code));
  const offset = q.cursor ? readCatalogueCursor(q.cursor) : 0;
  const page = await partnerCatalogueSearch(db, {
    query: q.q ?? '',
    types: q.type ?? grants.assetTypes,
    municipalities: q.municipality ?? [],
    ...(q.bbox ? { box: q.bbox } : {}),
    offset,
    limit: q.limit,
    locales: langs,
  });
  const items: PublicAsset[] = page.assets.map((a) =>
    presentAsset(a.rows, page.municipalityNames, grants, langs),
  );
  const next = offset + q.limit;
  return {
    items,
    total: page.total,
    next: next < page.total && next <= 10_000 ? catalogueCursor(next) : null,
    facets: page.facets,
  };
}

export async function oneAsset(db: Db, grants: PartnerKeyGrants, id: number, lang?: CatalogueQuery['lang']) {
  const langs = askedLanguage(grants, lang);
  const found = await partnerCatalogueAsset(db, id, grants.assetTypes, langs);
  if (!found) throw notFound(M.assetNotFound);
  return presentAsset(found.rows, found.municipalityNames, grants, langs);
}

/**
 * One of the key's group's own lists (what the widget's "Una lista" shows): its catalogue items
 * within the key's granted types, in the list's order. A list of another group, or a visitor's
 * favourites, is not found, whatever its id.
 */
export async function oneList(
  db: Db,
  key: { groupId: number; grants: PartnerKeyGrants },
  id: number,
  lang?: CatalogueQuery['lang'],
): Promise<PublicList> {
  const langs = askedLanguage(key.grants, lang);
  const list = await partnerList(db, id, key.groupId);
  if (!list) throw notFound(M.listNotFound);
  const found = await partnerCatalogueAssets(db, list.assetIds, key.grants.assetTypes, langs);
  return {
    id: list.id,
    title: list.title,
    items: found.assets.map((a) => presentAsset(a.rows, found.municipalityNames, key.grants, langs)),
  };
}
