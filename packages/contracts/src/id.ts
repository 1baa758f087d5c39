import { z } from './z.js';

/**
 * Ids are strict positive integers in every schema: nothing is coerced. In a JSON body an id is a
 * JSON number that is a positive safe integer (never `true`, `[18]`, `" 16 "`, `1.5`); in a query
 * string, a path or a multipart field, where everything is text, only digits without a leading
 * zero, sign, space or exponent (/^[1-9][0-9]*$/), read as that number.
 */

const ID_TEXT = /^[1-9][0-9]{0,15}$/;

const invalid = (label: string) => `${label}: identificativo non valido`;

/** An id in a JSON body, e.g. `idOf('Utente')`; zod's int() already bounds it to safe integers. */
export const idOf = (label = 'id') =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `${label}: campo obbligatorio` : invalid(label)),
    })
    .int(invalid(label))
    .positive(invalid(label));

/** An id written as text (query, path, multipart field), e.g. `idTextOf('Contenuto')`. */
export const idTextOf = (label = 'id') =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label}: campo obbligatorio` : invalid(label)),
    })
    .regex(ID_TEXT, invalid(label))
    .transform(Number)
    .pipe(idOf(label));

/** An id in a JSON body. */
export const Id = idOf();
/** An id in a query string, a path or a multipart field. */
export const IdText = idTextOf();

/**
 * An id that may come either way: a form's record id from the page address or a picked option's
 * value (number or text). Still strict: `true`, `[18]`, `" 16 "` or `"016"` are not ids.
 */
export const idValueOf = (label = 'id') =>
  z.union([idOf(label), idTextOf(label)], {
    error: (issue) => (issue.input === undefined ? `${label}: campo obbligatorio` : invalid(label)),
  });
export const IdValue = idValueOf();

/** The id in a form value (see IdValue), or null when it is not one. */
export const parseId = (raw: unknown): number | null => {
  const parsed = IdValue.safeParse(raw);
  return parsed.success ? parsed.data : null;
};
