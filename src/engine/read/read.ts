// List and detail reads: each is a fixed number of statements (a count and a page, or one
// row), and PostgreSQL returns the objects as JSON text that is passed through untouched.
import type { Model } from '../../../codegen/types.ts';
import { ApiError, ValidationError } from '../errors.ts';
import { compileFilters } from '../query/filters.ts';
import { featureDefinitions } from '../extensions.ts';
import { parseBoolean } from '../query/values.ts';
import { ident, Statement } from '../sql/builder.ts';
import { query, type Db } from '../db.ts';
import { rowCountExpr } from './row-count.ts';
import { defaultKeys, orderBy, sortKey, type SortKey } from '../query/ordering.ts';
import type { ReadOptions } from './context.ts';
import { overSharedRows, representation } from './representation.ts';
import { versionExpr } from './version.ts';

/** The bytes after which a page's run of objects ends (listObjects). */
const RUN_BYTES = 32 * 1024;

export interface Page {
  /** null for a page chosen by `start` (cursor pagination), which counts nothing, as NetBox. */
  count: number | null;
  next: string | null;
  previous: string | null;
  /** The page's objects as JSON text, in runs of consecutive objects joined by commas. */
  results: string[];
}

export interface PageSettings {
  paginateCount: number;
  /** 0 means no maximum. */
  maxPageSize: number;
}

export interface ListSettings extends PageSettings {
  /** A parameter that is no filter is a 400 rather than ignored (STRICT_FILTERING). */
  strictFiltering: boolean;
  /** The stored digest of a value, for digest filters (a token's key). */
  digest?: (value: string) => string;
}

/** The most names `fields=` or `omit=` is read for: a model has fewer fields than this, and
 * the names past it could match none. */
const MAX_FIELD_NAMES = 500;

/** The names of `fields=` or `omit=` (its last value, as Django reads a parameter), if given
 * and not empty. */
function fieldNames(query: Record<string, string[]>, name: 'fields' | 'omit'): string[] | undefined {
  const raw = query[name]?.at(-1);
  if (!raw) return undefined;
  return raw.split(',', MAX_FIELD_NAMES).map((n) => n.trim()).filter((n) => n !== '');
}

/** A select item naming the base URL parameter when the chosen fields (`fields=`) may leave
 * it unused: PostgreSQL refuses a parameter whose type nothing gives. Empty otherwise, so a read
 * without a choice of fields keeps its statement. */
function baseTyped(opts: ReadOptions, base: string): string {
  return opts.fields || opts.omit ? `, ${base}::text AS "base"` : '';
}

export function readOptions(query: Record<string, string[]>): ReadOptions {
  const brief = query.brief?.[0];
  const exclude = (query.exclude ?? []).flatMap((e) => e.split(','));
  // As NetBox's viewsets: `fields` wins over `omit`, and either over `brief`.
  const fields = fieldNames(query, 'fields');
  const omit = fields ? undefined : fieldNames(query, 'omit');
  return {
    brief: !fields && !omit && brief !== undefined && brief !== '' && parseBoolean(brief) !== false,
    excludeConfigContext: exclude.includes('config_context'),
    ...(fields ? { fields } : {}),
    ...(omit ? { omit } : {}),
  };
}

function parseOrdering(model: Model, alias: string, raw: string | undefined, joins: string[]): SortKey[] {
  if (!raw) return defaultKeys(model, alias, joins);
  const keys: SortKey[] = [];
  // "status, -name" as a person types it: the space is not part of the name.
  for (const part of raw.split(',').map((p) => p.trim())) {
    const desc = part.startsWith('-');
    const name = desc ? part.slice(1) : part;
    const field = model.fields.find((f) => f.name === name && f.kind !== 'm2m' && !f.write_only);
    // PostgreSQL's json has no order at all and jsonb's is no order a person means.
    if (field?.kind === 'scalar' && field.type === 'json') throw ValidationError.field('ordering', `Cannot order by ${name}: it holds JSON, which has no order.`);
    // Unknown names are ignored, as NetBox's ordering filter does.
    const known = name === 'id' || name === 'display' || field !== undefined
      || (model.features.includes('created_updated') && (name === 'created' || name === 'last_updated'));
    // The web UI sorts its first column, the display, by `display`; NetBox's tables sort that
    // column by the natural key of the name it shows (sw2 before sw10), then by the text.
    if (name === 'display') {
      const shown = model.fields.find((f) => f.kind === 'scalar' && f.natural && model.display[0]?.startsWith(`{${f.name}}`));
      if (shown) keys.push(sortKey(model, alias, shown.name, desc, joins));
    }
    if (known) keys.push(sortKey(model, alias, name, desc, joins));
  }
  return keys.length ? [...keys, { expr: `${alias}.id`, desc: false }] : defaultKeys(model, alias, joins);
}

