import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  PostgresDialect,
  PostgresDriver,
  type PostgresDialectConfig,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import { SnakeCasePostgresQueryCompiler } from './snake-case.js';
import { nextTurn } from './turns.js';

/**
 * The PostgreSQL pool as Kysely sees it.
 *
 * Every query is sent as a named prepared statement:
 * PostgreSQL then parses a query once per connection instead of at every call, and plans it once
 * where it keeps the generic plan. On the content list (four short queries) planning cost as much
 * as running them, and the database used more CPU than the server (issue 17). A statement whose
 * generic plan PostgreSQL estimates costlier than a plan made for its values is still planned at
 * every call (the list's page: same plan, estimated 286 against 262): forcing generic plans
 * (plan_cache_mode) would stop that, but gave the full-text counts a worse plan for a skewed
 * filter (family), so it is not set.
 *
 * - A statement's name is the digest of its text, so the same query is the same statement on every
 *   connection, whatever built it.
 * - Full-text queries (`@@`) stay unnamed: their best plan depends on the words (a rare word reads
 *   the GIN index, a common one walks the list newest first), which a cached generic plan ignores.
 * - At most `perConnection` statements are kept on one connection (the first ones run, which are
 *   the hot ones); beyond that a query runs unnamed, as before. The statements live as long as the
 *   connection.
 * - `onAnswer` is told of every query the database answered (the health probe's evidence).
 */
export function postgresPool(
  pool: pg.Pool,
  { perConnection = 200, onAnswer }: { perConnection?: number; onAnswer?: () => void } = {},
): PostgresPool {
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  const nameOf = (client: pg.PoolClient, text: string): string | null => {
    if (text.includes('@@')) return null;
    const name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    let names = prepared.get(client);
    if (!names) prepared.set(client, (names = new Set()));
    if (names.has(name)) return name;
    if (names.size >= perConnection) return null;
    names.add(name);
    return name;
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      return {
        query(text: unknown, values?: ReadonlyArray<unknown>) {
          // A cursor (Kysely's stream) goes through as it is.
          if (typeof text !== 'string') return client.query(text as never);
          const name = nameOf(client, text);
          const params = values ? [...values] : [];
          const answer = name ? client.query({ name, text, values: params }) : client.query(text, params);
          return answer.then((result) => {
            onAnswer?.();
            return result;
          });
        },
        release: () => client.release(),
      } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/**
 * Every answer resumes its request on a turn of its own (turns.ts), as SQLite's queries do: ten
 * answers arriving together would otherwise each run their request's rendering before the event
 * loop reads the next socket, and a health probe waited behind them (p95 13 ms during the common
 * search, 6 ms with turns). The turn is taken once the connection is back in the pool, so no
 * connection waits idle for it (a transaction's queries keep theirs, and take no turn).
 */
class FairPostgresDriver extends PostgresDriver {
  override async releaseConnection(connection: Parameters<PostgresDriver['releaseConnection']>[0]) {
    await super.releaseConnection(connection);
    await nextTurn();
  }
}

/** PostgresDialect with FairPostgresDriver, snake-casing identifiers as it compiles (snake-case.ts). */
export class FairPostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;
  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new FairPostgresDriver(this.#config);
  }
  override createQueryCompiler() {
    return new SnakeCasePostgresQueryCompiler();
  }
}
