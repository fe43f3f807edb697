// The records of a streamed import (routes/import.ts), read from the request body as it
// arrives: NDJSON (one JSON object per line) or CSV (RFC 4180, a header row of field names).
// Each record carries the line it starts on, so that every problem names its line. Bounded: a
// record longer than `maxRecord` characters, or a CSV row with more cells than the header, is
// refused as soon as it is seen, and nothing but the record being read is held.
import { checkJsonValue } from './middleware/body.ts';

/** A problem of the body's text itself, at a line (1-based): the import answers 400 naming it. */
export class RecordProblem extends Error {
  constructor(readonly line: number, message: string) {
    super(`Line ${line}: ${message}`);
  }
}

export interface ImportRecord {
  /** The line the record starts on (1-based; a CSV header is line 1). */
  line: number;
  value: unknown;
}

export type RecordFormat = 'ndjson' | 'csv';

/** The format a media type selects, or undefined for one no import reads. */
export function recordFormat(contentType: string): RecordFormat | undefined {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (['application/x-ndjson', 'application/ndjson', 'application/jsonl', 'application/x-jsonlines', 'application/jsonlines'].includes(type)) return 'ndjson';
  if (type === 'text/csv') return 'csv';
  return undefined;
}

/** Records of NDJSON text: each non-blank line one JSON object (a blank line is skipped). */
export async function* ndjsonRecords(text: AsyncIterable<string>, maxRecord: number): AsyncGenerator<ImportRecord> {
  let line = 0;
  let rest = '';
  const parse = (raw: string, at: number): ImportRecord | undefined => {
    const trimmed = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (trimmed.trim() === '') return undefined;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (e) {
      throw new RecordProblem(at, `not valid JSON (${(e as Error).message}).`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RecordProblem(at, 'expected a JSON object.');
    try {
      checkJsonValue(value);
    } catch (e) {
      throw new RecordProblem(at, (e as Error).message.replace(/^JSON parse error - /, ''));
    }
    return { line: at, value };
  };
  for await (const chunk of text) {
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
      const raw = rest + chunk.slice(start, nl);
      rest = '';
      start = nl + 1;
      line++;
      if (raw.length > maxRecord) throw new RecordProblem(line, `longer than ${maxRecord} characters.`);
      const record = parse(raw, line);
      if (record) yield record;
    }
    rest += chunk.slice(start);
    if (rest.length > maxRecord) throw new RecordProblem(line + 1, `longer than ${maxRecord} characters.`);
  }
  line++;
  const record = parse(rest, line);
  if (record) yield record;
}

/** Records of CSV text: the first row names the fields; each later row is one record, its
 * cells under those names (an empty cell sets nothing). A name `field.attribute` makes the
 * field an object, `{"device": {"name": ...}}` for `device.name`, the way the API names a
 * related object by its attributes. Blank lines are skipped; a row may span lines inside quotes. */
export async function* csvRecords(text: AsyncIterable<string>, maxRecord: number): AsyncGenerator<ImportRecord> {
  let header: string[] | undefined;
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  /** Inside quotes, a quote just read: the end of the quotes, or the first of two. */
  let quote = false;
  let line = 1;
  let rowLine = 1;
  let size = 0;
  let first = true;
  const endRow = (): ImportRecord | undefined => {
    row.push(cell);
    const cells = row;
    const at = rowLine;
    cell = '';
    row = [];
    size = 0;
    if (cells.length === 1 && cells[0] === '') return undefined;
    if (!header) {
      header = cells.map((h) => h.trim());
      const seen = new Set<string>();
      for (const h of header) {
        if (h === '') throw new RecordProblem(at, 'the header names a column with no name.');
        if (seen.has(h)) throw new RecordProblem(at, `the header names "${h}" twice.`);
        if (h.split('.').length > 2 || h.split('.').some((p) => p === '')) throw new RecordProblem(at, `"${h}" is not a field name or field.attribute.`);
        seen.add(h);
      }
      return undefined;
    }
    if (cells.length > header.length) throw new RecordProblem(at, `${cells.length} cells, but the header names ${header.length} columns.`);
    // Built from entries (own properties whatever the names: a column "__proto__" is a name).
    const whole = new Map<string, unknown>();
    const parts = new Map<string, Array<[string, string]>>();
    cells.forEach((c, i) => {
      if (c === '') return;
      if (c.includes('\0')) throw new RecordProblem(at, 'null characters are not allowed.');
      const [field, attr] = header![i]!.split('.') as [string, string | undefined];
      if (attr === undefined) whole.set(field, c);
      else (parts.get(field) ?? parts.set(field, []).get(field)!).push([attr, c]);
    });
    for (const [field, attrs] of parts) {
      if (whole.has(field)) throw new RecordProblem(at, `"${field}" is given both whole and by attribute.`);
      whole.set(field, Object.fromEntries(attrs));
    }
    return { line: at, value: Object.fromEntries(whole) };
  };
  for await (const chunk of text) {
    let i = 0;
    if (first && chunk.charCodeAt(0) === 0xfeff) i = 1;
    first = false;
    for (; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (++size > maxRecord) throw new RecordProblem(rowLine, `longer than ${maxRecord} characters.`);
      if (quoted) {
        if (quote) {
          quote = false;
          if (c === '"') {
            cell += '"';
            continue;
          }
          quoted = false;
          // Fall through: the character after the closing quote.
        } else if (c === '"') {
          quote = true;
          continue;
        } else {
          if (c === '\n') line++;
          cell += c;
          continue;
        }
      }
      if (c === '"' && cell === '') quoted = true;
      else if (c === ',') {
        row.push(cell);
        cell = '';
      } else if (c === '\n') {
        if (cell.endsWith('\r')) cell = cell.slice(0, -1);
        const record = endRow();
        line++;
        rowLine = line;
        if (record) yield record;
      } else if (c === '"') throw new RecordProblem(line, 'a quote inside an unquoted cell (quote the whole cell, doubling its quotes).');
      else cell += c;
    }
  }
  if (quoted && !quote) throw new RecordProblem(rowLine, 'a quoted cell is not closed.');
  if (cell.endsWith('\r')) cell = cell.slice(0, -1);
  const record = endRow();
  if (record) yield record;
  if (!header) throw new RecordProblem(1, 'no header row naming the fields.');
}

/** The records of the body in `format`. */
export function importRecords(format: RecordFormat, text: AsyncIterable<string>, maxRecord: number): AsyncGenerator<ImportRecord> {
  return format === 'csv' ? csvRecords(text, maxRecord) : ndjsonRecords(text, maxRecord);
}

/** Records in batches of at most `size`, each batch as soon as it is full. */
export async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
