// What config contexts are, as the reads and the DDL of the config_context feature both need
// it: the catalogue model holding them, the tables kept for them, the kinds of assignment (a
// context's many-to-many fields) and how an object of another model reaches each kind's
// targets (its own foreign keys, their ancestors in a tree, its tags).
import type { Field, Model } from '../../../../codegen/types.ts';
import { orderingEntry } from '../../../../codegen/syntax.ts';
import { ident, literal, registry, type Statement } from '../../../engine/api.ts';

/** The catalogue model whose rows are the config contexts. */
export const CONFIG_CONTEXT_MODEL = 'extras.config_context';

export const configContextModel = () => registry.catalogue.models.find((m) => m.key === CONFIG_CONTEXT_MODEL);





/** The merged data of each set of config contexts a read has met, by generation. A
 * logged table although it is a cache: a hot standby cannot read an unlogged one, and the
 * replicas' reads use the merges the primary kept (a read-only transaction merges without
 * keeping). */
export const MERGED_TABLE = 'netinv_config_context_merged';
/** One row counting the changes to config contexts: a merge kept under an older generation is
 * never read again. A transactional row rather than a sequence, so that a read whose snapshot
 * precedes a change (and merges the data it sees) files its merge under the old generation. */
export const GENERATION_TABLE = 'netinv_config_context_generation';
/** The kept merge of a set of contexts (their ids in ascending order) in a generation, merged in
 * the contexts' order (the catalogue's: weight, then name) and kept if missing. */
export const MERGED_FUNCTION = 'netinv_config_context_merged';



/** Whether each config context is active, and the bitmask of the assignment kinds it uses
 * (`assignmentKinds`: bit i for the i-th): what every read needs of all contexts, kept by
 * statement triggers in the writer's transaction, where each read statement computed it from
 * every context and every assignment table. Logged, as hot standbys read it. */
export const KINDS_TABLE = 'netinv_config_context_kinds';
/** One row: the kinds that some active context uses, so a read skips the others' tables. */
export const KINDS_IN_USE_TABLE = 'netinv_config_context_kinds_in_use';

/** The m2m fields of the contexts model: the kinds of assignment, bit i for the i-th. */
export function assignmentKinds(contexts: Model): Array<Field & { kind: 'm2m' }> {
  return contexts.fields.filter((f): f is Field & { kind: 'm2m' } => f.kind === 'm2m');
}

/** Whether contexts can be inactive (an inactive context applies to nothing). */
export const hasActive = (contexts: Model) => contexts.fields.some((f) => f.name === 'is_active');

/** The columns contexts merge in the order of (the catalogue's ordering), with their direction. */
export function orderColumns(contexts: Model): Array<{ column: string; desc: boolean }> {
  return contexts.ordering.map(orderingEntry).map(({ name, desc }) => {
    const f = contexts.fields.find((x) => x.name === name);
    return { column: f && 'column' in f && f.column ? f.column : name, desc };
  });
}

/** The shortest chain of foreign keys (at most two) from `model` to `target`. A chain never
 * passes through another object with config contexts: a VM matches by its own site and
 * cluster, never by its host device's location. Nor through a column only filters read (a
 * cluster's cached _location): NetBox matches what the object names itself. */
export function pathTo(model: Model, target: string): Array<Field & { kind: 'fk' }> | null {
  const fks = (m: Model) => m.fields.filter((f): f is Field & { kind: 'fk' } => f.kind === 'fk' && !f.write_only);
  for (const f of fks(model)) if (f.target === target) return [f];
  for (const f of fks(model)) {
    const via = registry.model(f.target);
    if (via.key === model.key || via.features.includes('config_context')) continue;
    for (const g of fks(via)) if (g.target === target) return [f, g];
  }
  return null;
}

/** SQL of the id reached from `start` (the value of the chain's first foreign key) through
 * the rest of the chain. */
export function idThrough(start: string, chain: Array<Field & { kind: 'fk' }>, st: Statement): string {
  let expr = start;
  let from = registry.model(chain[0]!.target);
  for (const f of chain.slice(1)) {
    const x = st.alias();
    expr = `(SELECT ${x}.${ident(f.column!)} FROM ${ident(from.table)} ${x} WHERE ${x}.id = ${expr})`;
    from = registry.model(f.target);
  }
  return expr;
}

/** The ids of `target` an object matches when it points at `id`: for a tree (regions, site
 * groups, locations) its ancestors too, since a context assigned to a region also applies
 * below it. */
export function matchedIds(st: Statement, target: Model, id: string): string {
  const x = st.alias();
  return target.tree ? `SELECT unnest(${x}.tree_path || ${x}.id) FROM ${ident(target.table)} ${x} WHERE ${x}.id = ${id}` : `SELECT ${id}`;
}

/** The object's own many-to-many field to `target` (its tags), as SQL of the ids it holds. */
export function ownTargets(model: Model, target: Model): ((st: Statement, alias: string) => string) | null {
  const own = model.fields.find((x) => x.kind === 'm2m' && x.target === target.key);
  if (own?.kind !== 'm2m') return null;
  const t = own.through;
  return (st, alias) => {
    const ti = st.alias();
    return `SELECT ${ti}.${ident(t.target)} FROM ${ident(t.table)} ${ti} WHERE ${ti}.${ident(t.source)} = ${alias}.id${t.object_type ? ` AND ${ti}.object_type = ${literal(t.object_type)}` : ''}`;
  };
}

/** SQL of the ids of `target` an object matches: its own (through its foreign keys or its
 * tags), and their ancestors for a tree. Null when the object cannot have one. */
export function assignedValues(st: Statement, model: Model, alias: string, target: Model): string | null {
  const own = ownTargets(model, target);
  if (own) return own(st, alias);
  const chain = pathTo(model, target.key);
  if (!chain) return null;
  return matchedIds(st, target, idThrough(`${alias}.${ident(chain[0]!.column!)}`, chain, st));
}

/** The name of the function computing one object of `model`'s config context, and the columns
 * it takes (those the assignments start from, the id for its tags, its local data): a detail
 * read (a statement of one row) names only the function, where the expression naming every
 * assignment table made a plan PostgreSQL set up at every execution (every relation opened and
 * locked), kinds in use or not. The function's
 * statements are planned once per connection, and those of kinds no active context uses are
 * never run. STABLE: its queries see the calling statement's snapshot, so the object's row and
 * the assignments it matches are read at one time. */
export function objectFunction(model: Model): { name: string; args: Array<{ column: string; type: string }> } {
  const contexts = configContextModel()!;
  const args: Array<{ column: string; type: string }> = [];
  const arg = (column: string, type = 'int') => {
    if (!args.some((a) => a.column === column)) args.push({ column, type });
  };
  for (const f of assignmentKinds(contexts)) {
    const target = registry.model(f.target);
    if (ownTargets(model, target)) arg('id');
    else {
      const chain = pathTo(model, target.key);
      if (chain) arg(chain[0]!.column!);
    }
  }
  const local = model.fields.find((f) => f.name === 'local_context_data');
  if (local) arg(local.column!, 'jsonb');
  return { name: `netinv_config_context_of_${model.table}`, args };
}
