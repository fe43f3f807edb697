// The rules of addresses, prefixes and aggregates (NetBox 3.7 IPAddress.clean, Prefix.clean,
// Aggregate.clean, Device.clean and VirtualMachine.clean on primary addresses): each refusal
// is a 400 naming the field, and a refused write changes nothing.
import assert from 'node:assert/strict';
import { modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('ipam: address, prefix and aggregate rules', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, get, created, refused } = modelHelpers(() => api);
  const make = factories(created);
  /** A /24 no other test uses: 10.x.y.0/24. */
  const net = () => {
    const u = uid();
    return `10.${parseInt(u.slice(0, 2), 16)}.${parseInt(u.slice(2, 4), 16)}`;
  };

  async function devices(u: string) {
    const { manufacturer: mf, deviceType: dt, site, role, device: there } = await make.deviceSite();
    const device = (name: string, extra: object = {}) => there({ name: `${name}-${u}`, ...extra });
    const iface = (dev: Obj, name: string, extra: object = {}) => created('dcim/interfaces', { device: dev.id, name, type: '1000base-t', ...extra });
    return { mf, dt, site, role, device, iface };
  }
  const on = (iface: Obj, extra: object = {}) => ({ assigned_object_type: 'dcim.interface', assigned_object_id: iface.id, ...extra });

  it("a device's primary and out-of-band addresses sit on its own interfaces (or NAT to one), of the right family", async () => {
    const u = uid();
    const n = net();
    const { device, iface } = await devices(u);
    const a = await device('a');
    const b = await device('b');
    const ia = await iface(a, 'eth0');
    const ib = await iface(b, 'eth0');
    const mine = await created('ipam/ip-addresses', { address: `${n}.1/24`, ...on(ia) });
    const theirs = await created('ipam/ip-addresses', { address: `${n}.2/24`, ...on(ib) });
    const loose = await created('ipam/ip-addresses', { address: `${n}.3/24` });
    const v6 = await created('ipam/ip-addresses', { address: `2001:db8:${u.slice(0, 4)}::1/64`, ...on(ia) });

    await refused(patch('dcim/devices', a.id, { primary_ip4: theirs.id }), 'primary_ip4', new RegExp(`^The specified IP address \\(${n.replace(/\./g, '\\.')}\\.2/24\\) is not assigned to this device\\.$`));
    await refused(patch('dcim/devices', a.id, { primary_ip4: loose.id }), 'primary_ip4', /is not assigned to this device/);
    await refused(patch('dcim/devices', a.id, { primary_ip4: v6.id }), 'primary_ip4', /^2001:db8:.*::1\/64 is not an IPv4 address\.$/);
    await refused(patch('dcim/devices', a.id, { primary_ip6: mine.id }), 'primary_ip6', /is not an IPv6 address/);
    await refused(patch('dcim/devices', a.id, { oob_ip: theirs.id }), 'oob_ip', /is not assigned to this device/);
    assert.equal((await get(`dcim/devices/${a.id}/`)).primary_ip4, null);

    const ok = await patch('dcim/devices', a.id, { primary_ip4: mine.id, primary_ip6: v6.id, oob_ip: mine.id });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.primary_ip4.id, mine.id);
    assert.equal(ok.body.primary_ip.id, v6.id);

    // The outside address of a NAT whose inside address is on the device.
    const outside = await created('ipam/ip-addresses', { address: `${n}.200/24`, nat_inside: mine.id });
    const swapped = await patch('dcim/devices', a.id, { primary_ip4: outside.id });
    assert.equal(swapped.status, 200, JSON.stringify(swapped.body));

    // A new device has no interfaces yet, so it can name no primary address.
    await refused(post('dcim/devices', { name: `c-${u}`, device_type: a.device_type.id, role: a.role.id, site: a.site.id, primary_ip4: loose.id }), 'primary_ip4', /not assigned to this device/);
  });

  it("a virtual chassis member's non-management interfaces count for the chassis' devices", async () => {
    const u = uid();
    const n = net();
    const { device, iface } = await devices(u);
    const vc = await created('dcim/virtual-chassis', { name: `vc-${u}` });
    const m1 = await device('m1', { virtual_chassis: vc.id, vc_position: 1 });
    const m2 = await device('m2', { virtual_chassis: vc.id, vc_position: 2 });
    const data = await iface(m2, 'eth1');
    const mgmt = await iface(m2, 'mgmt0', { mgmt_only: true });
    const onData = await created('ipam/ip-addresses', { address: `${n}.1/24`, ...on(data) });
    const onMgmt = await created('ipam/ip-addresses', { address: `${n}.2/24`, ...on(mgmt) });
    assert.equal((await patch('dcim/devices', m1.id, { primary_ip4: onData.id })).status, 200);
    await refused(patch('dcim/devices', m1.id, { primary_ip4: onMgmt.id }), 'primary_ip4', /not assigned to this device/);
  });

  it("a VM's primary addresses sit on its own interfaces", async () => {
    const u = uid();
    const n = net();
    const type = await created('virtualization/cluster-types', { name: `ct-${u}`, slug: `ct-${u}` });
    const cluster = await created('virtualization/clusters', { name: `c-${u}`, type: type.id });
    const vm = await created('virtualization/virtual-machines', { name: `vm-${u}`, cluster: cluster.id });
    const other = await created('virtualization/virtual-machines', { name: `vm2-${u}`, cluster: cluster.id });
    const i1 = await created('virtualization/interfaces', { virtual_machine: vm.id, name: 'eth0' });
    const i2 = await created('virtualization/interfaces', { virtual_machine: other.id, name: 'eth0' });
    const mine = await created('ipam/ip-addresses', { address: `${n}.1/24`, assigned_object_type: 'virtualization.vminterface', assigned_object_id: i1.id });
    const theirs = await created('ipam/ip-addresses', { address: `${n}.2/24`, assigned_object_type: 'virtualization.vminterface', assigned_object_id: i2.id });
    await refused(patch('virtualization/virtual-machines', vm.id, { primary_ip4: theirs.id }), 'primary_ip4', /^The specified IP address \(.*\) is not assigned to this VM\.$/);
    await refused(patch('virtualization/virtual-machines', vm.id, { primary_ip6: mine.id }), 'primary_ip6', /^Must be an IPv6 address\. \(.* is an IPv4 address\.\)$/);
    assert.equal((await patch('virtualization/virtual-machines', vm.id, { primary_ip4: mine.id })).status, 200);
    await refused(patch('ipam/ip-addresses', mine.id, { assigned_object_id: i2.id }), 'non_field_errors', /^Cannot reassign IP address/);
  });

  it("a primary address stays on its device: moving it to another device or unassigning it is refused", async () => {
    const u = uid();
    const n = net();
    const { device, iface } = await devices(u);
    const a = await device('a');
    const b = await device('b');
    const eth0 = await iface(a, 'eth0');
    const eth1 = await iface(a, 'eth1');
    const ib = await iface(b, 'eth0');
    const ip = await created('ipam/ip-addresses', { address: `${n}.1/24`, ...on(eth0) });
    assert.equal((await patch('dcim/devices', a.id, { primary_ip4: ip.id })).status, 200);
    const message = /^Cannot reassign IP address while it is designated as the primary IP for the parent object$/;
    await refused(patch('ipam/ip-addresses', ip.id, on(ib)), 'non_field_errors', message);
    await refused(patch('ipam/ip-addresses', ip.id, { assigned_object_type: null, assigned_object_id: null }), 'non_field_errors', message);
    assert.equal((await get(`ipam/ip-addresses/${ip.id}/`)).assigned_object.id, eth0.id);
    // Another interface of the same device is fine.
    assert.equal((await patch('ipam/ip-addresses', ip.id, on(eth1))).status, 200);
  });

  it('an interface address is not its subnet\'s network ID or IPv4 broadcast, except on point-to-point links', async () => {
    const u = uid();
    const n = net();
    const { device, iface } = await devices(u);
    const eth = await iface(await device('a'), 'eth0');
    await refused(post('ipam/ip-addresses', { address: `${n}.0/24`, ...on(eth) }), 'non_field_errors', new RegExp(`^${n.replace(/\./g, '\\.')}\\.0 is a network ID, which may not be assigned to an interface\\.$`));
    await refused(post('ipam/ip-addresses', { address: `${n}.255/24`, ...on(eth) }), 'non_field_errors', /is a broadcast address, which may not be assigned to an interface\.$/);
    await refused(post('ipam/ip-addresses', { address: `2001:db8:${u.slice(0, 4)}::/64`, ...on(eth) }), 'non_field_errors', /is a network ID/);
    // Unassigned, the same values are fine; so are /31 and IPv6 /127 ends.
    await created('ipam/ip-addresses', { address: `${n}.0/24` });
    await created('ipam/ip-addresses', { address: `${n}.254/31`, ...on(eth) });
    await created('ipam/ip-addresses', { address: `${n}.255/31`, role: 'anycast', ...on(eth) });
    await created('ipam/ip-addresses', { address: `2001:db8:${u.slice(4, 8)}::/127`, ...on(eth) });
    // Assigning a stored network ID later is refused too.
    const stored = await created('ipam/ip-addresses', { address: `${n}.128/25` });
    await refused(patch('ipam/ip-addresses', stored.id, on(eth)), 'non_field_errors', /is a network ID/);
  });

  it('/0 is refused for addresses, prefixes and aggregates', async () => {
    await refused(post('ipam/ip-addresses', { address: '10.1.2.3/0' }), 'address', /^Cannot create IP address with \/0 mask\.$/);
    await refused(post('ipam/prefixes', { prefix: '0.0.0.0/0' }), 'prefix', /^Cannot create prefix with \/0 mask\.$/);
    await refused(post('ipam/prefixes', { prefix: '::/0' }), 'prefix', /^Cannot create prefix with \/0 mask\.$/);
    const rir = await created('ipam/rirs', { name: `rir-${uid()}`, slug: `rir-${uid()}` });
    await refused(post('ipam/aggregates', { prefix: '0.0.0.0/0', rir: rir.id }), 'prefix', /^Cannot create aggregate with \/0 mask\.$/);
  });

  it('aggregates never overlap, and prefixes inside one are found with within', async () => {
    const u = uid();
    const rir = await created('ipam/rirs', { name: `rir-${u}`, slug: `rir-${u}` });
    // A /16 of 100.64.0.0/10 no other test uses.
    const block = `100.${64 + (parseInt(u.slice(0, 2), 16) % 64)}.${parseInt(u.slice(2, 4), 16)}`;
    const agg = await created('ipam/aggregates', { prefix: `${block}.0/24`, rir: rir.id });
    await refused(post('ipam/aggregates', { prefix: `${block}.128/25`, rir: rir.id }), 'prefix',
      new RegExp(`^Aggregates cannot overlap\\. ${block.replace(/\./g, '\\.')}\\.128/25 is already covered by an existing aggregate \\(${block.replace(/\./g, '\\.')}\\.0/24\\)\\.$`));
    await refused(post('ipam/aggregates', { prefix: `${block.split('.').slice(0, 2).join('.')}.0.0/16`, rir: rir.id }), 'prefix', /^Prefixes cannot overlap aggregates\. .* covers an existing aggregate/);
    // Editing an aggregate does not collide with itself.
    assert.equal((await patch('ipam/aggregates', agg.id, { prefix: `${block}.0/24`, description: 'x' })).status, 200);
    const inside = await created('ipam/prefixes', { prefix: `${block}.64/26` });
    await created('ipam/prefixes', { prefix: `${block.split('.').slice(0, 2).join('.')}.${(parseInt(block.split('.')[2]!) + 1) % 256}.0/26` });
    const within = await get(`ipam/prefixes/?within=${block}.0/24`);
    assert.deepEqual(within.results.map((p: Obj) => p.id), [inside.id]);
    assert.equal(agg.rir.id, rir.id);
  });

  it('SLAAC is IPv6 only; DNS names are stored in lower case and checked', async () => {
    const n = net();
    await refused(post('ipam/ip-addresses', { address: `${n}.9/24`, status: 'slaac' }), 'status', /^Only IPv6 addresses can be assigned SLAAC status$/);
    await created('ipam/ip-addresses', { address: `2001:db8:${uid().slice(0, 4)}::9/64`, status: 'slaac' });
    const ip = await created('ipam/ip-addresses', { address: `${n}.10/24`, dns_name: 'Router1.Example.COM' });
    assert.equal(ip.dns_name, 'router1.example.com');
    await refused(post('ipam/ip-addresses', { address: `${n}.11/24`, dns_name: 'bad name!' }), 'dns_name', /Only alphanumeric characters/);
  });

  it('NAT: an address is not its own inside address, and an inside address has one outside address', async () => {
    const n = net();
    const inside = await created('ipam/ip-addresses', { address: `${n}.1/24` });
    await refused(patch('ipam/ip-addresses', inside.id, { nat_inside: inside.id }), 'nat_inside', /^An IP address cannot be its own inside NAT address\.$/);
    const outside = await created('ipam/ip-addresses', { address: `${n}.2/24`, nat_inside: inside.id });
    assert.equal(outside.nat_inside.id, inside.id);
    assert.equal((await get(`ipam/ip-addresses/${inside.id}/`)).nat_outside.id, outside.id);
    await refused(post('ipam/ip-addresses', { address: `${n}.3/24`, nat_inside: inside.id }), 'nat_inside', /already has an outside address/);
    // Re-saving the outside address with the same inside one is fine.
    assert.equal((await patch('ipam/ip-addresses', outside.id, { nat_inside: inside.id })).status, 200);
    await refused(post('ipam/ip-addresses', { address: `${n}.4/24`, nat_inside: 2147483647 }), 'nat_inside');
  });

  it('assigned_object must exist and be an interface, VM interface or FHRP group', async () => {
    const n = net();
    const r1 = await post('ipam/ip-addresses', { address: `${n}.1/24`, assigned_object_type: 'dcim.site', assigned_object_id: 1 });
    assert.equal(r1.status, 400, JSON.stringify(r1.body));
    assert.ok(r1.body.assigned_object_type, JSON.stringify(r1.body));
    const r2 = await post('ipam/ip-addresses', { address: `${n}.1/24`, assigned_object_type: 'dcim.interface', assigned_object_id: 2147483647 });
    assert.equal(r2.status, 400, JSON.stringify(r2.body));
    const group = await created('ipam/fhrp-groups', { protocol: 'vrrp2', group_id: 7 });
    const ip = await created('ipam/ip-addresses', { address: `${n}.1/24`, role: 'vip', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id });
    assert.equal(ip.assigned_object.id, group.id);
  });

  it("a platform limited to a manufacturer takes only that manufacturer's device types", async () => {
    const u = uid();
    const { device, mf } = await devices(u);
    const other = await make.manufacturer();
    const platform = await created('dcim/platforms', { name: `p-${u}`, slug: `p-${u}`, manufacturer: other.id });
    const dev = await device('a');
    await refused(patch('dcim/devices', dev.id, { platform: platform.id }), 'platform',
      new RegExp(`^The assigned platform is limited to ${other.name} device types, but this device's type belongs to ${mf.name}\\.$`));
    const anyone = await created('dcim/platforms', { name: `q-${u}`, slug: `q-${u}` });
    assert.equal((await patch('dcim/devices', dev.id, { platform: anyone.id })).status, 200);
  });
});
