// A start of the service after another version of it installed the database's SQL: a start of
// the same version finds its own digest recorded and installs nothing (src/db/migrate.ts), so
// tests of what a start rebuilds clear the digest first.
import type postgres from 'postgres';
import { migrate } from '../../src/db/migrate.ts';

export async function startAfterOtherVersion(sql: postgres.Sql, url: string): Promise<void> {
  await sql`DELETE FROM netinv_installed_sql`;
  await migrate(url);
}
