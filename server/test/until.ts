/**
 * Resolves once `done` answers true, asking again at each turn of the event loop (never on a
 * clock). A kept answer costs no I/O, so a bare loop would never let the process read the
 * database's notice it waits for.
 */
export async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setImmediate(resolve));
}
