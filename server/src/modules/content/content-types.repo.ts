import { ContentTypeTemplate, type ContentFamily } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';

/**
 * The content types as stored (docs/architecture.md): read by id, by code or by family, each with its
 * template parsed. content.types.ts writes them from the repository's seeded types.
 */

export interface ContentTypeRecord {
  id: number;
  code: string;
  family: ContentFamily;
  name: string;
  description: string;
  icon: string;
  image: string | null;
  template: ContentTypeTemplate;
}

export async function findContentType(db: Db, id: number): Promise<ContentTypeRecord | undefined> {
  const row = await db
    .selectFrom('contentTypes')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row && toType(row);
}

export async function findContentTypeByCode(db: Db, code: string): Promise<ContentTypeRecord | undefined> {
  const row = await db.selectFrom('contentTypes').selectAll().where('code', '=', code).executeTakeFirst();
  return row && toType(row);
}

export async function listContentTypes(db: Db, family?: ContentFamily): Promise<ContentTypeRecord[]> {
  let q = db.selectFrom('contentTypes').selectAll().where('enabled', '=', 1);
  if (family) q = q.where('family', '=', family);
  const rows = await q.orderBy('position').orderBy('name').execute();
  return rows.map(toType);
}

/**
 * Templates parsed once per stored text: every editor call and list reads them, and parsing ten
 * templates per request cost more than the query. Frozen, so no caller can change the shared copy.
 */
const templateCache = new Map<string, ContentTypeTemplate>();
function parsedTemplate(text: string): ContentTypeTemplate {
  let template = templateCache.get(text);
  if (!template) {
    template = deepFreeze(ContentTypeTemplate.parse(JSON.parse(text)));
    if (templateCache.size > 200) templateCache.clear();
    templateCache.set(text, template);
  }
  return template;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function toType(row: {
  id: number;
  code: string;
  family: string;
  name: string;
  description: string;
  icon: string;
  image: string | null;
  template: string;
}): ContentTypeRecord {
  return {
    id: row.id,
    code: row.code,
    family: row.family as ContentFamily,
    name: row.name,
    description: row.description,
    icon: row.icon,
    image: row.image,
    template: parsedTemplate(row.template),
  };
}
