// Creating, updating and deleting objects of any catalogue model inside the request's
// transaction. Every item of a bulk request is checked before anything is written; any
// failure throws, and the caller's transaction rolls the whole request back.
import type { Field, Model } from '../../../codegen/types.ts';
import { generateTokenKey, hashPassword, tokenKeyDigest } from '../../auth/secrets.ts';
import { query, type Db } from '../db.ts';
import { ApiError, ValidationError, type FieldErrors } from '../errors.ts';
import { registry } from '../registry.ts';
import type { ModelRules, RuleContext } from '../rules.ts';
import { ident } from '../sql/builder.ts';
import { modelFeature } from '../extensions.ts';
import { convertScalar, FieldProblem } from './fields.ts';
import { asReference, resolveReferences, type LookupScope, type Reference } from './related.ts';
import { deleteObjects } from './delete.ts';
import { batchingReads } from '../batch-reads.ts';
import { settleWithCommit } from './with-commit.ts';

export interface WriteContext extends RuleContext {
  db: Db;
  /** Pepper for token key digests. */
  pepper: string;
  /** Seals token keys for later retrieval (ALLOW_TOKEN_RETRIEVAL); absent: keys are shown once. */
  sealKey?: (key: string) => string;
  rules: (model: Model) => Promise<ModelRules | undefined>;
  /** The rows of a model this write may name as related objects (those the writer may view);
   * absent, or undefined for a model: every row. */
  lookupScope?: (target: Model) => Promise<LookupScope | undefined>;
  /** The tables written to in this transaction, each noted by the write (events/transaction.ts
   * reads the webhooks' triggers again when they were among them), and the statements left to
   * the transaction to await (settleWithCommit). */
  log?: { tables: Set<string>; pending: Array<Promise<unknown>> };
}

type Row = Record<string, unknown>;

interface PendingRef {
  item: number;
  field: Field & { kind: 'fk' | 'm2m' | 'generic' };
  target: Model;
  ref: Reference;
  /** Position inside an m2m list. */
  index?: number;
}

interface ObjectListItem {
  object_type: string;
  object_id: number;
}

interface Prepared {
  /** Field values by API name, related objects as ids once resolved. */
  values: Record<string, unknown>;
  /** The custom_fields object as written, checked against the definitions in saveObjects. */
  customFieldsGiven?: Record<string, unknown>;
  /** The object's custom field data to store. */
  customFields?: Record<string, unknown>;
  /** Token keys generated or given, to show once in the create response. */
  plainKeys: Record<string, string>;
  /** Names in the body that set nothing (unknown or read-only), ignored as NetBox does. */
  ignored: string[];
}

export interface WriteResult {
  ids: number[];
  /** Per item, secret values to add to the response (token keys). */
  reveal: Array<Record<string, string>>;
  /** Names the request gave that set nothing (unknown or read-only), over all items. */
  ignored: string[];
}

function addError(errors: FieldErrors, name: string, message: string): void {
  const list = (Object.hasOwn(errors, name) ? errors[name] : (errors[name] = [])) as string[];
  list.push(message);
}

/** What a body may set on a model, worked out once per model rather than for each item. */
interface Writable {
  /** Each name a body may give (a generic relation's type and id columns too), and its field. */
  names: Map<string, Field>;
  /** The writable fields but generic relations, in the catalogue's order. */
  fields: Field[];
  generics: Array<Field & { kind: 'generic' }>;
}

const writableFields = new WeakMap<Model, Writable>();

function writableOf(model: Model): Writable {
  let out = writableFields.get(model);
  if (out) return out;
  out = { names: new Map(), fields: [], generics: [] };
  for (const f of model.fields) {
    if (f.read_only || f.kind === 'derived') continue;
    if (f.kind === 'generic') {
      out.names.set(f.type_column, f).set(f.id_column, f);
      out.generics.push(f);
      continue;
    }
    out.names.set(f.name, f);
    out.fields.push(f);
  }
  writableFields.set(model, out);
  return out;
}

/** The name in the body that gives the field: its own, else an older name (alias). */
function givenAs(f: Field, data: Record<string, unknown>): string | undefined {
  if (Object.hasOwn(data, f.name)) return f.name;
  return f.aliases?.find((n) => Object.hasOwn(data, n));
}

