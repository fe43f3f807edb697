import assert from 'node:assert/strict';
import { auth, startApi, type TestApi } from '../support/api.ts';
import { apiPaths, factories } from '../support/factories.ts';

// NetBox 4.x's query features on REST reads and writes: `fields=` and `omit=` (4.0, 4.3) and
// ETags with If-None-Match / If-Match (4.6). pynetbox 7.8 sends `fields=` through
// `filter(fields=...)` / `all(fields=...)` as any other parameter, so these are its requests.

describe('NetBox 4.x query features', function () {
  let api: TestApi;
  let make: ReturnType<typeof factories>;

  before(async () => {
    api = await startApi();
    make = factories(apiPaths(async (path, body) => {
      const r = await api.request.post(path).set(auth).send(body);
      assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
      return r.body;
    }));
  });
  after(() => api.close());

  // One host for every request, so answers of two requests compare whole (their urls too).
  const get = (path: string) => api.request.get(path).set(auth).set('Host', 'netinv.test');

  describe('fields= and omit=', () => {
    it('fields= answers only the named fields, in the representation order, on detail and list', async () => {
      const site = await make.site({ description: 'kept' });
      const detail = await get(`/api/dcim/sites/${site.id}/?fields=name,id,description`);
      assert.equal(detail.status, 200);
      assert.deepEqual(detail.body, { id: site.id, name: site.name, description: 'kept' });
      const list = await get(`/api/dcim/sites/?id=${site.id}&fields=id,status`);
      assert.equal(list.status, 200);
      assert.deepEqual(list.body.results, [{ id: site.id, status: site.status }]);
    });

    it('a related object keeps its brief form; names the model lacks are ignored, as NetBox', async () => {
      const device = await make.device();
      const full = (await get(`/api/dcim/devices/${device.id}/`)).body;
      const r = await get(`/api/dcim/devices/${device.id}/?fields=site,nonexistent,site.name`);
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { site: full.site });
    });

    it('custom_fields, tags and config_context are fields like the others', async () => {
      const device = await make.device();
      const r = await get(`/api/dcim/devices/${device.id}/?fields=custom_fields,tags`);
      assert.deepEqual(r.body, { custom_fields: {}, tags: [] });
      const without = await get(`/api/dcim/devices/${device.id}/?omit=config_context,custom_fields`);
      assert.equal('config_context' in without.body, false);
      assert.equal('custom_fields' in without.body, false);
      assert.equal(without.body.name, device.name);
    });

    it('omit= answers every field but the named ones', async () => {
      const site = await make.site();
      const full = (await get(`/api/dcim/sites/${site.id}/`)).body as Record<string, unknown>;
      const r = await get(`/api/dcim/sites/${site.id}/?omit=description,comments,nothing`);
      const { description: _d, comments: _c, ...rest } = full;
      assert.deepEqual(r.body, rest);
    });

    it('fields= wins over omit=, and either over brief, as NetBox viewsets', async () => {
      const site = await make.site({ description: 'd' });
      const both = await get(`/api/dcim/sites/${site.id}/?fields=id,name&omit=name`);
      assert.deepEqual(both.body, { id: site.id, name: site.name });
      const brief = await get(`/api/dcim/sites/${site.id}/?brief=1&fields=status`);
      assert.deepEqual(brief.body, { status: site.status });
      const briefOmit = await get(`/api/dcim/sites/${site.id}/?brief=1&omit=id`);
      assert.ok('status' in briefOmit.body && 'time_zone' in briefOmit.body, 'omit gives the full form');
      assert.equal('id' in briefOmit.body, false);
    });

    it('an empty fields= or omit= is no choice: the whole object, as without it', async () => {
      const site = await make.site();
      const full = (await get(`/api/dcim/sites/${site.id}/`)).body;
      assert.deepEqual((await get(`/api/dcim/sites/${site.id}/?fields=`)).body, full);
      assert.deepEqual((await get(`/api/dcim/sites/${site.id}/?omit=`)).body, full);
      assert.deepEqual((await get(`/api/dcim/sites/${site.id}/?fields=nothing`)).body, {});
    });

    it('a very long list of names is read up to its cap, not refused or slow', async () => {
      const site = await make.site();
      const names = Array.from({ length: 1000 }, (_, i) => `n${i}`).join(',');
      const r = await get(`/api/dcim/sites/${site.id}/?fields=${names}`);
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, {});
    });

    it('the answer of a write is shaped by fields= too', async () => {
      const site = await make.site();
      const r = await api.request.patch(`/api/dcim/sites/${site.id}/?fields=id,description`).set(auth).send({ description: 'new' });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { id: site.id, description: 'new' });
    });
  });
});
