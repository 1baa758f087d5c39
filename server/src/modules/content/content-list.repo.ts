import { sql, type AliasedExpression, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { ContentFamily, ContentStatus } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { isPostgres, type Db } from '../../platform/db/connect.js';
import { keptWhileUnchanged } from '../../platform/db/kept-answers.js';
import type { Database } from '../../platform/db/schema.js';
import { scopeContents, scopeReadableGuides } from './content.access.js';
import { CONTENT_ROW_HEAD } from './content.repo.js';
import {
  contentMatches,
  LOOKUP_MATCHES,
  prepareContentSearch,
  searchKeyMatches,
  type MatchPlan,
} from './content.search.js';
import './content.schema.js';

/**
 * The SQL of the content, guide and report lists: one filtered, scoped, ordered page with the
 * people it names, and its count, on the list indexes of migration 019.
 */

export interface ListFilter {
  family: ContentFamily;
  /** The guide and report lists' reach (what the caller edits, and what is published), not the editor's. */
  readable?: boolean;
  /** Only the caller's own contents. */
  creatorId?: number;
  /** Only these groups' contents (an empty list matches nothing). */
  groupIds?: number[];
  typeId?: number;
  status?: ContentStatus;
  /** Expired on this day: expires_on before it (YYYY-MM-DD). */
  expiredBefore?: string;
  updates?: 'with' | 'without';
  api?: 0 | 1;
  /** Search words (searchWords): each must match a word of a name or text, as a prefix. */
  words: string[];
  /** Created on or after this instant (ISO). */
  createdFrom?: string;
  /** Created before this instant (ISO). */
  createdBefore?: string;
}

export type ListOrder = 'recent' | 'oldest' | 'updated' | 'name';

const ROW = [
  ...CONTENT_ROW_HEAD,
  'contents.slug',
  'contents.langs',
  'contents.imageSrc',
  'contents.imageAlt',
  'contents.excerpt',
  'contents.expiresOn',
  'contents.api',
  'contents.reviewerId',
  'contents.publishedRevision',
  'contents.vtRevision',
  'contents.updatesCount',
  'contents.createdAt',
  'contents.updatedAt',
] as const;

/** Each order's column and direction; the id follows in the same direction. */
const ORDERS = {
  recent: ['contents.createdAt', 'desc'],
  oldest: ['contents.createdAt', 'asc'],
  updated: ['contents.updatedAt', 'desc'],
  name: ['contents.name', 'asc'],
} as const satisfies Record<ListOrder, readonly [string, 'asc' | 'desc']>;

type Query = SelectQueryBuilder<Database, 'contents', object>;

/**
 * SQLite, to count a search or read a `ranked` page: content_fts drives (CROSS JOIN keeps it the
 * outer loop) and each match's key finds its content in contents_search_key_idx, which holds what
 * the lists filter on; so a bounded count stops after the bound instead of first gathering every
 * match into a set, and a ranked page once it is full.
 */
function matchesFirst(db: Db, words: readonly string[]): Query {
  return db
    .selectFrom(sql`content_fts`.as('content_fts'))
    .crossJoin('contents')
    .where(searchKeyMatches(db, words, 'contents')) as unknown as Query;
}

/** Whether the query reads the matches first (matchesFirst): SQLite's counts and ranked pages. */
const readsMatchesFirst = (db: Db, f: ListFilter, plan: MatchPlan | 'count') =>
  (plan === 'count' || plan === 'ranked') && f.words.length > 0 && !isPostgres(db);

function filtered(db: Db, ctx: EnvContext, f: ListFilter, plan: MatchPlan | 'count' = 'lookup'): Query {
  const driven = readsMatchesFirst(db, f, plan);
  let q: Query = (driven ? matchesFirst(db, f.words) : db.selectFrom('contents'))
    .where('contents.family', '=', f.family)
    .where('contents.status', '!=', 'deleted');
  q = f.readable ? scopeReadableGuides(ctx, q) : scopeContents(ctx, q);
  if (f.creatorId !== undefined) q = q.where('contents.creatorId', '=', f.creatorId);
  if (f.groupIds !== undefined)
    q = f.groupIds.length
      ? q.where('contents.groupId', 'in', f.groupIds)
      : q.where(({ lit }) => lit<boolean>(false));
  if (f.typeId !== undefined) q = q.where('contents.typeId', '=', f.typeId);
  if (f.status !== undefined) q = q.where('contents.status', '=', f.status);
  if (f.expiredBefore !== undefined) q = q.where('contents.expiresOn', '<', f.expiredBefore);
  if (f.updates === 'with') q = q.where('contents.updatesCount', '>', 0);
  if (f.updates === 'without') q = q.where('contents.updatesCount', '=', 0);
  if (f.api !== undefined) q = q.where('contents.api', '=', f.api);
  if (f.createdFrom !== undefined) q = q.where('contents.createdAt', '>=', f.createdFrom);
  if (f.createdBefore !== undefined) q = q.where('contents.createdAt', '<', f.createdBefore);
  if (f.words.length && !driven)
    q = q.where(contentMatches(db, f.words, plan === 'probe' ? 'probe' : 'lookup'));
  return q;
}

/**
 * How a page meets the search's matches (SQLite; PostgreSQL's planner chooses from the GIN
 * statistics), from how many rows of the list hold the words (its count, up to the bound): in
 * the list's order unless they are few; in creation order, straight from content_fts.
 */
function pagePlan(db: Db, f: ListFilter, order: ListOrder, matches: number): MatchPlan {
  if (!f.words.length || isPostgres(db) || matches < LOOKUP_MATCHES) return 'lookup';
  return inCreationOrder(order) ? 'ranked' : 'probe';
}

const inCreationOrder = (order: ListOrder) => order === 'recent' || order === 'oldest';

/** Who a row names, read with it: its creator's username, its reviewer's name and picture. */
const PEOPLE = [
  'creator.username as creatorUsername',
  'reviewer.fullName as reviewerName',
  'reviewer.image as reviewerImage',
] as const;

/** A column a caller adds to the page's rows (the content list's unread updates). */
export type ExtraListColumn = (
  eb: ExpressionBuilder<Database, 'contents'>,
) => AliasedExpression<unknown, 'unread'>;

export type ListRow = Awaited<ReturnType<typeof readPage>>[number];

/**
 * One page of rows, in the chosen order (the id breaks ties, so pages never overlap), with the
 * people they name, and the list's count (countList). SQLite counts first, as the count says how
 * common the search's words are in the list, which chooses how its page meets them (pagePlan);
 * PostgreSQL runs both at once, on two connections.
 */
export async function findListPageCounted(page: PageOf, unread?: ExtraListColumn) {
  const [db, ctx, f, order] = page;
  await prepareContentSearch(db, f.words);
  if (isPostgres(db)) {
    const [rows, counted] = await Promise.all([readPage(page, 'lookup', unread), countList(db, ctx, f)]);
    return { rows, ...counted };
  }
  const counted = await countList(db, ctx, f);
  const rows = await readPage(page, pagePlan(db, f, order, counted.count), unread);
  return { rows, ...counted };
}

/**
 * The page's rows in one statement: its ids come from the list's index (no row read, nothing wide
 * sorted), then only those rows are read and joined.
 */
async function readPage(page: PageOf, plan: MatchPlan, unread?: ExtraListColumn) {
  const [db, , , order] = page;
  const [column, direction] = ORDERS[order];
  const rows = await db
    .selectFrom('contents')
    .leftJoin('users as creator', 'creator.id', 'contents.creatorId')
    .leftJoin('users as reviewer', 'reviewer.id', 'contents.reviewerId')
    .select([...ROW, ...PEOPLE])
    .select((eb) => (unread ? unread(eb) : eb.lit(0).as('unread')))
    .where('contents.id', 'in', listPageQuery(...page, plan))
    .orderBy(column, direction)
    .orderBy('contents.id', direction)
    .execute();
  return rows.map((r) => ({ ...r, unread: Number(r.unread) }));
}

/** Which page: the list, its order, how many rows from which one. */
type PageOf = [db: Db, ctx: EnvContext, f: ListFilter, order: ListOrder, limit: number, offset: number];

/** The ids of a page, in order (the scale test reads its plan). */
export function listPageQuery(
  ...[db, ctx, f, order, limit, offset, plan = 'lookup']: [...PageOf, plan?: MatchPlan]
) {
  const [column, direction] = ORDERS[order];
  const q = filtered(db, ctx, f, plan).select('contents.id');
  // The search key sorts as (created_at, id): the matches come in the page's order (content.search.ts).
  const ordered =
    readsMatchesFirst(db, f, plan) && inCreationOrder(order)
      ? q.orderBy(sql`content_fts.rowid`, direction)
      : q.orderBy(column, direction).orderBy('contents.id', direction);
  return ordered.limit(limit).offset(offset);
}

/**
 * The lists count this many rows at most: past it they say "oltre 1.000". A count reads every row
 * it counts, so an exact one would cost as much as the list is long; paging never
 * needs it (nextPage.hasNext comes from the page itself).
 */
export const LIST_COUNT_LIMIT = 1000;

/**
 * The list's count up to LIST_COUNT_LIMIT, and whether there are more; kept while the contents
 * are unchanged (kept-answers.ts): every page of a list, and every desk of a scope, asks the same.
 */
async function countList(
  db: Db,
  ctx: EnvContext,
  f: ListFilter,
): Promise<{ count: number; capped: boolean }> {
  const rows = filtered(db, ctx, f, 'count')
    .select(sql.lit(1).as('one'))
    .limit(LIST_COUNT_LIMIT + 1);
  const [row] = await keptWhileUnchanged(
    db,
    ['contents'],
    db.selectFrom(rows.as('rows')).select((eb) => eb.fn.countAll<number>().as('n')),
  );
  const n = Number(row?.n ?? 0);
  return { count: Math.min(n, LIST_COUNT_LIMIT), capped: n > LIST_COUNT_LIMIT };
}

/** What the lists say about a content type: no template (the lists never read it). */
export interface TypeSummary {
  id: number;
  code: string;
  family: ContentFamily;
  name: string;
  icon: string;
  image: string | null;
}

/**
 * The types change at a release (syncContentTypes, at start) or by a board's edit in the database,
 * while every list request names them: each process reads them at most once a minute.
 */
const TYPE_SUMMARIES_TTL_MS = 60_000;
const typeSummaries = new WeakMap<
  Db,
  Map<ContentFamily, { at: number; types: Promise<readonly TypeSummary[]> }>
>();

/** The enabled types of a family, in the order the board set (read at most once a minute). */
export function findTypeSummaries(db: Db, family: ContentFamily): Promise<readonly TypeSummary[]> {
  let byFamily = typeSummaries.get(db);
  if (!byFamily) typeSummaries.set(db, (byFamily = new Map()));
  const kept = byFamily.get(family);
  if (kept && Date.now() - kept.at < TYPE_SUMMARIES_TTL_MS) return kept.types;
  const types = readTypeSummaries(db, family);
  const entry = { at: Date.now(), types };
  byFamily.set(family, entry);
  // A failed read is not kept: the next request reads again.
  types.catch(() => byFamily.get(family) === entry && byFamily.delete(family));
  return types;
}

async function readTypeSummaries(db: Db, family: ContentFamily): Promise<readonly TypeSummary[]> {
  const rows = await db
    .selectFrom('contentTypes')
    .select(['id', 'code', 'family', 'name', 'icon', 'image'])
    .where('enabled', '=', 1)
    .where('family', '=', family)
    .orderBy('position')
    .orderBy('name')
    .execute();
  // Shared by every request of the next minute: frozen.
  return Object.freeze(rows.map((r) => Object.freeze({ ...r, family: r.family as ContentFamily })));
}

/** One content's row for the PDF and the preview (deleted contents are not found). */
export async function findContentForRender(db: Db, id: number) {
  return db
    .selectFrom('contents')
    .select([
      'id',
      'typeId',
      'family',
      'groupId',
      'status',
      'name',
      'slug',
      'langs',
      'headRevision',
      'publishedRevision',
    ])
    .where('id', '=', id)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
}
