// Compiles a list request's query parameters into one SQL condition, from the model's
// filterset in the catalogue. Repeated parameters OR their values (AND for multi-valued
// fields such as tags), different parameters AND. Bad values are a 400 naming the parameter;
// so are parameters that are no filter, when strict (STRICT_FILTERING): NetBox ignores them,
// and a misspelt filter then matches every object, which a client may go on to delete.
import type { Field, Filter, Model } from '../../../codegen/types.ts';
import { GENERIC_SEGMENT, REVERSE_SEGMENT } from '../../../codegen/syntax.ts';
import { ValidationError } from '../errors.ts';
import { registry } from '../registry.ts';
import { ident, literal, type Statement } from '../sql/builder.ts';
import { BadValue, parseFilterValue, parseMac } from './values.ts';
import { computedField, paramFeature, type FeatureDefinitions } from '../extensions.ts';
import { pointsHere, pointsInto } from '../read/relations.ts';
import { scalarColumn } from '../read/values.ts';

/** Parameters of a list that are not filters (`fields`, `omit`, `start` and `include` are
 * NetBox 4's). */
export const CONTROL_PARAMS = new Set(['limit', 'offset', 'start', 'ordering', 'brief', 'exclude', 'q', 'format', 'fields', 'omit', 'include']);

/** The message of a parameter that is neither a filter nor a list parameter. */
export const UNKNOWN_FILTER = 'Unknown filter.';

/** Negated lookups and the lookup they negate. */
export const NEGATED: Record<string, string> = { n: 'exact', nic: 'ic', nisw: 'isw', niew: 'iew', nie: 'ie' };

const CAST: Record<Filter['value'], string> = {
  integer: 'int', number: 'numeric', boolean: 'boolean', date: 'date', datetime: 'timestamptz',
  cidr: 'cidr', inet: 'inet', string: 'text', choice: 'text',
};

/** Escapes LIKE wildcards in a user value. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}


/** Walks a field path from `alias` of `model`, ending in `leaf(columnExpr)`. `subtrees`: a
 * step naming a tree object also matches what lies below it (filters do; permission
 * constraints, like Django lookups, do not); `own`: the model's own tree too (a location's
 * parent, for filters with `subtree`), which a tree's filters otherwise name the children of. */
