import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

// NetBox 4.x's query features on REST reads and writes: `fields=` and `omit=` (4.0, 4.3) and
// ETags with If-None-Match / If-Match (4.6). pynetbox 7.8 sends `fields=` through
// `filter(fields=...)` / `all(fields=...)` as any other parameter, so these are its requests.

describe('NetBox 4.x query features', function () {
  let api: TestApi;
  let make: ReturnType<typeof factories>;

  before(async () => {
    api = await startApi();
    make = factories(modelHelpers(() => api).created);
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

  describe('ETags (NetBox 4.6)', () => {
    const TAG = /^W\/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00"$/;

    it('a detail read carries the weak tag of last_updated; a list has none', async () => {
      const site = await make.site();
      const r = await get(`/api/dcim/sites/${site.id}/`);
      assert.match(r.headers.etag ?? '', TAG);
      const stamp = (r.body.last_updated as string).replace('Z', '+00:00');
      assert.equal(r.headers.etag, `W/"${stamp}"`);
      assert.equal((await get(`/api/dcim/sites/?id=${site.id}`)).headers.etag, undefined);
    });

    it('If-None-Match with the current tag is a 304 without a body; a stale one the object', async () => {
      const site = await make.site();
      const tag = (await get(`/api/dcim/sites/${site.id}/`)).headers.etag!;
      const same = await get(`/api/dcim/sites/${site.id}/`).set('If-None-Match', tag);
      assert.equal(same.status, 304);
      assert.equal(same.text, '');
      assert.equal(same.headers.etag, tag);
      const strong = await get(`/api/dcim/sites/${site.id}/`).set('If-None-Match', `"x", ${tag.slice(2)}`);
      assert.equal(strong.status, 304, 'compared weakly');
      const stale = await get(`/api/dcim/sites/${site.id}/`).set('If-None-Match', 'W/"2000-01-01T00:00:00.000000+00:00"');
      assert.equal(stale.status, 200);
      assert.equal(stale.body.id, site.id);
    });

    it('a single write answers its new tag: create and change, not bulk', async () => {
      const created = await api.request.post('/api/dcim/sites/').set(auth).send({ name: `s-${Date.now()}`, slug: `s-${Date.now()}` });
      assert.equal(created.status, 201);
      assert.match(created.headers.etag ?? '', TAG);
      const changed = await api.request.patch(`/api/dcim/sites/${created.body.id}/`).set(auth).send({ description: 'x' });
      assert.match(changed.headers.etag ?? '', TAG);
      assert.equal(changed.headers.etag, (await get(`/api/dcim/sites/${created.body.id}/`)).headers.etag);
      const bulk = await api.request.patch('/api/dcim/sites/').set(auth).send([{ id: created.body.id, description: 'y' }]);
      assert.equal(bulk.status, 200);
      assert.equal(bulk.headers.etag, undefined);
    });

    it('If-Match with the current tag lets PATCH, PUT and DELETE through', async () => {
      const site = await make.site();
      let tag = (await get(`/api/dcim/sites/${site.id}/`)).headers.etag!;
      const patched = await api.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).set('If-Match', tag).send({ description: 'p' });
      assert.equal(patched.status, 200);
      tag = patched.headers.etag!;
      const put = await api.request.put(`/api/dcim/sites/${site.id}/`).set(auth).set('If-Match', `W/"other", ${tag}`).send({ name: site.name, slug: site.slug, status: 'planned' });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      const deleted = await api.request.delete(`/api/dcim/sites/${site.id}/`).set(auth).set('If-Match', put.headers.etag!);
      assert.equal(deleted.status, 204);
    });

    it('a stale If-Match is a 412 with the current tag, and nothing changes', async () => {
      const site = await make.site({ description: 'before' });
      const tag = (await get(`/api/dcim/sites/${site.id}/`)).headers.etag!;
      const stale = 'W/"2000-01-01T00:00:00.000000+00:00"';
      for (const req of [
        api.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).set('If-Match', stale).send({ description: 'after' }),
        api.request.put(`/api/dcim/sites/${site.id}/`).set(auth).set('If-Match', stale).send({ name: site.name, slug: site.slug, description: 'after' }),
        api.request.delete(`/api/dcim/sites/${site.id}/`).set(auth).set('If-Match', stale),
      ]) {
        const r = await req;
        assert.equal(r.status, 412);
        assert.deepEqual(r.body, { detail: 'Precondition failed.' });
        assert.equal(r.headers.etag, tag);
      }
      const after = await get(`/api/dcim/sites/${site.id}/`);
      assert.equal(after.body.description, 'before');
      assert.equal(after.headers.etag, tag);
      const changes = await get(`/api/extras/object-changes/?changed_object_type=dcim.site&changed_object_id=${site.id}`);
      assert.equal(changes.body.count, 1, 'only the create is logged');
    });

    it('If-Match: * and a tag once current but since changed', async () => {
      const site = await make.site();
      const first = (await get(`/api/dcim/sites/${site.id}/`)).headers.etag!;
      const any = await api.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).set('If-Match', '*').send({ description: 'a' });
      assert.equal(any.status, 200);
      assert.notEqual(any.headers.etag, first);
      const late = await api.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).set('If-Match', first).send({ description: 'b' });
      assert.equal(late.status, 412);
    });

    it('a missing object is a 404 whatever If-Match says', async () => {
      const r = await api.request.patch('/api/dcim/sites/2147483647/').set(auth).set('If-Match', 'W/"x"').send({ description: 'x' });
      assert.equal(r.status, 404);
    });
  });
});
