import { sql, type Expression, type SqlBool } from 'kysely';

/** A LIKE pattern that takes the query literally (% and _ are escaped with !). */
const escapeLike = (q: string) => q.replace(/[!%_]/g, (c) => `!${c}`);
export const containsPattern = (q: string) => `%${escapeLike(q.toLowerCase())}%`;
export const prefixPattern = (q: string) => `${escapeLike(q.toLowerCase())}%`;

/** lower(column) LIKE pattern, case-insensitive the same way on SQLite and PostgreSQL. */
export const likeLower = (column: string, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
