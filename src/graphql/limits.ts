// Protection against expensive queries, as validation rules: a maximum depth of nested fields
// (GRAPHQL_MAX_DEPTH) and a maximum number of aliases (GRAPHQL_MAX_ALIASES). The third limit,
// the estimated rows (GRAPHQL_MAX_COST), is the compiler's (compile.ts), which knows the lists.
import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/** Introspection is answered from the schema, never the database: it counts for no limit. */
const isIntrospection = (name: string) => name === '__schema' || name === '__type';

export function maxDepthRule(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const depth = (set: SelectionSetNode, seen: Set<string>): number => {
      let deepest = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (isIntrospection(sel.name.value)) continue;
          deepest = Math.max(deepest, sel.selectionSet ? 1 + depth(sel.selectionSet, seen) : 1);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depth(sel.selectionSet, seen));
        } else {
          const frag = context.getFragment(sel.name.value);
          if (!frag || seen.has(sel.name.value)) continue; // a cycle is NoFragmentCyclesRule's to report
          deepest = Math.max(deepest, depth(frag.selectionSet, new Set([...seen, sel.name.value])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const d = depth(node.selectionSet, new Set());
        if (d > max) context.reportError(new GraphQLError(`The query is ${d} fields deep; the most allowed is ${max} (GRAPHQL_MAX_DEPTH).`, { nodes: [node] }));
      },
    };
  };
}

export function maxAliasesRule(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias) count += 1;
      },
      Document: {
        leave(node) {
          if (count > max) context.reportError(new GraphQLError(`The query has ${count} aliases; the most allowed is ${max} (GRAPHQL_MAX_ALIASES).`, { nodes: [node] }));
        },
      },
    };
  };
}
