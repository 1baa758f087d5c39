import { createHash } from 'node:crypto';
import { isDatabaseUnavailable } from './errors.js';
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
 * The PostgreSQL pools as Kysely sees them.
 *
 * Every query is sent as a named prepared statement:
 * PostgreSQL then parses a query once per connection instead of at every call. On the content list
 * (four short queries) planning cost as much as running them, and the database used more CPU than
 * the server.
 *
 * Plans: the main pool's connections use one generic plan per statement (`GENERIC_PLANS`):
 * left to choose, PostgreSQL planned again at every call a statement whose generic plan it
 * estimated even slightly costlier than one made for the values (the list's page: same plan,
 * estimated 286 against 262; bind took 0.78 ms of the database's 1.3 ms a list request).
 * Full-text queries (`@@`) are the exception: their best plan depends on the words (a rare word
 * reads the GIN index, a common one walks the list newest first) and on how many rows a filter
 * keeps (a family's share); a generic plan ignores both (a search's count 7 → 13 ms). So they run
 * on the `search` pool, whose connections plan each call for its values (`CUSTOM_PLANS`): named
 * there too, they are parsed once and planned at each call. A full-text query inside a
 * transaction (a main connection) stays unnamed, so that it is planned for its values as well.
 *
 * - A statement's name is the digest of its text, so the same query is the same statement on every
 *   connection, whatever built it; a process computes it once per text.
 * - A connection is taken from its pool at its first query, which says which pool: a transaction
 *   (its BEGIN) keeps a main connection for all its queries.
 * - At most `perConnection` statements are kept on one connection (the first ones run, which are
 *   the hot ones); beyond that a query runs unnamed, as before. The statements live as long as the
 *   connection.
 * - `onAnswer` is told of every query the database answered (the health probe's evidence),
 *   `onWrite` of every one that was not a read, COMMIT included (pg-changes.ts).
 */
export function postgresPool(
  pool: pg.Pool,
  {
    search = pool,
    perConnection = 200,
    onAnswer,
    onUnreachable,
    onWrite,
  }: {
    search?: pg.Pool;
    perConnection?: number;
    onAnswer?: () => void;
    onUnreachable?: () => void;
    onWrite?: () => void;
  } = {},
): PostgresPool {
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  const searchClients = new WeakSet<pg.PoolClient>();
  const nameOf = (client: pg.PoolClient, text: string): string | null => {
    if (plannedPerCall(text) && !searchClients.has(client)) return null;
    const name = statementName(text);
    let names = prepared.get(client);
    if (!names) prepared.set(client, (names = new Set()));
    if (names.has(name)) return name;
    if (names.size >= perConnection) return null;
    names.add(name);
    return name;
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      let taken: Promise<pg.PoolClient> | undefined;
      // A connection that drops while it is taken (between a transaction's statements) says so by
      // an 'error' event that pg-pool does not listen to then: unheard, it ended the process when
      // PostgreSQL went away. Heard, the next statement fails (503) and the connection
      // is destroyed on release instead of going back to the pool.
      let lost: Error | undefined;
      const onLost = (err: Error) => void (lost ??= err);
      const client = (text: unknown) =>
        (taken ??= (
          typeof text === 'string' && plannedPerCall(text) && search !== pool
            ? search.connect().then((c) => (searchClients.add(c), c))
            : pool.connect()
        ).then((c) => c.on('error', onLost)));
      const run = async (text: unknown, values?: ReadonlyArray<unknown>) => {
        const c = await client(text);
        // A cursor (Kysely's stream) goes through as it is.
        if (typeof text !== 'string') return c.query(text as never);
        const name = nameOf(c, text);
        const params = values ? [...values] : [];
        const result = await (name ? c.query({ name, text, values: params }) : c.query(text, params));
        onAnswer?.();
        if (!READ.test(text) && !UNKEPT_WRITE.test(text)) onWrite?.();
        return result;
      };
      return {
        async query(text: unknown, values?: ReadonlyArray<unknown>) {
          try {
            return await run(text, values);
          } catch (err) {
            if (isDatabaseUnavailable(err)) onUnreachable?.();
            throw err;
          }
        },
        // A connection that could not be taken has nothing to give back (its query failed already).
        release: () =>
          void taken?.then(
            (c) => {
              c.removeListener('error', onLost);
              c.release(lost);
            },
            () => {},
          ),
      } as unknown as PostgresPoolClient;
    },
    end: async () => {
      await pool.end();
      if (search !== pool) await search.end();
    },
  };
}

/** Statement names by text: a digest costs more than finding the text again. */
const NAMES = new Map<string, string>();
/** Texts named per process; past it, it starts again (a text is a few KB at most). */
const NAMES_KEPT = 2000;

function statementName(text: string): string {
  let name = NAMES.get(text);
  if (name) return name;
  name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  if (NAMES.size >= NAMES_KEPT) NAMES.clear();
  NAMES.set(text, name);
  return name;
}

/** A statement that writes nothing (Kysely writes its keywords in lower case; sql`` may not). */
const READ = /^\s*select\b/i;

/**
 * Writes of a single statement (no transaction) to the tables of the partners' request counts
 * (the rate windows and the day's uses, partner-keys.meter.ts): nothing a process keeps reads
 * them, so they leave its kept answers be; the leases and the uses' flush, a few times a second
 * under a partner's load, would otherwise forget them all each time.
 */
const UNKEPT_WRITE = /^\s*(insert into|delete from) "partner_key_(windows|uses)"/i;

/** Full-text queries: planned at each call for their values (see postgresPool). */
const plannedPerCall = (text: string) => text.includes('@@');

/** The main pool's connection option: one generic plan per prepared statement (see postgresPool). */
export const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/** The search pool's connection option: a plan for each call's values (see postgresPool). */
export const CUSTOM_PLANS = '-c plan_cache_mode=force_custom_plan';

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
