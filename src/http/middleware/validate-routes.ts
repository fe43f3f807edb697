// Which documented operation a request is for, found through a table compiled once: the
// metadata step of express-openapi-validator (its applyOpenApiMetadata, which validate.ts
// puts this in place of), doing what it does (the same routes tried in the same order, the
// same results and errors) without trying every documented path on every request.
import { createRequire } from 'node:module';
import type { NextFunction, Request, Response } from 'express';

const library = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
const { pathToRegexp } = library('path-to-regexp') as { pathToRegexp: (path: string, options: { sensitive: boolean; strict: boolean }) => { regexp: RegExp; keys: Array<{ name: string }> } };
const errors = library('./framework/types') as Record<'BadRequest' | 'NotFound' | 'MethodNotAllowed', new (e: object) => Error>;
const { httpMethods } = library('./middlewares/parsers/schema.preprocessor') as { httpMethods: Set<string> };

type Methods = Record<string, unknown> & { basePath: string };

/** What the validator's OpenApiContext offers the metadata step. */
export interface Context {
  apiDoc: { paths: Record<string, Record<string, unknown>> };
  expressRouteMap: Record<string, Methods>;
  openApiRouteMap: Record<string, Record<string, unknown>>;
  useRequestUrl: boolean;
  ignoreUndocumented: boolean;
  serial: number;
  routePair(route: string): { expressRoute: string; openApiRoute: string };
  shouldIgnoreRoute(path: string): boolean;
  isManagedRoute(path: string): boolean;
}

interface Route {
  order: number;
  expressRoute: string;
  openApiRoute: string;
  pathKey: string;
  regexp: RegExp;
  keys: string[];
}

/** Characters path-to-regexp reads as syntax (a parameter, a wildcard, an escape, a group). */
const SYNTAX = /[:*\\{}()[\]+?!]/;

/** How many leading segments a route is filed under (a prefix up to this many slashes). */
const FILED_SLASHES = 4;

/** The prefix of `path` up to and including its `n`th slash, or undefined. */
function upToSlash(path: string, n: number): string | undefined {
  let at = -1;
  for (let i = 0; i < n; i++) {
    at = path.indexOf('/', at + 1);
    if (at < 0) return undefined;
  }
  return path.slice(0, at + 1);
}

/** The documented routes filed by their literal beginning. A path a route's regexp matches
 * begins with the route's literal text (the text before its first parameter): every regexp
 * path-to-regexp makes is anchored and starts with that text, escaped; without
 * `sensitive` it compares ASCII letters regardless of case, and only ASCII to ASCII. So a route
 * is filed under that text up to its FILED_SLASHES-th slash (or under the whole text when it
 * ends with a slash before that), and a request looks in the files of its own path's prefixes
 * up to each of its first FILED_SLASHES slashes; a route filed under neither (its text not
 * ASCII, or ending inside a segment) is tried for every request. Candidates are tried in the
 * validator's order, so the first match is the one it would find. */
class RouteTable {
  private readonly filed = new Map<string, Route[]>();
  private readonly everywhere: Route[] = [];

  constructor(private readonly context: Context, private readonly sensitive: boolean, strict: boolean) {
    let order = 0;
    for (const [expressRoute, methods] of Object.entries(context.expressRouteMap)) {
      const { openApiRoute } = context.routePair(expressRoute);
      const compiled = pathToRegexp(expressRoute, { sensitive, strict });
      const route: Route = {
        order: order++,
        expressRoute,
        openApiRoute,
        pathKey: openApiRoute.substring(methods.basePath.length),
        regexp: compiled.regexp,
        keys: compiled.keys.map((k) => k.name),
      };
      const syntax = SYNTAX.exec(expressRoute);
      const literal = this.fold(syntax ? expressRoute.slice(0, syntax.index) : expressRoute);
      const file = /^[\x20-\x7e]*$/.test(literal) ? (upToSlash(literal, FILED_SLASHES) ?? (literal.endsWith('/') ? literal : undefined)) : undefined;
      if (file === undefined) this.everywhere.push(route);
      else {
        const routes = this.filed.get(file);
        if (routes) routes.push(route);
        else this.filed.set(file, [route]);
      }
    }
  }

  private fold(text: string): string {
    return this.sensitive ? text : text.toLowerCase();
  }

  /** The first route matching `path`, in the validator's order, with its match. */
  find(path: string): { route: Route; match: RegExpExecArray } | undefined {
    const folded = this.fold(path);
    const candidates: Route[][] = [this.everywhere];
    for (let n = 1; n <= FILED_SLASHES; n++) {
      const prefix = upToSlash(folded, n);
      if (prefix === undefined) break;
      const routes = this.filed.get(prefix);
      if (routes) candidates.push(routes);
    }
    const ordered = candidates.length === 2 ? candidates[1]! : candidates.flat().sort((a, b) => a.order - b.order);
    for (const route of ordered) {
      const match = route.regexp.exec(path);
      if (match) return { route, match };
    }
    return undefined;
  }
}

/** The validator's metadata middleware: req.openapi (the operation, its route and path
 * parameters) for a documented path, as express-openapi-validator 5.6 sets it. */
export function routeLookup(context: Context, responseApiDoc?: { paths: Record<string, Record<string, unknown>> }) {
  const tables = new Map<string, RouteTable>();
  const tableFor = (req: Request): RouteTable => {
    const sensitive = !!req.app.enabled('case sensitive routing');
    const strict = !!req.app.enabled('strict routing');
    const key = `${sensitive}|${strict}`;
    let table = tables.get(key);
    if (!table) tables.set(key, (table = new RouteTable(context, sensitive, strict)));
    return table;
  };

  return (req: Request, _res: Response, next: NextFunction): void => {
    // The base path is empty when the path is fully qualified.
    const path = req.path.startsWith(req.baseUrl) ? req.path : `${req.baseUrl}/${req.path}`;
    if (context.shouldIgnoreRoute(path)) return next();
    const url = context.useRequestUrl ? req.url : req.originalUrl;
    const found = tableFor(req).find(url.split('?')[0]!);
    if (found) {
      const { route, match } = found;
      let values: string[];
      try {
        values = match.slice(1).map((v) => decodeURIComponent(v));
      } catch {
        throw new errors.BadRequest({ path: req.path, message: `malformed uri'` });
      }
      const method = req.method.toLowerCase();
      const schema = context.apiDoc.paths[route.pathKey]![method];
      if (!schema) {
        // A documented path without this method.
        if (context.ignoreUndocumented) return next();
        throw new errors.MethodNotAllowed({
          path: req.path,
          message: `${req.method} method not allowed`,
          headers: { Allow: Object.keys(context.openApiRouteMap[route.openApiRoute]!).filter((key) => httpMethods.has(key.toLowerCase())).join(', ') },
        });
      }
      const pathParams: Record<string, string> = {};
      route.keys.forEach((k, i) => (pathParams[k] = values[i]!));
      const openapi: Record<string, unknown> = { expressRoute: route.expressRoute, openApiRoute: route.openApiRoute, pathParams, schema, serial: context.serial };
      if (responseApiDoc) openapi._responseSchema = responseApiDoc.paths[route.pathKey]![method];
      (req as unknown as { openapi: unknown }).openapi = openapi;
      req.params = pathParams;
    } else if (context.isManagedRoute(path) && !context.ignoreUndocumented) {
      throw new errors.NotFound({ path: req.path, message: 'not found' });
    }
    next();
  };
}
