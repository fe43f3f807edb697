// The generators we do not write ourselves, run on the generated OpenAPI document:
// openapi-typescript (generated/api/types.ts) and @hey-api/openapi-ts (generated/client/, the
// SDK the tests and users' scripts call). Both write into a directory, so the check compares
// a fresh run in a temporary directory with the committed files.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { banner } from './emit/banner.ts';

const SPEC = 'openapi/openapi.yaml';
export const EXTERNAL_DIRS = ['generated/api', 'generated/client'];

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

/** Regenerates into the project, or (check) lists the files that differ from a fresh run. */
export async function externalGenerators(check: boolean): Promise<string[]> {
  if (!check) {
    for (const d of EXTERNAL_DIRS) rmSync(d, { recursive: true, force: true });
    await runInto('.');
    return [];
  }
  const tmp = mkdtempSync(join(tmpdir(), 'netinv-generate-'));
  try {
    await runInto(tmp);
    const stale: string[] = [];
    for (const d of EXTERNAL_DIRS) {
      const fresh = listFiles(join(tmp, d)).map((p) => relative(tmp, p));
      const committed = listFiles(d);
      for (const f of new Set([...fresh, ...committed])) {
        const a = existsSync(join(tmp, f)) ? readFileSync(join(tmp, f), 'utf8') : null;
        const b = existsSync(f) ? readFileSync(f, 'utf8') : null;
        if (a !== b) stale.push(f);
      }
    }
    return stale;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
