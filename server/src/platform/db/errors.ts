/** Driver errors of either engine, by what they mean (better-sqlite3 codes, PostgreSQL SQLSTATEs). */
const errorCode = (err: unknown) => (err as { code?: unknown } | null)?.code;

export const isForeignKeyViolation = (err: unknown) =>
  ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(String(errorCode(err)));

export const isUniqueViolation = (err: unknown) =>
  ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes(String(errorCode(err)));

/** Network failures on the way to the database server (Node's codes, some inside an AggregateError). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * Whether the error says the database cannot be reached or cannot take the request now (an
 * outage, a restart, every connection taken), not that the request was wrong: the server answers
 * 503 with Retry-After then, never 500. PostgreSQL: SQLSTATE classes 08 (connection), 53
 * (insufficient resources), 57P (shutdown, cannot connect now), and pg's own words for a pool
 * that could not connect or a connection that dropped. SQLite: busy or locked past the busy
 * timeout, and I/O errors of the file.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = String(errorCode(err) ?? '');
  if (NETWORK_CODES.has(code)) return true;
  if (/^(08|53|57P)/.test(code)) return true;
  if (/^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)/.test(code)) return true;
  const message = err instanceof Error ? err.message : '';
  if (/Connection terminated|timeout exceeded when trying to connect|connection error/i.test(message))
    return true;
  // Node's "happy eyeballs" connect fails with every address's error inside one AggregateError.
  return err instanceof AggregateError && err.errors.some(isDatabaseUnavailable);
}
