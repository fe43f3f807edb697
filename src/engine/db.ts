// The database handle the engine works with (the pool, or a transaction on it), and the one
// way the engine sends a compiled statement.
import type postgres from 'postgres';

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