/** Field checks that need no database: types, lengths, choices, required. A name that is no
 * writable field (unknown, read-only, a read representation's id, url or display) sets nothing
 * and is only noted, as Django REST framework ignores it: clients send back what they read. */
function checkItem(model: Model, input: unknown, existing: Row | null, partial: boolean, refs: PendingRef[], itemIndex: number): { prepared: Prepared; errors: FieldErrors } {
  // Keyed by names the client sent ("__proto__", "constructor"): no prototype to collide with.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const prepared: Prepared = { values: {}, plainKeys: {}, ignored: [] };
  if (input === undefined || input === null) return { prepared, errors: { non_field_errors: ['No data provided'] } }; // DRF's words
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { prepared, errors: { non_field_errors: ['Invalid data. Expected a dictionary, but got ' + (Array.isArray(input) ? 'list' : typeof input) + '.'] } };
  }
  const data = input as Record<string, unknown>;
  const writable = writableOf(model);
  for (const key of Object.keys(data)) {
    if (writable.names.has(key) || (key === 'custom_fields' && model.features.includes('custom_fields'))) continue;
    // An older name is used when the field's own name is not given.
    const aliasOf = model.fields.find((f) => f.aliases?.includes(key));
    if (!aliasOf || writable.names.get(aliasOf.name) !== aliasOf || givenAs(aliasOf, data) !== key) prepared.ignored.push(key);
  }
  for (const f of writable.fields) {
    const name = f.name;
    const key = givenAs(f, data);
    if (key === undefined) {
      if (f.required && (!existing || !partial)) addError(errors, name, 'This field is required.');
      continue;
    }
    const value = data[key];
    try {
      if (value === null || (value === '' && f.kind === 'scalar' && f.nullable && f.type !== 'string')) {
        if (!f.nullable && !(f.kind === 'scalar' && f.type === 'token_key')) throw new FieldProblem('This field may not be null.');
        prepared.values[name] = null;
        continue;
      }
      if (f.kind === 'scalar') prepared.values[name] = convertScalar(f, value);
      else if (f.kind === 'choice') {
        const set = registry.choices(f.choices);
        const hit = set.choices.find((c) => c.value === value || (f.value_as === 'code' && c.code !== undefined && c.code === value));
        if (!hit) throw new FieldProblem(`"${typeof value === 'string' ? value : JSON.stringify(value)}" is not a valid choice.`);
        prepared.values[name] = hit.value;
      } else if (f.kind === 'fk') {
        refs.push({ item: itemIndex, field: f, target: registry.model(f.target), ref: asReference(value) });
        prepared.values[name] = undefined; // filled when resolved
      } else if (f.kind === 'm2m') {
        if (!Array.isArray(value)) throw new FieldProblem(`Expected a list of items but got type "${typeof value}".`);
        if (value.length > 10000) throw new FieldProblem('Ensure this list has no more than 10000 items.');
        const list: Reference[] = value.map(asReference);
        prepared.values[name] = new Array(list.length);
        list.forEach((ref, index) => refs.push({ item: itemIndex, field: f, target: registry.model(f.target), ref, index }));
      } else if (f.kind === 'object_list') {
        prepared.values[name] = objectListItems(f, value);
      }
    } catch (e) {
      if (e instanceof FieldProblem) addError(errors, key, e.message);
      else throw e;
    }
  }
  for (const g of writable.generics) {
    const hasType = Object.hasOwn(data, g.type_column);
    const hasId = Object.hasOwn(data, g.id_column);
    if (!hasType && !hasId) continue;
    const type = hasType ? data[g.type_column] : existing?.[g.type_column];
    const id = hasId ? data[g.id_column] : existing?.[g.id_column];
    if (type === null && id === null) {
      prepared.values[g.type_column] = null;
      prepared.values[g.id_column] = null;
      continue;
    }
    const target = typeof type === 'string' ? registry.modelOfContentType(type) : undefined;
    if (!target || !g.targets.includes(target.key)) {
      addError(errors, g.type_column, `"${String(type)}" is not a valid choice. Choose one of: ${g.targets.map((t) => registry.model(t).content_type).join(', ')}.`);
      continue;
    }
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
      addError(errors, g.id_column, 'A valid integer is required.');
      continue;
    }
    prepared.values[g.type_column] = target.content_type;
    refs.push({ item: itemIndex, field: g, target, ref: id });
  }
  if (model.features.includes('custom_fields') && Object.hasOwn(data, 'custom_fields')) {
    const cf = data.custom_fields;
    if (cf !== null && (typeof cf !== 'object' || Array.isArray(cf))) addError(errors, 'custom_fields', 'Expected a dictionary of custom field values.');
    else prepared.customFieldsGiven = (cf as Row | null) ?? {};
  }
  return { prepared, errors };
}

