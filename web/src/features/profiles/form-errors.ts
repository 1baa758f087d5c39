/**
 * The server names a value's error by its place in the body, `values.{field}` (and
 * `values.{group}.{row}.{child}` in a repeatable group): the form knows it as `{field}`.
 * Other keys (listId, visitedAt) stay as they are.
 */
export const formErrorsOf = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^values\./, ''), message]));
