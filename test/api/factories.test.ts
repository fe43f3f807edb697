// test/support/factories.ts: each factory creates its object through the API with defaults of its
// own, making what the object needs unless the overrides name it.
import assert from 'node:assert/strict';
import { modelHelpers, startApi, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('tests: the shared factories', () => {
  let api: TestApi;
  before(async () => { api = await startApi(); });
  after(() => api.close());
  const { created, get } = modelHelpers(() => api);
  const make = factories(created);

  it('make a device with its own type, role and site, or in the place given', async () => {
    const device = await make.device();
    assert.ok(device.device_type.id && device.role.id && device.site.id);
    const site = await make.site({ status: 'planned' });
    const again = await make.device({ site: site.id, role: device.role.id });
    assert.deepEqual([again.site.id, again.role.id], [site.id, device.role.id]);
    assert.notEqual(again.device_type.id, device.device_type.id);
    const there = await make.deviceSite();
    const [a, b] = [await there.device(), await there.device({ status: 'offline' })];
    assert.deepEqual([a.site.id, b.site.id, b.device_type.id], [there.site.id, there.site.id, there.deviceType.id]);
    assert.equal(there.deviceType.manufacturer.id, there.manufacturer.id);
  });

  it('make racks, interfaces, tenants, prefixes, VLANs and addresses, each unique', async () => {
    const [r1, r2] = [await make.rack(), await make.rack()];
    assert.notEqual(r1.site.id, r2.site.id);
    const iface = await make.interface();
    assert.equal((await get(`dcim/interfaces/${iface.id}/`)).device.id, iface.device.id);
    const tenant = await make.tenant();
    const [p1, p2] = [await make.prefix({ tenant: tenant.id }), await make.prefix()];
    assert.notEqual(p1.prefix, p2.prefix);
    assert.equal(p1.tenant.id, tenant.id);
    const vlan = await make.vlan({ status: 'reserved' });
    assert.equal(vlan.status.label, 'Reserved');
    const [a1, a2] = [await make.ipAddress(), await make.ipAddress({ assigned_object_type: 'dcim.interface', assigned_object_id: iface.id })];
    assert.notEqual(a1.address, a2.address);
    assert.equal(a2.assigned_object.id, iface.id);
  });
});
