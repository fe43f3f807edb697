// Compiles a model's JSON representation (full, brief or nested) into one SQL expression, so
// PostgreSQL returns each object as finished JSON text. Related objects are subqueries inside
// the same statement (a page's built once per distinct key: SharedObjects): a page costs the
// same number of statements whatever its size or nesting.
import type { Field, Model } from '../../../codegen/types.ts';
import { orderingEntry, templateRefs } from '../../../codegen/syntax.ts';
import { registry } from '../registry.ts';
import { ident, literal, Statement } from '../sql/builder.ts';
import { computedField, modelFeature } from '../extensions.ts';

export interface ReadOptions {
  brief: boolean;
  /** With brief: these fields instead of the model's brief ones. */
  only?: readonly string[];
  /** `exclude=config_context`: the context is neither computed nor returned. */
  excludeConfigContext: boolean;
}

/** PostgreSQL's json_build_object takes at most 100 arguments. */
const MAX_PAIRS = 50;

const DATETIME_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

export function col(alias: string, column: string): string {
  return `${alias}.${ident(column)}`;
}

/** The object's absolute URL: <api base>/<app>/<path>/<id>/. */
export function urlExpr(st: ReadContext, model: Model, alias: string): string {
  return `(${st.base} || ${literal(`${model.app}/${model.path}/`)} || ${alias}.id || '/')`;
}

/** One key of a JSON object being built: the key, the value's SQL, and, where it is cheaper
 * than JSON_SCALAR over the value, SQL giving the value's JSON text itself (NULL for null),
 * which objectText takes (a read's own rows, built as text). */
export type Pair = [key: string, value: string, json?: string];

/** `"text"` for SQL text that never needs escaping (addresses, formatted dates); NULL stays NULL. */
const quoted = (text: string) => `('"' || ${text} || '"')`;

/** The id and url pairs. The url's JSON text is the base URL's quoted and escaped once per
 * statement (an uncorrelated subquery) with the id appended. */
function idPair(alias: string): Pair {
  return ['id', `${alias}.id`, `${alias}.id::text`];
}
function urlPair(ctx: ReadContext, model: Model, alias: string): Pair {
  return ['url', urlExpr(ctx, model, alias), `((SELECT left(JSON_SCALAR(${ctx.base} || ${literal(`${model.app}/${model.path}/`)})::text, -1)) || ${alias}.id || '/"')`];
}

/** A display template as SQL text; NULL when any referenced value is NULL, so the next
 * template of the list is tried. */
function templateExpr(model: Model, alias: string, template: string): string {
  const parts: string[] = [];
  let rest = template;
  for (const ref of templateRefs(template)) {
    const at = rest.indexOf(`{${ref}}`);
    if (at > 0) parts.push(literal(rest.slice(0, at)));
    rest = rest.slice(at + ref.length + 2);
    parts.push(refExpr(model, alias, ref.split('.')));
  }
  if (rest) parts.push(literal(rest));
  return parts.length ? parts.join(' || ') : "''";
}

/** The text of a template reference: a field, or one reached through foreign keys
 * (`device_type.manufacturer.name`); NULL when it is empty or a key on the way is null. */
function refExpr(model: Model, alias: string, path: string[], depth = 0): string {
  const [head, ...sub] = path as [string, ...string[]];
  if (head === 'id') return `${alias}.id::text`;
  const f = model.fields.find((x) => x.name === head)!;
  if (sub.length && f.kind === 'fk') {
    const target = registry.model(f.target);
    const x = `d${depth}`;
    return `(SELECT ${refExpr(target, x, sub, depth + 1)} FROM ${ident(target.table)} ${x} WHERE ${x}.id = ${col(alias, f.column!)})`;
  }
  if (f.kind === 'scalar' && (f.type === 'inet' || f.type === 'cidr')) return `text(${col(alias, f.column!)})`;
  if (f.kind === 'fk') return `${col(alias, f.column!)}::text`;
  return `NULLIF(${col(alias, f.column!)}::text, '')`;
}

/** Types whose text never needs escaping in JSON. */
const PLAIN_TYPES = new Set(['integer', 'bigint', 'cidr', 'inet', 'mac']);

/** The display pair. Where every template is made of such values (and literals needing no
 * escape: a prefix's, an address's), its JSON text is the text quoted. */
