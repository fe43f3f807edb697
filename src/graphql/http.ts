// /graphql/: GraphQL over HTTP (POST and GET, by the graphql-http package's handler, whose
// audit suite the tests run) and, for a browser's GET without a query, GraphiQL from the
// bundled graphiql and React packages (no CDN), started by a script file so that a strict
// Content-Security-Policy (script-src 'self') holds. Mounted only when GRAPHQL_ENABLED.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Request as ExpressRequest, type Response } from 'express';
import { GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { createHandler } from 'graphql-http';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_DETAIL } from '../db/availability.ts';
import { ApiError } from '../engine/errors.ts';
import { readExempt } from '../auth/read-exempt.ts';
import { writeBody } from '../http/encoding.ts';
import type { RequestAuth } from '../http/request.ts';
import { readOn, type Services } from '../http/services.ts';
import { pinnedVersionOf } from '../http/middleware/api-version.ts';
import { answersAs } from '../engine/versions.ts';
import { API_VERSIONS } from '../netbox-versions.ts';
import { DATA_TEXT, executeQuery, type QueryContext } from './execute.ts';
import { maxAliasesRule, maxSizeRule } from './limits.ts';
import { graphqlSchema } from './schema.ts';

const require = createRequire(import.meta.url);
const inPackage = (pkg: string, file: string) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

/** The files the GraphiQL page loads, by the name it loads them under (a Map: a name such as
 * __proto__ is no file). */
const ASSETS = new Map<string, string>([
  ['react.production.min.js', inPackage('react', 'umd/react.production.min.js')],
  ['react-dom.production.min.js', inPackage('react-dom', 'umd/react-dom.production.min.js')],
  ['graphiql.min.js', inPackage('graphiql', 'graphiql.min.js')],
  ['graphiql.min.css', inPackage('graphiql', 'graphiql.min.css')],
  ['start.js', join(dirname(fileURLToPath(import.meta.url)), 'graphiql', 'start.js')],
]);

/** Marks the result of an operation the database was away for. */
const UNAVAILABLE = Symbol('database unavailable');

/** How many distinct query texts are kept parsed and validated. */
const PARSED_QUERIES = 500;

const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

