// A list ordered first by a related object through a nullable key (prefixes by VRF name, then
// prefix) is merged from the rows with the key and those without it when unfiltered (read.ts):
// its pages must be exactly what the plain statement (used for a filtered list) gives. By
// default prefixes sort by the VRF's key, global ones first, as NetBox's F('vrf') does.
import assert from 'node:assert/strict';
import type { Field } from '../../codegen/types.ts';
import { catalogue } from '../../generated/catalogue.ts';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('engine: lists ordered through a nullable related object', () => {
  let api: TestApi;
  const u = uid();
  const mine: number[] = [];
  before(async () => {
    api = await startApi({ MAX_PAGE_SIZE: '0' });
    const post = async (path: string, body: object) => {
      const r = await api.request.post(path).set(auth).send(body);
      assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
      return r.body;
    };
    // Two VRFs share a name (NetBox allows it): their prefixes interleave by prefix.
    const [a, b1, b2] = (await post('/api/ipam/vrfs/', ['a', 'b', 'b'].map((n, i) => ({ name: `lo-${u}-${n}`, rd: `65000:${u}${i}`.slice(0, 21) })))) as Obj[];
    const octet = parseInt(u.slice(0, 2), 16);
    const net = (i: number) => `198.${18 + (octet % 2)}.${(octet + i * 7) % 256}.0/24`;
    // Created out of order, so the id does not decide the order.
    const rows = [[b2, 0], [null, 3], [a, 2], [b1, 1], [null, 1], [b1, 4], [a, 0], [b2, 2], [null, 0], [null, 5]] as const;
    const made = (await post('/api/ipam/prefixes/', rows.map(([vrf, i]) => ({ prefix: net(i), vrf: vrf?.id ?? null, description: `lo-${u}` })))) as Obj[];
    mine.push(...made.map((p) => p.id as number));
  });
  after(() => api.close());

  const ids = async (query: string): Promise<number[]> => {
    const r = await api.request.get(`/api/ipam/prefixes/?${query}`).set(auth);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return (r.body.results as Obj[]).map((p) => p.id as number);
  };

  for (const ordering of ['', 'ordering=vrf', 'ordering=-vrf', 'ordering=vrf,-prefix', 'ordering=prefix']) {
    it(`pages unfiltered lists as the plain statement does (${ordering || 'default order'})`, async () => {
      const q = ordering ? `${ordering}&` : '';
      // id__gt=0 matches every row but is a filter: the plain statement, one sort of every row.
      const plain = await ids(`${q}id__gt=0&limit=0`);
      const merged = await ids(`${q}limit=0`);
      assert.deepEqual(merged, plain);
      assert.ok(mine.every((id) => merged.includes(id)));
      // Short pages deep in each part (with a VRF, without one) and across the two: a page
      // starting just before each of this test's rows.
      for (const at of mine.map((id) => Math.max(0, merged.indexOf(id) - 1)))
        assert.deepEqual(await ids(`${q}limit=3&offset=${at}`), merged.slice(at, at + 3), `offset ${at}`);
    });
  }

  it('sorts by default as NetBox does: by the VRF key with the rows without one first, then by prefix and id', async () => {
    const r = await api.request.get(`/api/ipam/prefixes/?description=lo-${u}&limit=0`).set(auth);
    const byId = new Map((r.body.results as Obj[]).map((p) => [p.id as number, p]));
    const pad = (n: number) => String(n).padStart(12, '0');
    const key = (p: Obj) => [p.vrf ? pad(p.vrf.id) : ' ', p.prefix.split(/[./]/).map((x: string) => x.padStart(3, '0')).join('.'), pad(p.id)].join('|');
    const expected = mine.map((id) => byId.get(id)!).sort((x, y) => (key(x) < key(y) ? -1 : 1)).map((p) => p.id);
    const all = await ids('limit=0');
    assert.deepEqual(all.filter((id) => mine.includes(id)), expected);
    assert.equal(byId.get(all.find((id) => mine.includes(id))!)!.vrf, null);
  });

  it('sorts by VRF name when asked (ordering=vrf), the rows without one last ascending and first descending', async () => {
    const r = await api.request.get(`/api/ipam/prefixes/?description=lo-${u}&limit=0`).set(auth);
    const byId = new Map((r.body.results as Obj[]).map((p) => [p.id as number, p]));
    const names = async (ordering: string) => (await ids(`ordering=${ordering}&limit=0`)).filter((id) => mine.includes(id)).map((id) => byId.get(id)!.vrf?.name ?? null);
    assert.deepEqual(await names('vrf'), [`lo-${u}-a`, `lo-${u}-a`, `lo-${u}-b`, `lo-${u}-b`, `lo-${u}-b`, `lo-${u}-b`, null, null, null, null]);
    assert.deepEqual(await names('-vrf'), [null, null, null, null, `lo-${u}-b`, `lo-${u}-b`, `lo-${u}-b`, `lo-${u}-b`, `lo-${u}-a`, `lo-${u}-a`]);
  });

  it('sorts IP ranges by default by the VRF key, global ones first, then start address', async () => {
    const vrf = (await api.request.post('/api/ipam/vrfs/').set(auth).send({ name: `lo-${u}-r` })).body as Obj;
    const octet = parseInt(u.slice(0, 2), 16);
    const range = (third: number, vrfId: number | null) => ({ start_address: `100.${64 + (octet % 32)}.${third}.10/24`, end_address: `100.${64 + (octet % 32)}.${third}.20/24`, vrf: vrfId, description: `lo-${u}` });
    const r = await api.request.post('/api/ipam/ip-ranges/').set(auth).send([range(1, vrf.id as number), range(3, null), range(2, null)]);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const list = await api.request.get(`/api/ipam/ip-ranges/?description=lo-${u}&limit=0`).set(auth);
    assert.deepEqual((list.body.results as Obj[]).map((x) => [x.vrf?.id ?? null, x.start_address]), [
      [null, range(2, null).start_address], [null, range(3, null).start_address], [vrf.id, range(1, null).start_address]]);
  });
});

