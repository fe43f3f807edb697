// The service under test: the real app on the test process's database (cloned from the run's
// migrated template, with a superuser and its token: test/setup.ts). Tests talk to it over
// real HTTP through supertest.
import assert from 'node:assert/strict';
import postgres from 'postgres';
import supertest from 'supertest';
import type { Response } from 'superagent';
import { loadConfig, type Config } from '../../src/config.ts';
import { createApp } from '../../src/http/app.ts';
import type { Services } from '../../src/http/services.ts';
import { registry } from '../../src/engine/registry.ts';
import { registerExtensions } from '../../src/register.ts';
import { testDatabaseUrl } from '../setup.ts';
import { factories, type Create } from './factories.ts';
import { uid } from './uid.ts';

// Tests that call the engine directly find it registered, as the service would.
registerExtensions();

export const ADMIN_TOKEN = '0123456789abcdef0123456789abcdef01234567';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    SECRET_KEY: 'test-secret-key-that-is-long-enough-for-the-check-0123456789',
    DATA_DIR: '/tmp/netinv-test-data',
    SUPERUSER_NAME: 'admin',
    SUPERUSER_PASSWORD: 'admin-password',
    SUPERUSER_API_TOKEN: ADMIN_TOKEN,
    // Tests change tokens, users and permissions by SQL and use them at once: each request reads
    // its token and permissions, as test/auth/token-cache.test.ts checks the caches that
    // otherwise keep them.
    TOKEN_CACHE_SECONDS: '0',
    // The suite was written against NetBox 3.7's /api/ (the spec's contract), which it selects
    // here; a file about 4.6 sets 4.6, and one about the default itself sets it empty (unset).
    NETBOX_COMPAT_VERSION: '3.7',
    ...overrides,
  });
}

export interface TestApi {
  request: ReturnType<typeof supertest>;
  /** The Express app itself, for a test that listens on a port of its own. */
  app: ReturnType<typeof createApp>['app'];
  sql: postgres.Sql;
  config: Config;
  /** Statements sent by the app since the last reset. */
  statements: string[];
  /** The app's own database pool (its settings: statement timeout, ...). */
  pool: postgres.Sql;
  /** What the app's handlers share (its replicas, caches, ...). */
  services: Services;
  close(): Promise<void>;
}

/** The app on the shared test database (or on `url`, a database of the test's own: test/setup.ts
 * migratedDatabase). Tests use unique names, so they need no cleanup. */
export async function startApi(overrides: Record<string, string> = {}, url = testDatabaseUrl()): Promise<TestApi> {
  const config = testConfig(overrides);
  const statements: string[] = [];
  const handle = createApp({ config, databaseUrl: url, onQuery: (s) => statements.push(s) });
  await Promise.all([handle.services.tokens.ready, handle.services.grants.ready]);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  return {
    request: supertest(handle.app),
    app: handle.app,
    sql,
    config,
    statements,
    pool: handle.services.pool,
    services: handle.services,
    async close() {
      await handle.close();
      await sql.end();
    },
  };
}

export const auth = { Authorization: `Token ${ADMIN_TOKEN}` };
/** The Authorization header of a token key. */
export const header = (key: string) => ({ Authorization: `Token ${key}` });
/** The 403 body of a request no permission allows. */
export const NO_PERMISSION = { detail: 'You do not have permission to perform this action.' };
/** A supertest parser keeping the answer's bytes as they came (`.buffer(true).parse(rawBody)`):
 * `body` is then a Buffer, whatever the content type. */
export const rawBody = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

export { uid };

export { registry };

