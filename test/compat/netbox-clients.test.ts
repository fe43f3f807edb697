// NetBox clients run unchanged (issue 14): the requests pynetbox 7.0 and the netbox.netbox
// Ansible collection 3.13 (its netbox_utils module_util, its modules and the nb_inventory
// plugin) send, replayed as they send them, with NetBox 3.7's answers asserted.
import assert from 'node:assert/strict';
import { auth, customFieldsCleanup, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('compat: NetBox clients', () => {
  let api: TestApi;
  let dropCustomFields: () => Promise<void>;
  before(async () => {
    api = await startApi();
    dropCustomFields = await customFieldsCleanup(api);
  });
  after(async () => {
    await dropCustomFields();
    await api.close();
  });
  const { post, patch, get, created, ids, sorted } = modelHelpers(() => api);

  /** What pynetbox's Record.serialize() sends back of a read object: related objects as their
   * ids, choices as their values, everything else as read. */
  function serialize(read: Obj): Obj {
    const one = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(one);
      if (v && typeof v === 'object') {
        const o = v as Obj;
        if ('id' in o) return o.id;
        if ('value' in o && 'label' in o) return o.value;
      }
      return v;
    };
    return Object.fromEntries(Object.entries(read).map(([k, v]) => [k, k === 'custom_fields' || k === 'config_context' || k === 'local_context_data' ? v : one(v)]));
  }

  /** A site, a device type, a role and a device named after `u`, as the collection creates them. */
  async function device(u: string, extra: Obj = {}): Promise<{ site: Obj; type: Obj; role: Obj; device: Obj }> {
    const site = await created('dcim/sites', { name: `site-${u}`, slug: `site-${u}` });
    const mfr = await created('dcim/manufacturers', { name: `mfr-${u}`, slug: `mfr-${u}` });
    const type = await created('dcim/device-types', { manufacturer: mfr.id, model: `model-${u}`, slug: `model-${u}` });
    const role = await created('dcim/device-roles', { name: `role-${u}`, slug: `role-${u}` });
    // netbox_device as the Debian collection sends it: the role only as device_role.
    const dev = await created('dcim/devices', { name: `dev-${u}`, device_type: type.id, device_role: role.id, site: site.id, status: 'active', ...extra });
    return { site, type, role, device: dev };
  }

  describe('1. unknown and read-only fields are ignored, and named in X-Ignored-Fields', () => {
    it('a site sent with site_group is created and the name listed; a VLAN group\'s tenant (NetBox 4.1) is taken', async () => {
      const u = uid();
      const group = await created('dcim/site-groups', { name: `sg-${u}`, slug: `sg-${u}` });
      const site = await post('dcim/sites', { name: `s-${u}`, slug: `s-${u}`, site_group: group.id, status: 'active' });
      assert.equal(site.status, 201, JSON.stringify(site.body));
      assert.equal(site.headers['x-ignored-fields'], 'site_group');
      assert.equal(site.body.group, null, 'an ignored name sets nothing');
      const tenant = await created('tenancy/tenants', { name: `t-${u}`, slug: `t-${u}` });
      const vg = await post('ipam/vlan-groups', { name: `vg-${u}`, slug: `vg-${u}`, tenant: tenant.id });
      assert.equal(vg.status, 201, JSON.stringify(vg.body));
      // NetBox 3.7 ignored it; NetBox 4.1 gave VLAN groups a tenant, served to both generations.
      assert.equal(vg.headers['x-ignored-fields'], undefined);
      assert.equal(vg.body.tenant.id, tenant.id);
      const plain = await post('dcim/sites', { name: `p-${u}`, slug: `p-${u}` });
      assert.equal(plain.headers['x-ignored-fields'], undefined, 'no header when everything was used');
    });

    it('next free IP: POST available-ips with the prefix in the body (netbox_ip_address state new)', async () => {
      const u = uid();
      const { device: dev } = await device(u);
      const iface = await created('dcim/interfaces', { device: dev.id, name: 'eth0', type: '1000base-t' });
      const prefix = await created('ipam/prefixes', { prefix: '10.141.7.0/29', status: 'active' });
      const ip = await post(`ipam/prefixes/${prefix.id}/available-ips`, {
        prefix: prefix.id, assigned_object_type: 'dcim.interface', assigned_object_id: iface.id, status: 'active', description: `ip-${u}`,
      });
      assert.equal(ip.status, 201, JSON.stringify(ip.body));
      assert.equal(ip.headers['x-ignored-fields'], 'prefix');
      assert.equal(ip.body.address, '10.141.7.1/29');
      assert.equal(ip.body.assigned_object.id, iface.id);
    });

    it('next free prefix: POST available-prefixes with the parent in the body (netbox_prefix first_available)', async () => {
      const parent = await created('ipam/prefixes', { prefix: '10.142.0.0/24', status: 'container' });
      const child = await post(`ipam/prefixes/${parent.id}/available-prefixes`, { parent: parent.id, prefix_length: 28, status: 'active' });
      assert.equal(child.status, 201, JSON.stringify(child.body));
      assert.equal(child.headers['x-ignored-fields'], 'parent');
      assert.equal(child.body.prefix, '10.142.0.0/28');
      assert.deepEqual(child.body.status, { value: 'active', label: 'Active' });
    });

    it('an object sent back as pynetbox serializes what it read (PUT) changes only what was changed; a typo is named, not applied', async () => {
      const u = uid();
      const { device: dev } = await device(u);
      const read = await get(`dcim/devices/${dev.id}/`);
      const put = await api.request.put(`/api/dcim/devices/${dev.id}/`).set(auth).send({ ...serialize(read), description: 'changed', descrption: 'typo' });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      assert.equal(put.body.description, 'changed');
      const named = String(put.headers['x-ignored-fields']).split(', ');
      // device_role too: role is given beside it.
      for (const n of ['url', 'display', 'created', 'last_updated', 'descrption', 'interface_count', 'device_role']) assert.ok(named.includes(n), `${n} in ${named}`);
      assert.equal(named.includes('description'), false);
    });
  });

  describe('2. devices keep NetBox 3.6/3.7\'s device_role', () => {
    it('device_role is shown as role, written when role is absent, and filters devices', async () => {
      const u = uid();
      const { device: dev, role } = await device(u);
      assert.deepEqual(dev.device_role, dev.role);
      assert.equal(dev.role.id, role.id);
      const other = await created('dcim/device-roles', { name: `other-${u}`, slug: `other-${u}` });
      const moved = await patch('dcim/devices', dev.id, { device_role: other.id });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
      assert.equal(moved.body.role.id, other.id);
      assert.equal(moved.body.device_role.id, other.id);
      // Both given: role is the field, device_role an ignored older name.
      const both = await patch('dcim/devices', dev.id, { role: role.id, device_role: other.id });
      assert.equal(both.body.role.id, role.id);
      assert.equal(both.headers['x-ignored-fields'], 'device_role');
      const missing = await post('dcim/devices', { name: `x-${u}`, device_type: dev.device_type.id, site: dev.site.id });
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body, { role: ['This field is required.'] });
      assert.deepEqual(await ids(`dcim/devices/?device_role=role-${u}`), [dev.id]);
      assert.deepEqual(await ids(`dcim/devices/?device_role_id=${role.id}`), [dev.id]);
      assert.deepEqual(await ids(`dcim/devices/?role=role-${u}`), [dev.id]);
      // OPTIONS describes it beside role, as NetBox 3.7's serializer has both.
      const options = (await api.request.options('/api/dcim/devices/').set(auth)).body.actions.POST;
      assert.deepEqual([options.device_role, options.role.required], [{ ...options.role, required: false, label: 'Device role' }, true]);
      // GraphQL reads it too, the same object as role.
      const gql = await api.request.post('/graphql/').set(auth).send({ query: `{ device(id: ${dev.id}) { role { id } device_role { id } } }` });
      assert.deepEqual(gql.body, { data: { device: { role: { id: String(role.id) }, device_role: { id: String(role.id) } } } });
    });
  });

  describe('3. filters NetBox does not define', () => {
    it('the collection\'s lookups with rear_port and power_panel ids (ignored, as NetBox does) find the object NetBox finds', async () => {
      const u = uid();
      const { device: dev, type } = await device(u);
      const rear = await created('dcim/rear-ports', { device: dev.id, name: 'rear1', type: '8p8c', positions: 1 });
      const front = await created('dcim/front-ports', { device: dev.id, name: 'front1', type: '8p8c', rear_port: rear.id });
      // netbox_front_port: name, device_id and rear_port (an id, which NetBox ignores).
      assert.deepEqual(await ids(`dcim/front-ports/?name=front1&device_id=${dev.id}&rear_port=${rear.id}`), [front.id]);
      const rpt = await created('dcim/rear-port-templates', { device_type: type.id, name: 'rpt1', type: '8p8c' });
      // netbox_rear_port_template: name and devicetype_id (NetBox 3.7) or device_type_id (NetBox 4).
      assert.deepEqual(await ids(`dcim/rear-port-templates/?name=rpt1&devicetype_id=${type.id}`), [rpt.id]);
      assert.deepEqual(await ids(`dcim/rear-port-templates/?name=rpt1&device_type_id=${type.id}`), [rpt.id]);
      const panel = await created('dcim/power-panels', { site: dev.site.id, name: `pp-${u}` });
      const feed = await created('dcim/power-feeds', { power_panel: panel.id, name: `feed-${u}` });
      assert.deepEqual(await ids(`dcim/power-feeds/?name=feed-${u}&power_panel=${panel.id}`), [feed.id]);
      assert.deepEqual(await ids(`dcim/power-feeds/?name=feed-${u}&power_panel_id=${panel.id + 1000}`), []);
      // Any other name is no filter: a 400 naming it (STRICT_FILTERING), where NetBox ignores it.
      const unknown = await api.request.get(`/api/dcim/power-feeds/?name=feed-${u}&no_such_filter=1`).set(auth);
      assert.deepEqual([unknown.status, unknown.body], [400, { no_such_filter: ['Unknown filter.'] }]);
    });

    it('the inventory plugin\'s device and VM query parameters are in the document (parameters[].name)', async () => {
      const doc = (await api.request.get('/api/schema/?format=json')).body as Obj;
      const names = (p: string) => (doc.paths[p].get.parameters as Obj[]).map((x) => x.name);
      for (const n of ['site', 'role', 'device_role', 'status', 'tenant', 'platform', 'has_primary_ip', 'tag'])
        assert.ok(names('/api/dcim/devices/').includes(n), n);
      for (const n of ['cluster', 'cluster_group', 'role', 'status', 'has_primary_ip']) assert.ok(names('/api/virtualization/virtual-machines/').includes(n), n);
    });
  });

  describe('4. virtual chassis as NetBox does it', () => {
    it('the master joins on create; its addresses include the members\'; a primary IP may be on a member', async () => {
      const u = uid();
      const a = await device(`a${u}`);
      const b = await created('dcim/devices', { name: `member-${u}`, device_type: a.type.id, role: a.role.id, site: a.site.id });
      const vc = await created('dcim/virtual-chassis', { name: `vc-${u}`, master: a.device.id });
      const master = await get(`dcim/devices/${a.device.id}/`);
      assert.equal(master.virtual_chassis.id, vc.id);
      assert.equal(master.vc_position, 1);
      assert.equal((await get(`dcim/virtual-chassis/${vc.id}/`)).member_count, 1);
      const joined = await patch('dcim/devices', b.id, { virtual_chassis: vc.id, vc_position: 2 });
      assert.equal(joined.status, 200, JSON.stringify(joined.body));
      const ia = await created('dcim/interfaces', { device: a.device.id, name: 'ge-0/0/0', type: '1000base-t' });
      const ib = await created('dcim/interfaces', { device: b.id, name: 'ge-1/0/0', type: '1000base-t' });
      const mgmt = await created('dcim/interfaces', { device: b.id, name: 'me0', type: '1000base-t', mgmt_only: true });
      const addr = (n: number, i: Obj) => created('ipam/ip-addresses', { address: `10.143.${n}.1/24`, assigned_object_type: 'dcim.interface', assigned_object_id: i.id });
      const [ipa, ipb, ipm] = [await addr(1, ia), await addr(2, ib), await addr(3, mgmt)];
      assert.deepEqual(await ids(`ipam/ip-addresses/?device_id=${a.device.id}`), sorted(ipa.id, ipb.id), 'the master: its own and the members\' non-management ones');
      assert.deepEqual(await ids(`ipam/ip-addresses/?device=dev-a${u}`), sorted(ipa.id, ipb.id));
      assert.deepEqual(await ids(`ipam/ip-addresses/?device_id=${b.id}`), sorted(ipb.id, ipm.id), 'a member: only its own');
      assert.deepEqual(await ids(`dcim/interfaces/?virtual_chassis_member_id=${b.id}`), sorted(ia.id, ib.id, mgmt.id));
      assert.deepEqual(await ids(`dcim/interfaces/?device_id=${a.device.id}`), [ia.id], 'interfaces filter by their own device, as NetBox 3.7\'s REST API');
      const primary = await patch('dcim/devices', a.device.id, { primary_ip4: ipb.id });
      assert.equal(primary.status, 200, JSON.stringify(primary.body));
      assert.equal(primary.body.primary_ip4.id, ipb.id);
      // Deleting the chassis: the members leave it, positions cleared.
      assert.equal((await api.request.patch(`/api/dcim/devices/${a.device.id}/`).set(auth).send({ primary_ip4: null })).status, 200);
      assert.equal((await api.request.delete(`/api/dcim/virtual-chassis/${vc.id}/`).set(auth)).status, 204);
      const left = await get(`dcim/devices/${b.id}/`);
      assert.deepEqual([left.virtual_chassis, left.vc_position], [null, null]);
    });
  });

  describe('5. /api/status/', () => {
    it('carries netbox-version (3.7.x), which the inventory plugin and the cable module read, beside NetBox\'s other keys', async () => {
      // The inventory plugin asks for /api/status without the slash and follows the redirect.
      const redirect = await api.request.get('/api/status');
      assert.equal(redirect.status, 302);
      const res = await api.request.get('/api/status/').set(auth);
      assert.equal(res.status, 200);
      assert.match(res.body['netbox-version'], /^3\.7\.\d+$/);
      for (const k of ['installed-apps', 'plugins', 'rq-workers-running', 'netinv-version', 'express-version', 'node-version']) assert.ok(k in res.body, k);
    });
  });

  describe('6. the OpenAPI document reads like NetBox\'s', () => {
    it('parameters are inline, operation ids and tags are NetBox\'s', async () => {
      const doc = (await api.request.get('/api/schema/?format=json')).body as Obj;
      for (const [p, item] of Object.entries(doc.paths as Record<string, Obj>)) {
        assert.equal(item.parameters, undefined, `${p}: path-level parameters`);
        for (const [method, op] of Object.entries(item))
          for (const param of (op as Obj).parameters ?? []) assert.equal(typeof param.name, 'string', `${method} ${p}: ${JSON.stringify(param)}`);
      }
      const sites = doc.paths['/api/dcim/sites/'];
      assert.equal(sites.get.operationId, 'dcim_sites_list');
      assert.deepEqual(sites.get.tags, ['dcim']);
      assert.equal(doc.paths['/api/dcim/sites/{id}/'].patch.operationId, 'dcim_sites_partial_update');
      assert.deepEqual(doc.paths['/api/dcim/sites/{id}/'].get.parameters[0], { name: 'id', in: 'path', required: true, description: 'Primary key of the object', schema: { type: 'integer' } });
      assert.equal(doc.paths['/api/ipam/prefixes/{id}/available-ips/'].post.operationId, 'ipam_prefixes_available_ips_create');
      assert.equal(doc.paths['/api/ipam/prefixes/{id}/available-ips/'].get.operationId, 'ipam_prefixes_available_ips_list');
      assert.equal(doc.paths['/api/dcim/interfaces/{id}/trace/'].get.operationId, 'dcim_interfaces_trace_retrieve');
      assert.equal(doc.paths['/api/status/'].get.operationId, 'status_retrieve');
      assert.deepEqual(doc.paths['/api/status/'].get.tags, ['status']);
    });
  });

  describe('7. fields clients read', () => {
    it('interfaces count their addresses and FHRP groups; a device shows its config template and NetBox\'s display', async () => {
      const u = uid();
      const template = await created('extras/config-templates', { name: `ct-${u}`, template_code: 'hostname {{ device.name }}', environment_params: { trim_blocks: true } });
      assert.deepEqual(Object.keys(template), ['id', 'url', 'display_url', 'display', 'name', 'description', 'environment_params', 'template_code',
        'mime_type', 'file_name', 'file_extension', 'as_attachment', 'debug', 'auto_sync_enabled', 'owner', 'tags', 'created', 'last_updated']);
      const { device: dev, site, type, role } = await device(u, { asset_tag: `123${u}`, config_template: template.id });
      assert.equal(dev.display, `dev-${u} (123${u})`);
      assert.equal(dev.display_name, `dev-${u}`, 'NetBox 2.x\'s display_name (the spec\'s) has no asset tag');
      assert.deepEqual(dev.config_template, { id: template.id, url: template.url, display: `ct-${u}`, name: `ct-${u}`, description: '' });
      const unnamed = await created('dcim/devices', { device_type: type.id, role: role.id, site: site.id, asset_tag: `a${u}` });
      assert.equal(unnamed.display, `mfr-${u} model-${u} (a${u})`);
      const iface = await created('dcim/interfaces', { device: dev.id, name: 'eth0', type: '1000base-t' });
      assert.equal(iface.count_ipaddresses, 0);
      assert.equal(iface.count_fhrp_groups, 0);
      await created('ipam/ip-addresses', { address: '10.144.0.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
      const group = await created('ipam/fhrp-groups', { protocol: 'vrrp2', group_id: 7 });
      await created('ipam/fhrp-group-assignments', { group: group.id, interface_type: 'dcim.interface', interface_id: iface.id, priority: 100 });
      const again = await get(`dcim/interfaces/${iface.id}/`);
      assert.deepEqual([again.count_ipaddresses, again.count_fhrp_groups], [1, 1]);
      for (const f of ['rf_role', 'rf_channel', 'rf_channel_frequency', 'rf_channel_width', 'tx_power', 'poe_mode', 'poe_type', 'vrf', 'mark_connected'])
        assert.ok(f in again, f);
      assert.deepEqual(await ids(`dcim/devices/?config_template_id=${template.id}`), [dev.id]);
      // A template in use cannot go (NetBox: PROTECT).
      assert.equal((await api.request.delete(`/api/extras/config-templates/${template.id}/`).set(auth)).status, 409);
    });
  });

  // The collection 3.13 with its url at the 3.7 root (http://host/v3.7): pynetbox under it reads
  // NetBox 3.7's shapes there (src/engine/versions.ts, the catalogue's versions."3.7".netbox),
  // while /api/ keeps the spec's.
  describe('8. NetBox 3.7\'s shapes at /v3.7, the spec\'s at /api/', () => {
    const at37 = (method: 'get' | 'post' | 'patch' | 'options', path: string, body?: object) =>
      api.request[method](`/v3.7/api/${path}`).set(auth).send(body);

    it('netbox_vlan: the status choice is the string, written and read back as it; a second run changes nothing', async () => {
      const u = uid();
      // _fetch_choice_value: pynetbox's choices() reads OPTIONS and matches the user's
      // "Reserved" to a choice's display_name, then sends that choice's value.
      const options = await at37('options', 'ipam/vlans/');
      assert.equal(options.status, 200);
      const choices = options.body.actions.POST.status.choices as Obj[];
      assert.deepEqual(choices.find((c) => c.display_name === 'Reserved'), { value: 'reserved', display_name: 'Reserved' });
      const made = await at37('post', 'ipam/vlans/', { name: `Test VLAN ${u}`, vid: 500, status: 'active' });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      // "VLAN 4: ASSERT - Update": found by its query, serialized, compared, PATCHed.
      const data = { name: `Test VLAN ${u}`, vid: 500, status: 'reserved', description: 'Updated description' };
      const found = await at37('get', `ipam/vlans/?name=${encodeURIComponent(data.name)}&vid=500`);
      assert.equal(found.body.count, 1);
      const before = serialize(found.body.results[0]);
      assert.equal(before.status, 'active');
      assert.ok(!('display_name' in found.body.results[0]), 'NetBox 3.7\'s VLANSerializer has none');
      const updated = await at37('patch', `ipam/vlans/${String(made.body.id)}/`, { status: 'reserved', description: 'Updated description' });
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      assert.equal(serialize(updated.body).status, 'reserved', 'test_four[\'vlan\'][\'status\'] == "reserved"');
      // "IDEMPOTENT": the object read again, with the data laid over it, is what was read.
      const again = serialize((await at37('get', `ipam/vlans/?name=${encodeURIComponent(data.name)}&vid=500`)).body.results[0]);
      assert.deepEqual({ ...again, ...data }, again);
      // /api/ did not change: the spec's integer code and display_name, its OPTIONS the codes.
      const spec = await get(`ipam/vlans/${String(made.body.id)}/`);
      assert.deepEqual(spec.status, { value: 2, label: 'Reserved' });
      assert.equal(spec.display_name, `Test VLAN ${u} (500)`);
      const specChoices = (await api.request.options('/api/ipam/vlans/').set(auth)).body.actions.POST.status.choices as Obj[];
      assert.deepEqual(specChoices.find((c) => c.display_name === 'Reserved'), { value: 2, display_name: 'Reserved' });
    });

    it('netbox_ip_address with nat_inside: the inside address lists its outside ones at /v3.7, one at /api/', async () => {
      const inside = await created('ipam/ip-addresses', { address: '10.145.0.1/24' });
      const made = await at37('post', 'ipam/ip-addresses/', { address: '192.0.2.145/32', nat_inside: inside.id, status: 'active' });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal(serialize(made.body).nat_inside, inside.id, 'test_eight[\'ip_address\'].get(\'nat_inside\')');
      assert.deepEqual(made.body.nat_outside, []);
      const read = (await at37('get', `ipam/ip-addresses/${String(inside.id)}/`)).body as Obj;
      assert.deepEqual(read.nat_outside.map((x: Obj) => [x.id, x.family, Object.keys(x)]), [[made.body.id, 4, ['id', 'url', 'display', 'family', 'address']]]);
      assert.deepEqual(serialize(read).nat_outside, [made.body.id]);
      assert.equal((await get(`ipam/ip-addresses/${String(inside.id)}/`)).nat_outside.id, made.body.id, 'one object at /api/');
    });

    it('a device and its interface read by the collection: NetBox 3.7\'s brief device and interface, no display_name', async () => {
      const u = uid();
      const { device: dev } = await device(u);
      const iface = await created('dcim/interfaces', { device: dev.id, name: 'eth0', type: '1000base-t' });
      const address = await created('ipam/ip-addresses', { address: '10.146.0.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
      const read = (await at37('get', `ipam/ip-addresses/${String(address.id)}/`)).body as Obj;
      assert.deepEqual(Object.keys(read.assigned_object), ['id', 'url', 'display', 'device', 'name', 'cable', '_occupied']);
      assert.deepEqual(Object.keys(read.assigned_object.device), ['id', 'url', 'display', 'name']);
      const full = (await at37('get', `dcim/devices/${String(dev.id)}/`)).body as Obj;
      assert.ok(!('display_name' in full));
      const spec = await get(`ipam/ip-addresses/${String(address.id)}/`);
      assert.deepEqual(Object.keys(spec.assigned_object), ['id', 'url', 'display', 'device', 'name', 'cable', 'connection_status']);
      assert.deepEqual(Object.keys(spec.assigned_object.device), ['id', 'url', 'display', 'display_name', 'name']);
    });
  });

  describe('9. custom field names', () => {
    it('may contain capitals, as NetBox checks ^[a-z0-9_]+$ ignoring case; not a double underscore', async () => {
      const u = uid();
      const name = `Rack_Owner_${u}`;
      const cf = await post('extras/custom-fields', { name, type: 'text', content_types: ['dcim.site'] });
      assert.equal(cf.status, 201, JSON.stringify(cf.body));
      const site = await created('dcim/sites', { name: `cf-${u}`, slug: `cf-${u}`, custom_fields: { [name]: 'ops' } });
      assert.equal(site.custom_fields[name], 'ops');
      assert.deepEqual(await ids(`dcim/sites/?cf_${name}=ops`), [site.id]);
      const dunder = await post('extras/custom-fields', { name: `a__b${u}`, type: 'text', content_types: ['dcim.site'] });
      assert.deepEqual([dunder.status, dunder.body], [400, { name: ['Double underscores are not permitted in custom field names.'] }]);
      const dash = await post('extras/custom-fields', { name: `a-b${u}`, type: 'text', content_types: ['dcim.site'] });
      assert.deepEqual([dash.status, dash.body], [400, { name: ['Only alphanumeric characters and underscores are allowed.'] }]);
    });
  });

  describe('10. bulk validation errors name every failing item', () => {
    it('ten duplicate tags give ten errors; nothing is created', async () => {
      const u = uid();
      const tags = Array.from({ length: 10 }, (_, i) => ({ name: `dup${i}-${u}`, slug: `dup${i}-${u}` }));
      assert.equal((await post('extras/tags', tags)).status, 201);
      const fresh = { name: `fresh-${u}`, slug: `fresh-${u}` };
      const again = await post('extras/tags', [...tags.slice(0, 5), fresh, ...tags.slice(5)]);
      assert.equal(again.status, 400);
      assert.equal(again.body.length, 11);
      again.body.forEach((e: Obj, i: number) => {
        if (i === 5) assert.deepEqual(e, {});
        else assert.deepEqual(Object.keys(e), ['name'], JSON.stringify(e));
      });
      assert.equal((await get(`extras/tags/?slug=fresh-${u}`)).count, 0, 'all or none');
      // Items of one request that repeat each other: the second of each pair fails.
      const pairs = await post('extras/tags', [fresh, fresh, { name: `x-${u}`, slug: `x-${u}` }, { name: `x-${u}`, slug: `x-${u}` }]);
      assert.equal(pairs.status, 400);
      assert.deepEqual(pairs.body.map((e: Obj) => Object.keys(e).length > 0), [false, true, false, true]);
      // Rule checks too: every failing item, not the first.
      const prefixes = await post('ipam/prefixes', [{ prefix: '0.0.0.0/0' }, { prefix: '10.145.0.0/24' }, { prefix: '::/0' }]);
      assert.equal(prefixes.status, 400);
      assert.deepEqual(prefixes.body.map((e: Obj) => Object.keys(e)), [['prefix'], [], ['prefix']]);
    });
  });
});
