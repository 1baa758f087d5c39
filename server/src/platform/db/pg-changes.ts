import type PgModule from 'pg';

/**
 * PostgreSQL: a process's knowledge of which watched tables changed, so what it derived from them
 * (kept-answers.ts) is kept only while they are unchanged. The database tells of every committed
 * statement that wrote one (migration 024: NOTIFY `sportello_changes` with the table's name), on
 * a connection of the process's own that only listens.
 *
 * - A write of this process bumps `ownWrites` as soon as its statement (or its COMMIT) is
 *   answered: the notice comes on the other connection, and the process's next request could be
 *   faster than it.
 * - Until the connection listens, and whenever it is lost, there is no mark: nothing is kept.
 *   Notices missed meanwhile are unknown, so each new connection starts a new epoch, which every
 *   answer kept before it does not match.
 * - The connection opens at the first mark asked: a process that keeps nothing (a migration, an
 *   import, a script) never opens it. It never keeps a process alive either: a script that ends
 *   with `db.destroy()` rather than closeDatabase still exits (a bench's loader once hung on it).
 */
export interface ChangeWatch {
  /** Changes whenever one of the tables may have changed; undefined while not listening. */
  mark(tables: readonly string[]): string | undefined;
  /** This process wrote (any table): every mark changes. */
  ownWrite(): void;
  close(): Promise<void>;
}

export const CHANGES_CHANNEL = 'sportello_changes';

/** How long the watch waits before listening again on a new connection. */
const RECONNECT_MS = 1000;

export function watchChanges(pg: typeof PgModule, connectionString: string): ChangeWatch {
  const changes = new Map<string, number>();
  let epoch = 0;
  let ownWrites = 0;
  let listening: PgModule.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  /** The connection being opened, if one is: close() waits for it. */
  let opening: Promise<void> | undefined;

  const again = () => {
    listening = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      opening = listen();
    }, RECONNECT_MS);
    retry.unref();
  };

  const listen = async () => {
    const client = new pg.Client({ connectionString });
    // A lost connection is heard once, by 'end'; its 'error' alone would end the process.
    client.on('error', () => {});
    client.on('end', () => listening === client && again());
    client.on('notification', ({ channel, payload }) => {
      if (channel === CHANGES_CHANNEL && payload) changes.set(payload, (changes.get(payload) ?? 0) + 1);
    });
    try {
      await client.connect();
      unref(client);
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch {
      await client.end().catch(() => {});
      again();
      return;
    }
    if (closed) return void (await client.end().catch(() => {}));
    epoch += 1;
    listening = client;
  };

  return {
    mark: (tables) => {
      if (!listening) {
        if (!opening && !closed) opening = listen();
        return undefined;
      }
      return `${epoch}.${ownWrites}.${tables.map((t) => changes.get(t) ?? 0).join('.')}`;
    },
    ownWrite: () => void (ownWrites += 1),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await opening;
      const client = listening;
      listening = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/** The client's socket no longer holds the event loop open (pg has no option of its own for it). */
function unref(client: PgModule.Client): void {
  (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
}
