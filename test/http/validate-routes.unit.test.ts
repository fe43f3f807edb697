// The request validator's route lookup by table (src/http/middleware/validate-routes.ts) finds,
// for every documented path and for paths near them, what express-openapi-validator's own
// lookup (trying every path in turn) finds: the same operation, route and path parameters, or
// the same error, or nothing.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { NextFunction, Request, Response } from 'express';
import { openApiDocument } from '../../src/http/openapi-document.ts';
import { routeLookup, type Context } from '../../src/http/middleware/validate-routes.ts';

const library = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));

/** express-openapi-validator's metadata step as the package ships it (a fresh copy of its
 * module: the service puts the table in place of the loaded one's). */
function libraryLookup(): typeof routeLookup {
  const path = library.resolve('./middlewares/openapi.metadata');
  const cache = library.cache;
  const loaded = cache[path];
  delete cache[path];
  try {
    return (library(path) as { applyOpenApiMetadata: typeof routeLookup }).applyOpenApiMetadata;
  } finally {
    if (loaded) cache[path] = loaded;
  }
}

async function contextOf(document: object, ignoreUndocumented: boolean): Promise<Context> {
  const { OpenApiSpecLoader } = library('./framework/openapi.spec.loader') as { OpenApiSpecLoader: new (o: object) => { load(): Promise<unknown> } };
  const { OpenApiContext } = library('./framework/openapi.context') as { OpenApiContext: new (...a: unknown[]) => Context };
  const spec = await new OpenApiSpecLoader({ apiDoc: document, validateApiSpec: false, $refParser: { mode: 'bundle' } }).load();
  return new OpenApiContext(spec, /^\/api\/(docs|schema)\b/, ignoreUndocumented);
}

type Outcome = { openapi?: unknown; params?: unknown; error?: string; next: boolean };

function run(middleware: ReturnType<typeof routeLookup>, method: string, url: string, settings: Record<string, boolean> = {}): Outcome {
  const pathname = url.split('?')[0]!;
  const req = { method, url, originalUrl: url, path: pathname, baseUrl: '', params: {}, app: { enabled: (name: string) => settings[name] ?? false } } as unknown as Request & { openapi?: unknown };
  const outcome: Outcome = { next: false };
  try {
    middleware(req, {} as Response, (() => (outcome.next = true)) as NextFunction);
  } catch (e) {
    const err = e as { status?: number; message?: string; headers?: unknown };
    outcome.error = JSON.stringify([err.constructor.name, err.status, err.message, err.headers]);
  }
  outcome.openapi = req.openapi;
  outcome.params = req.openapi ? req.params : undefined;
  return outcome;
}

/** The documented paths with their parameters filled, and variations a client may send. */
function requestPaths(document: { paths: Record<string, unknown> }): string[] {
  const urls = new Set<string>();
  for (const path of Object.keys(document.paths)) {
    urls.add(path.replace(/\{[^}]+\}/g, '%ZZ'));
    {
      const url = path.replace(/\{[^}]+\}/g, '1');
      urls.add(url);
      urls.add(url.toUpperCase());
      urls.add(url.replace(/\/$/, ''));
      urls.add(`${url}/`);
      urls.add(`${url}?limit=1&x=/api/`);
      urls.add(url.replace(/^\/api\//, '/api//'));
      urls.add(url.replace(/\/([a-z])/, (_m, c: string) => `/${c.toUpperCase()}`));
    }
  }
  for (const url of ['/', '', '/api', '/api/', '/API/', '/graphql/', '/nothing/', '/api/dcim/nothing/', '/api/dcim/devices/1/2/3/4/', 'http://host/api/dcim/sites/', '/api/dcİm/sites/', '/api/docs/', '/api/schema/'])
    urls.add(url);
  return [...urls];
}

describe('request validation: the route table finds what the validator\'s own lookup finds', () => {
  it('for every documented path, its variations and paths documented nowhere, as the service is configured and with undocumented paths refused', async function () {
    this.timeout(120_000);
    const document = openApiDocument() as { paths: Record<string, unknown> };
    const urls = requestPaths(document);
    const original = libraryLookup();
    assert.notEqual(original, routeLookup);
    let compared = 0;
    let found = 0;
    let refused = 0;
    // As the service validates (undocumented paths and methods pass), and as the validator
    // may be configured (they are refused), with the app's case sensitive and strict routing.
    const cases = [
      { ignoreUndocumented: true, methods: ['GET', 'POST'], settings: {} as Record<string, boolean> },
      { ignoreUndocumented: false, methods: ['PATCH'], settings: { 'case sensitive routing': true, 'strict routing': true } },
    ];
    for (const { ignoreUndocumented, methods, settings } of cases) {
      const context = await contextOf(document, ignoreUndocumented);
      const theirs = original(context, undefined);
      const ours = routeLookup(context, undefined);
      for (const method of methods)
          for (const url of urls) {
            const outcome = run(ours, method, url, settings);
            assert.deepEqual(outcome, run(theirs, method, url, settings), `${method} ${url} ${JSON.stringify(settings)}`);
            compared++;
            if (outcome.openapi) found++;
            if (outcome.error) refused++;
          }
    }
    // Not all of them nothing: operations were found, and some paths refused.
    assert.ok(compared > 4_000 && found > 1_000 && refused > 0, `${compared} compared, ${found} found, ${refused} refused`);
  });
});