/** NetBox's limit rules: PAGINATE_COUNT by default, capped at MAX_PAGE_SIZE; 0 means all
 * when there is no maximum (and the maximum otherwise). */
export function pageBounds(query: Record<string, string[]>, settings: PageSettings): { limit: number | null; offset: number } {
  const int = (name: string): number | undefined => {
    const raw = query[name]?.[0];
    if (raw === undefined || raw === '') return undefined;
    if (!/^\d+$/.test(raw) || Number(raw) > Number.MAX_SAFE_INTEGER) throw ValidationError.field(name, `Enter a whole number of 0 or more (got "${raw}").`);
    return Number(raw);
  };
  let limit: number | null = int('limit') ?? settings.paginateCount;
  if (settings.maxPageSize > 0) limit = limit === 0 ? settings.maxPageSize : Math.min(limit, settings.maxPageSize);
  else if (limit === 0) limit = null;
  return { limit, offset: int('offset') ?? 0 };
}

/** `start=` (NetBox 4.6's cursor pagination): the least id of the page, which is ordered by id
 * alone; null without it. As NetBox: a value that is no whole number of 0 or more, or one
 * combined with `offset` or `ordering` (present at all, even empty), is refused as a whole. */
export function cursorStart(query: Record<string, string[]>): number | null {
  const raw = query.start?.[0];
  if (raw === undefined) return null;
  // Python's int() reads surrounding spaces and a sign.
  const text = raw.trim();
  if (!/^[+-]?\d+$/.test(text) || /^-\d*[1-9]/.test(text)) throw new ValidationError(["Invalid 'start' parameter: must be a non-negative integer."]);
  if ('offset' in query) throw new ValidationError(["'start' and 'offset' are mutually exclusive."]);
  if ('ordering' in query) throw new ValidationError(['Ordering cannot be specified in conjunction with cursor-based pagination.']);
  // No id reaches past this; a larger start matches nothing either way.
  return Math.min(Number(text.replace(/^[+-]/, '')), Number.MAX_SAFE_INTEGER);
}

/** The next link of a page chosen by `start`: from the id after its last, when the page is
 * full (a shorter page is the last); a cursor only goes forward, so there is no previous. */
function cursorLinks(selfUrl: URL, limit: number | null, length: number, lastId: number | null): Pick<Page, 'next' | 'previous'> {
  if (limit === null || length < limit || lastId === null) return { next: null, previous: null };
  const u = new URL(selfUrl);
  u.searchParams.set('start', String(lastId + 1));
  u.searchParams.set('limit', String(limit));
  u.searchParams.delete('offset');
  return { next: u.toString(), previous: null };
}

function pageLink(selfUrl: URL, limit: number, offset: number): string {
  const u = new URL(selfUrl);
  u.searchParams.set('limit', String(limit));
  if (offset > 0) u.searchParams.set('offset', String(offset));
  else u.searchParams.delete('offset');
  return u.toString();
}

/** The next and previous page links of a page of `count` items at `offset`. */
export function pageLinks(selfUrl: URL, limit: number | null, offset: number, count: number): Pick<Page, 'next' | 'previous'> {
  return {
    next: limit !== null && offset + limit < count ? pageLink(selfUrl, limit, offset + limit) : null,
    previous: limit !== null && offset > 0 ? pageLink(selfUrl, limit, Math.max(0, offset - limit)) : null,
  };
}

