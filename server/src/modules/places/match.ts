import { sql, type Expression, type SqlBool } from 'kysely';

/** A predicate on a text expression: what a search adds to a query's WHERE. */
export type Match = (text: Expression<string>) => Expression<SqlBool>;

export const matchAll: Match = () => sql<SqlBool>`1 = 1`;

/**
 * Search keys of the places tables hold only [a-z0-9 ] (searchKey), so the patterns need no
 * escaping, and `like 'fir%'` is served by the column's index on either engine.
 */
export const startsWith =
  (key: string): Match =>
  (text) =>
    sql<SqlBool>`${text} like ${`${key}%`}`;
export const containsNotAtStart =
  (key: string): Match =>
  (text) =>
    sql<SqlBool>`(${text} like ${`%${key}%`} and ${text} not like ${`${key}%`})`;

/**
 * Prefix matches first (an index range scan, already in order), then the names that contain the
 * key elsewhere; each part alphabetical. An empty key lists from the start of the alphabet.
 */
export async function prefixThenContains<R>(
  key: string,
  limit: number,
  find: (match: Match, limit: number) => Promise<R[]>,
): Promise<R[]> {
  if (!key) return find(matchAll, limit);
  const first = await find(startsWith(key), limit);
  if (first.length >= limit) return first;
  return [...first, ...(await find(containsNotAtStart(key), limit - first.length))];
}

/**
 * Free text (group and user names) is not stored as a search key: it is folded in SQL instead,
 * lower case without the accents of Latin letters, the same way on SQLite (whose lower() knows
 * ASCII only, hence the capitals) and PostgreSQL. The typed text is folded by foldKey().
 */
const ACCENTS: [string, string][] = [
  ...[...'àáâäãåÀÁÂÄÃÅ'].map((c): [string, string] => [c, 'a']),
  ...[...'èéêëÈÉÊË'].map((c): [string, string] => [c, 'e']),
  ...[...'ìíîïÌÍÎÏ'].map((c): [string, string] => [c, 'i']),
  ...[...'òóôöõÒÓÔÖÕ'].map((c): [string, string] => [c, 'o']),
  ...[...'ùúûüÙÚÛÜ'].map((c): [string, string] => [c, 'u']),
  ['ç', 'c'],
  ['Ç', 'c'],
  ['ñ', 'n'],
  ['Ñ', 'n'],
];

export function folded(text: Expression<string>): Expression<string> {
  return ACCENTS.reduce<Expression<string>>(
    (acc, [from, to]) => sql<string>`replace(${acc}, ${sql.lit(from)}, ${sql.lit(to)})`,
    sql<string>`lower(${text})`,
  );
}

/** What is typed, folded like folded(): lower case, no accents, single spaces. */
export const foldKey = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** LIKE tests for free text: the key may hold % and _, taken literally. */
const escapeLike = (key: string) => key.replace(/[!%_]/g, (c) => `!${c}`);
export const startsWithText =
  (key: string): Match =>
  (text) =>
    sql<SqlBool>`${text} like ${`${escapeLike(key)}%`} escape '!'`;
export const containsText =
  (key: string): Match =>
  (text) =>
    sql<SqlBool>`${text} like ${`%${escapeLike(key)}%`} escape '!'`;
