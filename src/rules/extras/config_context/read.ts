// The rendered config context of a device or virtual machine (the config_context feature):
// every active config context whose assignments all match the object, deep-merged by weight
// then name, then the object's own local_context_data on top. One SQL expression per row,
// inside the same statement as the rest of the representation, starting from the assignment
// tables so that its cost follows the contexts that match the object, not all contexts.
import type { Model } from '../../../../codegen/types.ts';
import { ident, literal, registry, type SharedObjects, type Statement } from '../../../engine/api.ts';
import {
  assignedValues, assignmentKinds, configContextModel, GENERATION_TABLE, idThrough, KINDS_IN_USE_TABLE, KINDS_TABLE,
  matchedIds, MERGED_FUNCTION, MERGED_TABLE, objectFunction, ownTargets, pathTo,
} from './model.ts';

/** SQL of the (id, kind) rows applying (the contexts assigned to nothing, and those `reached`
 * by every kind they are assigned by), to the object's config context: the kept merge of that
 * set, `{}` for none. */
function mergedExpr(st: Statement, reached: string | null): string {
  // Which contexts apply: those assigned to nothing (an InitPlan: once per statement), and the
  // reached ones whose kinds are all the kinds they are assigned by, checked against the kept
  // (id, kinds) of the active contexts, hashed once per statement (a hashed SubPlan: HAVING
  // keeps the planner from making it a join, which would scan the kept table per object).
  const u = st.alias();
  const applying = [`SELECT unnest((SELECT array_agg(${u}.id) FROM ${KINDS_TABLE} ${u} WHERE ${u}.active AND ${u}.kinds = 0))`];
  if (reached) {
    const m = st.alias();
    const w = st.alias();
    applying.push(`SELECT ${m}.id FROM (${reached}) ${m} (id, kind) GROUP BY ${m}.id HAVING (${m}.id, bit_or(${m}.kind)) IN (SELECT ${w}.id, ${w}.kinds FROM ${KINDS_TABLE} ${w} WHERE ${w}.active)`);
  }
  // By id: the kept merge is keyed by the set, and merged in the contexts' order once.
  const x = st.alias();
  const set = `SELECT array_agg(${x}.id ORDER BY ${x}.id) AS ids FROM (${applying.join(' UNION ALL ')}) ${x} (id)`;
  // Objects share few distinct sets of contexts: each set's merge is kept (MERGED_TABLE) and
  // read back by the set's ids rather than merged per object. The generation is read once per
  // statement (an InitPlan).
  const generation = `(SELECT generation FROM ${GENERATION_TABLE})`;
  // The kept merge is looked up in the statement's own plan (an index scan), the function
  // called only to make a missing one.
  const s = st.alias();
  const k = st.alias();
  const kept = `SELECT ${k}.data FROM ${MERGED_TABLE} ${k} WHERE ${k}.contexts = ${s}.ids AND ${k}.generation = ${generation} LIMIT 1`;
  return `COALESCE((SELECT COALESCE((${kept}), ${MERGED_FUNCTION}(${generation}, ${s}.ids)) FROM (${set}) ${s}), '{}'::jsonb)`;
}

/** The kinds in use (KINDS_IN_USE_TABLE), read once per statement (an InitPlan). */
const KINDS_IN_USE = `(SELECT kinds FROM ${KINDS_IN_USE_TABLE})`;

/** The config context of row `alias` of `model`. Over a statement's rows (`shared`), each
 * distinct set of contexts is computed once (sharedConfigContext); in a statement of `one` row,
 * by its model's function (objectFunction); otherwise from each row in the statement itself,
 * as a function called per row costs more than the plan's set-up it saves once (bench/). */
export function configContextExpr(st: Statement, model: Model, alias: string, shared?: SharedObjects, one = false): string {
  const local = model.fields.find((f) => f.name === 'local_context_data');
  const own = local ? `${alias}.${ident(local.column!)}` : null;
  const contexts = configContextModel();
  if (!contexts) return own ? `COALESCE(${own}, '{}'::jsonb)` : `'{}'::jsonb`;
  if (shared) {
    // The shared merge's text is passed through as json, merged as jsonb when the object has
    // data of its own (the same text either way); a lookup, cheaper written twice than
    // computed once in a subquery of its own per row.
    const merged = sharedConfigContext(st, contexts, model, alias, shared);
    return own ? `CASE WHEN ${own} IS NULL THEN ${merged}::json ELSE netinv_deep_merge(${merged}::jsonb, ${own})::json END` : `${merged}::json`;
  }
  if (one) {
    const fn = objectFunction(model);
    return `${fn.name}(${fn.args.map((a) => `${alias}.${ident(a.column)}`).join(', ')})`;
  }
  // The contexts this object reaches through the assignment tables (each indexed by its
  // target), each with the bit of the kind that reached it; a context applies when the kinds
  // that reached it are every kind it is assigned by (kept in KINDS_TABLE). So the cost
  // follows the contexts that match, not all contexts.
  const reached: string[] = [];
  assignmentKinds(contexts).forEach((f, i) => {
    const bit = 1 << i;
    const j = st.alias();
    const values = assignedValues(st, model, alias, registry.model(f.target));
    // An assignment this kind of object cannot have rules it out whenever it is made.
    // Kinds no active context uses (most, usually) are skipped whole: a one-time filter.
    if (values) reached.push(`SELECT ${j}.${ident(f.through.source)}, ${bit} FROM ${ident(f.through.table)} ${j} WHERE ${KINDS_IN_USE} & ${bit} <> 0 AND ${j}.${ident(f.through.target)} IN (${values})`);
  });
  const merged = mergedExpr(st, reached.length ? reached.join(' UNION ALL ') : null);
  if (!own) return merged;
  // The object's own data on top, merged only when it has some; the query above appears once
  // in the plan (each copy of it is set up at every execution, used or not).
  const v = st.alias();
  return `(SELECT CASE WHEN ${own} IS NULL THEN ${v}.v ELSE netinv_deep_merge(${v}.v, ${own}) END FROM (SELECT ${merged} AS v OFFSET 0) ${v})`;
}

