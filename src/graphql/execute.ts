// Executes a validated GraphQL query: reads what it needs before compiling (the request's view
// permissions on the models the query can reach, custom field definitions when it filters on
// them, table sizes for its cost: a statement each at most), compiles it to one SQL statement
// (compile.ts) whose row is the answer's data, passed through as text. graphql-js executes only
// queries that also ask for introspection, over the parsed row.
import {
  GraphQLError, TypeInfo, execute, getNamedType, getOperationAST, getVariableValues, isInputObjectType, isUnionType, visit, visitWithTypeInfo,
  type DocumentNode, type ExecutionArgs, type ExecutionResult, type FragmentDefinitionNode, type GraphQLFieldResolver, type GraphQLNamedType, type GraphQLTypeResolver,
} from 'graphql';
import type { Model } from '../../codegen/types.ts';
import { viewable } from '../auth/permissions.ts';
import { customFieldsByType } from '../rules/extras/custom_field/definitions.ts';
import { query, type Pool } from '../engine/db.ts';
import { columnScope, type Scope } from '../engine/read/read.ts';
import type { RequestAuth } from '../http/request.ts';
import type { Services } from '../http/services.ts';
import { compileQuery } from './compile.ts';
import { modelOfFilter, modelOfType } from './schema.ts';

export type QueryContext = {
  services: Services;
  auth: RequestAuth;
  /** Whether anyone may read the model without a permission (EXEMPT_VIEW_PERMISSIONS). */
  exempt: (model: Model) => boolean;
  /** Runs the query's statement of rows: on a replica when the request may use one (src/http/services.ts readOn). */
  readOn?: <T>(fn: (db: Pool) => Promise<T>) => Promise<T>;
  /** The NetBox API version the answer is in (a pinned root's, else NETBOX_COMPAT_VERSION),
   * and whether in NetBox's own shapes (the schema is then NetBox's: schema.ts). */
  version: string;
  netbox: boolean;
};

/** What execution needs to know of a document, found in one walk and kept with it (query
 * texts are parsed once, so a document is met again and again): the models whose objects it
 * can return (union members included), whether it asks for introspection, whether it filters
 * on custom fields, and its fragments. */
interface Analysis {
  models: Model[];
  introspection: boolean;
  customFieldFilters: boolean;
  fragments: Record<string, FragmentDefinitionNode>;
}

/** By schema, then document: a document's types are the schema's (a list in NetBox's shape
 * may be one object in the spec's). */
const analyses = new WeakMap<object, WeakMap<DocumentNode, Analysis>>();

/** The models a filter input type and the related filter inputs within it filter on. */
function filterModels(type: GraphQLNamedType, out: Set<Model>, seen = new Set<string>()): void {
  if (!isInputObjectType(type) || seen.has(type.name)) return;
  seen.add(type.name);
  const m = modelOfFilter.get(type.name);
  if (m) out.add(m);
  for (const f of Object.values(type.getFields())) filterModels(getNamedType(f.type), out, seen);
}

function analyse(args: ExecutionArgs): Analysis {
  let bySchema = analyses.get(args.schema);
  if (!bySchema) analyses.set(args.schema, (bySchema = new WeakMap()));
  const known = bySchema.get(args.document);
  if (known) return known;
  const info = new TypeInfo(args.schema);
  const models = new Set<Model>();
  const out: Analysis = { models: [], introspection: false, customFieldFilters: false, fragments: {} };
  visit(args.document, visitWithTypeInfo(info, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') out.introspection = true;
      const t = info.getType();
      if (!t) return;
      const named = getNamedType(t);
      for (const member of isUnionType(named) ? named.getTypes() : [named]) {
        const m = modelOfType.get(member.name);
        if (m) models.add(m);
      }
    },
    Argument(node) {
      if (node.name.value === 'cf') out.customFieldFilters = true;
      // A 4.x filters input reaches related models (`device: {site: {...}}`), whose rows it
      // matches only where the user may view them: their permissions are read too.
      const arg = info.getArgument();
      if (node.name.value === 'filters' && arg) filterModels(getNamedType(arg.type), models);
    },
    FragmentDefinition(node) {
      out.fragments[node.name.value] = node;
    },
  }));
  out.models = [...models];
  bySchema.set(args.document, out);
  return out;
}

/** Where a result carries its data as JSON text, for the HTTP layer to send as it is. */
export const DATA_TEXT = Symbol('data as JSON text');

