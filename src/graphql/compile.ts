// Compiles a GraphQL query into ONE SQL statement whose single row is the whole `data` object
// as JSON, through the same representation machinery as REST reads: each selected object is a
// json_build_object of the values its selection asks for, each related object or list a
// correlated subquery, each list's arguments the REST filter compiler's WHERE. A query costs one
// statement whatever its depth and however many parents it lists. Nothing here names a model.
import {
  GraphQLError, Kind, getArgumentValues, getNamedType, getNullableType, isListType, getDirectiveValues, GraphQLIncludeDirective, GraphQLSkipDirective, isUnionType,
  type FieldNode, type FragmentDefinitionNode, type GraphQLField, type GraphQLObjectType, type GraphQLSchema, type SelectionSetNode,
} from 'graphql';
import type { Field, Model } from '../../codegen/types.ts';
import type { ReverseList } from '../../codegen/graphql-shape.ts';
import { ValidationError } from '../engine/errors.ts';
import { compileFilters } from '../engine/query/filters.ts';
import { computedField, type FeatureDefinitions } from '../engine/extensions.ts';
import type { Scope } from '../engine/read/read.ts';
import { defaultKeys, orderBy } from '../engine/query/ordering.ts';
import type { ReadContext } from '../engine/read/context.ts';
import { displayExpr } from '../engine/read/display.ts';
import { buildObject, featureValue, fieldPairs } from '../engine/read/object.ts';
import { choiceParts, col, familyParts, type Labelled } from '../engine/read/values.ts';
import { registry } from '../engine/registry.ts';
import { asVersion } from '../engine/versions.ts';
import { ident, literal, Statement } from '../engine/sql/builder.ts';
import { shape, modelOfType } from './schema.ts';
import { compileFilterInput, FilterInputError } from './filters4.ts';

export interface CompileContext {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** Per model: the rows this request may view (undefined: all of them), or null for none. */
  scopes: Map<string, Scope | undefined | null>;
  customFields: Map<string, FeatureDefinitions>;
  /** Estimated rows per table, for the query's cost. */
  rows: (table: string) => number;
  /** MAX_PAGE_SIZE: every list's cap (0: none). */
  maxPageSize: number;
  /** GRAPHQL_MAX_COST: the rows the lists may return together, counted as they run. */
  maxRows: number;
  /** Give every union member its __typename, for graphql-js to tell the types apart. */
  typenames: boolean;
  /** The NetBox API version values are shown in (a pinned root's, else NETBOX_COMPAT_VERSION):
   * a virtual machine's disk in its unit (engine/versions.ts). */
  version: string;
  /** In NetBox's own shapes (a pinned root of the newest version: the schema is NetBox's). */
  netbox: boolean;
}

export interface Compiled {
  /** Null when the query selects nothing from the database (introspection alone). */
  sql: string | null;
  values: unknown[];
  /** Estimated rows the query reads, summed over its objects. */
  cost: number;
}

type Selection = Map<string, FieldNode[]>;

/** A GraphQL error at a field, with its location and path. */
function fieldError(message: string, node: FieldNode, path: readonly (string | number)[]): GraphQLError {
  return new GraphQLError(message, { nodes: [node], path });
}

class Compiler {
  readonly st = new Statement('g');
  cost = 0;
  /** GraphQL objects have no URLs: related objects are built by `nested`, never as REST's. */
  private readonly base = "''";

  constructor(private readonly cx: CompileContext) {}

  /** A model as the request's API version (and shape) shows it. */
  private model(key: string): Model {
    return asVersion(registry.model(key), this.cx.version, this.cx.netbox);
  }

  private skipped(node: { directives?: readonly unknown[] } & Parameters<typeof getDirectiveValues>[1]): boolean {
    if (!node.directives?.length) return false;
    if (getDirectiveValues(GraphQLSkipDirective, node, this.cx.variables)?.if === true) return true;
    return getDirectiveValues(GraphQLIncludeDirective, node, this.cx.variables)?.if === false;
  }

