// How a row of one model points at a row of another, as SQL conditions: what reverse relations,
// counts and filters across relations join by.
import type { Field, Model } from '../../../codegen/types.ts';
import { ident, literal, type Statement } from '../sql/builder.ts';
import { col } from './values.ts';

/** Row `x` of another model points at row `alias` of `model` through its field `via`: a
 * foreign key, a generic relation (an L2VPN termination's assigned object) or a many-to-many
 * relation (an interface's VDCs). */
export function pointsHere(st: Statement, model: Model, via: Field, x: string, alias: string): string {
  if (via.kind === 'm2m') {
    const j = st.alias();
    return `EXISTS (SELECT 1 FROM ${ident(via.through.table)} ${j} WHERE ${col(j, via.through.source)} = ${x}.id AND ${col(j, via.through.target)} = ${alias}.id)`;
  }
  const { key, where } = pointer(model, via, x)!;
  return `${where}${key} = ${alias}.id`;
}

/** How row `x` points at a row of `model` through its own column (a foreign key, or a generic
 * relation's id with its type): the column holding the id pointed at, and the condition that
 * comes with it (`... AND `, or empty). None for a many-to-many relation (a table between). */
export function pointer(model: Model, via: Field, x: string): { key: string; where: string } | undefined {
  if (via.kind === 'generic') return { key: col(x, via.id_column), where: `${col(x, via.type_column)} = ${literal(model.content_type)} AND ` };
  if (via.kind === 'm2m') return undefined;
  return { key: col(x, via.column!), where: '' };
}

/** Row `x` points through the foreign key or many-to-many field `via` at row `alias` of the tree
 * `model` or at one below it (a cumulative count: a contact in two of a group's subgroups counts
 * once). */
export function pointsInto(st: Statement, model: Model, via: Field, x: string, alias: string): string {
  const below = st.alias();
  const within = `${below}.id = ${alias}.id OR ${alias}.id = ANY(${below}.tree_path)`;
  if (via.kind === 'm2m') {
    const j = st.alias();
    return `EXISTS (SELECT 1 FROM ${ident(via.through.table)} ${j} JOIN ${ident(model.table)} ${below} ON ${below}.id = ${col(j, via.through.target)} WHERE ${col(j, via.through.source)} = ${x}.id AND (${within}))`;
  }
  return `${col(x, via.column!)} IN (SELECT ${below}.id FROM ${ident(model.table)} ${below} WHERE ${within})`;
}