function displayPair(model: Model, alias: string, name: 'display' | 'display_name', templates: string[]): Pair {
  const value = displayExpr(model, alias, templates);
  const plain = templates.every((t) => {
    const refs = templateRefs(t);
    const literals = refs.reduce((rest, ref) => rest.split(`{${ref}}`).join(''), t);
    return JSON.stringify(literals) === `"${literals}"` && refs.every((ref) => {
      if (ref === 'id') return true;
      const f = model.fields.find((x) => x.name === ref);
      return f?.kind === 'scalar' && PLAIN_TYPES.has(f.type);
    });
  });
  return plain ? [name, value, quoted(value)] : [name, value];
}

export function displayExpr(model: Model, alias: string, templates: string[] = model.display): string {
  const alts = templates.map((t) => templateExpr(model, alias, t));
  return `COALESCE(${[...alts, `${alias}.id::text`].join(', ')})`;
}

export interface ReadContext {
  st: Statement;
  /** Placeholder of the API base URL parameter. */
  base: string;
  /** The object being built, when there is one (not in filters). */
  row?: RowValues;
  /** Builds the related objects a field's value holds (a cable's link peers) instead of their
   * brief representation: a GraphQL query gives each the fields its selection asks for. */
  nested?: (model: Model, alias: string) => string;
  /** The statement's rows' related objects, each built once (given for the row object only). */
  shared?: SharedObjects;
  /** The alias of the statement's row when it reads one (a detail), for the row object only. */
  one?: string;
}

const BRIEF: ReadOptions = { brief: true, excludeConfigContext: true };

/** A related object inside a field's value: its brief representation (or `only` these of its
 * fields), or what the context's `nested` builds. */
export function nestedObject(ctx: ReadContext, model: Model, alias: string, only?: readonly string[]): string {
  return ctx.nested ? ctx.nested(model, alias) : objectExpr(ctx, model, alias, only ? { ...BRIEF, only } : BRIEF);
}

/** Values several fields of one object read (a cabled object's path): each is computed once per
 * object as a column of a one-row subquery the object is built over, where written into every
 * field that reads it, PostgreSQL computed it once per mention (14 traces per cabled interface
 * of a page, 1.4 ms). */
export class RowValues {
  private readonly exprs = new Map<string, string>();
  private alias?: string;

  constructor(private readonly st: Statement) {}

  /** A reference to the value `name`, computed by `expr` (the same for a name). */
  value(name: string, expr: string): string {
    if (!this.exprs.has(name)) this.exprs.set(name, expr);
    this.alias ??= this.st.alias();
    return `${this.alias}.${ident(name)}`;
  }

  /** `object` built over the values it refers to. OFFSET 0 keeps PostgreSQL from writing each
   * value back into every place that refers to it. */
  around(object: string): string {
    if (!this.alias) return object;
    const columns = [...this.exprs].map(([name, expr]) => `${expr} AS ${ident(name)}`).join(', ');
    return `(SELECT ${object} FROM (SELECT ${columns} OFFSET 0) ${this.alias})`;
  }
}

/** A value of the object being built, shared by its fields; inline where there is no object. */
export function rowValue(ctx: ReadContext, name: string, expr: string): string {
  return ctx.row ? ctx.row.value(name, expr) : expr;
}

/** A value shown as {value, label}: the SQL of each part, and the column whose NULL makes it null. */
export interface Labelled { value: string; label: string; column: string }

/** A choice's parts; `valueAs` 'value' gives the string value whatever the field's REST shape
 * (GraphQL shows every status so). */
export function choiceParts(f: Field & { kind: 'choice' }, alias: string, valueAs = f.value_as): Labelled {
  const set = registry.choices(f.choices);
  const c = col(alias, f.column!);
  const labels = set.choices.map((ch) => `WHEN ${literal(ch.value)} THEN ${literal(ch.label)}`).join(' ');
  const value = valueAs === 'code' ? `CASE ${c} ${set.choices.map((ch) => `WHEN ${literal(ch.value)} THEN ${ch.code}`).join(' ')} END` : c;
  return { value, label: `CASE ${c} ${labels} ELSE ${c} END`, column: c };
}

/** An IP family's parts: 4 or 6, and IPv4 or IPv6. */
export function familyParts(model: Model, f: Field & { kind: 'derived' }, alias: string): Labelled {
  const from = col(alias, model.fields.find((x) => x.name === f.from)!.column!);
  return { value: `family(${from})`, label: `'IPv' || family(${from})`, column: from };
}

/** {value, label}, null where the column is. */
export function labelledExpr(parts: Labelled): string {
  return `CASE WHEN ${parts.column} IS NULL THEN NULL ELSE json_build_object('value', ${parts.value}, 'label', ${parts.label}) END`;
}

