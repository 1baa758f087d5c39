import type { z } from 'zod';

/** The object without its undefined properties: mapped fields read as the template an author would write. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Refuses, in the dialect's own terms, an item whose type the dialect does not know, naming its
 * place ("3" or "2.fields.0") and its type; children are looked for under `childKey`.
 */
export function checkItemTypes(
  known: readonly string[],
  childKey: string,
): (items: readonly Record<string, unknown>[], ctx: z.RefinementCtx) => void {
  const visit = (items: readonly unknown[], path: (string | number)[], ctx: z.RefinementCtx) =>
    items.forEach((item, index) => {
      if (typeof item !== 'object' || item === null) return;
      const { type } = item as Record<string, unknown>;
      const here = [...path, index];
      if (typeof type === 'string' && !known.includes(type)) {
        ctx.addIssue({
          code: 'custom',
          path: [...here, 'type'],
          message: `Elemento ${here.join('.')}: tipo "${type}" non previsto (ammessi: ${known.join(', ')})`,
        });
      }
      const children = (item as Record<string, unknown>)[childKey];
      if (Array.isArray(children)) visit(children, [...here, childKey], ctx);
    });
  return (items, ctx) => visit(items, [], ctx);
}
