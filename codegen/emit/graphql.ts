// graphql/schema.graphql: the SDL of the read-only GraphQL API. Per model, the query fields
// `<name>(id: Int!)` and `<name>_list(<filters>, limit, offset)`; the filters are the REST list
// filters (model.filterset, with their lookups), each taking one value or a list of its natural
// type (or strings), compiled as the REST query parameter of the same name is. Names come from
// codegen/graphql-shape.ts, which the runtime reads too.
import type { Catalogue, Filter, Model } from '../types.ts';
import { filterInputFields, filterInputName, graphqlShape, lookupInput } from '../graphql-shape.ts';
import { banner } from './banner.ts';

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

function pascal(name: string): string {
  return name.split(/[_-]/).map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
}

/** An argument list, one argument a line at the given indentation. */
function argList(args: string[], indent: string): string {
  return args.length ? `(\n${args.map((a) => `${indent}  ${a}\n`).join('')}${indent})` : '';
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function str(text: string): string {
  return JSON.stringify(text);
}

function scalarType(type: string): string | null {
  switch (type) {
    case 'integer':
      return 'Int';
    case 'bigint':
      return 'BigInt';
    case 'decimal':
      return 'Float';
    case 'boolean':
      return 'Boolean';
    case 'date':
      return 'Date';
    case 'datetime':
      return 'DateTime';
    case 'json':
      return 'JSON';
    case 'string_list':
      return '[String!]';
    case 'password':
    case 'token_key':
      return null; // never readable through GraphQL
    default:
      return 'String';
  }
}

/** The GraphQL type of one filter argument's values: its natural type, or a string as the
 * REST query parameter would give it. */
export function filterArgType(f: Filter, lookup: string): string {
  if (lookup === 'empty') return 'BooleanOrString';
  if (f.op === 'masklen' || f.op === 'family') return 'IntOrString';
  return { integer: 'IntOrString', number: 'FloatOrString', boolean: 'BooleanOrString' }[f.value as string] ?? 'String';
}

export function emitGraphqlSchema(catalogue: Catalogue): string {
  const shape = graphqlShape(catalogue);
  const types = shape.typeName;
  const byKey = new Map(catalogue.models.map((m) => [m.key, m]));
  const check = (name: string, where: string) => {
    if (!NAME.test(name) || name.startsWith('__')) throw new Error(`graphql: ${where}: ${name} is not a GraphQL name`);
    return name;
  };

  /** Arguments of a list of a model's objects: every REST filter and lookup, each taking one
   * value or a list (OR, AND for tags), plus custom field filters, the free-text search and
   * the page. */
  const listArgs = (m: Model): string[] => {
    const args: string[] = [];
    const taken = new Set(['limit', 'offset', 'cf', 'q', 'filters', 'pagination']);
    for (const f of m.filterset)
      for (const lookup of ['exact', ...f.lookups]) {
        const name = lookup === 'exact' ? f.name : `${f.name}__${lookup}`;
        check(name, `model ${m.key} filter`);
        if (taken.has(name)) throw new Error(`graphql: model ${m.key}: filter ${name} is defined twice or collides with an argument`);
        taken.add(name);
        args.push(`${name}: [${filterArgType(f, lookup)}]`);
      }
    if (m.features.includes('custom_fields')) args.push('"Custom field filters: {<name>[__<lookup>]: value or list}, as the REST cf_ parameters" cf: JSON');
    if (m.search.length) args.push('"Free-text search, as the REST q parameter" q: String');
    return [
      `"NetBox 4.x filters: per field a lookup ({exact, i_contains, in_list, gt, ...}) or a related object's filters; AND, OR, NOT" filters: ${filterInputName(types.get(m.key)!)}`,
      ...args, 'limit: Int', 'offset: Int', '"NetBox 4.3+ pagination" pagination: OffsetPaginationInput',
    ];
  };

  const out: string[] = [banner('#').trimEnd(), ''];
  out.push('"A 64-bit integer (ASNs and other big numbers)."', 'scalar BigInt', '');
  out.push('"A date, YYYY-MM-DD."', 'scalar Date', '');
  out.push('"A timestamp, ISO 8601 in UTC."', 'scalar DateTime', '');
  out.push('"Any JSON value."', 'scalar JSON', '');
  out.push('"A filter value: an integer, or a string holding one (as NetBox\'s filters take it)."', 'scalar IntOrString', '');
  out.push('"A filter value: a number, or a string holding one."', 'scalar FloatOrString', '');
  out.push('"A filter value: a boolean, or a string holding one (true, false, 1, 0)."', 'scalar BooleanOrString', '');
  // NetBox 4.x's lookup inputs: one shape per kind of value. A lookup a filter cannot answer
  // (a case-sensitive `contains`, `regex`) is refused with an error naming it.
  const lookup = (name: string, value: string, lookups: string[]) =>
    out.push(`"NetBox 4.x lookups on ${value.replace(/OrString$/, '').toLowerCase()} values"`, `input ${name} {`, ...lookups.map((l) => `  ${l}: ${l === 'in_list' || l === 'range' ? `[${value}!]` : l === 'is_null' ? 'Boolean' : value}`), '}', '');
  const order = ['gt', 'gte', 'lt', 'lte', 'range'];
  lookup('StrFilterLookup', 'String', ['exact', 'i_exact', 'contains', 'i_contains', 'starts_with', 'i_starts_with', 'ends_with', 'i_ends_with', 'regex', 'i_regex', 'in_list', 'is_null', ...order]);
  lookup('IntFilterLookup', 'IntOrString', ['exact', 'in_list', 'is_null', ...order]);
  lookup('FloatFilterLookup', 'FloatOrString', ['exact', 'in_list', 'is_null', ...order]);
  lookup('DateFilterLookup', 'String', ['exact', 'in_list', 'is_null', ...order]);
  lookup('DatetimeFilterLookup', 'String', ['exact', 'in_list', 'is_null', ...order]);
  // NetBox's v1 GraphQL takes a choice or a boolean bare (`status: STATUS_ACTIVE`,
  // `enabled: true`), its v2 as a lookup (`{exact: true}`): scalars take both.
  out.push('"A boolean, bare or as lookups {exact, is_null}."', 'scalar BoolFilterLookup', '');
  out.push('"A choice, bare or as lookups {exact, in_list, is_null}: its value (\\"active\\") or NetBox 4.x\'s enum name (STATUS_ACTIVE)."', 'scalar ChoiceFilterLookup', '');
  out.push('"NetBox 4.3+ list pagination: skip offset objects, give at most limit (MAX_PAGE_SIZE caps it)."', 'input OffsetPaginationInput {', '  offset: Int', '  limit: Int', '}', '');
  for (const m of catalogue.models) {
    const F = filterInputName(types.get(m.key)!);
    const fields = [...filterInputFields(m, byKey).values()].map((f) => `  ${check(f.name, `model ${m.key} filter input`)}: ${f.kind === 'related' ? filterInputName(types.get(f.target)!) : lookupInput(f.filter)}`);
    out.push(str(`NetBox 4.x filters of ${m.verbose_name_plural}: all given fields must match; OR matches either side, NOT excludes`), `input ${F} {`, ...fields, `  AND: ${F}`, `  OR: ${F}`, `  NOT: ${F}`, '  DISTINCT: Boolean', '}', '');
  }
  out.push('"An IP family: 4 or 6, and its label."', 'type IPFamilyType {', '  value: Int!', '  label: String!', '}', '');

  out.push('"Read-only: every object type has `<name>(id)` and `<name>_list(<filters>)`."', 'type Query {');
  for (const m of catalogue.models) {
    const T = types.get(m.key)!;
    const q = check(shape.queryName.get(m.key)!, `model ${m.key}`);
    out.push(`  ${str(`One ${m.verbose_name} by id, or null.`)}`);
    out.push(`  ${q}(id: Int!): ${T}`);
    out.push(`  ${str(`${cap(m.verbose_name_plural)} matching the filters (same names and logic as the REST list filters).`)}`);
    out.push(`  ${q}_list${argList(listArgs(m), '  ')}: [${T}!]!`);
  }
  out.push('}', '');

  for (const m of catalogue.models) {
    const T = types.get(m.key)!;
    const unions: string[] = [];
    const lines: string[] = [];
    const names = new Set<string>();
    const field = (name: string, type: string, description = '', args = '') => {
      check(name, `model ${m.key} field`);
      if (names.has(name)) throw new Error(`graphql: model ${m.key}: field ${name} is defined twice`);
      names.add(name);
      if (description) lines.push(`  ${str(description)}`);
      lines.push(`  ${name}${args}: ${type}`);
      typeOf.set(name, type);
    };
    const typeOf = new Map<string, string>();
    const union = (name: string, targets: string[]) => {
      const U = `${T.replace(/Type$/, '')}${pascal(name)}Type`;
      unions.push(`union ${U} = ${targets.map((t) => types.get(t)!).join(' | ')}`);
      return U;
    };
    const list = (target: string, description: string, name: string) =>
      field(name, `[${types.get(target)!}!]!`, description, argList(listArgs(byKey.get(target)!), '  '));
    field('id', 'ID!');
    field('class_type', 'String!', 'Model class name');
    field('display', 'String!');
    if (m.display_name) field('display_name', 'String!');
    if (m.tree) field('_depth', 'Int!', 'Depth in the tree: 0 for an object without a parent');
    const nn = (t: string, nullable: boolean) => (nullable ? t : `${t}!`);
    for (const f of m.fields) {
      if (f.write_only) continue;
      if (f.kind === 'scalar') {
        const t = scalarType(f.type);
        if (t) field(f.name, nn(t, f.nullable), f.description);
      } else if (f.kind === 'choice') {
        // NetBox 3.7's GraphQL gives a choice as its value ("active"), where REST gives {value, label}.
        field(f.name, nn('String', f.nullable), f.description || 'Choice value');
      } else if (f.kind === 'derived') {
        field(f.name, nn('IPFamilyType', f.nullable), f.description || 'IP family: 4 or 6');
      } else if (f.kind === 'fk') {
        field(f.name, types.get(f.target)!, f.description);
      } else if (f.kind === 'reverse' && f.count) {
        field(f.name, 'Int!', f.description);
      } else if (f.kind === 'reverse') {
        if (f.many) list(f.target, f.description, f.name);
        else field(f.name, types.get(f.target)!, f.description);
      } else if (f.kind === 'm2m') {
        list(f.target, f.description, f.name);
      } else if (f.kind === 'computed') {
        if (f.returns === 'object' && f.targets.length === 1) field(f.name, types.get(f.targets[0]!)!, f.description);
        else if (f.returns === 'objects' || f.returns === 'object') {
          const U = union(f.name, f.targets);
          field(f.name, f.returns === 'object' ? U : `[${U}!]`, f.description);
        } else field(f.name, nn({ string: 'String', boolean: 'Boolean', integer: 'Int', number: 'Float', status: 'JSON' }[f.returns], f.nullable || f.returns === 'status'), f.description);
      } else if (f.kind === 'rows') {
        // Each row as its item, the other object as its id (NetBox's PortMappingType shows them so too).
        const R = `${T.replace(/Type$/, '')}${pascal(f.name)}ItemType`;
        unions.push(`type ${R} {\n${f.item.map((a) => `  ${a.name}: Int!`).join('\n')}\n}`);
        field(f.name, `[${R}!]!`, f.description);
      } else if (f.kind === 'object_list') {
        field(f.name, `[${union(f.name, f.targets)}!]!`, f.description || 'The listed objects');
      } else {
        const U = union(f.name, f.targets);
        field(f.type_column, nn('String', f.nullable), 'Content type of the related object');
        field(f.id_column, nn('Int', f.nullable), 'Id of the related object');
        field(f.name, U, f.description || 'The related object');
      }
      // An older name (a rack's type, NetBox 3.7's GraphQL field) reads the same value.
      for (const a of f.aliases ?? []) field(a, typeOf.get(f.name)!, `The same as ${f.name}, under the older name NetBox 3.7 clients use`);
    }
    if (m.features.includes('custom_fields')) field('custom_fields', 'JSON!', 'Custom field values, keyed by custom field name');
    if (m.features.includes('created_updated')) {
      field('created', 'Date!');
      field('last_updated', 'DateTime!');
    }
    if (m.features.includes('config_context')) field('config_context', 'JSON', 'Rendered configuration context');
    for (const r of shape.reverse.get(m.key)!) {
      const source = byKey.get(r.source)!;
      list(r.source, `${cap(source.verbose_name_plural)} whose ${r.field} is this ${m.verbose_name}`, r.name);
    }
    if (m.description) out.push(str(m.description));
    out.push(`type ${T} {`, ...lines, '}', '');
    for (const u of unions) out.push(u, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