// NetBox sorts names naturally (utilities/ordering.py): sites, racks, devices, VMs and device
// components by naturalize (every number as a number), interfaces and VM interfaces by
// naturalize_interface (slot/subslot/position first, then the type, id, channel and unit) in
// byte order. The expected orders below are NetBox 3.7's, computed by its own functions.
describe('engine: natural ordering of names, as NetBox sorts them', () => {
  let api: TestApi;
  const u = uid();
  const h = modelHelpers(() => api);
  let device: Obj;
  let site: Obj;
  let vm: Obj;
  const interfaces = ['Ethernet1/10', 'Gi0/2', 'Ethernet1/2', 'Gi0/1.100', 'Po10', 'Gi0/1', 'eth0', 'Gi0/1:2', 'Ethernet1/1', 'Po2'];
  const interfaceOrder = ['Gi0/1', 'Gi0/1.100', 'Gi0/1:2', 'Gi0/2', 'Ethernet1/1', 'Ethernet1/2', 'Ethernet1/10', 'Po2', 'Po10', 'eth0'];
  // Each name after this test's prefix, whose own digits are the same in every name.
  const named = ['sw10', 'sw2', 'SW3', 'sw2a', 'sw1'];
  const namedOrder = ['SW3', 'sw1', 'sw2', 'sw2a', 'sw10'];
  const p = `nat-${u}-`;

  before(async () => {
    api = await startApi();
    const ds = await factories(h.created).deviceSite();
    site = ds.site;
    for (const n of named) await ds.device({ name: `${p}${n}` });
    device = await ds.device({ name: `${p}ifaces` });
    // One at a time, in this order, so that neither the id nor the insertion decides.
    for (const n of interfaces) await h.created('dcim/interfaces', { device: device.id, name: n, type: '1000base-t' });
    for (const n of named) await h.created('dcim/sites', { name: `${p}${n}`, slug: `${p}${n}`.toLowerCase() });
    for (const n of named) await h.created('dcim/racks', { name: n, site: site.id });
    for (const n of named) await h.created('dcim/console-ports', { device: device.id, name: n });
    const type = await h.created('virtualization/cluster-types', { name: `ct-${u}`, slug: `ct-${u}` });
    const cluster = await h.created('virtualization/clusters', { name: `cl-${u}`, type: type.id });
    vm = await h.created('virtualization/virtual-machines', { name: `${p}vm`, cluster: cluster.id });
    for (const n of named) await h.created('virtualization/virtual-machines', { name: `${p}${n}`, cluster: cluster.id });
    for (const n of ['eth10', 'eth2.100', 'eth1', 'eth2']) await h.created('virtualization/interfaces', { virtual_machine: vm.id, name: n });
  });
  after(() => api.close());

  const names = async (path: string, ordering?: string) =>
    ((await h.get(`${path}${ordering ? `&ordering=${ordering}` : ''}&limit=0`)).results as Obj[]).map((x) => x.name as string);

  it("interfaces: a device's list by default, ordering=name and -name (Gi0/1 < Gi0/1.100 < Gi0/2, Ethernet1/2 < Ethernet1/10)", async () => {
    const path = `dcim/interfaces/?device_id=${device.id}`;
    assert.deepEqual(await names(path), interfaceOrder);
    assert.deepEqual(await names(path, 'name'), interfaceOrder);
    assert.deepEqual(await names(path, '-name'), [...interfaceOrder].reverse());
    // Unfiltered, the rows are chosen another way (read.ts): the same order.
    const all = ((await h.get('dcim/interfaces/?limit=0')).results as Obj[]).filter((i) => i.device.id === device.id).map((i) => i.name);
    assert.deepEqual(all, interfaceOrder);
  });

  it('VM interfaces: eth1 < eth2 < eth2.100 < eth10', async () => {
    assert.deepEqual(await names(`virtualization/interfaces/?virtual_machine_id=${vm.id}`), ['eth1', 'eth2', 'eth2.100', 'eth10']);
    assert.deepEqual(await names(`virtualization/interfaces/?virtual_machine_id=${vm.id}`, '-name'), ['eth10', 'eth2.100', 'eth2', 'eth1']);
  });

  for (const [what, path, prefixed] of [
    ['devices', `dcim/devices/?name__isw=${encodeURIComponent(`nat-${u}-s`)}`, true],
    ['sites', `dcim/sites/?name__isw=${encodeURIComponent(`nat-${u}-`)}`, true],
    ['virtual machines', `virtualization/virtual-machines/?name__isw=${encodeURIComponent(`nat-${u}-s`)}`, true],
    ['racks of a site', 'racks', false],
    ['console ports of a device', 'console-ports', false],
  ] as const) {
    it(`${what}: sw2 < sw10 by default, ordering=name and -name`, async () => {
      const at = path === 'racks' ? `dcim/racks/?site=${site.slug}` : path === 'console-ports' ? `dcim/console-ports/?device_id=${device.id}` : path;
      const expected = namedOrder.map((n) => (prefixed ? `${p}${n}` : n));
      assert.deepEqual(await names(at), expected);
      assert.deepEqual(await names(at, 'name'), expected);
      assert.deepEqual(await names(at, '-name'), [...expected].reverse());
    });
  }

  it('ordering=display (the web UI\'s first column) sorts by the natural name first, as NetBox\'s tables do', async () => {
    const at = `dcim/devices/?name__isw=${encodeURIComponent(`nat-${u}-s`)}`;
    assert.deepEqual(await names(at, 'display'), namedOrder.map((n) => `${p}${n}`));
    assert.deepEqual(await names(at, '-display'), namedOrder.map((n) => `${p}${n}`).reverse());
    assert.deepEqual(await names(`dcim/interfaces/?device_id=${device.id}`, 'display'), interfaceOrder);
  });

  it('a list ordered by a related object sorts by its natural name too (interfaces by device)', async () => {
    const other = await h.created('dcim/devices', { name: `${p}sw9`, device_type: device.device_type.id, role: device.role.id, site: device.site.id });
    await h.created('dcim/interfaces', { device: other.id, name: 'Gi0/1', type: '1000base-t' });
    const sw1 = (await h.get(`dcim/devices/?name=${encodeURIComponent(`${p}sw1`)}`)).results[0] as Obj;
    await h.created('dcim/interfaces', { device: sw1.id, name: 'Gi0/1', type: '1000base-t' });
    const devicesOf = async (ordering: string) => ((await h.get(`dcim/interfaces/?device_id=${other.id}&device_id=${sw1.id}&device_id=${device.id}&name=Gi0/1&ordering=${ordering}`)).results as Obj[]).map((i) => i.device.name);
    // ifaces < sw1 < sw9 naturally (not sw1 < sw9 < ... by bytes, where "ifaces" is first anyway)
    assert.deepEqual(await devicesOf('device'), [`${p}ifaces`, `${p}sw1`, `${p}sw9`]);
    assert.deepEqual(await devicesOf('-device'), [`${p}sw9`, `${p}sw1`, `${p}ifaces`]);
    const sw10 = (await h.get(`dcim/devices/?name=${encodeURIComponent(`${p}sw10`)}`)).results[0] as Obj;
    await h.created('dcim/interfaces', { device: sw10.id, name: 'Gi0/1', type: '1000base-t' });
    const three = ((await h.get(`dcim/interfaces/?device_id=${other.id}&device_id=${sw1.id}&device_id=${sw10.id}&name=Gi0/1`)).results as Obj[]).map((i) => i.device.name);
    assert.deepEqual(three, [`${p}sw1`, `${p}sw9`, `${p}sw10`]);
  });

  const graphql = async (query: string) => {
    const r = await api.request.post('/graphql/').set(auth).send({ query });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.errors, undefined, JSON.stringify(r.body.errors));
    return r.body.data;
  };

  it('GraphQL: interface_list, vm_interface_list and device_list in the same order', async () => {
    const data = await graphql(`{
      i: interface_list(device_id: [${device.id}]) { name }
      v: vm_interface_list(virtual_machine_id: [${vm.id}]) { name }
      d: device_list(name: [${named.map((n) => `"${p}${n}"`).join(', ')}]) { name }
      s: site_list(name__isw: ["${p}"]) { name }
      nested: device(id: ${device.id}) { interfaces { name } }
    }`);
    assert.deepEqual(data.i.map((x: Obj) => x.name), interfaceOrder);
    assert.deepEqual(data.v.map((x: Obj) => x.name), ['eth1', 'eth2', 'eth2.100', 'eth10']);
    assert.deepEqual(data.d.map((x: Obj) => x.name), namedOrder.map((n) => `${p}${n}`));
    assert.deepEqual(data.s.map((x: Obj) => x.name), namedOrder.map((n) => `${p}${n}`));
    assert.deepEqual(data.nested.interfaces.map((x: Obj) => x.name), interfaceOrder);
  });

  it('the key is NetBox\'s _name, kept by PostgreSQL when a name changes', async () => {
    const made = await h.created('dcim/interfaces', { device: device.id, name: 'Gi9/9', type: '1000base-t' });
    assert.equal((await h.patch('dcim/interfaces', made.id, { name: 'Gi0/1.5' })).status, 200);
    const [row] = await api.sql<[{ k: string }]>`SELECT _name AS k FROM dcim_interface WHERE id = ${made.id}`;
    // naturalize_interface('Gi0/1.5', 100) in NetBox 3.7
    assert.equal(row.k, '0000999999999999Gi000001......000005');
    assert.deepEqual(await names(`dcim/interfaces/?device_id=${device.id}`), ['Gi0/1', 'Gi0/1.5', ...interfaceOrder.slice(1)]);
    assert.equal((await h.del('dcim/interfaces', made.id)).status, 204);
  });
});

