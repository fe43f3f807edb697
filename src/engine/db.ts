// The database handle the engine works with: the pool, or a transaction on it.
import type postgres from 'postgres';

export type Db = postgres.Sql | postgres.TransactionSql;
export type Pool = postgres.Sql;
