// Compiles a model's JSON object (full, brief or nested) into one SQL expression, so PostgreSQL
// returns each object as finished JSON text. Related objects are subqueries inside the same
// statement (or a statement's shared objects: SharedObjects), built by the same functions as the
// object itself: an object, its relations and its nested objects are one recursion.
import type { Field, Model } from '../../../codegen/types.ts';
import { computedField, modelFeature } from '../extensions.ts';
import { orderingOf } from '../query/ordering.ts';
import { registry } from '../registry.ts';
import { ident, literal } from '../sql/builder.ts';
import { RowValues, type ReadContext, type ReadOptions } from './context.ts';
import { displayPair } from './display.ts';
import { pointer, pointsHere, pointsInto } from './relations.ts';
import type { SharedObjects } from './shared-objects.ts';
import { answeringAs } from '../versions.ts';
import { nestedHaveCounts } from '../../netbox-versions.ts';
import { choicePair, col, DATETIME_FORMAT, familyParts, labelledExpr, labelledText, quoted, scalarExpr, scalarJson, type Pair } from './values.ts';

/** PostgreSQL's json_build_object takes at most 100 arguments. */
const MAX_PAIRS = 50;

/** The `<app>/<path>/` an object's url names: its own place, or the one the catalogue's
 * `url_at` names (at the request's version). */
function urlPlace(model: Model): string {
  const place = model.url_at ?? model;
  return `${place.app}/${place.path}/`;
}

/** The object's absolute URL: <api base>/<app>/<path>/<id>/. */
export function urlExpr(st: ReadContext, model: Model, alias: string): string {
  return `(${st.base} || ${literal(urlPlace(model))} || ${alias}.id || '/')`;
}

/** The scheme and host of the API base (https://host), null without one (GraphQL). The web UI
 * and the media are served at the origin's root whatever the API's path. */
function origin(ctx: ReadContext): string {
  return `substring(${ctx.base} from '^[^:/]+://[^/]+')`;
}

/** NetBox 4's display_url: the absolute URL of the object's page in the web UI, which draws a
 * page for every model at /<app>/<path>/<id>/ (src/ui/main.tsx). Built as the url is: the
 * prefix's JSON text once per statement, the id appended. */
function displayUrlPair(ctx: ReadContext, model: Model, alias: string): Pair {
  const prefix = `${origin(ctx)} || ${literal(`/${model.app}/${model.path}/`)}`;
  return ['display_url', `(${prefix} || ${alias}.id || '/')`, `((SELECT left(JSON_SCALAR(${prefix})::text, -1)) || ${alias}.id || '/"')`];
}
/** The id and url pairs. The url's JSON text is the base URL's quoted and escaped once per
 * statement (an uncorrelated subquery) with the id appended. */
function idPair(alias: string): Pair {
  return ['id', `${alias}.id`, `${alias}.id::text`];
}
function urlPair(ctx: ReadContext, model: Model, alias: string): Pair {
  return ['url', urlExpr(ctx, model, alias), `((SELECT left(JSON_SCALAR(${ctx.base} || ${literal(urlPlace(model))})::text, -1)) || ${alias}.id || '/"')`];
}

const BRIEF: ReadOptions = { brief: true, excludeConfigContext: true, nested: true };

/** A related object inside a field's value: its brief representation (or `only` these of its
 * fields), or what the context's `nested` builds. */
export function nestedObject(ctx: ReadContext, model: Model, alias: string, only?: readonly string[]): string {
  const shown = answeringAs(model, ctx.answersAs);
  return ctx.nested ? ctx.nested(shown, alias) : objectExpr(ctx, shown, alias, only ? { ...BRIEF, only } : BRIEF);
}

/** The (nested) representation of the object of `targetKey` whose id is `idExpr`. `over`: the
 * key is a value of row `alias` (only when `when` holds, a generic relation's type), so that a
 * statement's rows sharing it share one built object (SharedObjects). */
export function relatedBrief(ctx: ReadContext, targetKey: string, idExpr: string, over?: { alias: string; when?: string }): string {
  const target = related(ctx, targetKey);
  const text = sharedText(ctx, target, idExpr, over);
  if (text) return `${text}::json`;
  const a = ctx.st.alias();
  return `(SELECT ${nestedObject(ctx, target, a)} FROM ${ident(target.table)} ${a} WHERE ${a}.id = ${idExpr})`;
}

/** The model of `key` as the object being built answers (its version, NetBox's shape or the
 * spec's). */
function related(ctx: ReadContext, key: string): Model {
  return answeringAs(registry.model(key), ctx.answersAs);
}

/** relatedBrief's object as JSON text, when the statement's rows share it (SharedObjects). */
function sharedText(ctx: ReadContext, target: Model, idExpr: string, over?: { alias: string; when?: string }): string | undefined {
  return over ? sharing(ctx, over.alias)?.objectText(target, idExpr, over.when) : undefined;
}