export function walk(st: Statement, model: Model, alias: string, path: string[], leaf: (expr: string) => string, subtrees: boolean | 'own' = true): string {
  const [seg, ...rest] = path as [string, ...string[]];
  if (seg === 'id' && rest.length === 0) return leaf(`${alias}.id`);
  const reverse = REVERSE_SEGMENT.exec(seg);
  if (reverse) {
    const other = registry.model(reverse[1]!);
    const via = other.fields.find((x) => x.name === reverse[2])!;
    const x = st.alias();
    return `EXISTS (SELECT 1 FROM ${ident(other.table)} ${x} WHERE ${pointsHere(st, model, via, x, alias)} AND ${walk(st, other, x, rest, leaf, subtrees)})`;
  }
  const generic = GENERIC_SEGMENT.exec(seg);
  if (generic) {
    const f = model.fields.find((x) => x.name === generic[1]);
    if (!f || f.kind !== 'generic') throw new Error(`${model.key}: ${seg} is not a generic relation`);
    const target = registry.model(generic[2]!);
    const typeCond = `${alias}.${ident(f.type_column)} = ${literal(target.content_type)}`;
    if (rest.length === 1 && rest[0] === 'id') return `(${typeCond} AND ${leaf(`${alias}.${ident(f.id_column)}`)})`;
    const x = st.alias();
    return `(${typeCond} AND ${alias}.${ident(f.id_column)} IN (SELECT ${x}.id FROM ${ident(target.table)} ${x} WHERE ${walk(st, target, x, rest, leaf, subtrees)}))`;
  }
  const f = model.fields.find((x) => x.name === seg);
  if (!f) {
    // The two columns of a generic relation, and the created/updated stamps, filter directly.
    const g = model.fields.find((x) => x.kind === 'generic' && (x.type_column === seg || x.id_column === seg));
    if (g || seg === 'created' || seg === 'last_updated') return leaf(`${alias}.${ident(seg)}`);
    throw new Error(`${model.key}: no field ${seg}`);
  }
  if (f.kind === 'fk') {
    const c = `${alias}.${ident(f.column!)}`;
    const target = registry.model(f.target);
    const byId = rest.length === 1 && rest[0] === 'id';
    // Naming a tree object (region=europe) also matches what lies below it, as NetBox's tree
    // filters do; a tree's own `parent` filter names direct children only.
    if (subtrees && target.tree && (target.key !== model.key || subtrees === 'own') && rest.length > 0) {
      const x = st.alias();
      const d = st.alias();
      const named = `SELECT ${x}.id FROM ${ident(target.table)} ${x} WHERE ${byId ? leaf(`${x}.id`) : walk(st, target, x, rest, leaf, subtrees)}`;
      return `${c} IN (SELECT ${d}.id FROM ${ident(target.table)} ${d} WHERE ${d}.id IN (${named}) OR ${d}.tree_path && ARRAY(${named}))`;
    }
    if (rest.length === 0 || byId) return leaf(c);
    const x = st.alias();
    return `${c} IN (SELECT ${x}.id FROM ${ident(target.table)} ${x} WHERE ${walk(st, target, x, rest, leaf, subtrees)})`;
  }
  if (f.kind === 'm2m') {
    const target = registry.model(f.target);
    const j = st.alias();
    const x = st.alias();
    const typeCond = f.through.object_type ? ` AND ${j}.object_type = ${literal(f.through.object_type)}` : '';
    const byId = rest.length === 1 && rest[0] === 'id';
    if (f.subtree && subtrees && target.tree && target.key !== model.key && rest.length > 0) {
      const y = st.alias();
      const named = `SELECT ${y}.id FROM ${ident(target.table)} ${y} WHERE ${byId ? leaf(`${y}.id`) : walk(st, target, y, rest, leaf, subtrees)}`;
      return `EXISTS (SELECT 1 FROM ${ident(f.through.table)} ${j} JOIN ${ident(target.table)} ${x} ON ${x}.id = ${j}.${ident(f.through.target)} WHERE ${j}.${ident(f.through.source)} = ${alias}.id${typeCond} AND (${x}.id IN (${named}) OR ${x}.tree_path && ARRAY(${named})))`;
    }
    const inner = byId ? leaf(`${j}.${ident(f.through.target)}`) : walk(st, target, x, rest, leaf, subtrees);
    return `EXISTS (SELECT 1 FROM ${ident(f.through.table)} ${j} JOIN ${ident(target.table)} ${x} ON ${x}.id = ${j}.${ident(f.through.target)} WHERE ${j}.${ident(f.through.source)} = ${alias}.id${typeCond} AND ${inner})`;
  }
  // A count of the objects pointing here filters by its number, as NetBox's counter fields do
  // (a rack type's rack_count): the same count the representation shows.
  if (f.kind === 'reverse' && f.count && rest.length === 0) {
    const target = registry.model(f.target);
    const via = target.fields.find((x) => x.name === f.via)!;
    const x = st.alias();
    const where = Object.entries(f.where).map(([k, v]) => ` AND ${x}.${ident(target.fields.find((t) => t.name === k)!.column!)} = ${literal(String(v))}`).join('');
    const points = f.cumulative ? pointsInto(st, model, via, x, alias) : pointsHere(st, model, via, x, alias);
    return leaf(`(SELECT count(*)::int FROM ${ident(target.table)} ${x} WHERE ${points}${where})`);
  }
  // A computed value filters by its own SQL (interfaces' connected).
  if (f.kind === 'computed' && rest.length === 0) return leaf(computedField(f.function)({ st, base: "''" }, model, alias));
  if (f.kind === 'derived' || f.kind === 'generic' || f.kind === 'computed' || f.kind === 'reverse') throw new Error(`${model.key}: ${seg} cannot be walked`);
  // Compared as it is shown (a larger unit at an older API version).
  if (f.kind === 'scalar') return leaf(scalarColumn(f, alias));
  return leaf(`${alias}.${ident(f.column!)}`);
}

/** `walk` over a filter's paths: any of them may match. */
function walkAny(st: Statement, model: Model, alias: string, paths: string[][], leaf: (expr: string) => string, subtrees: boolean | 'own' = true): string {
  if (paths.length === 1) return walk(st, model, alias, paths[0]!, leaf, subtrees);
  return `(${paths.map((p) => walk(st, model, alias, p, leaf, subtrees)).join(' OR ')})`;
}

