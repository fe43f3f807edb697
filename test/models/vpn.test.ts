// The vpn application (NetBox 3.7 vpn/): L2VPNs and their terminations, served under
// /api/vpn/ as 3.7 does and under /api/ipam/ as 3.6 did (the same objects), tunnels with their
// groups and terminations, and IKE/IPSec proposals, policies and profiles. Requests are
// written as the Ansible collection's modules send them: netbox_l2vpn and
// netbox_l2vpn_termination of collection 3.13 (Debian's) use the ipam paths, netbox_tunnel and
// netbox_tunnel_group the vpn ones.
import assert from 'node:assert/strict';
import { auth, grant, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('models: vpn', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, post, patch, del, get, created, refused, ids, brief, url } = modelHelpers(() => api);
  const make = factories(created);

  async function world(u: string) {
    const region = await created('dcim/regions', { name: `r-${u}`, slug: `r-${u}` });
    const { site, device } = await make.deviceSite({ region: region.id });
    const dev = await device({ name: `d-${u}` });
    const iface = (name: string) => created('dcim/interfaces', { device: dev.id, name, type: '1000base-t' });
    const ctype = await created('virtualization/cluster-types', { name: `ct-${u}`, slug: `ct-${u}` });
    const cluster = await created('virtualization/clusters', { name: `c-${u}`, type: ctype.id, site: site.id });
    const vm = await created('virtualization/virtual-machines', { name: `vm-${u}`, cluster: cluster.id, site: site.id });
    const vmif = await created('virtualization/interfaces', { virtual_machine: vm.id, name: `eth0-${u}` });
    const vlan = await created('ipam/vlans', { vid: 300, name: `v-${u}`, site: site.id });
    return { region, site, dev, iface, vm, vmif, vlan };
  }

  it('the API root lists vpn; /api/ipam/ also lists l2vpns and l2vpn-terminations as NetBox 3.6 did; _choices of both', async () => {
    assert.ok(Object.keys(await get('')).includes('vpn'));
    assert.deepEqual(Object.keys(await get('vpn/')), ['ike-policies', 'ike-proposals', 'ipsec-policies', 'ipsec-profiles', 'ipsec-proposals',
      'l2vpn-terminations', 'l2vpns', 'tunnel-groups', 'tunnel-terminations', 'tunnels']);
    const ipam = await get('ipam/');
    assert.equal(ipam.l2vpns, `http://${host}/api/ipam/l2vpns/`);
    assert.equal(ipam['l2vpn-terminations'], `http://${host}/api/ipam/l2vpn-terminations/`);
    const choices = await get('vpn/_choices/');
    assert.deepEqual(choices['ikeproposal:group'][3], { value: 14, label: 'Group 14' });
    assert.deepEqual(choices['ikepolicy:version'], [{ value: 1, label: 'IKEv1' }, { value: 2, label: 'IKEv2' }]);
    assert.deepEqual((await get('ipam/_choices/'))['l2vpn:type'], choices['l2vpn:type']);
  });

  it('the OpenAPI document serves L2VPNs at both places, with NetBox\'s operation ids and one schema', async () => {
    const doc = (await api.request.get('/api/schema/').set(auth)).body as Obj;
    assert.equal(doc.paths['/api/ipam/l2vpns/'].get.operationId, 'ipam_l2vpns_list');
    assert.equal(doc.paths['/api/vpn/l2vpns/'].get.operationId, 'vpn_l2vpns_list');
    assert.equal(doc.paths['/api/vpn/l2vpn-terminations/{id}/'].patch.operationId, 'vpn_l2vpn_terminations_partial_update');
    assert.deepEqual(doc.paths['/api/ipam/l2vpns/'].get.tags, ['ipam']);
    assert.ok(doc.components.schemas.L2VPN);
    assert.ok(doc.paths['/api/vpn/tunnels/'].post);
    assert.ok(doc.paths['/api/wireless/wireless-links/{id}/'].delete);
  });

  it('L2VPNs: created under /api/ipam/ as collection 3.13 sends them, the same object under /api/vpn/, NetBox\'s filters', async () => {
    const u = uid();
    const tenant = await created('tenancy/tenants', { name: `t-${u}`, slug: `t-${u}` });
    const rt = await created('ipam/route-targets', { name: `65000:${parseInt(u.slice(0, 4), 16)}` });
    // netbox_l2vpn: GET ?name=, then POST with the slug made from the name.
    assert.deepEqual(await ids(`ipam/l2vpns/?name=L2VPN ${u}`), []);
    const vpn = await created('ipam/l2vpns', {
      name: `L2VPN ${u}`, slug: `l2vpn-${u}`, type: 'vxlan', identifier: 43256, import_targets: [rt.id], export_targets: [rt.id],
      description: 'Test L2VPN', tenant: tenant.id, tags: [],
    });
    assert.deepEqual(Object.keys(vpn), ['id', 'url', 'display_url', 'display', 'identifier', 'name', 'slug', 'type', 'status', 'import_targets', 'export_targets',
      'description', 'comments', 'tenant', 'owner', 'tags', 'custom_fields', 'created', 'last_updated']);
    assert.equal(vpn.url, url('vpn/l2vpns', vpn.id), 'the url names 3.7\'s place');
    assert.equal(vpn.display, `L2VPN ${u} (43256)`);
    assert.deepEqual(vpn.type, { value: 'vxlan', label: 'VXLAN' });
    assert.deepEqual(vpn.import_targets.map((t: Obj) => t.id), [rt.id]);
    assert.deepEqual(await get(`ipam/l2vpns/${vpn.id}/`), await get(`vpn/l2vpns/${vpn.id}/`));
    assert.deepEqual(await ids(`ipam/l2vpns/?name=L2VPN ${u}`), [vpn.id]);

    const plain = await created('vpn/l2vpns', { name: `plain-${u}`, slug: `plain-${u}`, type: 'vpws' });
    assert.equal(plain.display, `plain-${u}`);
    for (const [query, expected] of [
      [`type=vxlan&slug=l2vpn-${u}`, [vpn.id]],
      [`identifier=43256&name__ic=${u}`, [vpn.id]],
      [`import_target=${rt.name}`, [vpn.id]],
      [`export_target_id=${rt.id}`, [vpn.id]],
      [`tenant=t-${u}`, [vpn.id]],
      [`name__ic=${u}&type=vpws`, [plain.id]],
      [`q=plain-${u}`, [plain.id]],
    ] as const) {
      assert.deepEqual(await ids(`vpn/l2vpns/?${query}`), expected, query);
      assert.deepEqual(await ids(`ipam/l2vpns/?${query}`), expected, `ipam ${query}`);
    }

    // The module's update, through 3.6's path; the 3.7 path reads it.
    const changed = await patch('ipam/l2vpns', vpn.id, { description: 'changed', type: 'mpls-evpn' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.url, url('vpn/l2vpns', vpn.id));
    assert.deepEqual((await get(`vpn/l2vpns/${vpn.id}/`)).type, { value: 'mpls-evpn', label: 'MPLS EVPN' });

    await refused(post('ipam/l2vpns', { name: `L2VPN ${u}`, slug: `other-${u}`, type: 'vxlan' }), 'name', /already exists/);
    await refused(post('vpn/l2vpns', { name: `x-${u}`, slug: `x-${u}`, type: 'vlan' }), 'type', /not a valid choice/);
    await refused(post('vpn/l2vpns', { name: `x-${u}`, slug: `x-${u}` }), 'type', /required/);
    await refused(post('vpn/l2vpns', { name: `x-${u}`, slug: `x y`, type: 'vxlan' }), 'slug', /slug/);

    // A route target in use by an L2VPN can still go (many-to-many); the tenant is protected.
    assert.equal((await del('tenancy/tenants', tenant.id)).status, 409);
    assert.equal((await del('ipam/l2vpns', plain.id)).status, 204);
    assert.equal((await api.request.get(`/api/vpn/l2vpns/${plain.id}/`).set(auth)).status, 404);
  });

  it('at both places: the same permission (vpn.l2vpn), the browsable page, OPTIONS', async () => {
    const u = uid();
    const vpn = await created('vpn/l2vpns', { name: `perm-${u}`, slug: `perm-${u}`, type: 'evpl' });
    const username = `l2-${u}`;
    const user = await created('users/users', { username, password: 'a-long-password' });
    const t = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    assert.equal(t.status, 201, JSON.stringify(t.body));
    const as = { Authorization: `Token ${t.body.key}` };
    for (const place of ['vpn', 'ipam']) assert.equal((await api.request.get(`/api/${place}/l2vpns/${vpn.id}/`).set(as)).status, 403, place);
    await grant(api, user.id, ['vpn.l2vpn'], ['view']);
    for (const place of ['vpn', 'ipam']) {
      const r = await api.request.get(`/api/${place}/l2vpns/?slug=perm-${u}`).set(as);
      assert.equal(r.status, 200, place);
      assert.deepEqual(r.body.results.map((x: Obj) => x.id), [vpn.id], place);
      assert.equal((await api.request.patch(`/api/${place}/l2vpns/${vpn.id}/`).set(as).send({ description: 'x' })).status, 403, place);
    }
    const page = await api.request.get('/api/ipam/l2vpns/').set(auth).set('Accept', 'text/html');
    assert.equal(page.status, 200);
    assert.match(page.text, /<title>netinv API: \/api\/ipam\/l2vpns\/<\/title>/);
    const options = await api.request.options('/api/ipam/l2vpn-terminations/').set(auth);
    assert.equal(options.status, 200);
    assert.deepEqual(options.body, (await api.request.options('/api/vpn/l2vpn-terminations/').set(auth)).body);
  });

  it('L2VPN terminations: an interface, VM interface or VLAN, each shown on the object; one L2VPN per object, two ends for point-to-point types', async () => {
    const u = uid();
    const w = await world(u);
    const eth = await w.iface(`eth-${u}`);
    const vpls = await created('vpn/l2vpns', { name: `vpls-${u}`, slug: `vpls-${u}`, type: 'vpls', identifier: 7 });
    // netbox_l2vpn_termination (3.13): GET ?l2vpn_id=&interface_id=, then POST to /api/ipam/.
    assert.deepEqual(await ids(`ipam/l2vpn-terminations/?l2vpn_id=${vpls.id}&interface_id=${eth.id}`), []);
    const onIface = await created('ipam/l2vpn-terminations', { l2vpn: vpls.id, assigned_object_type: 'dcim.interface', assigned_object_id: eth.id, tags: [] });
    assert.deepEqual(Object.keys(onIface), ['id', 'url', 'display_url', 'display', 'l2vpn', 'assigned_object_type', 'assigned_object_id', 'assigned_object',
      'tags', 'custom_fields', 'created', 'last_updated']);
    assert.equal(onIface.url, url('vpn/l2vpn-terminations', onIface.id));
    assert.equal(onIface.display, `eth-${u} <> vpls-${u} (7)`);
    assert.deepEqual(onIface.l2vpn, brief(vpls, 'identifier', 'name', 'slug', 'type', 'description'));
    assert.equal(onIface.assigned_object.id, eth.id);
    assert.equal(onIface.assigned_object.device.id, w.dev.id);
    const onVm = await created('vpn/l2vpn-terminations', { l2vpn: vpls.id, assigned_object_type: 'virtualization.vminterface', assigned_object_id: w.vmif.id });
    const onVlan = await created('vpn/l2vpn-terminations', { l2vpn: vpls.id, assigned_object_type: 'ipam.vlan', assigned_object_id: w.vlan.id });

    // Each object shows its termination, nested as {id, url, display, l2vpn}.
    const nested = (t: Obj) => ({ ...brief(t), l2vpn: t.l2vpn });
    assert.deepEqual((await get(`dcim/interfaces/${eth.id}/`)).l2vpn_termination, nested(onIface));
    assert.deepEqual((await get(`virtualization/interfaces/${w.vmif.id}/`)).l2vpn_termination, nested(onVm));
    assert.deepEqual((await get(`ipam/vlans/${w.vlan.id}/`)).l2vpn_termination, nested(onVlan));
    assert.equal((await get(`dcim/interfaces/${(await w.iface(`free-${u}`)).id}/`)).l2vpn_termination, null);

    // The module's look-up, and NetBox's other filters.
    assert.deepEqual(await ids(`ipam/l2vpn-terminations/?l2vpn_id=${vpls.id}&interface_id=${eth.id}`), [onIface.id]);
    for (const [query, expected] of [
      [`l2vpn=vpls-${u}`, [onIface.id, onVm.id, onVlan.id]],
      [`l2vpn_id=${vpls.id}&vminterface_id=${w.vmif.id}`, [onVm.id]],
      [`l2vpn_id=${vpls.id}&vlan_id=${w.vlan.id}`, [onVlan.id]],
      [`l2vpn_id=${vpls.id}&vlan_vid=300`, [onVlan.id]],
      [`device=d-${u}`, [onIface.id]],
      [`device_id=${w.dev.id}`, [onIface.id]],
      [`virtual_machine=vm-${u}`, [onVm.id]],
      [`site=${w.site.slug}`, [onIface.id, onVm.id, onVlan.id]],
      [`region_id=${w.region.id}`, [onIface.id, onVm.id, onVlan.id]],
      [`l2vpn_id=${vpls.id}&assigned_object_type=ipam.vlan`, [onVlan.id]],
    ] as const) assert.deepEqual(await ids(`vpn/l2vpn-terminations/?${query}`), [...expected].sort((a, b) => a - b), query);
    // The interfaces' and VLANs' own l2vpn filters (by id, and by identifier as NetBox).
    assert.deepEqual(await ids(`dcim/interfaces/?l2vpn_id=${vpls.id}`), [eth.id]);
    assert.deepEqual(await ids(`dcim/interfaces/?l2vpn=7&device_id=${w.dev.id}`), [eth.id]);
    assert.deepEqual(await ids(`virtualization/interfaces/?l2vpn_id=${vpls.id}`), [w.vmif.id]);
    assert.deepEqual(await ids(`ipam/vlans/?l2vpn_id=${vpls.id}`), [w.vlan.id]);

    // One L2VPN per object; only VLANs, interfaces and VM interfaces.
    await refused(post('vpn/l2vpn-terminations', { l2vpn: vpls.id, assigned_object_type: 'dcim.interface', assigned_object_id: eth.id }), '__all__',
      new RegExp(`^L2VPN Termination already assigned \\(eth-${u}\\)$`));
    await refused(post('vpn/l2vpn-terminations', { l2vpn: vpls.id, assigned_object_type: 'dcim.site', assigned_object_id: w.site.id }), 'assigned_object_type', /not a valid choice/);
    await refused(post('vpn/l2vpn-terminations', { l2vpn: vpls.id, assigned_object_type: 'dcim.interface', assigned_object_id: 999999999 }), 'assigned_object_id');
    await refused(post('vpn/l2vpn-terminations', { assigned_object_type: 'ipam.vlan', assigned_object_id: w.vlan.id }), 'l2vpn', /required/);

    // A point-to-point type (VPWS) takes two terminations.
    const vpws = await created('vpn/l2vpns', { name: `vpws-${u}`, slug: `vpws-${u}`, type: 'vpws' });
    const [x, y, z] = [await w.iface(`x-${u}`), await w.iface(`y-${u}`), await w.iface(`z-${u}`)];
    for (const i of [x, y]) await created('vpn/l2vpn-terminations', { l2vpn: vpws.id, assigned_object_type: 'dcim.interface', assigned_object_id: i.id });
    await refused(post('vpn/l2vpn-terminations', { l2vpn: vpws.id, assigned_object_type: 'dcim.interface', assigned_object_id: z.id }), '__all__',
      /^VPWS L2VPNs cannot have more than two terminations; found 2 already defined\.$/);
    assert.deepEqual(await ids(`vpn/l2vpn-terminations/?l2vpn_id=${vpws.id}&interface_id=${z.id}`), []);

    // Deleting the object deletes its termination; deleting the L2VPN deletes the rest.
    assert.equal((await del('dcim/interfaces', eth.id)).status, 204);
    assert.equal((await api.request.get(`/api/vpn/l2vpn-terminations/${onIface.id}/`).set(auth)).status, 404);
    assert.equal((await del('vpn/l2vpns', vpls.id)).status, 204);
    assert.deepEqual(await ids(`vpn/l2vpn-terminations/?vlan_id=${w.vlan.id}`), []);
    assert.equal((await get(`ipam/vlans/${w.vlan.id}/`)).l2vpn_termination, null);
  });

  it('IKE and IPSec: proposals, policies (IKE version and mode), profiles; integer choices read as NetBox\'s integers', async () => {
    const u = uid();
    const ikeProp = await created('vpn/ike-proposals', {
      name: `ikep-${u}`, authentication_method: 'preshared-keys', encryption_algorithm: 'aes-256-cbc', authentication_algorithm: 'hmac-sha256', group: 14, sa_lifetime: 3600,
    });
    assert.deepEqual(ikeProp.group, { value: 14, label: 'Group 14' });
    assert.deepEqual(ikeProp.authentication_method, { value: 'preshared-keys', label: 'Pre-shared keys' });
    assert.equal(ikeProp.sa_lifetime, 3600);
    await refused(post('vpn/ike-proposals', { name: `g-${u}`, authentication_method: 'certificates', encryption_algorithm: 'aes-128-gcm', group: 3 }), 'group', /not a valid choice/);
    await refused(post('vpn/ike-proposals', { name: `g-${u}`, authentication_method: 'certificates', group: 19 }), 'encryption_algorithm', /required/);

    await refused(post('vpn/ike-policies', { name: `v1-${u}`, version: 1, proposals: [ikeProp.id] }), '__all__', /^Mode is required for selected IKE version$/);
    await refused(post('vpn/ike-policies', { name: `v2-${u}`, mode: 'main', proposals: [ikeProp.id] }), '__all__', /^Mode cannot be used for selected IKE version$/);
    const ikePol = await created('vpn/ike-policies', { name: `ikepol-${u}`, version: 1, mode: 'aggressive', proposals: [ikeProp.id], preshared_key: 'secret' });
    assert.deepEqual(ikePol.version, { value: 1, label: 'IKEv1' });
    assert.deepEqual(ikePol.mode, { value: 'aggressive', label: 'Aggressive' });
    assert.deepEqual(ikePol.proposals, [brief(ikeProp, 'name', 'description')]);
    assert.equal(ikePol.preshared_key, 'secret');
    const v2 = await created('vpn/ike-policies', { name: `ikev2-${u}` });
    assert.deepEqual(v2.version, { value: 2, label: 'IKEv2' });
    await refused(patch('vpn/ike-policies', ikePol.id, { version: 2 }), '__all__', /Mode cannot be used/);
    assert.deepEqual(await ids(`vpn/ike-policies/?proposal_id=${ikeProp.id}`), [ikePol.id]);
    assert.deepEqual(await ids(`vpn/ike-policies/?proposal=ikep-${u}`), [ikePol.id]);
    assert.deepEqual(await ids(`vpn/ike-policies/?version=2&name__ic=${u}`), [v2.id]);
    assert.deepEqual(await ids(`vpn/ike-proposals/?ike_policy_id=${ikePol.id}`), [ikeProp.id]);
    assert.deepEqual(await ids(`vpn/ike-proposals/?ike_policy=ikepol-${u}`), [ikeProp.id]);
    assert.deepEqual(await ids(`vpn/ike-proposals/?group=14&name=ikep-${u}`), [ikeProp.id]);

    await refused(post('vpn/ipsec-proposals', { name: `none-${u}` }), '__all__', /^Encryption and\/or authentication algorithm must be defined$/);
    const ipsecProp = await created('vpn/ipsec-proposals', { name: `ipp-${u}`, authentication_algorithm: 'hmac-sha1', sa_lifetime_data: 1024 });
    assert.equal(ipsecProp.encryption_algorithm, null);
    await refused(patch('vpn/ipsec-proposals', ipsecProp.id, { authentication_algorithm: null }), '__all__', /must be defined/);
    const ipsecPol = await created('vpn/ipsec-policies', { name: `ippol-${u}`, proposals: [ipsecProp.id], pfs_group: 19 });
    assert.deepEqual(ipsecPol.pfs_group, { value: 19, label: 'Group 19' });
    assert.deepEqual(await ids(`vpn/ipsec-policies/?pfs_group=19&proposal_id=${ipsecProp.id}`), [ipsecPol.id]);
    assert.equal((await created('vpn/ipsec-policies', { name: `nopfs-${u}` })).pfs_group, null);

    const profile = await created('vpn/ipsec-profiles', { name: `prof-${u}`, mode: 'esp', ike_policy: ikePol.id, ipsec_policy: ipsecPol.id });
    assert.deepEqual(profile.mode, { value: 'esp', label: 'ESP' });
    assert.deepEqual(profile.ike_policy, brief(ikePol, 'name', 'description'));
    assert.deepEqual(await ids(`vpn/ipsec-profiles/?ike_policy=ikepol-${u}`), [profile.id]);
    assert.deepEqual(await ids(`vpn/ipsec-profiles/?ipsec_policy_id=${ipsecPol.id}&mode=esp`), [profile.id]);
    await refused(post('vpn/ipsec-profiles', { name: `p2-${u}`, mode: 'esp', ike_policy: ikePol.id }), 'ipsec_policy', /required/);
    // Policies in use by a profile are protected.
    assert.equal((await del('vpn/ike-policies', ikePol.id)).status, 409);
    assert.equal((await del('vpn/ipsec-profiles', profile.id)).status, 204);
    assert.equal((await del('vpn/ike-policies', ikePol.id)).status, 204);
  });

  it('tunnels: groups, tunnels and their terminations on interfaces with an outside address, as netbox_tunnel sends them', async () => {
    const u = uid();
    const w = await world(u);
    const group = await created('vpn/tunnel-groups', { name: `tg-${u}`, slug: `tg-${u}`, description: 'mesh' });
    assert.equal(group.tunnel_count, 0);
    assert.deepEqual(await ids(`vpn/tunnel-groups/?slug=tg-${u}`), [group.id]);
    // netbox_tunnel: ?name=, then POST with tunnel_group sent as group.
    assert.deepEqual(await ids(`vpn/tunnels/?name=tun-${u}`), []);
    const tunnel = await created('vpn/tunnels', { name: `tun-${u}`, status: 'planned', group: group.id, encapsulation: 'gre', tunnel_id: 42, description: 'd', tags: [] });
    assert.deepEqual(Object.keys(tunnel), ['id', 'url', 'display_url', 'display', 'name', 'status', 'group', 'encapsulation', 'ipsec_profile', 'tenant', 'tunnel_id',
      'description', 'comments', 'terminations_count', 'owner', 'tags', 'custom_fields', 'created', 'last_updated']);
    assert.deepEqual(tunnel.encapsulation, { value: 'gre', label: 'GRE' });
    assert.deepEqual(tunnel.group, { ...brief(group, 'name', 'slug', 'description'), tunnel_count: 1 });
    await refused(post('vpn/tunnels', { name: `tun-${u}`, encapsulation: 'gre' }), 'name', /already exists/);
    await refused(post('vpn/tunnels', { name: `x-${u}`, encapsulation: 'vxlan' }), 'encapsulation', /not a valid choice/);
    await refused(post('vpn/tunnels', { name: `x-${u}` }), 'encapsulation', /required/);
    assert.deepEqual(await ids(`vpn/tunnels/?group=tg-${u}&status=planned&encapsulation=gre&tunnel_id=42`), [tunnel.id]);

    // From a block no other file uses: addresses are unique across the files a worker runs, and
    // 198.51.100.0/24's fixed ones (fields-4x's .3/29) clashed with a random pick here.
    const outside = await created('ipam/ip-addresses', { address: `100.127.${parseInt(u.slice(0, 2), 16)}.${parseInt(u.slice(2, 4), 16)}/32` });
    const tun0 = await w.iface(`tun0-${u}`);
    const hub = await created('vpn/tunnel-terminations', { tunnel: tunnel.id, role: 'hub', termination_type: 'dcim.interface', termination_id: tun0.id, outside_ip: outside.id });
    assert.deepEqual(Object.keys(hub), ['id', 'url', 'display_url', 'display', 'tunnel', 'role', 'termination_type', 'termination_id', 'termination', 'outside_ip',
      'tags', 'custom_fields', 'created', 'last_updated']);
    assert.equal(hub.display, `tun-${u}: Termination ${hub.id}`);
    assert.deepEqual(hub.role, { value: 'hub', label: 'Hub' });
    assert.equal(hub.termination.id, tun0.id);
    assert.equal(hub.outside_ip.id, outside.id);
    const spoke = await created('vpn/tunnel-terminations', { tunnel: tunnel.id, termination_type: 'virtualization.vminterface', termination_id: w.vmif.id });
    assert.deepEqual(spoke.role, { value: 'peer', label: 'Peer' });
    for (const [query, expected] of [
      [`tunnel=tun-${u}`, [hub.id, spoke.id]],
      [`tunnel_id=${tunnel.id}&role=hub`, [hub.id]],
      [`interface_id=${tun0.id}`, [hub.id]],
      [`interface=tun0-${u}`, [hub.id]],
      [`vminterface_id=${w.vmif.id}`, [spoke.id]],
      [`outside_ip_id=${outside.id}`, [hub.id]],
      [`tunnel_id=${tunnel.id}&termination_type=virtualization.vminterface`, [spoke.id]],
    ] as const) assert.deepEqual(await ids(`vpn/tunnel-terminations/?${query}`), [...expected].sort((a, b) => a - b), query);

    await refused(post('vpn/tunnel-terminations', { tunnel: tunnel.id, termination_type: 'dcim.interface', termination_id: tun0.id }), 'termination',
      /^An object may be terminated to only one tunnel at a time\.$/);
    await refused(post('vpn/tunnel-terminations', { tunnel: tunnel.id, termination_type: 'ipam.vlan', termination_id: w.vlan.id }), 'termination_type', /not a valid choice/);
    // The outside address is protected; the tunnel's group too; deleting the interface deletes its termination.
    assert.equal((await del('ipam/ip-addresses', outside.id)).status, 409);
    assert.equal((await del('vpn/tunnel-groups', group.id)).status, 409);
    assert.equal((await del('dcim/interfaces', tun0.id)).status, 204);
    assert.deepEqual(await ids(`vpn/tunnel-terminations/?tunnel_id=${tunnel.id}`), [spoke.id]);
    // Deleting the tunnel deletes its terminations.
    assert.equal((await del('vpn/tunnels', tunnel.id)).status, 204);
    assert.equal((await api.request.get(`/api/vpn/tunnel-terminations/${spoke.id}/`).set(auth)).status, 404);
    assert.equal((await del('ipam/ip-addresses', outside.id)).status, 204);
  });
});
