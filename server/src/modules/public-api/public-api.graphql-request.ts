import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  GraphQLError,
  OperationTypeNode,
  execute,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
} from 'graphql';
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode, type PartnerKeyGrants } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/errors.js';
import { GRAPHQL_LIMITS, PublicApiLimitsRule } from './public-api.graphql-limits.js';
import { publicApiRoot, publicApiSchema } from './public-api.graphql.js';
import { PUBLIC_API_MESSAGES as M } from './public-api.messages.js';

/**
 * One GraphQL request of a partner, after the key's preHandler: the document parsed and bounded,
 * validated against the schema (introspection allowed: partners' tools read the schema from it),
 * then run with the key's grants.
 *
 * Status codes: 400 when the request could not run (body, syntax, limits, schema, operation
 * name, variables); 200 once it ran, with the errors of its fields beside the data (a refused
 * type or language: code forbidden; a missing item: null and code not_found; a bad argument:
 * code bad_request naming it); 500 when a resolver failed unexpectedly. Every error, the key's
 * refusals included (401, 403, 429), is GraphQL's {errors: [{message, extensions: {code}}]}.
 */

const query = z
  .string({ error: M.graphqlBadQuery(GRAPHQL_LIMITS.documentChars) })
  .min(1, M.graphqlBadQuery(GRAPHQL_LIMITS.documentChars))
  .max(GRAPHQL_LIMITS.documentChars, M.graphqlBadQuery(GRAPHQL_LIMITS.documentChars));
const variables = z.record(z.string(), z.unknown(), { error: M.graphqlBadVariables });
const operationName = z
  .string({ error: M.graphqlBadOperationName })
  .max(100, M.graphqlBadOperationName)
  .nullish();

/** POST's body. An array (a batch of operations) is refused: one operation per request. */
export const GraphqlBody = z
  .object({ query, variables: variables.nullish(), operationName }, { error: M.graphqlBadBody })
  .meta({
    examples: [
      {
        query:
          'query Eventi($lang: Lang) { contents(type: ["evento"], lang: $lang, limit: 5) { items { id slug texts { lang title } dates } next } }',
        variables: { lang: 'en' },
      },
    ],
  });

/** GET's parameters: the same, with the variables as a JSON text. */
export const GraphqlQuerystring = z.object({
  query,
  variables: z
    .string({ error: M.graphqlBadVariables })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: M.graphqlBadVariables });
        return z.NEVER;
      }
    })
    .pipe(variables)
    .optional(),
  operationName,
});

export type GraphqlRequest = {
  query: string;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
};

const GraphqlErrorOut = z.strictObject({
  message: z.string(),
  locations: z.array(z.strictObject({ line: z.number().int(), column: z.number().int() })).optional(),
  path: z.array(z.union([z.string(), z.number().int()])).optional(),
  extensions: z.strictObject({ code: z.enum(ERROR_CODES), field: z.string().optional() }),
});
type GraphqlErrorOut = z.infer<typeof GraphqlErrorOut>;

/** Every reply of the endpoint, its refusals included. */
export const GraphqlReplyBody = z.strictObject({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(GraphqlErrorOut).optional(),
});
export type GraphqlReply = { status: number; body: z.infer<typeof GraphqlReplyBody> };

const errorOut = (
  message: string,
  code: ErrorCode,
  field?: string,
  from?: GraphQLError,
): GraphqlErrorOut => ({
  message,
  ...(from?.locations ? { locations: from.locations.map(({ line, column }) => ({ line, column })) } : {}),
  ...(from?.path ? { path: [...from.path] } : {}),
  extensions: { code, ...(field ? { field } : {}) },
});

const refused = (errors: GraphqlErrorOut[]): GraphqlReply => ({ status: 400, body: { errors } });

/** A variable graphql-js could not coerce (the request did not run): named as `variables.<name>`. */
function variableError(error: GraphQLError): GraphqlErrorOut {
  const name = /^Variable "\$(\w+)"/.exec(error.message)?.[1];
  return name
    ? errorOut(M.graphqlBadVariable(name, error.message), 'bad_request', `variables.${name}`, error)
    : errorOut(M.graphqlInvalid(error.message), 'bad_request', 'query', error);
}