/** What compiling a list's parameters takes besides them. */
export interface FilterOptions {
  /** A parameter that is no filter is a 400 (STRICT_FILTERING); else it is ignored. */
  strict?: boolean;
  /** The stored digest of a value, for digest filters (a token's key); without it they are refused. */
  digest?: (value: string) => string;
}

/** The condition one value puts on a column expression; `json`: the column holds JSON.
 * (Presence filters, is_null, not_null and has, ask it of whole paths: compileFilters.) */
function leafFor(st: Statement, filter: Filter, lookup: string, value: unknown, json: boolean, digest?: (value: string) => string): (expr: string) => string {
  const cast = CAST[filter.value];
  if (value === null) return (e) => `${e} IS NULL`;
  switch (filter.op) {
    case 'digest': {
      const p = st.param(digest!(String(value)));
      return (e) => `${e} = ${p}`;
    }
    case 'function': {
      // The SQL function answers with the ids the path ends at.
      const p = st.param(value, cast);
      return (e) => `${e} IN (SELECT ${ident(filter.function!)}(${p}))`;
    }
    case 'cidr_within':
      return (e) => `${e} << ${st.param(value, 'cidr')}`;
    case 'cidr_within_or_equal':
      return (e) => `${e} <<= ${st.param(value, 'cidr')}`;
    case 'host_within': {
      // An address whose host lies within the prefix overlaps it: `&&` lets the GiST index on
      // the column find the candidates.
      const p = st.param(value, 'cidr');
      return (e) => `(${e} && ${p} AND host(${e})::inet <<= ${p})`;
    }
    case 'cidr_contains':
      return (e) => `${e} >>= ${st.param(value, 'inet')}`;
    case 'family':
      return (e) => `family(${e}) = ${st.param(value, 'int')}`;
    case 'host':
      return String(value).includes('/')
        ? (e) => `${e} = ${st.param(value, 'inet')}`
        : (e) => `host(${e}) = host(${st.param(value, 'inet')})`;
    case 'masklen':
      return comparison(st, lookup, value, 'int', (e) => `masklen(${e})`);
    case 'element': {
      const p = st.param(value, cast);
      return json ? (e) => `${e}::jsonb @> jsonb_build_array(${p})` : (e) => `${p} = ANY(${e})`;
    }
    case 'from':
      return comparison(st, 'gte', value, cast, (e) => e);
    case 'to':
      return comparison(st, 'lte', value, cast, (e) => e);
    default:
      break;
  }
  if (filter.value === 'string' || filter.value === 'choice') {
    const text = String(value);
    switch (lookup) {
      case 'ic':
        return (e) => `${e}::text ILIKE ${st.param(`%${likeEscape(text)}%`)}`;
      case 'isw':
        return (e) => `${e}::text ILIKE ${st.param(`${likeEscape(text)}%`)}`;
      case 'iew':
        return (e) => `${e}::text ILIKE ${st.param(`%${likeEscape(text)}`)}`;
      case 'ie':
        return (e) => `lower(${e}::text) = lower(${st.param(text)})`;
      case 'empty':
        return (e) => (value === true || text === 'true' ? `COALESCE(${e}::text, '') = ''` : `COALESCE(${e}::text, '') <> ''`);
      default:
        break;
    }
  }
  return comparison(st, lookup, value, cast, (e) => (filter.value === 'string' ? `${e}::text` : e));
}

function comparison(st: Statement, lookup: string, value: unknown, cast: string, wrap: (e: string) => string): (expr: string) => string {
  const op = { lt: '<', lte: '<=', gt: '>', gte: '>=' }[lookup] ?? '=';
  // postgres.js sends a timestamptz parameter through a Date, which keeps milliseconds only: as
  // text the value keeps its microseconds, so a time read from the API matches itself (and so
  // for a list of them above).
  const p = cast === 'timestamptz' ? `${st.param(value, 'text')}::timestamptz` : st.param(value, cast);
  return (e) => `${wrap(e)} ${op} ${p}`;
}

