import type { Compilable, CompiledQuery } from 'kysely';
import { changeMark, type Db, type WatchedTable } from './connect.js';

/**
 * Answers a process keeps while the tables they read are unchanged: the counts of the
 * lists and of explore's tabs, and each request's session (session-repo.ts). A count reads every
 * row it counts; the same count is asked again and again (each page of a list, each desk on the
 * catalogue's default screen) while the rows change a few times a minute at most. So a count is
 * read once and kept until any of its tables changes (changeMark: on SQLite any commit, of this
 * process or another; on PostgreSQL a write to one of its tables, told by the database itself).
 *
 * - The key is the statement and its values exactly as they go to the database, which include the
 *   caller's scope (its groups, its office): two callers share an answer only where the database
 *   would give both the same rows.
 * - A query that reads the clock, or a table not named in `tables`, must not be kept (the session
 *   query leaves its times out of the SQL and tests them on the kept rows).
 * - Identical queries asked while the first is running share its answer rather than each running.
 * - Where no mark is known (inside a transaction, PostgreSQL's listener not connected) the query
 *   simply runs.
 */
export async function keptWhileUnchanged<Row>(
  db: Db,
  tables: readonly WatchedTable[],
  query: Compilable<Row> | CompiledQuery<Row>,
): Promise<readonly Row[]> {
  const compile = () => ('compile' in query ? query.compile() : query);
  const mark = changeMark(db, tables);
  if (mark === undefined) return (await db.executeQuery(compile())).rows;
  const compiled = compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  let answers = kept.get(db);
  if (!answers) kept.set(db, (answers = new Map()));
  const found = answers.get(key);
  if (found?.mark === mark) return found.rows as Promise<readonly Row[]>;
  const rows = db.executeQuery<Row>(compiled).then((r) => Object.freeze(r.rows));
  if (answers.size >= KEPT) answers.clear();
  const entry = { mark, rows };
  answers.set(key, entry);
  // A failed read is not kept: the next call reads again.
  rows.catch(() => answers.get(key) === entry && answers.delete(key));
  return rows;
}

/** Answers kept per database; past it, a process starts again (each is a key and a few rows). */
const KEPT = 1000;

const kept = new WeakMap<Db, Map<string, { mark: string; rows: Promise<readonly unknown[]> }>>();

/**
 * The same for an answer computed from several reads (a page of the partners' read API with its
 * ETag): kept under `key` while `tables` are unchanged, the mark read before computing (a change
 * during the computation makes the next call compute again). The key must name everything the
 * answer depends on besides those tables: the caller's grants, its query, the day if it counts.
 */
export async function keptComputedWhileUnchanged<T>(
  db: Db,
  tables: readonly WatchedTable[],
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const mark = changeMark(db, tables);
  if (mark === undefined) return compute();
  let answers = computed.get(db);
  if (!answers) computed.set(db, (answers = new Map()));
  const found = answers.get(key);
  if (found?.mark === mark) return found.value as Promise<T>;
  const value = compute();
  if (answers.size >= KEPT) answers.clear();
  const entry = { mark, value };
  answers.set(key, entry);
  value.catch(() => answers.get(key) === entry && answers.delete(key));
  return value;
}

const computed = new WeakMap<Db, Map<string, { mark: string; value: Promise<unknown> }>>();
