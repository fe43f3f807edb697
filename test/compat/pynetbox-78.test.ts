// pynetbox 7.8 in NetBox 4.x style against netinv at its default (NetBox 4.6, issue 32): the
// requests a script makes, as pynetbox 7.8.0's source sends them (pynetbox/core/query.py:
// `accept: application/json` on every call, `Content-Type: application/json` on writes,
// `authorization: Token <key>` or, for a v2 token `nbt_<key>.<token>`, `Bearer ...`; its version
// check reads API-Version from GET /api/ sent with Content-Type only; Record.save() PATCHes the
// changed fields alone, a related record as its id), with NetBox 4.6's answers asserted.
import assert from 'node:assert/strict';
import { ADMIN_TOKEN, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

const HOST = 'pynetbox78.example.test';

describe('compat: pynetbox 7.8, NetBox 4.x style, at the default version', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ NETBOX_COMPAT_VERSION: '' });
  });
  after(async () => {
    await api.close();
  });

  const u = uid();
  let token = ADMIN_TOKEN;
  /** The authorization header pynetbox 7.8 builds for `key` (_add_auth_header). */
  const authOf = (key: string) => (key.startsWith('nbt_') && key.slice(4).includes('.') ? `Bearer ${key}` : `Token ${key}`);
  /** One call as Request._make_call makes it: `path` under /api/, query `params`. */
  const call = async (verb: 'get' | 'post' | 'patch' | 'delete', path: string, body?: unknown, key = token) => {
    let req = api.request[verb](`/api/${path}`).set('Host', HOST).set('accept', 'application/json').set('authorization', authOf(key));
    if (verb !== 'get' && verb !== 'delete') req = req.set('Content-Type', 'application/json').send(body as object);
    return req;
  };
  const ok = async (verb: 'get' | 'post' | 'patch' | 'delete', path: string, body?: unknown, status = verb === 'post' ? 201 : verb === 'delete' ? 204 : 200, key = token): Promise<Obj> => {
    const r = await call(verb, path, body, key);
    assert.equal(r.status, status, `${verb} ${path}: ${JSON.stringify(r.body)}`);
    return r.body as Obj;
  };
  const state: Obj = {};

  it('1. nb.version reads API-Version of GET /api/ (Content-Type only), nb.status() 4.6.8', async () => {
    const r = await api.request.get('/api/').set('Host', HOST).set('Content-Type', 'application/json').set('authorization', authOf(token));
    assert.equal(r.status, 200);
    assert.equal(r.headers['api-version'], '4.6');
    assert.equal((await ok('get', 'status/'))['netbox-version'], '4.6.8');
  });

  it('2. nb.create_token(username, password): POST provision/ without auth, the key used as it comes', async () => {
    const r = await api.request.post('/api/users/tokens/provision/').set('Host', HOST).set('accept', 'application/json')
      .set('Content-Type', 'application/json').send({ username: 'admin', password: 'admin-password' });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    // pynetbox: a v2 answer (version 2) would join key and token; otherwise token or key.
    const key = r.body.version === 2 ? `nbt_${r.body.key}.${r.body.token}` : (r.body.token ?? r.body.key);
    assert.equal((await ok('get', 'dcim/sites/?limit=0', undefined, 200, key)).results !== undefined, true);
  });

  it('3. a v2 token sent as Bearer nbt_<key>.<token>', async () => {
    const me = (await ok('get', 'users/users/?username=admin&limit=0')).results[0];
    const t = await ok('post', 'users/tokens/', { user: me.id, version: 2, description: `v2-${u}` });
    assert.equal(t.version, 2);
    const v2 = `nbt_${t.key_id}.${t.token}`;
    assert.equal((await call('get', 'status/', undefined, v2)).status, 200);
    assert.equal((await call('get', 'status/', undefined, `nbt_${t.key_id}.wrong`)).status, 403);
  });

  it('4. a prefix scoped to a site (scope_type, scope_id), read with its scope', async () => {
    state.site = await ok('post', 'dcim/sites/', { name: `py78-${u}`, slug: `py78-${u}` });
    const p = await ok('post', 'ipam/prefixes/', { prefix: '10.178.0.0/24', scope_type: 'dcim.site', scope_id: state.site.id });
    const read = await ok('get', `ipam/prefixes/${p.id}/`);
    assert.equal(read.scope_type, 'dcim.site');
    assert.equal(read.scope.id, state.site.id);
  });

  it('5. a MAC address object made an interface\'s primary one (interface.primary_mac_address = mac.id; save())', async () => {
    const m = await ok('post', 'dcim/manufacturers/', { name: `m-${u}`, slug: `m-${u}` });
    const dt = await ok('post', 'dcim/device-types/', { manufacturer: m.id, model: `t-${u}`, slug: `t-${u}` });
    const role = await ok('post', 'dcim/device-roles/', { name: `r-${u}`, slug: `r-${u}` });
    state.device = await ok('post', 'dcim/devices/', { name: `d-${u}`, device_type: dt.id, role: role.id, site: state.site.id });
    state.iface = await ok('post', 'dcim/interfaces/', { device: state.device.id, name: 'eth0', type: '1000base-t' });
    const mac = await ok('post', 'dcim/mac-addresses/', { mac_address: '00:11:22:33:44:55', assigned_object_type: 'dcim.interface', assigned_object_id: state.iface.id });
    await ok('patch', `dcim/interfaces/${state.iface.id}/`, { primary_mac_address: mac.id });
    const i = await ok('get', `dcim/interfaces/${state.iface.id}/`);
    assert.equal(i.primary_mac_address.id, mac.id);
    assert.equal(i.mac_address, '00:11:22:33:44:55');
  });

  it('6. a service on a device by parent_object_type/parent_object_id, found by them', async () => {
    const s = await ok('post', 'ipam/services/', { parent_object_type: 'dcim.device', parent_object_id: state.device.id, name: `ssh-${u}`, protocol: 'tcp', ports: [22] });
    assert.equal(s.parent.id, state.device.id);
    const found = await ok('get', `ipam/services/?parent_object_type=dcim.device&parent_object_id=${state.device.id}&name=ssh-${u}&limit=0`);
    assert.deepEqual(found.results.map((x: Obj) => x.id), [s.id]);
  });

  it('7. a choice set and a select custom field on sites (object_types), set through custom_fields', async () => {
    const cs = await ok('post', 'extras/custom-field-choice-sets/', { name: `cs-${u}`, extra_choices: [['a', 'A'], ['b', 'B']] });
    const cf = await ok('post', 'extras/custom-fields/', { name: `cf_${u}`, type: 'select', choice_set: cs.id, object_types: ['dcim.site'] });
    assert.deepEqual(cf.object_types, ['dcim.site']);
    state.cf = cf;
    const site = await ok('get', `dcim/sites/${state.site.id}/`);
    await ok('patch', `dcim/sites/${state.site.id}/`, { custom_fields: { ...site.custom_fields, [`cf_${u}`]: 'a' } });
    assert.equal((await ok('get', `dcim/sites/${state.site.id}/`)).custom_fields[`cf_${u}`], 'a');
    const refused = await call('patch', `dcim/sites/${state.site.id}/`, { custom_fields: { [`cf_${u}`]: 'z' } });
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
  });

  it('8. virtual disks sum into the VM\'s disk, in MB (NetBox 4.1+); the VM\'s serial', async () => {
    const ct = await ok('post', 'virtualization/cluster-types/', { name: `ct-${u}`, slug: `ct-${u}` });
    const c = await ok('post', 'virtualization/clusters/', { name: `c-${u}`, type: ct.id, scope_type: 'dcim.site', scope_id: state.site.id });
    const vm = await ok('post', 'virtualization/virtual-machines/', { name: `vm-${u}`, cluster: c.id, serial: `sn-${u}` });
    await ok('post', 'virtualization/virtual-disks/', { virtual_machine: vm.id, name: 'root', size: 20000 });
    await ok('post', 'virtualization/virtual-disks/', { virtual_machine: vm.id, name: 'data', size: 5000 });
    const read = await ok('get', `virtualization/virtual-machines/${vm.id}/`);
    assert.equal(read.disk, 25000);
    assert.equal(read.serial, `sn-${u}`);
  });

  it('9. core: an object type by app_label and model; the site\'s object change', async () => {
    const types = await ok('get', 'core/object-types/?app_label=dcim&model=site&limit=0');
    assert.equal(types.count, 1);
    assert.match(types.results[0].url, /\/api\/core\/object-types\/\d+\/$/);
    // NetBox lists the newest first: the site's creation is the last.
    const changes = await ok('get', `core/object-changes/?changed_object_type=dcim.site&changed_object_id=${state.site.id}&limit=0`);
    assert.equal(changes.results.at(-1).action.value, 'create');
    assert.match(changes.results[0].url, /\/api\/core\/object-changes\/\d+\/$/);
    assert.equal((await call('get', 'core/data-sources/?limit=0')).status, 200);
    assert.equal((await call('get', 'core/jobs/?limit=0')).status, 200);
  });

  it('10. fields= gives only those fields; omit= all but those', async () => {
    const only = await ok('get', `dcim/sites/?id=${state.site.id}&fields=id,name&limit=0`);
    assert.deepEqual(only.results, [{ id: state.site.id, name: `py78-${u}` }]);
    const omitted = await ok('get', `dcim/sites/?id=${state.site.id}&omit=custom_fields,tags&limit=0`);
    assert.ok(!('custom_fields' in omitted.results[0]) && !('tags' in omitted.results[0]));
    assert.equal(omitted.results[0].name, `py78-${u}`);
  });

  it('11. brief forms carry description (a site\'s at /v4.6/api/: /api/ keeps the spec\'s); full objects display_url', async () => {
    const tenant = await ok('post', 'tenancy/tenants/', { name: `tn-${u}`, slug: `tn-${u}`, description: 'd' });
    const brief = await ok('get', `tenancy/tenants/?id=${tenant.id}&brief=true&limit=0`);
    assert.deepEqual(Object.keys(brief.results[0]), ['id', 'url', 'display', 'name', 'slug', 'description']);
    assert.deepEqual(Object.keys((await ok('get', `dcim/sites/?id=${state.site.id}&brief=true&limit=0`)).results[0]), ['id', 'url', 'display', 'name', 'slug']);
    const pinned = await api.request.get(`/v4.6/api/dcim/sites/?id=${state.site.id}&brief=true&limit=0`).set('accept', 'application/json').set('authorization', authOf(token));
    assert.deepEqual(Object.keys(pinned.body.results[0]), ['id', 'url', 'display', 'name', 'slug', 'description']);
    const full = await ok('get', `dcim/sites/${state.site.id}/`);
    assert.equal(full.display_url, `http://${HOST}/dcim/sites/${state.site.id}/`);
  });

  it('12. a rack of a rack type takes its form factor and height', async () => {
    const m = await ok('post', 'dcim/manufacturers/', { name: `rm-${u}`, slug: `rm-${u}` });
    const rt = await ok('post', 'dcim/rack-types/', { manufacturer: m.id, model: `rt-${u}`, slug: `rt-${u}`, form_factor: '4-post-cabinet', u_height: 42, width: 19 });
    state.rack = await ok('post', 'dcim/racks/', { name: `rack-${u}`, site: state.site.id, rack_type: rt.id });
    const rack = await ok('get', `dcim/racks/${state.rack.id}/`);
    assert.equal(rack.rack_type.id, rt.id);
    assert.equal(rack.form_factor.value, '4-post-cabinet');
    assert.equal(rack.u_height, 42);
  });

  it('13. owners: site.owner = owner; save() sends its id; filtered by owner_id', async () => {
    const g = await ok('post', 'users/owner-groups/', { name: `og-${u}` });
    const o = await ok('post', 'users/owners/', { name: `own-${u}`, group: g.id });
    await ok('patch', `dcim/sites/${state.site.id}/`, { owner: o.id });
    assert.equal((await ok('get', `dcim/sites/${state.site.id}/`)).owner.id, o.id);
    assert.deepEqual((await ok('get', `dcim/sites/?owner_id=${o.id}&limit=0`)).results.map((x: Obj) => x.id), [state.site.id]);
  });

  it('14. cursor pagination: limit and start=0, then the next links, no count', async () => {
    const first = await ok('get', 'dcim/sites/?limit=1&start=0');
    assert.equal(first.count, null);
    assert.equal(first.results.length, 1);
    const seen = [first.results[0].id];
    let next = first.next as string | null;
    while (next) {
      const page = await ok('get', next.replace(`http://${HOST}/api/`, ''));
      seen.push(...page.results.map((x: Obj) => x.id));
      next = page.next;
    }
    assert.ok(seen.includes(state.site.id));
    assert.deepEqual(seen, [...seen].sort((a, b) => a - b));
  });

  it('15. tags set by ids on save()', async () => {
    const t1 = await ok('post', 'extras/tags/', { name: `tag1-${u}`, slug: `tag1-${u}` });
    const t2 = await ok('post', 'extras/tags/', { name: `tag2-${u}`, slug: `tag2-${u}` });
    await ok('patch', `dcim/sites/${state.site.id}/`, { tags: [t1.id, t2.id] });
    assert.deepEqual((await ok('get', `dcim/sites/${state.site.id}/`)).tags.map((t: Obj) => t.slug).sort(), [`tag1-${u}`, `tag2-${u}`]);
  });

  it('16. a VLAN at /api/ keeps the spec\'s status code; pynetbox pointed at /v4.6 gets the string', async () => {
    const v = await ok('post', 'ipam/vlans/', { vid: 178, name: `vlan-${u}`, status: 'reserved' });
    assert.deepEqual(v.status, { value: 2, label: 'Reserved' });
    const pinned = await api.request.get(`/v4.6/api/ipam/vlans/${v.id}/`).set('accept', 'application/json').set('authorization', authOf(token));
    assert.deepEqual(pinned.body.status, { value: 'reserved', label: 'Reserved' });
    state.vlan = v;
  });

  it('17. rack elevation lists the units, half units included (NetBox 4.6 Rack.units); the OpenAPI document at schema/', async () => {
    const units = await ok('get', `dcim/racks/${state.rack.id}/elevation/?limit=0`);
    assert.equal(units.count, 84);
    const doc = await ok('get', 'schema/');
    assert.ok(doc.paths['/api/dcim/sites/']);
  });

  it('18. changelog_message on a write is the change\'s message (NetBox 4.4)', async () => {
    await ok('patch', `dcim/sites/${state.site.id}/`, { description: 'changed', changelog_message: `msg-${u}` });
    const changes = await ok('get', `core/object-changes/?changed_object_type=dcim.site&changed_object_id=${state.site.id}&action=update&limit=0`);
    assert.ok(changes.results.some((c: Obj) => c.message === `msg-${u}`), JSON.stringify(changes.results.map((c: Obj) => c.message)));
  });

  it('19. delete() answers 204 and the object is gone', async () => {
    await ok('delete', `ipam/vlans/${state.vlan.id}/`);
    assert.equal((await call('get', `ipam/vlans/${state.vlan.id}/`)).status, 404);
  });

  it('20. a custom field is deleted with its values', async () => {
    await ok('delete', `extras/custom-fields/${state.cf.id}/`);
    assert.ok(!(`cf_${u}` in (await ok('get', `dcim/sites/${state.site.id}/`)).custom_fields));
  });
});
