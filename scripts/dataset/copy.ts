// Bulk loading, no round trip per row: large tables through COPY ... FROM STDIN (text format),
// rows built in JS and streamed in chunks; small ones through one INSERT ... SELECT FROM
// unnest(text arrays). Row triggers (tree paths) and foreign key checks run either way, as
// they would for single INSERTs.
//
// Why two paths: postgres.js sends COPY's closing message in a write of its own, which TCP's
// Nagle algorithm holds until the server acknowledges the data before it (a delayed ACK,
// ~40 ms); that is noise for 200,000 rows, but most of the time for twenty tables of ten.
import { pipeline } from 'node:stream/promises';
import type postgres from 'postgres';

export type Cell = string | number | boolean | null;

/** Rows per chunk written to the socket: large enough to amortise, small enough for a smooth progress bar. */
const CHUNK_ROWS = 5000;
/** Up to this many rows a table goes in one INSERT. */
const INSERT_MAX_ROWS = 5000;
const TEXT_OID = 25;

type Sql = postgres.Sql | postgres.TransactionSql;

const SPECIAL = /[\\\t\n\r]/;

function copyCell(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

function textCell(value: Cell): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}

function checked(table: string, columns: readonly string[], i: number, cells: Cell[]): Cell[] {
  if (cells.length !== columns.length) throw new Error(`${table} row ${i}: ${cells.length} cells for ${columns.length} columns`);
  return cells;
}

/**
 * Load `count` rows into `table`; `row(i)` gives the i-th row's cells in `columns` order.
 * `onRows` is told how many rows went out each time a batch has been handed to the server.
 */
export async function loadRows(
  sql: Sql,
  table: string,
  columns: readonly string[],
  count: number,
  row: (i: number) => Cell[],
  onRows: (n: number) => void = () => {},
): Promise<void> {
  if (count === 0) return;
  if (count <= INSERT_MAX_ROWS) return insertRows(sql, table, columns, count, row, onRows);
  return copyRows(sql, table, columns, count, row, onRows);
}

export async function copyRows(sql: Sql, table: string, columns: readonly string[], count: number, row: (i: number) => Cell[], onRows: (n: number) => void): Promise<void> {
  const target = await sql.unsafe(`COPY ${table} (${columns.join(', ')}) FROM STDIN`).writable();
  await pipeline(async function* () {
    for (let start = 0; start < count; start += CHUNK_ROWS) {
      const end = Math.min(count, start + CHUNK_ROWS);
      let chunk = '';
      for (let i = start; i < end; i++) chunk += checked(table, columns, i, row(i)).map(copyCell).join('\t') + '\n';
      yield chunk;
      onRows(end - start);
    }
  }, target);
}

/** One statement: each column a text[] parameter, cast to the column's own type. */
export async function insertRows(sql: Sql, table: string, columns: readonly string[], count: number, row: (i: number) => Cell[], onRows: (n: number) => void): Promise<void> {
  const types = new Map((await sql<{ name: string; type: string }[]>`
    SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = ${table}::regclass AND attnum > 0 AND NOT attisdropped`).map((c) => [c.name, c.type]));
  const values = columns.map(() => new Array<string | null>(count));
  for (let i = 0; i < count; i++) {
    const cells = checked(table, columns, i, row(i));
    for (let c = 0; c < columns.length; c++) values[c]![i] = textCell(cells[c]!);
  }
  const select = columns.map((name, c) => {
    const type = types.get(name);
    if (!type) throw new Error(`${table} has no column ${name}`);
    return `u.c${c}::${type}`;
  });
  await sql.unsafe(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select.join(', ')}
       FROM unnest(${columns.map((_, c) => `$${c + 1}::text[]`).join(', ')}) AS u(${columns.map((_, c) => `c${c}`).join(', ')})`,
    values.map((v) => sql.array(v, TEXT_OID)),
  );
  onRows(count);
}
