import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The SQLite connection as Kysely sees it, with its prepared statements kept: Kysely prepares every
 * query anew, which costs more than running most of ours (a list query's SELECT compiles in tens of
 * microseconds, runs in a few) and leaves each sqlite3_stmt's native memory to the garbage collector,
 * which does not see it. The same SQL text gets the same statement; the least recently used one is
 * finalized beyond `size`. A statement still being iterated is never handed out twice.
 */
export function withStatementCache(db: SQLite.Database, size = 400): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      db.close();
    },
    prepare(sql: string): SqliteStatement {
      const kept = cache.get(sql);
      if (kept && !kept.busy) {
        // Most recently used last: Map keeps insertion order.
        cache.delete(sql);
        cache.set(sql, kept);
        return kept as unknown as SqliteStatement;
      }
      const stmt = db.prepare(sql);
      if (!kept) {
        cache.set(sql, stmt);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return stmt as unknown as SqliteStatement;
    },
  };
}
