// Requests are checked against the generated OpenAPI document before any handler runs.
// The validator gets the document with only the query parameters every list shares (limit,
// offset, ...: components/parameters): the filters and an action's own parameters are
// documented for clients, typed as free strings (the engine and the handlers parse them with
// their own messages), and would only cost the validator time to compile.
import { createRequire } from 'node:module';
import * as OpenApiValidator from 'express-openapi-validator';
import { openApiDocument } from '../openapi-document.ts';
import { MULTIPART } from './body.ts';
import { inTurn, type Middleware } from './in-turn.ts';
import { routeLookup } from './validate-routes.ts';

type Metadata = { applyOpenApiMetadata: typeof routeLookup };

/** express-openapi-validator 5.6 finds a request's operation by trying every documented path
 * in turn, each compiled again by path-to-regexp, on every request (its PR #1217 would cache
 * them): a fifth of a detail read's CPU time for the 245 paths, and a tenth still once each
 * was compiled once (the loop, a key per path). Its metadata step (which operation, which path
 * parameters) is replaced by one doing the same through a table compiled once
 * (validate-routes.ts); the validator reads the function from its module's exports when it
 * first serves a request. */
function lookUpRoutesByTable(): void {
  const metadata = validatorModule('./middlewares/openapi.metadata') as Metadata;
  metadata.applyOpenApiMetadata = routeLookup;
}

/** A module of express-openapi-validator's own, by its path inside the package. */
function validatorModule(path: string): unknown {
  return createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'))(path);
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

type RequestValidatorModule = { RequestValidator: { prototype: { apiDoc: { paths: object }; buildMiddleware(...args: unknown[]): unknown } } };

/** express-openapi-validator 5.6 compiles two schemas for each route on its first request, each
 * carrying the whole document's `paths` and `components` so that `#/components/...` references
 * resolve; ajv walks every schema it is given, so each route cost a walk of every path of the
 * document, twice. No reference points into `paths` (the generator writes none): each route's
 * schemas are built from the document without them. */
function compileWithoutPaths(): void {
  const { RequestValidator } = validatorModule('./middlewares/openapi.request.validator') as RequestValidatorModule;
  const build = RequestValidator.prototype.buildMiddleware;
  if ((build as { withoutPaths?: boolean }).withoutPaths) return;
  const withoutPaths = function (this: RequestValidatorModule['RequestValidator']['prototype'], ...args: unknown[]) {
    return build.apply(Object.create(this, { apiDoc: { value: { ...this.apiDoc, paths: {} } } }), args);
  };
  RequestValidator.prototype.buildMiddleware = Object.assign(withoutPaths, { withoutPaths: true });
}

/** The validator as the service runs it, for a given document (tests pass the emitted one):
 * its steps run in turn as one middleware. */
export function requestValidator(document: object): Middleware {
  lookUpRoutesByTable();
  compileWithoutPaths();
  const steps = inTurn(OpenApiValidator.middleware({
    apiSpec: withoutFilters(document) as never,
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: false },
    validateResponses: false,
    validateSecurity: false,
    ignoreUndocumented: true,
    ignorePaths: /^\/api\/(docs|schema)\b/,
    fileUploader: false,
  }) as Middleware[]);
  // OPTIONS and HEAD are answered by the routes themselves; the document describes the rest.
  // A multipart form's fields are strings, whatever the document's types: the engine converts
  // and checks them as it does JSON's.
  return (req, res, next) => (req.method === 'OPTIONS' || req.method === 'HEAD' || res.locals[MULTIPART] ? next() : steps(req, res, next));
}

// One validator per process: it compiles each route's schemas on first use, and every app
// the process creates (cluster workers make one; tests make many) shares that work.
let shared: Middleware | undefined;

export function validateRequests(): Middleware {
  return (shared ??= requestValidator(openApiDocument()));
}
