// The wireless application (NetBox 3.7 wireless/): LAN groups as a tree, wireless LANs and
// the interfaces that carry them, and wireless links joining two wireless interfaces, written
// as the Ansible collection's netbox_wireless_lan_group, netbox_wireless_lan and
// netbox_wireless_link modules send them (ids resolved first, then looked up by the module's
// query parameters, then created or patched).
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('models: wireless', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, post, patch, del, get, created, refused, ids, brief, url } = modelHelpers(() => api);

  async function device(u: string) {
    const { site, device: dev } = await factories(created).deviceSite();
    return { site, a: await dev({ name: `a-${u}` }), b: await dev({ name: `b-${u}` }) };
  }
  const iface = (dev: number, type = 'ieee802.11ac') => created('dcim/interfaces', { device: dev, name: `w-${uid()}`, type });

  it('GET /api/wireless/ lists its three endpoints; _choices names its choice fields', async () => {
    const root = await get('wireless/');
    assert.deepEqual(Object.keys(root), ['wireless-lan-groups', 'wireless-lans', 'wireless-links']);
    assert.equal(root['wireless-lans'], `http://${host}/api/wireless/wireless-lans/`);
    assert.ok(Object.keys(await get('')).includes('wireless'));
    const choices = await get('wireless/_choices/');
    assert.deepEqual(choices['wirelesslan:auth_type'].map((c: Obj) => c.value), ['open', 'wep', 'wpa-personal', 'wpa-enterprise']);
    assert.deepEqual(choices['wirelesslink:status'].map((c: Obj) => c.value), ['connected', 'planned', 'decommissioning']);
    assert.deepEqual(choices['wirelesslan:status'].map((c: Obj) => c.value), ['active', 'reserved', 'disabled', 'deprecated']);
  });

  it('LAN groups nest: _depth and wirelesslan_count in the nested form; a group names its subgroups\' LANs; deleting the parent takes the child', async () => {
    const u = uid();
    const top = await created('wireless/wireless-lan-groups', { name: `wg-${u}`, slug: `wg-${u}`, description: 'top', tags: [] });
    // netbox_wireless_lan_group: parent_wireless_lan_group resolved by slug to an id.
    assert.deepEqual(await ids(`wireless/wireless-lan-groups/?slug=wg-${u}`), [top.id]);
    const child = await created('wireless/wireless-lan-groups', { name: `wgc-${u}`, slug: `wgc-${u}`, parent: top.id });
    assert.equal(top._depth, 0);
    assert.equal(child._depth, 1);
    assert.deepEqual(child.parent, { ...brief(top, 'name', 'slug', 'description'), wirelesslan_count: 0, _depth: 0 });
    const lan = await created('wireless/wireless-lans', { ssid: `net-${u}`, group: child.id });
    assert.deepEqual(lan.group, { ...brief(child, 'name', 'slug', 'description'), wirelesslan_count: 1, _depth: 1 });
    // The count takes the subgroups' LANs too, as NetBox's cumulative count.
    assert.equal((await get(`wireless/wireless-lan-groups/${top.id}/`)).wirelesslan_count, 1);
    await created('wireless/wireless-lans', { ssid: `top-${u}`, group: top.id });
    assert.equal((await get(`wireless/wireless-lan-groups/${top.id}/`)).wirelesslan_count, 2);
    assert.equal((await get(`wireless/wireless-lan-groups/${child.id}/`)).wirelesslan_count, 1);
    const [atTop] = await ids(`wireless/wireless-lans/?ssid=top-${u}`);
    assert.deepEqual(await ids(`wireless/wireless-lans/?group=wg-${u}`), [lan.id, atTop!]);
    assert.deepEqual(await ids(`wireless/wireless-lans/?group_id=${top.id}`), [lan.id, atTop!]);
    assert.deepEqual(await ids(`wireless/wireless-lans/?group_id=${child.id}`), [lan.id]);
    assert.deepEqual(await ids(`wireless/wireless-lan-groups/?parent_id=${top.id}`), [child.id]);
    assert.deepEqual(await ids(`wireless/wireless-lan-groups/?parent=wg-${u}`), [child.id]);
    await refused(post('wireless/wireless-lan-groups', { name: `wg-${u}`, slug: `other-${u}` }), 'name', /already exists/);
    // Deleting the parent deletes the child group; the LANs stay, without a group.
    assert.equal((await del('wireless/wireless-lan-groups', top.id)).status, 204);
    assert.equal((await api.request.get(`/api/wireless/wireless-lan-groups/${child.id}/`).set(auth)).status, 404);
    assert.equal((await get(`wireless/wireless-lans/${lan.id}/`)).group, null);
  });

  it('wireless LANs: every field as netbox_wireless_lan sends it, NetBox\'s filters, and the interfaces that carry them', async () => {
    const u = uid();
    const tenant = await created('tenancy/tenants', { name: `t-${u}`, slug: `t-${u}` });
    const vlan = await created('ipam/vlans', { vid: 100, name: `wv-${u}` });
    const lan = await created('wireless/wireless-lans', {
      ssid: `corp-${u}`, description: 'Cool Wireless Network', status: 'reserved', vlan: vlan.id, tenant: tenant.id,
      auth_type: 'wpa-enterprise', auth_cipher: 'aes', auth_psk: 'psk123456', comments: 'c', tags: [],
    });
    const got = await get(`wireless/wireless-lans/${lan.id}/`);
    assert.deepEqual(Object.keys(got), ['id', 'url', 'display_url', 'display', 'ssid', 'group', 'status', 'vlan', 'scope_type', 'scope_id', 'scope', 'tenant', 'auth_type', 'auth_cipher', 'auth_psk',
      'description', 'comments', 'owner', 'tags', 'custom_fields', 'created', 'last_updated']);
    assert.equal(got.url, url('wireless/wireless-lans', lan.id));
    assert.equal(got.display, `corp-${u}`);
    assert.deepEqual(got.status, { value: 'reserved', label: 'Reserved' });
    assert.deepEqual(got.auth_type, { value: 'wpa-enterprise', label: 'WPA Enterprise' });
    assert.deepEqual(got.auth_cipher, { value: 'aes', label: 'AES' });
    assert.equal(got.auth_psk, 'psk123456');
    assert.equal(got.vlan.id, vlan.id);
    const open = await created('wireless/wireless-lans', { ssid: `guest-${u}` });
    assert.deepEqual(open.status, { value: 'active', label: 'Active' });
    assert.equal(open.auth_type, null);
    assert.equal(open.auth_psk, '');

    // The module looks a LAN up by its SSID.
    assert.deepEqual(await ids(`wireless/wireless-lans/?ssid=corp-${u}`), [lan.id]);
    assert.deepEqual(await ids(`wireless/wireless-lans/?ssid__ic=${u}`), [lan.id, open.id]);
    assert.deepEqual(await ids(`wireless/wireless-lans/?ssid__ic=${u}&status=reserved`), [lan.id]);
    assert.deepEqual(await ids(`wireless/wireless-lans/?vlan_id=${vlan.id}`), [lan.id]);
    assert.deepEqual(await ids(`wireless/wireless-lans/?tenant=t-${u}`), [lan.id]);
    assert.deepEqual(await ids(`wireless/wireless-lans/?ssid__ic=${u}&auth_type=wpa-enterprise&auth_cipher=aes`), [lan.id]);
    assert.deepEqual(await ids(`wireless/wireless-lans/?auth_psk=psk123456&ssid__ic=${u}`), [lan.id]);
    assert.deepEqual(await ids(`wireless/wireless-lans/?q=corp-${u}`), [lan.id]);
    // NetBox has no `vlan` filter on wireless LANs: no filter here either (STRICT_FILTERING: 400).
    const vlanName = await api.request.get(`/api/wireless/wireless-lans/?ssid__ic=${u}&vlan=nothing-${u}`).set(auth);
    assert.deepEqual([vlanName.status, vlanName.body], [400, { vlan: ['Unknown filter.'] }]);
    const bad = await api.request.get(`/api/wireless/wireless-lans/?auth_type=wpa3`).set(auth);
    assert.equal(bad.status, 400);

    await refused(post('wireless/wireless-lans', { ssid: 'x'.repeat(33) }), 'ssid', /no more than 32/);
    await refused(post('wireless/wireless-lans', { ssid: `s-${u}`, auth_type: 'wpa3' }), 'auth_type', /not a valid choice/);
    await refused(post('wireless/wireless-lans', { ssid: `s-${u}`, auth_psk: 'k'.repeat(65) }), 'auth_psk', /no more than 64/);
    await refused(post('wireless/wireless-lans', { description: 'no ssid' }), 'ssid', /required/);

    // Interfaces carry LANs (wireless_lans), read nested as {id, url, display, ssid}.
    const d = await device(u);
    const radio = await iface(d.a.id);
    const carried = await patch('dcim/interfaces', radio.id, { wireless_lans: [lan.id, open.id] });
    assert.equal(carried.status, 200, JSON.stringify(carried.body));
    assert.deepEqual(carried.body.wireless_lans, [brief(lan, 'ssid', 'description'), brief(open, 'ssid', 'description')]);
    assert.deepEqual((await get(`dcim/interfaces/${radio.id}/`)).wireless_lans.map((l: Obj) => l.id), [lan.id, open.id]);
    await refused(patch('dcim/interfaces', radio.id, { wireless_lans: [999999999] }), 'wireless_lans');

    // The VLAN of a LAN is protected; deleting a LAN takes it off its interfaces.
    assert.equal((await del('ipam/vlans', vlan.id)).status, 409);
    assert.equal((await del('wireless/wireless-lans', lan.id)).status, 204);
    assert.deepEqual((await get(`dcim/interfaces/${radio.id}/`)).wireless_lans.map((l: Obj) => l.id), [open.id]);
    assert.equal((await del('ipam/vlans', vlan.id)).status, 204);
  });

  it('wireless links: two wireless interfaces, each showing the link; looked up by interface ids; changing or deleting it clears the interfaces it leaves', async () => {
    const u = uid();
    const d = await device(u);
    const [a, b, c] = [await iface(d.a.id), await iface(d.b.id), await iface(d.b.id, 'ieee802.11ax')];
    // netbox_wireless_link: interface_a/b resolved to ids, then ?interface_a_id=&interface_b_id=.
    assert.deepEqual(await ids(`wireless/wireless-links/?interface_a_id=${a.id}&interface_b_id=${b.id}`), []);
    const link = await created('wireless/wireless-links', {
      interface_a: a.id, interface_b: b.id, ssid: `Wireless Network One`, description: 'Cool Wireless Network',
      auth_type: 'wpa-enterprise', auth_cipher: 'aes', auth_psk: 'psk123456', tags: [],
    });
    assert.deepEqual(Object.keys(link), ['id', 'url', 'display_url', 'display', 'interface_a', 'interface_b', 'ssid', 'status', 'tenant', 'auth_type', 'auth_cipher',
      'auth_psk', 'distance', 'distance_unit', 'description', 'comments', 'owner', 'tags', 'custom_fields', 'created', 'last_updated']);
    assert.equal(link.display, 'Wireless Network One');
    assert.deepEqual(link.status, { value: 'connected', label: 'Connected' });
    assert.equal(link.interface_a.id, a.id);
    assert.equal(link.interface_a.device.id, d.a.id);
    assert.deepEqual(await ids(`wireless/wireless-links/?interface_a_id=${a.id}&interface_b_id=${b.id}`), [link.id]);
    assert.deepEqual(await ids(`wireless/wireless-links/?interface_b_id=${b.id}&status=connected&ssid=Wireless Network One`), [link.id]);
    const nested = brief(link, 'ssid', 'description');
    assert.deepEqual((await get(`dcim/interfaces/${a.id}/`)).wireless_link, nested);
    assert.deepEqual((await get(`dcim/interfaces/${b.id}/`)).wireless_link, nested);
    assert.equal((await get(`dcim/interfaces/${c.id}/`)).wireless_link, null);
    // Read-only on the interface: a client sending it back changes nothing.
    const untouched = await patch('dcim/interfaces', c.id, { wireless_link: link.id, description: 'x' });
    assert.ok([200, 400].includes(untouched.status));
    assert.equal((await get(`dcim/interfaces/${c.id}/`)).wireless_link, null);

    // The update the module makes (status), then moving end B: the interface left forgets the link.
    const planned = await patch('wireless/wireless-links', link.id, { status: 'planned' });
    assert.deepEqual(planned.body.status, { value: 'planned', label: 'Planned' });
    const moved = await patch('wireless/wireless-links', link.id, { interface_b: c.id, ssid: '' });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(moved.body.display, `#${link.id}`);
    assert.equal((await get(`dcim/interfaces/${b.id}/`)).wireless_link, null);
    assert.equal((await get(`dcim/interfaces/${c.id}/`)).wireless_link.id, link.id);

    // An interface that is an end is protected; deleting the link clears both ends.
    assert.equal((await del('dcim/interfaces', a.id)).status, 409);
    assert.equal((await del('wireless/wireless-links', link.id)).status, 204);
    assert.equal((await get(`dcim/interfaces/${a.id}/`)).wireless_link, null);
    assert.equal((await get(`dcim/interfaces/${c.id}/`)).wireless_link, null);
    assert.equal((await del('dcim/interfaces', a.id)).status, 204);
  });

  it('wireless links refuse wired interfaces, one interface at both ends, and an interface already linked', async () => {
    const u = uid();
    const d = await device(u);
    const [a, b, c] = [await iface(d.a.id), await iface(d.b.id), await iface(d.b.id)];
    const wired = await iface(d.b.id, '1000base-t');
    await refused(post('wireless/wireless-links', { interface_a: wired.id, interface_b: b.id }), 'interface_a', /^1000BASE-T \(1GE\) is not a wireless interface\.$/);
    await refused(post('wireless/wireless-links', { interface_a: a.id, interface_b: wired.id }), 'interface_b', /is not a wireless interface/);
    await refused(post('wireless/wireless-links', { interface_a: a.id, interface_b: a.id }), 'interface_b', /two different interfaces/);
    await refused(post('wireless/wireless-links', { interface_a: a.id }), 'interface_b', /required/);
    await refused(post('wireless/wireless-links', { interface_a: a.id, interface_b: 999999999 }), 'interface_b');
    await refused(post('wireless/wireless-links', { interface_a: a.id, interface_b: b.id, status: 'up' }), 'status', /not a valid choice/);
    const link = await created('wireless/wireless-links', { interface_a: a.id, interface_b: b.id });
    await refused(post('wireless/wireless-links', { interface_a: c.id, interface_b: b.id }), 'interface_b', /already an end of wireless link/);
    // Nothing was written by the refused requests.
    assert.deepEqual(await ids(`wireless/wireless-links/?interface_b_id=${b.id}`), [link.id]);
    assert.equal((await get(`dcim/interfaces/${c.id}/`)).wireless_link, null);
  });
});