/** A field's error: a service's AppError keeps its code and field; anything else is ours, and logged. */
function fieldError(error: GraphQLError, log: (err: unknown) => void): GraphqlErrorOut {
  const original = error.originalError;
  if (original instanceof AppError) {
    const field = Object.keys(original.fields ?? {})[0];
    return errorOut(original.message, original.code, field, error);
  }
  log(original ?? error);
  return errorOut(M.graphqlInternal, 'internal', undefined, error);
}

/** Parses, bounds, validates and runs one operation with the key's grants. */
export async function runPublicGraphql(
  db: Db,
  grants: PartnerKeyGrants,
  request: GraphqlRequest,
  log: (err: unknown) => void,
): Promise<GraphqlReply> {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: GRAPHQL_LIMITS.tokens });
  } catch (err) {
    if (!(err instanceof GraphQLError)) throw err;
    const detail = err.message.replace(/^Syntax Error: /, '');
    return refused([errorOut(M.graphqlSyntax(detail), 'bad_request', 'query', err)]);
  }
  // Our limits first and alone: they are cheap, and one of graphql-js's rules (overlapping
  // fields) costs the square of a document's fields.
  const overrun = validate(publicApiSchema, document, [PublicApiLimitsRule]);
  if (overrun.length) return refused(overrun.map((e) => errorOut(e.message, 'bad_request', 'query', e)));
  const invalid = validate(publicApiSchema, document, specifiedRules);
  if (invalid.length)
    return refused(invalid.map((e) => errorOut(M.graphqlInvalid(e.message), 'bad_request', 'query', e)));

  const name = request.operationName ?? undefined;
  const operation = getOperationAST(document, name);
  if (!operation)
    return refused([
      errorOut(
        name ? M.graphqlUnknownOperation(name) : M.graphqlManyOperations,
        'bad_request',
        'operationName',
      ),
    ]);
  // graphql-js 16 validates a mutation against a schema that has none, then fails it as it runs.
  if (operation.operation !== OperationTypeNode.QUERY)
    return refused([errorOut(M.graphqlOnlyQueries, 'bad_request', 'query')]);

  const result = await execute({
    schema: publicApiSchema,
    document,
    rootValue: publicApiRoot(db, grants),
    variableValues: request.variables ?? {},
    operationName: name,
  });
  // No data at all: the request did not run (its variables did not coerce).
  if (result.data === undefined) return refused((result.errors ?? []).map(variableError));
  // A plain object for the reply's serializer (graphql-js builds them without a prototype).
  const data = result.data === null ? null : { ...result.data };
  if (!result.errors?.length) return { status: 200, body: { data } };
  const errors = result.errors.map((e) => fieldError(e, log));
  return { status: errors.some((e) => e.extensions.code === 'internal') ? 500 : 200, body: { data, errors } };
}

/** Fastify's own refusals of a body, said as the endpoint's other errors are. */
const FRAMEWORK_REFUSALS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'bad_request', message: M.graphqlBadJson },
  413: { code: 'too_large', message: M.graphqlTooLarge },
  415: { code: 'bad_request', message: M.graphqlUnsupported },
};

/**
 * The route's error handler: a refusal before GraphQL ran (the body's schema, bad JSON, the key,
 * the origin, the rate) in GraphQL's format, with the same message and code as the REST routes'
 * envelope; a 5xx goes on to the app's handler, which logs it and tells the client nothing.
 */
export function graphqlRefusal(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      return errorOut(issue.message ?? M.graphqlBadBody, 'bad_request', field);
    });
    return reply.code(400).send({ errors: errors.slice(0, 1) });
  }
  if (err instanceof AppError) {
    if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
    const field = Object.keys(err.fields ?? {})[0];
    return reply.code(err.status).send({ errors: [errorOut(err.message, err.code, field)] });
  }
  const status = err.statusCode ?? 500;
  if (status >= 500) throw err;
  const known = FRAMEWORK_REFUSALS[status] ?? FRAMEWORK_REFUSALS[400]!;
  return reply.code(status).send({ errors: [errorOut(known.message, known.code)] });
}
