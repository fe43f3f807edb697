// Device interfaces (NetBox 3.7 Interface.clean/save, InterfaceSerializer.validate): parent,
// bridge and LAG within the device or its virtual chassis, what virtual and wireless types may
// carry, wireless channels, and 802.1Q modes with VLANs of the device's site or global.
import assert from 'node:assert/strict';
import { modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('models: dcim interfaces', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, get, created, refused, sorted } = modelHelpers(() => api);

  const make = factories(created);

  async function world(u: string) {
    const { site, device } = await make.deviceSite();
    const other = await make.site();
    const dev = await device({ name: `d-${u}` });
    const local = await created('ipam/vlans', { vid: 10, name: `local-${u}`, site: site.id });
    const global = await created('ipam/vlans', { vid: 20, name: `global-${u}` });
    const foreign = await created('ipam/vlans', { vid: 30, name: `foreign-${u}`, site: other.id });
    return { dev, device, local, global, foreign };
  }
  const iface = (device: number, body: object) => post('dcim/interfaces', { device, name: `e-${uid()}`, type: '1000base-t', ...body });

  it('802.1Q: tagged VLANs only in tagged mode; VLANs are global or of the device\'s site; leaving a mode drops its VLANs', async () => {
    const u = uid();
    const w = await world(u);
    const on = (body: object) => iface(w.dev.id, body);
    await refused(on({ mode: 'access', tagged_vlans: [w.local.id] }), 'mode', /access interface cannot have tagged VLANs/);
    await refused(on({ mode: 'tagged-all', tagged_vlans: [w.local.id] }), 'tagged_vlans', /tagged mode/);
    await refused(on({ tagged_vlans: [w.local.id] }), 'tagged_vlans', /tagged mode/);
    await refused(on({ mode: 'tagged', tagged_vlans: [w.global.id, w.foreign.id] }), 'tagged_vlans',
      new RegExp(`^VLAN foreign-${u} \\(30\\) must belong to the same site as the interface's parent device, or it must be global\\.$`));
    await refused(on({ mode: 'access', untagged_vlan: w.foreign.id }), 'untagged_vlan',
      new RegExp(`^The untagged VLAN \\(foreign-${u} \\(30\\)\\) must belong to the same site as the interface's parent device, or it must be global\\.$`));
    const access = (await on({ mode: 'access', untagged_vlan: w.global.id })).body;
    assert.equal(access.untagged_vlan.id, w.global.id);
    assert.deepEqual(access.mode, { value: 'access', label: 'Access' });
    const none = (await on({ untagged_vlan: w.local.id })).body;
    assert.equal(none.untagged_vlan, null, 'no mode, no untagged VLAN');
    const tagged = (await on({ mode: 'tagged', untagged_vlan: w.local.id, tagged_vlans: [w.local.id, w.global.id] })).body;
    assert.deepEqual(sorted(...tagged.tagged_vlans.map((v: Obj) => v.id)), sorted(w.local.id, w.global.id));
    const toAll = await patch('dcim/interfaces', tagged.id, { mode: 'tagged-all' });
    assert.equal(toAll.status, 200, JSON.stringify(toAll.body));
    assert.deepEqual(toAll.body.tagged_vlans, []);
    assert.equal(toAll.body.untagged_vlan.id, w.local.id);
    // A refused change leaves the interface as it was.
    await refused(patch('dcim/interfaces', tagged.id, { untagged_vlan: w.foreign.id }), 'untagged_vlan', /same site/);
    assert.equal((await get(`dcim/interfaces/${tagged.id}/`)).untagged_vlan.id, w.local.id);
    // vlan_id and vlan (VID) match untagged or tagged VLANs.
    const both = (await on({ mode: 'tagged', untagged_vlan: w.global.id, tagged_vlans: [w.local.id] })).body;
    const names = async (q: string) => ((await get(`dcim/interfaces/?device_id=${w.dev.id}&${q}`)).results as Obj[]).map((x) => x.id).sort((x, y) => x - y);
    assert.deepEqual(await names(`vlan_id=${w.local.id}`), sorted(tagged.id, both.id), 'untagged on one, tagged on the other');
    assert.deepEqual(await names(`vlan_id=${w.global.id}`), sorted(access.id, both.id));
    assert.deepEqual(await names(`vlan=10`), sorted(tagged.id, both.id));
    assert.deepEqual(await names(`vlan_id=${w.foreign.id}`), []);
    assert.deepEqual(await names(`vlan_id__n=${w.global.id}&mode=tagged`), []);
    const cleared = await patch('dcim/interfaces', tagged.id, { mode: null });
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.equal(cleared.body.untagged_vlan, null);
  });

  it('parent, bridge and LAG: of the same device or of its virtual chassis; only virtual interfaces have a parent; a LAG is of type lag', async () => {
    const u = uid();
    const w = await world(u);
    const peer = await w.device({ name: `p-${u}` });
    const onDev = async (body: object) => (await iface(w.dev.id, body)).body as Obj;
    const lag = await onDev({ name: 'ae0', type: 'lag' });
    const phys = await onDev({ name: 'et0' });
    const peerPhys = (await iface(peer.id, { name: 'et0' })).body as Obj;
    const peerLag = (await iface(peer.id, { name: 'ae0', type: 'lag' })).body as Obj;

    const member = await onDev({ name: 'et1', lag: lag.id });
    assert.equal(member.lag.id, lag.id);
    const sub = await onDev({ name: 'et0.10', type: 'virtual', parent: phys.id });
    assert.equal(sub.parent.id, phys.id);
    await refused(iface(w.dev.id, { parent: phys.id }), 'parent', /^Only virtual interfaces may be assigned to a parent interface\.$/);
    await refused(iface(w.dev.id, { lag: phys.id }), 'lag', /^et0 is not a LAG interface\.$/);
    await refused(iface(w.dev.id, { type: 'virtual', lag: lag.id }), 'lag', /^Virtual interfaces cannot have a parent LAG interface\.$/);
    await refused(patch('dcim/interfaces', lag.id, { lag: lag.id }), 'lag', /^A LAG interface cannot be its own parent\.$/);
    await refused(patch('dcim/interfaces', sub.id, { parent: sub.id }), 'parent', /^An interface cannot be its own parent\.$/);
    await refused(patch('dcim/interfaces', phys.id, { bridge: phys.id }), 'bridge', /^An interface cannot be bridged to itself\.$/);
    await refused(iface(w.dev.id, { type: 'virtual', parent: peerPhys.id }), 'parent',
      new RegExp(`^The selected parent interface \\(et0\\) belongs to a different device \\(p-${u}\\)\\.$`));
    await refused(iface(w.dev.id, { bridge: peerPhys.id }), 'bridge', /belongs to a different device/);
    await refused(iface(w.dev.id, { lag: peerLag.id }), 'lag', /belongs to a different device/);

    // Members of one virtual chassis share their interfaces; a device outside it still may not.
    const vc = await created('dcim/virtual-chassis', { name: `vc-${u}`, domain: 'd' });
    assert.equal((await patch('dcim/devices', w.dev.id, { virtual_chassis: vc.id, vc_position: 1 })).status, 200);
    await refused(iface(w.dev.id, { lag: peerLag.id }), 'lag',
      new RegExp(`^The selected LAG interface \\(ae0\\) belongs to p-${u}, which is not part of virtual chassis vc-${u}\\.$`));
    assert.equal((await patch('dcim/devices', peer.id, { virtual_chassis: vc.id, vc_position: 2 })).status, 200);
    const crossLag = await onDev({ name: 'et2', lag: peerLag.id });
    assert.equal(crossLag.lag.id, peerLag.id);
  });

  it('virtual interfaces: no mark_connected, no PoE; a PoE type needs a PoE mode', async () => {
    const u = uid();
    const w = await world(u);
    await refused(iface(w.dev.id, { type: 'virtual', mark_connected: true }), 'mark_connected', /^Virtual interfaces cannot be marked as connected\.$/);
    await refused(iface(w.dev.id, { type: 'lag', mark_connected: true }), 'mark_connected', /^Link Aggregation Group \(LAG\) interfaces cannot be marked as connected\.$/);
    await refused(iface(w.dev.id, { type: 'bridge', poe_mode: 'pse' }), 'poe_mode', /^Virtual interfaces cannot have a PoE mode\.$/);
    await refused(iface(w.dev.id, { type: 'virtual', poe_type: 'type1-ieee802.3af' }), 'poe_type', /^Virtual interfaces cannot have a PoE type\.$/);
    await refused(iface(w.dev.id, { poe_type: 'type1-ieee802.3af' }), 'poe_type', /^Must specify PoE mode when designating a PoE type\.$/);
    const poe = (await iface(w.dev.id, { poe_mode: 'pd', poe_type: 'type1-ieee802.3af', mark_connected: true })).body;
    assert.deepEqual(poe.poe_mode, { value: 'pd', label: 'PD' });
    assert.equal(poe.mark_connected, true);
  });

  it('wireless: role and channel only on wireless types; a channel fixes frequency and width and supplies them', async () => {
    const u = uid();
    const w = await world(u);
    await refused(iface(w.dev.id, { rf_role: 'ap' }), 'rf_role', /^Wireless role may be set only on wireless interfaces\.$/);
    await refused(iface(w.dev.id, { rf_channel: '2.4g-1-2412-22' }), 'rf_channel', /^Channel may be set only on wireless interfaces\.$/);
    await refused(iface(w.dev.id, { rf_channel_frequency: 2412 }), 'rf_channel_frequency', /^Channel frequency may be set only on wireless interfaces\.$/);
    await refused(iface(w.dev.id, { rf_channel_width: 22 }), 'rf_channel_width', /^Channel width may be set only on wireless interfaces\.$/);
    const wifi = { type: 'ieee802.11n', rf_role: 'ap', rf_channel: '2.4g-6-2437-22' };
    await refused(iface(w.dev.id, { ...wifi, rf_channel_frequency: 2400 }), 'rf_channel_frequency', /^Cannot specify custom frequency with channel selected\.$/);
    await refused(iface(w.dev.id, { ...wifi, rf_channel_width: 40 }), 'rf_channel_width', /^Cannot specify custom width with channel selected\.$/);
    const r = await iface(w.dev.id, wifi);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.deepEqual(r.body.rf_role, { value: 'ap', label: 'Access point' });
    assert.equal(r.body.rf_channel.value, '2.4g-6-2437-22');
    assert.equal(Number(r.body.rf_channel_frequency), 2437);
    assert.equal(Number(r.body.rf_channel_width), 22);
    const custom = (await iface(w.dev.id, { type: 'ieee802.11ax', rf_channel_frequency: 5180.5, rf_channel_width: 20 })).body;
    assert.equal(Number(custom.rf_channel_frequency), 5180.5);
    assert.equal(custom.rf_channel, null);
  });

  it('filters by kind: physical, virtual (virtual, LAG, bridge) or wireless', async () => {
    const u = uid();
    const w = await world(u);
    const made = async (type: string) => (await iface(w.dev.id, { type })).body as Obj;
    const [phys, virt, lag, wifi] = [await made('1000base-t'), await made('virtual'), await made('lag'), await made('ieee802.11ax')];
    const kind = async (k: string) => ((await get(`dcim/interfaces/?device_id=${w.dev.id}&kind=${k}`)).results as Obj[]).map((x) => x.id).sort((a, b) => a - b);
    assert.deepEqual(await kind('physical'), [phys.id]);
    assert.deepEqual(await kind('virtual'), sorted(virt.id, lag.id));
    assert.deepEqual(await kind('Wireless'), [wifi.id]);
    assert.deepEqual(await kind('nonsense'), []);
  });
});
