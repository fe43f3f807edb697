// How rows sort: a model's default ordering and a field's sort key (`ordering=`), related
// objects by their own first ordering field, as ORDER BY keys.
import type { Field, Model } from '../../../codegen/types.ts';
import { orderingEntry } from '../../../codegen/syntax.ts';
import { displayExpr } from '../read/display.ts';
import { col } from '../read/values.ts';
import { registry } from '../registry.ts';
import { ident } from '../sql/builder.ts';

/** One key of an ORDER BY: a sortable expression, descending or not. */
export interface SortKey {
  expr: string;
  desc: boolean;
  /** Where rows without a value go, when not where PostgreSQL puts them (last ascending). */
  nulls?: 'first' | 'last';
  /** A related object's column reached by joins[join], a LEFT JOIN on the nullable foreign key
   * `column`: the key is NULL where that key is unset (read.ts sorts those rows apart). */
  unset?: { column: string; join: number };
}

export const orderBy = (keys: SortKey[]): string => keys.map((k) => `${k.expr}${k.desc ? ' DESC' : ''}${k.nulls ? ` NULLS ${k.nulls.toUpperCase()}` : ''}`).join(', ');

/** The model's default ordering, ending with the id so that it is total; fields sorting a
 * related object are LEFT JOINed in `joins` when given. */
export function defaultKeys(model: Model, alias: string, joins?: string[], except?: string): SortKey[] {
  // `except`: a field every row shares (the parent a related list hangs from) sorts nothing.
  return [...model.ordering.map(orderingEntry).filter((o) => o.name !== except).map((o): SortKey => {
    const key = o.key ? { expr: col(alias, model.fields.find((f) => f.name === o.name)!.column!), desc: o.desc } : sortKey(model, alias, o.name, o.desc, joins);
    return o.nulls ? { ...key, nulls: o.nulls } : key;
  }), { expr: `${alias}.id`, desc: false }];
}

export function orderingOf(model: Model, alias: string): string {
  return orderBy(defaultKeys(model, alias));
}

/** A column's sort expression: a natural field (catalogue `natural:`) sorts by its generated
 * key, in the collation NetBox compares it in; the ordering indexes hold the same expression. */
function columnSortExpr(alias: string, f: Field): string {
  const natural = f.kind === 'scalar' ? f.natural : undefined;
  if (!natural) return col(alias, f.column!);
  return `${col(alias, natural.column)}${natural.collate ? ` COLLATE "${natural.collate}"` : ''}`;
}

/** The target's table and how it sorts, when its first ordering field is a column of its own. */
function relatedSortColumn(f: Field): { table: string; expr: (alias: string) => string } | undefined {
  if (f.kind !== 'fk') return undefined;
  const target = registry.model(f.target);
  const first = target.ordering[0] === undefined ? undefined : orderingEntry(target.ordering[0]);
  const tf = first?.key ? undefined : target.fields.find((x) => x.name === (first?.name ?? 'id'));
  return tf && tf.kind !== 'fk' && tf.column ? { table: target.table, expr: (alias) => columnSortExpr(alias, tf) } : undefined;
}

/** A field's sort key; related objects sort by their own first ordering field. Given `joins`,
 * a related object is reached by a join added there (a list sorts every matching row: one join
 * is several times cheaper than a subquery per row). */
export function sortKey(model: Model, alias: string, name: string, desc: boolean, joins?: string[]): SortKey {
  const f = model.fields.find((x) => x.name === name);
  const related = f && relatedSortColumn(f);
  if (!f || !related || !joins) return { expr: sortExpr(model, alias, name), desc };
  const j = `${alias}_o${joins.length}`;
  const fkColumn = col(alias, f.column!);
  // A required key joins plainly (the same rows): PostgreSQL may then walk the related
  // table in its ordering index and each one's rows in turn, where a LEFT JOIN kept it
  // sorting every row.
  joins.push(`${f.nullable ? 'LEFT JOIN' : 'JOIN'} ${ident(related.table)} ${j} ON ${j}.id = ${fkColumn}`);
  const key: SortKey = { expr: related.expr(j), desc };
  return f.nullable ? { ...key, unset: { column: fkColumn, join: joins.length - 1 } } : key;
}

/** A field's sort expression without joins: a related object by a subquery. */
function sortExpr(model: Model, alias: string, name: string): string {
  if (name === 'id') return `${alias}.id`;
  if (name === 'created' || name === 'last_updated') return col(alias, name);
  if (name === 'display' || name === 'display_name') return displayExpr(model, alias);
  const f = model.fields.find((x) => x.name === name);
  if (!f) throw new Error(`no field ${name} on ${model.key}`);
  if (f.kind === 'fk') {
    const related = relatedSortColumn(f);
    if (!related) return col(alias, f.column!);
    return `(SELECT ${related.expr('x')} FROM ${ident(related.table)} x WHERE x.id = ${col(alias, f.column!)})`;
  }
  if (f.kind === 'derived') return `family(${col(alias, model.fields.find((x) => x.name === f.from)!.column!)})`;
  if (f.kind === 'generic') return col(alias, f.id_column);
  if (!f.column) return `${alias}.id`;
  return columnSortExpr(alias, f);
}
