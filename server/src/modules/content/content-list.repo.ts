import { sql, type AliasedExpression, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { ContentFamily, ContentStatus } from '@sportello/contracts';
import type { EnvContext } from '../../platform/auth/actor.js';
import { isPostgres, type Db } from '../../platform/db/connect.js';
import type { Database } from '../../platform/db/schema.js';
import { scopeContents, scopeReadableGuides } from './content.access.js';
import { CONTENT_ROW_HEAD } from './content.repo.js';
import { ftsMatchExpression } from '../../platform/search/words.js';
import {
  contentMatches,
  LOOKUP_MATCHES,
  textHoldsWords,
  WALK_MATCHES,
  WALK_ROWS_PER_ROW,
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
 * SQLite, to count a search: content_fts drives (CROSS JOIN keeps it the outer loop) and each
 * match is looked up by id, so a bounded count stops after the bound instead of first gathering
 * every match into a set.
 */
function matchesFirst(db: Db, words: readonly string[]): Query {
  return db
    .selectFrom(sql`content_fts`.as('content_fts'))
    .crossJoin('contents')
    .where(sql<boolean>`content_fts match ${ftsMatchExpression(words)}`)
    .where(sql<boolean>`${sql.ref('contents.id')} = content_fts.rowid`) as unknown as Query;
}

function filtered(db: Db, ctx: EnvContext, f: ListFilter, plan: MatchPlan | 'count' = 'lookup'): Query {
  const driven = plan === 'count' && f.words.length > 0 && !isPostgres(db);
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
  // A walk tests the words on the rows it reads (walkedPage).
  if (f.words.length && !driven && plan !== 'walk')
    q = q.where(contentMatches(isPostgres(db), f.words, plan === 'count' ? 'lookup' : plan));
  return q;
}

/**
 * Whether a page can walk the text index: in creation order, filtered on what the index holds
 * (family, creation, status, group, type, creator; migration 021).
 */
const walkable = (f: ListFilter, order: ListOrder) =>
  (order === 'recent' || order === 'oldest') &&
  !f.readable &&
  f.expiredBefore === undefined &&
  f.updates === undefined &&
  f.api === undefined;

/**
 * How a page meets the search's matches (SQLite; PostgreSQL's planner chooses from the GIN
 * statistics), from how many rows of the list hold the words (its count, up to the bound): walk
 * the list in its order unless they are few.
 */
function pagePlan(db: Db, f: ListFilter, order: ListOrder, matches: number): MatchPlan {
  if (!f.words.length || isPostgres(db) || matches < LOOKUP_MATCHES) return 'lookup';
  return matches >= WALK_MATCHES && walkable(f, order) ? 'walk' : 'probe';
}

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
  const [db, ctx, f, order, limit] = page;
  if (isPostgres(db)) {
    const [rows, counted] = await Promise.all([readPage(page, 'lookup', unread), countList(db, ctx, f)]);
    return { rows, ...counted };
  }
  const counted = await countList(db, ctx, f);
  const plan = pagePlan(db, f, order, counted.count);
  const rows = await readPage(page, plan, unread);
  // A walk that stopped at its bound before the page was full says nothing of the rows past it.
  if (plan === 'walk' && rows.length < limit)
    return { rows: await readPage(page, 'probe', unread), ...counted };
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
  if (plan === 'walk') return walkedPage(db, ctx, f, order, limit, offset);
  return filtered(db, ctx, f, plan)
    .select('contents.id')
    .orderBy(column, direction)
    .orderBy('contents.id', direction)
    .limit(limit)
    .offset(offset);
}

/**
 * SQLite, the `walk` plan: the list's first rows in its order, read from the text index (at most
 * WALK_ROWS_PER_ROW for each row up to the page's last), tested for the words one by one; the
 * outer order is the inner one, so SQLite streams the walk and stops once the page is full.
 */
function walkedPage(...[db, ctx, f, order, limit, offset]: PageOf) {
  const direction = ORDERS[order][1];
  const first = filtered(db, ctx, f, 'walk')
    .select(['contents.id', 'contents.createdAt', 'contents.searchText'])
    .orderBy('contents.createdAt', direction)
    .orderBy('contents.id', direction)
    .limit(WALK_ROWS_PER_ROW * (offset + limit));
  return db
    .selectFrom(first.as('walked'))
    .select('walked.id')
    .where(textHoldsWords('walked.searchText', f.words))
    .orderBy('walked.createdAt', direction)
    .orderBy('walked.id', direction)
    .limit(limit)
    .offset(offset);
}

/**
 * The lists count this many rows at most: past it they say "oltre 1.000". A count reads every row
 * it counts, so an exact one would cost as much as the list is long (issue 17); paging never
 * needs it (nextPage.hasNext comes from the page itself).
 */
export const LIST_COUNT_LIMIT = 1000;

/** The list's count up to LIST_COUNT_LIMIT, and whether there are more. */
async function countList(
  db: Db,
  ctx: EnvContext,
  f: ListFilter,
): Promise<{ count: number; capped: boolean }> {
  const rows = filtered(db, ctx, f, 'count')
    .select(sql.lit(1).as('one'))
    .limit(LIST_COUNT_LIMIT + 1);
  const row = await db
    .selectFrom(rows.as('rows'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
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
