// The related objects (and values) a statement's rows share, each built once per distinct key
// in a CTE of the statement rather than once per row.
import type { Model } from '../../../codegen/types.ts';
import { ident, type Statement } from '../sql/builder.ts';

/** Builds the nested object of `target` at row `alias`, its own related objects shared over
 * `shared` (the object builder's nestedObject, given by the representation that shares). */
export type NestedBuilder = (shared: SharedObjects, target: Model, alias: string) => string;

/** The statement's rows, each row's columns once: what a statement built over SharedObjects reads. */
export const STATEMENT_ROWS = 'statement_rows';

/** The rows from which a value shared by key (SharedObjects.byKey) costs less than computed per
 * row, measured on a device's config context (the measurements are in bench/). */
export const MANY_ROWS = 100;

/** The related objects of a statement's rows, each built once per distinct key. A 1,000-row
 * page points at few distinct objects (10 roles, 20 device types, 100 sites), and a correlated
 * subquery per row looked each up and built its JSON again for every row pointing at it. Each
 * (target, key) is a CTE holding one map, key -> the object's JSON text, built over the distinct
 * keys among the rows (STATEMENT_ROWS under the row's alias); a row looks its key up there (jsonb
 * keeps an object's keys sorted: a binary search). A map, not a join: a generic plan expects a
 * page of one row (LIMIT $n) and joined the rows to each CTE by a nested loop, a scan of the CTE
 * per row. The related objects' own related objects (an address's interface's device) are shared
 * the same way over the related objects' rows, a CTE of their own. */
export class SharedObjects {
  private readonly refs = new Map<string, string>();

  /** `many`: the statement may have MANY_ROWS rows or more (byKey's values are worth sharing);
   * `rows`: the CTE of the rows `alias` reads; `ctes`: the statement's CTEs, in order (`name AS
   * MATERIALIZED (...)`), which nested SharedObjects add to. */
  constructor(readonly alias: string, private readonly st: Statement, private readonly base: string,
    private readonly nested: NestedBuilder, readonly many = false, private readonly rows = STATEMENT_ROWS, readonly ctes: string[] = []) {}

  /** The JSON text of the built object of `target` whose id is `key` (a json value), null when
   * there is none. */
  objectText(target: Model, key: string, when?: string): string {
    const id = `${target.key}|${target.variant ?? ''}|${key}|${when ?? ''}`;
    let map = this.refs.get(id);
    if (map === undefined) {
      map = `${this.alias}_related${this.ctes.length + 1}`;
      const a = this.st.alias();
      const keys = `SELECT ${key} FROM ${this.rows} ${this.alias}${when ? ` WHERE ${when}` : ''}`;
      const found = `FROM ${ident(target.table)} ${a} WHERE ${a}.id = ANY(ARRAY(${keys}))`;
      // Its rows come first: the CTEs of its own related objects read them.
      const at = this.ctes.push(`${map}_rows AS MATERIALIZED (SELECT * ${found})`) - 1;
      const inner = new SharedObjects(a, this.st, this.base, this.nested, this.many, `${map}_rows`, this.ctes);
      const built = this.nested(inner, target, a);
      // Without any, the rows' CTE would only cost: the map reads the table.
      if (this.ctes.length === at + 1) this.ctes.pop();
      const from = this.ctes.length === at ? found : `FROM ${map}_rows ${a}`;
      this.ctes.push(`${map} AS MATERIALIZED (SELECT jsonb_object_agg(${a}.id, ${built}::text) AS m ${from})`);
      this.refs.set(id, map);
    }
    return `((SELECT m FROM ${map}) ->> (${key})::text)`;
  }

  /** A value per row from one grouped statement over the rows' ids, as text (`none` for a row
   * it has no group for): `grouped` is given the ids' array and selects `k`, a row's id, and
   * `v`, its value's text, one row per id. A value drawn from other tables per row (a count, a
   * list of related objects) was a subquery per row, whose start-up cost more than the few
   * index entries each reads (a device's ten component counts, an interface's empty lists;
   * bench/NOTES.md). Kept in a map as objects are. */
  perRow(grouped: (ids: string) => string, none: string): string {
    const map = `${this.alias}_grouped${this.ctes.length + 1}`;
    const g = this.st.alias();
    const ids = `ARRAY(SELECT ${this.alias}.id FROM ${this.rows} ${this.alias})`;
    this.ctes.push(`${map} AS MATERIALIZED (SELECT jsonb_object_agg(${g}.k, ${g}.v) AS m FROM (${grouped(ids)}) ${g})`);
    return `COALESCE(((SELECT m FROM ${map}) ->> (${this.alias}.id)::text), ${none})`;
  }

  /** A text value computed once per distinct `key`, a text expression over the rows (under this
   * alias): `value` is its SQL given the key's. A map as for objects, over the distinct keys
   * among the rows where `when` holds (a key must not be NULL there); NULL for other rows. Its
   * setup and each row's key cost about what a value computed per row saves on a page of fewer
   * than MANY_ROWS rows: used where `many`. */
  byKey(key: string, value: (key: string) => string, when?: string): string {
    const map = `${this.alias}_keyed${this.ctes.length + 1}`;
    const d = this.st.alias();
    this.ctes.push(`${map} AS MATERIALIZED (SELECT jsonb_object_agg(${d}.k, ${value(`${d}.k`)}) AS m
      FROM (SELECT DISTINCT ${key} AS k FROM ${this.rows} ${this.alias}${when ? ` WHERE ${when}` : ''}) ${d})`);
    return `((SELECT m FROM ${map}) ->> (${key}))`;
  }
}