/** The JSON text of {value, label} for each of `known` (a key of `over`: its value and label),
 * written out whole as literals; another key's built as labelledExpr builds it. */
function labelledText(over: string, known: Array<{ key: string; value: unknown; label: string }>, parts: Labelled): string {
  const whens = known.map((k) => `WHEN ${k.key} THEN ${literal(`{"value" : ${JSON.stringify(k.value)}, "label" : ${JSON.stringify(k.label)}}`)}`).join(' ');
  return `CASE ${over} ${whens} ELSE ${labelledExpr(parts)}::text END`;
}

function choicePair(f: Field & { kind: 'choice' }, alias: string): Pair {
  const parts = choiceParts(f, alias);
  const known = registry.choices(f.choices).choices.map((c) => ({ key: literal(c.value), value: f.value_as === 'code' && c.code !== undefined ? c.code : c.value, label: c.label }));
  return [f.name, labelledExpr(parts), labelledText(parts.column, known, parts)];
}

/** A scalar's JSON text where PostgreSQL's own output is JSON already (numbers, booleans) or
 * needs only quotes (addresses, dates); undefined where JSON_SCALAR must escape it. */
function scalarJson(f: Field & { kind: 'scalar' }, alias: string): string | undefined {
  const c = col(alias, f.column!);
  switch (f.type) {
    case 'integer':
    case 'bigint':
    case 'boolean':
      return `${c}::text`;
    case 'cidr':
    case 'inet':
    case 'mac':
    case 'date':
    case 'datetime':
      return quoted(scalarExpr(f, alias));
    default:
      return undefined;
  }
}

export function scalarExpr(f: Field & { kind: 'scalar' }, alias: string): string {
  const c = col(alias, f.column!);
  switch (f.type) {
    case 'date':
      return `to_char(${c}, 'YYYY-MM-DD')`;
    case 'datetime':
      return `to_char(${c} AT TIME ZONE 'UTC', ${DATETIME_FORMAT})`;
    case 'cidr':
    case 'inet':
      return `text(${c})`;
    case 'mac':
      return `upper(${c}::text)`;
    case 'decimal':
      return `${c}::float8`;
    default:
      return c;
  }
}

/** The (nested) representation of the object of `targetKey` whose id is `idExpr`. `over`: the
 * key is a value of row `alias` (only when `when` holds, a generic relation's type), so that a
 * statement's rows sharing it share one built object (SharedObjects). */
export function relatedBrief(ctx: ReadContext, targetKey: string, idExpr: string, over?: { alias: string; when?: string }): string {
  const target = registry.model(targetKey);
  const text = sharedText(ctx, target, idExpr, over);
  if (text) return `${text}::json`;
  const a = ctx.st.alias();
  return `(SELECT ${nestedObject(ctx, target, a)} FROM ${ident(target.table)} ${a} WHERE ${a}.id = ${idExpr})`;
}

/** relatedBrief's object as JSON text, when the statement's rows share it (SharedObjects). */
function sharedText(ctx: ReadContext, target: Model, idExpr: string, over?: { alias: string; when?: string }): string | undefined {
  return ctx.shared && !ctx.nested && over?.alias === ctx.shared.alias ? ctx.shared.objectText(target, idExpr, over.when) : undefined;
}

/** The statement's rows, each row's columns once: what a statement built over SharedObjects reads. */
export const STATEMENT_ROWS = 'statement_rows';

/** The rows from which a value shared by key (SharedObjects.byKey) costs less than computed per
 * row. A device's config context on the project's dataset L (1,000 contexts, tags in use, two
 * thirds of a page's keys distinct), backend CPU against per row: 5 rows +17%, 50 +8%, 100
 * equal, 250 -6%, 1,000 -10%; NetBox's M (26 contexts): 50 -13%, 1,000 -20%. */
export const MANY_ROWS = 100;

/** The related objects of a statement's rows, each built once per distinct key. A 1,000-row
 * page points at few distinct objects (10 roles, 20 device types, 100 sites), and a correlated
 * subquery per row looked each up and built its JSON again for every row pointing at it. Each
 * (target, key) is a CTE holding one map, key -> the object's JSON text, built over the distinct
 * keys among the rows (STATEMENT_ROWS under the row's alias); a row looks its key up there (jsonb
 * keeps an object's keys sorted: a binary search). A map, not a join: a generic plan expects a
 * page of one row (LIMIT $n) and joined the rows to each CTE by a nested loop, a scan of the CTE
 * per row. The related objects' own related objects (an address's interface's device) are shared
 * the same way over the related objects' rows, a CTE of their own. */