/** The config context of each of a statement's rows, computed once per distinct set of what
 * decides it. A page of devices reaches few distinct sets, but has too many distinct tuples of
 * the values deciding them (site, role, platform, ...) for such a tuple to be the key. So each kind of assignment is first resolved once per distinct value of
 * the row's column it starts from (a site's id gives the contexts its region and the region's
 * ancestors reach): a map per kind, value -> the contexts it reaches. A row's key is what each
 * kind reaches for it, in the kinds' order (nothing for a kind no active context uses, or one
 * it cannot have); the applying set and its kept merge are computed once per distinct key, and
 * each row looks its own up. A kind the row holds many of (its tags) is resolved per row. Text
 * throughout (ids joined by ',', kinds by '/'): jsonb keys built per row cost more than the
 * probes they replaced. */
function sharedConfigContext(st: Statement, contexts: Model, model: Model, alias: string, shared: SharedObjects): string {
  // The kinds resolved per distinct value of a column (several may start from one: regions,
  // site groups and sites from the site), and those resolved per row.
  const byColumn = new Map<string, Array<{ bit: number; reached: (start: string) => string }>>();
  const perRow: Array<{ bit: number; sql: string }> = [];
  assignmentKinds(contexts).forEach((f, i) => {
    const bit = 1 << i;
    const target = registry.model(f.target);
    const j = st.alias();
    const source = `${j}.${ident(f.through.source)}`;
    // Sorted, so that one set is one text; gated, as kinds no active context uses are most.
    const reachedBy = (values: string) =>
      `CASE WHEN ${KINDS_IN_USE} & ${bit} <> 0 THEN (SELECT string_agg(${source}::text, ',' ORDER BY ${source}) FROM (SELECT DISTINCT ${source} FROM ${ident(f.through.table)} ${j} WHERE ${j}.${ident(f.through.target)} IN (${values})) ${j}) END`;
    const own = ownTargets(model, target);
    if (own) return perRow.push({ bit, sql: reachedBy(own(st, alias)) });
    const chain = pathTo(model, target.key);
    if (!chain) return;
    const column = `${alias}.${ident(chain[0]!.column!)}`;
    const kinds = byColumn.get(column) ?? byColumn.set(column, []).get(column)!;
    kinds.push({ bit, reached: (start) => reachedBy(matchedIds(st, target, idThrough(`${start}::int`, chain, st))) });
  });
  // The key's parts, one per kind, in this order; a row without the column reaches nothing.
  const bits: number[] = [];
  const parts: string[] = [];
  for (const [column, kinds] of byColumn) {
    const mask = kinds.reduce((m, k) => m | k.bit, 0);
    const reached = (start: string) => kinds.map((k) => `COALESCE(${k.reached(start)}, '')`).join(` || '/' || `);
    const map = shared.byKey(`${column}::text`, reached, `${KINDS_IN_USE} & ${mask} <> 0 AND ${column} IS NOT NULL`);
    parts.push(`COALESCE(${map}, ${literal('/'.repeat(kinds.length - 1))})`);
    bits.push(...kinds.map((k) => k.bit));
  }
  for (const k of perRow) {
    parts.push(`COALESCE(${k.sql}, '')`);
    bits.push(k.bit);
  }
  // A key's i-th part holds what the i-th kind reached.
  const fromKey = (key: string) => {
    const e = st.alias();
    const r = st.alias();
    return `SELECT ${r}.id::int, ('{${bits.join(',')}}'::int[])[${e}.i] FROM unnest(string_to_array(${key}, '/')) WITH ORDINALITY ${e} (ids, i) CROSS JOIN LATERAL unnest(string_to_array(${e}.ids, ',')) ${r} (id)`;
  };
  return shared.byKey(parts.join(` || '/' || `) || `''`, (key) => `${mergedExpr(st, bits.length ? fromKey(key) : null)}::text`);
}
