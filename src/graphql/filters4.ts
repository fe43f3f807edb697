// NetBox 4.x's `filters:` argument, compiled onto the REST filter compiler: each lookup of a
// field becomes the REST filter and lookup NetBox's own filter maps it onto (`i_contains` ->
// `name__ic`, `in_list` -> the repeated parameter), a related object's filters a subquery on
// its model, AND/OR/NOT the boolean of the parts. Nothing here names a model.
import type { Model } from '../../codegen/types.ts';
import { filterInputFields } from '../../codegen/graphql-shape.ts';
import { ValidationError } from '../engine/errors.ts';
import { compileFilters } from '../engine/query/filters.ts';
import type { FeatureDefinitions } from '../engine/extensions.ts';
import { registry } from '../engine/registry.ts';
import { ident, type Statement } from '../engine/sql/builder.ts';

/** How deep a filters input may nest (AND/OR/NOT and related objects) and how many lookups it
 * may hold: a filter input is bounded as a query's selections are. */
export const MAX_FILTER_DEPTH = 8;
export const MAX_FILTER_LOOKUPS = 100;

/** 4.x lookups and the REST lookup each maps onto; the value is the parameter's suffix. */
const REST_LOOKUP: Record<string, string> = { exact: '', in_list: '', i_exact: 'ie', i_contains: 'ic', i_starts_with: 'isw', i_ends_with: 'iew', gt: 'gt', gte: 'gte', lt: 'lt', lte: 'lte' };

/** A bad filters input: the argument path it names and why. */
export class FilterInputError extends Error {
  constructor(readonly argument: string, message: string) {
    super(message);
  }
}

const byKey = new Map(registry.catalogue.models.map((m) => [m.key, m]));
const fieldsOf = new Map<string, ReturnType<typeof filterInputFields>>();
const inputFields = (m: Model) => {
  let f = fieldsOf.get(m.key);
  if (!f) fieldsOf.set(m.key, (f = filterInputFields(m, byKey)));
  return f;
};

const asString = (v: unknown) => (v === null ? 'null' : String(v));

/** NetBox 4.x names choices by enum (`STATUS_ACTIVE` for status "active"): its value, in
 * both spellings a value may have ("1000base-t" is TYPE_1000BASE_T). */
function choiceValues(field: string, v: string): string[] {
  const prefix = `${field.toUpperCase()}_`;
  if (!/^[A-Z0-9_]+$/.test(v) || !v.startsWith(prefix)) return [v];
  const value = v.slice(prefix.length).toLowerCase();
  return value.includes('_') ? [value, value.replace(/_/g, '-')] : [value];
}

interface Context {
  st: Statement;
  customFields: (model: Model) => FeatureDefinitions;
  /** The request's permissions on a related model's rows: ' AND ...', '', or null for none. A
   * related filter matches only objects the user may view, so it cannot probe hidden ones. */
  scope: (model: Model, alias: string) => string | null;
  lookups: number;
}

/** The SQL condition of a `filters:` input on `model`'s rows `x`. */
export function compileFilterInput(st: Statement, model: Model, x: string, input: unknown, customFields: Context['customFields'], scope: Context['scope']): string {
  return condition({ st, customFields, scope, lookups: 0 }, model, x, input, 'filters', 1);
}

function condition(cx: Context, model: Model, x: string, input: unknown, at: string, depth: number): string {
  if (depth > MAX_FILTER_DEPTH) throw new FilterInputError(at, `the filters nest more than ${MAX_FILTER_DEPTH} levels deep.`);
  if (input === null || input === undefined) return 'TRUE';
  const conds: string[] = [];
  const fields = inputFields(model);
  let or: string | null = null;
  let not: string | null = null;
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === null || value === undefined || name === 'DISTINCT') continue;
    const here = `${at}.${name}`;
    if (name === 'AND') conds.push(condition(cx, model, x, value, here, depth + 1));
    else if (name === 'NOT') not = condition(cx, model, x, value, here, depth + 1);
    else if (name === 'OR') or = condition(cx, model, x, value, here, depth + 1);
    else {
      const f = fields.get(name)!;
      if (f.kind === 'related') {
        const target = byKey.get(f.target)!;
        const y = cx.st.alias();
        const scope = cx.scope(target, y);
        const inner = condition(cx, target, y, value, here, depth + 1);
        conds.push(scope === null ? 'FALSE' : `${x}.${ident(f.column)} IN (SELECT ${y}.id FROM ${ident(target.table)} ${y} WHERE ${inner}${scope})`);
      } else conds.push(...lookups(cx, model, x, f.filter.name, f.filter.value === 'choice', value as Record<string, unknown>, here));
    }
  }
  // Combined in strawberry-django's order: the fields and AND, then OR, then NOT.
  const all = conds.length ? conds.map((c) => `(${c})`).join(' AND ') : 'TRUE';
  const either = or === null ? all : `((${all}) OR (${or}))`;
  return not === null ? either : `(${either} AND NOT (${not}))`;
}

/** The conditions of one field's lookups, each the REST filter it maps onto. */
function lookups(cx: Context, model: Model, x: string, filter: string, choice: boolean, input: Record<string, unknown>, at: string): string[] {
  const out: string[] = [];
  const rest = (suffix: string, values: unknown[], where: string) => {
    if ((cx.lookups += 1) > MAX_FILTER_LOOKUPS) throw new FilterInputError(at, `the filters hold more than ${MAX_FILTER_LOOKUPS} lookups.`);
    const strings = values.flatMap((v) => (choice && typeof v === 'string' ? choiceValues(filter, v) : [asString(v)]));
    const param = suffix ? `${filter}__${suffix}` : filter;
    try {
      return compileFilters(cx.st, model, x, { [param]: strings }, cx.customFields(model));
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      const messages = Object.values(e.body as Record<string, string[]>).flat();
      throw new FilterInputError(where, messages.includes('Unknown filter.') ? `this lookup is not available on ${filter}.` : messages.join(' '));
    }
  };
  for (const [lookup, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    const where = `${at}.${lookup}`;
    if (lookup === 'range') {
      const pair = value as unknown[];
      if (pair.length !== 2) throw new FilterInputError(where, 'a range is a list of two values, [from, to].');
      out.push(rest('gte', [pair[0]], where), rest('lte', [pair[1]], where));
    } else if (lookup === 'is_null') {
      // NetBox's is_null on a relation or value: the REST `empty` lookup where the filter has
      // it, else the `null` value of the filters that accept it.
      const cond = (() => {
        try {
          return rest('empty', ['true'], where);
        } catch {
          return rest('', [null], where);
        }
      })();
      out.push(value ? cond : `NOT (${cond})`);
    } else if (lookup in REST_LOOKUP) {
      const values = lookup === 'in_list' ? (value as unknown[]) : [value];
      if (!values.length) throw new FilterInputError(where, 'in_list takes at least one value.');
      out.push(rest(REST_LOOKUP[lookup]!, values, where));
    } else {
      throw new FilterInputError(where, /regex/.test(lookup) ? 'regular expression lookups are not supported.' : `case-sensitive lookups are not supported: use i_${lookup}.`);
    }
  }
  return out;
}
