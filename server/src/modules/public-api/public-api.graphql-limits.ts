import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { PUBLIC_API_MESSAGES as M } from './public-api.messages.js';

/**
 * What one GraphQL request of a partner may ask, measured with the fragments expanded (a fragment
 * spread ten times is ten times its fields) and aliases counted as the fields they are.
 *
 * Our own rule rather than graphql-depth-limit (unpublished since 2018, depth only) or
 * graphql-query-complexity (a cost per list size we do not need): the schema has no cycle, so
 * the depth bound guards the fields to come (a content's related contents); the selections bound
 * keeps a reply to at most that many fields × 100 items; the cost bounds the database work, one service call
 * per root field, a catalogue search (full text and facets) the dearest.
 */
export const GRAPHQL_LIMITS = {
  /** Characters of the document (the body's `query`). */
  documentChars: 10_240,
  /** Tokens graphql-js reads before giving up on a document. */
  tokens: 2000,
  /** Nesting of fields; `{ contents { items { texts { title } } } }` is 4. */
  depth: 8,
  /**
   * Selections, fragments expanded: every field (`__typename` included) and every fragment, so a
   * chain of fragments that spread each other twice is bounded too, even with no field in it.
   */
  selections: 200,
  /** Sum of the root fields' costs: two catalogue searches, or four content pages. */
  cost: 20,
} as const;

export const ROOT_FIELD_COST: Readonly<Record<string, number>> = {
  catalogue: 10,
  contents: 5,
  content: 1,
  asset: 1,
};

/** "catalogue 10, contents 5, content 1, asset 1": the costs as the refusal and the docs say them. */
export const ROOT_FIELD_COSTS_TEXT = Object.entries(ROOT_FIELD_COST)
  .map(([field, cost]) => `${field} ${cost}`)
  .join(', ');

type Overrun = 'depth' | 'selections' | 'cost';

const OVERRUN_MESSAGES: Record<Overrun, string> = {
  depth: M.graphqlTooDeep(GRAPHQL_LIMITS.depth),
  selections: M.graphqlTooManyFields(GRAPHQL_LIMITS.selections),
  cost: M.graphqlTooCostly(GRAPHQL_LIMITS.cost, ROOT_FIELD_COSTS_TEXT),
};

/**
 * The first limit an operation goes over, or null. Every selection is counted as one step before
 * anything else, so the walk stops within `selections` steps however the fragments multiply; a
 * fragment already on the path is not entered again (cycles are refused by graphql-js's own
 * rules, which run after this one).
 *
 * `__schema` and `__type` count as one field and are not walked: introspection answers from
 * memory, and graphql-js's MaxIntrospectionDepthRule (in specifiedRules) bounds its nesting; the
 * standard introspection query alone has 220 fields 15 deep.
 */
function overrunOf(
  root: SelectionSetNode,
  fragmentOf: (name: string) => FragmentDefinitionNode | null | undefined,
): Overrun | null {
  const seen = { selections: 0, cost: 0 };
  const onPath = new Set<string>();
  const visit = (set: SelectionSetNode, depth: number, atRoot: boolean): Overrun | null => {
    for (const sel of set.selections) {
      seen.selections += 1;
      if (seen.selections > GRAPHQL_LIMITS.selections) return 'selections';
      let over: Overrun | null = null;
      if (sel.kind === Kind.INLINE_FRAGMENT) over = visit(sel.selectionSet, depth, atRoot);
      else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const name = sel.name.value;
        const fragment = fragmentOf(name);
        if (!fragment || onPath.has(name)) continue;
        onPath.add(name);
        over = visit(fragment.selectionSet, depth, atRoot);
        onPath.delete(name);
      } else {
        if (atRoot) seen.cost += ROOT_FIELD_COST[sel.name.value] ?? 0;
        if (seen.cost > GRAPHQL_LIMITS.cost) return 'cost';
        if (depth + 1 > GRAPHQL_LIMITS.depth) return 'depth';
        const introspection = sel.name.value === '__schema' || sel.name.value === '__type';
        if (sel.selectionSet && !introspection) over = visit(sel.selectionSet, depth + 1, false);
      }
      if (over) return over;
    }
    return null;
  };
  return visit(root, 0, true);
}

/**
 * A graphql-js validation rule: each operation of the document within GRAPHQL_LIMITS, or one
 * error that names the limit (code bad_request, so the reply is a 400).
 */
export function PublicApiLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const over = overrunOf(operation.selectionSet, (name) => context.getFragment(name));
      if (over)
        context.reportError(
          new GraphQLError(OVERRUN_MESSAGES[over], {
            nodes: operation,
            extensions: { code: 'bad_request', field: 'query' },
          }),
        );
      // The walk above saw the whole operation: nothing for this rule below it.
      return false;
    },
  };
}
