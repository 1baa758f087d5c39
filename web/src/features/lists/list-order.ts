/**
 * A drop of `active` on `over` in a list ordered by `ids`: the new order and the 1-based position
 * the server is asked for (cambiaPosizione), or null when nothing moves.
 */
export function dropOrder<T>(ids: readonly T[], active: T, over: T): { order: T[]; position: number } | null {
  const from = ids.indexOf(active);
  const to = ids.indexOf(over);
  if (from < 0 || to < 0 || from === to) return null;
  const order = ids.slice();
  order.splice(from, 1);
  order.splice(to, 0, active);
  return { order, position: to + 1 };
}

/** `ids` with `id` moved to the 1-based `position` (the position modal's optimistic order). */
export function moveTo<T>(ids: readonly T[], id: T, position: number): T[] {
  const order = ids.filter((x) => x !== id);
  order.splice(Math.max(0, Math.min(order.length, position - 1)), 0, id);
  return order;
}
