// Deleting objects. A protected foreign key refuses with 409 and names what depends on the
// object, as NetBox does.
import type { Field, Model } from '../../../codegen/types.ts';
import { query, type Db } from '../db.ts';
import { ApiError, ValidationError } from '../errors.ts';
import { displayExpr } from '../read/representation.ts';
import { registry } from '../registry.ts';
import { ident } from '../sql/builder.ts';
import type { WriteContext } from './write.ts';
import { settleWithCommit } from './with-commit.ts';

const MAX_NAMED = 20;

const referrerStatements = new WeakMap<Field, string>();

/** The statement finding the rows of `ref` whose `field` names one of the ids $1: by name when
 * the field protects what it names, else by id (to follow the cascade). Compiled once per field. */
function referrerSql(ref: Model, field: Field & { kind: 'fk' }): string {
  let text = referrerStatements.get(field);
  if (text) return text;
  const col = ident(field.column!);
  text = field.on_delete === 'protect'
    ? `SELECT ${displayExpr(ref, 'd')} AS name FROM ${ident(ref.table)} d WHERE d.${col} = ANY($1::int[]) ORDER BY d.id LIMIT 1000`
    : `SELECT id FROM ${ident(ref.table)} WHERE ${col} = ANY($1::int[])`;
  referrerStatements.set(field, text);
  return text;
}

/** Objects that keep `ids` of `model` from being deleted: protected referrers, followed
 * through the referrers a delete would cascade to. The statements of one level go out
 * together (one round trip per level of cascade, not one per referrer); names in the
 * referrers' order. */
async function dependents(db: Db, model: Model, ids: number[], depth = 0): Promise<string[]> {
  if (depth > 6 || ids.length === 0) return [];
  const found = await Promise.all(registry.referrers(model).map(async ({ model: ref, field }) => {
    if (field.on_delete === 'set_null') return [];
    if (field.on_delete === 'protect') {
      const rows = await query<{ name: unknown }>(db, referrerSql(ref, field), [ids]);
      return rows.map((r) => String(r.name));
    }
    if (ref.key === model.key && depth >= 6) return [];
    const rows = await query<{ id: number }>(db, referrerSql(ref, field), [ids]);
    const childIds = rows.map((r) => r.id).filter((id) => !(ref.key === model.key && ids.includes(id)));
    return dependents(db, ref, childIds, depth + 1);
  }));
  return found.flat();
}

export async function deleteObjects(ctx: WriteContext, model: Model, ids: number[], bulk: boolean): Promise<void> {
  ctx.log?.tables.add(model.table);
  const rows = await query<{ id: number }>(ctx.db, `SELECT id FROM ${ident(model.table)} WHERE id = ANY($1::int[]) FOR UPDATE`, [ids]);
  const present = new Set(rows.map((r) => r.id));
  if (!bulk && !present.has(ids[0]!)) throw new ApiError(404, 'Not found.');
  if (ids.some((id) => !present.has(id)))
    throw new ValidationError(ids.map((id) => (present.has(id) ? {} : { id: [`Object with id ${id} does not exist.`] })));
  const rules = await ctx.rules(model);
  await rules?.beforeDelete?.(ctx, ids);
  const found = await dependents(ctx.db, model, ids);
  if (found.length) {
    const named = found.slice(0, MAX_NAMED).join(', ') + (found.length > MAX_NAMED ? ', ...' : '');
    throw new ApiError(409, `Unable to delete object. ${found.length} dependent objects were found: ${named}`);
  }
  // Its answer is not needed: it goes out with COMMIT.
  await settleWithCommit(ctx, query(ctx.db, `DELETE FROM ${ident(model.table)} WHERE id = ANY($1::int[])`, [ids]).catch((e: unknown) => {
    // A dependent created between the check and the delete.
    if ((e as { code?: string }).code === '23503') throw new ApiError(409, 'Unable to delete object. Dependent objects were found.');
    throw e;
  }));
}
