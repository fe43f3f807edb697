// Virtual device contexts (NetBox 3.7 VirtualDeviceContext): a partition of a device that its
// interfaces are assigned to (the interface's `vdcs`), with a primary address on one of the
// device's interfaces.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('models: dcim virtual device contexts', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, post, patch, del, get, created, refused, ids, brief } = modelHelpers(() => api);

  it('creates a VDC with every field, assigns interfaces to it, filters both ways, and keeps NetBox\'s rules', async () => {
    const u = uid();
    const { device } = await factories(created).deviceSite();
    const dev = await device({ name: `n7k-${u}` });
    const other = await device({ name: `o-${u}` });
    const tenant = await created('tenancy/tenants', { name: `t-${u}`, slug: `t-${u}` });
    const eth = await created('dcim/interfaces', { device: dev.id, name: `eth1-${u}`, type: '10gbase-x-sfpp' });
    const mine = await created('ipam/ip-addresses', { address: '100.79.21.10/24', assigned_object_type: 'dcim.interface', assigned_object_id: eth.id });
    const stray = await created('ipam/ip-addresses', { address: '100.79.21.11/24' });

    await refused(post('dcim/virtual-device-contexts', { name: `admin-${u}`, device: dev.id }), 'status', /required/);
    await refused(post('dcim/virtual-device-contexts', { name: `admin-${u}`, device: dev.id, status: 'up' }), 'status', /not a valid choice/);
    await refused(post('dcim/virtual-device-contexts', { name: `admin-${u}`, device: dev.id, status: 'active', primary_ip4: stray.id }), 'primary_ip4', /not assigned to this device/);
    const vdc = await created('dcim/virtual-device-contexts', {
      name: `admin-${u}`, device: dev.id, identifier: 1, tenant: tenant.id, status: 'active', primary_ip4: mine.id, description: 'd', comments: 'c', tags: [],
    });
    assert.deepEqual(Object.keys(vdc), ['id', 'url', 'display_url', 'display', 'name', 'device', 'identifier', 'tenant', 'primary_ip', 'primary_ip4', 'primary_ip6',
      'status', 'description', 'comments', 'interface_count', 'owner', 'tags', 'custom_fields', 'created', 'last_updated']);
    assert.equal(vdc.url, `http://${host}/api/dcim/virtual-device-contexts/${vdc.id}/`);
    assert.deepEqual(vdc.status, { value: 'active', label: 'Active' });
    assert.equal(vdc.primary_ip.id, mine.id);
    assert.equal(vdc.interface_count, 0);
    const second = await created('dcim/virtual-device-contexts', { name: `prod-${u}`, device: dev.id, identifier: 2, status: 'planned' });
    await refused(post('dcim/virtual-device-contexts', { name: `admin-${u}`, device: dev.id, status: 'active' }), '__all__', /Device and Name already exists/);
    await refused(post('dcim/virtual-device-contexts', { name: `x-${u}`, device: dev.id, identifier: 1, status: 'active' }), '__all__', /Device and Identifier already exists/);
    // The same name on another device is fine.
    const elsewhere = await created('dcim/virtual-device-contexts', { name: `admin-${u}`, device: other.id, status: 'offline' });

    // Interfaces name their VDCs (vdcs), read nested as {id, url, display, name, identifier, device}.
    const assigned = await patch('dcim/interfaces', eth.id, { vdcs: [vdc.id, second.id] });
    assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
    assert.deepEqual(assigned.body.vdcs.map((v: Obj) => Object.keys(v).sort()), [['description', 'device', 'display', 'id', 'identifier', 'name', 'url'], ['description', 'device', 'display', 'id', 'identifier', 'name', 'url']]);
    assert.deepEqual(assigned.body.vdcs.map((v: Obj) => v.id), [vdc.id, second.id]);
    assert.deepEqual(assigned.body.vdcs[0], { ...brief(vdc, 'name', 'identifier', 'description'), device: vdc.device });
    assert.equal((await get(`dcim/virtual-device-contexts/${vdc.id}/`)).interface_count, 1);
    assert.deepEqual(await ids(`dcim/interfaces/?vdc_id=${second.id}`), [eth.id]);
    assert.deepEqual(await ids(`dcim/interfaces/?vdc=admin-${u}&device_id=${dev.id}`), [eth.id]);
    assert.deepEqual(await ids(`dcim/interfaces/?vdc_identifier=2&device_id=${dev.id}`), [eth.id]);

    for (const [query, expected] of [
      [`device_id=${dev.id}`, [vdc.id, second.id]],
      [`device=${other.id}`, [elsewhere.id]],
      [`name=admin-${u}`, [vdc.id, elsewhere.id]],
      [`device_id=${dev.id}&status=planned`, [second.id]],
      [`tenant=t-${u}`, [vdc.id]],
      [`device_id=${dev.id}&has_primary_ip=true`, [vdc.id]],
      [`device_id=${dev.id}&has_primary_ip=false`, [second.id]],
      [`q=prod-${u}`, [second.id]],
    ] as const) assert.deepEqual(await ids(`dcim/virtual-device-contexts/?${query}`), [...expected].sort((a, b) => a - b), query);

    // The device is protected while it has VDCs; deleting a VDC takes it off its interfaces.
    assert.equal((await del('dcim/devices', other.id)).status, 409);
    assert.equal((await del('dcim/virtual-device-contexts', second.id)).status, 204);
    assert.deepEqual((await get(`dcim/interfaces/${eth.id}/`)).vdcs.map((v: Obj) => v.id), [vdc.id]);
    assert.equal((await api.request.get(`/api/dcim/virtual-device-contexts/?device_id=${dev.id}`).set(auth)).body.count, 1);
  });
});