/** The field a filter's path ends at, on this model or a related one; undefined for `id`. */
function endField(model: Model, path: string[]): Field | undefined {
  let cur = model;
  for (const [i, seg] of path.entries()) {
    const step = GENERIC_SEGMENT.exec(seg) ?? REVERSE_SEGMENT.exec(seg);
    if (step) {
      cur = registry.model(GENERIC_SEGMENT.test(seg) ? step[2]! : step[1]!);
      continue;
    }
    const f = cur.fields.find((x) => x.name === seg);
    if (!f || i === path.length - 1) return f;
    if (f.kind !== 'fk' && f.kind !== 'm2m') return undefined;
    cur = registry.model(f.target);
  }
  return undefined;
}

/** Turns the raw strings of one parameter into values of the filter's type. */
function parseValues(filter: Filter, param: string, lookup: string, raws: string[], mac: boolean): unknown[] {
  const out: unknown[] = [];
  for (const raw of raws) {
    // NetBox's multi-value fields drop empty values (`?name=&site_id=` filters nothing), so a
    // form sent with blank fields lists everything; a blank choice stays a bad choice.
    if (raw === '' && filter.value !== 'choice') continue;
    try {
      if (lookup === 'empty') {
        out.push(parseFilterValue('boolean', raw));
        continue;
      }
      if (filter.accepts_null && raw === 'null') {
        out.push(null);
        continue;
      }
      if (mac && (lookup === 'exact' || lookup === 'n')) {
        out.push(parseMac(raw));
        continue;
      }
      if (filter.value === 'choice') {
        const set = registry.choices(filter.choices!);
        const hit = set.choices.find((c) => c.value === raw || (c.code !== undefined && String(c.code) === raw));
        if (!hit) throw new BadValue(`Select a valid choice. ${raw} is not one of the available choices.`);
        out.push(hit.value);
        continue;
      }
      const kind = filter.op === 'masklen' || filter.op === 'family' ? 'integer' : filter.value;
      out.push(parseFilterValue(kind, raw));
    } catch (e) {
      if (e instanceof BadValue) throw ValidationError.field(param, e.message);
      throw e;
    }
  }
  return out;
}

/** A model's filters by name, made once per model (a device has hundreds, and a map of them
 * was built again for every filtered request). */
const filtersByName = new WeakMap<Model, Map<string, Filter>>();

function filtersOf(model: Model): Map<string, Filter> {
  let byName = filtersByName.get(model);
  if (!byName) filtersByName.set(model, (byName = new Map(model.filterset.map((f) => [f.name, f]))));
  return byName;
}

/** The filter a parameter names and its lookup (`name__ic`: name, ic); undefined for none. */
function filterNamed(model: Model, param: string): { filter: Filter; lookup: string } | undefined {
  const byName = filtersOf(model);
  const filter = byName.get(param);
  if (filter) return { filter, lookup: 'exact' };
  const at = param.lastIndexOf('__');
  if (at <= 0) return undefined;
  const base = byName.get(param.slice(0, at));
  const lookup = param.slice(at + 2);
  return base && base.lookups.includes(lookup) ? { filter: base, lookup } : undefined;
}

/** The WHERE condition for `query` on `model` rows aliased `alias`. Strict (the default), a
 * parameter that is neither a filter of the model (with one of its lookups, or a custom
 * field's) nor a list parameter is a 400 naming it; otherwise it is ignored, as NetBox ignores
 * it. The model's ignored filters are accepted and not applied, in either case. A parameter a
 * feature of the model owns (a custom field's `cf_`) is its feature's to compile, against
 * `definitions` (featureDefinitions). */
