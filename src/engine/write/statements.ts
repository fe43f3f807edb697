// The statements that write rows: inserts and updates, one statement for a run of rows that
// set the same columns, and the reads a write makes of its own table first (the rows it
// updates, locked; the id it will insert).
import type { Model } from '../../../codegen/types.ts';
import { query, type Db } from '../db.ts';
import { ident } from '../sql/builder.ts';
import type { Row } from './context.ts';
import { defaultsOf, jsonColumns, rowsJson, runsOf, sharedColumns } from './rows.ts';

function placeholder(json: Set<string>, column: string, n: number): string {
  return json.has(column) ? `$${n}::text::jsonb` : `$${n}`;
}

function insertSql(model: Model, cols: Row): [string, unknown[]] {
  const names = Object.keys(cols);
  if (names.length === 0) return [`INSERT INTO ${ident(model.table)} DEFAULT VALUES RETURNING id`, []];
  const json = jsonColumns(model);
  return [
    `INSERT INTO ${ident(model.table)} (${names.map(ident).join(', ')}) VALUES (${names.map((n, i) => placeholder(json, n, i + 1)).join(', ')}) RETURNING id`,
    names.map((n) => cols[n]),
  ];
}

function updateSql(model: Model, id: number, cols: Row): [string, unknown[]] | null {
  const names = Object.keys(cols);
  const json = jsonColumns(model);
  const sets = names.map((n, k) => `${ident(n)} = ${placeholder(json, n, k + 2)}`);
  // The database's clock, as for `created`: microseconds (the read format's), and never
  // before `created` when the API host's clock differs from the database's.
  if (model.features.includes('created_updated')) sets.push(`${ident('last_updated')} = now()`);
  if (!sets.length) return null;
  return [`UPDATE ${ident(model.table)} SET ${sets.join(', ')} WHERE id = $1`, [id, ...names.map((n) => cols[n])]];
}

/** Inserts the rows (column values each) in order, one statement for all when their columns
 * can be shared (sharedColumns), else one per run of rows that set the same columns; their
 * ids, in the rows' order. */
export async function insertRows(db: Db, model: Model, rows: Row[]): Promise<number[]> {
  const shared = rows.length > 1 ? sharedColumns(model, rows) : undefined;
  const runs = shared?.length ? [{ start: 0, rows, names: shared }] : runsOf(rows).map((run) => ({ ...run, names: Object.keys(run.rows[0]!) }));
  const defaults = defaultsOf(model);
  const ids: number[] = [];
  for (const { rows: run, names } of runs) {
    if (names.length === 0 || run.length === 1) {
      for (const row of run) {
        const [text, values] = insertSql(model, row);
        ids.push((await query<{ id: number }>(db, text, values))[0]!.id);
      }
      continue;
    }
    const list = names.map(ident).join(', ');
    const got = await query<{ id: number }>(db,
      `INSERT INTO ${ident(model.table)} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${ident(model.table)}, $1::text::jsonb) RETURNING id`,
      [rowsJson(model, run, names, (n) => defaults.get(n))]);
    // One statement draws its ids from the sequence in the order it inserts its rows.
    ids.push(...got.map((r) => r.id).sort((x, y) => x - y));
  }
  return ids;
}

/** Updates the rows `ids[i]` to the column values `rows[i]`, one statement per run of rows
 * that set the same columns. */
export async function updateRows(db: Db, model: Model, ids: number[], rows: Row[]): Promise<void> {
  for (const run of runsOf(rows)) {
    if (run.rows.length === 1) {
      const sql = updateSql(model, ids[run.start]!, run.rows[0]!);
      if (sql) await query<Row>(db, sql[0], sql[1]);
      continue;
    }
    const names = Object.keys(run.rows[0]!);
    const sets = names.map((n) => `${ident(n)} = v.${ident(n)}`);
    if (model.features.includes('created_updated')) sets.push(`${ident('last_updated')} = now()`);
    if (!sets.length) continue;
    await query<Row>(db,
      `UPDATE ${ident(model.table)} t SET ${sets.join(', ')} FROM jsonb_populate_recordset(NULL::${ident(model.table)}, $1::text::jsonb) v WHERE t.id = v.id`,
      [rowsJson(model, run.rows, ['id', ...names], (n, i) => (n === 'id' ? ids[run.start + i] : null))]);
  }
}

/** The next id of the model's table (its identity column's sequence), or null when its ids
 * are not drawn from one. */
export async function drawId(db: Db, model: Model): Promise<number | null> {
  const [row] = await query<{ id: number | null }>(db, `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id`, [ident(model.table)]);
  return row?.id ?? null;
}

/** Loads the rows being updated, locked until the transaction ends. */
export async function lockRows(db: Db, model: Model, ids: number[]): Promise<Map<number, Row>> {
  const rows = await query<Row>(db, `SELECT * FROM ${ident(model.table)} WHERE id = ANY($1::int[]) FOR UPDATE`, [ids]);
  return new Map(rows.map((r) => [r.id as number, r]));
}
