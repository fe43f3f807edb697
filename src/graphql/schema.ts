// The executable schemas: graphql/schema.graphql (generated from the catalogue, the spec's
// shapes) and generated/schema-netbox.graphql (the same in NetBox 4.6's shapes, for the pinned
// root /v4.6/graphql/), each with the input scalars' parsing, and the names the compiler maps
// types to models by (the same in both: NetBox's shapes rename no model).
import { readFileSync } from 'node:fs';
import { GraphQLError, Kind, buildSchema, valueFromASTUntyped, type GraphQLScalarType, type ValueNode } from 'graphql';
import { filterInputName, graphqlShape } from '../../codegen/graphql-shape.ts';
import type { Model } from '../../codegen/types.ts';
import { registry } from '../engine/registry.ts';

export const shape = graphqlShape(registry.catalogue);

export const modelOfType = new Map<string, Model>(registry.catalogue.models.map((m) => [shape.typeName.get(m.key)!, m]));

/** Models by the name of their NetBox 4.x filter input (`SiteFilter`). */
export const modelOfFilter = new Map<string, Model>(registry.catalogue.models.map((m) => [filterInputName(shape.typeName.get(m.key)!), m]));

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

/** A filter taking a bare value (`status: STATUS_ACTIVE`, NetBox's v1 GraphQL) or an object of
 * lookups (`{exact: STATUS_ACTIVE}`, its v2): both come out as lookups. */
function lookupScalar(type: GraphQLScalarType, lookups: string[], literals: Kind[], accepts: (v: unknown) => boolean, what: string): void {
  const check = (v: unknown): Record<string, unknown> => {
    if (accepts(v)) return { exact: v };
    if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new GraphQLError(`${type.name} takes ${what} or an object of lookups (${lookups.join(', ')}).`);
    for (const [k, x] of Object.entries(v)) {
      if (!lookups.includes(k)) throw new GraphQLError(`${type.name} has no lookup ${k}: ${lookups.join(', ')}.`);
      const ok = k === 'is_null' ? typeof x === 'boolean' || x === null : k === 'in_list' ? Array.isArray(x) && x.every(accepts) : accepts(x) || x === null;
      if (!ok) throw new GraphQLError(`${type.name}: ${k} takes ${k === 'is_null' ? 'a boolean' : k === 'in_list' ? `a list of ${what}` : what}.`);
    }
    return v as Record<string, unknown>;
  };
  type.parseValue = check;
  type.parseLiteral = (node: ValueNode, variables) => {
    if (literals.includes(node.kind)) return { exact: (node as { value: string | boolean }).value };
    return check(valueFromASTUntyped(node, variables));
  };
}

function load(file: URL) {
  // Without the parser's locations: the schema's tokens and locations were many times its size
  // in small objects every full GC marked for as long as the process lived (bench/NOTES.md,
  // "What the process holds"); only errors in the schema file itself would have used them.
  const schema = buildSchema(readFileSync(file, 'utf8'), { noLocation: true });
  const scalar = (name: string) => schema.getType(name) as GraphQLScalarType;
  filterScalar(scalar('IntOrString'), [Kind.INT], (v) => Number.isInteger(v), 'an integer');
  filterScalar(scalar('FloatOrString'), [Kind.INT, Kind.FLOAT], (v) => typeof v === 'number' && Number.isFinite(v), 'a number');
  filterScalar(scalar('BooleanOrString'), [Kind.BOOLEAN], (v) => typeof v === 'boolean', 'a boolean');
  lookupScalar(scalar('ChoiceFilterLookup'), ['exact', 'in_list', 'is_null'], [Kind.STRING, Kind.ENUM], (v) => typeof v === 'string', 'a choice value or enum name');
  lookupScalar(scalar('BoolFilterLookup'), ['exact', 'is_null'], [Kind.BOOLEAN, Kind.STRING], (v) => typeof v === 'boolean' || typeof v === 'string', 'a boolean');
  scalar('JSON').parseLiteral = (node, variables) => valueFromASTUntyped(node, variables);
  return schema;
}

const FILES = {
  spec: new URL('../../graphql/schema.graphql', import.meta.url),
  netbox: new URL('../../generated/schema-netbox.graphql', import.meta.url),
};
const built = new Map<keyof typeof FILES, ReturnType<typeof load>>();

/** Built at the first GraphQL request that needs it, not at start: most processes (workers,
 * REST-only instances, most test processes) never serve one. `netbox`: NetBox 4.6's shapes. */
export function graphqlSchema(netbox = false) {
  const which = netbox ? 'netbox' : 'spec';
  let schema = built.get(which);
  if (!schema) built.set(which, (schema = load(FILES[which])));
  return schema;
}
