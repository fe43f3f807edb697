// The executable schema: graphql/schema.graphql (generated from the catalogue) with the input
// scalars' parsing, and the names the compiler maps types to models by.
import { readFileSync } from 'node:fs';
import { GraphQLError, Kind, buildSchema, valueFromASTUntyped, type GraphQLScalarType, type ValueNode } from 'graphql';
import { graphqlShape } from '../../codegen/graphql-shape.ts';
import type { Model } from '../../codegen/types.ts';
import { registry } from '../engine/registry.ts';

export const shape = graphqlShape(registry.catalogue);

export const modelOfType = new Map<string, Model>(registry.catalogue.models.map((m) => [shape.typeName.get(m.key)!, m]));

/** A filter scalar: a value of its natural kinds, or a string, handed on as the string the
 * REST query parameter would carry (the filter compiler parses and checks it). */
function filterScalar(type: GraphQLScalarType, literals: Kind[], accepts: (v: unknown) => boolean, what: string): void {
  type.parseValue = (v) => {
    if (typeof v === 'string' || accepts(v)) return String(v);
    throw new GraphQLError(`${type.name} takes ${what} or a string: ${JSON.stringify(v)}`);
  };
  type.parseLiteral = (node: ValueNode) => {
    if (node.kind === Kind.STRING || literals.includes(node.kind)) return (node as { value: string | boolean }).value.toString();
    throw new GraphQLError(`${type.name} takes ${what} or a string.`, { nodes: [node] });
  };
}

function load() {
  // Without the parser's locations: the schema's tokens and locations were many times its size
  // in small objects every full GC marked for as long as the process lived (bench/NOTES.md,
  // "What the process holds"); only errors in the schema file itself would have used them.
  const schema = buildSchema(readFileSync(new URL('../../graphql/schema.graphql', import.meta.url), 'utf8'), { noLocation: true });
  const scalar = (name: string) => schema.getType(name) as GraphQLScalarType;
  filterScalar(scalar('IntOrString'), [Kind.INT], (v) => Number.isInteger(v), 'an integer');
  filterScalar(scalar('FloatOrString'), [Kind.INT, Kind.FLOAT], (v) => typeof v === 'number' && Number.isFinite(v), 'a number');
  filterScalar(scalar('BooleanOrString'), [Kind.BOOLEAN], (v) => typeof v === 'boolean', 'a boolean');
  scalar('JSON').parseLiteral = (node, variables) => valueFromASTUntyped(node, variables);
  return schema;
}

let built: ReturnType<typeof load> | undefined;

/** Built at the first GraphQL request, not at start: most processes (workers, REST-only
 * instances, most test processes) never serve one. */
export function graphqlSchema() {
  return (built ??= load());
}
