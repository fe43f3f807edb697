// GraphQL's pinned roots (docs/graphql.md, "Versions"): /v4.6/graphql/ answers in NetBox 4.6's
// shapes where its GraphQL types (NetBox v4.6.8's */graphql/types.py) differ from the spec's:
// VLANType, DeviceType and VirtualMachineType have no display_name, IPAddressType.nat_outside
// is a list, FrontPortType has no rear_port (NetBox 4.5's port mappings), InterfaceType no
// connection_status; /v3.7/graphql/ answers in the spec's shapes with NetBox 3.7's units (a VM's
// disk in GB). /graphql/ is unchanged, whatever Accept's version= says (NetBox's GraphQL view
// ignores it).
import assert from 'node:assert/strict';
import { auth, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('GraphQL at a pinned root: /v4.6/graphql/ and /v3.7/graphql/', function () {
  this.timeout(120_000);
  let api: TestApi;
  const u = uid();
  let fx: { vlan: Obj; inside: Obj; outside: Obj; vm: Obj; front: Obj; rear: Obj };

  before(async () => {
    api = await startApi();
    const made = async (path: string, body: object, root = '/api'): Promise<Obj> => {
      const r = await api.request.post(`${root}/${path}/`).set(auth).send(body);
      assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
      return r.body as Obj;
    };
    const vlan = await made('ipam/vlans', { vid: 234, name: `gv-${u}` });
    const inside = await made('ipam/ip-addresses', { address: '10.234.0.1/24' });
    const outside = await made('ipam/ip-addresses', { address: '192.0.2.234/32', nat_inside: inside.id });
    const cluster = await made('virtualization/clusters', { name: `gc-${u}`, type: (await made('virtualization/cluster-types', { name: `gct-${u}`, slug: `gct-${u}` })).id });
    // 2,000 MB written at 4.6, NetBox 4.1+'s unit: 2 GB at 3.7.
    const vm = await made('virtualization/virtual-machines', { name: `gvm-${u}`, cluster: cluster.id, disk: 2000 }, '/v4.6/api');
    const site = await made('dcim/sites', { name: `gs-${u}`, slug: `gs-${u}` });
    const mfr = await made('dcim/manufacturers', { name: `gm-${u}`, slug: `gm-${u}` });
    const type = await made('dcim/device-types', { manufacturer: mfr.id, model: `gt-${u}`, slug: `gt-${u}` });
    const role = await made('dcim/device-roles', { name: `gr-${u}`, slug: `gr-${u}` });
    const device = await made('dcim/devices', { name: `gd-${u}`, device_type: type.id, role: role.id, site: site.id });
    const rear = await made('dcim/rear-ports', { device: device.id, name: 'r1', type: '8p8c' });
    const front = await made('dcim/front-ports', { device: device.id, name: 'f1', type: '8p8c', rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 1 }] });
    fx = { vlan, inside, outside, vm, front, rear };
  });
  after(() => api.close());

  const post = (path: string, query: string, headers: Record<string, string> = {}) =>
    api.request.post(path).set(auth).set('Accept', 'application/json').set(headers).send({ query });
  /** The data of a query that must succeed at `path`. */
  const data = async (path: string, query: string, headers: Record<string, string> = {}): Promise<Obj> => {
    const r = await post(path, query, headers);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.errors, undefined, JSON.stringify(r.body.errors));
    return r.body.data as Obj;
  };
  /** The one error message of a query the schema at `path` refuses. */
  const refused = async (path: string, query: string): Promise<string> => {
    const r = await post(path, query);
    assert.ok(r.body.errors?.length === 1, JSON.stringify(r.body));
    assert.equal(r.body.data, undefined, JSON.stringify(r.body));
    return String(r.body.errors[0].message);
  };

  it('the pinned roots answer; an unknown version is a 404', async () => {
    for (const root of ['/v4.6', '/v3.7']) {
      const d = await data(`${root}/graphql/`, `{ vlan(id: ${String(fx.vlan.id)}) { name vid status } }`);
      assert.deepEqual(d, { vlan: { name: fx.vlan.name, vid: 234, status: 'active' } }, root);
    }
    assert.equal((await post('/v9.9/graphql/', '{ vlan_list { id } }')).status, 404);
    const slash = await api.request.get('/v4.6/graphql').set(auth);
    assert.equal(slash.status, 302);
    assert.equal(slash.headers.location, '/v4.6/graphql/');
  });

  it('at 4.6 a VLAN has no display_name, as NetBox 4.6\'s VLANType; /graphql/ and /v3.7 keep it', async () => {
    const q = `{ vlan(id: ${String(fx.vlan.id)}) { display_name } }`;
    assert.match(await refused('/v4.6/graphql/', q), /Cannot query field "display_name" on type "VLANType"/);
    for (const path of ['/graphql/', '/v3.7/graphql/']) {
      assert.deepEqual(await data(path, q), { vlan: { display_name: `${String(fx.vlan.name)} (234)` } }, path);
    }
  });

  it('at 4.6 nat_outside is a list, as NetBox 4.6\'s IPAddressType; one object at /graphql/', async () => {
    const q = `{ ip_address(id: ${String(fx.inside.id)}) { nat_outside { id address } } }`;
    assert.deepEqual(await data('/v4.6/graphql/', q), { ip_address: { nat_outside: [{ id: String(fx.outside.id), address: '192.0.2.234/32' }] } });
    assert.deepEqual(await data('/graphql/', q), { ip_address: { nat_outside: { id: String(fx.outside.id), address: '192.0.2.234/32' } } });
  });

  it('at 4.6 a front port has its rear_ports mappings only; /graphql/ keeps rear_port', async () => {
    assert.match(await refused('/v4.6/graphql/', `{ front_port(id: ${String(fx.front.id)}) { rear_port { id } } }`), /Cannot query field "rear_port" on type "FrontPortType"/);
    const d = await data('/graphql/', `{ front_port(id: ${String(fx.front.id)}) { rear_port { id } rear_port_position } }`);
    assert.deepEqual(d, { front_port: { rear_port: { id: String(fx.rear.id) }, rear_port_position: 1 } });
  });

  it('a VM\'s disk in the pinned version\'s unit: MB at 4.6, GB at 3.7', async () => {
    const q = `{ virtual_machine(id: ${String(fx.vm.id)}) { disk } }`;
    assert.deepEqual(await data('/v4.6/graphql/', q), { virtual_machine: { disk: 2000 } });
    assert.deepEqual(await data('/v3.7/graphql/', q), { virtual_machine: { disk: 2 } });
  });

  it('Accept\'s version= does not change /graphql/\'s answers (NetBox\'s GraphQL view ignores it)', async () => {
    const q = `{ vlan(id: ${String(fx.vlan.id)}) { display_name } }`;
    assert.deepEqual(await data('/graphql/', q, { Accept: 'application/json; version=4.6' }), { vlan: { display_name: `${String(fx.vlan.name)} (234)` } });
  });

  it('at 4.6 a token\'s v2 public key is key, as its filter, and its display is that key', async () => {
    const t = (await api.request.post('/v4.6/api/users/tokens/').set(auth).send({ version: 2, description: `gq-${u}` })).body as Obj;
    const d = await data('/v4.6/graphql/', `{ token_list(key: "${String(t.key)}") { id key display } }`);
    assert.deepEqual(d, { token_list: [{ id: String(t.id), key: t.key, display: t.key }] });
    const spec = await data('/graphql/', `{ token_list(key_id: "${String(t.key)}") { id key_id display } }`);
    assert.deepEqual(spec, { token_list: [{ id: String(t.id), key_id: t.key, display: `gq-${u}` }] });
  });

  it('a pinned query is still one statement', async () => {
    const q = `{ ip_address_list(address: "${String(fx.inside.address)}") { id nat_outside { id nat_inside { id } } vrf { name } } }`;
    await data('/v4.6/graphql/', q);
    const from = api.statements.length;
    await data('/v4.6/graphql/', q);
    const sql = api.statements.slice(from).filter((s) => !/pg_catalog\.pg_type|^UPDATE users_token SET last_used/.test(s));
    // The token, the permissions and table sizes are read once and kept; the query is one.
    assert.ok(sql.filter((s) => /json_build_object|json_agg/.test(s)).length === 1, sql.join('\n'));
  });
});