export async function listObjects(
  db: Db,
  model: Model,
  params: Record<string, string[]>,
  apiBase: string,
  selfUrl: URL,
  settings: ListSettings,
  scope?: Scope,
): Promise<Page> {
  const { limit, offset } = pageBounds(params, settings);
  const opts = readOptions(params);
  const st = new Statement();
  const base = st.param(apiBase);
  const alias = st.alias();
  // A feature's filters (custom fields') need its definitions: one statement, only when one is used.
  const definitions = await featureDefinitions(db, model, Object.keys(params));
  let where = compileFilters(st, model, alias, params, definitions, { strict: settings.strictFiltering, ...(settings.digest ? { digest: settings.digest } : {}) });
  if (scope) where = `(${where}) AND (${scope(st, alias)})`;
  // After the filters, whose errors NetBox answers first (an ASN range's `start` is both).
  const start = cursorStart(params);
  const joins: string[] = [];
  // A cursor's page is the rows from its id on, in id order: a range of the primary key's index.
  const keys = start === null ? parseOrdering(model, alias, params.ordering?.[0], joins) : [{ expr: `${alias}.id`, desc: false }];
  const from = `FROM ${ident(model.table)} ${alias} ${joins.join(' ')} WHERE ${where}`;
  const chosen = start === null ? where : `(${where}) AND ${alias}.id >= ${st.param(start)}::bigint`;
  // One statement for the page and the total, in the same snapshot. The page is chosen among
  // the matching rows by their sort keys alone and only its rows are rendered: sorting whole
  // rows carried every column of every matching row. Unfiltered
  // and unscoped, the total is the table's kept row count (row-count.ts); filtered, a window count
  // over the narrow rows, so the filter is evaluated once.
  const n = st.param(limit);
  const o = start === null ? st.param(offset) : '0';
  const r = st.alias();
  const kept = where === 'TRUE';
  // A cursor's page counts nothing: the count was the cost it saves.
  const total = start !== null ? 'NULL' : kept ? rowCountExpr(model.table) : 'count(*) OVER ()';
  // Unfiltered and near the start, the page's rows are carried whole from where they are chosen,
  // as no other row is read: rendering them by id again was a btree descent per row. Every row
  // skipped by an offset would be read whole too, so past one page they are
  // chosen narrow and rendered by id (LATERAL, OFFSET 0 keeping it a nested loop: no second
  // sort, nor a hash of the whole table to join on). A cursor's page reads no row past its
  // own either, filtered or not.
  const whole = start !== null || (kept && offset <= (limit ?? 0));
  const k = (i: number) => `"page.k${i}"`;
  const select = (ks: SortKey[], join: string[], cond: string, bounds: string, sorted = ks) =>
    `SELECT ${alias}.${whole ? '*' : 'id'}, ${ks.map((key, i) => `${key.expr} AS ${k(i)}`).join(', ')}, ${total}::int AS "page.n" FROM ${ident(model.table)} ${alias} ${join.join(' ')} WHERE ${cond} ORDER BY ${orderBy(sorted)} ${bounds}`;
  const bounds = start === null ? `LIMIT ${n}::bigint OFFSET ${o}::bigint` : `LIMIT ${n}::bigint`;
  // The same keys, read back from the page's columns at `from`.
  const keysAt = (from: string) => orderBy(keys.map((key, i) => ({ ...key, expr: `${from}.${k(i)}` })));
  const unset = keys[0]?.unset;
  // Sorted first by a related object through a nullable key (prefixes by VRF), no index gives
  // the order: every row would be joined and sorted. Unfiltered, the page is merged from the
  // rows with the key set (the related table's ordering index, then each one's rows in the
  // model's ordering index) and those without it (their own partial index), each limited to
  // offset + limit, rather than sorting every row to choose the page. Filtered, the
  // window count reads every matching row anyway.
  const page = kept && unset
    ? `SELECT * FROM ((${select(keys, joins.with(unset.join, joins[unset.join]!.replace(/^LEFT JOIN/, 'JOIN')), where, `LIMIT ${n}::bigint + ${o}::bigint`)})
      UNION ALL (${select([{ expr: 'NULL', desc: false }, ...keys.slice(1)], joins.toSpliced(unset.join, 1), `${unset.column} IS NULL`, `LIMIT ${n}::bigint + ${o}::bigint`, keys.slice(1))})) u
      ORDER BY ${keysAt('u')} ${bounds}`
    : select(keys, joins, chosen, bounds);
  const pageRows = whole ? page
    : `SELECT ${r}.*, ${keys.map((_, i) => `p.${k(i)}`).join(', ')}, p."page.n"
        FROM (${page}) p CROSS JOIN LATERAL (SELECT * FROM ${ident(model.table)} ${r} WHERE ${r}.id = p.id OFFSET 0) ${r}`;
  // The page's related objects are built once per distinct key (SharedObjects) over the page's
  // rows, materialized with their sort keys; a page showing none keeps the plain form, where the
  // rows' CTE only added cost.
  const rep = representation(model, r, base, opts, limit ?? Infinity);
  const shown = (from: string) => [`${from}."page.n" AS n${baseTyped(opts, base)}`, ...keys.map((_, i) => `${from}.${k(i)}`)];
  const rows = rep.ctes.length
    ? overSharedRows(rep, r, pageRows, 'p', shown('p'), keysAt('p'))
    : whole
      ? `SELECT ${rep.object} AS j, ${shown(r).join(', ')} FROM (${page}) ${r} ORDER BY ${keysAt(r)}`
      : `SELECT x.j, ${shown('p').join(', ')} FROM (${page}) p CROSS JOIN LATERAL (SELECT ${rep.object} AS j FROM ${ident(model.table)} ${r} WHERE ${r}.id = p.id OFFSET 0) x
      ORDER BY ${keysAt('p')}`;
  // The page comes back in runs of objects, each the text of consecutive objects joined by
  // commas. A row per object cost Node more CPU to receive than runs (PostgreSQL pays a little
  // for cutting them); the whole page as one string (megabytes for a page of interfaces) went
  // to V8's large-object space, which only a mark-compact frees. A run ends past
  // RUN_BYTES, so it stays a young object (respond.ts, CHUNK_CHARS). The rows arrive in the
  // page's order, which the window takes as it is.
  // A cursor's next page starts after the last id of this one, if this one is full.
  const cursor = start === null ? '' : `, count(*)::int AS c, max(q.${k(0)})::text AS last`;
  const runs = await query<{ j: string; n: number | null; c?: number; last?: string }>(db,
    `SELECT string_agg(q.j, ',' ORDER BY q.i) AS j, min(q.n) AS n${cursor} FROM (
      SELECT q.j, q.n${start === null ? '' : `, q.${k(0)}`}, row_number() OVER w AS i, sum(octet_length(q.j)) OVER w / ${RUN_BYTES} AS run FROM (${rows}) q
      WINDOW w AS (ORDER BY ${keysAt('q')} ROWS UNBOUNDED PRECEDING)) q GROUP BY q.run ORDER BY q.run`, st.values);
  if (start !== null) {
    const last = runs.at(-1)?.last;
    return {
      count: null,
      ...cursorLinks(selfUrl, limit, runs.reduce((sum, run) => sum + (run.c ?? 0), 0), last === undefined ? null : Number(last)),
      results: runs.map((run) => run.j),
    };
  }
  let count = runs[0]?.n ?? 0;
  if (runs.length === 0 && offset > 0) {
    // Past the last page there is no row to carry the total.
    const countSql = kept ? `SELECT ${rowCountExpr(model.table)}::int AS n, ${base}::text AS _` : `SELECT count(*)::int AS n, ${base}::text AS _ ${from}`;
    count = (await query<{ n: number }>(db, countSql, st.values.slice(0, st.values.length - 2)))[0]!.n;
  }
  const pageSize = limit ?? count;
  return {
    count,
    ...pageLinks(selfUrl, limit, offset, count),
    results: pageSize === 0 && limit !== null ? [] : runs.map((r) => r.j),
  };
}

