// NetBox 4.6's shapes where they differ in detail from the spec's (issue 32): ?brief=1 lists
// carry the counts NetBox 4.6.8's BRIEF fields name, nested objects none (NetBox #22154), and
// front ports show only NetBox 4.5's port mappings. The field lists are those of NetBox v4.6.8's
// serializers (dcim/api/serializers_/device_components.py, devicetype_components.py, ipam's
// vrfs.py, virtualization's clusters.py). /api/ and /v3.7/api/ keep the spec's shapes.
import assert from 'node:assert/strict';
import { auth, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

const HOST = 'details46.example.test';
/** Where a request is sent: the spec's root, NetBox 3.7's, NetBox 4.6's. */
type Root = '/api' | '/v3.7/api' | '/v4.6/api';
const sorted = (xs: string[]) => [...xs].sort();

describe('api: NetBox 4.6\'s brief counts and port mappings', () => {
  let api: TestApi;
  const u = uid();
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const made = async (path: string, body: object): Promise<Obj> => {
    const r = await api.request.post(`/api/${path}/`).set(auth).set('Host', HOST).send(body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body as Obj;
  };
  const read = async (root: Root, path: string): Promise<Obj> => {
    const r = await api.request.get(`${root}/${path}`).set(auth).set('Host', HOST);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body as Obj;
  };
  /** The statements a GET sends (the token's last-use stamp and type look-ups aside). */
  const statements = async (path: string): Promise<number> => {
    const from = api.statements.length;
    await read('/v4.6/api', path);
    return api.statements.slice(from).filter((s) => !/pg_catalog\.pg_type|^UPDATE users_token SET last_used/.test(s)).length;
  };

  describe('counts in brief forms', () => {
    it('a VRF: ?brief=1 at 4.6 lists NetBox\'s brief fields with prefix_count; /api/ and /v3.7 do not', async () => {
      const vrf = await made('ipam/vrfs', { name: `vrf-${u}`, rd: `65000:${u.length}${Date.now() % 100000}` });
      await made('ipam/prefixes', { prefix: '10.233.1.0/24', vrf: vrf.id });
      await made('ipam/prefixes', { prefix: '10.233.2.0/24', vrf: vrf.id });
      const brief = (await read('/v4.6/api', `ipam/vrfs/?id=${String(vrf.id)}&brief=1`)).results[0] as Obj;
      assert.deepEqual(Object.keys(brief), ['id', 'url', 'display', 'name', 'rd', 'description', 'prefix_count']);
      assert.equal(brief.prefix_count, 2);
      assert.equal((await read('/v4.6/api', `ipam/vrfs/${String(vrf.id)}/?brief=1`)).prefix_count, 2, 'a brief detail too');
      const spec = (await read('/api', `ipam/vrfs/?id=${String(vrf.id)}&brief=1`)).results[0] as Obj;
      assert.deepEqual(Object.keys(spec), ['id', 'url', 'display', 'name', 'rd', 'description'], '/api');
      // NetBox 3.7's nested serializers have no description (nor a count).
      const at37 = (await read('/v3.7/api', `ipam/vrfs/?id=${String(vrf.id)}&brief=1`)).results[0] as Obj;
      assert.deepEqual(Object.keys(at37), ['id', 'url', 'display', 'name', 'rd'], '/v3.7/api');
    });

    it('nested at 4.6, a VRF and a region carry no count (NetBox #22154); at /api/ the region keeps site_count', async () => {
      const vrf = await made('ipam/vrfs', { name: `vrf-n-${u}` });
      const prefix = await made('ipam/prefixes', { prefix: '10.233.3.0/24', vrf: vrf.id });
      const nestedVrf = (await read('/v4.6/api', `ipam/prefixes/${String(prefix.id)}/`)).vrf as Obj;
      assert.deepEqual(Object.keys(nestedVrf), ['id', 'url', 'display', 'name', 'rd', 'description']);
      const region = await made('dcim/regions', { name: `reg-${u}`, slug: `reg-${u}` });
      const site = await made('dcim/sites', { name: `site-${u}`, slug: `site-${u}`, region: region.id });
      const at46 = (await read('/v4.6/api', `dcim/sites/${String(site.id)}/`)).region as Obj;
      assert.deepEqual(Object.keys(at46), ['id', 'url', 'display', 'name', 'slug', 'description', '_depth']);
      const spec = (await read('/api', `dcim/sites/${String(site.id)}/`)).region as Obj;
      assert.equal(spec.site_count, 1, 'NetBox 3.7\'s nested region, the spec\'s, counts its sites');
      const at37 = (await read('/v3.7/api', `dcim/sites/${String(site.id)}/`)).region as Obj;
      assert.deepEqual(Object.keys(at37), ['id', 'url', 'display', 'name', 'slug', 'site_count', '_depth'], 'NetBox 3.7.8\'s NestedRegionSerializer');
      assert.equal(at37.site_count, 1);
      const listed = (await read('/v4.6/api', `dcim/regions/?id=${String(region.id)}&brief=1`)).results[0] as Obj;
      assert.equal(listed.site_count, 1, 'a ?brief=1 list keeps the count');
    });

    it('a cluster, its type and an IPAM role: NetBox 4.6.8\'s brief fields exactly', async () => {
      const type = await made('virtualization/cluster-types', { name: `ct-${u}`, slug: `ct-${u}` });
      const cluster = await made('virtualization/clusters', { name: `cl-${u}`, type: type.id });
      await made('virtualization/virtual-machines', { name: `vm-${u}`, cluster: cluster.id });
      const c = (await read('/v4.6/api', `virtualization/clusters/?id=${String(cluster.id)}&brief=1`)).results[0] as Obj;
      assert.deepEqual(Object.keys(c), ['id', 'url', 'display', 'name', 'description', 'virtualmachine_count']);
      assert.equal(c.virtualmachine_count, 1);
      const t = (await read('/v4.6/api', `virtualization/cluster-types/?id=${String(type.id)}&brief=1`)).results[0] as Obj;
      assert.deepEqual(Object.keys(t), ['id', 'url', 'display', 'name', 'slug', 'description', 'cluster_count']);
      assert.equal(t.cluster_count, 1);
      const role = await made('ipam/roles', { name: `role-${u}`, slug: `role-${u}` });
      await made('ipam/vlans', { vid: 233, name: `v-${u}`, role: role.id });
      const r = (await read('/v4.6/api', `ipam/roles/?id=${String(role.id)}&brief=1`)).results[0] as Obj;
      assert.deepEqual(Object.keys(r), ['id', 'url', 'display', 'name', 'slug', 'description', 'prefix_count', 'vlan_count', 'asn_count']);
      assert.deepEqual([r.prefix_count, r.vlan_count, r.asn_count], [0, 1, 0]);
      assert.deepEqual(Object.keys((await read('/api', `ipam/roles/?id=${String(role.id)}&brief=1`)).results[0] as Obj), ['id', 'url', 'display', 'name', 'slug']);
    });

    it('/v4.6/api/schema/ describes nested objects without counts (NetBox #22154); /api/schema/ with them', async () => {
      const schemas = async (root: Root) => {
        const r = await api.request.get(`${root}/schema/?format=json`).set(auth);
        assert.equal(r.status, 200);
        return (JSON.parse(r.text) as { components: { schemas: Record<string, { properties: Obj; required?: string[] }> } }).components.schemas;
      };
      const at46 = await schemas('/v4.6/api');
      for (const [name, count] of [['BriefVRF', 'prefix_count'], ['BriefRegion', 'site_count'], ['BriefCluster', 'virtualmachine_count']] as const) {
        assert.ok(!(count in at46[name]!.properties) && !(at46[name]!.required ?? []).includes(count), name);
      }
      assert.ok('site_count' in (await schemas('/api')).BriefRegion!.properties);
    });

    it('the counts cost no statement per object: a brief list of three VRFs as of one', async () => {
      const tag = `cnt-${u}`;
      const first = await made('ipam/vrfs', { name: `${tag}-0`, description: tag });
      const one = await statements(`ipam/vrfs/?description=${tag}&brief=1`);
      for (const i of [1, 2]) await made('ipam/vrfs', { name: `${tag}-${String(i)}`, description: tag });
      await made('ipam/prefixes', { prefix: '10.233.4.0/24', vrf: first.id });
      assert.equal((await read('/v4.6/api', `ipam/vrfs/?description=${tag}&brief=1`)).count, 3);
      assert.equal(await statements(`ipam/vrfs/?description=${tag}&brief=1`), one);
    });
  });

  describe('front and rear ports: NetBox 4.5\'s port mappings only', () => {
    /** NetBox v4.6.8's FrontPortSerializer and RearPortSerializer fields (with the mapping list). */
    const portFields = (mapping: string) => ['id', 'url', 'display_url', 'display', 'device', 'module', 'name', 'label', 'type', 'color', 'positions',
      mapping, 'description', 'mark_connected', 'cable', 'cable_end', 'link_peers', 'link_peers_type', 'owner', 'tags', 'custom_fields', 'created', 'last_updated', '_occupied'];
    /** Their templates' (FrontPortTemplateSerializer, RearPortTemplateSerializer). */
    const templateFields = (mapping: string) => ['id', 'url', 'display', 'device_type', 'module_type', 'name', 'label', 'type', 'color', 'positions',
      mapping, 'description', 'created', 'last_updated'];
    let ids: { front: number; rear: number; frontTemplate: number; rearTemplate: number };

    before(async () => {
      const site = await made('dcim/sites', { name: `ports-${u}`, slug: `ports-${u}` });
      const mfr = await made('dcim/manufacturers', { name: `pm-${u}`, slug: `pm-${u}` });
      const type = await made('dcim/device-types', { manufacturer: mfr.id, model: `pt-${u}`, slug: `pt-${u}` });
      const role = await made('dcim/device-roles', { name: `pr-${u}`, slug: `pr-${u}` });
      const rearTemplate = await made('dcim/rear-port-templates', { device_type: type.id, name: 'rear', type: '8p8c', positions: 2 });
      const frontTemplate = await made('dcim/front-port-templates', { device_type: type.id, name: 'front', type: '8p8c', rear_ports: [{ position: 1, rear_port: rearTemplate.id, rear_port_position: 2 }] });
      const device = await made('dcim/devices', { name: `pd-${u}`, device_type: type.id, role: role.id, site: site.id });
      const rear = await made('dcim/rear-ports', { device: device.id, name: 'r1', type: '8p8c', positions: 2 });
      const front = await made('dcim/front-ports', { device: device.id, name: 'f1', type: '8p8c', rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 2 }] });
      ids = { front: front.id, rear: rear.id, frontTemplate: frontTemplate.id, rearTemplate: rearTemplate.id };
    });

    it('at 4.6 a front port and a rear port show NetBox 4.6.8\'s fields exactly', async () => {
      const front = await read('/v4.6/api', `dcim/front-ports/${String(ids.front)}/`);
      assert.deepEqual(sorted(Object.keys(front)), sorted(portFields('rear_ports')));
      assert.deepEqual(front.rear_ports, [{ position: 1, rear_port: ids.rear, rear_port_position: 2 }]);
      const rear = await read('/v4.6/api', `dcim/rear-ports/${String(ids.rear)}/`);
      assert.deepEqual(sorted(Object.keys(rear)), sorted(portFields('front_ports')));
      assert.deepEqual(rear.front_ports, [{ position: 2, front_port: ids.front, front_port_position: 1 }]);
      const listed = (await read('/v4.6/api', `dcim/front-ports/?id=${String(ids.front)}`)).results[0] as Obj;
      assert.ok(!('rear_port' in listed) && !('rear_port_position' in listed));
    });

    it('at 4.6 their templates show NetBox 4.6.8\'s fields exactly', async () => {
      const front = await read('/v4.6/api', `dcim/front-port-templates/${String(ids.frontTemplate)}/`);
      assert.deepEqual(sorted(Object.keys(front)), sorted(templateFields('rear_ports')));
      const rear = await read('/v4.6/api', `dcim/rear-port-templates/${String(ids.rearTemplate)}/`);
      assert.deepEqual(sorted(Object.keys(rear)), sorted(templateFields('front_ports')));
    });

    it('/api/ and /v3.7/api/ keep NetBox 3.7\'s rear_port and rear_port_position', async () => {
      for (const root of ['/api', '/v3.7/api'] as const) {
        const front = await read(root, `dcim/front-ports/${String(ids.front)}/`);
        assert.equal(front.rear_port.id, ids.rear, root);
        assert.equal(front.rear_port_position, 2, root);
        const template = await read(root, `dcim/front-port-templates/${String(ids.frontTemplate)}/`);
        assert.equal(template.rear_port.id, ids.rearTemplate, root);
      }
    });

    it('a rear_port written at 4.6 is ignored and named, the mapping unchanged', async () => {
      const other = await made('dcim/rear-ports', { device: (await read('/api', `dcim/front-ports/${String(ids.front)}/`)).device.id, name: `r2-${u}`, type: '8p8c' });
      const r = await api.request.patch(`/v4.6/api/dcim/front-ports/${String(ids.front)}/`).set(auth).set('Host', HOST).send({ rear_port: other.id, description: 'patched' });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.match(String(r.headers['x-ignored-fields']), /rear_port/);
      assert.equal(r.body.description, 'patched');
      assert.deepEqual(r.body.rear_ports, [{ position: 1, rear_port: ids.rear, rear_port_position: 2 }]);
    });
  });
});
