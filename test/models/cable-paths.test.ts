// GET .../<id>/paths/ on front ports, rear ports, circuit terminations and virtual circuit
// terminations (NetBox's PassThroughPortMixin, 3.7 and 4.6 alike): the cable paths through the
// object, as NetBox's CablePathSerializer shows its stored CablePaths: `id`, `path` (the
// objects of each step, in brief), `is_active`, `is_complete`, `is_split`. netinv stores none
// and traces them from their origins when read (src/db/functions/cable_trace_paths.sql).
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

const HOST = 'paths.example.test';

describe('models: cable paths through pass-through ports and circuits', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { get, created, patch } = modelHelpers(() => api, HOST);
  const make = factories(created);
  const end = (type: string, ...objects: Obj[]) => objects.map((o) => ({ object_type: type, object_id: o.id }));
  const v46 = { ...auth, Accept: 'application/json; version=4.6' };

  /** GET under a root (`/api`, `/v3.7/api`, `/v4.6/api`), its status and body. */
  const at = (root: string, path: string) => api.request.get(`${root}/${path}`).set(auth).set('Host', HOST);
  /** The object's brief form under that root, as NetBox nests it in a path. */
  const brief = async (root: string, path: string, o: Obj) => {
    const r = await at(root, `${path}/?id=${o.id}&brief=1`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.results[0] as Obj;
  };

  /** pynetbox 7.8's TestPassThroughPorts: two devices, each an interface cabled to its rear
   * port, whose front port (mapped to it, NetBox 4.5's rear_ports) is cabled to the other's. */
  async function passThrough() {
    const u = uid();
    const { site, device } = await make.deviceSite();
    const [a, b] = [await device({ name: `pa-${u}` }), await device({ name: `pb-${u}` })];
    const rearA = await created('dcim/rear-ports', { name: 'RearPort1', device: a.id, type: '8p8c', positions: 1 });
    const frontA = await created('dcim/front-ports', { name: 'FrontPort1', device: a.id, type: '8p8c', rear_ports: [{ rear_port: rearA.id, rear_port_position: 1, position: 1 }] }, v46);
    const rearB = await created('dcim/rear-ports', { name: 'RearPort2', device: b.id, type: '8p8c', positions: 1 });
    const frontB = await created('dcim/front-ports', { name: 'FrontPort2', device: b.id, type: '8p8c', rear_ports: [{ rear_port: rearB.id, rear_port_position: 1, position: 1 }] }, v46);
    const ifA = await created('dcim/interfaces', { name: 'eth0', type: '1000base-t', device: a.id });
    const ifB = await created('dcim/interfaces', { name: 'eth0', type: '1000base-t', device: b.id });
    const front = await created('dcim/cables', { a_terminations: end('dcim.frontport', frontA), b_terminations: end('dcim.frontport', frontB) });
    const cableA = await created('dcim/cables', { a_terminations: end('dcim.rearport', rearA), b_terminations: end('dcim.interface', ifA) });
    const cableB = await created('dcim/cables', { a_terminations: end('dcim.rearport', rearB), b_terminations: end('dcim.interface', ifB) });
    return { site, a, b, rearA, frontA, rearB, frontB, ifA, ifB, front, cableA, cableB };
  }

  for (const root of ['/api', '/v3.7/api', '/v4.6/api']) {
    it(`${root}: a front and a rear port list the two paths through them, from each interface, with every object in brief`, async () => {
      const w = await passThrough();
      const b = (path: string, o: Obj) => brief(root, path, o);
      const [ifA, ifB, rearA, frontA, rearB, frontB] = await Promise.all([b('dcim/interfaces', w.ifA), b('dcim/interfaces', w.ifB),
        b('dcim/rear-ports', w.rearA), b('dcim/front-ports', w.frontA), b('dcim/rear-ports', w.rearB), b('dcim/front-ports', w.frontB)]);
      const [cableA, front, cableB] = await Promise.all([b('dcim/cables', w.cableA), b('dcim/cables', w.front), b('dcim/cables', w.cableB)]);
      // NetBox's CablePath of each interface (its cable's B end): near objects, cable, far objects ...
      const fromA = { id: w.cableA.id * 2 + 1, path: [[ifA], [cableA], [rearA], [frontA], [front], [frontB], [rearB], [cableB], [ifB]], is_active: true, is_complete: true, is_split: false };
      const fromB = { id: w.cableB.id * 2 + 1, path: [[ifB], [cableB], [rearB], [frontB], [front], [frontA], [rearA], [cableA], [ifA]], is_active: true, is_complete: true, is_split: false };
      for (const [path, o] of [['dcim/front-ports', w.frontA], ['dcim/rear-ports', w.rearA], ['dcim/front-ports', w.frontB], ['dcim/rear-ports', w.rearB]] as const) {
        const r = await at(root, `${path}/${o.id}/paths/`);
        assert.equal(r.status, 200, JSON.stringify(r.body));
        assert.deepEqual(r.body, [fromA, fromB], `${path}/${o.id}`);
      }
    });
  }

  it('a planned cable makes the paths through it inactive; unplugging one ends them at the port, incomplete', async () => {
    const w = await passThrough();
    assert.equal((await patch('dcim/cables', w.front.id, { status: 'planned' })).status, 200);
    const planned = await get(`dcim/rear-ports/${w.rearA.id}/paths/`) as unknown as Obj[];
    assert.deepEqual(planned.map((p) => [p.is_active, p.is_complete, p.is_split]), [[false, true, false], [false, true, false]]);
    assert.equal((await api.request.delete(`/api/dcim/cables/${w.cableB.id}/`).set(auth)).status, 204);
    // Only ifA's path is left: it reaches rear port B, which has no cable now, and stops there.
    const left = await get(`dcim/front-ports/${w.frontA.id}/paths/`) as unknown as Obj[];
    assert.deepEqual(left.map((p) => [p.id, p.path.map((step: Obj[]) => step.map((o) => o.url.replace(/^.*\/api\//, ''))), p.is_active, p.is_complete, p.is_split]), [[
      w.cableA.id * 2 + 1,
      [[`dcim/interfaces/${w.ifA.id}/`], [`dcim/cables/${w.cableA.id}/`], [`dcim/rear-ports/${w.rearA.id}/`], [`dcim/front-ports/${w.frontA.id}/`],
        [`dcim/cables/${w.front.id}/`], [`dcim/front-ports/${w.frontB.id}/`], [`dcim/rear-ports/${w.rearB.id}/`]],
      false, false, false,
    ]]);
    // rear port B is on that path; nothing starts at ifB any more.
    assert.deepEqual((await get(`dcim/rear-ports/${w.rearB.id}/paths/`) as unknown as Obj[]).map((p) => p.id), [w.cableA.id * 2 + 1]);
  });

  it('a port without a cable, and one whose mapped port has none, have no path; an unknown port is a 404', async () => {
    const d = await make.device();
    const rear = await created('dcim/rear-ports', { name: 'r', device: d.id, type: '8p8c', positions: 1 });
    const front = await created('dcim/front-ports', { name: 'f', device: d.id, type: '8p8c', rear_ports: [{ rear_port: rear.id, rear_port_position: 1, position: 1 }] }, v46);
    assert.deepEqual(await get(`dcim/front-ports/${front.id}/paths/`), [] as never);
    assert.deepEqual(await get(`dcim/rear-ports/${rear.id}/paths/`), [] as never);
    // Only a front port cabled to another front port: no interface, so no origin, so no path.
    const d2 = await make.device();
    const other = await created('dcim/front-ports', { name: 'f', device: d2.id, type: '8p8c' }, v46);
    await created('dcim/cables', { a_terminations: end('dcim.frontport', front), b_terminations: end('dcim.frontport', other) });
    assert.deepEqual(await get(`dcim/front-ports/${front.id}/paths/`), [] as never);
    for (const path of ['dcim/front-ports', 'dcim/rear-ports', 'circuits/circuit-terminations', 'circuits/virtual-circuit-terminations']) {
      const r = await at('/api', `${path}/2147483000/paths/`);
      assert.deepEqual([r.status, r.body], [404, { detail: 'Not found.' }], path);
    }
  });

  it('a path entering a front port of several positions with no position to follow is split there', async () => {
    const d = await make.device();
    const [r1, r2] = [await created('dcim/rear-ports', { name: 'r1', device: d.id, type: 'lc', positions: 1 }), await created('dcim/rear-ports', { name: 'r2', device: d.id, type: 'lc', positions: 1 })];
    const wide = await created('dcim/front-ports', { name: 'wide', device: d.id, type: 'lc', positions: 2,
      rear_ports: [{ position: 1, rear_port: r1.id }, { position: 2, rear_port: r2.id }] }, v46);
    const iface = await make.interface();
    const c = await created('dcim/cables', { a_terminations: end('dcim.interface', iface), b_terminations: end('dcim.frontport', wide) });
    const paths = await get(`dcim/front-ports/${wide.id}/paths/`) as unknown as Obj[];
    assert.deepEqual(paths.map((p) => [p.id, p.path.map((step: Obj[]) => step.map((o) => o.id)), p.is_active, p.is_complete, p.is_split]),
      [[c.id * 2, [[iface.id], [c.id], [wide.id]], true, false, true]]);
    // The rear ports behind it are on no path.
    assert.deepEqual(await get(`dcim/rear-ports/${r1.id}/paths/`), [] as never);
  });

  it('a circuit with two terminations: the paths from the interfaces at each end cross it', async () => {
    const u = uid();
    const { site, device } = await make.deviceSite();
    const site2 = await make.site();
    const [a, b] = [await device({ name: `ca-${u}` }), await device({ name: `cb-${u}`, site: site2.id })];
    const provider = await created('circuits/providers', { name: `p-${u}`, slug: `p-${u}` });
    const ctype = await created('circuits/circuit-types', { name: `ct-${u}`, slug: `ct-${u}` });
    const circuit = await created('circuits/circuits', { cid: `cid-${u}`, provider: provider.id, type: ctype.id });
    // pynetbox 7.8's bodies: NetBox 4.2's termination, with 3.7's site beside it.
    const ta = await created('circuits/circuit-terminations', { circuit: circuit.id, site: site.id, term_side: 'A', termination_type: 'dcim.site', termination_id: site.id });
    const tz = await created('circuits/circuit-terminations', { circuit: circuit.id, site: site2.id, term_side: 'Z', termination_type: 'dcim.site', termination_id: site2.id });
    assert.deepEqual(await get(`circuits/circuit-terminations/${ta.id}/paths/`), [] as never, 'no cable yet');
    const ifA = await created('dcim/interfaces', { name: 'wan', type: '1000base-t', device: a.id });
    const ifB = await created('dcim/interfaces', { name: 'wan', type: '1000base-t', device: b.id });
    const ca = await created('dcim/cables', { a_terminations: end('dcim.interface', ifA), b_terminations: end('circuits.circuittermination', ta) });
    // One side cabled: ifA's path crosses the circuit and ends at the Z side's site, incomplete.
    const half = await get(`circuits/circuit-terminations/${tz.id}/paths/`) as unknown as Obj[];
    const urls = (p: Obj) => p.path.map((step: Obj[]) => step.map((o) => o.url.replace(/^.*\/api\//, '')));
    assert.deepEqual(half.map((p) => [p.id, urls(p), p.is_active, p.is_complete, p.is_split]), [[ca.id * 2, [
      [`dcim/interfaces/${ifA.id}/`], [`dcim/cables/${ca.id}/`], [`circuits/circuit-terminations/${ta.id}/`], [`circuits/circuit-terminations/${tz.id}/`], [`dcim/sites/${site2.id}/`],
    ], true, false, false]]);
    const cz = await created('dcim/cables', { a_terminations: end('circuits.circuittermination', tz), b_terminations: end('dcim.interface', ifB) });
    const both = await get(`circuits/circuit-terminations/${ta.id}/paths/`) as unknown as Obj[];
    assert.deepEqual(both.map((p) => [p.id, urls(p), p.is_active, p.is_complete, p.is_split]), [
      [ca.id * 2, [[`dcim/interfaces/${ifA.id}/`], [`dcim/cables/${ca.id}/`], [`circuits/circuit-terminations/${ta.id}/`], [`circuits/circuit-terminations/${tz.id}/`], [`dcim/cables/${cz.id}/`], [`dcim/interfaces/${ifB.id}/`]], true, true, false],
      [cz.id * 2 + 1, [[`dcim/interfaces/${ifB.id}/`], [`dcim/cables/${cz.id}/`], [`circuits/circuit-terminations/${tz.id}/`], [`circuits/circuit-terminations/${ta.id}/`], [`dcim/cables/${ca.id}/`], [`dcim/interfaces/${ifA.id}/`]], true, true, false],
    ]);
    assert.deepEqual(await get(`circuits/circuit-terminations/${tz.id}/paths/`), both as never);
    // The objects are NetBox's nested ones: a circuit termination's brief form names its circuit.
    assert.deepEqual(both[0]!.path[2][0], await brief('/api', 'circuits/circuit-terminations', ta));
  });
});
