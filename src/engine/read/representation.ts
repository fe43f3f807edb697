// A read's row object: its model's representation compiled once per process (the text depends
// on nothing but its options), and the statement building it over the rows' shared objects.
import type { Model } from '../../../codegen/types.ts';
import { Statement } from '../sql/builder.ts';
import type { ReadOptions } from './context.ts';
import { nestedObject, objectExpr } from './object.ts';
import { MANY_ROWS, SharedObjects, STATEMENT_ROWS, type NestedBuilder } from './shared-objects.ts';

/** A read's row object and the CTEs of its related objects (SharedObjects, when shared). */
export interface Representation {
  /** The object as JSON text. */
  object: string;
  ctes: string[];
}

const representations = new Map<string, Representation>();

/** The JSON object of row `alias` of a read's statement, its base URL at placeholder `base`.
 * `rows`, the most rows the statement may have, decides how related objects are built: for more
 * than one, once per statement (SharedObjects) over the rows of STATEMENT_ROWS (overSharedRows)
 * when `ctes` is not empty, as one row gains nothing from it and would pay for the CTEs (a
 * detail); for MANY_ROWS or more, values shared by key too. The text depends on nothing else
 * (its own aliases, no parameters), so it is built once per process rather than per request. */
export function representation(model: Model, alias: string, base: string, opts: ReadOptions, rows: number): Representation {
  const shared = rows > 1;
  const many = rows >= MANY_ROWS;
  const key = [model.key, model.variant, alias, base, opts.brief, opts.nested, opts.only?.join(','), opts.excludeConfigContext, shared, many].join('|');
  // A request's own choice of fields is built for it alone: kept, every combination a client
  // sends would stay in memory.
  const chosen = opts.fields !== undefined || opts.omit !== undefined;
  let built = chosen ? undefined : representations.get(key);
  if (built === undefined) {
    const st = new Statement('o');
    const nested: NestedBuilder = (objects, target, a) => nestedObject({ st, base, shared: objects }, target, a);
    const objects = shared ? new SharedObjects(alias, st, base, nested, many) : undefined;
    built = { object: objectExpr({ st, base, ...(objects ? { shared: objects } : { one: alias }) }, model, alias, opts, true), ctes: objects?.ctes ?? [] };
    if (!chosen) representations.set(key, built);
  }
  return built;
}

/** The statement building the objects of `rows` (whole rows of the model and maybe more
 * columns; `select` items and `order` read them under `from`) over their shared related objects.
 * Each row's object is built in a one-row subquery of its own (LATERAL), as the per-row form
 * builds it: over the whole CTE, whose size a generic plan guesses (a tenth of the table for
 * LIMIT $n), the planner hashed EXISTS tests over their whole tables (an address's tags: every
 * tagged item for a page of 50). */
export function overSharedRows(r: Representation, alias: string, rows: string, from: string, select: string[], order?: string): string {
  return `WITH ${[`${STATEMENT_ROWS} AS MATERIALIZED (${rows})`, ...r.ctes].join(',\n  ')}
    SELECT x.j, ${select.join(', ')} FROM ${STATEMENT_ROWS} ${from}
    CROSS JOIN LATERAL (SELECT ${r.object} AS j FROM (SELECT ${from}.*) ${alias} OFFSET 0) x${order ? ` ORDER BY ${order}` : ''}`;
}
