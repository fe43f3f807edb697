// generated/db/triggers.sql: what PostgreSQL's own foreign keys cannot do, for relations that
// point at many models (generic relations and tags). One statement-level trigger per target
// table, so cascaded deletes (a device taking its interfaces) are followed too. Applied,
// idempotently, after the migrations at every start.
import type { Catalogue } from '../types.ts';
import { banner } from './banner.ts';

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Tree models keep `tree_path`, the ids of every ancestor root first. Setting a parent
 * computes the row's path from its parent's and refuses a loop; the rows below then take the
 * new path (their own update fires the same trigger, one level at a time). */
function treeTriggers(table: string, verbose: string): string[] {
  const fn = `netinv_tree_path_${table}`;
  const after = `netinv_tree_children_${table}`;
  return [
    `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$`,
    'BEGIN',
    '  IF NEW.parent_id IS NULL THEN',
    `    NEW.tree_path := '{}';`,
    '  ELSE',
    `    NEW.tree_path := (SELECT p.tree_path || p.id FROM "${table}" p WHERE p.id = NEW.parent_id);`,
    '    IF NEW.id = ANY(NEW.tree_path) THEN',
    `      RAISE EXCEPTION 'a ${verbose} cannot be below itself' USING ERRCODE = 'check_violation', CONSTRAINT = '${table}_parent_cycle';`,
    '    END IF;',
    '  END IF;',
    '  RETURN NEW;',
    'END $$;',
    `DROP TRIGGER IF EXISTS netinv_tree_path ON "${table}";`,
    `CREATE TRIGGER netinv_tree_path BEFORE INSERT OR UPDATE OF parent_id ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${fn}();`,
    `CREATE OR REPLACE FUNCTION ${after}() RETURNS trigger LANGUAGE plpgsql AS $$`,
    'BEGIN',
    '  IF NEW.tree_path IS DISTINCT FROM OLD.tree_path THEN',
    `    UPDATE "${table}" SET parent_id = parent_id WHERE parent_id = NEW.id;`,
    '  END IF;',
    '  RETURN NULL;',
    'END $$;',
    `DROP TRIGGER IF EXISTS netinv_tree_children ON "${table}";`,
    `CREATE TRIGGER netinv_tree_children AFTER UPDATE OF parent_id ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${after}();`,
    '',
  ];
}

/** Deep merge of JSON objects (config contexts): objects merge key by key, anything else is
 * replaced by the later value. PL/pgSQL with only simple expressions (no query per call): the
 * later object's keys win (||), and only the keys holding an object on both sides are merged
 * again; a recursive SQL function ran a query per key (1,000 devices of dataset M, ~10
 * contexts each: 340 -> 110 ms). */
const DEEP_MERGE = [
  'CREATE OR REPLACE FUNCTION netinv_deep_merge(a jsonb, b jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$',
  'DECLARE',
  '  nested jsonb;',
  '  k text;',
  '  merged jsonb;',
  'BEGIN',
  "  IF jsonb_typeof(a) IS DISTINCT FROM 'object' OR jsonb_typeof(b) IS DISTINCT FROM 'object' THEN RETURN COALESCE(b, a); END IF;",
  "  IF a = '{}' THEN RETURN b; END IF;",
  '  merged := a || b;',
  `  nested := jsonb_path_query_array(b, '$.keyvalue() ? (@.value.type() == "object").key');`,
  '  FOR i IN 0 .. jsonb_array_length(nested) - 1 LOOP',
  '    k := nested ->> i;',
  "    IF jsonb_typeof(a -> k) = 'object' THEN merged := merged || jsonb_build_object(k, netinv_deep_merge(a -> k, b -> k)); END IF;",
  '  END LOOP;',
  '  RETURN merged;',
  'END $$;',
  "CREATE OR REPLACE AGGREGATE netinv_deep_merge_agg(jsonb) (SFUNC = netinv_deep_merge, STYPE = jsonb, INITCOND = '{}');",
  '',
];

/** The catalogue model whose rows name every model (NetBox's content types). */
export const CONTENT_TYPE_MODEL = 'extras.content_type';

