// NetBox 4.2's virtual circuits (circuits/models/virtual_circuits.py, NetBox v4.6.8): types,
// circuits across a provider network, and their terminations on virtual interfaces. Their fields
// and brief forms as NetBox 4.6's serializers, their filters as its filter sets, the rules of
// their clean(), the change log, GraphQL and search. Served at every root (NetBox 3.7 has none).
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

const HOST = 'vc.example.test';

describe('models: virtual circuits', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, del, get, created, refused, ids, sorted, url } = modelHelpers(() => api, HOST);
  const make = factories(created);
  const v46 = (path: string) => api.request.get(`/v4.6/api/${path}`).set(auth).set('Host', HOST);

  /** A provider with a network and an account, a type, and a virtual circuit on them. */
  async function world(o: object = {}) {
    const u = uid();
    const provider = await created('circuits/providers', { name: `vp-${u}`, slug: `vp-${u}` });
    const network = await created('circuits/provider-networks', { name: `vn-${u}`, provider: provider.id });
    const account = await created('circuits/provider-accounts', { provider: provider.id, account: `acct-${u}` });
    const type = await created('circuits/virtual-circuit-types', { name: `vt-${u}`, slug: `vt-${u}` });
    const vc = await created('circuits/virtual-circuits', { cid: `VC-${u}`, provider_network: network.id, type: type.id, ...o });
    return { u, provider, network, account, type, vc };
  }
  /** A device with two virtual interfaces (pynetbox 7.8's vlan100 and vlan200) and a physical one. */
  async function interfaces() {
    const d = await make.device();
    const virtual = async (name: string, type = 'virtual') => created('dcim/interfaces', { name, type, device: d.id });
    return { device: d, a: await virtual('vlan100'), b: await virtual('vlan200'), physical: await virtual('eth0', '1000base-t') };
  }

  it('types: NetBox 4.6\'s fields and brief form, with the count of their circuits', async () => {
    const { type, vc } = await world();
    const got = (await v46(`circuits/virtual-circuit-types/${type.id}/`)).body;
    assert.deepEqual(Object.keys(got).sort(), ['id', 'url', 'display_url', 'display', 'name', 'slug', 'color', 'description', 'owner', 'comments', 'tags',
      'custom_fields', 'created', 'last_updated', 'virtual_circuit_count'].sort());
    assert.deepEqual([got.display, got.virtual_circuit_count, got.url], [type.name, 1, url('circuits/virtual-circuit-types', type.id).replace('/api/', '/v4.6/api/')]);
    const brief = (await v46(`circuits/virtual-circuit-types/?id=${type.id}&brief=1`)).body.results[0];
    assert.deepEqual(brief, { id: type.id, url: got.url, display: type.name, name: type.name, slug: type.slug, description: '', virtual_circuit_count: 1 });
    // In use: protected, as NetBox's PROTECT.
    assert.equal((await del('circuits/virtual-circuit-types', type.id)).status, 409);
    assert.equal((await del('circuits/virtual-circuits', vc.id)).status, 204);
    assert.equal((await del('circuits/virtual-circuit-types', type.id)).status, 204);
  });

  it('virtual circuits: pynetbox 7.8\'s body; NetBox 4.6\'s fields, brief form and display; the status and owner', async () => {
    const { network, type, vc } = await world();
    const got = (await v46(`circuits/virtual-circuits/${vc.id}/`)).body;
    assert.deepEqual(Object.keys(got).sort(), ['id', 'url', 'display_url', 'display', 'cid', 'provider_network', 'provider_account', 'type', 'status',
      'tenant', 'description', 'owner', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'].sort());
    assert.deepEqual([got.display, got.provider_network.id, got.provider_account, got.type.id, got.status, got.tenant],
      [vc.cid, network.id, null, type.id, { value: 'active', label: 'Active' }, null]);
    const brief = (await v46(`circuits/virtual-circuits/?id=${vc.id}&brief=1`)).body.results[0];
    assert.deepEqual(Object.keys(brief).sort(), ['id', 'url', 'display', 'provider_network', 'cid', 'description'].sort());
    assert.equal((await patch('circuits/virtual-circuits', vc.id, { description: 'Test Value', status: 'planned' })).status, 200);
    assert.deepEqual([(await get(`circuits/virtual-circuits/${vc.id}/`)).description, (await get(`circuits/virtual-circuits/${vc.id}/`)).status.value], ['Test Value', 'planned']);
    await refused(patch('circuits/virtual-circuits', vc.id, { status: 'bogus' }), 'status');
  });

  it('refuses an account of another provider, a second circuit ID on one network or account, and what is missing; writes nothing', async () => {
    const { u, network, account, type, vc } = await world();
    const other = await world();
    await refused(post('circuits/virtual-circuits', { cid: `X-${u}`, provider_network: network.id, provider_account: other.account.id, type: type.id }),
      'provider_account', /^The assigned account must belong to the provider of the assigned network\.$/);
    await refused(patch('circuits/virtual-circuits', vc.id, { provider_account: other.account.id }), 'provider_account');
    await refused(post('circuits/virtual-circuits', { cid: vc.cid, provider_network: network.id, type: type.id }),
      '__all__', /^Virtual circuit with this Provider network and Circuit ID already exists\.$/);
    const withAccount = await created('circuits/virtual-circuits', { cid: `A-${u}`, provider_network: network.id, provider_account: account.id, type: type.id });
    assert.equal(withAccount.provider_account.id, account.id);
    await refused(post('circuits/virtual-circuits', { cid: `A-${u}`, provider_network: other.network.id, provider_account: account.id, type: type.id }), 'provider_account');
    for (const missing of ['cid', 'provider_network', 'type']) {
      const body: Obj = { cid: `M-${u}`, provider_network: network.id, type: type.id };
      delete body[missing];
      await refused(post('circuits/virtual-circuits', body), missing, /^This field is required\.$/);
    }
    assert.deepEqual(await ids(`circuits/virtual-circuits/?provider_network_id=${network.id}`), sorted(vc.id, withAccount.id));
    assert.equal((await get(`circuits/virtual-circuits/${vc.id}/`)).provider_account, null);
  });

  it('filters as NetBox\'s VirtualCircuitFilterSet: cid, provider, account, network, type, status, tenant, q', async () => {
    const { u, provider, network, account, type, vc } = await world();
    const tenant = await make.tenant();
    const second = await created('circuits/virtual-circuits', { cid: `B-${u}`, provider_network: network.id, provider_account: account.id, type: type.id, status: 'planned', tenant: tenant.id, description: `desc-${u}` });
    const { vc: elsewhere } = await world();
    const found = (q: string) => ids(`circuits/virtual-circuits/?${q}`);
    assert.deepEqual(await found(`cid=${vc.cid}`), [vc.id]);
    assert.deepEqual(await found(`provider_id=${provider.id}`), sorted(vc.id, second.id));
    assert.deepEqual(await found(`provider=${provider.slug}`), sorted(vc.id, second.id));
    assert.deepEqual(await found(`provider_network_id=${network.id}&status=planned`), [second.id]);
    assert.deepEqual(await found(`provider_account_id=${account.id}`), [second.id]);
    assert.deepEqual(await found(`provider_account=${account.account}`), [second.id]);
    assert.deepEqual(await found(`type=${type.slug}`), sorted(vc.id, second.id));
    assert.deepEqual(await found(`type_id=${type.id}&tenant_id=${tenant.id}`), [second.id]);
    assert.deepEqual(await found(`tenant=${tenant.slug}`), [second.id]);
    assert.deepEqual(await found(`q=desc-${u}`), [second.id]);
    assert.ok(!(await found(`provider_id=${provider.id}`)).includes(elsewhere.id));
  });

  it('terminations: pynetbox 7.8\'s bodies; NetBox 4.6\'s fields, brief form and display; the circuit\'s filter', async () => {
    const { vc } = await world();
    const i = await interfaces();
    const hub = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, role: 'hub', interface: i.a.id });
    const spoke = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, role: 'spoke', interface: i.b.id });
    const got = (await v46(`circuits/virtual-circuit-terminations/${hub.id}/`)).body;
    assert.deepEqual(Object.keys(got), ['id', 'url', 'display_url', 'display', 'virtual_circuit', 'role', 'interface', 'description', 'tags',
      'custom_fields', 'created', 'last_updated']);
    assert.deepEqual([got.display, got.virtual_circuit.id, got.virtual_circuit.cid, got.role, got.interface.id, got.interface.device.id],
      [`${vc.cid}: Hub termination`, vc.id, vc.cid, { value: 'hub', label: 'Hub' }, i.a.id, i.device.id]);
    const brief = (await v46(`circuits/virtual-circuit-terminations/?id=${hub.id}&brief=1`)).body.results[0];
    assert.deepEqual(Object.keys(brief).sort(), ['id', 'url', 'display', 'virtual_circuit', 'role', 'interface', 'description'].sort());
    // The default role is peer.
    const c = await interfaces();
    const peer = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, interface: c.a.id });
    assert.deepEqual([peer.role.value, peer.display], ['peer', `${vc.cid}: Peer termination`]);
    const found = (q: string) => ids(`circuits/virtual-circuit-terminations/?${q}`);
    assert.deepEqual(await found(`virtual_circuit_id=${vc.id}`), sorted(hub.id, spoke.id, peer.id));
    assert.deepEqual(await found(`virtual_circuit_id=${vc.id}&role=hub`), [hub.id]);
    assert.deepEqual(await found(`interface_id=${i.b.id}`), [spoke.id]);
    assert.deepEqual(await found(`provider_network_id=${vc.provider_network.id}&role=spoke&role=peer`), sorted(spoke.id, peer.id));
    assert.equal((await patch('circuits/virtual-circuit-terminations', spoke.id, { description: `uplink-${vc.cid}` })).status, 200);
    assert.deepEqual(await found(`q=uplink-${vc.cid}`), [spoke.id]);
    // A termination has no cable: no path passes through it.
    assert.deepEqual(await get(`circuits/virtual-circuit-terminations/${hub.id}/paths/`), [] as never);
  });

  it('a termination needs a virtual interface, one termination per interface, a known role; deleting the interface or the circuit deletes it', async () => {
    const { vc } = await world();
    const i = await interfaces();
    await refused(post('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, interface: i.physical.id }),
      '__all__', /^Virtual circuits may be terminated only to virtual interfaces\.$/);
    const lag = await created('dcim/interfaces', { name: `lag-${uid()}`, type: 'lag', device: i.device.id });
    const onLag = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, interface: lag.id });
    const t = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, interface: i.a.id, role: 'spoke' });
    // NetBox's one-to-one interface: DRF's unique validator names the field.
    await refused(post('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, interface: i.a.id }),
      'interface', /^Virtual circuit termination with this Interface already exists\.$/);
    await refused(post('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, interface: i.b.id, role: 'leaf' }), 'role');
    await refused(patch('circuits/virtual-circuit-terminations', t.id, { interface: i.physical.id }), '__all__');
    assert.deepEqual(await ids(`circuits/virtual-circuit-terminations/?virtual_circuit_id=${vc.id}`), sorted(onLag.id, t.id));
    assert.equal((await del('dcim/interfaces', i.a.id)).status, 204);
    assert.deepEqual(await ids(`circuits/virtual-circuit-terminations/?virtual_circuit_id=${vc.id}`), [onLag.id]);
    assert.equal((await del('circuits/virtual-circuits', vc.id)).status, 204);
    assert.equal((await api.request.get(`/api/circuits/virtual-circuit-terminations/${onLag.id}/`).set(auth)).status, 404);
  });

  it('a virtual interface is connected to its peers (a hub to the spokes, a spoke to the hubs, a peer to the other peers); interfaces filter by them', async () => {
    const { vc } = await world();
    const i = await interfaces();
    const j = await interfaces();
    const hub = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, role: 'hub', interface: i.a.id });
    const spoke1 = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, role: 'spoke', interface: i.b.id });
    const spoke2 = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, role: 'spoke', interface: j.a.id });
    const connected = async (iface: Obj) => {
      const got = (await v46(`dcim/interfaces/${iface.id}/`)).body;
      return [got.connected_endpoints_type, got.connected_endpoints?.map((e: Obj) => e.id) ?? null, got.connected_endpoints_reachable];
    };
    assert.deepEqual(await connected(i.a), ['circuits.virtualcircuittermination', [spoke1.id, spoke2.id], false]);
    assert.deepEqual(await connected(i.b), ['circuits.virtualcircuittermination', [hub.id], false]);
    // The nested termination is NetBox 4.6's brief one.
    const nested = (await v46(`dcim/interfaces/${i.b.id}/`)).body.connected_endpoints[0];
    assert.deepEqual(nested, (await v46(`circuits/virtual-circuit-terminations/?id=${hub.id}&brief=1`)).body.results[0]);
    // Peers see the other peers, not themselves; an interface with no peers, or none, has none.
    const { vc: vc2 } = await world();
    const p1 = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc2.id, interface: j.b.id });
    assert.deepEqual(await connected(j.b), [null, null, false]);
    const p2 = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc2.id, interface: (await interfaces()).a.id });
    assert.deepEqual(await connected(j.b), ['circuits.virtualcircuittermination', [p2.id], false]);
    assert.deepEqual(await connected(i.physical), [null, null, false]);
    // NetBox's interface filters virtual_circuit_id and virtual_circuit_termination_id.
    assert.deepEqual(await ids(`dcim/interfaces/?virtual_circuit_id=${vc.id}`), sorted(i.a.id, i.b.id, j.a.id));
    assert.deepEqual(await ids(`dcim/interfaces/?virtual_circuit_termination_id=${p1.id}`), [j.b.id]);
  });

  it('the change log records a termination with its circuit as the related object; every root serves them; GraphQL and search find them', async () => {
    const { vc, type } = await world();
    const i = await interfaces();
    const t = await created('circuits/virtual-circuit-terminations', { virtual_circuit: vc.id, interface: i.a.id });
    const changes = (await get(`extras/object-changes/?changed_object_type=circuits.virtualcircuittermination&changed_object_id=${t.id}`)).results as Obj[];
    assert.deepEqual(changes.map((c) => [c.action.value, c.related_object_type, c.related_object_id, c.object_repr]),
      [['create', 'circuits.virtualcircuit', vc.id, `${vc.cid}: Peer termination`]]);
    for (const root of ['/api', '/v3.7/api', '/v4.6/api']) {
      const r = await api.request.get(`${root}/circuits/virtual-circuits/${vc.id}/`).set(auth);
      assert.deepEqual([r.status, r.body.cid], [200, vc.cid], root);
    }
    const gql = await api.request.post('/graphql/').set(auth).send({ query: `{ virtual_circuit_list(id: ${vc.id}) { cid type { name } } virtual_circuit_termination(id: ${t.id}) { role interface { name } virtual_circuit { cid } } }` });
    assert.equal(gql.status, 200, JSON.stringify(gql.body));
    assert.deepEqual(gql.body.data, { virtual_circuit_list: [{ cid: vc.cid, type: { name: type.name } }], virtual_circuit_termination: { role: 'peer', interface: { name: 'vlan100' }, virtual_circuit: { cid: vc.cid } } });
    const found = (await get(`netinv/search/?q=${vc.cid}`)).results as Obj[];
    const group = found.find((g) => g.object_type === 'circuits.virtualcircuit');
    assert.deepEqual(group?.results.map((r: Obj) => [r.id, r.matched.field]), [[vc.id, 'cid']], JSON.stringify(found));
  });
});
