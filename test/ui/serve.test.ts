// How the service serves the web UI (no browser needed): index.html for the UI's own paths,
// its hashed assets cached for good, and the API's paths left to the API.
import assert from 'node:assert/strict';
import { startApi, type TestApi } from '../support/api.ts';
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

  it('leaves the API\'s paths, and other methods, to the API', async () => {
    const r = await api.request.get('/api/nothing-here/');
    assert.equal(r.status, 404);
    assert.match(r.headers['content-type']!, /json/);
    assert.equal((await api.request.post('/dcim/devices/').send({})).status, 404);
    assert.equal((await api.request.get('/api/dcim/sites/')).status, 403, 'the API still wants credentials');
  });
});
