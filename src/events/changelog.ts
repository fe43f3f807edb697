// The change log is written by PostgreSQL: a row trigger on every change-logged table records
// each insert, update and delete in extras_object_change, inside the transaction that made it.
// So every write is logged, however it was made: the engine's single and bulk writes, actions,
// rules' own statements (custom field renames), and deletes cascaded by foreign keys or by the
// generic-relation triggers. A transaction opened by writeTransaction (transaction.ts) names
// its request, user and account in transaction-local settings; writes outside one (the
// service's own start-up writes) are not logged.
import type { Model } from '../../codegen/types.ts';
import { displayExpr } from '../engine/read/representation.ts';
import { registry } from '../engine/registry.ts';
import { ident, literal } from '../engine/sql/builder.ts';

export const CHANGE_TABLE = 'extras_object_change';
/** Transaction-local settings the triggers read. */
export const SETTING = { requestId: 'netinv.request_id', userId: 'netinv.user_id', userName: 'netinv.user_name' } as const;

/** The columns of a snapshot, by the API names NetBox's snapshots use (a foreign key by its
 * field name, holding the id); secrets (password hashes, token digests) never. */
function snapshotPairs(model: Model, row: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const f of model.fields) {
    if (f.kind === 'generic') pairs.push([f.type_column, `${row}.${ident(f.type_column)}`], [f.id_column, `${row}.${ident(f.id_column)}`]);
    else if (f.kind === 'scalar' && (f.type === 'password' || f.type === 'token_key')) continue;
    else if ((f.kind === 'scalar' || f.kind === 'choice' || f.kind === 'fk') && f.column) pairs.push([f.name, `${row}.${ident(f.column)}`]);
  }
  if (model.features.includes('custom_fields')) pairs.push(['custom_fields', `${row}.custom_field_data`]);
  if (model.features.includes('created_updated')) pairs.push(['created', `${row}.created`], ['last_updated', `${row}.last_updated`]);
  return pairs;
}

/** jsonb_build_object takes at most 100 arguments: larger models are built in parts. */
function snapshotExpr(model: Model, row: string): string {
  const pairs = snapshotPairs(model, row);
  const parts: string[] = [];
  for (let i = 0; i < pairs.length; i += 40)
    parts.push(`jsonb_build_object(${pairs.slice(i, i + 40).map(([k, v]) => `${literal(k)}, ${v}`).join(', ')})`);
  return parts.length ? parts.join(' || ') : `'{}'::jsonb`;
}

/** PL/pgSQL setting rt/ri to the first related object the catalogue's paths find. */
function relatedStatements(model: Model): string[] {
  const out: string[] = [];
  for (const path of model.change_log.related) {
    const m = /^(?:([a-z_]+)\[([a-z_]+\.[a-z_]+)\]\.)?([a-z_]+)$/.exec(path)!;
    let on = model;
    let cond = 'TRUE';
    let from = 'r';
    if (m[1]) {
      const g = model.fields.find((f) => f.name === m[1])!;
      if (g.kind !== 'generic') continue;
      on = registry.model(m[2]!);
      cond = `r.${ident(g.type_column)} = ${literal(on.content_type)}`;
      from = `(SELECT * FROM ${ident(on.table)} WHERE id = r.${ident(g.id_column)})`;
    }
    const fk = on.fields.find((f) => f.name === m[3])!;
    if (fk.kind !== 'fk') continue;
    const target = registry.model(fk.target);
    const id = m[1] ? `(SELECT x.${ident(fk.column!)} FROM ${from} x)` : `r.${ident(fk.column!)}`;
    out.push(`  IF ri IS NULL AND ${cond} THEN ri := ${id}; rt := CASE WHEN ri IS NULL THEN NULL ELSE ${literal(target.content_type)} END; END IF;`);
  }
  return out;
}

function triggerSql(model: Model): string {
  const fn = `netinv_change_log_${model.table}`;
  return [
    `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$`,
    'DECLARE',
    `  request text := current_setting(${literal(SETTING.requestId)}, true);`,
    `  r ${ident(model.table)};`,
    '  pre jsonb;',
    '  post jsonb;',
    '  repr text;',
    '  rt text;',
    '  ri bigint;',
    'BEGIN',
    "  IF request IS NULL OR request = '' THEN RETURN NULL; END IF;",
    "  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;",
    `  IF TG_OP <> 'INSERT' THEN pre := ${snapshotExpr(model, 'OLD')}; END IF;`,
    `  IF TG_OP <> 'DELETE' THEN post := ${snapshotExpr(model, 'NEW')}; END IF;`,
    "  IF TG_OP = 'UPDATE' AND pre = post THEN RETURN NULL; END IF;",
    `  SELECT left(${displayExpr(model, 't')}, 200) INTO repr FROM (SELECT r.*) t;`,
    ...relatedStatements(model),
    `  INSERT INTO ${CHANGE_TABLE} (time, user_id, user_name, request_id, action, changed_object_type, changed_object_id,`,
    '      related_object_type, related_object_id, object_repr, prechange_data, postchange_data)',
    `    VALUES (now(), nullif(current_setting(${literal(SETTING.userId)}, true), '')::int, coalesce(current_setting(${literal(SETTING.userName)}, true), ''), request,`,
    `      CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END, ${literal(model.content_type)}, r.id,`,
    '      rt, ri, coalesce(repr, r.id::text), pre, post);',
    '  RETURN NULL;',
    'END $$;',
    `DROP TRIGGER IF EXISTS netinv_change_log ON ${ident(model.table)};`,
    `CREATE TRIGGER netinv_change_log AFTER INSERT OR UPDATE OR DELETE ON ${ident(model.table)} FOR EACH ROW EXECUTE FUNCTION ${fn}();`,
  ].join('\n');
}

/** The change log triggers of every change-logged model (and none on the others), installed
 * at every start by src/db/migrate.ts. */
export function changeLogSql(): string {
  return registry.catalogue.models
    .map((m) => (m.change_log.enabled ? triggerSql(m) : `DROP TRIGGER IF EXISTS netinv_change_log ON ${ident(m.table)};`))
    .join('\n');
}
