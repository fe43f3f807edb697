import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';
import { apiPaths, factories } from '../support/factories.ts';

// The spec's IP address: assigned through the generic relation to an interface, nesting the
// interface and its device; nat_inside / nat_outside; filters through the assignment.
describe('ip address assigned_object', () => {
  let api: TestApi;
  let device: { id: number; name: string };
  let iface: { id: number };
  before(async () => {
    api = await startApi();
    const u = uid();
    const post = async (path: string, body: object) => {
      const r = await api.request.post(path).set(auth).send(body);
      assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
      return r.body;
    };
    device = await factories(apiPaths(post)).device({ name: `d-${u}` }) as typeof device;
    iface = await post('/api/dcim/interfaces/', { device: device.id, name: 'eth0', type: '1000base-t' });
  });
  after(() => api.close());

  it('nests the interface with its device, and filters by device and interface', async () => {
    const ip = await api.request.post('/api/ipam/ip-addresses/').set(auth)
      .send({ address: '192.0.2.10/24', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
    assert.equal(ip.status, 201, JSON.stringify(ip.body));
    assert.deepEqual(ip.body.family, { value: 4, label: 'IPv4' });
    assert.equal(ip.body.assigned_object_type, 'dcim.interface');
    assert.equal(ip.body.assigned_object.id, iface.id);
    assert.equal(ip.body.assigned_object.name, 'eth0');
    const d = ip.body.assigned_object.device;
    assert.deepEqual(Object.keys(d).sort(), ['display', 'display_name', 'id', 'name', 'url']);
    assert.equal(d.name, device.name);
    assert.equal(d.display_name, device.name);
    assert.match(d.url, new RegExp(`/api/dcim/devices/${device.id}/$`));

    for (const q of [`device=${device.name}`, `device_id=${device.id}`, `interface_id=${iface.id}`]) {
      const list = await api.request.get(`/api/ipam/ip-addresses/?${q}`).set(auth);
      assert.equal(list.status, 200);
      assert.deepEqual(list.body.results.map((r: { id: number }) => r.id), [ip.body.id], q);
    }
    const none = await api.request.get(`/api/ipam/ip-addresses/?device_id=${device.id}&interface=eth1`).set(auth);
    assert.equal(none.body.count, 0);
  });

  it('rejects an assignment to a missing object or a type it cannot take', async () => {
    const missing = await api.request.post('/api/ipam/ip-addresses/').set(auth)
      .send({ address: '192.0.2.11/24', assigned_object_type: 'dcim.interface', assigned_object_id: 2147483000 });
    assert.equal(missing.status, 400);
    assert.ok(missing.body.assigned_object_id);
    const wrongType = await api.request.post('/api/ipam/ip-addresses/').set(auth)
      .send({ address: '192.0.2.12/24', assigned_object_type: 'dcim.site', assigned_object_id: 1 });
    assert.equal(wrongType.status, 400);
  });

  it('shows nat_inside and, from the other side, nat_outside', async () => {
    const inside = await api.request.post('/api/ipam/ip-addresses/').set(auth).send({ address: '10.9.9.9/32' });
    const outside = await api.request.post('/api/ipam/ip-addresses/').set(auth).send({ address: '203.0.113.9/32', nat_inside: inside.body.id });
    assert.equal(outside.status, 201, JSON.stringify(outside.body));
    assert.equal(outside.body.nat_inside.id, inside.body.id);
    assert.equal(outside.body.nat_outside, null);
    const again = await api.request.get(`/api/ipam/ip-addresses/${inside.body.id}/`).set(auth);
    assert.equal(again.body.nat_outside.id, outside.body.id);
    assert.equal(again.body.nat_outside.address, '203.0.113.9/32');
  });

  it('deletes the addresses of a deleted interface, as NetBox does', async () => {
    const u = uid();
    const extra = await api.request.post('/api/dcim/interfaces/').set(auth).send({ device: device.id, name: `tmp-${u}`, type: 'virtual' });
    const ip = await api.request.post('/api/ipam/ip-addresses/').set(auth)
      .send({ address: '198.51.100.7/24', assigned_object_type: 'dcim.interface', assigned_object_id: extra.body.id });
    assert.equal(ip.status, 201, JSON.stringify(ip.body));
    assert.equal((await api.request.delete(`/api/dcim/interfaces/${extra.body.id}/`).set(auth)).status, 204);
    assert.equal((await api.request.get(`/api/ipam/ip-addresses/${ip.body.id}/`).set(auth)).status, 404);
  });
});
