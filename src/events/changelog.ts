// The change log is written by PostgreSQL: statement triggers on every change-logged table record
// each row inserted, updated and deleted in extras_object_change, inside the transaction that made it.
// So every write is logged, however it was made: the engine's single and bulk writes, actions,
// rules' own statements (custom field renames), and deletes cascaded by foreign keys or by the
// generic-relation triggers. A transaction opened by writeTransaction (transaction.ts) names
// its request, user and account in transaction-local settings; writes outside one (the
// service's own start-up writes) are not logged.
import type { Field, Model } from '../../codegen/types.ts';
import { displayExpr } from '../engine/read/display.ts';
import { registry } from '../engine/registry.ts';
import { ident, literal } from '../engine/sql/builder.ts';
import { query, type Db } from '../engine/db.ts';
import { maskedSql } from './secrets.ts';

export const CHANGE_TABLE = 'extras_object_change';
/** Many-to-many values pointing at tags are recorded by name (NetBox's serialize_object). */
const TAG_MODEL = 'extras.tag';
/** Transaction-local settings the triggers read. `derived` is 'on' while statements run whose
 * writes follow from others and are no change of their own, which the triggers pass by: one
 * that only keeps derived private attributes (src/db/functions/prefix_hierarchy.sql: a
 * prefix's _depth; no snapshot holds them), or the port mappings a new device copies from its
 * type (NetBox bulk-creates them, logging none: withoutChangeLog). */
export const SETTING = { requestId: 'netinv.request_id', userId: 'netinv.user_id', userName: 'netinv.user_name', derived: 'netinv.derived' } as const;

/** A field of the change log's model (the catalogue's model on CHANGE_TABLE). */
function changeLogField(name: string) {
  return registry.catalogue.models.find((m) => m.table === CHANGE_TABLE)!.fields.find((f) => f.name === name)!;
}

/** The change log's user id as text ('' for none): the user whose id is the parameter `param`,
 * locked until the transaction ends as a foreign key's check would lock it. The log's user has no
 * constraint (codegen/catalogue/extras.yaml: its check cost a query per logged row); this one
 * lock per write keeps the user from being deleted before the logged changes commit (its delete
 * trigger then clears them), and a user deleted already is logged as none. */
export function lockedUserId(param: string): string {
  const user = changeLogField('user');
  if (user.kind !== 'fk') throw new Error('the change log names its user by a foreign key');
  return `coalesce((SELECT id::text FROM ${ident(registry.model(user.target).table)} WHERE id = ${param}::int FOR KEY SHARE), '')`;
}

type M2m = Field & { kind: 'm2m' };

/** The ids a many-to-many field's join table holds for the row `row` (a subquery of one column). */
function m2mIds(f: M2m, row: string, from = f.through.table): string {
  const t = f.through;
  return `SELECT j.${ident(t.target)} FROM ${ident(from)} j WHERE j.${ident(t.source)} = ${row}.id${t.object_type ? ` AND j.object_type = ${literal(t.object_type)}` : ''}`;
}

/** A many-to-many value as NetBox's serialize_object records it, from the subquery `ids` of
 * its targets' ids: tags by their names, sorted; anything else by ids, ascending. An array,
 * which a row comparison can tell apart (json has no equality). */
function m2mValue(f: M2m, ids: string): string {
  if (f.target !== TAG_MODEL) return `ARRAY(SELECT x FROM (${ids}) s(x) ORDER BY 1)`;
  // A join, each tag looked up by its key: `t.id IN (...)` read every tag for every row.
  return `ARRAY(SELECT t.name FROM (${ids}) s(x) JOIN ${ident(registry.model(TAG_MODEL).table)} t ON t.id = s.x ORDER BY t.name)::text[]`;
}

/** The columns of a snapshot, by the API names NetBox's snapshots use (a foreign key by its
 * field name, holding the id; many-to-many values by m2mValue); password hashes and token
 * digests never, other secrets masked (secrets.ts), nor private attributes (`_depth`, a scope's
 * cached `_region`: NetBox's serialize_object leaves out names starting with `_`), which are
 * maintained without a change of the object. `m2m` gives one many-to-many field's ids another
 * way (as they were before a statement on its join table). */
