// pynetbox 7.8.0's own integration tests that stopped against netinv (issue 32): test_circuits.py
// (virtual circuit types, virtual circuits and their terminations; a circuit termination's
// paths()) and test_dcim.py's TestPassThroughPorts (front and rear ports' paths()), replayed
// as pynetbox sends them with its URL at http://host/v4.6 (pynetbox/core/query.py: `accept:
// application/json`, `authorization: Token <key>`; Endpoint.create POSTs the fixture's keyword
// arguments, get(**kwargs) and filter(**kwargs) GET the list with them as the query,
// Record.save() PATCHes the changed field, PathableRecord.paths() GETs `<id>/paths/`).
import assert from 'node:assert/strict';
import { ADMIN_TOKEN, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

const HOST = 'pynetbox78-circuits.example.test';

describe('compat: pynetbox 7.8.0\'s integration tests of virtual circuits and cable paths, at /v4.6', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const u = uid();
  const call = (verb: 'get' | 'post' | 'patch' | 'delete', path: string, body?: unknown) => {
    let req = api.request[verb](`/v4.6/api/${path}`).set('Host', HOST).set('accept', 'application/json').set('authorization', `Token ${ADMIN_TOKEN}`);
    if (verb === 'post' || verb === 'patch') req = req.set('Content-Type', 'application/json').send(body as object);
    return req;
  };
  const ok = async (verb: 'get' | 'post' | 'patch' | 'delete', path: string, body?: unknown): Promise<Obj> => {
    const r = await call(verb, path, body);
    assert.equal(r.status, verb === 'post' ? 201 : verb === 'delete' ? 204 : 200, `${verb} ${path}: ${JSON.stringify(r.body)}`);
    return r.body as Obj;
  };
  /** Endpoint.get(**kwargs): the list filtered by them must hold exactly one object. */
  const getOne = async (path: string, query: string) => {
    const list = await ok('get', `${path}/?${query}`);
    assert.equal(list.count, 1, `${path}/?${query}: ${JSON.stringify(list.results.map((x: Obj) => x.id))}`);
    return list.results[0] as Obj;
  };
  /** BaseTest: create, str(), update_field "Test Value" saved, get by id, get and filter by kwargs. */
  const baseTest = async (path: string, fixture: Obj, query: string, str: string, updates = true) => {
    assert.equal(fixture.display, str);
    if (updates) await ok('patch', `${path}/${fixture.id}/`, { description: 'Test Value' });
    const byId = await ok('get', `${path}/${fixture.id}/`);
    const byKwarg = await getOne(path, query);
    const filtered = (await ok('get', `${path}/?${query}`)).results[0] as Obj;
    for (const got of [byId, byKwarg, filtered]) {
      assert.equal(got.id, fixture.id);
      if (updates) assert.equal(got.description, 'Test Value');
    }
  };
  const s: Obj = {};

  it('fixtures: a site, a device type and role, a provider, its network, a circuit type and a circuit', async () => {
    s.site = await ok('post', 'dcim/sites/', { name: `test-${u}`, slug: `test-${u}` });
    const m = await ok('post', 'dcim/manufacturers/', { name: `test-manufacturer-${u}`, slug: `test-manufacturer-${u}` });
    s.deviceType = await ok('post', 'dcim/device-types/', { model: `test-device-type-${u}`, slug: `test-device-type-${u}`, manufacturer: m.id });
    s.role = await ok('post', 'dcim/device-roles/', { name: `test-device-role-${u}`, slug: `test-device-role-${u}`, color: '000000' });
    s.provider = await ok('post', 'circuits/providers/', { name: `test-provider-${u}`, slug: `test-provider-${u}` });
    s.circuitType = await ok('post', 'circuits/circuit-types/', { name: `test-circuit-type-${u}`, slug: `test-circuit-type-${u}` });
    s.circuit = await ok('post', 'circuits/circuits/', { cid: `TEST-CIRCUIT-001-${u}`, provider: s.provider.id, type: s.circuitType.id });
    s.network = await ok('post', 'circuits/provider-networks/', { name: `test-provider-network-${u}`, provider: s.provider.id });
  });

  it('TestVirtualCircuit: create, str, update, get and filter by cid', async () => {
    s.vcType = await ok('post', 'circuits/virtual-circuit-types/', { name: `test-virtual-circuit-type-${u}`, slug: `test-virtual-circuit-type-${u}` });
    s.vc = await ok('post', 'circuits/virtual-circuits/', { cid: `TEST-VCIRCUIT-001-${u}`, provider_network: s.network.id, type: s.vcType.id });
    await baseTest('circuits/virtual-circuits', s.vc, `cid=${s.vc.cid}`, s.vc.cid);
  });

  it('TestVirtualCircuitTermination: a hub on a virtual interface; str is the circuit ID; get by virtual_circuit_id; paths() is []', async () => {
    // create_device (conftest.py): NetBox 4.x's `role`.
    s.device = await ok('post', 'dcim/devices/', { name: `test-vcircuit-device-${u}`, device_type: s.deviceType.id, role: s.role.id, site: s.site.id });
    const a = await ok('post', 'dcim/interfaces/', { name: 'vlan100', type: 'virtual', device: s.device.id });
    const b = await ok('post', 'dcim/interfaces/', { name: 'vlan200', type: 'virtual', device: s.device.id });
    const hub = await ok('post', 'circuits/virtual-circuit-terminations/', { virtual_circuit: s.vc.id, role: 'hub', interface: a.id });
    // VirtualCircuitTerminations.__str__ is the circuit's cid. The spoke's fixture is used by no
    // test, so pynetbox never makes it, and get(virtual_circuit_id=...) finds the hub alone.
    assert.equal(hub.virtual_circuit.cid, s.vc.cid);
    assert.equal((await getOne('circuits/virtual-circuit-terminations', `virtual_circuit_id=${s.vc.id}`)).id, hub.id);
    // A spoke on the other interface, as the spoke fixture would make it.
    assert.equal((await ok('post', 'circuits/virtual-circuit-terminations/', { virtual_circuit: s.vc.id, role: 'spoke', interface: b.id })).role.value, 'spoke');
    assert.deepEqual(await ok('get', `circuits/virtual-circuit-terminations/${hub.id}/paths/`), []);
  });

  it('TestCircuitTermination: A on a site (termination_type, termination_id, site); get by circuit_id; paths() of an uncabled one is []', async () => {
    s.siteB = await ok('post', 'dcim/sites/', { name: `test-site-b-${u}`, slug: `test-site-b-${u}` });
    const ta = await ok('post', 'circuits/circuit-terminations/', { circuit: s.circuit.id, site: s.site.id, term_side: 'A', termination_type: 'dcim.site', termination_id: s.site.id });
    assert.equal(ta.circuit.cid, s.circuit.cid);
    assert.equal((await getOne('circuits/circuit-terminations', `circuit_id=${s.circuit.id}`)).id, ta.id);
    // The Z side, as its fixture (used by no test) would make it.
    await ok('post', 'circuits/circuit-terminations/', { circuit: s.circuit.id, site: s.siteB.id, term_side: 'Z', termination_type: 'dcim.site', termination_id: s.siteB.id });
    assert.deepEqual(await ok('get', `circuits/circuit-terminations/${ta.id}/paths/`), []);
  });

  it('TestPassThroughPorts: front and rear ports\' paths() list paths with the objects of each step', async () => {
    const device = (name: string) => ok('post', 'dcim/devices/', { name: `${name}-${u}`, device_type: s.deviceType.id, role: s.role.id, site: s.site.id });
    const [da, db] = [await device('test-device-a'), await device('test-device-b')];
    const rearA = await ok('post', 'dcim/rear-ports/', { name: 'RearPort1', device: da.id, type: '8p8c', positions: 1 });
    const frontA = await ok('post', 'dcim/front-ports/', { name: 'FrontPort1', device: da.id, type: '8p8c', rear_ports: [{ rear_port: rearA.id, rear_port_position: 1, position: 1 }] });
    const rearB = await ok('post', 'dcim/rear-ports/', { name: 'RearPort2', device: db.id, type: '8p8c', positions: 1 });
    const frontB = await ok('post', 'dcim/front-ports/', { name: 'FrontPort2', device: db.id, type: '8p8c', rear_ports: [{ rear_port: rearB.id, rear_port_position: 1, position: 1 }] });
    const ifA = await ok('post', 'dcim/interfaces/', { name: 'eth0', type: '1000base-t', device: da.id });
    const ifB = await ok('post', 'dcim/interfaces/', { name: 'eth0', type: '1000base-t', device: db.id });
    const cable = (a: [string, Obj], b: [string, Obj]) => ok('post', 'dcim/cables/', {
      a_terminations: [{ object_type: a[0], object_id: a[1].id }], b_terminations: [{ object_type: b[0], object_id: b[1].id }] });
    await cable(['dcim.frontport', frontA], ['dcim.frontport', frontB]);
    await cable(['dcim.rearport', rearA], ['dcim.interface', ifA]);
    await cable(['dcim.rearport', rearB], ['dcim.interface', ifB]);
    await baseTest('dcim/front-ports', frontA, `name=FrontPort1&device_id=${da.id}`, 'FrontPort1', false);
    for (const port of [`dcim/front-ports/${frontA.id}`, `dcim/rear-ports/${rearA.id}`]) {
      const paths = await ok('get', `${port}/paths/`) as unknown as Obj[];
      assert.equal(paths.length, 2, port);
      // PathableRecord.paths() makes a Record of each object of each step from its url.
      for (const p of paths) {
        assert.deepEqual(Object.keys(p), ['id', 'path', 'is_active', 'is_complete', 'is_split']);
        for (const step of p.path as Obj[][]) for (const o of step) assert.match(o.url, new RegExp(`^http://${HOST}/v4\\.6/api/(dcim|circuits)/[a-z-]+/\\d+/$`));
      }
      assert.deepEqual(paths.map((p) => [p.path[0][0].id, p.path.at(-1)[0].id]), [[ifA.id, ifB.id], [ifB.id, ifA.id]]);
    }
  });

  it('teardown: the fixtures delete in pynetbox\'s order (a virtual circuit with its terminations, then its type and network)', async () => {
    await ok('delete', `circuits/virtual-circuits/${s.vc.id}/`);
    await ok('delete', `circuits/virtual-circuit-types/${s.vcType.id}/`);
    await ok('delete', `circuits/provider-networks/${s.network.id}/`);
    await ok('delete', `circuits/circuits/${s.circuit.id}/`);
    assert.equal((await call('get', `circuits/virtual-circuit-terminations/?virtual_circuit_id=${s.vc.id}`)).body.count, 0);
  });
});