  /** The fields a selection set asks of an object of `type`, by response key (fragments
   * applied, @skip/@include honoured), as graphql-js's own collection does. */
  collect(set: SelectionSetNode, type: GraphQLObjectType, out: Selection = new Map(), seen = new Set<string>()): Selection {
    const applies = (cond?: string) => {
      if (!cond || cond === type.name) return true;
      const t = this.cx.schema.getType(cond);
      return !!t && isUnionType(t) && t.getTypes().includes(type);
    };
    for (const sel of set.selections) {
      if (this.skipped(sel)) continue;
      if (sel.kind === Kind.FIELD) {
        const key = sel.alias?.value ?? sel.name.value;
        out.set(key, [...(out.get(key) ?? []), sel]);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (applies(sel.typeCondition?.name.value)) this.collect(sel.selectionSet, type, out, seen);
      } else {
        const frag = this.cx.fragments[sel.name.value];
        if (!frag || seen.has(sel.name.value) || !applies(frag.typeCondition.name.value)) continue;
        seen.add(sel.name.value);
        this.collect(frag.selectionSet, type, out, seen);
      }
    }
    return out;
  }

  /** The merged sub-selection of a field's nodes, for an object of `type`. */
  private subSelection(nodes: FieldNode[], type: GraphQLObjectType): Selection {
    const out: Selection = new Map();
    for (const n of nodes) if (n.selectionSet) this.collect(n.selectionSet, type, out);
    return out;
  }

  /** The whole `data` object of a query operation; null when it reads nothing. */
  root(set: SelectionSetNode): string | null {
    const query = this.cx.schema.getQueryType()!;
    const pairs: Array<[string, string]> = [];
    for (const [key, nodes] of this.collect(set, query)) {
      const node = nodes[0]!;
      const name = node.name.value;
      if (name === '__typename') pairs.push([key, literal(query.name)]);
      if (name.startsWith('__')) continue; // introspection: answered by graphql-js itself
      const def = query.getFields()[name]!;
      const model = asVersion(modelOfType.get(getNamedType(def.type).name)!, this.cx.version, this.cx.netbox);
      const args = getArgumentValues(def, node, this.cx.variables);
      const path = [key];
      if (isListType(getNullableType(def.type))) {
        pairs.push([key, this.list(model, nodes, def, path, 1, () => 'TRUE')]);
      } else {
        this.cost += 1;
        pairs.push([key, this.one(model, nodes, (x) => `${x}.id = ${this.st.param(args.id, 'int')}`, path, 1)]);
      }
    }
    return pairs.length ? buildObject(pairs) : null;
  }

  private typeOf(model: Model): GraphQLObjectType {
    return this.cx.schema.getType(shape.typeName.get(model.key)!) as GraphQLObjectType;
  }

  /** The one object of `model` whose row `x` matches `where(x)`, or null. Parameters are
   * added only to what the statement keeps: PostgreSQL refuses a statement with an unused one. */
  private one(model: Model, nodes: FieldNode[], where: (x: string) => string, path: (string | number)[], rows: number): string {
    const x = this.st.alias();
    const scope = this.scope(model, x);
    if (scope === null) return 'NULL::json';
    const cond = where(x);
    const obj = this.object(model, this.subSelection(nodes, this.typeOf(model)), x, path, rows);
    return `(SELECT ${obj} FROM ${ident(model.table)} ${x} WHERE ${cond}${scope})`;
  }

  /** The condition the request's permissions put on `model`'s rows `x` (' AND ...'), '' for
   * all of them, null for none. */
  private scope(model: Model, x: string): string | null {
    const s = this.cx.scopes.get(model.key);
    if (s === null) return null;
    return s ? ` AND (${s(this.st, x)})` : '';
  }

