// generated/db/triggers.sql: what PostgreSQL's own foreign keys cannot do, for relations that
// point at many models (generic relations and tags). One statement-level trigger per target
// table, so cascaded deletes (a device taking its interfaces) are followed too. Applied,
// idempotently, after the migrations at every start.
import type { Catalogue } from '../types.ts';
import { banner } from './banner.ts';

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

export function emitTriggers(catalogue: Catalogue): string {
  const out: string[] = [banner('--')];
  for (const target of catalogue.models) {
    const actions: string[] = [];
    for (const m of catalogue.models)
      for (const f of m.fields) {
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
