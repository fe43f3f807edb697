// Writing the many-valued relations of written items, after their rows: m2m fields through
// their tables, rows fields' rows in theirs, and object lists as rows of their through model, written through the engine
// (`save`) so that those rows' own rules run.
import type { Field, Model } from '../../../codegen/types.ts';
import { query } from '../db.ts';
import { ValidationError } from '../errors.ts';
import { registry } from '../registry.ts';
import { ident } from '../sql/builder.ts';
import type { ObjectListItem, Prepared, Row, RowItem, SaveObjects, WriteContext } from './context.ts';
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

/** The rows of the items that give a rows field: the stored ones kept where an item lists
 * them unchanged, the others deleted and the new ones inserted (one statement each for all
 * items), so that a swap of two positions never meets itself in a unique key. */
async function writeRows(ctx: WriteContext, f: Field & { kind: 'rows' }, ids: number[], prepared: Prepared[], creating: boolean): Promise<void> {
  const owners: number[] = [];
  const items: RowItem[] = [];
  prepared.forEach((p, i) => {
    if (!Object.hasOwn(p.values, f.name)) return;
    owners.push(ids[i]!);
    for (const item of p.values[f.name] as RowItem[]) items.push({ ...item, [SOURCE]: ids[i]! });
  });
  if (owners.length === 0) return;
  ctx.log?.tables.add(f.table);
  const cols = [f.source, ...f.item.map((a) => (a.kind === 'target' ? f.target_column : a.column))];
  const names = [SOURCE, ...f.item.map((a) => a.name)];
  // The rows as given, one array per column; stored rows equal to one of them stay.
  const values = names.map((n) => items.map((item) => item[n]!));
  const given = (first: number) => `SELECT ${cols.map((c, k) => `unnest($${k + first}::int[]) AS ${ident(c)}`).join(', ')}`;
  const same = cols.map((c) => `g.${ident(c)} = t.${ident(c)}`).join(' AND ');
  if (!creating)
    await query<Row>(ctx.db, `DELETE FROM ${ident(f.table)} t WHERE t.${ident(f.source)} = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM (${given(2)}) g WHERE ${same})`,
      [owners, ...values] as never[]);
  if (items.length)
    await query<Row>(ctx.db, `INSERT INTO ${ident(f.table)} (${cols.map(ident).join(', ')}) SELECT * FROM (${given(1)}) g
      WHERE NOT EXISTS (SELECT 1 FROM ${ident(f.table)} t WHERE ${same})`, values as never[]);
}

/** A row item's owner, beside its attributes. */
const SOURCE = '\u0000source';

/** The m2m and object-list values of the written items (`ids[i]` is item i's object): one
 * DELETE and one INSERT per m2m field for all items, object lists item by item through `save`. */
export async function writeRelations(ctx: WriteContext, save: SaveObjects, model: Model, ids: number[], prepared: Prepared[], creating: boolean): Promise<void> {
  const db = ctx.db;
  for (const f of model.fields) {
    if (f.kind === 'object_list') {
      for (let i = 0; i < prepared.length; i++)
        if (Object.hasOwn(prepared[i]!.values, f.name)) await writeObjectList(ctx, save, f, ids[i]!, prepared[i]!.values[f.name] as ObjectListItem[], creating);
    }
    if (f.kind === 'rows') await writeRows(ctx, f, ids, prepared, creating);
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
