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

const configContextModel = () => registry.catalogue.models.find((m) => m.key === CONFIG_CONTEXT_MODEL);

/** The merged data of each ordered set of config contexts a read has met, by generation. A
 * logged table although it is a cache: a hot standby cannot read an unlogged one, and the
 * replicas' reads use the merges the primary kept (a read-only transaction merges without
 * keeping). */
const MERGED_TABLE = 'netinv_config_context_merged';
/** One row counting the changes to config contexts: a merge kept under an older generation is
 * never read again. A transactional row rather than a sequence, so that a read whose snapshot
 * precedes a change (and merges the data it sees) files its merge under the old generation. */
const GENERATION_TABLE = 'netinv_config_context_generation';
/** The kept merge of a set of contexts (in order) in a generation, merged and kept if missing. */
const MERGED_FUNCTION = 'netinv_config_context_merged';

/** The cache of merged config contexts, installed at every start by src/db/migrate.ts. Any
 * write to the contexts (data, weight, name, is_active; created or deleted) starts a new
 * generation; the assignments need not, since they decide which set an object has, computed
 * at each read, not what a set merges to. */
export function configContextCacheSql(): string {
  const contexts = configContextModel();
  if (!contexts) return '';
  const table = ident(contexts.table);
  return `
-- Made anew at each start: a cache, whose shape may have changed with the code.
DROP TABLE IF EXISTS ${MERGED_TABLE};
CREATE TABLE ${MERGED_TABLE} (generation bigint NOT NULL, contexts int[] NOT NULL, data jsonb NOT NULL);
-- No unique key: a read inserting a set another transaction is inserting would wait for it,
-- and two reads inserting two sets in opposite orders would deadlock. Concurrent reads may
-- each keep a copy of a merge; the next generation drops them. A hash index, as a set of many
-- contexts can exceed a btree entry's size.
CREATE INDEX ${MERGED_TABLE}_contexts ON ${MERGED_TABLE} USING hash (contexts);
CREATE TABLE IF NOT EXISTS ${GENERATION_TABLE} (generation bigint NOT NULL);
INSERT INTO ${GENERATION_TABLE} SELECT 0 WHERE NOT EXISTS (SELECT FROM ${GENERATION_TABLE});
CREATE OR REPLACE FUNCTION netinv_config_context_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ${GENERATION_TABLE} SET generation = generation + 1;
  DELETE FROM ${MERGED_TABLE} WHERE generation < (SELECT generation FROM ${GENERATION_TABLE});
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_config_context_changed ON ${table};
CREATE TRIGGER netinv_config_context_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_changed();
-- Processes still running the code from before this start may keep merges made by the
-- merge function they knew: a new generation leaves those unread.
UPDATE ${GENERATION_TABLE} SET generation = generation + 1;
-- VOLATILE: it writes. Its queries may see changes committed after the calling statement
-- began, so a merge is never older than the generation it is filed under.
CREATE OR REPLACE FUNCTION ${MERGED_FUNCTION}(g bigint, ids int[]) RETURNS jsonb LANGUAGE plpgsql VOLATILE STRICT AS $$
DECLARE
  merged jsonb;
BEGIN
  SELECT m.data INTO merged FROM ${MERGED_TABLE} m WHERE m.contexts = ids AND m.generation = g LIMIT 1;
  IF FOUND THEN RETURN merged; END IF;
  SELECT netinv_deep_merge_agg(c.data ORDER BY u.n) INTO merged FROM unnest(ids) WITH ORDINALITY u (id, n) JOIN ${table} c ON c.id = u.id;
  IF NOT current_setting('transaction_read_only')::boolean THEN
    INSERT INTO ${MERGED_TABLE} VALUES (g, ids, merged);
  END IF;
  RETURN merged;
END $$;
`;
}

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
  const contexts = configContextModel();
  if (!contexts) return local ? `COALESCE(${alias}.${ident(local.column!)}, '{}'::jsonb)` : `'{}'::jsonb`;
  const cc = st.alias();
  // The contexts this object reaches through the assignment tables (each indexed by its
  // target), each with the bit of the kind that reached it; a context applies when the kinds
  // that reached it are every kind it is assigned by. So the cost follows the contexts that
  // match, not all contexts (dataset L, 1,000 contexts: each device filtered all of them).
  const reached: string[] = [];
  const assignments: string[] = [];
  const candidates = st.alias();
  const inUse = st.alias();
  const used = `(SELECT ${inUse}.kinds FROM ${inUse})`;
  const kinds = contexts.fields.filter((f): f is Field & { kind: 'm2m' } => f.kind === 'm2m');
  kinds.forEach((f, i) => {
    const bit = 1 << i;
    const j = st.alias();
    assignments.push(`SELECT ${ident(f.through.source)}, ${bit} FROM ${ident(f.through.table)}`);
    const values = assignedValues(st, model, alias, registry.model(f.target));
    // An assignment this kind of object cannot have rules it out whenever it is made.
    // Kinds no active context uses (most, usually) are skipped whole: a one-time filter.
    if (values) reached.push(`SELECT ${j}.${ident(f.through.source)}, ${bit} FROM ${ident(f.through.table)} ${j} WHERE ${used} & ${bit} <> 0 AND ${j}.${ident(f.through.target)} IN (${values})`);
  });
  // The active contexts with the kinds each is assigned by: they do not depend on the object,
  // so this is computed once per statement (a CTE of an uncorrelated query), and so is the
  // list of those assigned to nothing, which apply to everything.
  const a = st.alias();
  const active = contexts.fields.some((f) => f.name === 'is_active') ? `WHERE ${cc}.is_active ` : '';
  const all = `${candidates} AS MATERIALIZED (SELECT ${cc}.id, ${cc}.weight, ${cc}.name, COALESCE(bit_or(${a}.kind), 0) AS kinds FROM ${ident(contexts.table)} ${cc} LEFT JOIN (${assignments.join(' UNION ALL ') || 'SELECT NULL::int, 0'}) ${a} (id, kind) ON ${a}.id = ${cc}.id ${active}GROUP BY ${cc}.id)`;
  const v = st.alias();
  const kindsInUse = `${inUse} AS MATERIALIZED (SELECT bit_or(${v}.kinds) AS kinds FROM ${candidates} ${v})`;
  const u = st.alias();
  reached.unshift(`SELECT unnest((SELECT array_agg(${u}.id) FROM ${candidates} ${u} WHERE ${u}.kinds = 0)), 0`);
  const m = st.alias();
  const matched = `SELECT ${m}.id, bit_or(${m}.kind) AS kinds FROM (${reached.join(' UNION ALL ')}) ${m} (id, kind) GROUP BY ${m}.id`;
  // Objects share few distinct sets of contexts: each set's merge is kept (MERGED_TABLE) and
  // read back by the ordered ids, where merging per object cost ~100 us of a device's render
  // on dataset M. The generation is read once per statement (an InitPlan).
  const c = st.alias();
  const generation = `(SELECT generation FROM ${GENERATION_TABLE})`;
  const set = `WITH ${all}, ${kindsInUse} SELECT array_agg(${c}.id ORDER BY ${c}.weight, ${c}.name) AS ids FROM (${matched}) ${m} JOIN ${candidates} ${c} ON ${c}.id = ${m}.id AND ${c}.kinds = ${m}.kinds`;
  // The kept merge is looked up in the statement's own plan (an index scan), the function
  // called only to make a missing one.
  const s = st.alias();
  const k = st.alias();
  const kept = `SELECT ${k}.data FROM ${MERGED_TABLE} ${k} WHERE ${k}.contexts = ${s}.ids AND ${k}.generation = ${generation} LIMIT 1`;
  const merged = `COALESCE((SELECT COALESCE((${kept}), ${MERGED_FUNCTION}(${generation}, ${s}.ids)) FROM (${set}) ${s}), '{}'::jsonb)`;
  if (!local) return merged;
  // The object's own data on top, merged only when it has some; the query above appears once
  // in the plan (each copy of it is set up at every execution, used or not).
  const column = `${alias}.${ident(local.column!)}`;
  const x = st.alias();
  return `(SELECT CASE WHEN ${column} IS NULL THEN ${x}.v ELSE netinv_deep_merge(${x}.v, ${column}) END FROM (SELECT ${merged} AS v OFFSET 0) ${x})`;
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
