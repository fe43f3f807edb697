// The database handle the engine works with (the pool, or a transaction on it), how the pool
// is opened, and the one way the engine sends a compiled statement.
import postgres from 'postgres';

export type Db = postgres.Sql | postgres.TransactionSql;
export type Pool = postgres.Sql;

/** Runs a statement compiled by the engine: text with $n placeholders and their values.
 * Prepared (named, per connection): a representation statement takes PostgreSQL longer to plan
 * (~10 ms for a device) than to run, and a prepared one is planned once per connection, after
 * which PostgreSQL settles on a generic plan when it is no worse. Connections are recycled
 * (postgres.js max_lifetime), which bounds how many prepared statements each one holds. */
export async function query<T>(db: Db, text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.unsafe(text, values as never[], { prepare: true })) as unknown as T[];
}

/** The pool of one API process. Statements are prepared (query above) and their parameters are
 * ids, slugs and page bounds: one generic plan per connection serves them all, where planning
 * each call cost more than running it (device detail on dataset M: 29 -> 10 ms; bench/REPORT.md).
 * Rows come back as JSON text built by PostgreSQL; dates are parsed only where the engine reads
 * them itself (token expiry). */
export function openPool(url: string, max: number, onQuery?: (sql: string) => void, statementTimeoutSeconds = 0): Pool {
  return postgres(url, {
    max,
    // STATEMENT_TIMEOUT: PostgreSQL cancels a statement that runs longer (SQLSTATE 57014), so
    // no request holds a connection and a core for as long as it likes.
    connection: { plan_cache_mode: 'force_generic_plan', statement_timeout: Math.round(statementTimeoutSeconds * 1000) },
    onnotice: () => {},
    ...(onQuery ? { debug: (_conn: number, sql: string) => onQuery(sql) } : {}),
  });
}