export class SharedObjects {
  private readonly refs = new Map<string, string>();

  /** `many`: the statement may have MANY_ROWS rows or more (byKey's values are worth sharing);
   * `rows`: the CTE of the rows `alias` reads; `ctes`: the statement's CTEs, in order (`name AS
   * MATERIALIZED (...)`), which nested SharedObjects add to. */
  constructor(readonly alias: string, private readonly st: Statement, private readonly base: string,
    readonly many = false, private readonly rows = STATEMENT_ROWS, readonly ctes: string[] = []) {}

  /** The JSON text of the built object of `target` whose id is `key` (a json value), null when
   * there is none. */
  objectText(target: Model, key: string, when?: string): string {
    const id = `${target.key}|${key}|${when ?? ''}`;
    let map = this.refs.get(id);
    if (map === undefined) {
      map = `${this.alias}_related${this.ctes.length + 1}`;
      const a = this.st.alias();
      const keys = `SELECT ${key} FROM ${this.rows} ${this.alias}${when ? ` WHERE ${when}` : ''}`;
      const found = `FROM ${ident(target.table)} ${a} WHERE ${a}.id = ANY(ARRAY(${keys}))`;
      // Its rows come first: the CTEs of its own related objects read them.
      const at = this.ctes.push(`${map}_rows AS MATERIALIZED (SELECT * ${found})`) - 1;
      const inner = new SharedObjects(a, this.st, this.base, this.many, `${map}_rows`, this.ctes);
      const built = nestedObject({ st: this.st, base: this.base, shared: inner }, target, a);
      // Without any, the rows' CTE would only cost: the map reads the table.
      if (this.ctes.length === at + 1) this.ctes.pop();
      const from = this.ctes.length === at ? found : `FROM ${map}_rows ${a}`;
      this.ctes.push(`${map} AS MATERIALIZED (SELECT jsonb_object_agg(${a}.id, ${built}::text) AS m ${from})`);
      this.refs.set(id, map);
    }
    return `((SELECT m FROM ${map}) ->> (${key})::text)`;
  }

  /** A text value computed once per distinct `key`, a text expression over the rows (under this
   * alias): `value` is its SQL given the key's. A map as for objects, over the distinct keys
   * among the rows where `when` holds (a key must not be NULL there); NULL for other rows. Its
   * setup and each row's key cost about what a value computed per row saves on a page of fewer
   * than MANY_ROWS rows: used where `many`. */
  byKey(key: string, value: (key: string) => string, when?: string): string {
    const map = `${this.alias}_keyed${this.ctes.length + 1}`;
    const d = this.st.alias();
    this.ctes.push(`${map} AS MATERIALIZED (SELECT jsonb_object_agg(${d}.k, ${value(`${d}.k`)}) AS m
      FROM (SELECT DISTINCT ${key} AS k FROM ${this.rows} ${this.alias}${when ? ` WHERE ${when}` : ''}) ${d})`);
    return `((SELECT m FROM ${map}) ->> (${key}))`;
  }
}

/** One key of an ORDER BY: a sortable expression, descending or not. */
export interface SortKey {
  expr: string;
  desc: boolean;
  /** Where rows without a value go, when not where PostgreSQL puts them (last ascending). */
  nulls?: 'first' | 'last';
  /** A related object's column reached by joins[join], a LEFT JOIN on the nullable foreign key
   * `column`: the key is NULL where that key is unset (read.ts sorts those rows apart). */
  unset?: { column: string; join: number };
}

export const orderBy = (keys: SortKey[]): string => keys.map((k) => `${k.expr}${k.desc ? ' DESC' : ''}${k.nulls ? ` NULLS ${k.nulls.toUpperCase()}` : ''}`).join(', ');

/** The model's default ordering, ending with the id so that it is total; fields sorting a
 * related object are LEFT JOINed in `joins` when given. */
export function defaultKeys(model: Model, alias: string, joins?: string[], except?: string): SortKey[] {
  // `except`: a field every row shares (the parent a related list hangs from) sorts nothing.
  return [...model.ordering.map(orderingEntry).filter((o) => o.name !== except).map((o): SortKey => {
    const key = o.key ? { expr: col(alias, model.fields.find((f) => f.name === o.name)!.column!), desc: o.desc } : sortKey(model, alias, o.name, o.desc, joins);
    return o.nulls ? { ...key, nulls: o.nulls } : key;
  }), { expr: `${alias}.id`, desc: false }];
}

