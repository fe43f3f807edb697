// Brings a database to the catalogue's schema: the generated migrations (drizzle-kit's) are
// applied, then the generated triggers and DDL (generated/db/*.sql) and the hand-written SQL
// functions are (re)installed, unless the database has them as they are (a digest). An advisory
// lock makes concurrent starts (several processes, several machines) take turns.
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
    // What PostgreSQL 16 added that the SQL uses, on an older server (docs/production.md,
    // "PostgreSQL versions"): before anything that may call it.
    const [server] = await sql<Array<{ version: number }>>`SELECT current_setting('server_version_num')::int AS version`;
    if (server!.version < 160000) for (const file of sqlFiles('src/db/functions/before-16')) await sql.unsafe(readFileSync(file, 'utf8'));
    const installed = installedSql();
    if (await installedDigest(sql) !== installed.digest) {
      // Functions the tables' generated columns call (src/db/functions/schema/): the migrations
      // adding those columns need them.
      for (const text of installed.beforeMigrations) await sql.unsafe(text);
      await applyMigrations(sql, MIGRATIONS);
      for (const text of installed.afterMigrations) await sql.unsafe(text);
      await recordDigest(sql, installed.digest);
    }
    await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const MIGRATIONS = `${root}generated/db/migrations`;

/** The SQL installed at every start that changed it: the functions the migrations need, and
 * after the migrations the generated DDL (codegen/sql/ddl.ts: the change log's triggers, the
 * config contexts' cache, the row counts, the search index, in the order it was always installed) and the
 * hand-written SQL functions the engine calls (src/db/functions/*.sql), with one digest of it
 * all and of the migrations. */
function installedSql(): { beforeMigrations: string[]; afterMigrations: string[]; digest: string } {
  const read = (file: string) => readFileSync(file, 'utf8');
  const beforeMigrations = sqlFiles('src/db/functions/schema').map(read);
  const afterMigrations = [
    ...['triggers', 'changelog', 'config_context', 'row_count', 'search'].map((f) => read(`${root}generated/db/${f}.sql`)),
    ...sqlFiles('src/db/functions').map(read),
  ];
  const hash = createHash('sha256');
  for (const text of [...beforeMigrations, read(`${MIGRATIONS}/meta/_journal.json`), ...afterMigrations]) hash.update(text).update('\0');
  return { beforeMigrations, afterMigrations, digest: hash.digest('hex') };
}

// Why a digest: the generated DDL is megabytes of functions and triggers (the change log's for
// every table), which PostgreSQL takes seconds to replace. A start of the same version on the
// same database finds the digest it would write and leaves them as they are; any change of
// them, of the migrations or of the hand-written functions installs everything again.
const DIGEST_TABLE = 'netinv_installed_sql';

async function installedDigest(sql: postgres.Sql): Promise<string | null> {
  const [table] = await sql`SELECT to_regclass(${DIGEST_TABLE}) AS t`;
  if (!table?.t) return null;
  const [row] = await sql.unsafe<Array<{ digest: string }>>(`SELECT digest FROM ${DIGEST_TABLE}`);
  return row?.digest ?? null;
}

async function recordDigest(sql: postgres.Sql, digest: string): Promise<void> {
  await sql.unsafe(`CREATE TABLE IF NOT EXISTS ${DIGEST_TABLE} (digest text NOT NULL)`);
  await sql.begin(async (tx) => {
    await tx.unsafe(`DELETE FROM ${DIGEST_TABLE}`);
    await tx.unsafe(`INSERT INTO ${DIGEST_TABLE} (digest) VALUES ($1)`, [digest]);
  });
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
      // The whole file in one round trip (a simple query): drizzle-kit's breakpoints are SQL
      // comments, and the statements share the one transaction either way.
      await tx.unsafe(text);
      await tx`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${createHash('sha256').update(text).digest('hex')}, ${entry.when})`;
    }
  });
}
