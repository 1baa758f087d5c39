import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  execute,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { EXPLORE_MESSAGES as M } from '../explore.messages.js';
import type { ExploreScope } from '../explore.service.js';
import { SearchInputArg, exploreRoot, exploreSchema } from './explore-schema.js';
import { GRAPHQL_LIMITS, overrunOf, type GraphqlOverrun } from './graphql-cost.js';
import {
  clientError,
  resolverError,
  translateGraphqlError,
  type ClassifiedError,
  type GraphqlErrorOut,
} from './graphql-errors.js';

/**
 * One POST /api/graphql (spec 2 §7): the body parsed by zod, the document parsed and bounded (size,
 * tokens; then depth, root fields, fields, aliases and cost with fragments expanded), validated against the schema (introspection only outside
 * production), the search variables parsed before graphql-js coerces them (so their errors are
 * Italian and name the field), then executed. A client's mistake answers 400 with GraphQL errors.
 */

export const MAX_DOCUMENT_CHARS = 8192;
const MAX_TOKENS = 2000;

const OVERRUN_MESSAGES: Record<GraphqlOverrun, string> = {
  depth: M.tooDeep,
  rootFields: M.tooManyRootFields(GRAPHQL_LIMITS.rootFields),
  fields: M.tooLarge,
  aliases: M.tooManyAliases(GRAPHQL_LIMITS.aliases),
  cost: M.tooCostly,
};

const GraphqlBody = z.object(
  {
    query: z.string({ error: M.badBody }).min(1, M.badBody).max(MAX_DOCUMENT_CHARS, M.tooLarge),
    operationName: z.string().max(100).nullish(),
    variables: z.record(z.string(), z.unknown()).nullish(),
  },
  { error: M.badBody },
);

export type GraphqlReply = { status: number; body: { data?: unknown; errors?: GraphqlErrorOut[] } };

const failed = (errors: ClassifiedError[]): GraphqlReply => ({
  status: Math.max(...errors.map((e) => e.status)),
  body: { errors: errors.map((e) => e.error) },
});

const namedType = (t: TypeNode): string => (t.kind === Kind.NAMED_TYPE ? t.name.value : namedType(t.type));

/** The operation's SearchInput variables parsed by zod: their errors, named "input.category". */
function searchVariableErrors(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): ClassifiedError[] {
  const errors: ClassifiedError[] = [];
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (namedType(def.type) !== 'SearchInput' || variables[name] === undefined || variables[name] === null)
      continue;
    const parsed = SearchInputArg.safeParse(variables[name]);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const field = [name, ...issue.path].join('.');
      errors.push(clientError(M.atField(issue.message, field), field));
    }
  }
  return errors;
}

type CheckedOperation = { document: DocumentNode; operation: OperationDefinitionNode };

/**
 * The checked documents by text: the explore screen sends the same three queries all day, and
 * parsing and validating one costs more than its SQL. Only accepted documents are kept, so a
 * client sending junk only spends its own time; at most 64 (each at most 8 KB of text).
 */
const checkedDocuments = new LRUCache<string, CheckedOperation>({ max: 64 });

/**
 * The document parsed, bounded and validated, and the operation to run; or the client's errors.
 * Depends only on its arguments, hence the cache.
 */
function checkedOperation(
  query: string,
  operationName: string | undefined,
  introspection: boolean,
): CheckedOperation | ClassifiedError[] {
  const key = `${introspection ? 1 : 0}\u0000${operationName ?? ''}\u0000${query}`;
  const kept = checkedDocuments.get(key);
  if (kept) return kept;

  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (err) {
    const detail = err instanceof GraphQLError ? err.message.replace(/^Syntax Error: /, '') : String(err);
    return [clientError(M.syntax(detail), 'query')];
  }

  const rules = introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  const invalid = validate(exploreSchema, document, rules);
  if (invalid.length) return invalid.map(translateGraphqlError);

  const operation = getOperationAST(document, operationName);
  if (!operation) return [clientError(M.unknownOperation(operationName ?? ''), 'operationName')];
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const overrun = overrunOf(operation, fragments);
  if (overrun) return [clientError(OVERRUN_MESSAGES[overrun], 'query')];

  const checked = { document, operation };
  checkedDocuments.set(key, checked);
  return checked;
}

/** Checks the request, then runs it with the explore root bound to `scope`. */
export async function runGraphql(
  body: unknown,
  opts: { introspection: boolean; scope: () => ExploreScope; log: (err: unknown) => void },
): Promise<GraphqlReply> {
  const request = GraphqlBody.safeParse(body);
  if (!request.success) {
    const issue = request.error.issues[0]!;
    const field = issue.path.join('.') || 'query';
    return failed([clientError(M.atField(issue.message, field), field)]);
  }
  const { query, operationName, variables } = request.data;

  const checked = checkedOperation(query, operationName ?? undefined, opts.introspection);
  if (Array.isArray(checked)) return failed(checked);
  const { document, operation } = checked;

  const variableErrors = searchVariableErrors(operation, variables ?? {});
  if (variableErrors.length) return failed(variableErrors);

  const result = await execute({
    schema: exploreSchema,
    document,
    rootValue: exploreRoot(opts.scope()),
    variableValues: variables ?? {},
    operationName: operationName ?? undefined,
  });
  if (!result.errors?.length) return { status: 200, body: { data: result.data } };
  const errors = result.errors.map((e) => resolverError(e, opts.log));
  return { ...failed(errors), body: { data: result.data ?? null, errors: errors.map((e) => e.error) } };
}
