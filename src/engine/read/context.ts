// What building one representation carries along: the statement, the base URL, the values an
// object's fields share (RowValues), and the statement's shared related objects.
import type { AnswersAs, Model } from '../../../codegen/types.ts';
import { ident, type Statement } from '../sql/builder.ts';
import type { SharedObjects } from './shared-objects.ts';

export interface ReadOptions {
  brief: boolean;
  /** With brief: these fields instead of the model's brief ones. */
  only?: readonly string[];
  /** With brief: the object is nested in another's field (not a `?brief=1` list's). */
  nested?: boolean;
  /** `fields=` (NetBox 4.0): only these of the object's fields; names it lacks are ignored. */
  fields?: readonly string[];
  /** `omit=` (NetBox 4.3): every field but these. */
  omit?: readonly string[];
  /** `exclude=config_context`: the context is neither computed nor returned. */
  excludeConfigContext: boolean;
}

export interface ReadContext {
  st: Statement;
  /** Placeholder of the API base URL parameter. */
  base: string;
  /** The object being built, when there is one (not in filters). */
  row?: RowValues;
  /** Builds the related objects a field's value holds (a cable's link peers) instead of their
   * brief representation: a GraphQL query gives each the fields its selection asks for. */
  nested?: (model: Model, alias: string) => string;
  /** The statement's rows' related objects, each built once (given for the row object only). */
  shared?: SharedObjects;
  /** The alias of the statement's row when it reads one (a detail), for the row object only. */
  one?: string;
  /** What the object being built answers as (its model's variant): the objects it nests too. */
  answersAs?: AnswersAs;
}

/** Values several fields of one object read (a cabled object's path): each is computed once per
 * object as a column of a one-row subquery the object is built over, where written into every
 * field that reads it, PostgreSQL computed it once per mention (a cable trace per field of a
 * cabled interface). */
export class RowValues {
  private readonly exprs = new Map<string, string>();
  private alias?: string;

  constructor(private readonly st: Statement) {}

  /** A reference to the value `name`, computed by `expr` (the same for a name). */
  value(name: string, expr: string): string {
    if (!this.exprs.has(name)) this.exprs.set(name, expr);
    this.alias ??= this.st.alias();
    return `${this.alias}.${ident(name)}`;
  }

  /** `object` built over the values it refers to. OFFSET 0 keeps PostgreSQL from writing each
   * value back into every place that refers to it. */
  around(object: string): string {
    if (!this.alias) return object;
    const columns = [...this.exprs].map(([name, expr]) => `${expr} AS ${ident(name)}`).join(', ');
    return `(SELECT ${object} FROM (SELECT ${columns} OFFSET 0) ${this.alias})`;
  }
}

/** A value of the object being built, shared by its fields; inline where there is no object. */
export function rowValue(ctx: ReadContext, name: string, expr: string): string {
  return ctx.row ? ctx.row.value(name, expr) : expr;
}
