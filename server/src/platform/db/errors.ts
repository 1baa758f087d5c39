/** Driver errors of either engine, by what they mean (better-sqlite3 codes, PostgreSQL SQLSTATEs). */
const errorCode = (err: unknown) => (err as { code?: unknown } | null)?.code;

export const isForeignKeyViolation = (err: unknown) =>
  ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(String(errorCode(err)));

export const isUniqueViolation = (err: unknown) =>
  ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes(String(errorCode(err)));
