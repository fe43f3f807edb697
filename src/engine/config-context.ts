// The rendered config context of a device or virtual machine (the config_context feature):
// every active config context whose assignments all match the object, deep-merged by weight
// then name, then the object's own local_context_data on top. One SQL expression per row,
// inside the same statement as the rest of the representation, starting from the assignment
// tables so that its cost follows the contexts that match the object, not all contexts.
import type { Field, Model } from '../../codegen/types.ts';
import { orderingEntry } from '../../codegen/syntax.ts';
import { registry } from './registry.ts';
import { ident, literal, Statement } from './sql/builder.ts';
import type { SharedObjects } from './read/representation.ts';

/** The catalogue model whose rows are the config contexts. */
export const CONFIG_CONTEXT_MODEL = 'extras.config_context';

const configContextModel = () => registry.catalogue.models.find((m) => m.key === CONFIG_CONTEXT_MODEL);

/** The merged data of each set of config contexts a read has met, by generation. A
 * logged table although it is a cache: a hot standby cannot read an unlogged one, and the
 * replicas' reads use the merges the primary kept (a read-only transaction merges without
 * keeping). */
const MERGED_TABLE = 'netinv_config_context_merged';
/** One row counting the changes to config contexts: a merge kept under an older generation is
 * never read again. A transactional row rather than a sequence, so that a read whose snapshot
 * precedes a change (and merges the data it sees) files its merge under the old generation. */
const GENERATION_TABLE = 'netinv_config_context_generation';
/** The kept merge of a set of contexts (their ids in ascending order) in a generation, merged in
 * the contexts' order (the catalogue's: weight, then name) and kept if missing. */
const MERGED_FUNCTION = 'netinv_config_context_merged';

/** Whether each config context is active, and the bitmask of the assignment kinds it uses
 * (`assignmentKinds`: bit i for the i-th): what every read needs of all contexts, kept by
 * statement triggers in the writer's transaction where each statement computed it from every
 * context and every assignment table (~1 ms per statement at 1,000 contexts). Logged, as hot
 * standbys read it. */
const KINDS_TABLE = 'netinv_config_context_kinds';
/** One row: the kinds that some active context uses, so a read skips the others' tables. */
const KINDS_IN_USE_TABLE = 'netinv_config_context_kinds_in_use';

/** The m2m fields of the contexts model: the kinds of assignment, bit i for the i-th. */
function assignmentKinds(contexts: Model): Array<Field & { kind: 'm2m' }> {
  return contexts.fields.filter((f): f is Field & { kind: 'm2m' } => f.kind === 'm2m');
}

/** Whether contexts can be inactive (an inactive context applies to nothing). */
const hasActive = (contexts: Model) => contexts.fields.some((f) => f.name === 'is_active');

/** The columns contexts merge in the order of (the catalogue's ordering), with their direction. */
function orderColumns(contexts: Model): Array<{ column: string; desc: boolean }> {
  return contexts.ordering.map(orderingEntry).map(({ name, desc }) => {
    const f = contexts.fields.find((x) => x.name === name);
    return { column: f && 'column' in f && f.column ? f.column : name, desc };
  });
}

/** SQL of (id, kinds) for the contexts `ids` (an int[] expression) from the assignment tables. */
function kindsFromAssignments(contexts: Model, ids: string): string {
  const parts = assignmentKinds(contexts).map((f, i) =>
    `SELECT ${ident(f.through.source)}, ${1 << i} FROM ${ident(f.through.table)} WHERE ${ident(f.through.source)} = ANY (${ids})`);
  return `SELECT c.id, COALESCE(bit_or(a.kind), 0) AS kinds FROM unnest(${ids}) c (id) LEFT JOIN (${parts.join(' UNION ALL ') || 'SELECT NULL::int, 0'}) a (id, kind) ON a.id = c.id GROUP BY c.id`;
}

/** SQL (re)creating AFTER ... FOR EACH STATEMENT triggers calling `fn(arg)` for each kind of
 * write on `table`, one per event (a trigger with transition tables has one event), named
 * after the function; the function finds the rows in `old_rows` and `new_rows`. */
