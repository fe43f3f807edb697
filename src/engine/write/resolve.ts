// Resolving the related objects of every item of a write to ids, the statements of all target
// models sent together; a reference that names no object (or one the writer may not view)
// becomes the item's field error.
import { addError, type FieldErrors } from '../errors.ts';
import type { PendingRef, Prepared, WriteContext } from './context.ts';
import { FieldProblem } from './fields.ts';
import { resolveReferences } from './related.ts';

/** Resolves all references of all items: one statement per target model for ids, all sent
 * at once (pipelined on the transaction's connection). `everyRow`: the item's fields whose
 * references are found among every row, not only those the writer may view. */
export async function resolveAll(ctx: WriteContext, refs: PendingRef[], prepared: Prepared[], errors: FieldErrors[], everyRow: Array<string[] | void>): Promise<void> {
  const byTarget = new Map<string, PendingRef[]>();
  const unscoped = (r: PendingRef) => everyRow[r.item]?.includes(r.field.name) ?? false;
  for (const r of refs) {
    const key = `${r.target.key}${unscoped(r) ? ' *' : ''}`;
    const group = byTarget.get(key);
    if (group) group.push(r);
    else byTarget.set(key, [r]);
  }
  const resolved = await Promise.all([...byTarget.values()].map(async (group) => {
    const target = group[0]!.target;
    return resolveReferences(ctx.db, target, group.map((g) => g.ref), unscoped(group[0]!) ? undefined : await ctx.lookupScope?.(target));
  }));
  [...byTarget.values()].forEach((group, g) => group.forEach((r, i) => {
    const res = resolved[g]![i]!;
    const name = r.field.kind === 'generic' ? r.field.id_column : r.field.name;
    if (res instanceof FieldProblem) {
      addError(errors[r.item]!, name, res.message);
      return;
    }
    const values = prepared[r.item]!.values;
    if (r.field.kind === 'm2m') (values[name] as number[])[r.index!] = res;
    else values[name] = res;
  }));
}
