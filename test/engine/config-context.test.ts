import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

// A device's config_context: the active contexts whose assignments all match, deep-merged by
// weight then name, with local_context_data last; regions match below themselves.
describe('engine: config contexts', () => {
  let api: TestApi;
  let device: { id: number };
  let ids: Record<string, number>;
  before(async () => {
    api = await startApi();
    const u = uid();
    const post = async (path: string, body: object) => {
      const r = await api.request.post(path).set(auth).send(body);
      assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
      return r.body as { id: number };
    };
    const europe = await post('/api/dcim/regions/', { name: `eu-${u}`, slug: `eu-${u}` });
    const nl = await post('/api/dcim/regions/', { name: `nl-${u}`, slug: `nl-${u}`, parent: europe.id });
    const site = await post('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, region: nl.id });
    const other = await post('/api/dcim/sites/', { name: `o-${u}`, slug: `o-${u}` });
    const mfr = await post('/api/dcim/manufacturers/', { name: `m-${u}`, slug: `m-${u}` });
    const type = await post('/api/dcim/device-types/', { manufacturer: mfr.id, model: `t-${u}`, slug: `t-${u}` });
    const role = await post('/api/dcim/device-roles/', { name: `r-${u}`, slug: `r-${u}` });
    const tag = await post('/api/extras/tags/', { name: `tag-${u}`, slug: `tag-${u}` });
    device = await post('/api/dcim/devices/', {
      name: `d-${u}`, device_type: type.id, role: role.id, site: site.id, tags: [tag.id],
      local_context_data: { ntp: { servers: ['10.0.0.1'] }, local: true },
    });
    ids = { europe: europe.id, site: site.id, other: other.id, role: role.id, tag: tag.id };
    // Made with unique names and weights; only those assigned here can match this device.
    await post('/api/extras/config-contexts/', { name: `a-${u}`, weight: 100, regions: [europe.id], data: { ntp: { servers: ['1.1.1.1'], prefer: true }, dns: 'eu' } });
    await post('/api/extras/config-contexts/', { name: `b-${u}`, weight: 200, sites: [site.id], roles: [role.id], data: { dns: 'site', syslog: 'x' } });
    await post('/api/extras/config-contexts/', { name: `c-${u}`, weight: 300, sites: [other.id], data: { wrong: 'site' } });
    await post('/api/extras/config-contexts/', { name: `d-${u}`, weight: 400, tags: [tag.id], is_active: false, data: { inactive: true } });
    await post('/api/extras/config-contexts/', { name: `e-${u}`, weight: 500, tags: [tag.id], roles: [role.id], data: { tagged: true } });
  });
  after(() => api.close());

  it('merges the matching contexts by weight, then local_context_data', async () => {
    const r = await api.request.get(`/api/dcim/devices/${device.id}/`).set(auth);
    assert.equal(r.status, 200);
    const cc = r.body.config_context;
    assert.deepEqual(cc.ntp, { servers: ['10.0.0.1'], prefer: true });
    assert.equal(cc.dns, 'site');
    assert.equal(cc.syslog, 'x');
    assert.equal(cc.tagged, true);
    assert.equal(cc.local, true);
    assert.ok(!('wrong' in cc), 'a context of another site does not apply');
    assert.ok(!('inactive' in cc), 'an inactive context does not apply');
  });

  it('is the same in lists, and left out with exclude=config_context', async () => {
    const list = await api.request.get(`/api/dcim/devices/?id=${device.id}`).set(auth);
    assert.equal(list.body.results[0].config_context.dns, 'site');
    const without = await api.request.get(`/api/dcim/devices/?id=${device.id}&exclude=config_context`).set(auth);
    assert.ok(!('config_context' in without.body.results[0]));
  });
});
