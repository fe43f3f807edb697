// GET /api/dcim/devices/<id>/devlib/available/: the spec's four conditions for the web UI's
// live data tabs, answered by the server for the user asking, with a reason for each one that
// fails; it agrees with the device's devlib_available field and with the live endpoint's
// permission check, and never connects to the device.
import assert from 'node:assert/strict';
import { auth, grant, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories, type DeviceSite } from '../support/factories.ts';

describe('live data availability of a device', function () {
  this.timeout(60_000);
  let api: TestApi;
  const h = modelHelpers(() => api);
  let place: DeviceSite;
  let n = 0;

  before(async () => {
    api = await startApi({ DEVLIB_USERNAME: 'netops', DEVLIB_PASSWORD: 'secret-of-the-day' });
    place = await factories(h.created).deviceSite();
  });
  after(async () => api.close());

  /** A device meeting the device's three conditions, but for those `o` takes away. */
  const device = async (o: { status?: string; address?: boolean; platform?: boolean; driver?: string } = {}) => {
    const tag = uid();
    const platform = o.platform === false ? null : await h.created('dcim/platforms', { name: `p-${tag}`, slug: `p-${tag}`, devlib_driver: o.driver ?? 'ios' });
    const d = await place.device({ name: `d-${tag}`, status: o.status ?? 'active', platform: platform?.id ?? null });
    if (o.address !== false) {
      n += 1;
      const iface = await h.created('dcim/interfaces', { device: d.id, name: 'mgmt0', type: 'virtual' });
      const ip = await h.created('ipam/ip-addresses', { address: `198.18.${Math.floor(Math.random() * 250)}.${n % 250 + 1}/32`, vrf: (await h.created('ipam/vrfs', { name: `v-${tag}` })).id, assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
      const r = await h.patch('dcim/devices', d.id, { primary_ip4: ip.id });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
    return d;
  };
  const availability = (id: number, headers: Record<string, string> = auth) => api.request.get(`/api/dcim/devices/${id}/devlib/available/`).set(headers);
  const field = async (id: number) => (await h.get(`dcim/devices/${id}/`)).devlib_available;

  it('is available when the device is active, has a primary IP and a platform with a driver, and the user may read live data', async () => {
    const d = await device();
    const r = await availability(d.id);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body, { available: true, device_available: true, permitted: true, reasons: [] });
    assert.equal(await field(d.id), true);
    const pinned = await api.request.get(`/v4.6/api/dcim/devices/${d.id}/devlib/available/`).set(auth);
    assert.equal(pinned.status, 200);
    assert.equal(pinned.body.available, true);
  });

  it('is not available when any one of the device\'s conditions fails, saying which', async () => {
    const cases: Array<[Parameters<typeof device>[0], RegExp]> = [
      [{ status: 'planned' }, /status is planned, not active/],
      [{ address: false }, /no primary IP address/],
      [{ platform: false }, /has no platform/],
      [{ driver: '' }, /has no devlib driver/],
    ];
    for (const [o, reason] of cases) {
      const d = await device(o);
      const r = await availability(d.id);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.available, false, JSON.stringify(o));
      assert.equal(r.body.device_available, false);
      assert.equal(r.body.permitted, true);
      assert.equal(r.body.reasons.length, 1, JSON.stringify(r.body.reasons));
      assert.match(r.body.reasons[0], reason);
      assert.equal(await field(d.id), false, 'the same as the device\'s devlib_available');
    }
  });

  it('needs dcim.devlib_read_device on the device, constraints included; 404 for a device the user cannot see; 403 anonymous', async () => {
    const active = await device();
    const username = `avail-${uid()}`;
    const user = await h.created('users/users', { username, password: 'a-long-password' });
    const token = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    const as = { Authorization: `Token ${token.body.key}` };
    await grant(api, user.id, ['dcim.device'], ['view'], { name: active.name });
    const without = await availability(active.id, as);
    assert.equal(without.status, 200, JSON.stringify(without.body));
    assert.deepEqual(without.body, { available: false, device_available: true, permitted: false, reasons: ['You do not have the permission dcim.devlib_read_device on this device.'] });
    // The live endpoint refuses the same user.
    assert.equal((await api.request.get(`/api/dcim/devices/${active.id}/devlib/?method=get_facts`).set(as)).status, 403);

    await grant(api, user.id, ['dcim.device'], ['devlib_read'], { status: 'planned' });
    assert.equal((await availability(active.id, as)).body.permitted, false, 'outside the permission\'s constraints');
    await grant(api, user.id, ['dcim.device'], ['devlib_read'], { status: 'active' });
    assert.deepEqual((await availability(active.id, as)).body, { available: true, device_available: true, permitted: true, reasons: [] });

    const unseen = await device();
    assert.equal((await availability(unseen.id, as)).status, 404, 'outside the view permission');
    assert.equal((await availability(2147483000)).status, 404);
    assert.equal((await api.request.get(`/api/dcim/devices/${active.id}/devlib/available/`)).status, 403);
  });

  it('is an endpoint of the device like its others: GET only, in the OpenAPI document, no other nested name', async () => {
    const d = await device();
    const post = await api.request.post(`/api/dcim/devices/${d.id}/devlib/available/`).set(auth).send({});
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, OPTIONS');
    assert.equal((await api.request.get(`/api/dcim/devices/${d.id}/devlib/other/`).set(auth)).status, 404);
    assert.equal((await api.request.get(`/api/dcim/sites/${place.site.id}/devlib/available/`).set(auth)).status, 404, 'a device\'s action only');
    const doc = (await api.request.get('/api/schema/?format=json').set(auth)).body;
    assert.equal(doc.paths['/api/dcim/devices/{id}/devlib/available/']?.get?.operationId, 'dcim_devices_devlib_available_retrieve');
  });
});
