// The service's processes (src/main.ts, src/workers.ts) bundled into dist/server/ with esbuild,
// which `make run` and `make workers` start: Node then loads the packages from node_modules
// itself and netinv's own modules as one file, without tsx, whose loader hooks were most of a
// start's CPU (docs/development/test-time.md). `node --import tsx src/main.ts` still runs the
// sources as they are, with their own file names in stack traces.
//
//   tsx scripts/build-server.ts    (make server: only when a source is newer than the bundle)
import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** Where the bundles go, one per process. */
export const SERVER_DIST = `${root}dist/server/`;
export const ENTRY_POINTS = { main: `${root}src/main.ts`, workers: `${root}src/workers.ts` };

/** Each module keeps its own `import.meta.url`: the sources find files beside them and in the
 * project (generated/openapi.json, src/db/functions/*.sql, dist/ui/, the template sandbox's
 * thread) relative to it, which in one bundle would all be the bundle's. */
const ownUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: 'ts',
    }));
  },
};

export async function buildServer(): Promise<void> {
  await build({
    entryPoints: ENTRY_POINTS,
    outdir: SERVER_DIST,
    bundle: true,
    // One file per process, its lazily imported modules included: a running service never
    // looks for a chunk that a later build replaced.
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // The packages stay in node_modules: some are read by their own paths (express-openapi-
    // validator's internals, swagger-ui-dist's files), and Node loads them without help.
    packages: 'external',
    plugins: [ownUrl],
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