const GRAPHIQL_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>netinv GraphiQL</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/graphql/static/graphiql.min.css">
<style>html,body,#graphiql{height:100%;margin:0}</style>
</head><body><div id="graphiql">Loading GraphiQL…</div>
<script src="/graphql/static/react.production.min.js"></script>
<script src="/graphql/static/react-dom.production.min.js"></script>
<script src="/graphql/static/graphiql.min.js"></script>
<script src="/graphql/static/start.js"></script>
</body></html>`;

/** The media type of a successful answer, chosen from Accept as graphql-http chooses it (the
 * first acceptable entry; GraphQL over HTTP's own type, or JSON). */
function responseType(accept = '*/*'): string {
  for (const entry of accept.replace(/\s/g, '').toLowerCase().split(',')) {
    const type = entry.split(';')[0];
    if (type === 'application/graphql-response+json') return type;
    if (type === 'application/json' || type === 'application/*' || type === '*/*') return 'application/json';
  }
  return 'application/json';
}

/** A browser asking for the page: HTML preferred, and no query to run. */
function wantsGraphiql(req: ExpressRequest): boolean {
  return req.method === 'GET' && req.query.query === undefined && req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
}

/** The document of a query text, refused past `maxTokens` tokens: parsing costs time in the
 * length of the text, which the body cap alone would let be megabytes of one-character names. */
function parseLimited(source: Parameters<typeof parse>[0], maxTokens: number): DocumentNode {
  try {
    return parse(source, { maxTokens });
  } catch (e) {
    // graphql-js says "more that N tokens".
    if (e instanceof GraphQLError && /\d+ tokens\. Parsing aborted/.test(e.message))
      throw new GraphQLError(`The query has more than ${maxTokens} tokens; the most allowed is ${maxTokens} (GRAPHQL_MAX_TOKENS).`);
    throw e;
  }
}

/** The request body as text, or null when it is longer than `max` bytes (by its declared
 * length, or as it arrives: a chunked body declares none). */
async function readBody(req: ExpressRequest, max: number): Promise<string | null> {
  if (Number(req.headers['content-length'] ?? 0) > max) return null;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    // Past the cap the rest is left unread (the answer closes the connection): destroying
    // the request would take the socket the answer goes out on.
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      done();
      req.pause();
      resolve(null);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (e: Error) => {
      done();
      reject(e);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

export function graphqlRouter(services: Services): Router {
  const { config } = services;
  /** What a request is answered as: a pinned root's version (/v3.7/graphql/, /v4.6/graphql/),
   * in NetBox's own shapes at the newest (the one GraphQL schema in NetBox's shapes is 4.6's);
   * else NETBOX_COMPAT_VERSION in the spec's. Accept's `version=` changes nothing here, as
   * NetBox's GraphQL view (not a REST view) ignores it. */
  const answeredAs = (req: ExpressRequest) => {
    const pinned = pinnedVersionOf(req.res!);
    return pinned ? answersAs(pinned, pinned === API_VERSIONS.at(-1)) : answersAs(config.netboxCompatVersion, false);
  };
  const router = Router();
  // A query is parsed and validated once: clients send the same few again and again, and
  // validating one against a schema this size takes milliseconds.
  const parsed = new Map<string, DocumentNode>();
  const checked = new WeakMap<object, WeakMap<DocumentNode, readonly GraphQLError[]>>();
  const handle = createHandler<ExpressRequest, undefined, QueryContext>({
    schema: (req) => graphqlSchema(answeredAs(req.raw as ExpressRequest).netbox),
    parse: (source) => {
      const text = typeof source === 'string' ? source : source.body;
      let doc = parsed.get(text);
      if (!doc) {
        doc = parseLimited(source, config.graphqlMaxTokens);
        if (parsed.size >= PARSED_QUERIES) parsed.delete(parsed.keys().next().value!);
        parsed.set(text, doc);
      }
      return doc;
    },
    validate: (s, doc, rules) => {
      let bySchema = checked.get(s);
      if (!bySchema) checked.set(s, (bySchema = new WeakMap()));
      let errors = bySchema.get(doc);
      if (!errors) bySchema.set(doc, (errors = validate(s, doc, rules)));
      return errors;
    },
    validationRules: [maxSizeRule({ depth: config.graphqlMaxDepth, fields: config.graphqlMaxFields }), maxAliasesRule(config.graphqlMaxAliases)],
    context: (req) => {
      const raw = req.raw as ExpressRequest;
      return {
        services,
        auth: (raw.res!.locals.auth as RequestAuth) ?? null,
        exempt: (model) => readExempt(model, services),
        readOn: (fn) => readOn(services, raw.res!.locals, fn),
        ...answeredAs(raw),
      };
    },
    // The database being away is answered as REST answers it (503, Retry-After), where
    // graphql-http would answer a thrown error with an empty 500.
    execute: (args) => executeQuery(args, args.contextValue as QueryContext).catch((e: unknown) => {
      if (!isDatabaseUnavailable(e)) throw e;
      services.database.noticed(e);
      return { data: null, [UNAVAILABLE]: true } as ExecutionResult;
    }),
    // Data compiled to JSON text by PostgreSQL is sent without parsing and printing it again.
    onOperation: (req, _args, result) => {
      if ((result as { [UNAVAILABLE]?: true })[UNAVAILABLE]) {
        return [JSON.stringify({ detail: UNAVAILABLE_DETAIL }), { status: 503, statusText: 'Service Unavailable', headers: { 'content-type': 'application/json', 'retry-after': String(RETRY_AFTER_SECONDS) } }];
      }
      const text = (result as { [DATA_TEXT]?: string })[DATA_TEXT];
      if (text === undefined) return;
      return [`{"data":${text}}`, { status: 200, statusText: 'OK', headers: { 'content-type': `${responseType((req.raw as ExpressRequest).headers.accept)}; charset=utf-8` } }];
    },
  });

  router.get('/static/:file', (req, res: Response) => {
    const file = ASSETS.get(String(req.params.file));
    if (!file) throw new ApiError(404, 'Not found.');
    res.sendFile(file, { maxAge: '1d' });
  });
  router.all('/', async (req, res) => {
    if (wantsGraphiql(req)) {
      res.setHeader('Content-Security-Policy', CSP);
      res.type('text/html; charset=utf-8').send(GRAPHIQL_PAGE);
      return;
    }
    // As REST: no credentials, no reads, unless EXEMPT_VIEW_PERMISSIONS lets anyone read some.
    if (!res.locals.auth && config.exemptViewPermissions.length === 0) throw new ApiError(403, 'Authentication credentials were not provided.');
    if (req.method === 'POST') {
      const body = await readBody(req, config.graphqlMaxQuerySize);
      if (body === null) {
        const message = `The request body is larger than the limit of ${config.graphqlMaxQuerySize} bytes (GRAPHQL_MAX_QUERY_SIZE).`;
        res.status(413).set('Connection', 'close').type('application/json; charset=utf-8').send(JSON.stringify({ errors: [{ message }] }));
        return;
      }
      // graphql-http reads a body already read from req.body. An empty one is given as a blank,
      // which it finds unparsable as it would the empty stream: '' would send it to read the
      // spent stream, which never ends.
      (req as { body?: string }).body = body === '' ? ' ' : body;
    }
    // graphql-http's answer, written as any other (compressed as the client accepts).
    const [body, init] = await handle({ method: req.method, url: req.url, headers: req.headers, body: (req as { body?: string }).body ?? null, raw: req, context: undefined });
    res.status(init.status);
    for (const [name, value] of Object.entries(init.headers ?? {})) res.setHeader(name, value);
    if (body === null) res.end();
    else writeBody(req, res, [body]);
  });
  return router;
}
