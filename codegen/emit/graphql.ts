// graphql/schema.graphql: the SDL of the read-only GraphQL API. Per model, the query fields
// `<name>(id: Int!)` and `<name>_list(<filters>, limit, offset)`; the filters are the REST list
// filters (model.filterset, with their lookups), each taking a list of strings that is parsed
// as the REST query parameter of the same name would be.
import type { Catalogue, Model } from '../types.ts';
import { banner } from './banner.ts';
import { typeNames } from './openapi.ts';

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

export function emitGraphqlSchema(catalogue: Catalogue): string {
  const types = typeNames(catalogue);
  const byKey = new Map(catalogue.models.map((m) => [m.key, m]));
  const nameCount = new Map<string, number>();
  for (const m of catalogue.models) nameCount.set(m.name, (nameCount.get(m.name) ?? 0) + 1);
  /** Query field of a model: its name, or <app>_<name> when two apps use the same name. */
  const queryName = (m: Model) => (nameCount.get(m.name)! > 1 ? `${m.app}_${m.name}` : m.name);
  const check = (name: string, where: string) => {
    if (!NAME.test(name) || name.startsWith('__')) throw new Error(`graphql: ${where}: ${name} is not a GraphQL name`);
    return name;
  };

  /** Filter arguments of a model's list field: every REST filter and lookup, as [String!]. */
  const filterArgs = (m: Model): string[] => {
    const args: string[] = [];
    const taken = new Set(['limit', 'offset']);
    for (const f of m.filterset)
      for (const name of [f.name, ...f.lookups.map((l) => `${f.name}__${l}`)]) {
        check(name, `model ${m.key} filter`);
        if (taken.has(name)) throw new Error(`graphql: model ${m.key}: filter ${name} is defined twice or collides with limit/offset`);
        taken.add(name);
        args.push(`${name}: [String!]`);
      }
    return args;
  };

  const out: string[] = [banner('#').trimEnd(), ''];
  out.push('"A 64-bit integer (ASNs and other big numbers)."', 'scalar BigInt', '');
  out.push('"A date, YYYY-MM-DD."', 'scalar Date', '');
  out.push('"A timestamp, ISO 8601 in UTC."', 'scalar DateTime', '');
  out.push('"Any JSON value."', 'scalar JSON', '');

  out.push('type Query {');
  for (const m of catalogue.models) {
    const T = types.get(m.key)!;
    const q = check(queryName(m), `model ${m.key}`);
    out.push(`  ${str(`One ${m.verbose_name} by id, or null.`)}`);
    out.push(`  ${q}(id: Int!): ${T}`);
    out.push(`  ${str(`${cap(m.verbose_name_plural)} matching the filters (same names and logic as the REST list filters).`)}`);
    out.push(`  ${q}_list${argList([...filterArgs(m), 'limit: Int', 'offset: Int'], '  ')}: [${T}!]!`);
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
    };
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
        field(f.name, nn('String', f.nullable), f.description || 'Choice value');
      } else if (f.kind === 'derived') {
        field(f.name, nn('Int', f.nullable), f.description || 'IP family: 4 or 6');
      } else if (f.kind === 'fk') {
        field(f.name, nn(types.get(f.target)!, f.nullable), f.description);
      } else if (f.kind === 'reverse' && f.count) {
        field(f.name, 'Int!', f.description);
      } else if (f.kind === 'reverse') {
        if (f.many) field(f.name, `[${types.get(f.target)!}!]!`, f.description, argList(filterArgs(byKey.get(f.target)!), '  '));
        else field(f.name, types.get(f.target)!, f.description);
      } else if (f.kind === 'm2m') {
        const args = filterArgs(byKey.get(f.target)!);
        field(f.name, `[${types.get(f.target)!}!]!`, f.description, argList(args, '  '));
      } else if (f.kind === 'computed') {
        if (f.returns === 'object' && f.targets.length === 1) field(f.name, types.get(f.targets[0]!)!, f.description);
        else if (f.returns === 'objects' || f.returns === 'object') {
          const U = `${T}${pascal(f.name)}Union`;
          unions.push(`union ${U} = ${f.targets.map((t) => types.get(t)!).join(' | ')}`);
          field(f.name, f.returns === 'object' ? U : `[${U}!]!`, f.description);
        } else field(f.name, nn({ string: 'String', boolean: 'Boolean', integer: 'Int', number: 'Float', status: 'JSON' }[f.returns], f.nullable || f.returns === 'status'), f.description);
      } else if (f.kind === 'object_list') {
        const U = `${T}${pascal(f.name)}Union`;
        unions.push(`union ${U} = ${f.targets.map((t) => types.get(t)!).join(' | ')}`);
        field(f.name, `[${U}!]!`, f.description || 'The listed objects');
      } else {
        const U = `${T}${pascal(f.name)}Union`;
        unions.push(`union ${U} = ${f.targets.map((t) => types.get(t)!).join(' | ')}`);
        field(f.type_column, nn('String', f.nullable), 'Content type of the related object');
        field(f.id_column, nn('Int', f.nullable), 'Id of the related object');
        field(f.name, nn(U, f.nullable), f.description || 'The related object');
      }
    }
    if (m.features.includes('custom_fields')) field('custom_fields', 'JSON!', 'Custom field values, keyed by custom field name');
    if (m.features.includes('created_updated')) {
      field('created', 'Date!');
      field('last_updated', 'DateTime!');
    }
    if (m.features.includes('config_context')) field('config_context', 'JSON', 'Rendered configuration context');
    if (m.description) out.push(str(m.description));
    out.push(`type ${T} {`, ...lines, '}', '');
    for (const u of unions) out.push(u, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
