/** Runs `work` on every item, at most `limit` at once; the first failure ends it (after the running ones). */
export async function eachAtMost<T>(
  items: Iterable<T> | AsyncIterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  for await (const item of items) {
    if (failure) break;
    const job: Promise<void> = work(item)
      .catch((error: unknown) => void (failure ??= { error }))
      .finally(() => running.delete(job));
    running.add(job);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw (failure as { error: unknown }).error;
}