export function orderingOf(model: Model, alias: string): string {
  return orderBy(defaultKeys(model, alias));
}

/** A column's sort expression: a natural field (catalogue `natural:`) sorts by its generated
 * key, in the collation NetBox compares it in; the ordering indexes hold the same expression. */
function columnSortExpr(alias: string, f: Field): string {
  const natural = f.kind === 'scalar' ? f.natural : undefined;
  if (!natural) return col(alias, f.column!);
  return `${col(alias, natural.column)}${natural.collate ? ` COLLATE "${natural.collate}"` : ''}`;
}

/** The target's table and how it sorts, when its first ordering field is a column of its own. */
function relatedSortColumn(f: Field): { table: string; expr: (alias: string) => string } | undefined {
  if (f.kind !== 'fk') return undefined;
  const target = registry.model(f.target);
  const first = target.ordering[0] === undefined ? undefined : orderingEntry(target.ordering[0]);
  const tf = first?.key ? undefined : target.fields.find((x) => x.name === (first?.name ?? 'id'));
  return tf && tf.kind !== 'fk' && tf.column ? { table: target.table, expr: (alias) => columnSortExpr(alias, tf) } : undefined;
}

/** A field's sort key; related objects sort by their own first ordering field. Given `joins`,
 * a related object is reached by a join added there (a list sorts every matching row: one join
 * is several times cheaper than a subquery per row). */
export function sortKey(model: Model, alias: string, name: string, desc: boolean, joins?: string[]): SortKey {
  const f = model.fields.find((x) => x.name === name);
  const related = f && relatedSortColumn(f);
  if (!f || !related || !joins) return { expr: sortExpr(model, alias, name), desc };
  const j = `${alias}_o${joins.length}`;
  const fkColumn = col(alias, f.column!);
  // A required key joins plainly (the same rows): PostgreSQL may then walk the related
  // table in its ordering index and each one's rows in turn, where a LEFT JOIN kept it
  // sorting every row.
  joins.push(`${f.nullable ? 'LEFT JOIN' : 'JOIN'} ${ident(related.table)} ${j} ON ${j}.id = ${fkColumn}`);
  const key: SortKey = { expr: related.expr(j), desc };
  return f.nullable ? { ...key, unset: { column: fkColumn, join: joins.length - 1 } } : key;
}

/** A field's sort expression without joins: a related object by a subquery. */
function sortExpr(model: Model, alias: string, name: string): string {
  if (name === 'id') return `${alias}.id`;
  if (name === 'created' || name === 'last_updated') return col(alias, name);
  if (name === 'display' || name === 'display_name') return displayExpr(model, alias);
  const f = model.fields.find((x) => x.name === name);
  if (!f) throw new Error(`no field ${name} on ${model.key}`);
  if (f.kind === 'fk') {
    const related = relatedSortColumn(f);
    if (!related) return col(alias, f.column!);
    return `(SELECT ${related.expr('x')} FROM ${ident(related.table)} x WHERE x.id = ${col(alias, f.column!)})`;
  }
  if (f.kind === 'derived') return `family(${col(alias, model.fields.find((x) => x.name === f.from)!.column!)})`;
  if (f.kind === 'generic') return col(alias, f.id_column);
  if (!f.column) return `${alias}.id`;
  return columnSortExpr(alias, f);
}

function m2mExpr(ctx: ReadContext, model: Model, f: Field & { kind: 'm2m' }, alias: string): string {
  const target = registry.model(f.target);
  const j = ctx.st.alias();
  const x = ctx.st.alias();
  const e = ctx.st.alias();
  const of = (t: string) => `${t}.${ident(f.through.source)} = ${alias}.id${f.through.object_type ? ` AND ${t}.object_type = ${literal(f.through.object_type)}` : ''}`;
  const list = `COALESCE((SELECT json_agg(${objectExpr(ctx, target, x, { brief: true, excludeConfigContext: true })} ORDER BY ${orderingOf(target, x)}) FROM ${ident(f.through.table)} ${j} JOIN ${ident(target.table)} ${x} ON ${x}.id = ${j}.${ident(f.through.target)} WHERE ${of(j)}), '[]'::json)`;
  // Most objects have none of most relations (an interface's VLANs, VDCs, wireless LANs): one
  // index probe answers those, where the aggregate's join, sort and setup ran for each row.
  return `CASE WHEN EXISTS (SELECT FROM ${ident(f.through.table)} ${e} WHERE ${of(e)}) THEN ${list} ELSE '[]'::json END`;
}

