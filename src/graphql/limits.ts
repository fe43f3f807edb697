// Protection against expensive queries, as validation rules: a maximum depth of nested fields
// (GRAPHQL_MAX_DEPTH), a maximum number of fields once fragments are expanded
// (GRAPHQL_MAX_FIELDS) and a maximum number of aliases (GRAPHQL_MAX_ALIASES). The rows a query
// reads (GRAPHQL_MAX_COST) are the compiler's and the database's to count (compile.ts).
import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/** Introspection is answered from the schema, never the database: it counts for no limit. */
const isIntrospection = (name: string) => name === '__schema' || name === '__type';

/** How deep a selection set nests and how many fields it has with its fragments expanded. */
interface Size {
  depth: number;
  fields: number;
}

/** The size of each selection set of a document. A fragment's size is computed once and
 * reused at every spread: a fragment spread twice by one spread twice by another ... is
 * measured in time linear in the document, though its expansion doubles at each step. */
function sizer(context: ValidationContext): (set: SelectionSetNode) => Size {
  const fragments = new Map<string, Size>();
  const size = (set: SelectionSetNode): Size => {
    const out: Size = { depth: 0, fields: 0 };
    for (const sel of set.selections) {
      let inner: Size;
      if (sel.kind === Kind.FIELD) {
        if (isIntrospection(sel.name.value)) continue;
        const sub = sel.selectionSet ? size(sel.selectionSet) : { depth: 0, fields: 0 };
        inner = { depth: 1 + sub.depth, fields: 1 + sub.fields };
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        inner = size(sel.selectionSet);
      } else {
        const name = sel.name.value;
        let known = fragments.get(name);
        if (!known) {
          const frag = context.getFragment(name);
          if (!frag) continue;
          // Measured as empty while it is being measured: a cycle is NoFragmentCyclesRule's to report.
          fragments.set(name, { depth: 0, fields: 0 });
          known = size(frag.selectionSet);
          fragments.set(name, known);
        }
        inner = known;
      }
      out.depth = Math.max(out.depth, inner.depth);
      out.fields += inner.fields;
    }
    return out;
  };
  return size;
}

export function maxSizeRule(limits: { depth: number; fields: number }): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const size = sizer(context);
    return {
      OperationDefinition(node) {
        const { depth, fields } = size(node.selectionSet);
        if (depth > limits.depth) context.reportError(new GraphQLError(`The query is ${depth} fields deep; the most allowed is ${limits.depth} (GRAPHQL_MAX_DEPTH).`, { nodes: [node] }));
        if (fields > limits.fields) {
          const n = Number.isSafeInteger(fields) ? String(fields) : fields.toExponential(1);
          context.reportError(new GraphQLError(`The query selects ${n} fields with its fragments expanded; the most allowed is ${limits.fields} (GRAPHQL_MAX_FIELDS).`, { nodes: [node] }));
        }
        return false;
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
