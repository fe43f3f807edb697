// Migrations: drizzle-kit diffs the generated Drizzle tables against the snapshot of the last
// migration and, when they differ, writes the next migration in the layout drizzle-orm's
// migrator applies (meta/_journal.json, <tag>.sql, meta/<tag>_snapshot.json).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import type { Catalogue } from './types.ts';

const DIR = 'generated/db/migrations';

interface Journal {
  version: string;
  dialect: 'postgresql';
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

interface SnapshotTable {
  columns: Record<string, { name: string }>;
  indexes?: Record<string, unknown>;
  foreignKeys?: Record<string, unknown>;
  uniqueConstraints?: Record<string, unknown>;
  checkConstraints?: Record<string, unknown>;
}

/** The columns the catalogue renames (a field's `renamed_from`) that the last migration's tables
 * still have under their former name: renamed in `prev` (so that drizzle-kit sees no column
 * dropped and none added, and asks nothing) and answered as the statements that rename them,
 * which keep the values a drop and an add would lose. */
export function columnRenames(catalogue: Catalogue, prev: { tables: Record<string, SnapshotTable> }): string[] {
  const statements: string[] = [];
  for (const model of catalogue.models) {
    for (const f of model.fields) {
      if (!f.renamed_from || !f.column) continue;
      const table = prev.tables[`public.${model.table}`];
      if (!table || !table.columns[f.renamed_from] || table.columns[f.column]) continue;
      // Only the column itself is renamed here; an index or constraint naming it would need
      // renaming too, which nothing in the catalogue has asked for yet.
      const { columns, ...rest } = table;
      if (new RegExp(`\\b${f.renamed_from}\\b`).test(JSON.stringify(rest)))
        throw new Error(`${model.key}.${f.name}: renamed_from ${f.renamed_from} names a column an index or constraint uses; rename those by hand`);
      table.columns = Object.fromEntries(Object.entries(columns).map(([k, c]) => (k === f.renamed_from ? [f.column!, { ...c, name: f.column! }] : [k, c])));
      statements.push(`ALTER TABLE "${model.table}" RENAME COLUMN "${f.renamed_from}" TO "${f.column}";`);
    }
  }
  return statements;
}

/** Statements needed to bring the last migration's schema to the generated one. */
async function pendingStatements(catalogue: Catalogue): Promise<{ statements: string[]; snapshot: Record<string, unknown>; journal: Journal }> {
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
  const renames = columnRenames(catalogue, prev);
  const statements = [...renames, ...(await kit.generateMigration(prev, snapshot as never))];
  return { statements, snapshot, journal };
}

/** Writes the next migration if the tables changed; returns the files written. */
export async function writeMigration(catalogue: Catalogue): Promise<string[]> {
  const { statements, snapshot, journal } = await pendingStatements(catalogue);
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
export async function migrationIsStale(catalogue: Catalogue): Promise<boolean> {
  return (await pendingStatements(catalogue)).statements.length > 0;
}