/** Table sizes (PostgreSQL's estimates), read at most once a minute per pool. */
const sizes = new WeakMap<Pool, { at: number; rows: Map<string, number> }>();
async function tableRows(pool: Pool): Promise<Map<string, number>> {
  const cached = sizes.get(pool);
  if (cached && Date.now() - cached.at < 60_000) return cached.rows;
  // A table never analyzed has no estimate (-1): its live rows as the statistics count them.
  const rows = await query<{ relname: string; n: number }>(pool,
    `SELECT s.relname, (CASE WHEN c.reltuples >= 0 THEN c.reltuples ELSE s.n_live_tup END)::float8 AS n
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.schemaname = current_schema()`);
  const out = new Map(rows.map((r) => [r.relname, r.n]));
  sizes.set(pool, { at: Date.now(), rows: out });
  return out;
}

/** Each selected value is under its response key in the row built by SQL. */
const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, _args, _ctx, info) => {
  const object = source as Record<string, unknown> | null;
  return object?.[info.path.key as string];
};

const typeResolver: GraphQLTypeResolver<unknown, unknown> = (value) => (value as { __typename?: string }).__typename;

export async function executeQuery(args: ExecutionArgs, cx: QueryContext): Promise<ExecutionResult> {
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation || operation.operation !== 'query') return { errors: [new GraphQLError('The GraphQL API is read-only: only queries are served.', { nodes: operation ? [operation] : [] })] };
  const coerced = getVariableValues(args.schema, operation.variableDefinitions ?? [], (args.variableValues ?? {}) as Record<string, unknown>);
  if (coerced.errors) return { errors: coerced.errors };
  const { services, auth } = cx;
  const pool = services.pool;
  const { models, introspection, customFieldFilters, fragments } = analyse(args);
  const [permitted, customFields, rows] = await Promise.all([
    viewable(pool, auth?.user ?? null, models, cx.exempt),
    customFieldFilters ? customFieldsByType(pool) : new Map(),
    tableRows(pool),
  ]);
  const scopes = new Map<string, Scope | undefined | null>();
  for (const m of models) {
    const p = permitted.get(m.key);
    if (!p) {
      scopes.set(m.key, null);
      continue;
    }
    // The model's own rules may narrow what a user reads (a user's own tokens).
    const visible = (await services.rules(m))?.visibleTo?.(auth?.user ?? null);
    const parts = [p.scope(), visible ? columnScope(visible) : undefined].filter((s): s is Scope => s !== undefined);
    scopes.set(m.key, parts.length === 0 ? undefined : (st, alias) => parts.map((s) => `(${s(st, alias)})`).join(' AND '));
  }
  let compiled;
  try {
    compiled = compileQuery({
      schema: args.schema,
      fragments,
      variables: coerced.coerced,
      scopes,
      customFields,
      rows: (table) => rows.get(table) ?? 0,
      maxPageSize: services.config.maxPageSize ?? 0,
      maxRows: services.config.graphqlMaxCost,
      typenames: introspection,
      version: cx.version,
      netbox: cx.netbox,
    }, operation.selectionSet);
  } catch (e) {
    if (e instanceof GraphQLError) return { data: null, errors: [e] };
    throw e;
  }
  const max = services.config.graphqlMaxCost;
  if (compiled.cost > max)
    return { errors: [new GraphQLError(`The query would read about ${Math.round(compiled.cost)} rows; the most allowed is ${max} (GRAPHQL_MAX_COST). Add filters or a smaller limit.`, { nodes: [operation] })] };
  // A query of introspection alone reads nothing.
  let row: { data: string } | undefined = { data: '{}' };
  try {
    const sql = compiled.sql;
    const rowsOn = (db: Pool) => query<{ data: string }>(db, sql!, compiled.values);
    if (sql) [row] = await (cx.readOn ? cx.readOn(rowsOn) : rowsOn(pool));
  } catch (e) {
    // The lists returned more rows than their estimate promised (compile.ts, counted).
    if ((e as { code?: string }).code !== 'NGQ01') throw e;
    return { data: null, errors: [new GraphQLError(`The query read more than ${max} rows; the most allowed is ${max} (GRAPHQL_MAX_COST). Add filters or a smaller limit.`, { nodes: [operation] })] };
  }
  // The row is the answer's data exactly as GraphQL shapes it (keys, order, IDs as strings),
  // and is passed through untouched; graphql-js walks it only to add introspection.
  if (!introspection) return { data: {}, [DATA_TEXT]: row!.data } as ExecutionResult;
  return execute({ ...args, rootValue: JSON.parse(row!.data), fieldResolver, typeResolver });
}
