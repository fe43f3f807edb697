// The SQL installed at every start (src/db/migrate.ts) for config contexts: the cache of merged
// contexts and its generation, the kept kinds of each context with the triggers keeping them,
// and a function per model computing one object's config context.
import type { Model } from '../../../../codegen/types.ts';
import { ident, literal, registry, Statement } from '../../../engine/api.ts';
import {
  assignedValues, assignmentKinds, configContextModel, GENERATION_TABLE, hasActive, KINDS_IN_USE_TABLE, KINDS_TABLE,
  MERGED_FUNCTION, MERGED_TABLE, objectFunction, orderColumns,
} from './model.ts';

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