export function compileFilters(st: Statement, model: Model, alias: string, query: Record<string, string[]>, definitions: FeatureDefinitions = [], options: FilterOptions = {}): string {
  const { strict = true, digest } = options;
  const conds: string[] = [];
  const unknown: string[] = [];
  for (const [param, raws] of Object.entries(query)) {
    // A list parameter that is also one of the model's filters (an ASN range's `start`) is
    // applied as the filter too, as NetBox's filter set reads every parameter.
    if ((CONTROL_PARAMS.has(param) && !filterNamed(model, param)) || model.ignored_filters.includes(param)) continue;
    const feature = paramFeature(model, param);
    if (feature) {
      const cond = feature.filter(st, alias, definitions, param, raws);
      if (cond === undefined) unknown.push(param);
      else if (cond) conds.push(cond);
      continue;
    }
    const named = filterNamed(model, param);
    if (!named) {
      unknown.push(param);
      continue;
    }
    const { filter, lookup } = named;
    if (raws.length === 0) continue;
    if (filter.op === 'digest' && !digest) throw ValidationError.field(param, 'This filter is not available here.');
    const end = endField(model, filter.path);
    const values = parseValues(filter, param, lookup, raws, end?.kind === 'scalar' && end.type === 'mac');
    const json = end?.kind === 'scalar' && end.type === 'json';
    if (values.length === 0) continue;
    const positive = NEGATED[lookup] ?? lookup;
    // `null` means the relation is empty: `site=null` compares site_id, not the site's slug.
    const paths = [filter.path, ...(filter.also ?? [])];
    const nullPaths = paths.map((p) => (p.length > 1 ? p.slice(0, -1) : p));
    const reach = filter.subtree === false ? false : filter.subtree ? 'own' : true;
    const one = (v: unknown) => {
      // Presence is asked of the whole path, so that one through a relation with no rows
      // (a device without interfaces) is absent: present when any path has a value, absent
      // when none has; `has` is NetBox's exclude(<each path>__isnull=value), absent when any has none.
      if (v === null && filter.null_when_absent) return `NOT (${walkAny(st, model, alias, paths, (e) => `${e} IS NOT NULL`)})`;
      if (filter.op === 'not_null' || filter.op === 'is_null') {
        const present = walkAny(st, model, alias, paths, (e) => `${e} IS NOT NULL`);
        return (filter.op === 'not_null') === Boolean(v) ? present : `NOT (${present})`;
      }
      if (filter.op === 'has') {
        const each = paths.map((p) => walk(st, model, alias, p, (e) => `${e} IS NOT NULL`));
        return `(${each.map((present) => (v ? present : `NOT (${present})`)).join(' OR ')})`;
      }
      return walkAny(st, model, alias, v === null ? nullPaths : paths, leafFor(st, filter, positive, v, json, digest), reach);
    };
    let cond: string;
    // Every tag must be present; negated, NetBox excludes each in turn, so none may be (the OR below).
    if (filter.match === 'all' && lookup === 'exact') cond = values.map(one).join(' AND ');
    else if (positive === 'exact' && filter.op === 'exact' && values.every((v) => v !== null) && filter.value !== 'boolean') {
      // One array parameter instead of one per value, and so one condition: ten site slugs ORed
      // were ten subplans and a scan of every device. Not for booleans:
      // postgres.js types an array of them as bool (not bool[]), and serialises strings for
      // bool[] as false. Strings compare as text, as one value does.
      const cast = CAST[filter.value];
      const wrap = (e: string) => (filter.value === 'string' ? `${e}::text` : e);
      const list = cast === 'timestamptz' ? `${st.param(values, 'text[]')}::timestamptz[]` : st.param(values, `${cast}[]`);
      cond = walkAny(st, model, alias, paths, (e) => `${wrap(e)} = ANY(${list})`, reach);
    } else cond = values.map(one).join(' OR ');
    conds.push(NEGATED[lookup] ? `NOT COALESCE((${cond}), false)` : `(${cond})`);
  }
  if (strict && unknown.length) throw new ValidationError(Object.fromEntries(unknown.map((p) => [p, [UNKNOWN_FILTER]])));
  const q = query.q?.[0];
  if (q !== undefined && q.trim() !== '' && model.search.length) {
    if (q.length > 1000) throw ValidationError.field('q', 'Ensure this value has at most 1000 characters.');
    // PostgreSQL rejects NUL in text parameters; that is the client's mistake, not a 500.
    if (q.includes('\u0000')) throw ValidationError.field('q', 'Null characters are not allowed.');
    const p = st.param(`%${likeEscape(q.trim())}%`);
    conds.push(`(${model.search.map((name) => {
      const f = model.fields.find((x) => x.name === name)!;
      return `${alias}.${ident(f.column!)}::text ILIKE ${p}`;
    }).join(' OR ')})`);
  }
  return conds.length ? conds.join(' AND ') : 'TRUE';
}
