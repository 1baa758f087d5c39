import { SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import { SqliteStatementCompiler } from './sqlite-compiler.js';
import { nextTurn } from './turns.js';

/**
 * better-sqlite3 runs each query synchronously and Kysely resolves it as a microtask, so a request
 * that makes ten queries would run from its first to its last without giving the event loop back.
 * Here every query, or transaction, first waits for its turn (turns.ts), so the requests in flight
 * take turns query by query and a short one is answered between them.
 */
class FairSqliteDriver extends SqliteDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    await nextTurn();
    return super.acquireConnection();
  }
}

/** SqliteDialect with FairSqliteDriver and SqliteStatementCompiler (sqlite-compiler.ts). */
export class FairSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new FairSqliteDriver(this.#config);
  }
  override createQueryCompiler() {
    return new SqliteStatementCompiler();
  }
}
