// The generators we do not write ourselves, run on the generated OpenAPI document:
// openapi-typescript (generated/api/types.ts) and @hey-api/openapi-ts (generated/client/, the
// SDK the tests and users' scripts call). Both write into a directory; a run is also recorded in
// generated/external.json: a digest of what it was made from (the document, these generators'
// versions, this file) and of each file it wrote. They take most of a check's time, so the check
// runs them again only when that record does not match the inputs and the files as they are
// now; then it compares a fresh run in a temporary directory with the committed files.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { banner } from './emit/banner.ts';

const SPEC = 'openapi/openapi.yaml';
export const EXTERNAL_DIRS = ['generated/api', 'generated/client'];
const RECORD = 'generated/external.json';
const GENERATORS = ['openapi-typescript', '@hey-api/openapi-ts'];

async function runInto(root: string): Promise<void> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(pathToFileURL(SPEC));
  mkdirSync(join(root, 'generated/api'), { recursive: true });
  writeFileSync(join(root, 'generated/api/types.ts'), `${banner('//')}// (through openapi-typescript, from openapi/openapi.yaml)\n\n${astToString(ast)}`);
  const { createClient } = await import('@hey-api/openapi-ts');
  await createClient({
    input: `./${SPEC}`,
    output: { path: join(root, 'generated/client') },
    plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
    logs: { level: 'silent' },
  });
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? listFiles(p) : [p];
  });
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

interface RunRecord { inputs: string; files: { [path: string]: string } }

/** The digest of what the generators make their files from. */
function inputsDigest(): string {
  const require = createRequire(import.meta.url);
  const versions = GENERATORS.map((name) => `${name}@${(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}`);
  return sha256([sha256(readFileSync(SPEC)), ...versions, sha256(readFileSync(fileURLToPath(import.meta.url)))].join('\n'));
}

/** The record of the files under `root`'s generated directories, made from `inputs`, as text. */
function recordOf(root: string, inputs: string): string {
  const files = EXTERNAL_DIRS.flatMap((d) => listFiles(join(root, d))).map((p) => relative(root, p)).sort();
  const record: RunRecord = { inputs, files: Object.fromEntries(files.map((f) => [f, sha256(readFileSync(join(root, f)))])) };
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** Regenerates into the project when the inputs changed since the last run (or its files did),
 * or (check) lists the files that differ from a fresh run. */
export async function externalGenerators(check: boolean): Promise<string[]> {
  const committed = existsSync(RECORD) ? readFileSync(RECORD, 'utf8') : null;
  const inputs = inputsDigest();
  if (committed === recordOf('.', inputs)) return [];
  if (!check) {
    for (const d of EXTERNAL_DIRS) rmSync(d, { recursive: true, force: true });
    await runInto('.');
    writeFileSync(RECORD, recordOf('.', inputs));
    console.log(`wrote ${EXTERNAL_DIRS.join(', ')}, ${RECORD}`);
    return [];
  }
  const tmp = mkdtempSync(join(tmpdir(), 'netinv-generate-'));
  try {
    await runInto(tmp);
    const stale: string[] = [];
    for (const d of EXTERNAL_DIRS) {
      const fresh = listFiles(join(tmp, d)).map((p) => relative(tmp, p));
      const current = listFiles(d);
      for (const f of new Set([...fresh, ...current])) {
        const a = existsSync(join(tmp, f)) ? readFileSync(join(tmp, f), 'utf8') : null;
        const b = existsSync(f) ? readFileSync(f, 'utf8') : null;
        if (a !== b) stale.push(f);
      }
    }
    if (committed !== recordOf(tmp, inputs)) stale.push(RECORD);
    return stale;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
