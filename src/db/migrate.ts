// Brings a database to the catalogue's schema: the generated migrations (drizzle-kit's) are
// applied, then the generated triggers and DDL (generated/db/*.sql) and the hand-written SQL
// functions are (re)installed. An advisory lock makes concurrent starts (several processes,
// several machines) take turns.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

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
    await applyMigrations(sql, `${root}generated/db/migrations`);
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

interface Journal { entries: Array<{ tag: string; when: number }> }

/** drizzle-kit's migrations in `folder` not applied yet, applied in one transaction and recorded
 * in the table drizzle-orm's migrator keeps (the same rows: a database migrated by it goes on
 * from where it was). Not through drizzle-orm itself: loading it means Node reads its package
 * manifest (thousands of exports) once for each of its modules, in every process that starts. */
async function applyMigrations(sql: postgres.Sql, folder: string): Promise<void> {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as Journal;
  await sql`CREATE SCHEMA IF NOT EXISTS drizzle`;
  await sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`;
  const [last] = await sql<Array<{ created_at: string }>>`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`;
  const pending = journal.entries.filter((entry) => !last || Number(last.created_at) < entry.when);
  if (pending.length === 0) return;
  await sql.begin(async (tx) => {
    for (const entry of pending) {
      const text = readFileSync(`${folder}/${entry.tag}.sql`, 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.unsafe(statement);
      }
      await tx`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${createHash('sha256').update(text).digest('hex')}, ${entry.when})`;
    }
  });
}