/** The items of an object list as written: `{object_type, object_id}` each, of its targets,
 * none twice. Whether the objects exist is the through model's check. */
function objectListItems(f: Field & { kind: 'object_list' }, value: unknown): ObjectListItem[] {
  if (!Array.isArray(value)) throw new FieldProblem(`Expected a list of items but got type "${typeof value}".`);
  if (value.length > 10000) throw new FieldProblem('Ensure this list has no more than 10000 items.');
  const allowed = f.targets.map((t) => registry.model(t).content_type);
  const seen = new Set<string>();
  return value.map((item) => {
    const { object_type: type, object_id: id, ...rest } = (item ?? {}) as Record<string, unknown>;
    if (typeof item !== 'object' || item === null || Array.isArray(item) || Object.keys(rest).length)
      throw new FieldProblem('Each item is an object {"object_type": "app.model", "object_id": id}.');
    if (typeof type !== 'string' || !allowed.includes(type)) throw new FieldProblem(`"${String(type)}" is not a valid choice. Choose one of: ${allowed.join(', ')}.`);
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2147483647) throw new FieldProblem('object_id: a valid integer is required.');
    if (seen.has(`${type}:${id}`)) throw new FieldProblem(`${type} ${id} is listed twice.`);
    seen.add(`${type}:${id}`);
    return { object_type: type, object_id: id };
  });
}

/** Resolves all references of all items: one statement per target model for ids, all sent
 * at once (pipelined on the transaction's connection). `everyRow`: the item's fields whose
 * references are found among every row, not only those the writer may view. */
async function resolveAll(ctx: WriteContext, refs: PendingRef[], prepared: Prepared[], errors: FieldErrors[], everyRow: Array<string[] | void>): Promise<void> {
  const byTarget = new Map<string, PendingRef[]>();
  const unscoped = (r: PendingRef) => everyRow[r.item]?.includes(r.field.name) ?? false;
  for (const r of refs) {
    const key = `${r.target.key}${unscoped(r) ? ' *' : ''}`;
    const group = byTarget.get(key);
    if (group) group.push(r);
    else byTarget.set(key, [r]);
  }
  const resolved = await Promise.all([...byTarget.values()].map(async (group) => {
    const target = group[0]!.target;
    return resolveReferences(ctx.db, target, group.map((g) => g.ref), unscoped(group[0]!) ? undefined : await ctx.lookupScope?.(target));
  }));
  [...byTarget.values()].forEach((group, g) => group.forEach((r, i) => {
    const res = resolved[g]![i]!;
    const name = r.field.kind === 'generic' ? r.field.id_column : r.field.name;
    if (res instanceof FieldProblem) {
      addError(errors[r.item]!, name, res.message);
      return;
    }
    const values = prepared[r.item]!.values;
    if (r.field.kind === 'm2m') (values[name] as number[])[r.index!] = res;
    else values[name] = res;
  }));
}

function fail(errors: FieldErrors[], bulk: boolean): never {
  if (bulk) throw new ValidationError(errors);
  throw new ValidationError(errors[0]!);
}

/** Column values of a prepared item (fields with columns only); a password as given, for
 * hashPasswords. */
function columnsOf(ctx: WriteContext, model: Model, p: Prepared, creating: boolean): Row {
  const cols: Row = {};
  for (const f of model.fields) {
    if (f.kind === 'generic') {
      if (Object.hasOwn(p.values, f.type_column)) cols[f.type_column] = p.values[f.type_column];
      if (Object.hasOwn(p.values, f.id_column)) cols[f.id_column] = p.values[f.id_column];
      continue;
    }
    if (!f.column) continue;
    if (f.kind === 'scalar' && f.type === 'token_key') {
      let key = p.values[f.name] as string | null | undefined;
      if (creating && !key) key = generateTokenKey();
      if (key) {
        p.plainKeys[f.name] = key.toLowerCase();
        cols[f.column] = tokenKeyDigest(key, ctx.pepper);
        cols[`${f.name}_sealed`] = ctx.sealKey ? ctx.sealKey(key.toLowerCase()) : null;
      }
      continue;
    }
    if (Object.hasOwn(p.values, f.name)) cols[f.column] = p.values[f.name];
  }
  if (p.customFields) cols.custom_field_data = JSON.stringify(p.customFields);
  return cols;
}

