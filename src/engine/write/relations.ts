// Writing the many-valued relations of written items, after their rows: m2m fields through
// their tables, and object lists as rows of their through model, written through the engine
// (`save`) so that those rows' own rules run.
import type { Field, Model } from '../../../codegen/types.ts';
import { query } from '../db.ts';
import { ValidationError } from '../errors.ts';
import { registry } from '../registry.ts';
import { ident } from '../sql/builder.ts';
import type { ObjectListItem, Prepared, Row, SaveObjects, WriteContext } from './context.ts';
import { deleteObjects } from './delete.ts';

/** An object list's rows after a write: rows of objects no longer listed are deleted, rows of
 * newly listed objects created, each through the engine (so the rows' own rules run); the
 * rows' field errors are reported on the list. */
async function writeObjectList(ctx: WriteContext, save: SaveObjects, f: Field & { kind: 'object_list' }, id: number, items: ObjectListItem[], creating: boolean): Promise<void> {
  const rows = registry.model(f.through);
  const via = rows.fields.find((x) => x.name === f.via)!;
  const object = rows.fields.find((x) => x.name === f.object)! as Field & { kind: 'generic' };
  const where = Object.entries(f.where);
  const whereCols = where.map(([k]) => rows.fields.find((x) => x.name === k)!.column!);
  const stored = creating ? [] : await query<{ id: number; object_type: string; object_id: number }>(ctx.db,
    `SELECT id, ${ident(object.type_column)} AS object_type, ${ident(object.id_column)} AS object_id FROM ${ident(rows.table)}
      WHERE ${ident(via.column!)} = $1${whereCols.map((c, i) => ` AND ${ident(c)} = $${i + 2}`).join('')}`,
    [id, ...where.map(([, v]) => String(v))]);
  const key = (x: ObjectListItem) => `${x.object_type}:${x.object_id}`;
  const wanted = new Set(items.map(key));
  const had = new Set(stored.map(key));
  const gone = stored.filter((s) => !wanted.has(key(s))).map((s) => s.id);
  const added = items.filter((i) => !had.has(key(i)));
  try {
    if (gone.length) await deleteObjects(ctx, rows, gone, true);
    if (added.length)
      await save(ctx, rows, added.map((i) => ({ [f.via]: id, ...f.where, [object.type_column]: i.object_type, [object.id_column]: i.object_id })), { bulk: true, partial: false });
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const bodies = Array.isArray(e.body) ? e.body : [e.body];
    const messages = bodies.flatMap((b, i) => Object.values(b).flat().map((m) => (added[i] && bodies.length > 1 ? `${key(added[i])}: ${String(m)}` : String(m))));
    throw new ValidationError({ [f.name]: [...new Set(messages)] });
  }
}

/** The m2m and object-list values of the written items (`ids[i]` is item i's object): one
 * DELETE and one INSERT per m2m field for all items, object lists item by item through `save`. */
export async function writeRelations(ctx: WriteContext, save: SaveObjects, model: Model, ids: number[], prepared: Prepared[], creating: boolean): Promise<void> {
  const db = ctx.db;
  for (const f of model.fields) {
    if (f.kind === 'object_list') {
      for (let i = 0; i < prepared.length; i++)
        if (Object.hasOwn(prepared[i]!.values, f.name)) await writeObjectList(ctx, save, f, ids[i]!, prepared[i]!.values[f.name] as ObjectListItem[], creating);
    }
    if (f.kind !== 'm2m') continue;
    const owners: number[] = [];
    const sources: number[] = [];
    const targets: number[] = [];
    prepared.forEach((p, i) => {
      if (!Object.hasOwn(p.values, f.name)) return;
      owners.push(ids[i]!);
      for (const target of new Set(p.values[f.name] as number[])) {
        sources.push(ids[i]!);
        targets.push(target);
      }
    });
    if (owners.length === 0) continue;
    const t = f.through;
    const typeCol = t.object_type ? `, object_type` : '';
    const typeVal = t.object_type ? `, $3` : '';
    const typeCond = t.object_type ? ` AND object_type = $2` : '';
    if (!creating) await query<Row>(db, `DELETE FROM ${ident(t.table)} WHERE ${ident(t.source)} = ANY($1::int[])${typeCond}`, (t.object_type ? [owners, t.object_type] : [owners]) as never[]);
    if (sources.length)
      await query<Row>(db,
        `INSERT INTO ${ident(t.table)} (${ident(t.source)}, ${ident(t.target)}${typeCol}) SELECT unnest($1::int[]), unnest($2::int[])${typeVal}`,
        (t.object_type ? [sources, targets, t.object_type] : [sources, targets]) as never[],
      );
  }
}
