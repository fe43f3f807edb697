import assert from 'node:assert/strict';
import { catalogue } from '../../generated/catalogue.ts';
import { auth, modelHelpers, startApi, uid, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

// NetBox 4's `display_url` (the object's page in the web UI, absolute as `url`) and NetBox 4.6's
// brief forms with `description` and their counts, as a 4.x client reads them, beside the shapes
// the seed states for 3.x clients at /api/.

const HOST = 'netinv.test';

/** A unique name and slug. */
const named = (prefix: string) => {
  const name = `${prefix}-${uid()}`;
  return { name, slug: name };
};

describe('display_url and NetBox 4.6 brief forms', function () {
  let api: TestApi;
  let make: ReturnType<typeof factories>;

  before(async () => {
    api = await startApi();
    make = factories(modelHelpers(() => api).created);
  });
  after(() => api.close());

  const get = (path: string, host = HOST) => api.request.get(path).set(auth).set('Host', host);

  describe('display_url', () => {
    it('is the absolute URL of the object\'s web UI page, after url, on detail and list', async () => {
      const site = await make.site();
      const detail = await get(`/api/dcim/sites/${site.id}/`);
      assert.equal(detail.status, 200);
      assert.equal(detail.body.display_url, `http://${HOST}/dcim/sites/${site.id}/`);
      assert.deepEqual(Object.keys(detail.body).slice(0, 4), ['id', 'url', 'display_url', 'display']);
      const list = await get(`/api/dcim/sites/?id=${site.id}`);
      assert.equal(list.body.results[0].display_url, `http://${HOST}/dcim/sites/${site.id}/`);
    });

    it('follows the request\'s host and port, as url does', async () => {
      const site = await make.site();
      const r = await get(`/api/dcim/sites/${site.id}/`, 'inventory.example:8443');
      assert.equal(r.body.url, `http://inventory.example:8443/api/dcim/sites/${site.id}/`);
      assert.equal(r.body.display_url, `http://inventory.example:8443/dcim/sites/${site.id}/`);
    });

    it('opens the web UI: the page answers the single-page app', async () => {
      const device = await make.device();
      const r = await get(`/api/dcim/devices/${device.id}/`);
      const page = await api.request.get(new URL(r.body.display_url).pathname);
      assert.equal(page.status, 200);
      assert.match(page.headers['content-type']!, /^text\/html/);
    });

    it('is on every model\'s objects, at /<app>/<path>/<id>/', async () => {
      await make.interface();
      await make.prefix();
      let seen = 0;
      for (const m of catalogue.models) {
        const r = await get(`/api/${m.app}/${m.path}/?limit=1`);
        assert.equal(r.status, 200, `${m.key}: ${JSON.stringify(r.body)}`);
        for (const o of r.body.results) {
          assert.equal(o.display_url, `http://${HOST}/${m.app}/${m.path}/${o.id}/`, m.key);
          seen++;
        }
      }
      assert.ok(seen >= 10, `only ${seen} models had objects`);
    });

    it('is in no brief form nor nested object, as NetBox 4.6', async () => {
      const device = await make.device();
      const brief = await get(`/api/dcim/devices/${device.id}/?brief=1`);
      assert.equal(brief.status, 200);
      assert.equal('display_url' in brief.body, false);
      const full = await get(`/api/dcim/devices/${device.id}/`);
      for (const nested of ['site', 'role', 'device_type']) assert.equal('display_url' in full.body[nested], false, nested);
    });

    it('answers fields= and omit= like any field', async () => {
      const site = await make.site();
      const only = await get(`/api/dcim/sites/${site.id}/?fields=display_url`);
      assert.deepEqual(only.body, { display_url: `http://${HOST}/dcim/sites/${site.id}/` });
      const omitted = await get(`/api/dcim/sites/${site.id}/?omit=display_url`);
      assert.equal('display_url' in omitted.body, false);
      assert.equal(omitted.body.url, `http://${HOST}/api/dcim/sites/${site.id}/`);
    });

    it('is read-only: a write that sends it is taken, the field ignored and named, as NetBox', async () => {
      const site = await make.site();
      const put = await api.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).set('Host', HOST)
        .send({ display_url: 'http://elsewhere.example/x/', description: 'sent back' });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      assert.match(put.headers['x-ignored-fields'] ?? '', /\bdisplay_url\b/);
      assert.equal(put.body.display_url, `http://${HOST}/dcim/sites/${site.id}/`);
      assert.equal(put.body.description, 'sent back');
    });

    it('is in the OpenAPI document\'s full schemas, required, and not in the brief ones', async () => {
      const doc = (await get('/api/schema/?format=json')).body;
      assert.deepEqual(doc.components.schemas.Site.properties.display_url, { type: 'string', format: 'uri', description: 'The object\'s page in the web UI (NetBox 4)' });
      assert.ok(doc.components.schemas.Site.required.includes('display_url'));
      assert.equal('display_url' in doc.components.schemas.BriefSite.properties, false);
    });

    it('is not a GraphQL field, as in NetBox 4.6', async () => {
      const site = await make.site();
      const r = await api.request.post('/graphql/').set(auth).send({ query: `{ site(id: ${site.id}) { display_url } }` });
      assert.equal(r.body.data, undefined);
      assert.match(r.body.errors[0].message, /Cannot query field "display_url"/);
    });
  });

  describe('brief forms', () => {
    it('a device role\'s brief form is NetBox 4.6\'s: description, its counts and its depth', async () => {
      const role = await make.deviceRole({ description: 'core switches' });
      await make.device({ role: role.id });
      await make.device({ role: role.id });
      const r = await get(`/api/dcim/device-roles/${role.id}/?brief=1`);
      assert.deepEqual(r.body, {
        id: role.id, url: `http://${HOST}/api/dcim/device-roles/${role.id}/`, display: role.name, name: role.name, slug: role.slug,
        description: 'core switches', device_count: 2, virtualmachine_count: 0, _depth: 0,
      });
    });

    it('nested objects carry their description, as the Ansible inventory\'s host variables read them', async () => {
      const manufacturer = await make.manufacturer({ description: 'the vendor' });
      const type = await make.deviceType({ manufacturer: manufacturer.id, description: 'the model' });
      const device = await make.device({ device_type: type.id });
      const r = await get(`/api/dcim/devices/${device.id}/`);
      assert.equal(r.body.device_type.description, 'the model');
      assert.equal(r.body.device_type.device_count, 1);
      assert.equal(r.body.device_type.manufacturer.description, 'the vendor');
      assert.equal(r.body.role.description, '');
    });

    it('a region\'s brief counts the sites in it and below it', async () => {
      const parent = (await api.request.post('/api/dcim/regions/').set(auth).send({ ...named('r') })).body;
      const child = (await api.request.post('/api/dcim/regions/').set(auth).send({ ...named('c'), parent: parent.id })).body;
      await make.site({ region: child.id });
      const r = await get(`/api/dcim/regions/${parent.id}/?brief=1`);
      assert.deepEqual(Object.keys(r.body), ['id', 'url', 'display', 'name', 'slug', 'description', 'site_count', '_depth']);
      assert.equal(r.body.site_count, 1);
    });

    it('a circuit\'s brief form names its provider, as NetBox 4.6\'s', async () => {
      const provider = (await api.request.post('/api/circuits/providers/').set(auth).send({ ...named('p') })).body;
      const type = (await api.request.post('/api/circuits/circuit-types/').set(auth).send({ ...named('t') })).body;
      const circuit = (await api.request.post('/api/circuits/circuits/').set(auth).send({ cid: `c-${uid()}`, provider: provider.id, type: type.id })).body;
      const r = await get(`/api/circuits/circuits/${circuit.id}/?brief=1`);
      assert.deepEqual(Object.keys(r.body).sort(), ['cid', 'description', 'display', 'id', 'provider', 'url']);
      assert.deepEqual(r.body.provider, { id: provider.id, url: `http://${HOST}/api/circuits/providers/${provider.id}/`, display: provider.name, name: provider.name, slug: provider.slug, description: '' });
    });

    it('keeps the shapes the seed states at /api/: a prefix, its site and role, an assigned interface, a tag', async () => {
      const site = await make.site({ description: 'not nested' });
      const role = (await api.request.post('/api/ipam/roles/').set(auth).send({ ...named('role'), description: 'not nested' })).body;
      const tag = (await api.request.post('/api/extras/tags/').set(auth).send({ ...named('tag'), description: 'not nested' })).body;
      const prefix = await make.prefix({ site: site.id, role: role.id, description: 'not brief', tags: [tag.id] });
      const brief = await get(`/api/ipam/prefixes/${prefix.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief.body), ['id', 'url', 'display', 'family', 'prefix', '_depth']);
      const full = (await get(`/api/ipam/prefixes/${prefix.id}/`)).body;
      assert.deepEqual(Object.keys(full.site), ['id', 'url', 'display', 'name', 'slug']);
      assert.deepEqual(Object.keys(full.role), ['id', 'url', 'display', 'name', 'slug']);
      assert.deepEqual(Object.keys(full.tags[0]), ['id', 'url', 'display', 'name', 'slug', 'color']);
      const iface = await make.interface({ description: 'not nested' });
      const address = await make.ipAddress({ assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
      const assigned = (await get(`/api/ipam/ip-addresses/${address.id}/`)).body.assigned_object;
      assert.deepEqual(Object.keys(assigned), ['id', 'url', 'display', 'device', 'name', 'cable', 'connection_status']);
      assert.deepEqual(Object.keys(assigned.device), ['id', 'url', 'display', 'display_name', 'name']);
    });
  });
});
