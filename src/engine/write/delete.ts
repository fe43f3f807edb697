// Deleting objects. A protected foreign key refuses with 409 and names what depends on the
// object, as NetBox does.
import type { Model } from '../../../codegen/types.ts';
import { query, type Db } from '../db.ts';
import { ApiError, ValidationError } from '../errors.ts';
import { displayExpr } from '../read/display.ts';
import { registry } from '../registry.ts';
import { ident } from '../sql/builder.ts';
import type { WriteContext } from './context.ts';
import { settleWithCommit } from './with-commit.ts';

const MAX_NAMED = 20;

interface Referring {
  /** One statement over every referrer a delete must look at (ids in $1), a branch each: for a
   * protecting referrer its rows' names (the first 1,000), for one the delete cascades to its
   * rows' ids; rows as (k: the branch, id, name), in order of branch and id. */
  text: string;
  branches: Array<{ model: Model; protect: boolean }>;
}

const referringStatements = new WeakMap<Model, Referring | null>();

/** The statement finding what refers to rows of `model` (none when nothing does but by
 * foreign keys a delete sets to null), compiled once per model. */
function referringOf(model: Model): Referring | null {
  if (referringStatements.has(model)) return referringStatements.get(model)!;
  const referrers = registry.referrers(model).filter(({ field }) => field.on_delete !== 'set_null');
  const branches = referrers.map(({ model: ref, field }, k) => {
    const col = ident(field.column!);
    return field.on_delete === 'protect'
      ? `(SELECT ${k} AS k, d.id, (${displayExpr(ref, 'd')})::text AS name FROM ${ident(ref.table)} d WHERE d.${col} = ANY($1::int[]) ORDER BY d.id LIMIT 1000)`
      : `(SELECT ${k} AS k, id, NULL::text AS name FROM ${ident(ref.table)} WHERE ${col} = ANY($1::int[]))`;
  });
  const out = referrers.length === 0 ? null : {
    text: `SELECT k, id, name FROM (${branches.join(' UNION ALL ')}) r ORDER BY k, id`,
    branches: referrers.map(({ model: ref, field }) => ({ model: ref, protect: field.on_delete === 'protect' })),
  };
  referringStatements.set(model, out);
  return out;
}

/** Objects that keep `ids` of `model` from being deleted: protected referrers, followed
 * through the referrers a delete would cascade to. One statement per model reached, those of
 * one level of cascade sent together (one round trip per level); names in the referrers'
 * order. */
async function dependents(db: Db, model: Model, ids: number[], depth = 0): Promise<string[]> {
  if (depth > 6 || ids.length === 0) return [];
  const referring = referringOf(model);
  if (!referring) return [];
  const rows = await query<{ k: number; id: number; name: string | null }>(db, referring.text, [ids]);
  const hits = referring.branches.map((): Array<{ id: number; name: string | null }> => []);
  for (const r of rows) hits[r.k]!.push(r);
  const found = await Promise.all(referring.branches.map(({ model: ref, protect }, k) => {
    if (protect) return hits[k]!.map((r) => String(r.name));
    if (ref.key === model.key && depth >= 6) return [];
    const childIds = hits[k]!.map((r) => r.id).filter((id) => !(ref.key === model.key && ids.includes(id)));
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