// A JSON field has no order (PostgreSQL's json none at all): ordering by one is a 400 naming
// the parameter on every model, where the change log's prechange_data was a 500.
describe('engine: ordering by a field that has no order', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const models = catalogue.models.filter((m) => m.path);
  it('object changes: ?ordering=prechange_data and -postchange_data are 400 naming ordering', async () => {
    for (const ordering of ['prechange_data', '-postchange_data', 'time,prechange_data']) {
      const r = await api.request.get(`/api/extras/object-changes/?ordering=${ordering}`).set(auth);
      assert.equal(r.status, 400, `${ordering}: ${JSON.stringify(r.body)}`);
      assert.deepEqual(Object.keys(r.body), ['ordering']);
      assert.match(r.body.ordering[0], new RegExp(`order by ${ordering.replace(/^.*,|^-/, '')}`));
    }
  });

  it('every json field of every model is a 400; on those models every other field sorts (200)', async function () {
    // Each route's first request compiles its validator (seconds on busy cores).
    this.timeout(120_000);
    const isJson = (f: Field) => f.kind === 'scalar' && f.type === 'json' && !f.write_only;
    const withJson = models.filter((m) => m.fields.some(isJson));
    assert.ok(withJson.length > 5, `${withJson.length} models with json fields`);
    for (const m of withJson) {
      const at = `/api/${m.app}/${m.path}/`;
      for (const f of m.fields.filter(isJson)) {
        const r = await api.request.get(`${at}?ordering=-${f.name}`).set(auth);
        assert.equal(r.status, 400, `${at} ${f.name}: ${JSON.stringify(r.body)}`);
        assert.deepEqual(Object.keys(r.body), ['ordering']);
      }
      const others = m.fields.filter((x) => !isJson(x)).map((x) => x.name);
      for (const ordering of [others.join(','), others.map((n) => `-${n}`).join(',')]) {
        const r = await api.request.get(`${at}?ordering=${ordering},display,created,id&limit=1`).set(auth);
        assert.equal(r.status, 200, `${at}?ordering=${ordering}: ${JSON.stringify(r.body)}`);
      }
    }
  });
});
