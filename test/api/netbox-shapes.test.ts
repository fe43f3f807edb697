// The spec's shapes and NetBox's own (issue 32): /api/ keeps the spec's contract whatever version
// it announces (a VLAN's status value is its integer code, VLANs, devices and VMs show
// display_name, an IP address has one nat_outside, an interface its connection_status, brief
// prefixes the bare family), while a request that names NetBox 4.6 or 3.7 (its pinned root
// /v4.6/api/ or /v3.7/api/, or `Accept: application/json; version=X`) is answered as that
// version's serializers answer, the objects it nests included. Catalogue: a model's `netbox:`
// and `versions."3.7".netbox` (codegen/README.md).
import assert from 'node:assert/strict';
import { auth, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

const HOST = 'shapes.example.test';
const V46 = 'application/json; version=4.6';

describe('api: the spec\'s shapes at /api/, NetBox 4.6\'s when asked for', () => {
  let api: TestApi;
  let fixture: { vlan: Obj; device: Obj; iface: Obj; inside: Obj; outside: Obj; service: Obj; vm: Obj; prefix: Obj };
  before(async () => {
    api = await startApi({ NETBOX_COMPAT_VERSION: '4.6' });
    const u = uid();
    const made = async (path: string, body: object): Promise<Obj> => {
      const r = await api.request.post(`/api/${path}/`).set(auth).set('Host', HOST).send(body);
      assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
      return r.body as Obj;
    };
    const site = await made('dcim/sites', { name: `shapes-${u}`, slug: `shapes-${u}` });
    const mfr = await made('dcim/manufacturers', { name: `m-${u}`, slug: `m-${u}` });
    const type = await made('dcim/device-types', { manufacturer: mfr.id, model: `t-${u}`, slug: `t-${u}` });
    const role = await made('dcim/device-roles', { name: `r-${u}`, slug: `r-${u}` });
    const device = await made('dcim/devices', { name: `dev-${u}`, device_type: type.id, role: role.id, site: site.id });
    const iface = await made('dcim/interfaces', { device: device.id, name: 'eth0', type: '1000base-t' });
    const vlan = await made('ipam/vlans', { vid: 101, name: `vlan-${u}`, status: 'reserved' });
    const inside = await made('ipam/ip-addresses', { address: '10.231.0.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
    const outside = await made('ipam/ip-addresses', { address: '192.0.2.231/32', nat_inside: inside.id });
    const service = await made('ipam/services', { device: device.id, name: `svc-${u}`, protocol: 'tcp', ports: [22], ipaddresses: [inside.id] });
    const cluster = await made('virtualization/clusters', { name: `c-${u}`, type: (await made('virtualization/cluster-types', { name: `ct-${u}`, slug: `ct-${u}` })).id });
    const vm = await made('virtualization/virtual-machines', { name: `vm-${u}`, cluster: cluster.id });
    const prefix = await made('ipam/prefixes', { prefix: '10.231.0.0/24' });
    fixture = { vlan, device, iface, inside, outside, service, vm, prefix };
  });
  after(async () => {
    await api.close();
  });

  /** GET `path` (under /api/) at /api/ as it is, at /v<version>/api/, or with Accept's
   * version=<version>. */
  const read = async (how: 'api' | 'pinned' | 'accept', path: string, version = '4.6'): Promise<Obj> => {
    const req = api.request.get(`${how === 'pinned' ? `/v${version}` : ''}/api/${path}`).set(auth).set('Host', HOST);
    const r = await (how === 'accept' ? req.set('Accept', `application/json; version=${version}`) : req);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.headers['api-version'], how === 'api' ? '4.6' : version);
    return r.body as Obj;
  };

  it('/api/ keeps the spec\'s shapes over the announced 4.6', async () => {
    const { vlan, device, iface, inside, outside, vm, service } = fixture;
    const v = await read('api', `ipam/vlans/${vlan.id}/`);
    assert.deepEqual(v.status, { value: 2, label: 'Reserved' });
    assert.equal(v.display_name, `${vlan.name} (101)`);
    assert.equal((await read('api', `dcim/devices/${device.id}/`)).display_name, device.name);
    assert.equal((await read('api', `virtualization/virtual-machines/${vm.id}/`)).display_name, vm.name);
    const ip = await read('api', `ipam/ip-addresses/${inside.id}/`);
    assert.equal(ip.nat_outside.id, outside.id, 'one object');
    assert.deepEqual(Object.keys(ip.assigned_object), ['id', 'url', 'display', 'device', 'name', 'cable', 'connection_status']);
    assert.deepEqual(Object.keys(ip.assigned_object.device), ['id', 'url', 'display', 'display_name', 'name']);
    assert.ok('connection_status' in (await read('api', `dcim/interfaces/${iface.id}/`)));
    const svc = await read('api', `ipam/services/${service.id}/`);
    assert.equal(svc.ipaddresses[0].family, 4);
    assert.equal((await read('api', 'ipam/prefixes/?prefix=10.231.0.0/24&brief=1')).results[0].family, 4);
  });

  for (const how of ['pinned', 'accept'] as const) {
    describe(how === 'pinned' ? 'at /v4.6/api/' : 'with Accept: application/json; version=4.6', () => {
      it('a VLAN\'s status value is the string and it has no display_name (NetBox 4.6\'s VLANSerializer)', async () => {
        const v = await read(how, `ipam/vlans/${fixture.vlan.id}/`);
        assert.deepEqual(v.status, { value: 'reserved', label: 'Reserved' });
        assert.ok(!('display_name' in v));
        const listed = await read(how, `ipam/vlans/?id=${fixture.vlan.id}&brief=1`);
        assert.deepEqual(Object.keys(listed.results[0]), ['id', 'url', 'display', 'vid', 'name', 'description']);
      });

      it('devices and VMs have no display_name; a device nests as NetBox\'s brief device', async () => {
        assert.ok(!('display_name' in (await read(how, `dcim/devices/${fixture.device.id}/`))));
        assert.ok(!('display_name' in (await read(how, `virtualization/virtual-machines/${fixture.vm.id}/`))));
        const iface = await read(how, `dcim/interfaces/${fixture.iface.id}/`);
        assert.deepEqual(iface.device, { id: fixture.device.id, url: fixture.device.url.replace('/api/', '/v4.6/api/').replace(how === 'accept' ? '/v4.6' : '', ''), display: fixture.device.name, name: fixture.device.name, description: '' });
        assert.ok(!('connection_status' in iface), 'NetBox 2.x\'s field is the spec\'s');
      });

      it('an IP address lists its nat_outside; its interface nests as NetBox\'s brief interface', async () => {
        const ip = await read(how, `ipam/ip-addresses/${fixture.inside.id}/`);
        assert.deepEqual(ip.nat_outside.map((x: Obj) => x.id), [fixture.outside.id]);
        assert.deepEqual(ip.nat_outside[0].family, { value: 4, label: 'IPv4' });
        assert.deepEqual(Object.keys(ip.assigned_object), ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied']);
        assert.deepEqual(Object.keys(ip.assigned_object.device), ['id', 'url', 'display', 'name', 'description']);
        const none = await read(how, `ipam/ip-addresses/${fixture.outside.id}/`);
        assert.deepEqual(none.nat_outside, []);
      });

      it('brief addresses and prefixes label their family, nested (a service\'s addresses) or listed', async () => {
        const svc = await read(how, `ipam/services/${fixture.service.id}/`);
        assert.deepEqual(svc.ipaddresses[0].family, { value: 4, label: 'IPv4' });
        const brief = await read(how, 'ipam/prefixes/?prefix=10.231.0.0/24&brief=1');
        assert.deepEqual(Object.keys(brief.results[0]), ['id', 'url', 'display', 'family', 'prefix', 'description', '_depth']);
        assert.deepEqual(brief.results[0].family, { value: 4, label: 'IPv4' });
      });
    });
  }

  it('a VLAN written at /v4.6/api/ takes the string, not the spec\'s integer code, and answers the string', async () => {
    const u = uid();
    const ok = await api.request.post('/v4.6/api/ipam/vlans/').set(auth).send({ vid: 102, name: `v46-${u}`, status: 'deprecated' });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.deepEqual(ok.body.status, { value: 'deprecated', label: 'Deprecated' });
    const code = await api.request.post('/v4.6/api/ipam/vlans/').set(auth).send({ vid: 103, name: `v46c-${u}`, status: 1 });
    assert.equal(code.status, 400, JSON.stringify(code.body));
    assert.deepEqual(Object.keys(code.body), ['status']);
    assert.equal((await api.sql`SELECT 1 FROM ipam_vlan WHERE name = ${`v46c-${u}`}`).length, 0, 'nothing written');
    // The same code is the spec's at /api/.
    const spec = await api.request.post('/api/ipam/vlans/').set(auth).send({ vid: 103, name: `v46c-${u}`, status: 1 });
    assert.equal(spec.status, 201, JSON.stringify(spec.body));
    assert.deepEqual(spec.body.status, { value: 1, label: 'Active' });
  });

  // NetBox 3.7's own shapes (its serializers at v3.7.8; the catalogue's versions."3.7".netbox),
  // which the Ansible collection 3.13 pointed at /v3.7 reads.
  for (const how of ['pinned', 'accept'] as const) {
    describe(how === 'pinned' ? 'at /v3.7/api/' : 'with Accept: application/json; version=3.7', () => {
      const at37 = (path: string) => read(how, path, '3.7');
      const url37 = (url: string) => (how === 'pinned' ? url.replace('/api/', '/v3.7/api/') : url);

      it('a VLAN\'s status value is the string, no display_name, NetBox 3.7\'s brief VLAN', async () => {
        const v = await at37(`ipam/vlans/${fixture.vlan.id}/`);
        assert.deepEqual(v.status, { value: 'reserved', label: 'Reserved' });
        assert.ok(!('display_name' in v));
        const listed = await at37(`ipam/vlans/?id=${fixture.vlan.id}&brief=1`);
        assert.deepEqual(listed.results[0], { id: fixture.vlan.id, url: url37(fixture.vlan.url), display: fixture.vlan.display, vid: 101, name: fixture.vlan.name });
      });

      it('devices and VMs have no display_name; brief device and VM are [id, url, display, name]', async () => {
        assert.ok(!('display_name' in (await at37(`dcim/devices/${fixture.device.id}/`))));
        assert.ok(!('display_name' in (await at37(`virtualization/virtual-machines/${fixture.vm.id}/`))));
        const vms = await at37(`virtualization/virtual-machines/?id=${fixture.vm.id}&brief=1`);
        assert.deepEqual(Object.keys(vms.results[0]), ['id', 'url', 'display', 'name']);
        const iface = await at37(`dcim/interfaces/${fixture.iface.id}/`);
        assert.deepEqual(iface.device, { id: fixture.device.id, url: url37(fixture.device.url), display: fixture.device.name, name: fixture.device.name });
        assert.ok(!('connection_status' in iface), 'NetBox 2.x\'s field is the spec\'s');
      });

      it('no brief form has a description (NetBox 3.7\'s nested serializers); /api/\'s keep NetBox 4.6\'s', async () => {
        const dev = await at37(`dcim/devices/${fixture.device.id}/`);
        for (const name of ['role', 'device_type', 'site']) assert.ok(!('description' in dev[name]), `${name}: ${JSON.stringify(dev[name])}`);
        const roles = await at37(`dcim/device-roles/?id=${fixture.device.role.id}&brief=1`);
        assert.ok(!('description' in roles.results[0]));
        assert.ok('description' in (await read('api', `dcim/devices/${fixture.device.id}/`)).role);
      });

      it('an IP address lists its nat_outside (a bare family nested); its interface is NetBox 3.7\'s brief interface', async () => {
        const ip = await at37(`ipam/ip-addresses/${fixture.inside.id}/`);
        assert.deepEqual(ip.nat_outside.map((x: Obj) => x.id), [fixture.outside.id]);
        assert.equal(ip.nat_outside[0].family, 4);
        assert.deepEqual(ip.family, { value: 4, label: 'IPv4' });
        assert.deepEqual(Object.keys(ip.assigned_object), ['id', 'url', 'display', 'device', 'name', 'cable', '_occupied']);
        assert.deepEqual(Object.keys(ip.assigned_object.device), ['id', 'url', 'display', 'name']);
        assert.deepEqual((await at37(`ipam/ip-addresses/${fixture.outside.id}/`)).nat_outside, []);
        const svc = await at37(`ipam/services/${fixture.service.id}/`);
        assert.equal(svc.ipaddresses[0].family, 4);
      });
    });
  }

  it('a VLAN written at /v3.7/api/ takes the string and answers it; nothing else changed at /api/', async () => {
    const u = uid();
    const ok = await api.request.post('/v3.7/api/ipam/vlans/').set(auth).send({ vid: 105, name: `v37-${u}`, status: 'deprecated' });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.deepEqual(ok.body.status, { value: 'deprecated', label: 'Deprecated' });
    const patched = await api.request.patch(`/v3.7/api/ipam/vlans/${String(ok.body.id)}/`).set(auth).send({ status: 'reserved' });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    assert.deepEqual(patched.body.status, { value: 'reserved', label: 'Reserved' });
    const spec = await read('api', `ipam/vlans/${String(ok.body.id)}/`);
    assert.deepEqual(spec.status, { value: 2, label: 'Reserved' });
    assert.equal(spec.display_name, `v37-${u} (105)`);
  });

  // Actions answer with the objects of other models (the address available-ips creates, the
  // interfaces of a trace): in the request's shape too, as the model endpoints answer.
  describe('actions answer in the request\'s shape', () => {
    let w: { rack: Obj; rackDevice: Obj; a: Obj; b: Obj; vlan: Obj; parent: Obj };
    before(async () => {
      const u = uid();
      const made = async (path: string, body: object): Promise<Obj> => {
        const r = await api.request.post(`/api/${path}/`).set(auth).send(body);
        assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
        return r.body as Obj;
      };
      const { device } = fixture;
      const site = device.site.id as number;
      const rack = await made('dcim/racks', { name: `rack-${u}`, site, u_height: 4 });
      const rackDevice = await made('dcim/devices', { name: `rdev-${u}`, device_type: device.device_type.id, role: device.role.id, site, rack: rack.id, position: 2, face: 'front' });
      const a = await made('dcim/interfaces', { device: device.id, name: 'eth1', type: '1000base-t' });
      const b = await made('dcim/interfaces', { device: rackDevice.id, name: 'eth1', type: '1000base-t' });
      await made('dcim/cables', { a_terminations: [{ object_type: 'dcim.interface', object_id: a.id }], b_terminations: [{ object_type: 'dcim.interface', object_id: b.id }] });
      const vlan = await made('ipam/vlans', { vid: 104, name: `act-${u}` });
      // A /16 no other file writes: addresses are globally unique (ENFORCE_GLOBAL_UNIQUE).
      const parent = await made('ipam/prefixes', { prefix: '172.21.0.0/16' });
      w = { rack, rackDevice, a, b, vlan, parent };
    });

    /** `method` on `path` at /api/, /v4.6/api/ or /v3.7/api/, with a body for POST. */
    const call = async (root: '' | '/v4.6' | '/v3.7', method: 'get' | 'post', path: string, body?: object): Promise<Obj> => {
      const r = await api.request[method](`${root}/api/${path}`).set(auth).send(body);
      assert.equal(r.status, method === 'post' ? 201 : 200, JSON.stringify(r.body));
      return r.body as Obj;
    };

    it('available-ips POST: the created address lists nat_outside at /v4.6, one object or null at /api/', async () => {
      const at46 = await call('/v4.6', 'post', `ipam/prefixes/${w.parent.id}/available-ips/`, { description: 'v46' });
      assert.deepEqual(at46.nat_outside, []);
      assert.ok(!('display_name' in at46));
      const spec = await call('', 'post', `ipam/prefixes/${w.parent.id}/available-ips/`, { description: 'spec' });
      assert.equal(spec.nat_outside, null);
      // Their GET: the free addresses, the same at both (a bare family, the VRF null).
      const free = await call('/v4.6', 'get', `ipam/prefixes/${w.parent.id}/available-ips/?limit=1`);
      assert.deepEqual(free, await call('', 'get', `ipam/prefixes/${w.parent.id}/available-ips/?limit=1`));
      assert.deepEqual(Object.keys(free[0]), ['family', 'address', 'vrf']);
    });

    it('available-prefixes POST: the VLAN nested in the created prefix is NetBox 4.6\'s brief VLAN at /v4.6', async () => {
      const at46 = await call('/v4.6', 'post', `ipam/prefixes/${w.parent.id}/available-prefixes/`, { prefix_length: 24, vlan: w.vlan.id });
      assert.deepEqual(Object.keys(at46.vlan), ['id', 'url', 'display', 'vid', 'name', 'description']);
      assert.ok(at46.vlan.url.includes('/v4.6/api/ipam/vlans/'));
      const spec = await call('', 'post', `ipam/prefixes/${w.parent.id}/available-prefixes/`, { prefix_length: 24, vlan: w.vlan.id });
      assert.deepEqual(Object.keys(spec.vlan), ['id', 'url', 'display', 'display_name', 'vid', 'name', 'description']);
      // A VLAN status written through the action follows the shape as the endpoint's writes do.
      const status = await api.request.post(`/v4.6/api/ipam/prefixes/${w.parent.id}/available-prefixes/`).set(auth).send({ prefix_length: 24, status: 'reserved' });
      assert.equal(status.status, 201, JSON.stringify(status.body));
      assert.deepEqual(status.body.status, { value: 'reserved', label: 'Reserved' });
    });

    it('at /v3.7 the actions answer in NetBox 3.7\'s shapes: a listed nat_outside, its brief VLAN and interface', async () => {
      const address = await call('/v3.7', 'post', `ipam/prefixes/${w.parent.id}/available-ips/`, { description: 'v37' });
      assert.deepEqual(address.nat_outside, []);
      assert.ok(!('display_name' in address));
      const prefix = await call('/v3.7', 'post', `ipam/prefixes/${w.parent.id}/available-prefixes/`, { prefix_length: 24, vlan: w.vlan.id });
      assert.deepEqual({ ...prefix.vlan, url: new URL(prefix.vlan.url).pathname }, { id: w.vlan.id, url: `/v3.7/api/ipam/vlans/${w.vlan.id}/`, display: w.vlan.display, vid: 104, name: w.vlan.name });
      const [near, , far] = (await call('/v3.7', 'get', `dcim/interfaces/${w.a.id}/trace/`) as unknown as Array<[Obj[], Obj, Obj[]]>)[0]!;
      assert.deepEqual(Object.keys(near[0]!), ['id', 'url', 'display', 'device', 'name', 'cable', '_occupied']);
      assert.deepEqual(Object.keys(far[0]!.device), ['id', 'url', 'display', 'name']);
    });

    it('the cable trace nests NetBox 4.6\'s brief interfaces and devices at /v4.6, the spec\'s at /api/', async () => {
      const [near, , far] = (await call('/v4.6', 'get', `dcim/interfaces/${w.a.id}/trace/`) as unknown as Array<[Obj[], Obj, Obj[]]>)[0]!;
      assert.deepEqual(Object.keys(near[0]!), ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied']);
      assert.deepEqual(Object.keys(far[0]!.device), ['id', 'url', 'display', 'name', 'description']);
      const [specNear, , specFar] = (await call('', 'get', `dcim/interfaces/${w.a.id}/trace/`) as unknown as Array<[Obj[], Obj, Obj[]]>)[0]!;
      assert.ok('connection_status' in specNear[0]! && !('_occupied' in specNear[0]!), JSON.stringify(specNear[0]!));
      assert.ok('display_name' in specFar[0]!.device);
    });

    it('the rack elevation nests NetBox 4.6\'s brief device at /v4.6, the spec\'s at /api/', async () => {
      const at46 = await call('/v4.6', 'get', `dcim/racks/${w.rack.id}/elevation/?face=front`);
      const unit = at46.results.find((u: Obj) => u.device !== null);
      assert.deepEqual(unit.device, { id: w.rackDevice.id, url: unit.device.url, display: w.rackDevice.name, name: w.rackDevice.name, description: '' });
      const spec = await call('', 'get', `dcim/racks/${w.rack.id}/elevation/?face=front`);
      assert.ok('display_name' in spec.results.find((u: Obj) => u.device !== null).device);
    });
  });

  // The Terraform provider and other clients generated from the document read what it says:
  // at /v4.6/api/ it must describe NetBox 4.6's shapes, as that root answers.
  describe('the OpenAPI document of /v4.6/api/ describes what it answers', () => {
    type Schema = Record<string, any>;
    let doc46: { paths: Record<string, unknown>; components: { schemas: Record<string, Schema> } };
    let spec: typeof doc46;
    before(async () => {
      const at46 = await api.request.get('/v4.6/api/schema/').set(auth);
      assert.equal(at46.status, 200);
      doc46 = JSON.parse(at46.text);
      spec = JSON.parse((await api.request.get('/api/schema/').set(auth)).text);
    });

    /** `body`'s keys are the schema's properties, its required ones all there. */
    const conforms = (schema: Schema, body: Obj) => {
      assert.deepEqual(Object.keys(body).filter((k) => !(k in schema.properties)), [], 'keys the schema does not name');
      assert.deepEqual((schema.required as string[]).filter((k) => !(k in body)), [], 'required keys missing');
    };

    it('a VLAN: status by its string value, no display_name; the spec\'s document at /api/ keeps the code', async () => {
      const vlan = doc46.components.schemas.VLAN!;
      assert.deepEqual(vlan.properties.status.properties.value, { type: 'string', enum: ['active', 'reserved', 'deprecated'] });
      conforms(vlan, await read('pinned', `ipam/vlans/${fixture.vlan.id}/`));
      assert.deepEqual(spec.components.schemas.VLAN!.properties.status.properties.value, { type: 'integer', enum: [1, 2, 3] });
      assert.ok('display_name' in spec.components.schemas.VLAN!.properties);
      assert.deepEqual(Object.keys(doc46.components.schemas.BriefVLAN!.properties), ['id', 'url', 'display', 'vid', 'name', 'description']);
    });

    it('an IP address: nat_outside a list of brief addresses, the family labelled in brief', async () => {
      const ip = doc46.components.schemas.IPAddress!;
      assert.equal(ip.properties.nat_outside.type, 'array');
      assert.equal(ip.properties.nat_outside.items.$ref, '#/components/schemas/BriefIPAddress');
      assert.equal(doc46.components.schemas.BriefIPAddress!.properties.family.type, 'object');
      conforms(ip, await read('pinned', `ipam/ip-addresses/${fixture.inside.id}/`));
      assert.notEqual(spec.components.schemas.IPAddress!.properties.nat_outside.type, 'array');
    });

    it('a brief device and interface: NetBox 4.6\'s brief fields, as nested in an interface and an address', async () => {
      const briefDevice = doc46.components.schemas.BriefDevice!;
      const iface = await read('pinned', `dcim/interfaces/${fixture.iface.id}/`);
      assert.deepEqual(Object.keys(briefDevice.properties), Object.keys(iface.device));
      conforms(briefDevice, iface.device);
      const ip = await read('pinned', `ipam/ip-addresses/${fixture.inside.id}/`);
      assert.deepEqual(Object.keys(doc46.components.schemas.BriefInterface!.properties), Object.keys(ip.assigned_object));
      assert.ok('display_name' in spec.components.schemas.BriefDevice!.properties);
    });

    it('a token: NetBox 4.5\'s key and token, no key_id; written as token', async () => {
      const token = doc46.components.schemas.Token!;
      const made = await api.request.post('/v4.6/api/users/tokens/').set(auth).send({ version: 2 });
      assert.equal(made.status, 201);
      conforms(token, made.body);
      assert.ok('token' in token.properties && !('key_id' in token.properties));
      assert.ok('token' in doc46.components.schemas.WritableToken!.properties);
      assert.deepEqual(Object.keys(doc46.components.schemas.BriefToken!.properties), ['id', 'url', 'display', 'version', 'key', 'enabled', 'write_enabled', 'description']);
      conforms(token, (await api.request.get(`/v4.6/api/users/tokens/${String(made.body.id)}/`).set(auth)).body as Obj);
      assert.ok('key_id' in spec.components.schemas.Token!.properties);
    });

    it('/v3.7/api/schema/ describes NetBox 3.7\'s shapes, as /v3.7/api/ answers', async () => {
      const r = await api.request.get('/v3.7/api/schema/').set(auth);
      assert.equal(r.status, 200);
      const doc37 = JSON.parse(r.text) as typeof doc46 & { info: Record<string, unknown> };
      assert.equal(doc37.info.version, '3.7.8');
      assert.ok('/v3.7/api/ipam/vlans/' in doc37.paths);
      const vlan = doc37.components.schemas.VLAN!;
      assert.deepEqual(vlan.properties.status.properties.value, { type: 'string', enum: ['active', 'reserved', 'deprecated'] });
      conforms(vlan, await read('pinned', `ipam/vlans/${fixture.vlan.id}/`, '3.7'));
      assert.deepEqual(Object.keys(doc37.components.schemas.BriefVLAN!.properties), ['id', 'url', 'display', 'vid', 'name']);
      assert.deepEqual(Object.keys(doc37.components.schemas.BriefDevice!.properties), ['id', 'url', 'display', 'name']);
      assert.equal(doc37.components.schemas.IPAddress!.properties.nat_outside.type, 'array');
      assert.equal(doc37.components.schemas.BriefIPAddress!.properties.family.type, 'integer');
      conforms(doc37.components.schemas.IPAddress!, await read('pinned', `ipam/ip-addresses/${fixture.inside.id}/`, '3.7'));
      const accept = await api.request.get('/api/schema/').set('Accept', 'application/json; version=3.7').set(auth);
      assert.deepEqual((JSON.parse(accept.text) as typeof doc37).components, doc37.components);
      assert.notDeepEqual(doc37.components.schemas.BriefVLAN, doc46.components.schemas.BriefVLAN);
    });

    it('the same document with Accept\'s version=4.6 at /api/schema/, its paths at /api/', async () => {
      const r = await api.request.get('/api/schema/').set('Accept', V46).set(auth);
      const doc = JSON.parse(r.text) as typeof doc46;
      assert.deepEqual(doc.components, doc46.components);
      assert.ok('/api/ipam/vlans/' in doc.paths && '/v4.6/api/ipam/vlans/' in doc46.paths);
      const yaml = await api.request.get('/v4.6/api/schema/?format=yaml').set(auth);
      assert.equal(yaml.status, 200);
      assert.match(yaml.text, /^ {2}\/v4\.6\/api\/ipam\/vlans\/:$/m);
    });
  });
});
