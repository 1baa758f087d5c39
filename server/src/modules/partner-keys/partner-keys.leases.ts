/**
 * Leases of a minute's window: a process takes a run of the window's places from the shared store
 * at once (one INCRBY in Redis, one upsert in the database) and hands them to its requests from
 * memory, so that a busy key costs a few writes a second however many requests it serves.
 *
 * Each place is a request's rank in the key's minute, shared by every process (the store adds the
 * runs up atomically), so a request is refused exactly when its rank passes the limit: a lease never
 * lets one request more through than the limit. What a lease costs is places taken and not used by
 * the minute's end: another process's requests may then be refused up to (run - 1) early per
 * process. The run is therefore one place at a low rate (every request asks the store, the counts
 * are exact, as the two-process test wants), doubles while a run lasts less than LEASE_TARGET_MS,
 * halves when one lasts longer than four times that, and never passes a twentieth of the limit
 * (at most 5 % of a key's minute held back per process).
 *
 * Once the store's count passes the limit, the rest of the minute is refused without asking it
 * again (the counts of a minute only grow), unless the key's limit is raised meanwhile.
 */

/** A store of the windows: adds `n` places to the key's window of the minute, answers its count. */
export type WindowStore = (keyId: number, minute: number, n: number) => Promise<number>;

/** A run should last about this long: a key takes about one lease a second from the store. */
export const LEASE_TARGET_MS = 1000;

/** The largest run of a key whose limit is `limit` requests a minute. */
export const largestRun = (limit: number) => Math.max(1, Math.floor(limit / 20));

interface Lease {
  minute: number;
  /** The next place to hand out, and the last one of the run held. */
  next: number;
  last: number;
  run: number;
  takenAt: number;
  /** The store's count, when it passed `fullAt` (the limit then): the minute is spent. */
  fullAt: number | null;
  taking: Promise<void> | null;
}

export function leasedWindows(store: WindowStore, clock: () => number = () => performance.now()) {
  const leases = new Map<number, Lease>();

  const take = async (keyId: number, lease: Lease, limit: number) => {
    const now = clock();
    if (lease.last > 0) {
      const lasted = now - lease.takenAt;
      if (lasted < LEASE_TARGET_MS) lease.run *= 2;
      else if (lasted > 4 * LEASE_TARGET_MS) lease.run = Math.floor(lease.run / 2);
    }
    const run = Math.min(largestRun(limit), Math.max(1, lease.run));
    lease.run = run;
    const count = await store(keyId, lease.minute, run);
    lease.next = count - run + 1;
    lease.last = count;
    lease.takenAt = now;
    if (count >= limit) lease.fullAt = limit;
  };

  const hit = async (keyId: number, minute: number, limit: number): Promise<number> => {
    let lease = leases.get(keyId);
    if (!lease || lease.minute !== minute) {
      // A new minute of the key (or a test's clock that went back): its places start afresh, at
      // the run the key reached in the last one.
      const run = lease?.run ?? 1;
      lease = { minute, next: 1, last: 0, run, takenAt: 0, fullAt: null, taking: null };
      leases.set(keyId, lease);
      if (leases.size > 10_000) for (const [id, l] of leases) if (l.minute !== minute) leases.delete(id);
    }
    for (;;) {
      if (lease.next <= lease.last) return lease.next++;
      // Spent at this limit: every later request of the minute is refused without the store.
      if (lease.fullAt !== null && lease.fullAt >= limit) return limit + 1;
      lease.fullAt = null;
      if (!lease.taking) {
        const l = lease;
        l.taking = take(keyId, l, limit).finally(() => (l.taking = null));
      }
      await lease.taking;
      if (leases.get(keyId) !== lease) return hit(keyId, minute, limit);
    }
  };
  return { hit };
}
