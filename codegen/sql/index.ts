// The SQL stage of make generate: files built by the engine's own code from generated/catalogue.ts,
// which the first stage writes. codegen/main.ts imports this module only once that file is
// current, so the registry the engine builds from it sees this run's catalogue.
import { emitStartDdl } from './ddl.ts';
import { emitQueries } from './queries.ts';

export const QUERIES_DIR = 'generated/queries';

/** Every file of the stage (path relative to the project root -> text). */
export async function emitSql(): Promise<Record<string, string>> {
  return { ...emitStartDdl(), ...(await emitQueries()) };
}
