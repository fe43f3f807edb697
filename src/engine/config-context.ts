// The rendered config context of a device or virtual machine (the config_context feature):
// every active config context whose assignments all match the object, deep-merged by weight
// then name, then the object's own local_context_data on top. One SQL expression per row,
// inside the same statement as the rest of the representation.
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
  const conditions: string[] = [];
  for (const f of contexts.fields) {
    if (f.kind !== 'm2m') continue;
    const target = registry.model(f.target);
    const j = st.alias();
    const assigned = `SELECT 1 FROM ${ident(f.through.table)} ${j} WHERE ${j}.${ident(f.through.source)} = ${cc}.id`;
    // Which contexts have an assignment of this kind does not depend on the object: as an
    // uncorrelated subquery it is hashed once per statement instead of probed per object
    // and context (1,000 devices x 100 contexts x 13 kinds: 180 -> 40 ms).
    const unassigned = `${cc}.id NOT IN (SELECT ${ident(f.through.source)} FROM ${ident(f.through.table)})`;
    let values: string;
    const tags = model.fields.find((x) => x.kind === 'm2m' && x.target === target.key);
    if (tags?.kind === 'm2m') {
      const t = tags.through;
      const ti = st.alias();
      values = `SELECT ${ti}.${ident(t.target)} FROM ${ident(t.table)} ${ti} WHERE ${ti}.${ident(t.source)} = ${alias}.id${t.object_type ? ` AND ${ti}.object_type = ${literal(t.object_type)}` : ''}`;
    } else {
      const chain = pathTo(model, target.key);
      // An assignment this kind of object cannot have rules it out whenever it is made.
      if (!chain) {
        conditions.push(unassigned);
        continue;
      }
      const id = idThrough(alias, chain, st);
      const x = st.alias();
      // A context assigned to a region also applies below it.
      values = target.tree ? `SELECT unnest(${x}.tree_path || ${x}.id) FROM ${ident(target.table)} ${x} WHERE ${x}.id = ${id}` : `SELECT ${id}`;
    }
    conditions.push(`(${unassigned} OR EXISTS (${assigned} AND ${j}.${ident(f.through.target)} IN (${values})))`);
  }
  const active = contexts.fields.some((f) => f.name === 'is_active') ? `${cc}.is_active AND ` : '';
  const merged = `(SELECT netinv_deep_merge_agg(${cc}.data ORDER BY ${cc}.weight, ${cc}.name) FROM ${ident(contexts.table)} ${cc} WHERE ${active}${conditions.join(' AND ') || 'TRUE'})`;
  return `netinv_deep_merge(COALESCE(${merged}, '{}'::jsonb), ${own})`;
}
