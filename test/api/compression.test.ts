// Compressed answers (docs/rest-api.md, "Compressed answers"): JSON answers of
// MIN_COMPRESSED_BYTES or more in the coding the client accepts (brotli, else gzip), the same
// bytes once decoded; Vary: Accept-Encoding; HEAD and conditional reads as for the plain
// answer; none without Accept-Encoding, below the threshold or with COMPRESS_RESPONSES=false.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_COMPRESSED_BYTES } from '../../src/http/encoding.ts';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

interface Raw { status: number; headers: Record<string, string | undefined>; body: Buffer }

/** The answer's bytes as sent, undecoded (supertest would decode them), from the app on a port
 * of its own; `encoding` undefined sends no Accept-Encoding. */
async function raw(api: TestApi, method: 'get' | 'head' | 'post', path: string, encoding?: string, headers: Record<string, string> = {}, body?: object): Promise<Raw> {
  const server = createServer(api.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await request(`http://127.0.0.1:${port}${path}`, {
      method: method.toUpperCase() as 'GET',
      headers: { ...auth, Host: 'inventory.example.test', ...(encoding === undefined ? {} : { 'Accept-Encoding': encoding }), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const headersOut: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(res.headers)) headersOut[k] = Array.isArray(v) ? v.join(', ') : v;
    return { status: res.statusCode, headers: headersOut, body: Buffer.from(await res.body.arrayBuffer()) };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const decode = (r: Raw) => (r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body);
const varies = (r: Raw) => (r.headers.vary ?? '').split(/,\s*/).includes('Accept-Encoding');

describe('api: compressed answers', () => {
  let api: TestApi;
  const u = uid();
  /** Sites whose comments make a page of them long: MEDIUM of them are above the threshold
   * and below the streamed size, all of them above it. */
  const SITES = 30;
  const MEDIUM = 6;
  let big: Record<string, any>;
  let small: Record<string, any>;
  before(async () => {
    api = await startApi();
    const sites = Array.from({ length: SITES }, (_, i) => ({ name: `zip-${u}-${i}`, slug: `zip-${u}-${i}`, comments: `${i} `.repeat(1500) }));
    assert.equal((await api.request.post('/api/dcim/sites/').set(auth).send(sites)).status, 201);
    big = (await api.request.post('/api/dcim/sites/').set(auth).send({ name: `zip-big-${u}`, slug: `zip-big-${u}`, comments: 'x'.repeat(MIN_COMPRESSED_BYTES) })).body;
    small = (await api.request.post('/api/dcim/sites/').set(auth).send({ name: `zip-small-${u}`, slug: `zip-small-${u}` })).body;
    assert.ok(big.id && small.id);
  });
  after(() => api.close());

  const list = (limit: number) => `/api/dcim/sites/?slug__isw=zip-${u}-&ordering=id&limit=${limit}`;

  it('sends a long list in brotli or gzip as the client accepts, the plain answer\'s bytes once decoded', async () => {
    for (const path of [list(MEDIUM), list(SITES)]) {
      const plain = await raw(api, 'get', path, 'identity');
      assert.equal(plain.status, 200);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(Number(plain.headers['content-length']), plain.body.length);
      assert.ok(plain.body.length >= MIN_COMPRESSED_BYTES, `${path}: ${plain.body.length} bytes`);
      assert.equal((JSON.parse(plain.body.toString()) as { results: unknown[] }).results.length, path === list(SITES) ? SITES : MEDIUM);
      for (const [accepts, coding] of [['gzip, deflate, br', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip'], ['*', 'br'], ['deflate', undefined], ['br;q=0, gzip;q=0', undefined]] as const) {
        const r = await raw(api, 'get', path, accepts);
        assert.equal(r.status, 200);
        assert.equal(r.headers['content-encoding'], coding, `${path} ${accepts}`);
        assert.ok(varies(r), `Vary: ${r.headers.vary}`);
        assert.match(r.headers['content-type']!, /^application\/json; charset=utf-8/);
        assert.deepEqual(decode(r), plain.body, `${path} ${accepts}`);
        if (coding) assert.ok(r.body.length < plain.body.length / 4, `${path} ${accepts}: ${r.body.length} of ${plain.body.length}`);
        // Up to the streamed size the answer declares its length; a streamed one declares none.
        if (path === list(MEDIUM) || !coding) assert.equal(Number(r.headers['content-length']), r.body.length, `${path} ${accepts}`);
        else assert.equal(r.headers['content-length'], undefined, `${path} ${accepts}`);
      }
    }
  });

  it('sends no coding without Accept-Encoding, and none for an answer below the threshold', async () => {
    const none = await raw(api, 'get', list(SITES));
    assert.equal(none.headers['content-encoding'], undefined);
    assert.ok(varies(none));
    assert.equal(Number(none.headers['content-length']), none.body.length);
    const short = await raw(api, 'get', `/api/dcim/sites/${small.id}/`, 'br, gzip');
    assert.equal(short.status, 200);
    assert.ok(short.body.length < MIN_COMPRESSED_BYTES);
    assert.equal(short.headers['content-encoding'], undefined);
    assert.ok(varies(short), 'a short answer of a URL varies as a long one would');
    assert.equal((JSON.parse(short.body.toString()) as { id: number }).id, small.id);
  });

  it('answers HEAD with the GET\'s headers and no body', async () => {
    for (const [path, streamed] of [[list(MEDIUM), false], [list(SITES), true]] as const) {
      const get = await raw(api, 'get', path, 'br');
      const head = await raw(api, 'head', path, 'br');
      assert.equal(head.status, 200);
      assert.equal(head.headers['content-encoding'], 'br');
      assert.ok(varies(head));
      assert.equal(head.body.length, 0);
      assert.equal(head.headers['content-length'], streamed ? undefined : String(get.body.length));
    }
  });

  it('gives a compressed detail the plain one\'s weak ETag, and If-None-Match 304 in either coding', async () => {
    const path = `/api/dcim/sites/${big.id}/`;
    const plain = await raw(api, 'get', path, 'identity');
    const zipped = await raw(api, 'get', path, 'gzip');
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.deepEqual(decode(zipped), plain.body);
    // RFC 9110 8.8.1: a weak tag may be shared by representations that differ in coding only.
    assert.match(zipped.headers.etag!, /^W\/"/);
    assert.equal(zipped.headers.etag, plain.headers.etag);
    for (const accepts of ['br', 'identity', undefined]) {
      const r = await raw(api, 'get', path, accepts, { 'If-None-Match': zipped.headers.etag! });
      assert.equal(r.status, 304, String(accepts));
      assert.equal(r.body.length, 0);
      assert.equal(r.headers['content-encoding'], undefined);
      assert.equal(r.headers.etag, zipped.headers.etag);
      assert.ok(varies(r), 'a 304 carries the Vary of the 200 (RFC 9110 15.4.5)');
    }
    const stale = await raw(api, 'get', path, 'br', { 'If-None-Match': 'W/"2000-01-01T00:00:00.000000+00:00"' });
    assert.equal(stale.status, 200);
    assert.equal(stale.headers['content-encoding'], 'br');
    assert.deepEqual(decode(stale), plain.body);
  });

  it('compresses GraphQL answers and the OpenAPI document', async () => {
    const query = { query: `{ site(id: ${big.id}) { id comments } }` };
    const plain = await raw(api, 'post', '/graphql/', 'identity', { Accept: 'application/json' }, query);
    assert.equal(plain.status, 200);
    assert.equal((JSON.parse(plain.body.toString()) as { data: { site: { comments: string } } }).data.site.comments, big.comments);
    const zipped = await raw(api, 'post', '/graphql/', 'br', { Accept: 'application/json' }, query);
    assert.equal(zipped.headers['content-encoding'], 'br');
    assert.ok(varies(zipped));
    assert.deepEqual(decode(zipped), plain.body);
    const doc = await raw(api, 'get', '/api/schema/', 'identity');
    for (const coding of ['br', 'gzip']) {
      const r = await raw(api, 'get', '/api/schema/', coding);
      assert.equal(r.headers['content-encoding'], coding);
      assert.equal(Number(r.headers['content-length']), r.body.length);
      assert.deepEqual(decode(r), doc.body);
      assert.ok(r.body.length < doc.body.length / 10, `${coding}: ${r.body.length} of ${doc.body.length}`);
    }
  });

  it('sends every answer as it is with COMPRESS_RESPONSES=false', async () => {
    const off = await startApi({ COMPRESS_RESPONSES: 'false' });
    try {
      const on = await raw(api, 'get', list(SITES), 'identity');
      for (const path of [list(SITES), '/api/schema/']) {
        const r = await raw(off, 'get', path, 'br, gzip');
        assert.equal(r.status, 200);
        assert.equal(r.headers['content-encoding'], undefined, path);
        assert.ok(!varies(r), `Vary: ${r.headers.vary}`);
        assert.equal(Number(r.headers['content-length']), r.body.length);
        if (path === list(SITES)) assert.deepEqual(r.body, on.body);
      }
    } finally {
      await off.close();
    }
  });
});