/** One content type row per model, kept in step with the catalogue at every start. */
function contentTypeRows(catalogue: Catalogue): string[] {
  const table = catalogue.models.find((m) => m.key === CONTENT_TYPE_MODEL)?.table;
  if (!table) return [];
  const labels = new Map(catalogue.apps.map((a) => [a.name, a.label]));
  const rows = catalogue.models.map((m) => {
    const [app, model] = m.content_type.split('.') as [string, string];
    const appName = labels.get(m.app) ?? app;
    // NetBox 4.x's ObjectType.features, as far as netinv's models have them; its
    // rest_api_endpoint is NetBox 4.x's place (url_at) where the model has one.
    const features = [...(m.read_only ? [] : ['change_logging']), ...m.features.filter((f) => f === 'custom_fields' || f === 'tags')].sort();
    return `(${[app, model, `${appName} | ${m.verbose_name}`, appName, m.verbose_name, m.verbose_name_plural].map(q).join(', ')}, `
      + `ARRAY[${features.map(q).join(', ')}]::text[], ${q(`/api/${(m.url_at ?? m).app}/${(m.url_at ?? m).path}/`)})`;
  });
  const columns = ['display_text', 'app_name', 'model_name', 'model_name_plural', 'features', 'rest_api_endpoint'];
  return [
    `INSERT INTO "${table}" (app_label, model, ${columns.join(', ')}) VALUES`,
    `  ${rows.join(',\n  ')}`,
    `ON CONFLICT (app_label, model) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')};`,
    `DELETE FROM "${table}" WHERE (app_label, model) NOT IN (${catalogue.models.map((m) => `(${m.content_type.split('.').map(q).join(', ')})`).join(', ')});`,
    '',
  ];
}

export function emitTriggers(catalogue: Catalogue): string {
  const out: string[] = [banner('--'), ...DEEP_MERGE, ...contentTypeRows(catalogue)];
  for (const m of catalogue.models) if (m.tree) out.push(...treeTriggers(m.table, m.verbose_name));
  for (const target of catalogue.models) {
    const actions: string[] = [];
    for (const m of catalogue.models)
      for (const f of m.fields) {
        // A foreign key without a constraint: its on_delete is applied here.
        if (f.kind === 'fk' && !f.constraint && f.target === target.key) {
          actions.push(f.on_delete === 'cascade'
            ? `  DELETE FROM "${m.table}" WHERE "${f.column}" IN (SELECT id FROM gone);`
            : `  UPDATE "${m.table}" SET "${f.column}" = NULL WHERE "${f.column}" IN (SELECT id FROM gone);`);
          continue;
        }
        if (f.kind !== 'generic' || !f.targets.includes(target.key)) continue;
        const where = `"${f.type_column}" = ${q(target.content_type)} AND "${f.id_column}" IN (SELECT id FROM gone)`;
        actions.push(
          f.on_delete === 'cascade'
            ? `  DELETE FROM "${m.table}" WHERE ${where};`
            : `  UPDATE "${m.table}" SET "${f.type_column}" = NULL, "${f.id_column}" = NULL WHERE ${where};`,
        );
      }
    if (target.features.includes('tags'))
      actions.push(`  DELETE FROM "extras_tagged_item" WHERE "object_type" = ${q(target.content_type)} AND "object_id" IN (SELECT id FROM gone);`);
    const fn = `netinv_after_delete_${target.table}`;
    if (actions.length === 0) {
      out.push(`DROP TRIGGER IF EXISTS netinv_after_delete ON "${target.table}";`, `DROP FUNCTION IF EXISTS ${fn}();`, '');
      continue;
    }
    out.push(
      `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$`,
      'BEGIN',
      ...actions,
      '  RETURN NULL;',
      'END $$;',
      `DROP TRIGGER IF EXISTS netinv_after_delete ON "${target.table}";`,
      `CREATE TRIGGER netinv_after_delete AFTER DELETE ON "${target.table}" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
      '',
    );
  }
  return out.join('\n');
}