export function genericExpr(ctx: ReadContext, f: Field & { kind: 'generic' }, alias: string): string {
  const whens = f.targets.map((t) => {
    const type = literal(registry.model(t).content_type);
    return `WHEN ${type} THEN ${relatedBrief(ctx, t, col(alias, f.id_column), { alias, when: `${col(alias, f.type_column)} = ${type}` })}`;
  });
  return `CASE ${col(alias, f.type_column)} ${whens.join(' ')} END`;
}

/** Row `x` of another model points at row `alias` of `model` through its field `via`: a
 * foreign key, a generic relation (an L2VPN termination's assigned object) or a many-to-many
 * relation (an interface's VDCs). */
export function pointsHere(st: Statement, model: Model, via: Field, x: string, alias: string): string {
  if (via.kind === 'generic') return `${col(x, via.type_column)} = ${literal(model.content_type)} AND ${col(x, via.id_column)} = ${alias}.id`;
  if (via.kind === 'm2m') {
    const j = st.alias();
    return `EXISTS (SELECT 1 FROM ${ident(via.through.table)} ${j} WHERE ${col(j, via.through.source)} = ${x}.id AND ${col(j, via.through.target)} = ${alias}.id)`;
  }
  return `${col(x, via.column!)} = ${alias}.id`;
}

/** Row `x` points through the foreign key `via` at row `alias` of the tree `model` or at one
 * below it (a cumulative count). */
function pointsInto(st: Statement, model: Model, via: Field, x: string, alias: string): string {
  const below = st.alias();
  return `${col(x, via.column!)} IN (SELECT ${below}.id FROM ${ident(model.table)} ${below} WHERE ${below}.id = ${alias}.id OR ${alias}.id = ANY(${below}.tree_path))`;
}

/** The value pairs of one field, in order: [json key, SQL expression]. */
export function fieldPairs(ctx: ReadContext, model: Model, f: Field, alias: string, brief: boolean): Pair[] {
  switch (f.kind) {
    case 'scalar': {
      const json = scalarJson(f, alias);
      return [json ? [f.name, scalarExpr(f, alias), json] : [f.name, scalarExpr(f, alias)]];
    }
    case 'choice':
      return [choicePair(f, alias)];
    case 'derived': {
      const parts = familyParts(model, f, alias);
      if (brief) return [[f.name, parts.value, `${parts.value}::text`]];
      return [[f.name, labelledExpr(parts), labelledText(parts.value, [4, 6].map((n) => ({ key: String(n), value: n, label: `IPv${n}` })), parts)]];
    }
    case 'fk': {
      // A page's shared related object is JSON text already: taken as it is where text is built.
      const text = sharedText(ctx, registry.model(f.target), col(alias, f.column!), { alias });
      return [text ? [f.name, `${text}::json`, text] : [f.name, relatedBrief(ctx, f.target, col(alias, f.column!), { alias })]];
    }
    case 'm2m':
      return [[f.name, m2mExpr(ctx, model, f, alias)]];
    case 'reverse': {
      const target = registry.model(f.target);
      const via = target.fields.find((x) => x.name === f.via)!;
      const x = ctx.st.alias();
      const obj = objectExpr(ctx, target, x, { brief: true, excludeConfigContext: true, ...(f.show ? { only: f.show } : {}) });
      const where = Object.entries(f.where).map(([k, v]) => ` AND ${col(x, target.fields.find((t) => t.name === k)!.column!)} = ${literal(String(v))}`).join('');
      const points = f.cumulative ? pointsInto(ctx.st, model, via, x, alias) : pointsHere(ctx.st, model, via, x, alias);
      const from = `FROM ${ident(target.table)} ${x} WHERE ${points}${where}`;
      if (f.count) return [[f.name, `(SELECT count(*)::int ${from})`]];
      return [[f.name, f.many
        ? `COALESCE((SELECT json_agg(${obj} ORDER BY ${orderingOf(target, x)}) ${from}), '[]'::json)`
        : `(SELECT ${obj} ${from} ORDER BY ${x}.id LIMIT 1)`]];
    }
    case 'computed':
      return [[f.name, computedField(f.function)(ctx, model, alias)]];
    case 'object_list': {
      const rows = registry.model(f.through);
      const via = rows.fields.find((x) => x.name === f.via)!;
      const object = rows.fields.find((x) => x.name === f.object)! as Field & { kind: 'generic' };
      const x = ctx.st.alias();
      const where = Object.entries(f.where).map(([k, v]) => ` AND ${col(x, rows.fields.find((t) => t.name === k)!.column!)} = ${literal(String(v))}`).join('');
      const item = `json_build_object('object_type', ${col(x, object.type_column)}, 'object_id', ${col(x, object.id_column)}, 'object', ${genericExpr(ctx, object, x)})`;
      return [[f.name, `COALESCE((SELECT json_agg(${item} ORDER BY ${x}.id) FROM ${ident(rows.table)} ${x} WHERE ${col(x, via.column!)} = ${alias}.id${where}), '[]'::json)`]];
    }
    case 'generic':
      return [
        [f.type_column, col(alias, f.type_column)],
        [f.id_column, col(alias, f.id_column)],
        [f.name, genericExpr(ctx, f, alias)],
      ];
  }
}