  /** A list of `model`'s rows linked to the parent by `link(x)`, filtered, limited and in the
   * model's order. `parentRows` estimates how many parents there are, for the cost. */
  private list(model: Model, nodes: FieldNode[], def: GraphQLField<unknown, unknown>, path: (string | number)[], parentRows: number, link: (x: string) => string, fanOut = Infinity, linkField?: string): string {
    const node = nodes[0]!;
    const args = getArgumentValues(def, node, this.cx.variables);
    const x = this.st.alias();
    const scope = this.scope(model, x);
    if (scope === null) return `'[]'::json`;
    const params: Record<string, string[]> = Object.create(null);
    let limit: number | null = this.cx.maxPageSize > 0 ? this.cx.maxPageSize : null;
    let offset = 0;
    let filters: string | null = null;
    const page = (name: string, value: unknown, shown: string) => {
      if (value === null || value === undefined) return;
      if (!Number.isInteger(value) || (value as number) < 0) throw fieldError(`Argument "${shown}" of "${def.name}": enter a whole number of 0 or more.`, node, path);
      if (name === 'offset') offset = Math.max(offset, value as number);
      else if (limit === null || (value as number) < limit) limit = value as number;
    };
    for (const [name, value] of Object.entries(args)) {
      if (name === 'pagination') {
        if (value !== null) for (const [k, v] of Object.entries(value as Record<string, unknown>)) page(k, v, `pagination.${k}`);
      } else if (name === 'filters') {
        if (value === null) continue;
        try {
          filters = compileFilterInput(this.st, model, x, value, (m) => this.cx.customFields.get(m.content_type) ?? [], (m, y) => this.scope(m, y));
        } catch (e) {
          if (!(e instanceof FilterInputError)) throw e;
          throw fieldError(`Argument "${e.argument}" of "${def.name}": ${e.message}`, node, path);
        }
      } else if (name === 'limit' || name === 'offset') {
        page(name, value, name);
      } else if (name === 'cf') {
        if (value === null) continue;
        if (typeof value !== 'object' || Array.isArray(value)) throw fieldError(`Argument "cf" of "${def.name}": an object of custom field filters, {<name>[__<lookup>]: value or list}.`, node, path);
        for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
          const values = Array.isArray(v) ? v : [v];
          if (values.some((e) => e !== null && typeof e === 'object')) throw fieldError(`Argument "cf.${k}" of "${def.name}": a value or a list of values, not an object or a list in a list.`, node, path);
          params[`cf_${k}`] = values.map((e) => (e === null ? 'null' : String(e)));
        }
      } else if (name === 'q') {
        if (value !== null) params.q = [String(value)];
      } else {
        params[name] = value === null ? ['null'] : (value as unknown[]).map((e) => (e === null ? 'null' : String(e)));
      }
    }
    let where: string;
    try {
      where = compileFilters(this.st, model, x, params, this.cx.customFields.get(model.content_type) ?? []);
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      const [[param, messages]] = Object.entries(e.body as Record<string, string[]>) as [[string, string[]]];
      throw fieldError(`Argument "${param.startsWith('cf_') ? `cf.${param.slice(3)}` : param}" of "${def.name}": ${messages.join(' ')}`, node, path);
    }
    const rows = parentRows * Math.min(limit ?? Infinity, fanOut, Math.max(this.cx.rows(model.table), 1));
    this.cost += rows;
    const y = this.st.alias();
    const obj = this.object(model, this.subSelection(nodes, this.typeOf(model)), y, [...path, 0], rows);
    // The page's rows with their sort keys, sorted once: the keys are carried out to order the
    // objects (a related object's key by a join, not a subquery per row).
    const joins: string[] = [];
    const keys = defaultKeys(model, x, joins, linkField);
    if (filters !== null) where = `${where} AND ${filters}`;
    const rowsSql = `SELECT ${x}.*, ${keys.map((k, i) => `${k.expr} AS _k${i}`).join(', ')} FROM ${ident(model.table)} ${x} ${joins.join(' ')}
      WHERE ${link(x)} AND ${where}${scope} ORDER BY ${orderBy(keys)}${limit !== null ? ` LIMIT ${this.st.param(limit, 'bigint')}` : ''}${offset ? ` OFFSET ${this.st.param(offset, 'bigint')}` : ''}`;
    return `(SELECT CASE WHEN ${this.counted()} THEN COALESCE(json_agg(${obj} ORDER BY ${orderBy(keys.map((k, i) => ({ ...k, expr: `${y}._k${i}` })))}), '[]'::json) END FROM (${rowsSql}) ${y})`;
  }

  /** True once the rows aggregated by the enclosing list are added to the statement's count;
   * an error (SQLSTATE NGQ01) when the count passes GRAPHQL_MAX_COST (src/db/functions/graphql_rows.sql). */
  private counted(): string {
    return `netinv_graphql_rows(count(*), ${Math.floor(this.cx.maxRows)})`;
  }

  /** The JSON object of row `x` of `model` with the selected values, keyed by response key. */
  object(model: Model, selection: Selection, x: string, path: (string | number)[], rows: number): string {
    const type = this.typeOf(model);
    const ctx: ReadContext = { st: this.st, base: this.base };
    const pairs: Array<[string, string]> = [];
    for (const [key, nodes] of selection) {
      const name = nodes[0]!.name.value;
      const value = name === '__typename' ? literal(type.name) : this.value(ctx, model, type, nodes, x, [...path, key], rows);
      pairs.push([key, value]);
    }
    return pairs.length ? buildObject(pairs) : `'{}'::json`;
  }

  /** The SQL of one selected field of row `x`. */
  private value(ctx: ReadContext, model: Model, type: GraphQLObjectType, nodes: FieldNode[], x: string, path: (string | number)[], rows: number): string {
    const node = nodes[0]!;
    const name = node.name.value;
    switch (name) {
      case 'id':
        return `${x}.id::text`; // GraphQL's ID is a string
      case 'class_type':
        return literal(model.class_name);
      case 'display':
      case 'display_name':
        return displayExpr(model, x);
      case '_depth':
      case 'custom_fields':
      case 'config_context':
      case 'created':
      case 'last_updated':
        return featureValue(ctx, model, name, x);
    }
    const def = type.getFields()[name]!;
    // A field's older name (aliases) reads the field itself.
    const f = model.fields.find((m) => m.name === name || m.aliases?.includes(name));
    if (!f) {
      const generic = model.fields.find((m) => m.kind === 'generic' && (m.type_column === name || m.id_column === name));
      if (generic) return col(x, name);
      const reverse = shape.reverse.get(model.key)!.find((r) => r.name === name)!;
      return this.reverseList(model, reverse, nodes, def, x, path, rows);
    }
    switch (f.kind) {
      case 'choice':
        return `(${choiceParts(f, x, 'value').value})::text`;
      case 'derived':
        return this.labelled(nodes, familyParts(model, f, x), getNamedType(def.type) as GraphQLObjectType);
      case 'fk': {
        this.cost += rows;
        return this.one(this.model(f.target), nodes, (y) => `${y}.id = ${col(x, f.column!)}`, path, rows);
      }
      case 'generic':
        this.cost += rows;
        return this.union(f, nodes, x, path, rows);
      case 'm2m': {
        const target = this.model(f.target);
        const j = this.st.alias();
        const typeCond = f.through.object_type ? ` AND ${j}.object_type = ${literal(f.through.object_type)}` : '';
        const fanOut = this.cx.rows(f.through.table) / Math.max(this.cx.rows(model.table), 1);
        return this.list(target, nodes, def, path, rows, (y) => `${y}.id IN (SELECT ${j}.${ident(f.through.target)} FROM ${ident(f.through.table)} ${j} WHERE ${j}.${ident(f.through.source)} = ${x}.id${typeCond})`, fanOut);
      }
      case 'reverse': {
        if (f.count) break;
        const target = this.model(f.target);
        const via = target.fields.find((t) => t.name === f.via)!;
        // Through a generic relation (an interface's MAC addresses), its type and id columns.
        const points = (y: string) => (via.kind === 'generic'
          ? `${col(y, via.type_column)} = ${literal(model.content_type)} AND ${col(y, via.id_column)} = ${x}.id`
          : `${col(y, via.column!)} = ${x}.id`);
        const where = (y: string) => [points(y), ...Object.entries(f.where).map(([k, v]) => `${col(y, target.fields.find((t) => t.name === k)!.column!)} = ${literal(String(v))}`)].join(' AND ');
        if (!f.many) {
          this.cost += rows;
          return this.one(target, nodes, where, path, rows);
        }
        return this.list(target, nodes, def, path, rows, where, this.fanOut(target, model), via.kind === 'generic' ? undefined : f.via);
      }
      case 'object_list':
        return this.objectList(model, f, nodes, x, path, rows);
      case 'rows':
        return this.rowItems(f, nodes, getNamedType(def.type) as GraphQLObjectType, x, rows);
      case 'computed':
        if (f.returns === 'objects' || f.returns === 'object') return this.computedObjects(model, f, nodes, x, path, rows);
        break;
      default:
        break;
    }
    return fieldPairs(ctx, model, f, x, false).find(([k]) => k === name)![1];
  }

  /** A {value, label} object (IPFamilyType) with the keys its selection asks for. */
  private labelled(nodes: FieldNode[], parts: Labelled, type: GraphQLObjectType): string {
    const pairs = [...this.subSelection(nodes, type)].map(([key, [node]]): [string, string] => {
      const name = node!.name.value;
      return [key, name === 'value' || name === 'label' ? parts[name] : literal(type.name)];
    });
    return `CASE WHEN ${parts.column} IS NULL THEN NULL ELSE ${buildObject(pairs)} END`;
  }

  /** A rows field's items (a front port's rear_ports), each with the attributes selected. */
  private rowItems(f: Field & { kind: 'rows' }, nodes: FieldNode[], type: GraphQLObjectType, x: string, rows: number): string {
    this.cost += rows;
    const r = this.st.alias();
    const pairs = [...this.subSelection(nodes, type)].map(([key, [node]]): [string, string] => {
      const a = f.item.find((i) => i.name === node!.name.value);
      return [key, a ? col(r, a.kind === 'target' ? f.target_column : a.column) : literal(type.name)];
    });
    const order = col(r, f.item.find((a) => a.name === f.key)!.column);
    return `COALESCE((SELECT json_agg(${buildObject(pairs)} ORDER BY ${order}) FROM ${ident(f.table)} ${r} WHERE ${col(r, f.source)} = ${x}.id), '[]'::json)`;
  }

  /** Rows of `source` per row of `target`, on average. */
  private fanOut(source: Model, target: Model): number {
    return this.cx.rows(source.table) / Math.max(this.cx.rows(target.table), 1);
  }

  /** A derived reverse list: the source model's rows whose foreign key or generic relation
   * points at row `x`. */
  private reverseList(model: Model, r: ReverseList, nodes: FieldNode[], def: GraphQLField<unknown, unknown>, x: string, path: (string | number)[], rows: number): string {
    const source = this.model(r.source);
    const f = source.fields.find((s) => s.name === r.field)!;
    const link = f.kind === 'generic'
      ? (y: string) => `${col(y, f.type_column)} = ${literal(model.content_type)} AND ${col(y, f.id_column)} = ${x}.id`
      : (y: string) => `${col(y, f.column!)} = ${x}.id`;
    return this.list(source, nodes, def, path, rows, link, this.fanOut(source, model), f.kind === 'generic' ? undefined : f.name);
  }

  /** A member object of a union: the selection for its type. */
  private member(target: Model, nodes: FieldNode[], y: string, path: (string | number)[], rows: number): string {
    const selection = this.subSelection(nodes, this.typeOf(target));
    if (this.cx.typenames && !selection.has('__typename')) selection.set('__typename', [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }]);
    return this.object(target, selection, y, path, rows);
  }

  /** A generic relation's object (a union), null when it is of a type the user may not view. */
  private union(f: Field & { kind: 'generic' }, nodes: FieldNode[], x: string, path: (string | number)[], rows: number): string {
    const whens = f.targets.flatMap((t) => {
      const target = this.model(t);
      const y = this.st.alias();
      const scope = this.scope(target, y);
      if (scope === null) return [];
      return [`WHEN ${literal(target.content_type)} THEN (SELECT ${this.member(target, nodes, y, path, rows)} FROM ${ident(target.table)} ${y} WHERE ${y}.id = ${col(x, f.id_column)}${scope})`];
    });
    return whens.length ? `CASE ${col(x, f.type_column)} ${whens.join(' ')} END` : 'NULL::json';
  }

  /** A list of objects of several models (a cable's a_terminations): each item's object. */
  private objectList(model: Model, f: Field & { kind: 'object_list' }, nodes: FieldNode[], x: string, path: (string | number)[], rows: number): string {
    const through = this.model(f.through);
    const via = through.fields.find((t) => t.name === f.via)!;
    const object = through.fields.find((t) => t.name === f.object) as Field & { kind: 'generic' };
    const r = this.st.alias();
    const items = rows * this.fanOut(through, model);
    this.cost += items;
    const where = Object.entries(f.where).map(([k, v]) => ` AND ${col(r, through.fields.find((t) => t.name === k)!.column!)} = ${literal(String(v))}`).join('');
    return `COALESCE((SELECT CASE WHEN ${this.counted()} THEN json_agg(o ORDER BY id) END FROM (SELECT ${r}.id, ${this.union(object, nodes, r, [...path, 0], items)} AS o FROM ${ident(through.table)} ${r} WHERE ${col(r, via.column!)} = ${x}.id${where}) s WHERE o IS NOT NULL), '[]'::json)`;
  }

  /** A computed field holding objects (a cabled object's link peers): the engine's function,
   * each object built with the selection; objects the user may not view are left out. */
  private computedObjects(model: Model, f: Field & { kind: 'computed' }, nodes: FieldNode[], x: string, path: (string | number)[], rows: number): string {
    this.cost += rows;
    const union = f.targets.length > 1 || f.returns === 'objects';
    const ctx: ReadContext = {
      st: this.st,
      base: this.base,
      nested: (target, y) => {
        const scope = this.scope(target, y);
        if (scope === null) return 'NULL::json';
        const obj = union ? this.member(target, nodes, y, path, rows) : this.object(target, this.subSelection(nodes, this.typeOf(target)), y, path, rows);
        return scope ? `CASE WHEN TRUE${scope} THEN ${obj} END` : obj;
      },
    };
    const expr = computedField(f.function)(ctx, model, x);
    if (f.returns === 'object') {
      // The engine's function may add keys of its own (a parent device's bay): only the
      // selection's are kept.
      const keys = [...this.subSelection(nodes, this.typeOf(this.model(f.targets[0]!))).keys()];
      return `(SELECT CASE WHEN e IS NULL THEN NULL ELSE ${buildObject(keys.map((k) => [k, `e -> ${literal(k)}`]))} END FROM (SELECT ${expr} AS e) s)`;
    }
    return `(SELECT json_agg(e) FROM json_array_elements(${expr}) e WHERE e::text <> 'null')`;
  }
}

/** One SQL statement for a query operation's selection set. */
export function compileQuery(cx: CompileContext, set: SelectionSetNode): Compiled {
  const c = new Compiler(cx);
  const data = c.root(set);
  return { sql: data && `SELECT ${data}::text AS data`, values: c.st.values, cost: c.cost };
}