function snapshotPairs(model: Model, row: string, m2m?: { field: M2m; ids: string } | 'inserted'): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const f of model.fields) {
    if (f.kind === 'generic') pairs.push([f.type_column, `${row}.${ident(f.type_column)}`], [f.id_column, `${row}.${ident(f.id_column)}`]);
    else if (f.name.startsWith('_') || (f.kind === 'scalar' && (f.type === 'password' || f.type === 'token_key'))) continue;
    else if ((f.kind === 'scalar' || f.kind === 'choice' || f.kind === 'fk') && f.column) pairs.push([f.name, maskedSql(f, `${row}.${ident(f.column)}`)]);
    // A row its statement inserts has no many-to-many values yet: they are written after it,
    // and their own trigger brings its entry up to date (m2mStatements). Not looked up: one
    // index probe per row, a third of a bulk create's change log.
    else if (f.kind === 'm2m' && m2m === 'inserted') pairs.push([f.name, f.target === TAG_MODEL ? 'ARRAY[]::text[]' : 'ARRAY[]::bigint[]']);
    else if (f.kind === 'm2m') pairs.push([f.name, m2mValue(f, m2m !== 'inserted' && m2m?.field === f ? m2m.ids : m2mIds(f, row))]);
  }
  if (model.features.includes('custom_fields')) pairs.push(['custom_fields', `${row}.custom_field_data`]);
  if (model.features.includes('created_updated')) pairs.push(['created', `${row}.created`], ['last_updated', `${row}.last_updated`]);
  return pairs;
}

/** A lateral subquery `alias` holding the snapshot's columns of the row `row` under their API
 * names, made JSON by to_json(alias) (or to_jsonb, as the log stores it): cheaper than
 * jsonb_build_object, which pays for each of its arguments on every row, and not limited to
 * 100 arguments. */
function snapshotRow(model: Model, row: string, alias: string, m2m?: { field: M2m; ids: string } | 'inserted'): string {
  return `CROSS JOIN LATERAL (SELECT ${snapshotPairs(model, row, m2m).map(([k, v]) => `${v} AS ${ident(k)}`).join(', ')} OFFSET 0) ${alias}`;
}

/** The related object of the row `row` (alias): the first the catalogue's paths find, as the
 * columns rt (content type) and ri (id) of a one-row subquery. Each path's id is looked up once
 * (OFFSET 0), where the flattened subquery looked it up for the type and again for the id. */
function relatedColumns(model: Model, row: string): string {
  const found: Array<{ id: string; type: string }> = [];
  for (const path of model.change_log.related) {
    const m = /^(?:([a-z_]+)\[([a-z_]+\.[a-z_]+)\]\.)?([a-z_]+)$/.exec(path)!;
    let on = model;
    let cond = 'TRUE';
    let from = row;
    if (m[1]) {
      const g = model.fields.find((f) => f.name === m[1])!;
      if (g.kind !== 'generic') continue;
      on = registry.model(m[2]!);
      cond = `${row}.${ident(g.type_column)} = ${literal(on.content_type)}`;
      from = `(SELECT * FROM ${ident(on.table)} WHERE id = ${row}.${ident(g.id_column)})`;
    }
    const fk = on.fields.find((f) => f.name === m[3])!;
    if (fk.kind !== 'fk') continue;
    const id = m[1] ? `(SELECT x.${ident(fk.column!)} FROM ${from} x)` : `${row}.${ident(fk.column!)}`;
    found.push({ id: `CASE WHEN ${cond} THEN ${id} END`, type: literal(registry.model(fk.target).content_type) });
  }
  if (found.length === 0) return 'SELECT NULL::text AS rt, NULL::bigint AS ri';
  const ids = found.map((f, i) => `${f.id} AS i${i}`).join(', ');
  return `SELECT CASE ${found.map((f, i) => `WHEN p.i${i} IS NOT NULL THEN ${f.type}`).join(' ')} END AS rt, COALESCE(${found.map((_f, i) => `p.i${i}`).join(', ')}) AS ri FROM (SELECT ${ids} OFFSET 0) p`;
}

