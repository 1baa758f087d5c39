import {
  Kind,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * What one GraphQL request may ask, measured on the operation as it runs: named and inline
 * fragments expanded (60 searches hidden in fragments are 60 searches), aliases counted (586
 * aliases of one field returned 1.58 MB), and a cost per root field for the database work it
 * starts. The screen's own operations cost 10 at most (one search); a document that combines tabs,
 * filters and results costs 30.
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of fields (introspection's own fields are not counted). */
  depth: 8,
  /** Fields at the root, after fragments are expanded. */
  rootFields: 10,
  /** Every field selected, after fragments are expanded (the screen's largest asks about 60). */
  fields: 300,
  /** Fields renamed with an alias. */
  aliases: 10,
  /** Sum of the root fields' costs. */
  cost: 40,
} as const;

/** A full-text search over the catalogue costs 10; reading assets by id costs little. */
export const ROOT_FIELD_COST: Record<string, number> = {
  search: 10,
  categories: 10,
  filters: 10,
  asset: 1,
  assets: 2,
};

export type GraphqlOverrun = keyof typeof GRAPHQL_LIMITS;

/**
 * The first limit the operation goes over, or null. The walk stops at the first overrun, so a
 * document whose fragments would expand exponentially costs at most `fields` steps.
 */
export function overrunOf(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): GraphqlOverrun | null {
  const seen = { rootFields: 0, fields: 0, aliases: 0, cost: 0 };
  const visit = (set: SelectionSetNode, depth: number, atRoot: boolean): GraphqlOverrun | null => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        const over = visit(sel.selectionSet, depth, atRoot);
        if (over) return over;
        continue;
      }
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        // Unknown fragments and cycles were refused by validation before this walk.
        const fragment = fragments.get(sel.name.value);
        const over = fragment ? visit(fragment.selectionSet, depth, atRoot) : null;
        if (over) return over;
        continue;
      }
      const name = sel.name.value;
      // __schema and __type answer from memory, outside production only.
      if (name === '__schema' || name === '__type') continue;
      seen.fields += 1;
      if (sel.alias) seen.aliases += 1;
      if (atRoot) {
        seen.rootFields += 1;
        seen.cost += ROOT_FIELD_COST[name] ?? 1;
      }
      if (depth + 1 > GRAPHQL_LIMITS.depth) return 'depth';
      for (const key of ['rootFields', 'fields', 'aliases', 'cost'] as const)
        if (seen[key] > GRAPHQL_LIMITS[key]) return key;
      if (sel.selectionSet) {
        const over = visit(sel.selectionSet, depth + 1, false);
        if (over) return over;
      }
    }
    return null;
  };
  return visit(operation.selectionSet, 0, true);
}
