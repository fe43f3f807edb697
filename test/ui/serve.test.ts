// How the service serves the web UI (no browser needed): index.html for the UI's own paths,
// its hashed assets cached for good, and the API's paths left to the API.
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { UI_DIST } from '../../src/http/routes/ui.ts';
import { rawBody, startApi, type TestApi } from '../support/api.ts';
import { made } from '../support/built.ts';

describe('web UI: served at /', function () {
  this.timeout(120_000);
  let api: TestApi;
  before(async () => {
    made('ui');
    api = await startApi();
  });
  after(() => api.close());

  it('answers the UI\'s paths with index.html, which has no inline script or style', async () => {
    for (const path of ['/', '/login/', '/dcim/devices/', '/dcim/devices/3/edit/?x=1', '/search/?q=ams']) {
      const r = await api.request.get(path);
      assert.equal(r.status, 200, path);
      assert.match(r.headers['content-type']!, /^text\/html/);
      assert.equal(r.headers['cache-control'], 'no-cache');
      assert.match(r.text, /<div id="app"><\/div>/);
    }
    const html = (await api.request.get('/')).text;
    assert.equal([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length, 0, 'no inline script');
    assert.doesNotMatch(html, /<style|style=/, 'no inline style');
    assert.doesNotMatch(html, /(src|href)="(https?:)?\/\//, 'nothing from another host');
  });

  it('serves the bundled assets with a long cache lifetime, and 404s for a missing one', async () => {
    const html = (await api.request.get('/')).text;
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    assert.ok(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css')), html);
    for (const a of assets) {
      const r = await api.request.get(a);
      assert.equal(r.status, 200, a);
      assert.match(r.headers['cache-control']!, /max-age=31536000/);
    }
    assert.equal((await api.request.get('/assets/missing-0000.js')).status, 404);
  });

  it('sends an asset compressed in the encoding the browser accepts (brotli, else gzip), the same bytes once decoded', async () => {
    const html = (await api.request.get('/')).text;
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    assert.equal(assets.length, 2, html);
    const raw = (path: string, encoding?: string) => {
      const r = api.request.get(path);
      if (encoding !== undefined) r.set('Accept-Encoding', encoding);
      return r.buffer(true).parse(rawBody);
    };
    for (const a of assets) {
      const file = `${UI_DIST}${a.slice(1)}`;
      const plain = readFileSync(file);
      const identity = await raw(a, 'identity');
      assert.equal(identity.headers['content-encoding'], undefined, a);
      assert.equal(Number(identity.headers['content-length']), plain.length);
      assert.match(identity.headers.vary!, /\bAccept-Encoding\b/);
      // The stored copies hold the asset's own bytes, a fraction of its size.
      assert.deepEqual(brotliDecompressSync(readFileSync(`${file}.br`)), plain);
      assert.deepEqual(gunzipSync(readFileSync(`${file}.gz`)), plain);
      assert.ok(statSync(`${file}.br`).size < plain.length / 5, `${a}: brotli copy`);
      for (const [accepts, encoding, suffix] of [['gzip, deflate, br', 'br', '.br'], ['gzip, deflate', 'gzip', '.gz'], ['br;q=0, gzip', 'gzip', '.gz'], ['br;q=0.5, gzip;q=1', 'gzip', '.gz'], ['*', 'br', '.br'], ['br;q=0, *;q=0.5', 'gzip', '.gz']] as const) {
        const r = await raw(a, accepts);
        assert.equal(r.status, 200, `${a} ${accepts}`);
        assert.equal(r.headers['content-encoding'], encoding, `${a} ${accepts}`);
        assert.equal(Number(r.headers['content-length']), statSync(`${file}${suffix}`).size, `${a} ${accepts}: the stored copy is sent`);
        assert.match(r.headers['content-type']!, a.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
        assert.match(r.headers['cache-control']!, /max-age=31536000/);
        assert.match(r.headers.vary!, /\bAccept-Encoding\b/);
      }
      const head = await api.request.head(a).set('Accept-Encoding', 'br');
      assert.equal(head.status, 200);
      assert.equal(head.headers['content-encoding'], 'br');
    }
    assert.equal((await raw('/assets/missing-0000.js', 'br')).status, 404);
    assert.equal((await raw('/assets/../index.html', 'br')).status, 404);
  });

  it('leaves the API\'s paths, and other methods, to the API', async () => {
    const r = await api.request.get('/api/nothing-here/');
    assert.equal(r.status, 404);
    assert.match(r.headers['content-type']!, /json/);
    assert.equal((await api.request.post('/dcim/devices/').send({})).status, 404);
    assert.equal((await api.request.get('/api/dcim/sites/')).status, 403, 'the API still wants credentials');
  });
});
