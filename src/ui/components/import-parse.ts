// Reading the text of a bulk import into records (one object per row), as NetBox's import form
// takes it (utilities/forms/bulk_import.py): CSV with a header row of field names, or JSON or
// YAML holding a list of objects (or one object; YAML may hold several documents). Every parser
// has hard limits, so no text costs unbounded time or memory: the text's size, the number of
// records, and for JSON and YAML the nesting depth and the values read (YAML's aliases are
// limited as well, so a "billion laughs" document is refused, never expanded).

/** Most bytes of text an import reads (UTF-8). */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
/** Most records (rows) one import holds: one all-or-none request of the API (a bulk write, or
 * for many creations the streamed import, pages/import.tsx). */
export const MAX_IMPORT_ROWS = 200_000;
/** Deepest nesting of lists and objects in a JSON or YAML record (custom field values). */
export const MAX_DEPTH = 32;
/** Most values (every scalar, list and object counted) a JSON or YAML text may hold. */
const MAX_NODES = 4_000_000;
/** YAML aliases resolved at most (the yaml package's own guard against expansion). */
const MAX_ALIASES = 50;

export type Format = 'csv' | 'json' | 'yaml';
export type ImportRecord = Record<string, unknown>;

export class ImportError extends Error {}

/** The format of a text as NetBox guesses it: JSON when it starts with `[` or `{`, YAML with
 * `---` or `- `, CSV otherwise. */
export function detectFormat(text: string): Format {
  const start = text.trimStart();
  if (start.startsWith('[') || start.startsWith('{')) return 'json';
  if (start.startsWith('---') || start.startsWith('- ')) return 'yaml';
  return 'csv';
}

function checkSize(text: string): void {
  if (new TextEncoder().encode(text).length > MAX_IMPORT_BYTES) throw new ImportError(`The data is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; import it in parts.`);
}

function checkCount(n: number): void {
  if (n > MAX_IMPORT_ROWS) throw new ImportError(`The data holds ${n} records; at most ${MAX_IMPORT_ROWS} are imported at once.`);
}

/** CSV as RFC 4180 writes it: fields separated by commas, quoted with `"` when they hold a comma,
 * a quote (doubled) or a line break; the first row names the fields. Blank lines are skipped. */
export function parseCsv(text: string): ImportRecord[] {
  checkSize(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    cell = '';
    if (!(row.length === 1 && row[0] === '')) {
      rows.push(row);
      checkCount(rows.length - 1);
    }
    row = [];
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (quoted) throw new ImportError('A quoted CSV field is not closed (a `"` is missing).');
  if (cell !== '' || row.length) endRow();
  const [header, ...body] = rows;
  if (!header) throw new ImportError('There is no data: the first CSV row names the fields.');
  const names = header.map((h) => h.trim());
  const seen = new Set<string>();
  for (const n of names) {
    if (!n) throw new ImportError('A column of the CSV header has no name.');
    if (seen.has(n)) throw new ImportError(`The column "${n}" is named twice in the CSV header.`);
    seen.add(n);
  }
  return body.map((cells, r) => {
    if (cells.length !== names.length) throw new ImportError(`Row ${r + 1}: ${cells.length} values for ${names.length} columns.`);
    return Object.fromEntries(names.map((n, c) => [n, cells[c]!.trim()]));
  });
}

/** Walks a parsed value, refusing one nested deeper than MAX_DEPTH or holding more than MAX_NODES
 * values (shared YAML aliases are counted each time they are reached, so the walk is bounded). */
function checkShape(value: unknown): void {
  let nodes = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (++nodes > MAX_NODES) throw new ImportError(`The data holds more than ${MAX_NODES.toLocaleString('en')} values.`);
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH) throw new ImportError(`The data is nested more than ${MAX_DEPTH} levels deep.`);
    for (const x of Array.isArray(v) ? v : Object.values(v)) stack.push([x, depth + 1]);
  }
}

/** One object or a list of objects, as NetBox's JSON and YAML import take them. */
function records(values: unknown[]): ImportRecord[] {
  const out: ImportRecord[] = [];
  for (const v of values) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new ImportError(`Record ${out.length + 1} is not an object of fields.`);
      out.push(item as ImportRecord);
      checkCount(out.length);
    }
  }
  return out;
}

export function parseJson(text: string): ImportRecord[] {
  checkSize(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ImportError(`The JSON cannot be read: ${(e as Error).message}`);
  }
  checkShape(value);
  return records([value]);
}

/** YAML with its own limits; `yaml` (the package) is passed in so the UI loads it only on the
 * import page. */
export function parseYaml(text: string, yaml: typeof import('yaml')): ImportRecord[] {
  checkSize(text);
  const values: unknown[] = [];
  try {
    for (const doc of yaml.parseAllDocuments(text, { uniqueKeys: true })) {
      if ('errors' in doc && doc.errors.length) throw new ImportError(`The YAML cannot be read: ${doc.errors[0]!.message}`);
      const value = doc.toJS({ maxAliasCount: MAX_ALIASES });
      checkShape(value);
      if (value !== null && value !== undefined) values.push(value);
    }
  } catch (e) {
    if (e instanceof ImportError) throw e;
    if (e instanceof RangeError) throw new ImportError(`The data is nested more than ${MAX_DEPTH} levels deep.`);
    throw new ImportError(`The YAML cannot be read: ${(e as Error).message}`);
  }
  return records(values);
}
