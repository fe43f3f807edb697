// The search index (NetBox 4's search backend and its CachedValue table, netbox/search/ and
// extras/models/search.py): one row per (object type, object id, field, value, weight) for every
// field the catalogue marks `search` (its weight from `search: <weight>` or NetBox's defaults),
// so a global search is one statement over one table with a trigram index, not one query per
// model. Statement triggers on each model's table keep it current inside the transaction of the
// write that changed the rows: a rolled-back write leaves the index as it was. Installed at
// every start that changed it (src/db/migrate.ts); a model whose indexed fields are new or
// changed is (re)filled from its table then, which is also how existing rows get indexed.
import type { Model } from '../../../codegen/types.ts';
import { registry } from '../registry.ts';
import { ident, literal } from '../sql/builder.ts';

export const SEARCH_TABLE = 'netinv_search_value';
/** Which fields and weights each model's rows were indexed with. */
const INDEXED_TABLE = 'netinv_search_model';

export interface IndexedField {
  name: string;
  column: string;
  weight: number;
}

/** The models in the index and their fields: every model with searchable fields but the
 * read-only records (the change log, jobs, data files, content types), which are not what a
 * user looks an object up by. */
export function indexedModels(): Array<{ model: Model; fields: IndexedField[] }> {
  return registry.catalogue.models
    .filter((m) => !m.read_only && m.search.length > 0)
    .map((model) => ({
      model,
      fields: model.search.map((name) => {
        const f = model.fields.find((x) => x.name === name)!;
        return { name, column: f.column!, weight: f.search_weight ?? 300 };
      }),
    }));
}

/** The index rows of the rows `alias` (a row source of the model's table). */
function rowsOf(model: Model, fields: IndexedField[], alias: string): string {
  const values = fields.map((f) => `(${literal(f.name)}, ${alias}.${ident(f.column)}::text, ${f.weight})`).join(', ');
  return `SELECT ${literal(model.content_type)}, ${alias}.id, v.field, v.value, v.weight
    FROM ${alias === 'n' ? 'new_rows' : ident(model.table)} ${alias} CROSS JOIN LATERAL (VALUES ${values}) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> ''`;
}

function modelSql(model: Model, fields: IndexedField[]): string {
  const table = ident(model.table);
  const ct = literal(model.content_type);
  const fn = `netinv_search_${model.table}`;
  const insert = `INSERT INTO ${SEARCH_TABLE} (object_type, object_id, field, value, weight)`;
  // On update only the rows whose indexed columns changed are indexed again.
  const changed = fields.map((f) => `n.${ident(f.column)} IS DISTINCT FROM o.${ident(f.column)}`).join(' OR ');
  const definition = literal(fields.map((f) => `${f.column}:${f.weight}`).join(','));
  return [
    `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$`,
    'BEGIN',
    `  IF TG_OP = 'TRUNCATE' THEN DELETE FROM ${SEARCH_TABLE} WHERE object_type = ${ct}; RETURN NULL; END IF;`,
    `  IF TG_OP = 'DELETE' THEN DELETE FROM ${SEARCH_TABLE} WHERE object_type = ${ct} AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;`,
    `  IF TG_OP = 'UPDATE' THEN`,
    `    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ${changed}),`,
    `      gone AS (DELETE FROM ${SEARCH_TABLE} WHERE object_type = ${ct} AND object_id IN (SELECT id FROM changed))`,
    `    ${insert} ${rowsOf(model, fields, 'n')} AND n.id IN (SELECT id FROM changed);`,
    '    RETURN NULL;',
    '  END IF;',
    `  ${insert} ${rowsOf(model, fields, 'n')};`,
    '  RETURN NULL;',
    'END $$;',
    ...(['INSERT', 'UPDATE', 'DELETE'] as const).map((op) => {
      const name = `netinv_search_${op.toLowerCase()}`;
      const referencing = op === 'INSERT' ? 'REFERENCING NEW TABLE AS new_rows' : op === 'DELETE' ? 'REFERENCING OLD TABLE AS old_rows' : 'REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows';
      return `DROP TRIGGER IF EXISTS ${name} ON ${table};\nCREATE TRIGGER ${name} AFTER ${op} ON ${table} ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;
    }),
    `DROP TRIGGER IF EXISTS netinv_search_truncate ON ${table};\nCREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
    // Rows written before the index (or before these fields were indexed) are indexed now.
    'DO $$ BEGIN',
    `  IF NOT EXISTS (SELECT FROM ${INDEXED_TABLE} WHERE object_type = ${ct} AND definition = ${definition}) THEN`,
    `    DELETE FROM ${SEARCH_TABLE} WHERE object_type = ${ct};`,
    `    ${insert} ${rowsOf(model, fields, 't')};`,
    `    INSERT INTO ${INDEXED_TABLE} (object_type, definition) VALUES (${ct}, ${definition})`,
    '      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;',
    '  END IF;',
    'END $$;',
  ].join('\n');
}

/** The table, its indexes, and each indexed model's trigger and fill; the rows of models no
 * longer indexed are removed. */
export function searchIndexSql(): string {
  const models = indexedModels();
  const types = `ARRAY[${models.map(({ model }) => literal(model.content_type)).join(', ')}]::text[]`;
  return [
    'CREATE EXTENSION IF NOT EXISTS pg_trgm;',
    `CREATE TABLE IF NOT EXISTS ${SEARCH_TABLE} (object_type text NOT NULL, object_id bigint NOT NULL, field text NOT NULL, value text NOT NULL, weight smallint NOT NULL);`,
    `CREATE INDEX IF NOT EXISTS ${SEARCH_TABLE}_object ON ${SEARCH_TABLE} (object_type, object_id);`,
    // Matches anywhere in a value, whatever the case (ILIKE '%...%'), as NetBox's default lookup.
    `CREATE INDEX IF NOT EXISTS ${SEARCH_TABLE}_value ON ${SEARCH_TABLE} USING gin (value gin_trgm_ops);`,
    `CREATE TABLE IF NOT EXISTS ${INDEXED_TABLE} (object_type text PRIMARY KEY, definition text NOT NULL);`,
    `DELETE FROM ${SEARCH_TABLE} WHERE object_type <> ALL (${types});`,
    `DELETE FROM ${INDEXED_TABLE} WHERE object_type <> ALL (${types});`,
    ...models.map(({ model, fields }) => modelSql(model, fields)),
    '',
  ].join('\n');
}