/** The statement's shared objects, when the object being built at `alias` is one of its rows. */
function sharing(ctx: ReadContext, alias: string): SharedObjects | undefined {
  return ctx.shared && !ctx.nested && alias === ctx.shared.alias ? ctx.shared : undefined;
}

function m2mPair(ctx: ReadContext, f: Field & { kind: 'm2m' }, alias: string): Pair {
  const target = related(ctx, f.target);
  const j = ctx.st.alias();
  const x = ctx.st.alias();
  const e = ctx.st.alias();
  const typed = (t: string) => (f.through.object_type ? ` AND ${t}.object_type = ${literal(f.through.object_type)}` : '');
  const of = (t: string) => `${t}.${ident(f.through.source)} = ${alias}.id${typed(t)}`;
  const agg = `json_agg(${objectExpr(ctx, target, x, { ...BRIEF, ...(f.show ? { only: f.show } : {}) })} ORDER BY ${orderingOf(target, x)})`;
  const from = `FROM ${ident(f.through.table)} ${j} JOIN ${ident(target.table)} ${x} ON ${x}.id = ${j}.${ident(f.through.target)}`;
  // Many rows' lists are built together, grouped by the row each belongs to.
  const shared = sharing(ctx, alias);
  if (shared?.many) {
    const source = `${j}.${ident(f.through.source)}`;
    const text = shared.perRow((ids) => `SELECT ${source} AS k, ${agg}::text AS v ${from} WHERE ${source} = ANY(${ids})${typed(j)} GROUP BY ${source}`, `'[]'`);
    return [f.name, `(${text})::json`, text];
  }
  // Most objects have none of most relations (an interface's VLANs, VDCs, wireless LANs): one
  // index probe answers those, where the aggregate's join, sort and setup ran for each row.
  return [f.name, `CASE WHEN EXISTS (SELECT FROM ${ident(f.through.table)} ${e} WHERE ${of(e)}) THEN COALESCE((SELECT ${agg} ${from} WHERE ${of(j)}), '[]'::json) ELSE '[]'::json END`];
}

export function genericExpr(ctx: ReadContext, f: Field & { kind: 'generic' }, alias: string): string {
  const whens = f.targets.map((t) => {
    const type = literal(registry.model(t).content_type);
    return `WHEN ${type} THEN ${relatedBrief(ctx, t, col(alias, f.id_column), { alias, when: `${col(alias, f.type_column)} = ${type}` })}`;
  });
  return `CASE ${col(alias, f.type_column)} ${whens.join(' ')} END`;
}

/** An image's absolute URL at the API's origin, /media/<path> (NetBox's MEDIA_URL), null
 * without one. Without a base URL (GraphQL) its path, as NetBox 3.7's GraphQL gives it. */
function imageUrl(ctx: ReadContext, f: Field & { kind: 'scalar' }, alias: string): string {
  const c = col(alias, f.column!);
  return `CASE WHEN ${c} <> '' THEN COALESCE(${origin(ctx)} || '/media/', '') || ${c} END`;
}

