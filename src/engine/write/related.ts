// Related objects written by id or by a dictionary of identifying attributes. Ids of one
// target model are checked in one statement for a whole bulk request.
import type { Model } from '../../../codegen/types.ts';
import { query, type Db } from '../db.ts';
import { registry } from '../registry.ts';
import { ident, Statement } from '../sql/builder.ts';
import { INT_MAX } from '../query/values.ts';
import { convertScalar, FieldProblem } from './fields.ts';

export type Reference = number | Record<string, unknown>;

/** A reference as written, when it is neither an id nor an attribute object. */
export function asReference(value: unknown): Reference {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value)) return Number(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new FieldProblem(`Related objects must be referenced by numeric ID or by dictionary of attributes. Received an unrecognized value: ${JSON.stringify(value)}`);
}

/** The references of an m2m list as written. */
export function referenceList(value: unknown): Reference[] {
  if (!Array.isArray(value)) throw new FieldProblem(`Expected a list of items but got type "${typeof value}".`);
  if (value.length > 10000) throw new FieldProblem('Ensure this list has no more than 10000 items.');
  return value.map(asReference);
}

/** True for an id a row can have: ids are positive PostgreSQL integers. Any other number
 * (1e30, -1) names no object, and must not reach an int parameter, which would refuse it. */
function possibleId(id: number): boolean {
  return id >= 1 && id <= INT_MAX;
}

/** SQL condition selecting rows of `model` (alias) that match the attribute object. */
function attributeCondition(st: Statement, model: Model, alias: string, attrs: Record<string, unknown>, depth = 0): string {
  if (depth > 4) throw new FieldProblem('Related object attributes nest too deeply.');
  const keys = Object.keys(attrs);
  if (keys.length === 0) throw new FieldProblem('Related object attributes must not be empty.');
  return keys.map((key) => {
    const value = attrs[key];
    if (key === 'id') {
      const id = asId(value);
      return possibleId(id) ? `${alias}.id = ${st.param(id, 'int')}` : 'FALSE';
    }
    const f = model.fields.find((x) => x.name === key);
    if (!f || f.write_only) throw new FieldProblem(`Invalid attribute "${key}" for ${model.verbose_name}.`);
    if (value === null) {
      if (f.kind === 'scalar' || f.kind === 'choice' || f.kind === 'fk') return `${alias}.${ident(f.column!)} IS NULL`;
      throw new FieldProblem(`Attribute "${key}" cannot be null.`);
    }
    if (f.kind === 'fk') {
      const ref = asReference(value);
      if (typeof ref === 'number') return possibleId(ref) ? `${alias}.${ident(f.column!)} = ${st.param(ref, 'int')}` : 'FALSE';
      const target = registry.model(f.target);
      const x = st.alias();
      return `${alias}.${ident(f.column!)} IN (SELECT ${x}.id FROM ${ident(target.table)} ${x} WHERE ${attributeCondition(st, target, x, ref, depth + 1)})`;
    }
    if (f.kind === 'choice') return `${alias}.${ident(f.column!)} = ${st.param(String(value))}`;
    if (f.kind === 'scalar') {
      const converted = convertScalar({ ...f, required: false, pattern: undefined, max_length: undefined }, value);
      return `${alias}.${ident(f.column!)}::text = ${st.param(String(converted))}`;
    }
    throw new FieldProblem(`Attribute "${key}" cannot identify a ${model.verbose_name}.`);
  }).join(' AND ');
}

function asId(value: unknown): number {
  const ref = asReference(value);
  if (typeof ref !== 'number') throw new FieldProblem('An id must be a number.');
  return ref;
}

function repr(attrs: Record<string, unknown>): string {
  return JSON.stringify(attrs);
}

/** The rows of a target model a writer may name (those they may view); undefined: every row. */
export type LookupScope = (st: Statement, alias: string) => string;

/** Resolves references to ids among the rows `scope` admits (a row outside it is "not found",
 * so a write cannot tell a hidden object from a missing one). Returns, per reference, the id
 * or a problem message. */
export async function resolveReferences(db: Db, target: Model, refs: Reference[], scope?: LookupScope): Promise<Array<number | FieldProblem>> {
  const out: Array<number | FieldProblem> = new Array(refs.length);
  const ids = [...new Set(refs.filter((r): r is number => typeof r === 'number'))];
  const within = (st: Statement, alias: string) => (scope ? ` AND (${scope(st, alias)})` : '');
  if (ids.length) {
    const valid = ids.filter(possibleId);
    const st = new Statement();
    const idsParam = st.param(valid, 'int[]');
    const rows = valid.length ? await query<{ id: number }>(db, `SELECT t.id FROM ${ident(target.table)} t WHERE t.id = ANY(${idsParam})${within(st, 't')}`, st.values) : [];
    const found = new Set(rows.map((r) => r.id));
    refs.forEach((r, i) => {
      if (typeof r === 'number') out[i] = found.has(r) ? r : new FieldProblem(`Related object not found using the provided numeric ID: ${r}`);
    });
  }
  await Promise.all(
    refs.map(async (r, i) => {
      if (typeof r === 'number') return;
      try {
        const st = new Statement();
        const a = st.alias();
        const rows = await query<{ id: number }>(db, `SELECT ${a}.id FROM ${ident(target.table)} ${a} WHERE ${attributeCondition(st, target, a, r)}${within(st, a)} LIMIT 2`, st.values);
        if (rows.length === 0) out[i] = new FieldProblem(`Related object not found using the provided attributes: ${repr(r)}`);
        else if (rows.length > 1) out[i] = new FieldProblem(`Multiple objects match the provided attributes: ${repr(r)}`);
        else out[i] = rows[0]!.id;
      } catch (e) {
        if (e instanceof FieldProblem) out[i] = e;
        else throw e;
      }
    }),
  );
  return out;
}
