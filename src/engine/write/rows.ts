// Items as the rows of their table: each field's column value, a scalar with a codec encoded
// by it (codecs.ts), and the forms one statement writes many rows in (runs of rows that set
// the same columns, the defaults of the columns a row leaves out, rows as one JSON parameter).
import type { Model } from '../../../codegen/types.ts';
import { scalarCodec } from './codecs.ts';
import type { Prepared, Row, WriteContext } from './context.ts';

/** The column values of each item (fields with columns only); a secret a codec made for an
 * item is noted in its `reveal`. Items one after another, as a codec may hash. */
export async function columnsOf(ctx: WriteContext, model: Model, prepared: Prepared[], creating: boolean): Promise<Row[]> {
  const out: Row[] = [];
  for (const p of prepared) {
    const cols: Row = {};
    for (const f of model.fields) {
      if (f.kind === 'generic') {
        if (Object.hasOwn(p.values, f.type_column)) cols[f.type_column] = p.values[f.type_column];
        if (Object.hasOwn(p.values, f.id_column)) cols[f.id_column] = p.values[f.id_column];
        continue;
      }
      if (!f.column) continue;
      const codec = f.kind === 'scalar' ? scalarCodec(f.type) : undefined;
      if (codec && f.kind === 'scalar') {
        const got = codec.encode(p.values[f.name], f, ctx, creating, p.values);
        const encoded = got instanceof Promise ? await got : got;
        if (encoded?.reveal) Object.assign(p.reveal, encoded.reveal);
        if (encoded) Object.assign(cols, encoded.columns);
        continue;
      }
      if (Object.hasOwn(p.values, f.name)) cols[f.column] = p.values[f.name];
    }
    if (p.customFields) cols.custom_field_data = JSON.stringify(p.customFields);
    out.push(cols);
  }
  return out;
}

/** Columns holding JSON, written as JSON text: the driver would otherwise encode the text a
 * second time for a jsonb parameter. */
export function jsonColumns(model: Model): Set<string> {
  const out = new Set(model.fields.filter((f) => f.kind === 'scalar' && f.type === 'json').map((f) => f.column!));
  if (model.features.includes('custom_fields')) out.add('custom_field_data');
  return out;
}

/** Consecutive rows that set the same columns: each run is written by one statement. */
export function runsOf(rows: Row[]): Array<{ start: number; rows: Row[] }> {
  const runs: Array<{ start: number; rows: Row[]; key: string }> = [];
  rows.forEach((row, i) => {
    const key = Object.keys(row).join(',');
    const last = runs[runs.length - 1];
    if (last && last.key === key) last.rows.push(row);
    else runs.push({ start: i, rows: [row], key });
  });
  return runs;
}

/** Rows as one JSON array (a single statement parameter, however many rows) of the columns
 * `names`, which jsonb_populate_recordset turns into the table's row type, each value through
 * its column's type; row i not naming a column gives `absent(name, i)` there. JSON columns
 * hold JSON text already and go in as it is. */
export function rowsJson(model: Model, rows: Row[], names: string[], absent: (name: string, i: number) => unknown): string {
  const json = jsonColumns(model);
  const keys = names.map((n) => JSON.stringify(n));
  return `[${rows.map((row, i) => `{${names.map((n, k) => {
    const v = Object.hasOwn(row, n) ? row[n] : absent(n, i);
    return `${keys[k]!}:${v === null || v === undefined ? 'null' : json.has(n) ? (v as string) : JSON.stringify(v)}`;
  }).join(',')}}`).join(',')}]`;
}

const columnDefaults = new WeakMap<Model, Map<string, unknown>>();

/** The value each writable field's column takes when an insert does not name it, as the
 * migrations declare it from the catalogue (codegen/emit/drizzle.ts): the field's default in
 * the form the engine writes it, or null for a field without one. Other columns (read-only
 * fields', such as a creation time) are absent: their DEFAULT is the database's alone. */
export function defaultsOf(model: Model): Map<string, unknown> {
  let out = columnDefaults.get(model);
  if (out) return out;
  out = new Map();
  for (const f of model.fields) {
    if (f.read_only) continue;
    if (f.kind === 'generic') {
      out.set(f.type_column, null).set(f.id_column, null);
      continue;
    }
    if (!f.column || f.kind === 'derived') continue;
    const d = f.default;
    if (d === undefined || d === null) out.set(f.column, null);
    else if (f.kind === 'scalar' && f.type === 'json') out.set(f.column, JSON.stringify(d));
    else if (f.kind === 'scalar' && f.type === 'string_list') out.set(f.column, []);
    else if (f.kind === 'scalar' && f.type === 'decimal') out.set(f.column, String(d));
    else out.set(f.column, d);
  }
  columnDefaults.set(model, out);
  return out;
}

/** The columns the rows set, in the order first named, when one statement can write them
 * all: a row that does not name one (an interface without an MTU beside one with) takes its
 * default there (defaultsOf). Undefined when a column some row leaves out has no known default. */
export function sharedColumns(model: Model, rows: Row[]): string[] | undefined {
  const names = new Set<string>();
  for (const row of rows) for (const n of Object.keys(row)) names.add(n);
  const defaults = defaultsOf(model);
  for (const n of names) if (!defaults.has(n) && !rows.every((row) => Object.hasOwn(row, n))) return undefined;
  return [...names];
}