/** A read's row object and the CTEs of its related objects (SharedObjects, when shared). */
export interface Representation {
  /** The object as JSON text. */
  object: string;
  ctes: string[];
}

const representations = new Map<string, Representation>();

/** The JSON object of row `alias` of a read's statement, its base URL at placeholder `base`.
 * `rows`, the most rows the statement may have, decides how related objects are built: for more
 * than one, once per statement (SharedObjects) over the rows of STATEMENT_ROWS (overSharedRows)
 * when `ctes` is not empty, as one row gains nothing from it and would pay for the CTEs (a
 * device's detail: 1.2 -> 1.5 ms); for MANY_ROWS or more, values shared by key too. The text
 * depends on nothing else (its own aliases, no parameters), so it is built once per process:
 * building a device's took a millisecond of each request. */
export function representation(model: Model, alias: string, base: string, opts: ReadOptions, rows: number): Representation {
  const shared = rows > 1;
  const many = rows >= MANY_ROWS;
  const key = [model.key, alias, base, opts.brief, opts.only?.join(','), opts.excludeConfigContext, shared, many].join('|');
  let built = representations.get(key);
  if (built === undefined) {
    const st = new Statement('o');
    const objects = shared ? new SharedObjects(alias, st, base, many) : undefined;
    built = { object: objectExpr({ st, base, ...(objects ? { shared: objects } : { one: alias }) }, model, alias, opts, true), ctes: objects?.ctes ?? [] };
    representations.set(key, built);
  }
  return built;
}

/** The statement building the objects of `rows` (whole rows of the model and maybe more
 * columns; `select` items and `order` read them under `from`) over their shared related objects.
 * Each row's object is built in a one-row subquery of its own (LATERAL), as the per-row form
 * builds it: over the whole CTE, whose size a generic plan guesses (a tenth of the table for
 * LIMIT $n), the planner hashed EXISTS tests over their whole tables (an address's tags: all
 * 10,000 tagged items for a page of 50, 2.5 -> 4.6 ms). */
export function overSharedRows(r: Representation, alias: string, rows: string, from: string, select: string[], order?: string): string {
  return `WITH ${[`${STATEMENT_ROWS} AS MATERIALIZED (${rows})`, ...r.ctes].join(',\n  ')}
    SELECT x.j, ${select.join(', ')} FROM ${STATEMENT_ROWS} ${from}
    CROSS JOIN LATERAL (SELECT ${r.object} AS j FROM (SELECT ${from}.*) ${alias} OFFSET 0) x${order ? ` ORDER BY ${order}` : ''}`;
}

/** The values every model with a feature (or a tree) has besides its fields. */
export type FeatureValue = '_depth' | 'custom_fields' | 'config_context' | 'created' | 'last_updated';

