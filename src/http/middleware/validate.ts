// Requests are checked against the generated OpenAPI document before any handler runs.
// The validator gets the document with only the query parameters every list shares (limit,
// offset, ...: components/parameters): the filters and an action's own parameters are
// documented for clients, typed as free strings (the engine and the handlers parse them with
// their own messages), and would only cost the validator time to compile. Nor does it get the
// responses: it checks requests only, but would resolve every response schema at start in each
// process (its schema preprocessor), most of its start-up work.
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

type Operation = { parameters?: Array<{ name?: string; in?: string }>; responses?: object };

type Components = Record<string, Record<string, unknown>>;

/** The document as the request validator needs it: each operation without its filters and its
 * responses, and of the components only those the rest refers to, directly or through others
 * (the validator's preprocessor walks every component schema at start: the read shapes, most
 * of them, only answers use). Copies: the document is left as it is. */
function forRequests(document: object): object {
  const doc = document as { paths: Record<string, Record<string, Operation>>; components?: Components & { parameters?: Record<string, { name?: string; in?: string; 'x-checked-by'?: string }> } };
  // A parameter marked `x-checked-by: engine` (start) is the engine's to refuse, with NetBox's words.
  const shared = new Set(Object.values(doc.components?.parameters ?? {}).filter((p) => p.in === 'query' && p['x-checked-by'] !== 'engine').map((p) => p.name));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    paths[path] = {};
    for (const [key, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || Array.isArray(op)) {
        paths[path][key] = op;
        continue;
      }
      const parameters = Array.isArray(op.parameters) ? op.parameters.filter((p) => p.in !== 'query' || shared.has(p.name ?? '')) : op.parameters;
      paths[path][key] = { ...op, parameters, ...('responses' in op ? { responses: { default: { description: 'not checked' } } } : {}) };
    }
  }
  return { ...doc, paths, components: usedBy(doc.components ?? {}, paths) };
}

/** The components `from` refers to, and the security schemes (named by `security`, not by
 * reference). */
function usedBy(all: Components, from: unknown): Components {
  const { securitySchemes, ...components } = all;
  return { ...referenced(components, from), ...(securitySchemes ? { securitySchemes } : {}) };
}

/** The components `from` refers to (`#/components/<kind>/<name>`), and those they refer to. */
function referenced(components: Components, from: unknown): Components {
  const kept: Components = {};
  const pending: unknown[] = [from];
  while (pending.length) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key !== '$ref' || typeof value !== 'string') {
          pending.push(value);
          continue;
        }
        const [, kind, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(value) ?? [];
        if (!kind || !name || kept[kind]?.[name] !== undefined || components[kind]?.[name] === undefined) continue;
        (kept[kind] ??= {})[name] = components[kind][name];
        pending.push(components[kind][name]);
      }
    }
  }
  return kept;
}

type RequestValidatorModule = { RequestValidator: { prototype: { apiDoc: { paths: object; components?: Components }; buildMiddleware(...args: unknown[]): unknown } } };

/** express-openapi-validator 5.6 compiles two schemas for each route on its first request, each
 * carrying the whole document's `paths` and `components` so that `#/components/...` references
 * resolve; ajv walks every schema it is given, so each route cost a walk of the whole document,
 * twice, in every process. No reference points into `paths` (the generator writes none): each
 * route's schemas are built without them, and with only the components its operation refers
 * to (its second argument), directly or through others. */
function compileRouteAlone(): void {
  const { RequestValidator } = validatorModule('./middlewares/openapi.request.validator') as RequestValidatorModule;
  const build = RequestValidator.prototype.buildMiddleware;
  if ((build as { alone?: boolean }).alone) return;
  const alone = function (this: RequestValidatorModule['RequestValidator']['prototype'], ...args: unknown[]) {
    const components = usedBy(this.apiDoc.components ?? {}, args[1]);
    return build.apply(Object.create(this, { apiDoc: { value: { ...this.apiDoc, paths: {}, components } } }), args);
  };
  RequestValidator.prototype.buildMiddleware = Object.assign(alone, { alone: true });
}

type PreprocessorModule = { SchemaPreprocessor: { prototype: { apiDoc: { components?: Components }; resolveSchema(schema: unknown): unknown } } };

/** express-openapi-validator 5.6's start-up preprocessor resolves each request body's
 * `#/components/schemas/X` by asking its ajv for the schema, which compiles a validator for it
 * only to read back the object it was given (the document's own `components.schemas.X`; the
 * route validators compile theirs in another ajv). Those references are read from the document
 * directly: the same object, without the compile. */
function resolveSchemasWithoutCompiling(): void {
  const { SchemaPreprocessor } = validatorModule('./middlewares/parsers/schema.preprocessor') as PreprocessorModule;
  const resolve = SchemaPreprocessor.prototype.resolveSchema;
  if ((resolve as { direct?: boolean }).direct) return;
  const direct = function (this: PreprocessorModule['SchemaPreprocessor']['prototype'], schema: unknown) {
    const ref = (schema as { $ref?: unknown } | null)?.$ref;
    const name = typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined;
    const found = name === undefined ? undefined : this.apiDoc.components?.schemas?.[name];
    return found ?? resolve.call(this, schema);
  };
  SchemaPreprocessor.prototype.resolveSchema = Object.assign(direct, { direct: true });
}

/** The validator as the service runs it, for a given document (tests pass the emitted one):
 * its steps run in turn as one middleware. */
export function requestValidator(document: object): Middleware {
  lookUpRoutesByTable();
  compileRouteAlone();
  resolveSchemasWithoutCompiling();
  const steps = inTurn(OpenApiValidator.middleware({
    apiSpec: forRequests(document) as never,
    // The generated document is validated by its own test (test/codegen/openapi.unit.test.ts).
    validateApiSpec: false,
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: false },
    validateResponses: false,
    validateSecurity: false,
    ignoreUndocumented: true,
    ignorePaths: /^\/api\/(docs|schema)\b/,
    fileUploader: false,
    // The path the routes see: a pinned root's prefix (/v4.6) is not in the document.
    useRequestUrl: true,
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
