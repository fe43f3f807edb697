// Reads that the items of a bulk write make side by side, each its own (a rule checking one
// item: its device type, a duplicate address), sent as one statement per query text: the
// calls of one turn of the event loop with the same text become a single SELECT over the
// list of their parameters, joined LATERAL to the query, and each call gets its own rows back.
// A thousand items' checks cost a statement, not a thousand.
import type { Db } from './db.ts';

interface Call {
  text: string;
  values: unknown[];
  resolve: (rows: unknown) => void;
  reject: (e: unknown) => void;
}

/** PostgreSQL type names of a statement's parameters, by statement text (for the process). */
const parameterTypes = new Map<string, Promise<string[]>>();
const typeNames = new Map<number, string>();
const BATCH_COLUMN = 'netinv_batch';

/** Whether a statement's text only reads and has its parameters only as parameters (not inside
 * a quoted text), known by text: a bulk write asks it for every item of the same few texts,
 * whose regular expressions showed in its profile (bench/ingest-notes.md). Bounded: emptied
 * when full. */
const readOnlyText = new Map<string, boolean>();
const READ_ONLY_TEXTS = 1000;

function onlyReads(text: string): boolean {
  let known = readOnlyText.get(text);
  if (known === undefined) {
    const unquoted = text.replace(/'[^']*'/g, "''");
    known = /^\s*(SELECT|WITH)\b/i.test(text) && !/\b(INSERT|UPDATE|DELETE|FOR\s+(NO\s+KEY\s+)?UPDATE|FOR\s+SHARE|pg_advisory\w*)\b/i.test(unquoted)
      && (text.match(/\$\d/g) ?? []).length === (unquoted.match(/\$\d/g) ?? []).length && !text.includes('$$');
    if (readOnlyText.size >= READ_ONLY_TEXTS) readOnlyText.clear();
    readOnlyText.set(text, known);
  }
  return known;
}

/** A statement that only reads (onlyReads) whose parameters are plain values: anything else
 * is sent as it is. */
function batchable(text: string, values: unknown[]): boolean {
  return onlyReads(text) && values.every((v) => v === null || v === undefined || ['string', 'number', 'bigint', 'boolean'].includes(typeof v));
}

/** A parameter as text, which the merged statement casts to the type PostgreSQL gave it. */
function asText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return String(v as string | number | bigint);
}

async function typesOf(db: Db, text: string): Promise<string[]> {
  let known = parameterTypes.get(text);
  if (!known) {
    known = (async () => {
      const described = (await db.unsafe(text, [], { prepare: true }).describe()) as unknown as { types: number[] };
      const oids = described.types;
      const missing = [...new Set(oids.filter((o) => !typeNames.has(o)))];
      if (missing.length) {
        const rows = (await db.unsafe('SELECT oid::int AS oid, format_type(oid, NULL) AS name FROM pg_type WHERE oid = ANY($1::int[])', [missing] as never[])) as unknown as Array<{ oid: number; name: string }>;
        for (const r of rows) typeNames.set(r.oid, r.name);
      }
      return oids.map((o) => typeNames.get(o) ?? 'text');
    })();
    known.catch(() => parameterTypes.delete(text));
    parameterTypes.set(text, known);
  }
  return known;
}

/** One statement for the calls (same text, two or more distinct parameter lists). */
async function runMerged(db: Db, text: string, calls: Call[]): Promise<void> {
  const groups = [...Map.groupBy(calls, (c) => JSON.stringify(c.values.map(asText))).values()];
  const types = await typesOf(db, text);
  if (groups.length === 1 || types.length === 0) {
    const rows = await db.unsafe(text, groups[0]![0]!.values as never[], { prepare: true });
    for (const c of calls) c.resolve(rows);
    return;
  }
  const columns = types.map((_t, i) => `p${i + 1}`);
  const merged = `SELECT b.n AS ${BATCH_COLUMN}, q.* FROM unnest(${types.map((_t, i) => `$${i + 1}::text[]`).join(', ')}) WITH ORDINALITY AS b(${columns.join(', ')}, n)
    CROSS JOIN LATERAL (${text.replace(/\$(\d+)/g, (_m, d: string) => `b.p${d}::${types[Number(d) - 1]}`)}) q`;
  const params = types.map((_t, i) => groups.map((g) => asText(g[0]!.values[i])));
  // Planned for its parameters each time, not prepared: a prepared statement's generic plan,
  // kept by the connection, is made for the table as it was (a seq scan of a table still empty),
  // and a bulk load that then fills the table ran it for each of its items against every row
  // it had written: quadratic (bench/ingest-notes.md). Planning the merged statement costs
  // less than one of its items' lookups in such a plan.
  const rows = (await db.unsafe(merged, params as never[], { prepare: false })) as unknown as Array<Record<string, unknown>>;
  const byGroup = groups.map(() => [] as Array<Record<string, unknown>>);
  for (const row of rows) {
    const n = Number(row[BATCH_COLUMN]);
    delete row[BATCH_COLUMN];
    byGroup[n - 1]!.push(row);
  }
  groups.forEach((g, i) => g.forEach((c) => c.resolve(byGroup[i])));
}

/** `db`, with the reads described above merged; every other statement goes straight through. */
export function batchingReads(db: Db): Db {
  let pending: Call[] = [];
  const flush = () => {
    const calls = pending;
    pending = [];
    for (const [text, group] of Map.groupBy(calls, (c) => c.text)) {
      const done = group.length === 1
        ? Promise.resolve(db.unsafe(text, group[0]!.values as never[], { prepare: true })).then(group[0]!.resolve)
        : runMerged(db, text, group);
      done.catch((e: unknown) => group.forEach((c) => c.reject(e)));
    }
  };
  const unsafe = (text: string, values: unknown[] = [], options?: { prepare?: boolean }) => {
    if (!batchable(text, values)) return db.unsafe(text, values as never[], options);
    return new Promise((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ text, values, resolve, reject });
    });
  };
  return new Proxy(db, {
    get: (target, name, receiver) => (name === 'unsafe' ? unsafe : Reflect.get(target, name, receiver) as unknown),
  });
}
