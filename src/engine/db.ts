// The database handle the engine works with (the pool, or a transaction on it), and the one
// way the engine sends a compiled statement.
import type postgres from 'postgres';

export type Db = postgres.Sql | postgres.TransactionSql;
export type Pool = postgres.Sql;

/** Runs a statement compiled by the engine: text with $n placeholders and their values. */
export async function query<T>(db: Db, text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.unsafe(text, values as never[])) as unknown as T[];
}
