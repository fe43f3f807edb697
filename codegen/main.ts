// make generate: catalogue in, every contract, table and SQL snapshot out. With --check, writes
// nothing and exits 1 listing each output that differs from what the catalogue would produce now.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadCatalogue, CatalogueError } from './load.ts';
import type { Catalogue } from './types.ts';
import { emitRuntimeCatalogue } from './emit/catalogue.ts';
import { emitDrizzleSchema } from './emit/drizzle.ts';
import { emitTriggers } from './emit/triggers.ts';
import { emitRuleTypes, emitRules } from './emit/rules.ts';
import { emitNetboxOpenApiJson, emitOpenApi, emitOpenApiJson } from './emit/openapi.ts';
import { emitGraphqlSchema } from './emit/graphql.ts';
import { netboxCatalogue } from './netbox-shape.ts';
import { emitUiCatalogue } from './emit/ui.ts';
import { migrationIsStale, writeMigration } from './migrations.ts';
import { externalGenerators } from './external.ts';
import { API_VERSIONS } from '../src/netbox-versions.ts';

const check = process.argv.includes('--check');

/** Pure emitters: each maps the catalogue to files (path relative to the project root -> text). */
const emitters: Array<(c: Catalogue) => Record<string, string>> = [
  (c) => ({ 'generated/catalogue.ts': emitRuntimeCatalogue(c) }),
  (c) => ({ 'generated/db/schema.ts': emitDrizzleSchema(c) }),
  (c) => ({ 'generated/db/triggers.sql': emitTriggers(c) }),
  (c) => ({ 'generated/rules/index.ts': emitRules(c), 'generated/rules/types.ts': emitRuleTypes(c) }),
  (c) => ({
    'openapi/openapi.yaml': emitOpenApi(c), 'generated/openapi.json': emitOpenApiJson(c),
    ...Object.fromEntries(API_VERSIONS.map((v) => [`generated/openapi-netbox-${v}.json`, emitNetboxOpenApiJson(c, v)])),
  }),
  (c) => ({ 'graphql/schema.graphql': emitGraphqlSchema(c), 'generated/schema-netbox.graphql': emitGraphqlSchema(netboxCatalogue(c, API_VERSIONS.at(-1)!)) }),
  (c) => ({ 'generated/ui/catalogue.json': emitUiCatalogue(c) }),
];

async function main(): Promise<void> {
  let catalogue: Catalogue;
  try {
    catalogue = loadCatalogue('codegen/catalogue');
  } catch (e) {
    if (e instanceof CatalogueError) {
      console.error(`catalogue error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const stale: string[] = [];
  /** Writes each file that differs (in check mode, lists it as stale). */
  const settle = (files: Record<string, string>): void => {
    for (const [path, text] of Object.entries(files)) {
      const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
      if (current === text) continue;
      if (check) stale.push(path);
      else {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, text);
        console.log(`wrote ${path}`);
      }
    }
  };
  for (const emit of emitters) settle(emit(catalogue));
  // The SQL stage runs the engine over generated/catalogue.ts, so it needs that file current:
  // written above, or in check mode already so (else it is reported stale and this waits).
  if (stale.includes('generated/catalogue.ts')) stale.push('generated/db/*.sql, generated/queries (after generated/catalogue.ts)');
  else {
    const { emitSql, orphanSnapshots } = await import('./sql/index.ts');
    const files = await emitSql();
    settle(files);
    // A model that left the catalogue leaves no snapshot behind.
    for (const path of orphanSnapshots(files)) {
      if (check) stale.push(`${path} (no such model)`);
      else {
        rmSync(path);
        console.log(`removed ${path}`);
      }
    }
  }
  // Migrations follow the tables; in check mode a schema needing a new migration is stale.
  if (check) {
    if (!stale.includes('generated/db/schema.ts') && (await migrationIsStale(catalogue))) stale.push('generated/db/migrations (a new migration is needed)');
  } else for (const path of await writeMigration(catalogue)) console.log(`wrote ${path}`);
  // The TypeScript types and client SDK follow the OpenAPI document.
  stale.push(...(await externalGenerators(check)));
  if (check && stale.length) {
    console.error(`stale generated files (run make generate):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
}

await main();