export function featureValue(ctx: ReadContext, model: Model, name: FeatureValue, alias: string): string {
  switch (name) {
    case '_depth':
      return `cardinality(${col(alias, 'tree_path')})`;
    case 'custom_fields':
    case 'config_context': {
      const feature = modelFeature(model, name);
      if (!feature) throw new Error(`${model.key} has no feature ${name}`);
      return feature.value(ctx, model, alias);
    }
    case 'created':
      return `to_char(${col(alias, 'created')} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
    case 'last_updated':
      return `to_char(${col(alias, 'last_updated')} AT TIME ZONE 'UTC', ${DATETIME_FORMAT})`;
  }
}

/** The JSON object of one row as a SQL expression: of type json, or its text when `asText`
 * (a read's own rows, whose objects leave PostgreSQL as text). */
export function objectExpr(outer: ReadContext, model: Model, alias: string, opts: ReadOptions, asText = false): string {
  const ctx: ReadContext = { st: outer.st, base: outer.base, row: new RowValues(outer.st) };
  if (outer.shared?.alias === alias) ctx.shared = outer.shared;
  if (outer.one === alias) ctx.one = alias;
  const pairs: Pair[] = [];
  const wanted = opts.brief ? new Set(opts.only ?? model.brief) : null;
  const want = (name: string) => !wanted || wanted.has(name);
  if (want('id')) pairs.push(idPair(alias));
  if (want('url')) pairs.push(urlPair(ctx, model, alias));
  if (want('display')) pairs.push(displayPair(model, alias, 'display', model.display));
  if (model.display_name && want('display_name')) pairs.push(displayPair(model, alias, 'display_name', model.display_name_templates ?? model.display));
  for (const f of model.fields) {
    if (f.write_only || !want(f.name)) continue;
    if (f.name === 'tags' && f.kind === 'm2m' && f.through.object_type) continue; // placed with the features below
    const own = fieldPairs(ctx, model, f, alias, opts.brief);
    pairs.push(...own);
    for (const a of f.aliases ?? []) if (want(a)) pairs.push([a, ...own[0]!.slice(1)] as Pair);
  }
  if (model.tree && want('_depth')) {
    const depth = featureValue(ctx, model, '_depth', alias);
    pairs.push(['_depth', depth, `${depth}::text`]);
  }
  const tags = model.fields.find((f) => f.name === 'tags' && f.kind === 'm2m');
  if (tags && want('tags')) pairs.push(...fieldPairs(ctx, model, tags, alias, opts.brief));
  if (!opts.brief) {
    if (model.features.includes('custom_fields')) pairs.push(['custom_fields', featureValue(ctx, model, 'custom_fields', alias)]);
    if (model.features.includes('config_context') && !opts.excludeConfigContext) pairs.push(['config_context', featureValue(ctx, model, 'config_context', alias)]);
  }
  if (model.features.includes('created_updated')) {
    for (const name of ['created', 'last_updated'] as const) {
      if (!want(name)) continue;
      const value = featureValue(ctx, model, name, alias);
      pairs.push([name, value, quoted(value)]);
    }
  }
  return ctx.row!.around(asText ? objectText(pairs) : buildObject(pairs));
}

/** The text json_build_object would give for `pairs`, byte for byte, built by concatenation:
 * json_build_object finds each value's type category and output function again for every row,
 * JSON_SCALAR once per statement, and a pair's own JSON text (Pair) spares even that: 1,000
 * brief prefixes 6.0 -> 4.5 ms of backend CPU by JSON_SCALAR, 6.1 -> 4.5 by the pairs' texts.
 * Only where text is wanted: casting it back to json would parse it again. */
export function objectText(pairs: Pair[]): string {
  if (pairs.length === 0) return `'{}'`;
  const parts = pairs.flatMap(([k, v, json], i) => [literal(`${i === 0 ? '{' : ', '}${JSON.stringify(k)} : `), `COALESCE(${json ?? `JSON_SCALAR(${v})::text`}, 'null')`]);
  return concatenated([...parts, `'}'`]);
}

/** `parts` joined by || as a balanced tree: a chain copies what it has built at every step,
 * quadratic in the parts for a large object (a device with its config context). */
function concatenated(parts: string[]): string {
  if (parts.length === 1) return parts[0]!;
  const half = parts.length >> 1;
  return `(${concatenated(parts.slice(0, half))} || ${concatenated(parts.slice(half))})`;
}

/** json_build_object over any number of pairs, keeping their order. */
export function buildObject(pairs: Pair[]): string {
  const chunk = (ps: Pair[]) => `json_build_object(${ps.map(([k, v]) => `${literal(k)}, ${v}`).join(', ')})`;
  if (pairs.length <= MAX_PAIRS) return chunk(pairs);
  // Join chunks textually: '{"a" : 1}' + '{"b" : 2}' -> '{"a" : 1, "b" : 2}'.
  const parts: string[] = [];
  for (let i = 0; i < pairs.length; i += MAX_PAIRS) parts.push(`${chunk(pairs.slice(i, i + MAX_PAIRS))}::text`);
  // left(x, -1) drops the closing brace, substr(x, 2) the opening one.
  const inner = parts.map((p, i) => (i === 0 ? `left(${p}, -1)` : `', ' || substr(left(${p}, -1), 2)`)).join(' || ');
  return `(${inner} || '}')::json`;
}
