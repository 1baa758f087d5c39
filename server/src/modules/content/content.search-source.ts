import { CONTENT_STATUS_LABELS, type ContentFamily, type ContentStatus } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';
import { searchWords } from '../../platform/search/words.js';
import type { SearchProvider } from '../shell/index.js';
import { canReadGuides, canWorkOnContent, scopeContents, scopeReadableGuides } from './content.access.js';
import { contentMatches, prepareContentSearch } from './content.search.js';
import './content.schema.js';

/**
 * Sources of the top-bar search: contents, guides and reports found by their name and
 * texts in every language (the full-text index of the content list), within the caller's reach
 * (the list's own rule); a result opens {app}/{type}/preview/{id}.
 */

async function findContents(db: Db, ctx: EnvContext, family: ContentFamily, query: string, limit: number) {
  const words = searchWords(query);
  if (!words.length) return [];
  await prepareContentSearch(db, words);
  let q = db
    .selectFrom('contents')
    .innerJoin('contentTypes', 'contentTypes.id', 'contents.typeId')
    .select([
      'contents.id',
      'contents.name',
      'contents.status',
      'contents.imageSrc',
      'contents.langs',
      'contentTypes.name as typeName',
    ])
    .where('contents.family', '=', family)
    .where('contents.status', '!=', 'deleted')
    .where(contentMatches(db, words));
  q = family === 'content' ? scopeContents(ctx, q) : scopeReadableGuides(ctx, q);
  const rows = await q
    .orderBy('contents.updatedAt', 'desc')
    .orderBy('contents.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.name,
    info: [
      r.typeName,
      CONTENT_STATUS_LABELS[r.status as ContentStatus],
      r.langs.replaceAll(',', ' ').toUpperCase(),
    ]
      .filter(Boolean)
      .join(' · '),
    image: r.imageSrc,
    toVerify: false,
  }));
}

const source = (
  type: ContentFamily,
  label: string,
  allowed: (ctx: EnvContext) => boolean,
): SearchProvider => ({
  type,
  label,
  route: type,
  allowed,
  search: (db, ctx, query, limit) => findContents(db, ctx, type, query, limit),
});

export const contentSearch = source('content', 'Contenuti', canWorkOnContent);
export const guideSearch = source('guide', 'Guide', canReadGuides);
export const reportSearch = source('report', 'Report', canReadGuides);