/** Replaces the passwords in the rows' columns by their hashes. */
async function hashPasswords(model: Model, rows: Row[]): Promise<void> {
  const columns = model.fields.flatMap((f) => (f.kind === 'scalar' && f.type === 'password' && f.column ? [f.column] : []));
  for (const row of rows)
    for (const c of columns) if (row[c] !== null && row[c] !== undefined) row[c] = await hashPassword(row[c] as string);
}

/** An object list's rows after a write: rows of objects no longer listed are deleted, rows of
 * newly listed objects created, each through the engine (so the rows' own rules run); the
 * rows' field errors are reported on the list. */
async function writeObjectList(ctx: WriteContext, f: Field & { kind: 'object_list' }, id: number, items: ObjectListItem[], creating: boolean): Promise<void> {
  const rows = registry.model(f.through);
  const via = rows.fields.find((x) => x.name === f.via)!;
  const object = rows.fields.find((x) => x.name === f.object)! as Field & { kind: 'generic' };
  const where = Object.entries(f.where);
  const whereCols = where.map(([k]) => rows.fields.find((x) => x.name === k)!.column!);
  const stored = creating ? [] : await query<{ id: number; object_type: string; object_id: number }>(ctx.db,
    `SELECT id, ${ident(object.type_column)} AS object_type, ${ident(object.id_column)} AS object_id FROM ${ident(rows.table)}
      WHERE ${ident(via.column!)} = $1${whereCols.map((c, i) => ` AND ${ident(c)} = $${i + 2}`).join('')}`,
    [id, ...where.map(([, v]) => String(v))]);
  const key = (x: ObjectListItem) => `${x.object_type}:${x.object_id}`;
  const wanted = new Set(items.map(key));
  const had = new Set(stored.map(key));
  const gone = stored.filter((s) => !wanted.has(key(s))).map((s) => s.id);
  const added = items.filter((i) => !had.has(key(i)));
  try {
    if (gone.length) await deleteObjects(ctx, rows, gone, true);
    if (added.length)
      await saveObjects(ctx, rows, added.map((i) => ({ [f.via]: id, ...f.where, [object.type_column]: i.object_type, [object.id_column]: i.object_id })), { bulk: true, partial: false });
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const bodies = Array.isArray(e.body) ? e.body : [e.body];
    const messages = bodies.flatMap((b, i) => Object.values(b).flat().map((m) => (added[i] && bodies.length > 1 ? `${key(added[i])}: ${String(m)}` : String(m))));
    throw new ValidationError({ [f.name]: [...new Set(messages)] });
  }
}

/** The m2m and object-list values of the written items (`ids[i]` is item i's object): one
 * DELETE and one INSERT per m2m field for all items, object lists item by item. */
async function writeRelations(ctx: WriteContext, model: Model, ids: number[], prepared: Prepared[], creating: boolean): Promise<void> {
  const db = ctx.db;
  for (const f of model.fields) {
    if (f.kind === 'object_list') {
      for (let i = 0; i < prepared.length; i++)
        if (Object.hasOwn(prepared[i]!.values, f.name)) await writeObjectList(ctx, f, ids[i]!, prepared[i]!.values[f.name] as ObjectListItem[], creating);
    }
    if (f.kind !== 'm2m') continue;
    const owners: number[] = [];
    const sources: number[] = [];
    const targets: number[] = [];
    prepared.forEach((p, i) => {
      if (!Object.hasOwn(p.values, f.name)) return;
      owners.push(ids[i]!);
      for (const target of new Set(p.values[f.name] as number[])) {
        sources.push(ids[i]!);
        targets.push(target);
      }
    });
    if (owners.length === 0) continue;
    const t = f.through;
    const typeCol = t.object_type ? `, object_type` : '';
    const typeVal = t.object_type ? `, $3` : '';
    const typeCond = t.object_type ? ` AND object_type = $2` : '';
    if (!creating) await query<Row>(db, `DELETE FROM ${ident(t.table)} WHERE ${ident(t.source)} = ANY($1::int[])${typeCond}`, (t.object_type ? [owners, t.object_type] : [owners]) as never[]);
    if (sources.length)
      await query<Row>(db,
        `INSERT INTO ${ident(t.table)} (${ident(t.source)}, ${ident(t.target)}${typeCol}) SELECT unnest($1::int[]), unnest($2::int[])${typeVal}`,
        (t.object_type ? [sources, targets, t.object_type] : [sources, targets]) as never[],
      );
  }
}

