// Requests are checked against the generated OpenAPI document before any handler runs.
// The validator gets the document with only the query parameters every list shares (limit,
// offset, ...: components/parameters): the filters and an action's own parameters are
// documented for clients, typed as free strings (the engine and the handlers parse them with
// their own messages), and would only cost the validator time to compile.
import { createRequire } from 'node:module';
import type { NextFunction, Request, Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { openApiDocument } from '../openapi-document.ts';

type PathToRegexp = (path: unknown, options?: PathOptions) => { regexp: RegExp; keys: unknown[] };
type PathOptions = { sensitive?: boolean; strict?: boolean; end?: boolean; trailing?: boolean; delimiter?: string; encodePath?: unknown };

/** express-openapi-validator 5.6 finds a request's operation by compiling each documented path
 * with path-to-regexp, in order, until one matches, on every request (its PR #1217 would cache
 * them): for the 245 paths that was a fifth of the CPU time of a detail read. It calls the
 * function through path-to-regexp's exports, so compiling there once per path and options
 * serves every later request; a compiled regexp (no `g` flag) and its keys are only read. */
function compilePathsOnce(): void {
  const exports = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'))('path-to-regexp') as { pathToRegexp: PathToRegexp & { once?: true } };
  const compile = exports.pathToRegexp;
  if (compile.once) return;
  const compiled = new Map<string, ReturnType<PathToRegexp>>();
  const once: PathToRegexp & { once?: true } = (path, o = {}) => {
    if (typeof path !== 'string' || o.encodePath !== undefined) return compile(path, o);
    const key = `${o.sensitive}|${o.strict}|${o.end}|${o.trailing}|${o.delimiter}|${path}`;
    let result = compiled.get(key);
    if (!result) compiled.set(key, (result = compile(path, o)));
    return result;
  };
  once.once = true;
  exports.pathToRegexp = once;
}

type Operation = { parameters?: Array<{ name?: string; in?: string }> };

function withoutFilters(document: object): object {
  const doc = document as { paths: Record<string, Record<string, Operation>>; components?: { parameters?: Record<string, { name?: string; in?: string }> } };
  const shared = new Set(Object.values(doc.components?.parameters ?? {}).filter((p) => p.in === 'query').map((p) => p.name));
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item))
      if (op && typeof op === 'object' && Array.isArray(op.parameters))
        op.parameters = op.parameters.filter((p) => p.in !== 'query' || shared.has(p.name ?? ''));
  return doc;
}

/** The validator as the service runs it, for a given document (tests pass the emitted one). */
export function requestValidator(document: object) {
  compilePathsOnce();
  const middlewares = OpenApiValidator.middleware({
    apiSpec: withoutFilters(document) as never,
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: false },
    validateResponses: false,
    validateSecurity: false,
    ignoreUndocumented: true,
    ignorePaths: /^\/api\/(docs|schema)\b/,
    fileUploader: false,
  });
  // OPTIONS and HEAD are answered by the routes themselves; the document describes the rest.
  return middlewares.map((mw) => (req: Request, res: Response, next: NextFunction) =>
    req.method === 'OPTIONS' || req.method === 'HEAD' ? next() : mw(req, res, next));
}

// One validator per process: it compiles each route's schemas on first use, and every app
// the process creates (cluster workers make one; tests make many) shares that work.
let shared: ReturnType<typeof requestValidator> | undefined;

export function validateRequests() {
  return (shared ??= requestValidator(openApiDocument()));
}
