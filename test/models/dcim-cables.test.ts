// Cables (NetBox 3.7 Cable.clean, CableTermination.clean): a_terminations and b_terminations as
// lists of {object_type, object_id}; one cable per object; compatible types; the objects show
// their cable and end, and forget them when the cable or the termination goes.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

/** One hop of a trace: the objects at the near end, the cable (null leaving a circuit), the far objects. */
type Hop = [Obj[], Obj | null, Obj[]];

describe('models: cables', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, del, get, created, refused } = modelHelpers(() => api);
  const end = (type: string, ...objects: Obj[]) => objects.map((o) => ({ object_type: type, object_id: o.id }));
  const ifs = (...objects: Obj[]) => end('dcim.interface', ...objects);

  const make = factories(created);
  async function world(u: string) {
    const { site, device } = await make.deviceSite();
    const [a, b] = [await device({ name: `a-${u}` }), await device({ name: `b-${u}` })];
    const iface = (device: Obj, name: string, type = '10gbase-x-sfpp') => created('dcim/interfaces', { device: device.id, name, type });
    return { site, a, b, iface };
  }
  /** A circuit from the world's site (A side) to a provider network (Z side). */
  async function circuitWorld(u: string) {
    const w = await world(u);
    const provider = await created('circuits/providers', { name: `p-${u}`, slug: `p-${u}` });
    const ctype = await created('circuits/circuit-types', { name: `ct-${u}`, slug: `ct-${u}` });
    const circuit = await created('circuits/circuits', { cid: `cid-${u}`, provider: provider.id, type: ctype.id });
    const net = await created('circuits/provider-networks', { provider: provider.id, name: `n-${u}` });
    const ta = await created('circuits/circuit-terminations', { circuit: circuit.id, term_side: 'A', site: w.site.id });
    const tz = await created('circuits/circuit-terminations', { circuit: circuit.id, term_side: 'Z', provider_network: net.id });
    return { w, net, ta, tz };
  }
  const cableCount = async () => (await get('dcim/cables/?limit=1')).count as number;

  it('connects ends given as {object_type, object_id}; the objects show their cable and end; reads back every field', async () => {
    const u = uid();
    const w = await world(u);
    const [a1, a2, b1, b2] = [await w.iface(w.a, 'et1'), await w.iface(w.a, 'et2'), await w.iface(w.b, 'et1'), await w.iface(w.b, 'et2')];
    const tenant = await created('tenancy/tenants', { name: `t-${u}`, slug: `t-${u}` });
    const c = await created('dcim/cables', {
      a_terminations: ifs(a1, a2), b_terminations: ifs(b1, b2), type: 'smf-os2', status: 'planned', tenant: tenant.id,
      label: `c-${u}`, color: 'ffff00', length: 12.5, length_unit: 'm', description: 'd', comments: 'c',
    });
    const got = await get(`dcim/cables/${c.id}/`);
    assert.deepEqual(got, c);
    assert.equal(c.display, `c-${u}`);
    assert.deepEqual(c.type, { value: 'smf-os2', label: 'Singlemode Fiber (OS2)' });
    assert.deepEqual(c.status, { value: 'planned', label: 'Planned' });
    assert.deepEqual([c.color, Number(c.length), c.length_unit.value, c.tenant.id], ['ffff00', 12.5, 'm', tenant.id]);
    assert.deepEqual(c.a_terminations.map((t: Obj) => [t.object_type, t.object_id, t.object.id, t.object.name, t.object.device.id]),
      [['dcim.interface', a1.id, a1.id, 'et1', w.a.id], ['dcim.interface', a2.id, a2.id, 'et2', w.a.id]]);
    assert.deepEqual(c.b_terminations.map((t: Obj) => t.object_id), [b1.id, b2.id]);
    const i = await get(`dcim/interfaces/${b2.id}/`);
    assert.deepEqual([i.cable.id, i.cable.label, i.cable_end, i._occupied], [c.id, `c-${u}`, 'B', true]);
    assert.equal((await get(`dcim/interfaces/${a1.id}/?brief=1`)).cable.id, c.id, 'the brief interface names its cable');
    // Link peers: the objects at the other end of the cable.
    const peer = await get(`dcim/interfaces/${a1.id}/`);
    assert.equal(peer.link_peers_type, 'dcim.interface');
    assert.deepEqual(peer.link_peers.map((p: Obj) => [p.id, p.name, p.device.id]), [[b1.id, 'et1', w.b.id], [b2.id, 'et2', w.b.id]]);
    assert.deepEqual((await get(`dcim/interfaces/${b1.id}/`)).link_peers.map((p: Obj) => p.id), [a1.id, a2.id]);
    const unnamed = await created('dcim/cables', { a_terminations: ifs(await w.iface(w.a, 'et3')), b_terminations: ifs(await w.iface(w.b, 'et3')) });
    assert.equal(unnamed.display, `#${unnamed.id}`);
    assert.deepEqual(unnamed.status, { value: 'connected', label: 'Connected' });
    // Cables filter by the devices and sites at either end; interfaces by having a cable.
    const listed = async (q: string) => ((await get(`dcim/cables/?${q}`)).results as Obj[]).map((x) => x.id).sort((x, y) => x - y);
    assert.deepEqual(await listed(`device_id=${w.b.id}`), [c.id, unnamed.id]);
    assert.deepEqual(await listed(`device=a-${u}&label=c-${u}`), [c.id]);
    assert.deepEqual(await listed(`site=${w.site.slug}`), [c.id, unnamed.id]);
    assert.deepEqual(await listed(`site_id=${w.site.id}&device_id=${w.a.id}&status=planned`), [c.id]);
    const lone = await w.iface(w.a, 'et9');
    const cabled = async (v: boolean) => ((await get(`dcim/interfaces/?device_id=${w.a.id}&cabled=${v}`)).results as Obj[]).map((x) => x.name).sort();
    assert.deepEqual([await cabled(true), await cabled(false)], [['et1', 'et2', 'et3'], [lone.name]]);
    // The rows behind the ends are served too.
    const rows = (await get(`dcim/cable-terminations/?cable=${c.id}`)).results as Obj[];
    assert.deepEqual(rows.map((r) => [r.cable_end.value, r.termination_type, r.termination_id]).sort((x, y) => `${x[0]}`.localeCompare(`${y[0]}`) || x[2] - y[2]),
      [['A', 'dcim.interface', a1.id], ['A', 'dcim.interface', a2.id], ['B', 'dcim.interface', b1.id], ['B', 'dcim.interface', b2.id]]);
    // NetBox 4.6's connector and positions come from a cable profile; a cable without one (netinv
    // has none yet) leaves them null, in full and brief forms. They are read-only.
    assert.deepEqual(rows.map((r) => [r.connector, r.positions]), rows.map(() => [null, null]));
    const brief = await get(`dcim/cable-terminations/${rows[0]!.id}/?brief=1`);
    assert.deepEqual(Object.keys(brief).sort(), ['cable', 'cable_end', 'connector', 'display', 'id', 'positions', 'termination', 'termination_id', 'termination_type', 'url']);
    const written = await patch('dcim/cable-terminations', rows[0]!.id as number, { connector: 1, positions: [1, 2] });
    assert.equal(written.status, 200, JSON.stringify(written.body));
    assert.deepEqual([written.body.connector, written.body.positions], [null, null]);
  });

  it('filters by the objects at the ends, their racks and locations, as NetBox 3.7 (and the Ansible collection\'s lookup of a cable)', async () => {
    const u = uid();
    const w = await world(u);
    const location = await created('dcim/locations', { name: `l-${u}`, slug: `l-${u}`, site: w.site.id });
    const rack = await created('dcim/racks', { name: `r-${u}`, site: w.site.id, location: location.id });
    assert.equal((await patch('dcim/devices', w.b.id, { rack: rack.id, location: location.id })).status, 200);
    const [a1, a2, b1, b2] = [await w.iface(w.a, 'et1'), await w.iface(w.a, 'et2'), await w.iface(w.b, 'et1'), await w.iface(w.b, 'et2')];
    const one = await created('dcim/cables', { a_terminations: ifs(a1), b_terminations: ifs(b1) });
    const two = await created('dcim/cables', { a_terminations: ifs(b2), b_terminations: ifs(a2) });
    const power = await created('dcim/power-ports', { device: w.a.id, name: `psu-${u}` });
    const panel = await created('dcim/power-panels', { site: w.site.id, name: `pp-${u}` });
    const feed = await created('dcim/power-feeds', { power_panel: panel.id, name: `f-${u}`, rack: rack.id });
    const three = await created('dcim/cables', { a_terminations: end('dcim.powerport', power), b_terminations: end('dcim.powerfeed', feed) });
    const listed = async (q: string) => ((await get(`dcim/cables/?${q}`)).results as Obj[]).map((x) => x.id).sort((x, y) => x - y);
    // netbox_cable's lookup (plugins/module_utils/netbox_dcim.py): nb.dcim.cables.get() with both
    // ends' types and ids, which must find that one cable and no other.
    const ansible = await api.request.get('/api/dcim/cables/').set(auth)
      .query({ termination_a_type: 'dcim.interface', termination_a_id: a1.id, termination_b_type: 'dcim.interface', termination_b_id: b1.id });
    assert.equal(ansible.status, 200);
    assert.deepEqual(ansible.body.results.map((c: Obj) => c.id), [one.id]);
    // The ends swapped find nothing: the ids are those at the named end.
    assert.deepEqual(await listed(`termination_a_type=dcim.interface&termination_a_id=${b1.id}&termination_b_id=${a1.id}`), []);
    assert.deepEqual(await listed(`termination_a_id=${a1.id}&termination_a_id=${b2.id}`), [one.id, two.id]);
    // A type is of either end (NetBox's two type filters are the same filter).
    assert.deepEqual(await listed(`termination_b_type=dcim.powerport&site_id=${w.site.id}`), [three.id]);
    assert.deepEqual(await listed(`termination_a_type=dcim.powerfeed&site_id=${w.site.id}`), [three.id]);
    // The object filters, one per kind of object.
    assert.deepEqual(await listed(`interface_id=${a2.id}`), [two.id]);
    assert.deepEqual(await listed(`interface_id=${a1.id}&interface_id=${a2.id}`), [one.id, two.id]);
    assert.deepEqual(await listed(`powerport_id=${power.id}`), [three.id]);
    assert.deepEqual(await listed(`powerfeed_id=${feed.id}`), [three.id]);
    assert.deepEqual(await listed(`interface_id=${power.id}`).then((ids) => ids.includes(three.id)), false);
    // Racks and locations: a device's, and a power feed's rack.
    assert.deepEqual(await listed(`rack_id=${rack.id}`), [one.id, two.id, three.id]);
    assert.deepEqual(await listed(`rack=r-${u}&interface_id=${a1.id}`), [one.id]);
    assert.deepEqual(await listed(`location_id=${location.id}`), [one.id, two.id, three.id]);
    assert.deepEqual(await listed(`location=l-${u}&device_id=${w.a.id}`), [one.id, two.id, three.id]);
    assert.deepEqual(await listed(`site_id=${w.site.id}`), [one.id, two.id, three.id]);
    // A cable with one end left (its B interface deleted) is unterminated.
    const lone = await created('dcim/cables', { a_terminations: ifs(await w.iface(w.a, 'et3')), b_terminations: ifs(await w.iface(w.b, 'et3')) });
    const b3 = (await get(`dcim/interfaces/?device_id=${w.b.id}&name=et3`)).results[0] as Obj;
    assert.equal((await del('dcim/interfaces', b3.id)).status, 204);
    assert.deepEqual(await listed(`site_id=${w.site.id}&unterminated=true`), [lone.id]);
    assert.deepEqual(await listed(`site_id=${w.site.id}&unterminated=false`), [one.id, two.id, three.id]);
    // Bad values are refused, not a 500.
    for (const q of ['termination_a_id=x', 'unterminated=maybe', 'rack_id=1e99']) {
      const r = await api.request.get(`/api/dcim/cables/?${q}`).set(auth);
      assert.equal(r.status, 400, `${q}: ${JSON.stringify(r.body)}`);
    }
  });

  it('one cable per object: a second is refused and nothing is written', async () => {
    const u = uid();
    const w = await world(u);
    const [a1, b1, b2] = [await w.iface(w.a, 'et1'), await w.iface(w.b, 'et1'), await w.iface(w.b, 'et2')];
    const c = await created('dcim/cables', { a_terminations: ifs(a1), b_terminations: ifs(b1) });
    const before = await cableCount();
    await refused(post('dcim/cables', { a_terminations: ifs(b2), b_terminations: ifs(a1) }), 'b_terminations',
      new RegExp(`^Duplicate termination found for dcim.interface ${a1.id}: cable ${c.id}$`));
    assert.equal(await cableCount(), before);
    assert.equal((await get(`dcim/interfaces/${b2.id}/`)).cable, null);
  });

  it('refuses what NetBox refuses: a missing end, mixed or incompatible types, one object at both ends, virtual interfaces, a length without unit, unknown objects', async () => {
    const u = uid();
    const w = await world(u);
    const [a1, b1] = [await w.iface(w.a, 'et1'), await w.iface(w.b, 'et1')];
    const virt = await w.iface(w.a, 'lo0', 'virtual');
    const power = await created('dcim/power-ports', { device: w.a.id, name: 'psu' });
    const before = await cableCount();
    await refused(post('dcim/cables', { a_terminations: ifs(a1) }), '__all__', /^Must define A and B terminations when creating a new cable\.$/);
    await refused(post('dcim/cables', { a_terminations: ifs(a1), b_terminations: [] }), '__all__', /Must define A and B/);
    await refused(post('dcim/cables', { a_terminations: [...ifs(a1), ...end('dcim.powerport', power)], b_terminations: ifs(b1) }), '__all__',
      /^Cannot connect different termination types to same end of cable\.$/);
    await refused(post('dcim/cables', { a_terminations: end('dcim.powerport', power), b_terminations: ifs(b1) }), '__all__', /^Incompatible termination types: powerport and interface$/);
    await refused(post('dcim/cables', { a_terminations: ifs(a1), b_terminations: ifs(a1) }), '__all__', /^A and B terminations cannot connect to the same object\.$/);
    await refused(post('dcim/cables', { a_terminations: ifs(virt), b_terminations: ifs(b1) }), 'a_terminations', /^Cables cannot be terminated to Virtual interfaces$/);
    await refused(post('dcim/cables', { a_terminations: ifs(a1), b_terminations: ifs(b1), length: 3 }), '__all__', /^Must specify a unit when setting a cable length$/);
    await refused(post('dcim/cables', { a_terminations: [{ object_type: 'dcim.site', object_id: w.site.id }], b_terminations: ifs(b1) }), 'a_terminations', /is not a valid choice/);
    await refused(post('dcim/cables', { a_terminations: [{ object_type: 'dcim.interface', object_id: 2147483000 }], b_terminations: ifs(b1) }), 'a_terminations');
    await refused(post('dcim/cables', { a_terminations: [{ object_type: 'dcim.interface' }], b_terminations: ifs(b1) }), 'a_terminations');
    assert.equal(await cableCount(), before);
    assert.equal((await get(`dcim/interfaces/${a1.id}/`)).cable, null);
  });

  it('changing an end moves the cable; deleting the cable or an object frees the rest', async () => {
    const u = uid();
    const w = await world(u);
    const [a1, b1, b2] = [await w.iface(w.a, 'et1'), await w.iface(w.b, 'et1'), await w.iface(w.b, 'et2')];
    const c = await created('dcim/cables', { a_terminations: ifs(a1), b_terminations: ifs(b1) });
    const moved = await patch('dcim/cables', c.id, { b_terminations: ifs(b2) });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual(moved.body.b_terminations.map((t: Obj) => t.object_id), [b2.id]);
    assert.deepEqual([(await get(`dcim/interfaces/${b1.id}/`)).cable, (await get(`dcim/interfaces/${b1.id}/`)).cable_end], [null, '']);
    assert.equal((await get(`dcim/interfaces/${b2.id}/`)).cable.id, c.id);
    // Deleting a terminated interface takes its termination away; the cable stays.
    assert.equal((await del('dcim/interfaces', b2.id)).status, 204);
    assert.deepEqual((await get(`dcim/cables/${c.id}/`)).b_terminations, []);
    assert.equal((await del('dcim/cables', c.id)).status, 204);
    const freed = await get(`dcim/interfaces/${a1.id}/`);
    assert.deepEqual([freed.cable, freed.cable_end, freed.link_peers, freed.link_peers_type, freed._occupied], [null, '', [], null, false]);
  });

  it('circuit terminations: cabled to interfaces, never when on a provider network', async () => {
    const u = uid();
    const { w, ta, tz } = await circuitWorld(u);
    const a1 = await w.iface(w.a, 'et1');
    const c = await created('dcim/cables', { a_terminations: ifs(a1), b_terminations: end('circuits.circuittermination', ta) });
    const t = await get(`circuits/circuit-terminations/${ta.id}/`);
    assert.deepEqual([t.cable.id, t.cable_end, t.link_peers_type, t.link_peers.map((p: Obj) => p.id)], [c.id, 'B', 'dcim.interface', [a1.id]]);
    await refused(post('dcim/cables', { a_terminations: ifs(await w.iface(w.b, 'et1')), b_terminations: end('circuits.circuittermination', tz) }),
      'b_terminations', /^Circuit terminations attached to a provider network may not be cabled\.$/);
  });

  describe('paths through cables', () => {
    /** A device A, a device B, and two patch panels joined by a two-position trunk. */
    async function patched(u: string) {
      const w = await world(u);
      const panel = async (name: string) => {
        const p = await created('dcim/devices', { name: `${name}-${u}`, device_type: w.a.device_type.id, role: w.a.role.id, site: w.site.id });
        const rear = await created('dcim/rear-ports', { device: p.id, name: 'rear', type: 'mpo', positions: 2 });
        const f1 = await created('dcim/front-ports', { device: p.id, name: 'f1', type: 'lc', rear_port: rear.id, rear_port_position: 1 });
        const f2 = await created('dcim/front-ports', { device: p.id, name: 'f2', type: 'lc', rear_port: rear.id, rear_port_position: 2 });
        return { p, rear, f1, f2 };
      };
      const [p, q] = [await panel('p'), await panel('q')];
      const [a1, a2, b1] = [await w.iface(w.a, 'et1'), await w.iface(w.a, 'et2'), await w.iface(w.b, 'et1')];
      const c1 = await created('dcim/cables', { a_terminations: ifs(a1), b_terminations: end('dcim.frontport', p.f1), label: `c1-${u}` });
      const trunk = await created('dcim/cables', { a_terminations: end('dcim.rearport', p.rear), b_terminations: end('dcim.rearport', q.rear), label: `trunk-${u}` });
      const c3 = await created('dcim/cables', { a_terminations: end('dcim.frontport', q.f1), b_terminations: ifs(b1), label: `c3-${u}` });
      await created('dcim/cables', { a_terminations: ifs(a2), b_terminations: end('dcim.frontport', p.f2) });
      return { ...w, p, q, a1, a2, b1, c1, trunk, c3 };
    }

    it('follows front and rear ports by position to the far interface, both ways; a dead end is not connected', async () => {
      const u = uid();
      const n = await patched(u);
      const a1 = await get(`dcim/interfaces/${n.a1.id}/`);
      assert.deepEqual(a1.connected_endpoints.map((e: Obj) => [e.id, e.name, e.device.id]), [[n.b1.id, 'et1', n.b.id]]);
      assert.deepEqual([a1.connected_endpoints_type, a1.connected_endpoints_reachable, a1.connection_status], ['dcim.interface', true, { value: true, label: 'Connected' }]);
      const b1 = await get(`dcim/interfaces/${n.b1.id}/`);
      assert.deepEqual(b1.connected_endpoints.map((e: Obj) => e.id), [n.a1.id]);
      // Position 2 of the far panel has no cable: the path is incomplete.
      const a2 = await get(`dcim/interfaces/${n.a2.id}/`);
      assert.deepEqual([a2.connected_endpoints, a2.connected_endpoints_type, a2.connected_endpoints_reachable, a2.connection_status],
        [null, null, false, { value: false, label: 'Not Connected' }]);
      // No cable at all: nothing, and null status.
      const lone = await get(`dcim/interfaces/${(await n.iface(n.a, 'et9')).id}/`);
      assert.deepEqual([lone.connected_endpoints, lone.connected_endpoints_reachable, lone.connection_status], [null, false, null]);
      // The interface an address is assigned to shows its cable and connection status (the spec's assigned_object).
      const ip = await created('ipam/ip-addresses', { address: `10.99.${parseInt(u.slice(0, 2), 16)}.1/24`, assigned_object_type: 'dcim.interface', assigned_object_id: n.a1.id });
      assert.deepEqual([ip.assigned_object.cable.id, ip.assigned_object.connection_status], [n.c1.id, { value: true, label: 'Connected' }]);
      const connected = async (v: boolean) => ((await get(`dcim/interfaces/?device_id=${n.a.id}&connected=${v}`)).results as Obj[]).map((x) => x.name).sort();
      assert.deepEqual([await connected(true), await connected(false)], [['et1'], ['et2', 'et9']]);
      // A planned cable on the way: still the far end, but not reachable.
      assert.equal((await patch('dcim/cables', n.c3.id, { status: 'planned' })).status, 200);
      const planned = await get(`dcim/interfaces/${n.a1.id}/`);
      assert.deepEqual([planned.connected_endpoints.map((e: Obj) => e.id), planned.connected_endpoints_reachable, planned.connection_status.value], [[n.b1.id], false, false]);
      // Unplugging the trunk breaks both paths at once.
      assert.equal((await del('dcim/cables', n.trunk.id)).status, 204);
      assert.equal((await get(`dcim/interfaces/${n.b1.id}/`)).connected_endpoints, null);
    });

    it('GET .../trace/ lists each hop as [near objects, cable, far objects]', async () => {
      const u = uid();
      const n = await patched(u);
      const hops = await get(`dcim/interfaces/${n.a1.id}/trace/`) as unknown as Hop[];
      assert.equal(hops.length, 3);
      const names = hops.map(([near, cable, far]) => [near.map((o: Obj) => o.id), cable?.label, far.map((o: Obj) => o.id)]);
      assert.deepEqual(names, [[[n.a1.id], `c1-${u}`, [n.p.f1.id]], [[n.p.rear.id], `trunk-${u}`, [n.q.rear.id]], [[n.q.f1.id], `c3-${u}`, [n.b1.id]]]);
      assert.deepEqual(Object.keys(hops[0]![1]!).sort(), ['color', 'description', 'display', 'id', 'label', 'length', 'length_unit', 'status', 'type', 'url']);
      assert.equal(hops[0]![0][0]!.device.id, n.a.id);
      assert.deepEqual(await get(`dcim/interfaces/${(await n.iface(n.a, 'et9')).id}/trace/`), [] as never);
      assert.equal((await api.request.get('/api/dcim/interfaces/2147483000/trace/').set(auth)).status, 404);
    });

    it('follows NetBox 4.5 port mappings written from either side; a front port of several positions, entered with none remembered, splits the path', async () => {
      const u = uid();
      const w = await world(u);
      const v46 = { ...auth, Accept: 'application/json; version=4.6' };
      const panel = async (name: string) => created('dcim/devices', { name: `${name}-${u}`, device_type: w.a.device_type.id, role: w.a.role.id, site: w.site.id });
      const [p, q] = [await panel('p'), await panel('q')];
      // Panel p: its rear port maps its positions from its side, to front ports made without any.
      const pf = [await created('dcim/front-ports', { device: p.id, name: 'f1', type: 'lc' }, v46), await created('dcim/front-ports', { device: p.id, name: 'f2', type: 'lc' }, v46)];
      const pr = await created('dcim/rear-ports', { device: p.id, name: 'rear', type: 'mpo', positions: 2,
        front_ports: [{ position: 1, front_port: pf[1]!.id }, { position: 2, front_port: pf[0]!.id }] }, v46);
      // Panel q: its front ports map themselves, one of them two positions wide (to two rear ports).
      const qr = await created('dcim/rear-ports', { device: q.id, name: 'rear', type: 'mpo', positions: 2 }, v46);
      const qside = await created('dcim/rear-ports', { device: q.id, name: 'side', type: 'lc' }, v46);
      const qf1 = await created('dcim/front-ports', { device: q.id, name: 'f1', type: 'lc', rear_ports: [{ position: 1, rear_port: qr.id, rear_port_position: 1 }] }, v46);
      const qwide = await created('dcim/front-ports', { device: q.id, name: 'wide', type: 'lc', positions: 2,
        rear_ports: [{ position: 1, rear_port: qr.id, rear_port_position: 2 }, { position: 2, rear_port: qside.id }] }, v46);
      const [a1, b1, b2] = [await w.iface(w.a, 'et1'), await w.iface(w.b, 'et1'), await w.iface(w.b, 'et2')];
      // a1 - p.f2 (rear position 1) = trunk = q.rear position 1 - q.f1 - b1
      await created('dcim/cables', { a_terminations: ifs(a1), b_terminations: end('dcim.frontport', pf[1]!) });
      const trunk = await created('dcim/cables', { a_terminations: end('dcim.rearport', pr), b_terminations: end('dcim.rearport', qr), label: `trunk-${u}` });
      await created('dcim/cables', { a_terminations: end('dcim.frontport', qf1), b_terminations: ifs(b1) });
      await created('dcim/cables', { a_terminations: end('dcim.frontport', qwide), b_terminations: ifs(b2) });
      const hops = await get(`dcim/interfaces/${a1.id}/trace/`) as unknown as Hop[];
      assert.deepEqual(hops.map(([near, cable, far]) => [near.map((o: Obj) => o.id), cable?.id, far.map((o: Obj) => o.id)]),
        [[[a1.id], hops[0]![1]!.id, [pf[1]!.id]], [[pr.id], trunk.id, [qr.id]], [[qf1.id], hops[2]![1]!.id, [b1.id]]]);
      assert.deepEqual((await get(`dcim/interfaces/${b1.id}/`)).connected_endpoints.map((e: Obj) => e.id), [a1.id]);
      // From b2 the path enters the two-position front port with no position remembered: NetBox
      // stops it there (a split), so b2 reaches nothing.
      const b2got = await get(`dcim/interfaces/${b2.id}/`);
      assert.deepEqual([b2got.connected_endpoints, b2got.connected_endpoints_reachable], [null, false]);
      assert.equal((await get(`dcim/interfaces/${b2.id}/trace/`) as unknown as Hop[]).length, 1);
    });

    it('through a circuit to its provider network', async () => {
      const u = uid();
      const { w, net, ta, tz } = await circuitWorld(u);
      const a1 = await w.iface(w.a, 'et1');
      await created('dcim/cables', { a_terminations: ifs(a1), b_terminations: end('circuits.circuittermination', ta) });
      const got = await get(`dcim/interfaces/${a1.id}/`);
      assert.deepEqual([got.connected_endpoints_type, got.connected_endpoints.map((e: Obj) => e.id), got.connected_endpoints_reachable],
        ['circuits.providernetwork', [net.id], true]);
      const hops = await get(`dcim/interfaces/${a1.id}/trace/`) as unknown as Hop[];
      assert.deepEqual(hops.map(([near, cable, far]) => [near[0]!.id, cable === null, far[0]!.id]), [[a1.id, false, ta.id], [tz.id, true, net.id]]);
    });
  });
});
