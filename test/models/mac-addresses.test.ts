// MAC addresses as NetBox 4.2+ has them (dcim.MACAddress): objects assigned to an interface or a
// VM interface, one of which is the interface's primary MAC address, whose value the interface's
// mac_address reads as. NetBox 3.7 clients (the default /api/, /v3.7/api/) still write an
// interface's mac_address, as the Ansible collection 3.13's netbox_device_interface and
// netbox_vm_interface modules and pynetbox send it: that write creates, changes or deletes the
// primary MAC address object. Also the MAC address filters, the interface, device and VM
// filters by MAC address, deletes, GraphQL and the migration that made the objects.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

const HOST = 'inventory.example.test';

describe('models: MAC addresses', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, del, get, created, refused, ids, sorted, url } = modelHelpers(() => api, HOST);
  const make = factories(created);

  /** A request under a pinned root (`/v4.6/api/...`, `/v3.7/api/...`). */
  const at = (root: string) => ({
    get: (path: string) => api.request.get(`${root}/${path}`).set(auth).set('Host', HOST),
    post: (path: string, body: unknown) => api.request.post(`${root}/${path}/`).set(auth).set('Host', HOST).send(body as object),
    patch: (path: string, body: unknown) => api.request.patch(`${root}/${path}/`).set(auth).set('Host', HOST).send(body as object),
  });
  const v46 = at('/v4.6/api');
  const v37 = at('/v3.7/api');

  /** The MAC addresses assigned to a device interface (or, with `vminterface_id`, a VM one). */
  const macsOf = async (id: number, filter = 'interface_id') => (await get(`dcim/mac-addresses/?${filter}=${id}&ordering=id`)).results as Obj[];
  const vm = async () => {
    const u = uid();
    const type = await created('virtualization/cluster-types', { name: `mt-${u}`, slug: `mt-${u}` });
    const cluster = await created('virtualization/clusters', { name: `mc-${u}`, type: type.id });
    return created('virtualization/virtual-machines', { name: `mvm-${u}`, cluster: cluster.id });
  };

  describe('the MAC address model', () => {
    it('reads back every field as NetBox 4.6 shows them, brief with mac_address and description', async () => {
      const iface = await make.interface();
      const tag = await created('extras/tags', { name: `mt-${uid()}`, slug: `mt-${uid()}` });
      const m = await created('dcim/mac-addresses', {
        mac_address: 'aa-bb-cc-00-00-01', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id, description: 'uplink', comments: 'notes', tags: [tag.id],
      });
      assert.deepEqual(Object.keys(m), ['id', 'url', 'display_url', 'display', 'mac_address', 'assigned_object_type', 'assigned_object_id', 'assigned_object',
        'description', 'comments', 'owner', 'tags', 'custom_fields', 'created', 'last_updated']);
      assert.equal(m.url, url('dcim/mac-addresses', m.id));
      assert.equal(m.mac_address, 'AA:BB:CC:00:00:01');
      assert.equal(m.display, 'AA:BB:CC:00:00:01');
      assert.deepEqual([m.assigned_object_type, m.assigned_object_id, m.assigned_object.id, m.assigned_object.name], ['dcim.interface', iface.id, iface.id, iface.name]);
      assert.deepEqual([m.description, m.comments, m.tags.map((t: Obj) => t.id)], ['uplink', 'notes', [tag.id]]);
      const brief = (await get(`dcim/mac-addresses/?id=${m.id}&brief=1`)).results[0];
      assert.deepEqual(brief, { id: m.id, url: m.url, display: m.display, mac_address: m.mac_address, description: 'uplink' });
      // Unassigned is allowed, as NetBox's assignment is optional.
      const free = await created('dcim/mac-addresses', { mac_address: '00:00:5e:00:53:01' });
      assert.deepEqual([free.assigned_object_type, free.assigned_object_id, free.assigned_object], [null, null, null]);
    });

    it('refuses a bad MAC address, a missing one and a target of another kind, writing nothing', async () => {
      const iface = await make.interface();
      await refused(post('dcim/mac-addresses', { mac_address: 'zz:bb:cc:00:00:01' }), 'mac_address', /^Enter a valid MAC address\.$/);
      await refused(post('dcim/mac-addresses', { description: `x-${uid()}` }), 'mac_address', /^This field is required\.$/);
      await refused(post('dcim/mac-addresses', { mac_address: '00:00:5e:00:53:02', assigned_object_type: 'dcim.device', assigned_object_id: iface.device.id }), 'assigned_object_type');
      const missing = await post('dcim/mac-addresses', { mac_address: '00:00:5e:00:53:02', assigned_object_type: 'dcim.interface', assigned_object_id: 2147483000 });
      assert.equal(missing.status, 400, JSON.stringify(missing.body));
      assert.deepEqual(await ids('dcim/mac-addresses/?mac_address=00:00:5e:00:53:02'), []);
    });

    it('a primary MAC address cannot be reassigned or unassigned; another can; deleting it leaves the interface without', async () => {
      const d = await make.device();
      const a = await make.interface({ device: d.id });
      const b = await make.interface({ device: d.id });
      const primary = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:a0:01', assigned_object_type: 'dcim.interface', assigned_object_id: a.id });
      const other = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:a0:02', assigned_object_type: 'dcim.interface', assigned_object_id: a.id });
      assert.equal((await v46.patch(`dcim/interfaces/${a.id}`, { primary_mac_address: primary.id })).status, 200);
      const reassign = await patch('dcim/mac-addresses', primary.id, { assigned_object_id: b.id });
      assert.equal(reassign.status, 400);
      assert.deepEqual(reassign.body, { non_field_errors: ['Cannot reassign MAC Address while it is designated as the primary MAC for an object'] });
      const unassign = await patch('dcim/mac-addresses', primary.id, { assigned_object_type: null, assigned_object_id: null });
      assert.deepEqual([unassign.status, unassign.body], [400, { non_field_errors: ['Cannot unassign MAC Address while it is designated as the primary MAC for an object'] }]);
      assert.equal((await get(`dcim/mac-addresses/${primary.id}/`)).assigned_object_id, a.id);
      // Its value may change, and a MAC address that is not primary moves freely.
      assert.equal((await patch('dcim/mac-addresses', primary.id, { mac_address: '02:00:00:00:a0:09' })).status, 200);
      assert.equal((await get(`dcim/interfaces/${a.id}/`)).mac_address, '02:00:00:00:A0:09');
      assert.equal((await patch('dcim/mac-addresses', other.id, { assigned_object_id: b.id })).status, 200);
      // Deleting the primary one: the interface is left without (NetBox's SET_NULL).
      assert.equal((await del('dcim/mac-addresses', primary.id)).status, 204);
      const after = await get(`dcim/interfaces/${a.id}/`);
      assert.deepEqual([after.primary_mac_address, after.mac_address, after.mac_addresses], [null, null, []]);
    });

    it('deleting an interface or a VM interface deletes its MAC addresses, not the others', async () => {
      const a = await make.interface();
      const keep = await make.interface({ device: a.device.id });
      const m1 = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:b0:01', assigned_object_type: 'dcim.interface', assigned_object_id: a.id });
      const m2 = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:b0:02', assigned_object_type: 'dcim.interface', assigned_object_id: a.id });
      const kept = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:b0:03', assigned_object_type: 'dcim.interface', assigned_object_id: keep.id });
      assert.equal((await v46.patch(`dcim/interfaces/${a.id}`, { primary_mac_address: m1.id })).status, 200);
      assert.equal((await del('dcim/interfaces', a.id)).status, 204);
      for (const gone of [m1, m2]) assert.equal((await api.request.get(`/api/dcim/mac-addresses/${gone.id}/`).set(auth)).status, 404);
      assert.equal((await get(`dcim/mac-addresses/${kept.id}/`)).assigned_object_id, keep.id);
      const machine = await vm();
      const vi = await created('virtualization/interfaces', { virtual_machine: machine.id, name: 'eth0', mac_address: '02:00:00:00:b0:04' });
      const [vmMac] = await macsOf(vi.id, 'vminterface_id');
      assert.equal((await del('virtualization/interfaces', vi.id)).status, 204);
      assert.equal((await api.request.get(`/api/dcim/mac-addresses/${vmMac!.id}/`).set(auth)).status, 404);
    });
  });

  describe('an interface\'s primary MAC address (NetBox 4.6)', () => {
    it('is one assigned to the interface: mac_address reads as it, mac_addresses lists the assigned ones', async () => {
      const d = await make.device();
      const a = await make.interface({ device: d.id });
      const b = await make.interface({ device: d.id, label: 'uplink' });
      const m1 = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:c0:01', assigned_object_type: 'dcim.interface', assigned_object_id: b.id });
      const m2 = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:c0:02', assigned_object_type: 'dcim.interface', assigned_object_id: b.id });
      const set = await v46.patch(`dcim/interfaces/${b.id}`, { primary_mac_address: m2.id });
      assert.equal(set.status, 200, JSON.stringify(set.body));
      assert.equal(set.body.mac_address, '02:00:00:00:C0:02');
      assert.deepEqual(set.body.primary_mac_address, { id: m2.id, url: m2.url.replace('/api/', '/v4.6/api/'), display: '02:00:00:00:C0:02', mac_address: '02:00:00:00:C0:02', description: '' });
      assert.deepEqual(set.body.mac_addresses.map((m: Obj) => m.id), [m1.id, m2.id]);
      // Another interface's MAC address is refused, naming that interface as NetBox does.
      const refusedOne = await v46.patch(`dcim/interfaces/${a.id}`, { primary_mac_address: m1.id });
      assert.equal(refusedOne.status, 400);
      assert.deepEqual(refusedOne.body, { primary_mac_address: [`MAC address 02:00:00:00:C0:01 is assigned to a different interface (${b.name} (uplink)).`] });
      assert.equal((await get(`dcim/interfaces/${a.id}/`)).primary_mac_address, null);
      // null clears it and keeps the object.
      const cleared = await v46.patch(`dcim/interfaces/${b.id}`, { primary_mac_address: null });
      assert.deepEqual([cleared.body.primary_mac_address, cleared.body.mac_address], [null, null]);
      assert.equal((await get(`dcim/mac-addresses/${m2.id}/`)).assigned_object_id, b.id);
    });

    it('an unassigned one is taken by a new interface (NetBox\'s signal); two interfaces cannot share one', async () => {
      const d = await make.device();
      const free = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:d0:01' });
      const made = await v46.post('dcim/interfaces', { device: d.id, name: 'eth9', type: '1000base-t', primary_mac_address: free.id });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal(made.body.mac_address, '02:00:00:00:D0:01');
      const m = await get(`dcim/mac-addresses/${free.id}/`);
      assert.deepEqual([m.assigned_object_type, m.assigned_object_id], ['dcim.interface', made.body.id]);
      // Unassigned, it may be named by an existing interface (NetBox assigns it only on create),
      // but by one interface only (a one-to-one field).
      const loose = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:d0:02' });
      const [x, y] = [await make.interface({ device: d.id }), await make.interface({ device: d.id })];
      assert.equal((await v46.patch(`dcim/interfaces/${x.id}`, { primary_mac_address: loose.id })).status, 200);
      const twice = await v46.patch(`dcim/interfaces/${y.id}`, { primary_mac_address: loose.id });
      assert.deepEqual([twice.status, twice.body], [400, { primary_mac_address: ['interface with this primary MAC address already exists.'] }]);
    });

    it('at 4.6 mac_address is read-only: a written one is ignored and named so, nothing made', async () => {
      const iface = await make.interface();
      const res = await v46.patch(`dcim/interfaces/${iface.id}`, { mac_address: '02:00:00:00:e0:01', description: 'x' });
      assert.equal(res.status, 200);
      assert.equal(res.headers['x-ignored-fields'], 'mac_address');
      assert.deepEqual([res.body.mac_address, res.body.description], [null, 'x']);
      assert.deepEqual(await macsOf(iface.id), []);
      const field = async (root: string) => (await api.request.options(`${root}/dcim/interfaces/`).set(auth)).body.actions.POST.mac_address;
      assert.equal((await field('/v4.6/api')).read_only, true);
      assert.equal((await field('/api')).read_only, false);
    });
  });

  describe('NetBox 3.7 clients write an interface\'s mac_address', () => {
    it('Ansible 3.13 netbox_device_interface: create, find, change, unchanged, then pynetbox clears it', async () => {
      const d = await make.device();
      const body = { device: d.id, name: 'GigabitEthernet1', type: '1000base-t', enabled: true, mtu: 1600, mac_address: 'AA:BB:CC:DD:EE:01', mgmt_only: false, description: 'uplink', mode: 'access' };
      const made = await post('dcim/interfaces', body);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal(made.body.mac_address, 'AA:BB:CC:DD:EE:01');
      const [mac] = await macsOf(made.body.id);
      assert.equal(made.body.primary_mac_address.id, mac!.id);
      assert.deepEqual([mac!.mac_address, mac!.assigned_object_type, mac!.assigned_object_id], ['AA:BB:CC:DD:EE:01', 'dcim.interface', made.body.id]);
      // The module finds the interface by device and name and compares what it reads with what
      // it would send: equal, so no change is made (idempotent).
      const found = (await get(`dcim/interfaces/?device_id=${d.id}&name=GigabitEthernet1`)).results as Obj[];
      assert.equal(found.length, 1);
      for (const [k, v] of Object.entries(body)) if (!['device', 'type', 'mode'].includes(k)) assert.deepEqual(found[0]![k], v, k);
      // A changed MAC: pynetbox PATCHes the changed key only. The same object changes value.
      const changed = await patch('dcim/interfaces', made.body.id, { mac_address: 'AA:BB:CC:DD:EE:02' });
      assert.equal(changed.status, 200);
      assert.equal(changed.body.mac_address, 'AA:BB:CC:DD:EE:02');
      assert.deepEqual((await macsOf(made.body.id)).map((m) => [m.id, m.mac_address]), [[mac!.id, 'AA:BB:CC:DD:EE:02']]);
      // Sent again unchanged (a PUT of the whole body): still one object.
      assert.equal((await api.request.put(`/api/dcim/interfaces/${made.body.id}/`).set(auth).send({ ...body, mac_address: 'aa:bb:cc:dd:ee:02' })).status, 200);
      assert.deepEqual((await macsOf(made.body.id)).map((m) => m.id), [mac!.id]);
      // pynetbox: iface.mac_address = None; iface.save() -> PATCH {"mac_address": null}.
      const cleared = await patch('dcim/interfaces', made.body.id, { mac_address: null });
      assert.deepEqual([cleared.status, cleared.body.mac_address, cleared.body.primary_mac_address], [200, null, null]);
      assert.deepEqual(await macsOf(made.body.id), []);
      assert.equal((await api.request.get(`/api/dcim/mac-addresses/${mac!.id}/`).set(auth)).status, 404);
      // The change log records what the writes did to the MAC address object: made, then
      // assigned to the new interface (as NetBox's signal saves it again), changed, deleted.
      const changes = (await get(`extras/object-changes/?changed_object_type=dcim.macaddress&changed_object_id=${mac!.id}&ordering=time`)).results as Obj[];
      assert.deepEqual(changes.map((c) => c.action.value), ['create', 'update', 'update', 'delete']);
      // (The snapshots hold the stored macaddr's text, lower case, as interfaces' did before.)
      assert.deepEqual(changes.map((c) => c.postchange_data?.mac_address?.toUpperCase() ?? null), ['AA:BB:CC:DD:EE:01', 'AA:BB:CC:DD:EE:01', 'AA:BB:CC:DD:EE:02', null]);
      // Set again on an interface without one: a new object.
      const again = await patch('dcim/interfaces', made.body.id, { mac_address: '00:11:22:33:44:55' });
      assert.equal(again.body.mac_address, '00:11:22:33:44:55');
      assert.equal((await macsOf(made.body.id)).length, 1);
    });

    it('an assigned MAC address of the written value becomes the primary one rather than a copy', async () => {
      const iface = await make.interface();
      const m = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:f0:01', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
      const res = await patch('dcim/interfaces', iface.id, { mac_address: '02:00:00:00:f0:01' });
      assert.equal(res.body.primary_mac_address.id, m.id);
      assert.deepEqual((await macsOf(iface.id)).map((x) => x.id), [m.id]);
    });

    it('a bad MAC address is a 400 naming mac_address, and with primary_mac_address too; nothing changes', async () => {
      const iface = await make.interface();
      await refused(patch('dcim/interfaces', iface.id, { mac_address: 'zz:bb:cc:dd:ee:01' }), 'mac_address', /^Enter a valid MAC address\.$/);
      const m = await created('dcim/mac-addresses', { mac_address: '02:00:00:00:f1:01', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
      await refused(patch('dcim/interfaces', iface.id, { mac_address: '02:00:00:00:f1:02', primary_mac_address: m.id }), 'mac_address', /not both/);
      await refused(post('dcim/interfaces', { device: iface.device.id, name: `bad-${uid()}`, type: 'virtual', mac_address: 'nope' }), 'mac_address');
      assert.deepEqual((await macsOf(iface.id)).map((x) => x.id), [m.id]);
      assert.equal((await get(`dcim/interfaces/${iface.id}/`)).primary_mac_address, null);
    });

    it('bulk create and bulk update (pynetbox create([...]) and update([...])): one MAC address each', async () => {
      const d = await make.device();
      const res = await post('dcim/interfaces', [
        { device: d.id, name: 'et1', type: '1000base-t', mac_address: '02:00:00:01:00:01' },
        { device: d.id, name: 'et2', type: '1000base-t' },
        { device: d.id, name: 'et3', type: '1000base-t', mac_address: '02:00:00:01:00:03' },
      ]);
      assert.equal(res.status, 201, JSON.stringify(res.body));
      const [a, b, c] = res.body as Obj[];
      assert.deepEqual([a!.mac_address, b!.mac_address, c!.mac_address], ['02:00:00:01:00:01', null, '02:00:00:01:00:03']);
      assert.deepEqual([(await macsOf(a!.id)).length, (await macsOf(b!.id)).length, (await macsOf(c!.id)).length], [1, 0, 1]);
      const upd = await api.request.patch('/api/dcim/interfaces/').set(auth).send([
        { id: a!.id, mac_address: '02:00:00:01:00:0a' }, { id: b!.id, mac_address: '02:00:00:01:00:0b' }, { id: c!.id, mac_address: null },
      ]);
      assert.equal(upd.status, 200, JSON.stringify(upd.body));
      assert.deepEqual((upd.body as Obj[]).map((i) => i.mac_address), ['02:00:00:01:00:0A', '02:00:00:01:00:0B', null]);
      assert.deepEqual((await macsOf(a!.id)).map((m) => m.mac_address), ['02:00:00:01:00:0A']);
      assert.deepEqual((await macsOf(b!.id)).map((m) => m.mac_address), ['02:00:00:01:00:0B']);
      assert.deepEqual(await macsOf(c!.id), []);
      // A bulk item that fails writes nothing of any item.
      const bad = await api.request.patch('/api/dcim/interfaces/').set(auth).send([{ id: a!.id, mac_address: '02:00:00:01:00:ff' }, { id: b!.id, mac_address: 'bad' }]);
      assert.equal(bad.status, 400);
      assert.deepEqual((await macsOf(a!.id)).map((m) => m.mac_address), ['02:00:00:01:00:0A']);
    });

    it('the pinned root /v3.7/api/ and Accept version=3.7 write it too', async () => {
      const d = await make.device();
      const pinned = await v37.post('dcim/interfaces', { device: d.id, name: 'p1', type: 'virtual', mac_address: '02:00:00:02:00:01' });
      assert.equal(pinned.status, 201, JSON.stringify(pinned.body));
      assert.equal((await macsOf(pinned.body.id)).length, 1);
      const header = await api.request.post('/api/dcim/interfaces/').set(auth).set('Accept', 'application/json; version=3.7').send({ device: d.id, name: 'p2', type: 'virtual', mac_address: '02:00:00:02:00:02' });
      assert.equal(header.body.mac_address, '02:00:00:02:00:02');
      const at46 = await api.request.post('/api/dcim/interfaces/').set(auth).set('Accept', 'application/json; version=4.6').send({ device: d.id, name: 'p3', type: 'virtual', mac_address: '02:00:00:02:00:03' });
      assert.equal(at46.status, 201);
      assert.equal(at46.body.mac_address, null);
    });

    it('Ansible 3.13 netbox_vm_interface: a VM interface\'s mac_address alike', async () => {
      const machine = await vm();
      const body = { virtual_machine: machine.id, name: 'eth0', enabled: true, mtu: 1500, mac_address: 'AA:BB:CC:DD:EE:10', description: 'vm nic', mode: 'access' };
      const made = await post('virtualization/interfaces', body);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal(made.body.mac_address, 'AA:BB:CC:DD:EE:10');
      const [mac] = await macsOf(made.body.id, 'vminterface_id');
      assert.deepEqual([mac!.assigned_object_type, mac!.assigned_object_id, made.body.primary_mac_address.id], ['virtualization.vminterface', made.body.id, mac!.id]);
      const changed = await patch('virtualization/interfaces', made.body.id, { mac_address: 'AA:BB:CC:DD:EE:11' });
      assert.equal(changed.body.mac_address, 'AA:BB:CC:DD:EE:11');
      assert.deepEqual((await macsOf(made.body.id, 'vminterface_id')).map((m) => m.id), [mac!.id]);
      const cleared = await patch('virtualization/interfaces', made.body.id, { mac_address: null });
      assert.equal(cleared.body.mac_address, null);
      assert.deepEqual(await macsOf(made.body.id, 'vminterface_id'), []);
      // A device interface's MAC address is not a VM interface's to take.
      const devMac = await created('dcim/mac-addresses', { mac_address: '02:00:00:03:00:01', assigned_object_type: 'dcim.interface', assigned_object_id: (await make.interface()).id });
      const refusedOne = await v46.patch(`virtualization/interfaces/${made.body.id}`, { primary_mac_address: devMac.id });
      assert.equal(refusedOne.status, 400);
      assert.match(refusedOne.body.primary_mac_address[0], /^MAC address 02:00:00:03:00:01 is assigned to a different interface \(eth-/);
    });
  });

  describe('filters', () => {
    it('interfaces, devices and virtual machines by mac_address: any assigned MAC address, any spelling; null for none', async () => {
      const { device } = await make.deviceSite();
      const [d1, d2] = [await device(), await device()];
      const a = await created('dcim/interfaces', { device: d1.id, name: 'e1', type: '1000base-t', mac_address: '02:00:00:04:00:01' });
      const b = await created('dcim/interfaces', { device: d2.id, name: 'e1', type: '1000base-t' });
      await created('dcim/mac-addresses', { mac_address: '02:00:00:04:00:02', assigned_object_type: 'dcim.interface', assigned_object_id: b.id });
      const both = `device_id=${d1.id}&device_id=${d2.id}`;
      for (const v of ['02:00:00:04:00:01', '02-00-00-04-00-01', '0200.0004.0001', '020000040001'])
        assert.deepEqual(await ids(`dcim/interfaces/?${both}&mac_address=${v}`), [a.id], v);
      assert.deepEqual(await ids(`dcim/interfaces/?${both}&mac_address=02:00:00:04:00:02`), [b.id]);
      assert.deepEqual(await ids(`dcim/interfaces/?${both}&mac_address__n=02:00:00:04:00:01`), [b.id]);
      assert.deepEqual(await ids(`dcim/interfaces/?${both}&mac_address__ic=04:00:0`), sorted(a.id, b.id));
      const none = await created('dcim/interfaces', { device: d2.id, name: 'e2', type: '1000base-t' });
      assert.deepEqual(await ids(`dcim/interfaces/?${both}&mac_address=null`), [none.id]);
      assert.deepEqual(await ids(`dcim/interfaces/?${both}&primary_mac_address=02:00:00:04:00:01`), [a.id]);
      assert.deepEqual(await ids(`dcim/interfaces/?${both}&primary_mac_address_id=${a.primary_mac_address.id}`), [a.id]);
      assert.deepEqual(await ids(`dcim/devices/?id=${d1.id}&id=${d2.id}&mac_address=02:00:00:04:00:02`), [d2.id]);
      assert.deepEqual(await ids(`dcim/devices/?id=${d1.id}&id=${d2.id}&mac_address=02:00:00:04:00:01`), [d1.id]);
      const r = await api.request.get('/api/dcim/interfaces/?mac_address=zz:00:00:04:00:01').set(auth);
      assert.deepEqual(Object.keys(r.body), ['mac_address']);
      const machine = await vm();
      await created('virtualization/interfaces', { virtual_machine: machine.id, name: 'eth0', mac_address: '02:00:00:04:00:03' });
      assert.deepEqual(await ids('virtualization/virtual-machines/?mac_address=02:00:00:04:00:03'), [machine.id]);
      assert.deepEqual(await ids(`virtualization/interfaces/?virtual_machine_id=${machine.id}&mac_address=02:00:00:04:00:03`), [(await get(`virtualization/interfaces/?virtual_machine_id=${machine.id}`)).results[0].id]);
    });

    it('MAC addresses by device, virtual machine, interface, VM interface, assigned, primary, value and q', async () => {
      const { device } = await make.deviceSite();
      const d = await device();
      const i1 = await created('dcim/interfaces', { device: d.id, name: 'ge1', type: '1000base-t', mac_address: '02:00:00:05:00:01' });
      const i2 = await created('dcim/interfaces', { device: d.id, name: 'ge2', type: '1000base-t' });
      const extra = await created('dcim/mac-addresses', { mac_address: '02:00:00:05:00:02', assigned_object_type: 'dcim.interface', assigned_object_id: i2.id, description: `spare-${uid()}` });
      const machine = await vm();
      const vi = await created('virtualization/interfaces', { virtual_machine: machine.id, name: 'ge1', mac_address: '02:00:00:05:00:03' });
      const free = await created('dcim/mac-addresses', { mac_address: '02:00:00:05:00:04' });
      const p1 = i1.primary_mac_address.id as number;
      const p3 = vi.primary_mac_address.id as number;
      const mine = [p1, extra.id, p3, free.id].map((x) => `id=${x}`).join('&');
      assert.deepEqual(await ids(`dcim/mac-addresses/?device_id=${d.id}`), sorted(p1, extra.id));
      assert.deepEqual(await ids(`dcim/mac-addresses/?device=${d.name}`), sorted(p1, extra.id));
      assert.deepEqual(await ids(`dcim/mac-addresses/?virtual_machine_id=${machine.id}`), [p3]);
      assert.deepEqual(await ids(`dcim/mac-addresses/?virtual_machine=${machine.name}`), [p3]);
      assert.deepEqual(await ids(`dcim/mac-addresses/?interface_id=${i2.id}`), [extra.id]);
      assert.deepEqual(await ids(`dcim/mac-addresses/?${mine}&interface=ge1`), [p1]);
      assert.deepEqual(await ids(`dcim/mac-addresses/?vminterface_id=${vi.id}`), [p3]);
      assert.deepEqual(await ids(`dcim/mac-addresses/?${mine}&vminterface=ge1`), [p3]);
      assert.deepEqual(await ids(`dcim/mac-addresses/?${mine}&assigned=false`), [free.id]);
      assert.deepEqual(await ids(`dcim/mac-addresses/?${mine}&assigned=true`), sorted(p1, extra.id, p3));
      assert.deepEqual(await ids(`dcim/mac-addresses/?${mine}&primary=true`), sorted(p1, p3));
      assert.deepEqual(await ids(`dcim/mac-addresses/?${mine}&primary=false`), sorted(extra.id, free.id));
      assert.deepEqual(await ids(`dcim/mac-addresses/?${mine}&assigned_object_type=virtualization.vminterface`), [p3]);
      assert.deepEqual(await ids(`dcim/mac-addresses/?${mine}&mac_address=0200.0005.0004`), [free.id]);
      assert.deepEqual(await ids(`dcim/mac-addresses/?${mine}&mac_address__isw=02:00:00:05:00:0`), sorted(p1, extra.id, p3, free.id));
      assert.deepEqual(await ids(`dcim/mac-addresses/?q=${extra.description}`), [extra.id]);
      assert.deepEqual(await ids(`dcim/mac-addresses/?${mine}&q=05:00:04`), [free.id]);
      // Ordered by value, as NetBox orders them.
      assert.deepEqual(((await get(`dcim/mac-addresses/?${mine}`)).results as Obj[]).map((m) => m.id), [p1, extra.id, p3, free.id]);
    });
  });

  it('GraphQL: a MAC address\'s assigned object, an interface\'s primary and assigned MAC addresses', async () => {
    const iface = await created('dcim/interfaces', { device: (await make.device()).id, name: 'g1', type: '1000base-t', mac_address: '02:00:00:06:00:01' });
    const query = `{ interface(id: ${iface.id}) { mac_address primary_mac_address { mac_address } mac_addresses { id } }
      mac_address_list(interface_id: ${iface.id}) { mac_address assigned_object { ... on InterfaceType { id } } } }`;
    const res = await api.request.post('/graphql/').set(auth).set('Accept', 'application/json').send({ query });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.data, {
      interface: { mac_address: '02:00:00:06:00:01', primary_mac_address: { mac_address: '02:00:00:06:00:01' }, mac_addresses: [{ id: String(iface.primary_mac_address.id) }] },
      mac_address_list: [{ mac_address: '02:00:00:06:00:01', assigned_object: { id: String(iface.id) } }],
    });
  });

  it('migration 0035 makes each interface\'s and VM interface\'s MAC address an object, its primary one', async () => {
    const iface = await make.interface();
    const bare = await make.interface({ device: iface.device.id });
    const machine = await vm();
    const vi = await created('virtualization/interfaces', { virtual_machine: machine.id, name: 'eth0' });
    const text = readFileSync('generated/db/migrations/0035_catalogue.sql', 'utf8');
    // The statements that move the values and drop the old columns, run as the migrator runs
    // them over interfaces that still have their column; undone afterwards.
    const moving = text.split('--> statement-breakpoint').filter((s) => /WITH "made"|DROP COLUMN "mac_address"/.test(s));
    assert.equal(moving.length, 4);
    const rolledBack = new Error('rolled back');
    await assert.rejects(api.sql.begin(async (tx) => {
      await tx`ALTER TABLE dcim_interface ADD COLUMN mac_address macaddr`;
      await tx`ALTER TABLE virtualization_vm_interface ADD COLUMN mac_address macaddr`;
      await tx`UPDATE dcim_interface SET mac_address = '02:00:00:07:00:01' WHERE id = ${iface.id}`;
      await tx`UPDATE virtualization_vm_interface SET mac_address = '02:00:00:07:00:02' WHERE id = ${vi.id}`;
      for (const s of moving) await tx.unsafe(s);
      const rows = await tx`SELECT i.id, upper(m.mac_address::text) AS mac, m.assigned_object_type AS type, m.assigned_object_id AS oid
        FROM dcim_interface i LEFT JOIN dcim_mac_address m ON m.id = i.primary_mac_address_id WHERE i.id IN (${iface.id}, ${bare.id}) ORDER BY i.id`;
      assert.deepEqual(rows.map((r) => [r.id, r.mac, r.type, r.oid]), [[iface.id, '02:00:00:07:00:01', 'dcim.interface', iface.id], [bare.id, null, null, null]]);
      const [v] = await tx`SELECT upper(m.mac_address::text) AS mac, m.assigned_object_type AS type, m.assigned_object_id AS oid
        FROM virtualization_vm_interface i JOIN dcim_mac_address m ON m.id = i.primary_mac_address_id WHERE i.id = ${vi.id}`;
      assert.deepEqual([v!.mac, v!.type, v!.oid], ['02:00:00:07:00:02', 'virtualization.vminterface', vi.id]);
      throw rolledBack;
    }), (e) => e === rolledBack);
  });
});
