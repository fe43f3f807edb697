// The SQL stage of make generate: files built by the engine's own code from generated/catalogue.ts,
// which the first stage writes. codegen/main.ts imports this module only once that file is
// current, so the registry the engine builds from it sees this run's catalogue.
import { existsSync, readdirSync } from 'node:fs';
import { registerExtensions } from '../../src/register.ts';
import { emitStartDdl } from './ddl.ts';
import { emitQueries } from './queries.ts';

export const QUERIES_DIR = 'generated/queries';

/** The snapshots in QUERIES_DIR that `files` (emitSql's) no longer has: a model that left the
 * catalogue. */
export function orphanSnapshots(files: Record<string, string>): string[] {
  return (existsSync(QUERIES_DIR) ? readdirSync(QUERIES_DIR) : []).map((name) => `${QUERIES_DIR}/${name}`).filter((path) => !(path in files));
}

/** Every file of the stage (path relative to the project root -> text). */
export async function emitSql(): Promise<Record<string, string>> {
  // Computed fields and model features reach the engine by registration, as at start.
  registerExtensions();
  return { ...emitStartDdl(), ...(await emitQueries()) };
}
