// A page's related objects are built once per distinct key among its rows and looked up by
// each row (SharedObjects in src/engine/read/shared-objects.ts); one object's read builds them
// per row as before. So every object of a page where many rows share a related object, some
// rows have none and a generic relation points at two models must read exactly as it does alone.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('engine: related objects shared by a page', () => {
  let api: TestApi;
  const { get, created, brief } = modelHelpers(() => api);
  const u = uid();
  let devices: Obj[];
  let tenants: Obj[];
  let addresses: Obj[];
  let iface: Obj;
  let group: Obj;

  before(async () => {
    api = await startApi();
    const { device } = await factories(created).deviceSite();
    tenants = [await created('tenancy/tenants', { name: `ta-${u}`, slug: `ta-${u}` }), await created('tenancy/tenants', { name: `tb-${u}`, slug: `tb-${u}` })];
    const tenantOf = [0, 0, null, 0, 1, null, 0];
    devices = [];
    for (const [i, t] of tenantOf.entries()) devices.push(await device({ name: `d${i}-${u}`, tenant: t === null ? null : tenants[t]!.id, description: `sh-${u}` }));
    iface = await created('dcim/interfaces', { device: devices[0]!.id, name: 'eth0', type: '1000base-t' });
    group = await created('ipam/fhrp-groups', { protocol: 'vrrp2', group_id: 9, description: `sh-${u}` });
    // Three addresses on one interface, two on the FHRP group, one unassigned.
    const octet = parseInt(u.slice(0, 2), 16);
    const assigned = [['dcim.interface', iface.id], ['dcim.interface', iface.id], ['ipam.fhrpgroup', group.id], [null, null], ['dcim.interface', iface.id], ['ipam.fhrpgroup', group.id]] as const;
    addresses = [];
    for (const [i, [type, id]] of assigned.entries()) {
      addresses.push(await created('ipam/ip-addresses', { address: `10.${octet}.77.${i + 1}/24`, description: `sh-${u}`, ...(type ? { assigned_object_type: type, assigned_object_id: id } : {}) }));
    }
    // A primary address: devices 0 and 3 show the same one.
    const r = await api.request.patch(`/api/dcim/devices/${devices[0]!.id}/`).set(auth).set('Host', 'inventory.example.test').send({ primary_ip4: addresses[0]!.id });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  });
  after(() => api.close());

  /** Each result of the list as its own read (with `query`) shows it. */
  const eachAsAlone = async (list: string, path: string, n: number, query = '') => {
    const page = await get(list);
    assert.equal(page.results.length, n);
    for (const o of page.results as Obj[]) assert.deepEqual(o, await get(`${path}/${o.id}/${query}`), `${path} ${o.id}`);
    return page.results as Obj[];
  };

  it('shows a device page\'s shared, different and missing tenants, and the shared site and type, as each device alone', async () => {
    const page = await eachAsAlone(`dcim/devices/?description=sh-${u}&ordering=name`, 'dcim/devices', 7);
    assert.deepEqual(page.map((d) => d.tenant?.id ?? null), [0, 0, null, 0, 1, null, 0].map((t) => (t === null ? null : tenants[t]!.id)));
    assert.deepEqual(page[1]!.tenant, brief(tenants[0]!, 'name', 'slug', 'description'));
    assert.deepEqual(page[4]!.tenant, brief(tenants[1]!, 'name', 'slug', 'description'));
    assert.equal(new Set(page.map((d) => JSON.stringify(d.device_type))).size, 1);
    assert.equal(page[0]!.primary_ip4.id, addresses[0]!.id);
    assert.deepEqual(page[0]!.primary_ip, page[0]!.primary_ip4);
    assert.equal(page[3]!.primary_ip4, null);
    // Without config contexts and brief: the same.
    await eachAsAlone(`dcim/devices/?description=sh-${u}&exclude=config_context`, 'dcim/devices', 7, '?exclude=config_context');
    const briefPage = await get(`dcim/devices/?description=sh-${u}&brief=1`);
    assert.deepEqual(briefPage.results.map((d: Obj) => Object.keys(d)), devices.map(() => ['id', 'url', 'display', 'display_name', 'name']));
  });

  // Unfiltered, a page near the start is read whole where it is chosen, one further on by id
  // (read.ts): both must show what the filtered statement shows at the same place, each object
  // as it reads alone.
  for (const [list, path, query] of [['dcim/devices/?', 'dcim/devices', ''], ['ipam/ip-addresses/?brief=1&', 'ipam/ip-addresses', '?brief=1']]) {
    it(`pages unfiltered ${path}${query} as the filtered statement does, whole near the start and by id further on`, async () => {
      const filtered = (await get(`${list}id__gt=0&limit=6`)).results as Obj[];
      assert.equal(filtered.length, 6);
      for (const offset of [0, 2, 3, 4]) {
        const page = await get(`${list}limit=2&offset=${offset}`);
        assert.deepEqual(page.results, filtered.slice(offset, offset + 2), `offset ${offset}`);
        assert.ok(page.count >= 6);
        for (const o of page.results as Obj[]) assert.deepEqual(o, await get(`${path}/${o.id}/${query}`));
      }
    });
  }

  it('shows a generic relation\'s objects of two models, shared and missing, as each address alone', async () => {
    const page = await eachAsAlone(`ipam/ip-addresses/?description=sh-${u}`, 'ipam/ip-addresses', 6);
    const shown = page.map((a) => [a.assigned_object_type, a.assigned_object?.id ?? null]);
    assert.deepEqual(shown, [['dcim.interface', iface.id], ['dcim.interface', iface.id], ['ipam.fhrpgroup', group.id], [null, null], ['dcim.interface', iface.id], ['ipam.fhrpgroup', group.id]]);
    // An interface and an FHRP group may share an id: each row shows its own model's object.
    assert.equal(page[0]!.assigned_object.device.id, devices[0]!.id);
    assert.equal(page[2]!.assigned_object.group_id, 9);
  });

  // A page of MANY_ROWS or more builds its rows' counts and lists of other tables' rows together
  // (SharedObjects.perRow): by a foreign key (a device's components, an interface's bridged
  // interfaces), by a generic relation (an interface's addresses, MAC addresses and L2VPN
  // termination, another model's on the same ids not counted) and many-to-many (tags, typed
  // by model), none, one or more.
  it('counts and lists a page of many rows\' related rows as each object alone does', async () => {
    const tags = [await created('extras/tags', { name: `tz-${u}`, slug: `tz-${u}` }), await created('extras/tags', { name: `ty-${u}`, slug: `ty-${u}` })];
    await created('dcim/console-ports', { device: devices[1]!.id, name: 'con0' });
    await created('dcim/console-ports', { device: devices[1]!.id, name: 'con1' });
    const eth1 = await created('dcim/interfaces', { device: devices[0]!.id, name: 'eth1', type: '1000base-t', bridge: iface.id, tags: [tags[0]!.id] });
    await created('dcim/mac-addresses', { mac_address: '02:00:00:00:00:01', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
    const l2vpn = await created('vpn/l2vpns', { name: `l2-${u}`, slug: `l2-${u}`, type: 'vpws' });
    const term = await created('vpn/l2vpn-terminations', { l2vpn: l2vpn.id, assigned_object_type: 'dcim.interface', assigned_object_id: eth1.id });
    const r = await api.request.patch(`/api/dcim/devices/${devices[1]!.id}/`).set(auth).set('Host', 'inventory.example.test').send({ tags: tags.map((t) => t.id) });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const page = await eachAsAlone(`dcim/devices/?description=sh-${u}&ordering=name&limit=200`, 'dcim/devices', 7);
    assert.deepEqual(page.map((d) => [d.console_port_count, d.interface_count, d.tags.map((t: Obj) => t.name)]),
      [[0, 2, []], [2, 0, [`ty-${u}`, `tz-${u}`]], [0, 0, []], [0, 0, []], [0, 0, []], [0, 0, []], [0, 0, []]]);
    const ifaces = await eachAsAlone(`dcim/interfaces/?device_id=${devices[0]!.id}&device_id=${devices[1]!.id}&limit=200`, 'dcim/interfaces', 2);
    assert.deepEqual(ifaces.map((i) => [i.name, i.count_ipaddresses, i.count_fhrp_groups, i.bridge_interfaces.map((b: Obj) => b.id), i.mac_addresses.length, i.tags.length, i.l2vpn_termination?.id ?? null]),
      [['eth0', 3, 0, [eth1.id], 1, 0, null], ['eth1', 0, 0, [], 0, 1, term.id]]);
  });

  it('answers a bulk create with the objects as each reads alone', async () => {
    const r = await api.request.post('/api/dcim/devices/').set(auth).set('Host', 'inventory.example.test')
      .send([0, 1, 2].map((i) => ({ name: `b${i}-${u}`, device_type: devices[0]!.device_type.id, role: devices[0]!.role.id, site: devices[0]!.site.id, tenant: i === 1 ? null : tenants[0]!.id })));
    assert.equal(r.status, 201, JSON.stringify(r.body));
    for (const d of r.body as Obj[]) assert.deepEqual(d, await get(`dcim/devices/${d.id}/`));
    assert.deepEqual((r.body as Obj[]).map((d) => d.tenant?.id ?? null), [tenants[0]!.id, null, tenants[0]!.id]);
  });
});
