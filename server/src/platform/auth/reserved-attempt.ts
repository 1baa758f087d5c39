/**
 * A throttled try (a password, a pairing code) is recorded as a failure *before* it is checked,
 * and only then are the earlier ones counted: reserve, count, then check or give the place back.
 *
 * Why this order: counting first and recording after the check let 300 guesses sent at once all
 * pass (each counted before any was recorded). Here every reservation is committed
 * before its own count runs, so of the tries that pass, each one counts every try that passed
 * before it; once `free` tries have passed, every later one sees them and waits. It holds across
 * processes on both engines: the reservation is one autocommitted INSERT, and each count is a new
 * statement that sees every committed row (PostgreSQL's READ COMMITTED, SQLite's one writer).
 * A single `INSERT … SELECT … WHERE count < n` would not: on PostgreSQL concurrent statements do
 * not see each other's uncommitted rows, and all of them would insert.
 *
 * The race errs on the refusing side only: reservations in flight count for each other, so two
 * tries at the limit may both wait. A refused try gives its place back (waiting never grows by
 * itself).
 */
export interface ReservedAttempts<Id> {
  /** Records the try as a failure, committed before returning; its id. */
  reserve(): Promise<Id>;
  /** Seconds the source must still wait, counting every try but `own` (0: it may go on). */
  secondsToWait(own: Id): Promise<number>;
  /** Takes the refused try back out. */
  release(own: Id): Promise<void>;
}

/** The reserved try's id, or throws what `refuse` makes of the wait (a 429 with Retry-After). */
export async function reserveAttempt<Id>(
  attempts: ReservedAttempts<Id>,
  refuse: (seconds: number) => Error,
): Promise<Id> {
  const own = await attempts.reserve();
  let seconds: number;
  try {
    seconds = await attempts.secondsToWait(own);
  } catch (err) {
    await attempts.release(own);
    throw err;
  }
  if (seconds > 0) {
    await attempts.release(own);
    throw refuse(seconds);
  }
  return own;
}