function statementTriggers(table: string, fn: string, arg = ''): string {
  const referencing = { INSERT: 'REFERENCING NEW TABLE AS new_rows ', UPDATE: 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows ', DELETE: 'REFERENCING OLD TABLE AS old_rows ', TRUNCATE: '' };
  return Object.entries(referencing).map(([op, ref]) => {
    const name = `${fn}_${op.toLowerCase()}`;
    return `DROP TRIGGER IF EXISTS ${name} ON ${ident(table)};
CREATE TRIGGER ${name} AFTER ${op} ON ${ident(table)} ${ref}FOR EACH STATEMENT EXECUTE FUNCTION ${fn}(${arg});`;
  }).join('\n');
}

/** The kept kinds (KINDS_TABLE) and their triggers. A writer first locks the kept rows of the
 * contexts its statement touched, then recomputes them in a statement of its own: under READ
 * COMMITTED that statement's snapshot sees every change committed by the writers that held the
 * lock before, so concurrent writers to one context's assignments cannot each miss the other's.
 * The kinds in use are recomputed the same way (lock, then bit_or), only when an active
 * context's kinds changed. Rebuilt whole at every start (a new catalogue may number the kinds
 * differently), under the triggers' own locks, which keep writers out until it is filled. */
function kindsSql(contexts: Model): string {
  const table = ident(contexts.table);
  const activeOf = (alias: string) => (hasActive(contexts) ? `${alias}.is_active` : 'true');
  const own = (alias: string) => `${alias}.id, ${activeOf(alias)}`;
  const inUse = `PERFORM FROM ${KINDS_IN_USE_TABLE} FOR UPDATE;
  UPDATE ${KINDS_IN_USE_TABLE} SET kinds = (SELECT COALESCE(bit_or(kinds), 0) FROM ${KINDS_TABLE} WHERE active);`;
  const triggers = assignmentKinds(contexts).map((f) =>
    statementTriggers(f.through.table, 'netinv_config_context_assigned', literal(f.through.source)));
  return `
DROP TABLE IF EXISTS ${KINDS_TABLE}, ${KINDS_IN_USE_TABLE};
CREATE TABLE ${KINDS_TABLE} AS SELECT ${own('c')} AS active, 0 AS kinds FROM ${table} c WITH NO DATA;
ALTER TABLE ${KINDS_TABLE} ADD PRIMARY KEY (id), ALTER active SET NOT NULL, ALTER kinds SET NOT NULL;
CREATE TABLE ${KINDS_IN_USE_TABLE} (kinds int NOT NULL);
-- The contexts assigned to nothing apply to every object: a read takes them from this index.
CREATE INDEX ${KINDS_TABLE}_unassigned ON ${KINDS_TABLE} (id) WHERE active AND kinds = 0;
CREATE OR REPLACE FUNCTION netinv_config_context_kinds_update(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  PERFORM FROM ${KINDS_TABLE} WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  WITH updated AS (
    UPDATE ${KINDS_TABLE} k SET kinds = n.kinds FROM (${kindsFromAssignments(contexts, 'ids')}) n
     WHERE k.id = n.id AND k.kinds <> n.kinds RETURNING k.active)
  SELECT bool_or(active) INTO changed FROM updated;
  IF changed THEN
  ${inUse}
  END IF;
END $$;
-- On an assignment table; its argument names the column holding the context's id. A cascaded
-- delete (a site, region or tag deleted) fires it too, with the rows the cascade removed.
CREATE OR REPLACE FUNCTION netinv_config_context_assigned() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    ids := ARRAY(SELECT id FROM ${KINDS_TABLE});
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT id) FROM (%s) c (id)', concat_ws(' UNION ALL ',
      CASE WHEN TG_OP <> 'DELETE' THEN format('SELECT %I FROM new_rows', TG_ARGV[0]) END,
      CASE WHEN TG_OP <> 'INSERT' THEN format('SELECT %I FROM old_rows', TG_ARGV[0]) END)) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN PERFORM netinv_config_context_kinds_update(ids); END IF;
  RETURN NULL;
END $$;
-- On the contexts table: a new context has no assignment yet (they refer to it).
CREATE OR REPLACE FUNCTION netinv_config_context_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ${KINDS_TABLE} SELECT ${own('n')}, 0 FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH updated AS (
      UPDATE ${KINDS_TABLE} k SET active = ${activeOf('n')} FROM new_rows n WHERE k.id = n.id AND k.active <> ${activeOf('n')} RETURNING k.kinds)
    SELECT bool_or(kinds <> 0) INTO changed FROM updated;
  ELSIF TG_OP = 'DELETE' THEN
    WITH deleted AS (DELETE FROM ${KINDS_TABLE} k USING old_rows o WHERE k.id = o.id RETURNING k.kinds, k.active)
    SELECT bool_or(kinds <> 0 AND active) INTO changed FROM deleted;
  ELSE
    DELETE FROM ${KINDS_TABLE};
    changed := true;
  END IF;
  IF changed THEN
  ${inUse}
  END IF;
  RETURN NULL;
END $$;
${statementTriggers(contexts.table, 'netinv_config_context_kept')}
${triggers.join('\n')}
-- Filled after the triggers are in: their locks keep writers out until this commits.
INSERT INTO ${KINDS_TABLE} SELECT ${own('c')}, k.kinds FROM ${table} c JOIN (${kindsFromAssignments(contexts, `ARRAY(SELECT id FROM ${table})`)}) k ON k.id = c.id;
INSERT INTO ${KINDS_IN_USE_TABLE} SELECT COALESCE(bit_or(kinds), 0) FROM ${KINDS_TABLE} WHERE active;
-- Statistics now, not at autovacuum's next round: the reads' plans go by the table's size.
ANALYZE ${KINDS_TABLE}, ${KINDS_IN_USE_TABLE};
`;
}

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
  SELECT netinv_deep_merge_agg(c.data ORDER BY ${orderColumns(contexts).map((o) => `c.${ident(o.column)}${o.desc ? ' DESC' : ''}`).join(', ')}) INTO merged FROM ${table} c WHERE c.id = ANY (ids);
  IF NOT current_setting('transaction_read_only')::boolean THEN
    INSERT INTO ${MERGED_TABLE} VALUES (g, ids, merged);
  END IF;
  RETURN merged;
END $$;
${kindsSql(contexts)}
${registry.catalogue.models.filter((m) => m.features.includes('config_context')).map((m) => objectFunctionSql(contexts, m)).join('\n')}`;
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

/** SQL of the id reached from `start` (the value of the chain's first foreign key) through
 * the rest of the chain. */
function idThrough(start: string, chain: Array<Field & { kind: 'fk' }>, st: Statement): string {
  let expr = start;
  let from = registry.model(chain[0]!.target);
  for (const f of chain.slice(1)) {
    const x = st.alias();
    expr = `(SELECT ${x}.${ident(f.column!)} FROM ${ident(from.table)} ${x} WHERE ${x}.id = ${expr})`;
    from = registry.model(f.target);
  }
  return expr;
}

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
  // read back by the set's ids, where merging per object cost ~100 us of a device's render
  // on dataset M. The generation is read once per statement (an InitPlan).
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
 * as a function called per row cost more than the plan's set-up it saves once (6 devices of a
 * filtered list: backend CPU 2.6 -> 3.0 ms). */
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

/** The name of the function computing one object of `model`'s config context, and the columns
 * it takes (those the assignments start from, the id for its tags, its local data): a detail
 * read (a statement of one row) names only the function, where the expression naming every assignment table made
 * a plan PostgreSQL set up at every execution (~40 nodes, each relation opened and locked, 0.3
 * to 0.5 ms of a device's 1 ms detail read on dataset M), kinds in use or not. The function's
 * statements are planned once per connection, and those of kinds no active context uses are
 * never run. STABLE: its queries see the calling statement's snapshot, so the object's row and
 * the assignments it matches are read at one time. */
function objectFunction(model: Model): { name: string; args: Array<{ column: string; type: string }> } {
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

/** SQL (re)creating objectFunction(model). Its arguments are named after the columns they
 * carry, qualified by the function's name where used; a changed catalogue that changes them
 * drops the function first (CREATE OR REPLACE keeps the function, and the plans of other
 * processes naming it, when they are the same). */
function objectFunctionSql(contexts: Model, model: Model): string {
  const { name, args } = objectFunction(model);
  const st = new Statement();
  const kinds = assignmentKinds(contexts).flatMap((f, i) => {
    const bit = 1 << i;
    const values = assignedValues(st, model, name, registry.model(f.target));
    if (!values) return [];
    const j = st.alias();
    // (context id, kind's bit) as one bigint: the id in the high half.
    return [`  IF _in_use & ${bit} <> 0 THEN
    _reached := _reached || ARRAY(SELECT ${j}.${ident(f.through.source)}::bigint << 32 | ${bit} FROM ${ident(f.through.table)} ${j} WHERE ${j}.${ident(f.through.target)} IN (${values}));
  END IF;`];
  });
  const local = args.find((a) => a.type === 'jsonb');
  const own = local ? `${name}.${ident(local.column)}` : null;
  const signature = args.map((a) => a.type).join(', ');
  return `
DO $$ BEGIN
  IF to_regprocedure('${name}(${signature})') IS NULL THEN DROP FUNCTION IF EXISTS ${name}; END IF;
END $$;
CREATE OR REPLACE FUNCTION ${name}(${args.map((a) => `${ident(a.column)} ${a.type}`).join(', ')}) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  _in_use int := (SELECT kinds FROM ${KINDS_IN_USE_TABLE});
  _reached bigint[] := '{}';
  _ids int[];
  _merged jsonb := '{}';
BEGIN
${kinds.join('\n')}
  -- The contexts assigned to nothing, and those reached by every kind they are assigned by.
  SELECT array_agg(x.id ORDER BY x.id) INTO _ids FROM (
    SELECT u.id FROM ${KINDS_TABLE} u WHERE u.active AND u.kinds = 0
    UNION ALL
    SELECT r.id FROM (SELECT (v >> 32)::int AS id, (v & 4294967295)::int AS kind FROM unnest(_reached) v) r
     GROUP BY r.id HAVING (r.id, bit_or(r.kind)) IN (SELECT w.id, w.kinds FROM ${KINDS_TABLE} w WHERE w.active)) x;
  IF _ids IS NOT NULL THEN
    SELECT m.data INTO _merged FROM ${MERGED_TABLE} m WHERE m.contexts = _ids AND m.generation = (SELECT generation FROM ${GENERATION_TABLE}) LIMIT 1;
    IF NOT FOUND THEN _merged := COALESCE(${MERGED_FUNCTION}((SELECT generation FROM ${GENERATION_TABLE}), _ids), '{}'); END IF;
  END IF;
  RETURN ${own ? `CASE WHEN ${own} IS NULL THEN _merged ELSE netinv_deep_merge(_merged, ${own}) END` : '_merged'};
END $$;`;
}

/** The config context of each of a statement's rows, computed once per distinct set of what
 * decides it. A page of 1,000 devices reaches few distinct sets (dataset M: 92), but has too
 * many distinct tuples of the values deciding them (site, role, platform, ...: 555) for such a
 * tuple to be the key. So each kind of assignment is first resolved once per distinct value of
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

/** The ids of `target` an object matches when it points at `id`: for a tree (regions, site
 * groups, locations) its ancestors too, since a context assigned to a region also applies
 * below it. */
function matchedIds(st: Statement, target: Model, id: string): string {
  const x = st.alias();
  return target.tree ? `SELECT unnest(${x}.tree_path || ${x}.id) FROM ${ident(target.table)} ${x} WHERE ${x}.id = ${id}` : `SELECT ${id}`;
}

/** The object's own many-to-many field to `target` (its tags), as SQL of the ids it holds. */
function ownTargets(model: Model, target: Model): ((st: Statement, alias: string) => string) | null {
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
function assignedValues(st: Statement, model: Model, alias: string, target: Model): string | null {
  const own = ownTargets(model, target);
  if (own) return own(st, alias);
  const chain = pathTo(model, target.key);
  if (!chain) return null;
  return matchedIds(st, target, idThrough(`${alias}.${ident(chain[0]!.column!)}`, chain, st));
}
