import { SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';

/**
 * better-sqlite3 runs each query synchronously and Kysely resolves it as a microtask, so a request
 * that makes ten queries used to run from its first to its last without giving the event loop
 * back: ten such requests in flight made everything else (a /health probe, a one-row lookup, a
 * WebSocket message) wait for all of them (issue 17: /health at p50 45 ms behind a common-word
 * search). Here every query, or transaction, first waits for its turn, so the requests in flight
 * take turns query by query and a short one is answered between them.
 */
class FairSqliteDriver extends SqliteDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    await nextTurn();
    return super.acquireConnection();
  }
}

/**
 * The queries waiting for their turn, one per turn of the event loop: between two of them the
 * loop polls the sockets, so a new request is read (and a /health probe answered) after at most
 * one query and its request's code up to the next one, not after every query queued.
 */
const waiting: Array<() => void> = [];
let pumping = false;

function pump(): void {
  waiting.shift()?.();
  if (waiting.length) setImmediate(pump);
  else pumping = false;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}

/** SqliteDialect with FairSqliteDriver. */
export class FairSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new FairSqliteDriver(this.#config);
  }
}