const EVENTS = [
  { op: 'INSERT', action: 'create', referencing: 'NEW TABLE AS new_rows' },
  { op: 'UPDATE', action: 'update', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { op: 'DELETE', action: 'delete', referencing: 'OLD TABLE AS old_rows' },
] as const;

/** A trigger's name. PostgreSQL fires a table's triggers of one event in the order of their
 * names: the delete's sorts before netinv_after_delete (generated/db/triggers.sql), which
 * removes the object's tags, so that its snapshot still holds them. */
const triggerName = (action: string) => (action === 'delete' ? 'netinv_0_change_log_delete' : `netinv_change_log_${action}`);

/** The change log's triggers on each logged table (benchmarks switch them off to weigh them). */
export const CHANGE_LOG_TRIGGERS = EVENTS.map((e) => triggerName(e.action));
/** Names the triggers had before, dropped at start. */
const FORMER_TRIGGERS = ['netinv_change_log', 'netinv_change_log_delete'];

/** The type the log stores snapshots as (its field's storage): json or jsonb, each made by
 * to_json or to_jsonb. */
function snapshotType(): 'json' | 'jsonb' {
  const field = changeLogField('postchange_data');
  return field.kind === 'scalar' && field.storage === 'json' ? 'json' : 'jsonb';
}

/** The declarations every change log function starts with: the request, read once per
 * statement, not for every row. */
const DECLARE = [
  'DECLARE',
  `  request text := current_setting(${literal(SETTING.requestId)}, true);`,
  `  netinv_user_id int := nullif(current_setting(${literal(SETTING.userId)}, true), '')::int;`,
  `  netinv_user_name text := coalesce(current_setting(${literal(SETTING.userName)}, true), '');`,
];
const COLUMNS = `INSERT INTO ${CHANGE_TABLE} (time, user_id, user_name, request_id, action, changed_object_type, changed_object_id,
      related_object_type, related_object_id, object_repr, prechange_data, postchange_data)`;

/** A table whose rows the change log records: a change-logged model's, or the table of a rows
 * field (rowsLogged). `snapshot` is a lateral subquery of the row's snapshot columns (to_json of
 * its alias is the snapshot; `inserted`: the row is new, so it has no many-to-many values yet),
 * `repr` its object_repr, `related` a one-row subquery of the
 * related object's content type (rt) and id (ri). */
interface LoggedTable {
  table: string;
  contentType: string;
  snapshot: (row: string, alias: string, inserted?: boolean) => string;
  repr: (row: string) => string;
  related: (row: string) => string;
}

function modelLogged(model: Model): LoggedTable {
  return {
    table: model.table,
    contentType: model.content_type,
    snapshot: (row, alias, inserted) => snapshotRow(model, row, alias, inserted ? 'inserted' : undefined),
    repr: (row) => `coalesce(left(${displayExpr(model, row)}, 200), ${row}.id::text)`,
    related: (row) => relatedColumns(model, row),
  };
}

type Rows = Field & { kind: 'rows' };

/** The rows fields whose rows are logged, each once: those of change-logged models that own
 * their table (a mirror reads the same rows from the other side). */
function loggedRowsFields(): Array<{ model: Model; field: Rows }> {
  return registry.catalogue.models.flatMap((model) => model.fields
    .filter((f): f is Rows => f.kind === 'rows' && !f.mirrors && model.change_log.enabled)
    .map((field) => ({ model, field })));
}

/** A rows field's rows as NetBox 4.6 logs its port mappings (PortMapping and
 * PortTemplateMapping, private models logged as objects of their own: each mapping a write
 * adds or removes is one create or delete, an unchanged one nothing). Their content type is
 * the private model's (`dcim_port_mapping`: dcim.portmapping); the snapshot holds both
 * objects by id, under the names the two sides' items give them (front_port, rear_port), and
 * the integer attributes by column; the repr is NetBox's `<front port>:<position> to <rear
 * port>:<position>` (a port deleted in the same statement, as by a cascade, by its id); no
 * related object. */
function rowsLogged(model: Model, f: Rows): LoggedTable {
  const target = registry.model(f.target);
  const mirror = target.fields.find((o): o is Rows => o.kind === 'rows' && o.mirrors === f.name);
  const targetName = (r: Rows) => r.item.find((a) => a.kind === 'target')!.name;
  const ints = f.item.filter((a) => a.kind === 'integer');
  const key = ints.find((a) => a.name === f.key)!;
  const pairs: Array<[string, string]> = [[mirror ? targetName(mirror) : model.name, f.source], [targetName(f), f.target_column], ...ints.map((a): [string, string] => [a.column, a.column])];
  const name = (m: Model, column: string, row: string) =>
    `coalesce((SELECT ${displayExpr(m, 'chg_named')} FROM ${ident(m.table)} chg_named WHERE chg_named.id = ${row}.${ident(column)}), ${row}.${ident(column)}::text)`;
  return {
    table: f.table,
    contentType: `${model.app}.${f.table.slice(model.app.length + 1).replace(/_/g, '')}`,
    snapshot: (row, alias) => `CROSS JOIN LATERAL (SELECT ${pairs.map(([k, c]) => `${row}.${ident(c)} AS ${ident(k)}`).join(', ')} OFFSET 0) ${alias}`,
    repr: (row) => `left(concat(${[name(model, f.source, row), `':'`, `${row}.${ident(key.column)}`, `' to '`, name(target, f.target_column, row),
      ...ints.filter((a) => a !== key).flatMap((a) => [`':'`, `${row}.${ident(a.column)}`])].join(', ')}), 200)`,
    related: () => 'SELECT NULL::text AS rt, NULL::bigint AS ri',
  };
}

/** One statement-level trigger per event: a statement's rows are logged by one INSERT ... SELECT
 * over its transition tables (an update that changes nothing a snapshot holds is not logged). */
function triggerSql(logged: LoggedTable): string {
  const type = snapshotType();
  return EVENTS.map(({ op, action, referencing }) => {
    const fn = `netinv_change_log_${action}_${logged.table}`;
    const row = op === 'DELETE' ? 'chg_old' : 'chg_new';
    const pre = op === 'INSERT' ? `NULL::${type}` : `to_${type}(pre_row)`;
    const post = op === 'DELETE' ? `NULL::${type}` : `to_${type}(post_row)`;
    const from = op === 'INSERT' ? 'new_rows chg_new' : op === 'DELETE' ? 'old_rows chg_old' : 'old_rows chg_old JOIN new_rows chg_new ON chg_new.id = chg_old.id';
    const rows = [op !== 'INSERT' ? logged.snapshot('chg_old', 'pre_row') : '', op !== 'DELETE' ? logged.snapshot('chg_new', 'post_row', op === 'INSERT') : ''].filter(Boolean);
    // An update pairs its old and new rows by id. PL/pgSQL keeps the statement's plan, made for
    // the transition tables of some earlier statement (often one row): a nested loop, whose cost
    // grows with the square of a bulk PATCH's rows. A hash join costs one row nothing more.
    const settings = op === 'UPDATE' ? ' SET enable_nestloop = off' : '';
    return [
      `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql${settings} AS $$`,
      ...DECLARE,
      'BEGIN',
      "  IF request IS NULL OR request = '' THEN RETURN NULL; END IF;",
      `  IF current_setting(${literal(SETTING.derived)}, true) = 'on' THEN RETURN NULL; END IF;`,
      `  ${COLUMNS}`,
      `    SELECT now(), netinv_user_id, netinv_user_name, request,`,
      `           ${literal(action)}, ${literal(logged.contentType)}, ${row}.id, rel.rt, rel.ri, ${logged.repr(row)}, snap.pre, snap.post`,
      `      FROM ${from}`,
      ...rows.map((r) => `      ${r}`),
      // OFFSET 0: each snapshot is built once per row, not again in the update's filter.
      `      CROSS JOIN LATERAL (SELECT ${pre} AS pre, ${post} AS post OFFSET 0) snap`,
      `      CROSS JOIN LATERAL (${logged.related(row)}) rel`,
      // Compared as rows: json has no equality, and comparing values costs less than their JSON.
      op === 'UPDATE' ? '     WHERE pre_row IS DISTINCT FROM post_row;' : '     ;',
      '  RETURN NULL;',
      'END $$;',
      `DROP TRIGGER IF EXISTS ${triggerName(action)} ON ${ident(logged.table)};`,
      `CREATE TRIGGER ${triggerName(action)} AFTER ${op} ON ${ident(logged.table)} REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
    ].join('\n');
  }).join('\n');
}

/** What a statement on a join table does to the change log of the objects whose field `f` it
 * changed (their ids are the join rows' sources in `chg_rows`), as NetBox's m2m_changed
 * handler does: the latest entry of the request for an object takes its snapshot after the
 * change (a create or update of its own row came first, so one request makes one entry,
 * values and relations together), or, with none, an update entry is added (a change of
 * relations only). An entry left with nothing changed goes. A join row deleted with its
 * object (a foreign key's cascade runs before this, after the object's own delete entry)
 * puts the values into that entry's prechange_data. */
function m2mStatements(model: Model, f: M2m, op: 'INSERT' | 'DELETE'): string[] {
  const type = snapshotType();
  const t = f.through;
  const ct = literal(model.content_type);
  const mine = t.object_type ? ` WHERE x.object_type = ${literal(t.object_type)}` : '';
  const ofRequest = (c: string) => `${c}.request_id = request AND ${c}.time = now() AND ${c}.changed_object_type = ${ct} AND ${c}.changed_object_id = ANY(chg_touched)`;
  // The ids the statement added or took, by object: read by key, as a transition table has no
  // index (a join to it was a nested loop over every pair, its rows unknown to the planner).
  const ids = (id: string) => `SELECT jsonb_array_elements_text(chg_ids -> ${id}::text)::int`;
  // The field's ids before this statement: those after it, less those it added or with those it took.
  const before = `${m2mIds(f, 'chg_new')} ${op === 'INSERT' ? 'EXCEPT' : 'UNION'} ${ids('chg_new.id')}`;
  const out = [
    `SELECT array_agg(k.id), jsonb_object_agg(k.id, k.ids) INTO chg_touched, chg_ids`,
    `  FROM (SELECT x.${ident(t.source)} AS id, array_agg(x.${ident(t.target)}) AS ids FROM chg_rows x${mine} GROUP BY 1) k;`,
    `chg_logged := ARRAY(SELECT DISTINCT l.changed_object_id FROM ${CHANGE_TABLE} l WHERE ${ofRequest('l')});`,
    `UPDATE ${CHANGE_TABLE} c SET postchange_data = to_${type}(post_row)`,
    `  FROM (SELECT DISTINCT ON (l.changed_object_id) l.id, l.changed_object_id FROM ${CHANGE_TABLE} l`,
    `         WHERE ${ofRequest('l')} AND l.action <> 'delete' ORDER BY l.changed_object_id, l.id DESC) latest`,
    `  JOIN ${ident(model.table)} chg_new ON chg_new.id = latest.changed_object_id`,
    `  ${snapshotRow(model, 'chg_new', 'post_row')}`,
    ' WHERE c.id = latest.id;',
    // An object without an entry in the request had only its relations changed.
    'IF cardinality(chg_logged) < cardinality(chg_touched) THEN',
    `  ${COLUMNS}`,
    `    SELECT now(), netinv_user_id, netinv_user_name, request, 'update', ${ct}, chg_new.id, rel.rt, rel.ri,`,
    `           coalesce(left(${displayExpr(model, 'chg_new')}, 200), chg_new.id::text), to_${type}(pre_row), to_${type}(post_row)`,
    `      FROM ${ident(model.table)} chg_new`,
    `      ${snapshotRow(model, 'chg_new', 'pre_row', { field: f, ids: before })}`,
    `      ${snapshotRow(model, 'chg_new', 'post_row')}`,
    `      CROSS JOIN LATERAL (${relatedColumns(model, 'chg_new')}) rel`,
    '     WHERE chg_new.id = ANY(chg_touched) AND NOT chg_new.id = ANY(chg_logged) AND pre_row IS DISTINCT FROM post_row;',
    'END IF;',
  ];
  // Relations written again as they were (deleted, then inserted) leave an update of nothing.
  // Snapshots of one model are built alike, so equal ones have equal text.
  if (op === 'INSERT')
    out.push(`DELETE FROM ${CHANGE_TABLE} c WHERE ${ofRequest('c')} AND c.action = 'update' AND c.prechange_data::text = c.postchange_data::text;`);
  if (op === 'DELETE' && !t.object_type) {
    const gone = `to_${type}(${m2mValue(f, ids('c.changed_object_id'))})`;
    out.push(
      `UPDATE ${CHANGE_TABLE} c SET prechange_data = (SELECT ${type}_object_agg(e.key, CASE WHEN e.key = ${literal(f.name)} THEN ${gone} ELSE e.value END) FROM ${type}_each(c.prechange_data) e)`,
      ` WHERE ${ofRequest('c')} AND c.action = 'delete' AND NOT EXISTS (SELECT 1 FROM ${ident(model.table)} o WHERE o.id = c.changed_object_id);`,
    );
  }
  return out;
}

/** The change log's triggers on the join tables of logged models' many-to-many fields (one
 * per table and event; the tags' table, shared by every tagged model, branches by the rows'
 * object type), installed with the rest. */
function m2mTriggerSql(): string {
  const byTable = new Map<string, Array<{ model: Model; field: M2m }>>();
  for (const model of registry.catalogue.models)
    for (const field of model.fields)
      if (field.kind === 'm2m') byTable.set(field.through.table, [...(byTable.get(field.through.table) ?? []), ...(model.change_log.enabled ? [{ model, field }] : [])]);
  const out: string[] = [];
  for (const [table, owners] of byTable)
    for (const op of ['INSERT', 'DELETE'] as const) {
      const trigger = `netinv_change_log_m2m_${op.toLowerCase()}`;
      const fn = `${trigger}_${table}`;
      out.push(`DROP TRIGGER IF EXISTS ${trigger} ON ${ident(table)};`);
      if (owners.length === 0) continue;
      const shared = owners.some((o) => o.field.through.object_type);
      const body = shared
        ? ['  FOR chg_type IN SELECT DISTINCT x.object_type FROM chg_rows x LOOP',
          ...owners.map(({ model, field }, i) => [`    ${i ? 'ELSIF' : 'IF'} chg_type = ${literal(model.content_type)} THEN`, ...m2mStatements(model, field, op).map((l) => `      ${l}`)].join('\n')),
          '    END IF;', '  END LOOP;']
        : owners.flatMap(({ model, field }) => m2mStatements(model, field, op).map((l) => `  ${l}`));
      out.push(
        `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$`,
        ...DECLARE,
        '  chg_touched int[];', '  chg_ids jsonb;', '  chg_logged bigint[];',
        ...(shared ? ['  chg_type text;'] : []),
        'BEGIN',
        "  IF request IS NULL OR request = '' THEN RETURN NULL; END IF;",
        ...body,
        '  RETURN NULL;',
        'END $$;',
        `CREATE TRIGGER ${trigger} AFTER ${op} ON ${ident(table)} REFERENCING ${op === 'INSERT' ? 'NEW' : 'OLD'} TABLE AS chg_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
      );
    }
  return out.join('\n');
}

/** Runs `write`, statements whose changes follow from the request's own (SETTING.derived),
 * without logging them; the setting is as it was after. */
export async function withoutChangeLog(db: Db, write: () => Promise<void>): Promise<void> {
  const [was] = await query<{ v: string | null }>(db, 'SELECT current_setting($1, true) AS v', [SETTING.derived]);
  await query(db, `SELECT set_config($1, 'on', true)`, [SETTING.derived]);
  await write();
  await query(db, 'SELECT set_config($1, $2, true)', [SETTING.derived, was?.v || 'off']);
}

/** The longest message a change keeps (NetBox's ObjectChange.message). */
export const MAX_CHANGE_MESSAGE = 200;

/** Gives the change log entries this transaction wrote for `ids` of `model` each its message
 * (`messages[i]` for `ids[i]`; null or '' gives none): NetBox 4.4's changelog_message, which
 * belongs to the object the request named, not to objects its write changed besides
 * (components made from templates, cascaded deletes). One statement, none without a message. */
export async function recordChangeMessages(db: Db, model: Model, ids: number[], messages: Array<string | null>): Promise<void> {
  const given = ids.flatMap((id, i) => (messages[i] ? [{ id, message: messages[i] }] : []));
  if (given.length === 0 || !model.change_log.enabled) return;
  // The transaction's own entries: its request id and its start time, as the m2m triggers find them.
  await query(db, `UPDATE ${CHANGE_TABLE} c SET message = m.message
      FROM unnest($1::bigint[], $2::text[]) AS m(id, message)
     WHERE c.request_id = current_setting(${literal(SETTING.requestId)}, true) AND c.time = now()
       AND c.changed_object_type = $3 AND c.changed_object_id = m.id`,
  [given.map((g) => g.id), given.map((g) => g.message), model.content_type]);
}

/** The change log triggers of every change-logged model (and none on the others), installed
 * at every start by src/db/migrate.ts. */
export function changeLogSql(): string {
  return [...registry.catalogue.models
    .map((m) => [...FORMER_TRIGGERS.map((t) => `DROP TRIGGER IF EXISTS ${t} ON ${ident(m.table)};`), m.change_log.enabled ? triggerSql(modelLogged(m))
      : CHANGE_LOG_TRIGGERS.map((t) => `DROP TRIGGER IF EXISTS ${t} ON ${ident(m.table)};`).join('\n')].join('\n')),
  ...loggedRowsFields().map(({ model, field }) => triggerSql(rowsLogged(model, field))), m2mTriggerSql()]
    .join('\n');
}
