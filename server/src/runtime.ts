/**
 * The V8 settings the server runs with, whoever starts it (npm start, a service unit, a bench that
 * calls `node server/dist/src/main.js`). Without them V8 sizes the young generation from the
 * machine's memory (2 × 64 MB semispaces on 24 GB, never given back) and lets the old space reach
 * up to 4x the live heap before a full collection: the server went from 250 to 545 MiB under load
 *. 8 MB semispaces keep scavenges short (a request's garbage dies young); a growing
 * factor of 1.3 bounds the garbage between full collections (a full one of the ~45 MB live heap
 * takes a few ms, mostly on a helper thread). Measured on the region bench: peak 247 MiB against
 * 252 with 1.5, same throughput (and 291 MiB with 16 MB / 2x).
 *
 * No Maglev (V8's middle compiler, between the baseline code and TurboFan): under the region's
 * load it and TurboFan compiled the same hot functions side by side, and their working memory
 * (V8's peak malloced memory) reached 27-30 MB, which the C library kept once freed. Without it
 * that peak is 8 MB and the server's peak RSS fell from 246-276 MiB (six runs) to 220-234 MiB
 * (three). Once warm the lists and searches run as fast; explore's GraphQL rows ran up to ~15 %
 * slower in one region bench and as fast in the side-by-side. A fresh process starts slower.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=30', '--no-maglev'];

/**
 * The C library's settings:
 * - glibc gives each thread that allocates (libuv's pool, V8's helpers) an arena of its own, up to
 *   8 per core, each holding freed memory back. Two arenas cost the server no throughput on the
 *   region bench and kept its peak about 6 MiB lower.
 * - A block of 128 KiB or more is mapped on its own and given back when freed. By default glibc
 *   raises that threshold to the largest block freed so far (up to 32 MiB): from then on such
 *   blocks (SQLite's full-text doclists, a long reply) come from the heap and stay resident once
 *   freed. The fixed threshold kept the peak 16 MiB lower over the bench's rows (228 → 212 MiB),
 *   at the same throughput.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/**
 * The process again with SERVER_NODE_FLAGS and SERVER_ENV, same pid (execve), when it was started
 * without them (a setting given by the caller is kept); SPORTELLO_NODE_FLAGS=off keeps the
 * process as it was started. False when nothing needed doing.
 */
export function execWithServerFlags(): boolean {
  const missing = SERVER_NODE_FLAGS.filter(
    (f) => !process.execArgv.some((a) => a.split('=')[0] === f.split('=')[0]),
  );
  const env = Object.entries(SERVER_ENV).filter(([k]) => process.env[k] === undefined);
  if (
    (!missing.length && !env.length) ||
    process.env.SPORTELLO_NODE_FLAGS === 'off' ||
    typeof process.execve !== 'function'
  )
    return false;
  // execve is experimental in Node 24: its one warning would precede every start.
  process.removeAllListeners('warning');
  process.execve(
    process.execPath,
    [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)],
    {
      ...process.env,
      ...Object.fromEntries(env),
    } as Record<string, string>,
  );
  return true;
}