/** The value pairs of one field, in order: [json key, SQL expression]. */
export function fieldPairs(ctx: ReadContext, model: Model, f: Field, alias: string, brief: boolean): Pair[] {
  switch (f.kind) {
    case 'scalar': {
      if (f.type === 'image') return [[f.name, imageUrl(ctx, f, alias)]];
      const json = scalarJson(f, alias);
      return [json ? [f.name, scalarExpr(f, alias), json] : [f.name, scalarExpr(f, alias)]];
    }
    case 'choice':
      return [choicePair(f, alias)];
    case 'derived': {
      const parts = familyParts(model, f, alias);
      if (brief && !f.labelled_in_brief) return [[f.name, parts.value, `${parts.value}::text`]];
      return [[f.name, labelledExpr(parts), labelledText(parts.value, [4, 6].map((n) => ({ key: String(n), value: n, label: `IPv${n}` })), parts)]];
    }
    case 'fk': {
      // A page's shared related object is JSON text already: taken as it is where text is built.
      const text = sharedText(ctx, related(ctx, f.target), col(alias, f.column!), { alias });
      return [text ? [f.name, `${text}::json`, text] : [f.name, relatedBrief(ctx, f.target, col(alias, f.column!), { alias })]];
    }
    case 'm2m':
      return [m2mPair(ctx, f, alias)];
    case 'reverse': {
      const target = related(ctx, f.target);
      const via = target.fields.find((x) => x.name === f.via)!;
      const x = ctx.st.alias();
      // The relation's own conditions on the other row (`AND`, with it at `at`).
      const also = (at: string) => Object.entries(f.where).map(([k, v]) => `${col(at, target.fields.find((t) => t.name === k)!.column!)} = ${literal(String(v))}`);
      const points = f.cumulative ? pointsInto(ctx.st, model, via, x, alias) : pointsHere(ctx.st, model, via, x, alias);
      const from = `FROM ${ident(target.table)} ${x} WHERE ${[points, ...also(x)].join(' AND ')}`;
      // A count embeds no object (a module type's module_count, nested in its modules).
      const obj = () => objectExpr(ctx, target, x, { ...BRIEF, ...(f.show ? { only: f.show } : {}) });
      // Many rows' counts and lists are built together (SharedObjects.perRow), where the other
      // table points at the rows by a column of its own.
      const by = f.cumulative ? undefined : pointer(model, via, x);
      const shared = by && sharing(ctx, alias);
      if (by && shared?.many) {
        const text = shared.perRow((ids) => {
          const of = `FROM ${ident(target.table)} ${x} WHERE ${[`${by.where}${by.key} = ANY(${ids})`, ...also(x)].join(' AND ')}`;
          if (f.count) return `SELECT ${by.key} AS k, count(*)::text AS v ${of} GROUP BY ${by.key}`;
          if (f.many) return `SELECT ${by.key} AS k, json_agg(${obj()} ORDER BY ${orderingOf(target, x)})::text AS v ${of} GROUP BY ${by.key}`;
          // The first by id, as the single row's subquery takes it.
          return `SELECT DISTINCT ON (${by.key}) ${by.key} AS k, ${obj()}::text AS v ${of} ORDER BY ${by.key}, ${x}.id`;
        }, f.count ? `'0'` : f.many ? `'[]'` : 'NULL');
        return [[f.name, f.count ? `(${text})::int` : `(${text})::json`, text]];
      }
      if (f.count) return [[f.name, `(SELECT count(*)::int ${from})`]];
      return [[f.name, f.many
        ? `COALESCE((SELECT json_agg(${obj()} ORDER BY ${orderingOf(target, x)}) ${from}), '[]'::json)`
        : `(SELECT ${obj()} ${from} ORDER BY ${x}.id LIMIT 1)`]];
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
    case 'rows': {
      // Each row as its item: the attributes by name, the other object as its id.
      const x = ctx.st.alias();
      const item = `json_build_object(${f.item.map((a) => `${literal(a.name)}, ${col(x, a.kind === 'target' ? f.target_column : a.column)}`).join(', ')})`;
      const key = col(x, f.item.find((a) => a.name === f.key)!.column);
      return [[f.name, `COALESCE((SELECT json_agg(${item} ORDER BY ${key}) FROM ${ident(f.table)} ${x} WHERE ${col(x, f.source)} = ${alias}.id), '[]'::json)`]];
    }
    case 'generic':
      return [
        [f.type_column, col(alias, f.type_column)],
        [f.id_column, col(alias, f.id_column)],
        [f.name, genericExpr(ctx, f, alias)],
      ];
  }
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
  const answersAs = model.answers_as ?? outer.answersAs;
  const ctx: ReadContext = { st: outer.st, base: outer.base, row: new RowValues(outer.st), ...(answersAs ? { answersAs } : {}) };
  if (outer.shared?.alias === alias) ctx.shared = outer.shared;
  if (outer.one === alias) ctx.one = alias;
  const pairs: Pair[] = [];
  const wanted = opts.fields ? new Set(opts.fields) : opts.brief ? new Set(opts.only ?? model.brief) : null;
  const omitted = opts.omit ? new Set(opts.omit) : null;
  const want = (name: string) => (!wanted || wanted.has(name)) && !omitted?.has(name);
  // In NetBox's own shape at a version whose nested objects carry no counts (4.6.8's #22154).
  const countless = opts.nested && answersAs?.netbox && !nestedHaveCounts(answersAs.version);
  if (want('id')) pairs.push(idPair(alias));
  if (want('url')) pairs.push(urlPair(ctx, model, alias));
  if (model.display_url !== false && want('display_url')) pairs.push(displayUrlPair(ctx, model, alias));
  if (want('display')) pairs.push(displayPair(model, alias, 'display', model.display));
  if (model.display_name && want('display_name')) pairs.push(displayPair(model, alias, 'display_name', model.display_name_templates ?? model.display));
  for (const f of model.fields) {
    if (f.write_only && f.reads_as_null && want(f.name)) pairs.push([f.name, 'NULL', `'null'`]);
    if (f.write_only || !want(f.name)) continue;
    if (countless && f.kind === 'reverse' && f.count) continue;
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
    if (model.features.includes('custom_fields') && want('custom_fields')) pairs.push(['custom_fields', featureValue(ctx, model, 'custom_fields', alias)]);
    if (model.features.includes('config_context') && !opts.excludeConfigContext && want('config_context')) pairs.push(['config_context', featureValue(ctx, model, 'config_context', alias)]);
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
 * JSON_SCALAR once per statement, and a pair's own JSON text (Pair) spares even that (bench/).
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
