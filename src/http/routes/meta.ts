// The endpoints about the API itself: the root, application roots, static choices, status,
// the OpenAPI document and the interactive reference.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';
import { query } from '../../engine/db.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../db/availability.ts';
import { registry } from '../../engine/registry.ts';
import { ApiError } from '../../engine/errors.ts';
import { sendJson } from '../respond.ts';
import { writeBody } from '../encoding.ts';
import { apiRootOf, netboxShapesOf, versionOf } from '../middleware/api-version.ts';
import { releaseOf } from '../../netbox-versions.ts';
import { apiBase } from '../request.ts';
import type { Services } from '../services.ts';
import { DOCS_SCRIPT, docsPage } from '../docs.ts';
import { servedDocument } from '../openapi-document.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };
const expressVersion = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('express/package.json'), 'utf8')) as { version: string }).version;

/** What anyone may read of the status: no versions (of netinv, NetBox's API, Node,
 * PostgreSQL, the applications), which tell an attacker which flaws to try, and no process
 * details; signed-in users see everything. */
function anonymousStatus(status: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(status).filter(([key]) => !/version/.test(key) && key !== 'installed-apps' && key !== 'workers'));
}

/** Endpoints of an app that are no model's, listed in its root as NetBox lists them. */
const LISTED_ROUTES: Record<string, string[]> = { users: ['config'] };

export function metaRouter(services: Services): Router {
  const router = Router();
  const apps = registry.catalogue.apps.map((a) => a.name).filter((a) => a !== 'plugins');

  router.get('/', (req, res) => {
    const base = apiBase(req);
    sendJson(req, res, 200, Object.fromEntries([...apps, 'plugins'].sort().map((a) => [a, `${base}${a}/`])));
  });

  // Answers while the database is away too: 503 with `database: "unreachable"`, so that a load
  // balancer's health check takes this process out of rotation until the database is back.
  router.get('/status/', async (req, res) => {
    let pg: { server_version: string } | undefined;
    try {
      // An outage the watch has confirmed is answered at once (middleware/outage.ts).
      if (!services.database.confirmed) [pg] = await query<{ server_version: string }>(services.pool, 'SHOW server_version');
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
      services.database.noticed(e);
    }
    // NetBox's keys, with netinv's equivalents beside them: express for django, node for python.
    const status: Record<string, unknown> = {
      'netbox-version': releaseOf(versionOf(res)),
      'netinv-version': pkg.version,
      'api-version': versionOf(res),
      'express-version': expressVersion,
      'node-version': process.versions.node,
      'postgresql-version': pg?.server_version ?? null,
      database: pg ? 'ok' : 'unreachable',
      'installed-apps': Object.fromEntries(registry.catalogue.apps.map((a) => [a.name, pkg.version])),
      plugins: {},
      'rq-workers-running': 0,
      workers: { 'api-processes': services.config.webConcurrency, pid: process.pid },
    };
    if (!pg) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    sendJson(req, res, pg ? 200 : 503, res.locals.auth ? status : anonymousStatus(status));
  });

  // The document of what this request's root answers: NetBox's shapes at that version at
  // /v4.6/api/ and /v3.7/api/ (or with Accept's version=), the spec's at /api/. It never changes while the process runs, so its
  // compressed copy is made once per version, root, shape and format.
  router.get('/schema/', (req, res) => {
    const root = apiRootOf(res);
    const yaml = req.query.format === 'yaml';
    const netbox = netboxShapesOf(res);
    const text = servedDocument(versionOf(res), root, netbox, yaml);
    res.setHeader('Content-Type', `${yaml ? 'application/yaml' : 'application/json'}; charset=utf-8`);
    writeBody(req, res, [text], `openapi ${versionOf(res)} ${root} ${netbox} ${yaml ? 'yaml' : 'json'}`);
  });

  const swaggerDir = createRequire(import.meta.url).resolve('swagger-ui-dist/package.json').replace(/package\.json$/, '');
  router.use('/docs/static', express.static(swaggerDir, { index: false, maxAge: '1d' }));
  router.get(['/docs', '/docs/'], (_req, res) => {
    res.type('text/html').send(docsPage(services.config.graphqlEnabled));
  });
  router.get('/docs/netinv-docs.js', (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', 'max-age=86400').send(DOCS_SCRIPT);
  });

  router.get('/plugins/', (req, res) => sendJson(req, res, 200, {}));

  for (const app of apps) {
    router.get(`/${app}/`, (req, res) => {
      const base = apiBase(req);
      const paths = [...registry.servedIn(app).map((p) => p.path), ...(LISTED_ROUTES[app] ?? [])].sort((a, b) => a.localeCompare(b));
      sendJson(req, res, 200, Object.fromEntries(paths.map((p) => [p, `${base}${app}/${p}/`])));
    });
    router.get(`/${app}/_choices/`, (req, res) => {
      const out: Record<string, Array<{ value: string | number; label: string }>> = {};
      for (const { model: m } of registry.servedIn(app))
        for (const f of m.fields)
          if (f.kind === 'choice') {
            const choices = registry.choices(f.choices).choices.map((c) => ({ value: f.value_as === 'code' ? c.code! : c.value, label: c.label }));
            // Under the field's older names too (a rack's type, its name before NetBox 4.1).
            for (const name of [f.name, ...(f.aliases ?? [])]) out[`${m.name.replace(/_/g, '')}:${name}`] = choices;
          }
      sendJson(req, res, 200, out);
    });
  }
  // The endpoints above only read.
  router.all(['/', '/status/', '/schema/', '/plugins/', ...apps.flatMap((a) => [`/${a}/`, `/${a}/_choices/`])], (req, res) => {
    res.setHeader('Allow', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') return sendJson(req, res, 200, { name: 'Api Root', renders: ['application/json', 'text/html'], parses: ['application/json'] });
    throw new ApiError(405, `Method "${req.method}" not allowed.`);
  });
  router.get('/:app/', () => {
    throw new ApiError(404, 'Not found.');
  });
  return router;
}
