// The rendered config context of a device or virtual machine (the config_context feature):
// every active config context whose assignments all match the object, deep-merged by weight
// then name, then the object's own local_context_data on top. One SQL expression per row,
// inside the same statement as the rest of the representation, starting from the assignment
// tables so that its cost follows the contexts that match the object, not all contexts.
import type { Field, Model } from '../../codegen/types.ts';
import { registry } from './registry.ts';
import { ident, literal, type Statement } from './sql/builder.ts';

/** The catalogue model whose rows are the config contexts. */
export const CONFIG_CONTEXT_MODEL = 'extras.config_context';

/** The shortest chain of foreign keys (at most two) from `model` to `target`. A chain never
 * passes through another object with config contexts: a VM matches by its own site and
 * cluster, never by its host device's location. */
function pathTo(model: Model, target: string): Array<Field & { kind: 'fk' }> | null {
  const fks = (m: Model) => m.fields.filter((f): f is Field & { kind: 'fk' } => f.kind === 'fk');
  for (const f of fks(model)) if (f.target === target) return [f];
  for (const f of fks(model)) {
    const via = registry.model(f.target);
    if (via.key === model.key || via.features.includes('config_context')) continue;
    for (const g of fks(via)) if (g.target === target) return [f, g];
  }
  return null;
}

/** SQL of the id an object reaches through a chain of foreign keys. */
function idThrough(alias: string, chain: Array<Field & { kind: 'fk' }>, st: Statement): string {
  let expr = `${alias}.${ident(chain[0]!.column!)}`;
  let from = registry.model(chain[0]!.target);
  for (const f of chain.slice(1)) {
    const x = st.alias();
    expr = `(SELECT ${x}.${ident(f.column!)} FROM ${ident(from.table)} ${x} WHERE ${x}.id = ${expr})`;
    from = registry.model(f.target);
  }
  return expr;
}

export function configContextExpr(st: Statement, model: Model, alias: string): string {
  const local = model.fields.find((f) => f.name === 'local_context_data');
  const own = local ? `COALESCE(${alias}.${ident(local.column!)}, '{}'::jsonb)` : `'{}'::jsonb`;
  const contexts = registry.catalogue.models.find((m) => m.key === CONFIG_CONTEXT_MODEL);
  if (!contexts) return own;
  const cc = st.alias();
  // The contexts this object reaches through the assignment tables (each indexed by its
  // target), each with the bit of the kind that reached it; a context applies when the kinds
  // that reached it are every kind it is assigned by. So the cost follows the contexts that
  // match, not all contexts (dataset L, 1,000 contexts: each device filtered all of them).
  const reached: string[] = [];
  const used: string[] = [];
  const kinds = contexts.fields.filter((f): f is Field & { kind: 'm2m' } => f.kind === 'm2m');
  kinds.forEach((f, i) => {
    const bit = 1 << i;
    const j = st.alias();
    // Which contexts have an assignment of this kind does not depend on the object: as an
    // uncorrelated subquery it is hashed once per statement.
    used.push(`CASE WHEN ${cc}.id IN (SELECT ${ident(f.through.source)} FROM ${ident(f.through.table)}) THEN ${bit} ELSE 0 END`);
    const values = assignedValues(st, model, alias, registry.model(f.target));
    // An assignment this kind of object cannot have rules it out whenever it is made.
    if (values) reached.push(`SELECT ${j}.${ident(f.through.source)}, ${bit} FROM ${ident(f.through.table)} ${j} WHERE ${j}.${ident(f.through.target)} IN (${values})`);
  });
  // Contexts assigned to nothing apply to everything: found once per statement (an InitPlan).
  const u = st.alias();
  const unassigned = kinds.map((f) => `${u}.id NOT IN (SELECT ${ident(f.through.source)} FROM ${ident(f.through.table)})`);
  reached.unshift(`SELECT unnest((SELECT array_agg(${u}.id) FROM ${ident(contexts.table)} ${u} WHERE ${unassigned.join(' AND ') || 'TRUE'})), 0`);
  const m = st.alias();
  const active = contexts.fields.some((f) => f.name === 'is_active') ? ` AND ${cc}.is_active` : '';
  const matched = `SELECT ${m}.id, bit_or(${m}.kind) AS kinds FROM (${reached.join(' UNION ALL ')}) ${m} (id, kind) GROUP BY ${m}.id`;
  const merged = `(SELECT netinv_deep_merge_agg(${cc}.data ORDER BY ${cc}.weight, ${cc}.name) FROM (${matched}) ${m} JOIN ${ident(contexts.table)} ${cc} ON ${cc}.id = ${m}.id WHERE ${m}.kinds = ${used.join(' + ') || '0'}${active})`;
  return `netinv_deep_merge(COALESCE(${merged}, '{}'::jsonb), ${own})`;
}

/** SQL of the ids of `target` an object matches: its own (through its foreign keys or its
 * tags), and for a tree (regions, site groups, locations) their ancestors too, since a context
 * assigned to a region also applies below it. Null when the object cannot have one. */
function assignedValues(st: Statement, model: Model, alias: string, target: Model): string | null {
  const tags = model.fields.find((x) => x.kind === 'm2m' && x.target === target.key);
  if (tags?.kind === 'm2m') {
    const t = tags.through;
    const ti = st.alias();
    return `SELECT ${ti}.${ident(t.target)} FROM ${ident(t.table)} ${ti} WHERE ${ti}.${ident(t.source)} = ${alias}.id${t.object_type ? ` AND ${ti}.object_type = ${literal(t.object_type)}` : ''}`;
  }
  const chain = pathTo(model, target.key);
  if (!chain) return null;
  const id = idThrough(alias, chain, st);
  const x = st.alias();
  return target.tree ? `SELECT unnest(${x}.tree_path || ${x}.id) FROM ${ident(target.table)} ${x} WHERE ${x}.id = ${id}` : `SELECT ${id}`;
}
