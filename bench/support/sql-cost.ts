// What a workload cost in SQL, from pg_stat_statements: statements executed and server time
// spent executing them (planning included), between reset() and read(). The bench's own
// connection is not tracked, so this is the service's SQL alone. Waiting for an advisory lock
// is not work, so those statements are left out of the time (and counted).
import type postgres from 'postgres';

export interface SqlCost { statements: number; ms: number }

export async function resetSqlCost(sql: postgres.Sql): Promise<void> {
  await sql`SELECT pg_stat_statements_reset()`;
}

export async function readSqlCost(sql: postgres.Sql): Promise<SqlCost> {
  const [row] = await sql<{ statements: string | null; ms: number | null }[]>`
    SELECT sum(calls)::text AS statements,
           sum(total_exec_time + total_plan_time) FILTER (WHERE query !~ 'pg_advisory_xact_lock')::float8 AS ms
      FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query !~* '^\\s*(BEGIN|COMMIT|ROLLBACK)'`;
  return { statements: Number(row?.statements ?? 0), ms: row?.ms ?? 0 };
}
