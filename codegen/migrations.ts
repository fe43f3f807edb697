// Migrations: drizzle-kit diffs the generated Drizzle tables against the snapshot of the last
// migration and, when they differ, writes the next migration in the layout drizzle-orm's
// migrator applies (meta/_journal.json, <tag>.sql, meta/<tag>_snapshot.json).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const DIR = 'generated/db/migrations';

interface Journal {
  version: string;
  dialect: 'postgresql';
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

/** Statements needed to bring the last migration's schema to the generated one. */
async function pendingStatements(): Promise<{ statements: string[]; snapshot: Record<string, unknown>; journal: Journal }> {
  // drizzle-kit's API is CommonJS; load it that way so its bundled dependencies resolve.
  const kit = createRequire(import.meta.url)('drizzle-kit/api') as typeof import('drizzle-kit/api');
  const schema = (await import(pathToFileURL(resolve('generated/db/schema.ts')).href)) as Record<string, unknown>;
  const journalPath = join(DIR, 'meta', '_journal.json');
  const journal: Journal = existsSync(journalPath)
    ? JSON.parse(readFileSync(journalPath, 'utf8'))
    : { version: '7', dialect: 'postgresql', entries: [] };
  const last = journal.entries.at(-1);
  const prev = last
    ? JSON.parse(readFileSync(join(DIR, 'meta', `${last.tag}_snapshot.json`), 'utf8'))
    : kit.generateDrizzleJson({});
  const snapshot = kit.generateDrizzleJson(schema, prev.id) as unknown as Record<string, unknown>;
  const statements = await kit.generateMigration(prev, snapshot as never);
  return { statements, snapshot, journal };
}

/** Writes the next migration if the tables changed; returns the files written. */
export async function writeMigration(): Promise<string[]> {
  const { statements, snapshot, journal } = await pendingStatements();
  if (statements.length === 0) return [];
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, '0')}_catalogue`;
  mkdirSync(join(DIR, 'meta'), { recursive: true });
  const sqlPath = join(DIR, `${tag}.sql`);
  writeFileSync(sqlPath, `${statements.join('\n--> statement-breakpoint\n')}\n`);
  writeFileSync(join(DIR, 'meta', `${tag}_snapshot.json`), `${JSON.stringify(snapshot, null, 2)}\n`);
  journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
  writeFileSync(join(DIR, 'meta', '_journal.json'), `${JSON.stringify(journal, null, 2)}\n`);
  return [sqlPath];
}

/** True when the generated tables need a migration that has not been written. */
export async function migrationIsStale(): Promise<boolean> {
  return (await pendingStatements()).statements.length > 0;
}
