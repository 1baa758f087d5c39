import type { GraphQLError } from 'graphql';
import { AppError } from '../../../platform/http/errors.js';
import { EXPLORE_MESSAGES as M } from '../explore.messages.js';

/**
 * GraphQL errors as the explore screen reads them: an Italian message that names the field, the
 * field again in extensions.field (the form marks it), a code, and the HTTP status of the reply.
 */

export type GraphqlErrorOut = { message: string; extensions: { code: string; field?: string } };
export type ClassifiedError = { status: number; error: GraphqlErrorOut };

export const clientError = (message: string, field?: string): ClassifiedError => ({
  status: 400,
  error: { message, extensions: { code: 'BAD_REQUEST', ...(field ? { field } : {}) } },
});

const INTERNAL = 'Si è verificato un errore interno. Riprova tra poco.';

/** graphql-js's own messages (document validation, variable coercion) said in Italian. */
const TRANSLATIONS: [RegExp, (m: RegExpMatchArray) => ClassifiedError][] = [
  [/^Cannot query field "(\w+)" on type "(\w+)"/, (m) => clientError(M.unknownField(m[1]!, m[2]!), m[1])],
  [
    /^Unknown argument "(\w+)" on field "([\w.]+)"/,
    (m) => clientError(`L'argomento "${m[1]}" non esiste nel campo "${m[2]}".`, m[1]),
  ],
  [
    /^Field "(\w+)" argument "(\w+)" of type "[^"]+" is required/,
    (m) => clientError(M.atField(M.missingVariable, `${m[1]}.${m[2]}`), `${m[1]}.${m[2]}`),
  ],
  [
    /^Field "(\w+)" of type "[^"]+" must have a selection of subfields/,
    (m) => clientError(`Il campo "${m[1]}" richiede una selezione di sottocampi.`, m[1]),
  ],
  [
    /^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)/,
    (m) => clientError(M.atField(M.missingVariable, m[1]!), m[1]),
  ],
  [
    /^Variable "\$(\w+)" got invalid value .*? at "([\w.[\]]+)"/s,
    (m) => clientError(M.atField('Valore non valido', m[2]!), m[2]),
  ],
  [/^Variable "\$(\w+)" got invalid value/, (m) => clientError(M.atField('Valore non valido', m[1]!), m[1])],
  [/^Unknown type "(\w+)"/, (m) => clientError(`Il tipo "${m[1]}" non esiste.`, m[1])],
  [
    /introspection has been disabled/,
    () => clientError("L'introspezione dello schema GraphQL non è disponibile.", 'query'),
  ],
];

/** A validation or coercion error of graphql-js. */
export function translateGraphqlError(error: GraphQLError): ClassifiedError {
  for (const [pattern, make] of TRANSLATIONS) {
    const match = error.message.match(pattern);
    if (match) return make(match);
  }
  return clientError(M.invalidDocument(error.message));
}

/** An error raised while resolving: a service's AppError keeps its status and names its field. */
export function resolverError(error: GraphQLError, log: (err: unknown) => void): ClassifiedError {
  // Without a path the error is the request's (a variable graphql-js could not coerce).
  if (!error.path) return translateGraphqlError(error);
  const original = error.originalError;
  if (original instanceof AppError) {
    const [field, message] = Object.entries(original.fields ?? {})[0] ?? [];
    return {
      status: original.status,
      error: {
        message: field && message ? M.atField(message, field) : original.message,
        extensions: { code: original.code.toUpperCase(), ...(field ? { field } : {}) },
      },
    };
  }
  log(original ?? error);
  return { status: 500, error: { message: INTERNAL, extensions: { code: 'INTERNAL' } } };
}