/** Columns holding JSON, written as JSON text: the driver would otherwise encode the text a
 * second time for a jsonb parameter. */
function jsonColumns(model: Model): Set<string> {
  const out = new Set(model.fields.filter((f) => f.kind === 'scalar' && f.type === 'json').map((f) => f.column!));
  if (model.features.includes('custom_fields')) out.add('custom_field_data');
  return out;
}

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

/** Consecutive rows that set the same columns: each run is written by one statement. */
function runsOf(rows: Row[]): Array<{ start: number; rows: Row[] }> {
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
function rowsJson(model: Model, rows: Row[], names: string[], absent: (name: string, i: number) => unknown): string {
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
function sharedColumns(model: Model, rows: Row[]): string[] | undefined {
  const names = new Set<string>();
  for (const row of rows) for (const n of Object.keys(row)) names.add(n);
  const defaults = defaultsOf(model);
  for (const n of names) if (!defaults.has(n) && !rows.every((row) => Object.hasOwn(row, n))) return undefined;
  return [...names];
}

/** Inserts the rows (column values each) in order, one statement for all when their columns
 * can be shared (sharedColumns), else one per run of rows that set the same columns; their
 * ids, in the rows' order. */
async function insertRows(db: Db, model: Model, rows: Row[]): Promise<number[]> {
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
async function updateRows(db: Db, model: Model, ids: number[], rows: Row[]): Promise<void> {
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
async function drawId(db: Db, model: Model): Promise<number | null> {
  const [row] = await query<{ id: number | null }>(db, `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id`, [ident(model.table)]);
  return row?.id ?? null;
}

/** Loads the rows being updated, locked until the transaction ends. */
async function lockRows(db: Db, model: Model, ids: number[]): Promise<Map<number, Row>> {
  const rows = await query<Row>(db, `SELECT * FROM ${ident(model.table)} WHERE id = ANY($1::int[]) FOR UPDATE`, [ids]);
  return new Map(rows.map((r) => [r.id as number, r]));
}

/**
 * Creates (existing ids absent) or updates objects. `items` are the request bodies; for
 * updates `ids[i]` names the object item i changes.
 */
export async function saveObjects(
  ctx: WriteContext,
  model: Model,
  items: unknown[],
  opts: { bulk: boolean; ids?: number[]; partial: boolean },
): Promise<WriteResult> {
  const creating = !opts.ids;
  ctx.log?.tables.add(model.table);
  // Rules' memo (engine/rules.ts remembered) lives for this call.
  ctx = { ...ctx, memo: new Map() };
  // The custom field definitions are asked for now, to travel with the statements below.
  const customFields = modelFeature(model, 'custom_fields');
  const definitions = customFields?.definitions?.(ctx.db, model);
  definitions?.catch(() => undefined); // awaited below, unless an earlier check fails first
  // One object's id is drawn now, with the checks' statements, so that its INSERT need not be
  // answered before the statements after it (the answer's read) go out (writeItems).
  const drawn = creating && items.length === 1 && ctx.log ? drawId(ctx.db, model) : undefined;
  drawn?.catch(() => undefined); // awaited in writeItems, unless a check fails first
  let existing = new Map<number, Row>();
  if (opts.ids) {
    existing = await lockRows(ctx.db, model, opts.ids);
    const missing = opts.ids.map((id) => (existing.has(id) ? {} : { id: [`Object with id ${id} does not exist.`] }));
    if (!opts.bulk && missing[0]!.id) throw new ApiError(404, 'Not found.');
    if (missing.some((m) => m.id)) fail(missing, true);
  }
  const refs: PendingRef[] = [];
  const checked = items.map((item, i) => checkItem(model, item, opts.ids ? existing.get(opts.ids[i]!)! : null, opts.partial, refs, i));
  const errors = checked.map((c) => c.errors);
  const prepared = checked.map((c) => c.prepared);
  // The custom fields are checked while the references resolve and the rules check the items:
  // the statements of all three travel together, one round trip rather than one after another.
  const customChecked = model.features.includes('custom_fields') ? (async () => {
    // One statement for the definitions; defaults fill in on create, the values not given stay.
    const defs = (await definitions)!;
    // Items side by side: their object checks (if any) travel pipelined.
    await Promise.all(prepared.map(async (p, i) => {
      if (!creating && p.customFieldsGiven === undefined) return;
      const stored = creating ? null : ((existing.get(opts.ids![i]!)?.custom_field_data as Row | undefined) ?? {});
      const { data, errors: problems } = await customFields!.write!(ctx.db, defs, p.customFieldsGiven, stored);
      if (problems.length) (errors[i]!.custom_fields = problems);
      p.customFields = data;
    }));
  })() : undefined;
  customChecked?.catch(() => undefined); // awaited below
  const rules = await ctx.rules(model);
  const everyRow = rules?.beforeResolve
    ? await Promise.all(items.map((item, i) => rules.beforeResolve!(ctx, (item ?? {}) as Record<string, unknown>, opts.ids ? existing.get(opts.ids[i]!)! : null)))
    : [];
  await resolveAll(ctx, refs, prepared, errors, everyRow);
  const failed = () => errors.some((e) => Object.keys(e).length);
  if (failed()) {
    await customChecked;
    fail(errors, opts.bulk);
  }

  // Every item is checked, so that a bulk request's answer names each one that fails. The
  // checks only read (the items' custom fields are not theirs to see), and no item's check
  // sees another's values: they run side by side, so their reads of one kind are merged into
  // one statement (batch-reads.ts) rather than made one round trip after another.
  const checking = prepared.length > 1 ? { ...ctx, db: batchingReads(ctx.db) } : ctx;
  const outcomes = rules?.beforeSave
    ? Promise.allSettled(prepared.map((p, i) => rules.beforeSave!(checking, p.values, opts.ids ? existing.get(opts.ids[i]!)! : null)))
    : undefined;
  const customFailure = await customChecked?.then(() => undefined, (e: unknown) => e ?? new Error('custom field check failed'));
  if (customFailure) {
    // A rule's statement that the database refused leaves the custom fields' statements after
    // it refused as well (the transaction is aborted): that refusal is the one to answer.
    const refused = (await outcomes)?.find((o) => o.status === 'rejected' && !(o.reason instanceof ValidationError));
    throw refused ? (refused as PromiseRejectedResult).reason : customFailure;
  }
  // A custom field's problems are answered first, as when the rules ran after them.
  if (failed()) fail(errors, opts.bulk);
  if (outcomes) {
    (await outcomes).forEach((o, i) => {
      if (o.status === 'fulfilled') return;
      const e: unknown = o.reason;
      if (!(e instanceof ValidationError) || Array.isArray(e.body)) throw e;
      errors[i] = e.body;
    });
    if (failed()) fail(errors, opts.bulk);
  }

  // A bulk write that the database refuses (a duplicate) is written again item by item, each
  // under its own savepoint, to name every item that fails rather than the first.
  const several = opts.bulk && prepared.length > 1;
  if (several) await ctx.db.unsafe('SAVEPOINT netinv_bulk');
  try {
    return await writeItems(ctx, model, prepared, existing, { ...opts, drawn }, rules, creating, errors, false);
  } catch (e) {
    if (!several || !(e instanceof ValidationError)) throw e;
    await ctx.db.unsafe('ROLLBACK TO SAVEPOINT netinv_bulk');
    await writeItems(ctx, model, prepared, existing, opts, rules, creating, errors, true);
    throw e;
  }
}

/** Writes the checked items: their rows (one statement for many), their relations, then
 * each item's afterSave in order. A refusal of the database (a unique or foreign key
 * violation) or of afterSave fails the write; when `collecting`, each item is written on its
 * own under a savepoint instead, and every failing one is noted before the write fails. */
async function writeItems(
  ctx: WriteContext, model: Model, prepared: Prepared[], existing: Map<number, Row>, opts: { bulk: boolean; ids?: number[]; drawn?: Promise<number | null> },
  rules: ModelRules | undefined, creating: boolean, errors: FieldErrors[], collecting: boolean,
): Promise<WriteResult> {
  const cols = prepared.map((p) => columnsOf(ctx, model, p, creating));
  await hashPasswords(model, cols);
  const result = (ids: number[]): WriteResult => ({ ids, reveal: prepared.map((p) => p.plainKeys), ignored: [...new Set(prepared.flatMap((p) => p.ignored))] });
  const afterSave = (i: number, id: number) => rules?.afterSave?.(ctx, id, prepared[i]!.values, opts.ids ? existing.get(id)! : null);
  const refused = (i: number, e: unknown): void => {
    const mapped = e instanceof ValidationError && !Array.isArray(e.body) ? e.body : constraintError(model, e);
    if (!mapped) throw e;
    errors[i] = mapped;
  };

  if (!collecting) {
    let ids: number[];
    try {
      // One item's refusal names that item without a replay (below), so its INSERT (its id drawn
      // already) or UPDATE is not waited for: it travels with the statements after it.
      const alone = (written: Promise<unknown>) => settleWithCommit(ctx, written.catch((e: unknown) => { refused(0, e); fail(errors, opts.bulk); }));
      const id = await opts.drawn;
      if (id) {
        ids = [id];
        await alone(insertRows(ctx.db, model, [{ id, ...cols[0] }]));
      } else if (creating) ids = await insertRows(ctx.db, model, cols);
      else {
        ids = opts.ids!;
        if (prepared.length === 1) await alone(updateRows(ctx.db, model, ids, cols));
        else await updateRows(ctx.db, model, ids, cols);
      }
      await writeRelations(ctx, model, ids, prepared, creating);
    } catch (e) {
      // Which item the database refused is for the item-by-item replay to find (saveObjects).
      if (!constraintError(model, e) && !(e instanceof ValidationError && !Array.isArray(e.body))) throw e;
      if (prepared.length === 1) refused(0, e);
      else throw new ValidationError(prepared.map(() => ({})));
      return fail(errors, opts.bulk);
    }
    for (let i = 0; i < prepared.length; i++) {
      try {
        await afterSave(i, ids[i]!);
      } catch (e) {
        refused(i, e);
        fail(errors, opts.bulk);
      }
    }
    return result(ids);
  }

  const ids: number[] = [];
  for (let i = 0; i < prepared.length; i++) {
    let id = opts.ids?.[i] ?? 0;
    await ctx.db.unsafe('SAVEPOINT netinv_item');
    try {
      if (creating) id = (await insertRows(ctx.db, model, [cols[i]!]))[0]!;
      else await updateRows(ctx.db, model, [id], [cols[i]!]);
      await writeRelations(ctx, model, [id], [prepared[i]!], creating);
      await afterSave(i, id);
      await ctx.db.unsafe('RELEASE SAVEPOINT netinv_item');
    } catch (e) {
      refused(i, e);
      await ctx.db.unsafe('ROLLBACK TO SAVEPOINT netinv_item');
    }
    ids.push(id);
  }
  if (errors.some((e) => Object.keys(e).length)) fail(errors, opts.bulk);
  return result(ids);
}

/** Maps a unique or foreign-key violation to the field errors a client can act on. */
export function constraintError(model: Model, e: unknown): FieldErrors | null {
  const err = e as { code?: string; constraint_name?: string; column_name?: string };
  if (err.code === '23505') {
    for (const u of model.unique) {
      if (err.constraint_name !== u.name) continue;
      if (u.fields.length === 1) {
        const f = u.fields[0]!;
        return { [f]: [u.message ?? `${model.verbose_name} with this ${f.replace(/_/g, ' ')} already exists.`] };
      }
      return { __all__: [u.message ?? `The fields ${u.fields.join(', ')} must make a unique set.`] };
    }
    const key = model.fields.find((f) => f.kind === 'scalar' && f.type === 'token_key');
    if (key) return { [key.name]: ['A token with this key already exists.'] };
    return { __all__: ['An object with these values already exists.'] };
  }
  if (err.code === '23514' && err.constraint_name === `${model.table}_parent_cycle`)
    return { parent: [`A ${model.verbose_name} cannot be its own parent, nor have one of its descendants as parent.`] };
  if (err.code === '23503') return { __all__: ['A related object does not exist (it may have just been deleted).'] };
  if (err.code === '23502') return { __all__: [`A required value is missing${err.column_name ? `: ${err.column_name}` : ''}.`] };
  return null;
}