/** Restricts a read to the rows a user may see (see ModelRules.visibleTo). */
export type Scope = (st: Statement, alias: string) => string;

/** A scope requiring the given column values. */
export function columnScope(values: Record<string, number | string | boolean>): Scope {
  return (st, alias) => Object.entries(values).map(([c, v]) => `${alias}.${ident(c)} = ${st.param(v)}`).join(' AND ') || 'TRUE';
}

/** An object as JSON text and its version (version.ts; null for a model without one). */
export interface Versioned {
  text: string;
  version: string | null;
}

/** Objects by id with their versions, in the order of `ids`; missing ids are skipped. */
export async function readVersioned(db: Db, model: Model, ids: number[], apiBase: string, opts: ReadOptions, scope?: Scope): Promise<Versioned[]> {
  if (ids.length === 0) return [];
  const st = new Statement();
  const base = st.param(apiBase);
  const alias = st.alias();
  const idsParam = st.param(ids, 'int[]');
  const visible = scope ? ` AND ${scope(st, alias)}` : '';
  // Several objects (a bulk write's answer) share their related objects.
  const rep = representation(model, alias, base, opts, ids.length);
  const from = `FROM ${ident(model.table)} ${alias} WHERE ${alias}.id = ANY(${idsParam})${visible}`;
  const version = (a: string) => `, ${versionExpr(model, a) ?? 'NULL::text'} AS v${baseTyped(opts, base)}`;
  const text = rep.ctes.length
    ? overSharedRows(rep, alias, `SELECT * ${from}`, 'p', [`p.id${version('p')}`])
    : `SELECT ${alias}.id, ${rep.object} AS j${version(alias)} ${from}`;
  const rows = await query<{ id: number; j: string; v: string | null }>(db, text, st.values);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ text: row.j, version: row.v }] : [];
  });
}

/** Objects by id, as JSON text, in the order of `ids`; missing ids are skipped. */
export async function readObjects(db: Db, model: Model, ids: number[], apiBase: string, opts: ReadOptions, scope?: Scope): Promise<string[]> {
  return (await readVersioned(db, model, ids, apiBase, opts, scope)).map((o) => o.text);
}

/** One object and its version (404 when it is missing or out of `scope`). */
export async function readObjectVersioned(db: Db, model: Model, id: number, apiBase: string, opts: ReadOptions, scope?: Scope): Promise<Versioned> {
  const [one] = await readVersioned(db, model, [id], apiBase, opts, scope);
  if (one === undefined) throw new ApiError(404, 'Not found.');
  return one;
}

export async function readObject(db: Db, model: Model, id: number, apiBase: string, opts: ReadOptions, scope?: Scope): Promise<string> {
  return (await readObjectVersioned(db, model, id, apiBase, opts, scope)).text;
}
