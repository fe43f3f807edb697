// Brings a database to the catalogue's schema: drizzle-orm applies the generated migrations,
// then the generated triggers and DDL (generated/db/*.sql) and the hand-written SQL functions
// are (re)installed. An advisory lock makes concurrent starts (several processes, several machines) take turns.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate as drizzleMigrate } from 'drizzle-orm/postgres-js/migrator';

const root = fileURLToPath(new URL('../../', import.meta.url));
const MIGRATION_LOCK = 4242_0001;

/** The .sql files of a directory of the project, by name. */
function sqlFiles(dir: string): string[] {
  return readdirSync(`${root}${dir}`).filter((f) => f.endsWith('.sql')).sort().map((f) => `${root}${dir}/${f}`);
}

export async function migrate(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
    // Functions the tables' generated columns call (src/db/functions/schema/): the migrations
    // adding those columns need them.
    for (const file of sqlFiles('src/db/functions/schema')) await sql.unsafe(readFileSync(file, 'utf8'));
    await drizzleMigrate(drizzle(sql), { migrationsFolder: `${root}generated/db/migrations` });
    // The generated DDL (codegen/sql/ddl.ts), in the order it was always installed: the change
    // log's triggers, the config contexts' cache, the row counts.
    for (const file of ['triggers', 'changelog', 'config_context', 'row_count']) {
      await sql.unsafe(readFileSync(`${root}generated/db/${file}.sql`, 'utf8'));
    }
    // Hand-written SQL functions the engine calls (src/db/functions/*.sql), replaced each start.
    for (const file of sqlFiles('src/db/functions')) await sql.unsafe(readFileSync(file, 'utf8'));
    await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