/** The request helpers model tests share; `api` is read on use (it is set in a before hook). */
export function objectHelpers(current: () => TestApi) {
  const post = (path: string, body: unknown) => current().request.post(path).set(auth).send(body as object);
  const patch = (path: string, body: unknown) => current().request.patch(path).set(auth).send(body as object);
  const del = (path: string) => current().request.delete(path).set(auth);
  const created = async (path: string, body: unknown) => {
    const r = await post(path, body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const get = async (path: string) => {
    const r = await current().request.get(path).set(auth);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const sorted = (...xs: number[]) => xs.sort((a, b) => a - b);
  const ids = async (path: string) => sorted(...((await get(path)).results as Array<{ id: number }>).map((x) => x.id));
  return { post, patch, del, created, get, ids, sorted };
}

/** A representation read in a test, loosely typed for assertions. */
export type Obj = Record<string, any>;

/** Helpers addressing models by `<app>/<path>` under a fixed Host, so the urls of objects
 * read in different requests compare equal. */
export function modelHelpers(current: () => TestApi, host = 'inventory.example.test') {
  /** `headers` (by default the admin's token) send the request as someone else. */
  const post = (path: string, body: unknown, headers: Record<string, string> = auth) => current().request.post(`/api/${path}/`).set(headers).set('Host', host).send(body as object);
  const patch = (path: string, id: number, body: unknown) => current().request.patch(`/api/${path}/${id}/`).set(auth).set('Host', host).send(body as object);
  const del = (path: string, id: number) => current().request.delete(`/api/${path}/${id}/`).set(auth).set('Host', host);
  const get = async (path: string): Promise<Obj> => {
    const r = await current().request.get(`/api/${path}`).set(auth).set('Host', host);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body;
  };
  const created = async (path: string, body: unknown, headers: Record<string, string> = auth): Promise<Obj> => {
    const r = await post(path, body, headers);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  /** A 400 naming exactly `field` (and matching `match`, when given). */
  const refused = async (res: Promise<{ status: number; body: Obj }> | { status: number; body: Obj }, field: string, match?: RegExp) => {
    const r = await res;
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.deepEqual(Object.keys(r.body), [field], JSON.stringify(r.body));
    if (match) assert.match(String(r.body[field][0]), match);
  };
  const sorted = (...xs: number[]) => [...xs].sort((a, b) => a - b);
  /** Ids of a list's results, sorted. */
  const ids = async (path: string) => sorted(...((await get(path)).results as Obj[]).map((x) => x.id as number));
  const brief = (o: Obj, ...names: string[]) => Object.fromEntries(['id', 'url', 'display', ...names].map((n) => [n, o[n]]));
  /** The object's `url` as the API writes it for this host. */
  const url = (path: string, id: number) => `http://${host}/api/${path}/${id}/`;
  return { host, post, patch, del, get, created, refused, ids, sorted, brief, url };
}

/** Custom fields are global: one a file adds to a model shows in every later file's
 * representations of that model. Called in a file's `before`, this returns what its `after`
 * calls to delete (through the API, as a user would) the custom fields made meanwhile. */
export async function customFieldsCleanup(api: TestApi): Promise<() => Promise<void>> {
  const [{ last }] = await api.sql<[{ last: number }]>`SELECT coalesce(max(id), 0)::int AS last FROM extras_custom_field`;
  return async () => {
    for (const { id } of await api.sql<{ id: number }[]>`SELECT id FROM extras_custom_field WHERE id > ${last} ORDER BY id`) {
      const r = await api.request.delete(`/api/extras/custom-fields/${id}/`).set(auth);
      assert.equal(r.status, 204, JSON.stringify(r.body));
    }
  };
}

/** An object permission given by the admin to one user (and returned as created). */
export async function grant(api: TestApi, userId: number, objectTypes: string[], actions: string[], constraints: unknown = null): Promise<Obj> {
  const r = await api.request.post('/api/users/permissions/').set(auth)
    .send({ name: `perm-${uid()}`, object_types: objectTypes, actions, users: [userId], constraints });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body as Obj;
}

/** What a device needs (manufacturer, device type, role, site) and a maker of devices there by
 * name: factories' deviceSite for the files written before it. `created` is a modelHelpers'
 * created. */
export async function deviceSite(created: Create, _u: string, site: object = {}) {
  const made = await factories(created).deviceSite(site);
  return { ...made, device: (name: string, extra: object = {}) => made.device({ name, ...extra }) };
}
