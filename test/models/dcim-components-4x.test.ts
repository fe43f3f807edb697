import assert from 'node:assert/strict';
import { auth, objectHelpers, startApi, uid, type TestApi } from '../support/api.ts';
import { apiPaths, factories } from '../support/factories.ts';

// The fields NetBox 4.x added to the dcim component models (NetBox 4.6's serializers, models
// and filter sets), served to both generations: bays' enabled and _occupied, nested modules
// (module bays of module types and modules), power outlets' status and color, inventory items'
// status, rack reservations' status and unit_count, interfaces' bridge_interfaces and virtual
// chassis' members.
describe('models: dcim components, NetBox 4.x fields', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, del, created, get, ids } = objectHelpers(() => api);
  const make = factories(apiPaths(created));
  const refused = async (res: Promise<{ status: number; body: unknown }>, expected: object) => {
    const r = await res;
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.deepEqual(r.body, expected);
  };
  const choice = (value: string, label: string) => ({ value, label });

  describe('device bays', () => {
    it('enabled (default true) and _occupied: a device installed, or the bay disabled; a disabled bay takes no device', async () => {
      const dt = await make.deviceType({ subdevice_role: 'parent' });
      const child = await make.deviceType({ subdevice_role: 'child', u_height: 0 });
      const parent = await make.device({ device_type: dt.id });
      const kid = await make.device({ device_type: child.id, site: parent.site.id });
      const kid2 = await make.device({ device_type: child.id, site: parent.site.id });
      const bay = await created('/api/dcim/device-bays/', { device: parent.id, name: 'b1' });
      assert.equal(bay.enabled, true);
      assert.equal(bay._occupied, false);
      const brief = await get(`/api/dcim/device-bays/${bay.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief), ['id', 'url', 'display', 'device', 'name', 'enabled', 'description', '_occupied']);
      const installed = await patch(`/api/dcim/device-bays/${bay.id}/`, { installed_device: kid.id });
      assert.equal(installed.status, 200);
      assert.equal(installed.body._occupied, true);
      // Disabling keeps the device that is there; a disabled bay reads as occupied.
      const disabled = await patch(`/api/dcim/device-bays/${bay.id}/`, { enabled: false });
      assert.equal(disabled.status, 200);
      assert.equal(disabled.body.installed_device.id, kid.id);
      await refused(patch(`/api/dcim/device-bays/${bay.id}/`, { installed_device: kid2.id }),
        { installed_device: ['Cannot install a device in a disabled device bay.'] });
      assert.equal((await get(`/api/dcim/device-bays/${bay.id}/`)).installed_device.id, kid.id);
      const empty = await created('/api/dcim/device-bays/', { device: parent.id, name: 'b2', enabled: false });
      assert.equal(empty._occupied, true);
      await refused(post('/api/dcim/device-bays/', { device: parent.id, name: 'b3', enabled: false, installed_device: kid2.id }),
        { installed_device: ['Cannot install a device in a disabled device bay.'] });
      await refused(post('/api/dcim/device-bays/', { device: parent.id, name: 'b3', enabled: 'maybe' }), { enabled: ['Must be a valid boolean.'] });
      assert.deepEqual(await ids(`/api/dcim/device-bays/?device_id=${parent.id}&enabled=false`), [bay.id, empty.id]);
      assert.deepEqual(await ids(`/api/dcim/device-bays/?device_id=${parent.id}&enabled=true`), []);
    });

    it('a device bay template\'s enabled is copied to the bays of a new device', async () => {
      const dt = await make.deviceType({ subdevice_role: 'parent' });
      const on = await created('/api/dcim/device-bay-templates/', { device_type: dt.id, name: 'on' });
      const off = await created('/api/dcim/device-bay-templates/', { device_type: dt.id, name: 'off', enabled: false });
      assert.equal(on.enabled, true);
      assert.equal(off.enabled, false);
      assert.deepEqual(Object.keys(await get(`/api/dcim/device-bay-templates/${off.id}/?brief=1`)), ['id', 'url', 'display', 'name', 'enabled', 'description']);
      const d = await make.device({ device_type: dt.id });
      const bays = (await get(`/api/dcim/device-bays/?device_id=${d.id}&ordering=name`)).results as Array<Record<string, unknown>>;
      assert.deepEqual(bays.map((b) => [b.name, b.enabled, b._occupied]), [['off', false, true], ['on', true, false]]);
    });
  });

  describe('module bays and nested modules', () => {
    it('enabled and _occupied; a disabled bay takes no module', async () => {
      const d = await make.device();
      const mt = await created('/api/dcim/module-types/', { manufacturer: (await make.manufacturer()).id, model: `mt-${uid()}` });
      const bay = await created('/api/dcim/module-bays/', { device: d.id, name: 'slot1' });
      assert.equal(bay.enabled, true);
      assert.equal(bay._occupied, false);
      assert.equal(bay.module, null);
      await refused(post('/api/dcim/module-bays/', { device: d.id, name: 'slot1' }), { __all__: ['Module bay with this Device, Module and Name already exists.'] });
      const off = await created('/api/dcim/module-bays/', { device: d.id, name: 'slot2', enabled: false });
      assert.equal(off._occupied, true);
      await refused(post('/api/dcim/modules/', { device: d.id, module_bay: off.id, module_type: mt.id }),
        { module_bay: ['Cannot install a module in a disabled module bay.'] });
      assert.deepEqual(await ids(`/api/dcim/modules/?device_id=${d.id}`), []);
      const m = await created('/api/dcim/modules/', { device: d.id, module_bay: bay.id, module_type: mt.id });
      const got = await get(`/api/dcim/module-bays/${bay.id}/`);
      assert.equal(got._occupied, true);
      assert.equal(got.installed_module.id, m.id);
      // A module already in a bay stays when the bay is disabled.
      assert.equal((await patch(`/api/dcim/module-bays/${bay.id}/`, { enabled: false })).status, 200);
      assert.equal((await patch(`/api/dcim/modules/${m.id}/`, { serial: 'S' })).status, 200);
      assert.deepEqual(await ids(`/api/dcim/module-bays/?device_id=${d.id}&enabled=true`), []);
    });

    it('module types have module bays; a module makes them its own, with {module} resolved; modules nest in them and cascade', async () => {
      const u = uid();
      const mf = await make.manufacturer();
      const card = await created('/api/dcim/module-types/', { manufacturer: mf.id, model: `card-${u}` });
      const sfp = await created('/api/dcim/module-types/', { manufacturer: mf.id, model: `sfp-${u}` });
      const t = await created('/api/dcim/module-bay-templates/', { module_type: card.id, name: 'port{module}', label: 'P{module}', position: '{module}', enabled: false });
      await created('/api/dcim/module-bay-templates/', { module_type: card.id, name: 'sub', position: '9' });
      assert.equal(t.module_type.id, card.id);
      const dt = await make.deviceType({ manufacturer: mf.id });
      await created('/api/dcim/module-bay-templates/', { device_type: dt.id, name: 'slot1', position: '1' });
      await created('/api/dcim/module-bay-templates/', { device_type: dt.id, name: 'slot2', position: '2' });
      const d = await make.device({ device_type: dt.id });
      const slots = (await get(`/api/dcim/module-bays/?device_id=${d.id}&ordering=name`)).results as Array<Record<string, any>>;
      assert.deepEqual(slots.map((b) => [b.name, b.position, b.module]), [['slot1', '1', null], ['slot2', '2', null]]);
      const m1 = await created('/api/dcim/modules/', { device: d.id, module_bay: slots[0]!.id, module_type: card.id });
      const m2 = await created('/api/dcim/modules/', { device: d.id, module_bay: slots[1]!.id, module_type: card.id });
      const own = (await get(`/api/dcim/module-bays/?module_id=${m1.id}&ordering=name`)).results as Array<Record<string, any>>;
      assert.deepEqual(own.map((b) => [b.name, b.label, b.position, b.enabled, b.module.id]), [['port1', 'P1', '1', false, m1.id], ['sub', '', '9', true, m1.id]]);
      // Both cards bring a bay named "sub": unique per device and module.
      assert.deepEqual((await get(`/api/dcim/module-bays/?device_id=${d.id}&name=sub`)).count, 2);
      const sub1 = own[1]!;
      // A module installed in a module's bay (nested); a bay may not take a module above it.
      const nested = await created('/api/dcim/modules/', { device: d.id, module_bay: sub1.id, module_type: sfp.id });
      assert.equal((await get(`/api/dcim/module-bays/${sub1.id}/`))._occupied, true);
      // NetBox 4.6's filters of the tree: the bays below a bay (parent_id), the bay holding a module.
      assert.deepEqual(await ids(`/api/dcim/module-bays/?parent_id=${slots[0]!.id}`), own.map((b) => b.id).sort((x, y) => x - y));
      assert.deepEqual(await ids(`/api/dcim/module-bays/?installed_module_id=${nested.id}`), [sub1.id]);
      assert.deepEqual(await ids(`/api/dcim/module-bays/?installed_module_id=${m2.id}`), [slots[1]!.id]);
      await refused(patch(`/api/dcim/modules/${m1.id}/`, { module_bay: sub1.id }),
        { non_field_errors: ['A module bay cannot belong to a module installed within it.'] });
      await refused(patch(`/api/dcim/module-bays/${slots[0]!.id}/`, { module: m1.id }),
        { non_field_errors: ['A module bay cannot belong to a module installed within it.'] });
      const other = await make.device();
      const foreign = await created('/api/dcim/module-bays/', { device: other.id, name: 'x' });
      await refused(patch(`/api/dcim/module-bays/${foreign.id}/`, { module: m2.id }),
        { module: ['The module must belong to the same device as the module bay.'] });
      // Deleting the card deletes its bays and the module nested in them; the other card stays.
      assert.equal((await del(`/api/dcim/modules/${m1.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/dcim/modules/${nested.id}/`).set(auth)).status, 404);
      assert.deepEqual(await ids(`/api/dcim/module-bays/?module_id=${m1.id}`), []);
      assert.equal((await get(`/api/dcim/module-bays/?module_id=${m2.id}`)).count, 2);
    });
  });

  describe('power outlets', () => {
    it('status (default enabled, NetBox\'s choices) and color; a template\'s color is copied', async () => {
      const dt = await make.deviceType();
      const pt = await created('/api/dcim/power-outlet-templates/', { device_type: dt.id, name: 'o1', color: 'ff0000' });
      assert.equal(pt.color, 'ff0000');
      await refused(post('/api/dcim/power-outlet-templates/', { device_type: dt.id, name: 'o2', color: 'red' }), { color: ['Enter a valid hexadecimal RGB color code.'] });
      const d = await make.device({ device_type: dt.id });
      const [made] = (await get(`/api/dcim/power-outlets/?device_id=${d.id}`)).results as Array<Record<string, any>>;
      assert.equal(made!.color, 'ff0000');
      assert.deepEqual(made!.status, choice('enabled', 'Enabled'));
      const o = await created('/api/dcim/power-outlets/', { device: d.id, name: 'o9', status: 'faulty', color: '00ff00' });
      assert.deepEqual(o.status, choice('faulty', 'Faulty'));
      await refused(post('/api/dcim/power-outlets/', { device: d.id, name: 'o10', status: 'broken' }), { status: ['"broken" is not a valid choice.'] });
      await refused(post('/api/dcim/power-outlets/', { device: d.id, name: 'o10', color: '12345' }), { color: ['Enter a valid hexadecimal RGB color code.'] });
      assert.deepEqual(await ids(`/api/dcim/power-outlets/?device_id=${d.id}&status=faulty`), [o.id]);
      assert.deepEqual(await ids(`/api/dcim/power-outlets/?device_id=${d.id}&status__n=faulty`), [made!.id]);
      assert.deepEqual(await ids(`/api/dcim/power-outlets/?device_id=${d.id}&color=00ff00`), [o.id]);
      assert.equal((await patch(`/api/dcim/power-outlets/${o.id}/`, { status: 'disabled' })).body.status.value, 'disabled');
    });
  });

  describe('inventory items', () => {
    it('status: default active, NetBox\'s choices, filter', async () => {
      const d = await make.device();
      const a = await created('/api/dcim/inventory-items/', { device: d.id, name: 'psu1' });
      assert.deepEqual(a.status, choice('active', 'Active'));
      const b = await created('/api/dcim/inventory-items/', { device: d.id, name: 'psu2', status: 'decommissioning' });
      assert.deepEqual(b.status, choice('decommissioning', 'Decommissioning'));
      await refused(post('/api/dcim/inventory-items/', { device: d.id, name: 'psu3', status: 'gone' }), { status: ['"gone" is not a valid choice.'] });
      assert.deepEqual(await ids(`/api/dcim/inventory-items/?device_id=${d.id}&status=decommissioning`), [b.id]);
      assert.deepEqual(await ids(`/api/dcim/inventory-items/?device_id=${d.id}&status=active&status=decommissioning`), [a.id, b.id]);
    });
  });

  describe('rack reservations', () => {
    it('status (default active) in the brief form, and unit_count with its filters', async () => {
      const rack = await make.rack({ u_height: 10 });
      const [me] = (await get('/api/users/users/?limit=1')).results as Array<{ id: number }>;
      const r1 = await created('/api/dcim/rack-reservations/', { rack: rack.id, units: [1, 2, 3], user: me!.id, description: 'three' });
      assert.deepEqual(r1.status, choice('active', 'Active'));
      assert.equal(r1.unit_count, 3);
      const r2 = await created('/api/dcim/rack-reservations/', { rack: rack.id, units: [5], user: me!.id, description: 'one', status: 'pending' });
      assert.equal(r2.unit_count, 1);
      await refused(post('/api/dcim/rack-reservations/', { rack: rack.id, units: [7], user: me!.id, description: 'x', status: 'old' }), { status: ['"old" is not a valid choice.'] });
      const brief = await get(`/api/dcim/rack-reservations/${r2.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['description', 'display', 'id', 'status', 'units', 'url', 'user']);
      assert.deepEqual(brief.status, choice('pending', 'Pending'));
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?rack_id=${rack.id}&unit_count_min=2`), [r1.id]);
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?rack_id=${rack.id}&unit_count_max=2`), [r2.id]);
      assert.deepEqual(await ids(`/api/dcim/rack-reservations/?rack_id=${rack.id}&status=pending`), [r2.id]);
      // unit_count is read-only: a written one is ignored.
      const changed = await patch(`/api/dcim/rack-reservations/${r2.id}/`, { units: [5, 6], unit_count: 9 });
      assert.equal(changed.body.unit_count, 2);
    });
  });

  describe('front ports', () => {
    it('positions (default 1, 1 to 1024), copied from the template', async () => {
      const dt = await make.deviceType();
      const rt = await created('/api/dcim/rear-port-templates/', { device_type: dt.id, name: 'r1', type: 'mpo', positions: 8 });
      const ft = await created('/api/dcim/front-port-templates/', { device_type: dt.id, name: 'f1', type: 'lc', rear_port: rt.id, rear_port_position: 2, positions: 4 });
      assert.equal(ft.positions, 4);
      await refused(post('/api/dcim/front-port-templates/', { device_type: dt.id, name: 'f2', type: 'lc', rear_port: rt.id, rear_port_position: 3, positions: 0 }),
        { positions: ['Ensure this value is greater than or equal to 1.'] });
      const d = await make.device({ device_type: dt.id });
      const [fp] = (await get(`/api/dcim/front-ports/?device_id=${d.id}`)).results as Array<Record<string, any>>;
      assert.equal(fp!.positions, 4);
      assert.equal(fp!.rear_port_position, 2);
      const plain = await created('/api/dcim/front-ports/', { device: d.id, name: 'f9', type: 'lc', rear_port: fp!.rear_port.id, rear_port_position: 3 });
      assert.equal(plain.positions, 1);
      await refused(post('/api/dcim/front-ports/', { device: d.id, name: 'f10', type: 'lc', rear_port: fp!.rear_port.id, rear_port_position: 4, positions: 1025 }),
        { positions: ['Ensure this value is less than or equal to 1024.'] });
      assert.deepEqual(await ids(`/api/dcim/front-ports/?device_id=${d.id}&positions=4`), [fp!.id]);
    });
  });

  describe('interfaces and virtual chassis', () => {
    it('an interface lists the interfaces bridged to it (bridge_interfaces), nested as NetBox nests interfaces', async () => {
      const d = await make.device();
      const br = await make.interface({ device: d.id, name: 'br0', type: 'bridge' });
      const e1 = await make.interface({ device: d.id, name: 'eth1' });
      const e2 = await make.interface({ device: d.id, name: 'eth2' });
      assert.deepEqual(br.bridge_interfaces, []);
      await patch(`/api/dcim/interfaces/${e1.id}/`, { bridge: br.id });
      await patch(`/api/dcim/interfaces/${e2.id}/`, { bridge: br.id });
      const got = await get(`/api/dcim/interfaces/${br.id}/`);
      assert.deepEqual(got.bridge_interfaces.map((i: any) => i.id).sort((a: number, b: number) => a - b), [e1.id, e2.id]);
      assert.deepEqual(Object.keys(got.bridge_interfaces[0]), ['id', 'url', 'display_url', 'display', 'device', 'name', 'cable', '_occupied']);
      assert.equal(got.bridge_interfaces[0].device.id, d.id);
      assert.deepEqual((await get(`/api/dcim/interfaces/${e1.id}/`)).bridge_interfaces, []);
    });

    it('a virtual chassis lists its member devices (members)', async () => {
      const ds = await make.deviceSite();
      const vc = await created('/api/dcim/virtual-chassis/', { name: `vc-${uid()}` });
      assert.deepEqual(vc.members, []);
      const a = await ds.device({ virtual_chassis: vc.id, vc_position: 1 });
      const b = await ds.device({ virtual_chassis: vc.id, vc_position: 2 });
      await ds.device();
      const got = await get(`/api/dcim/virtual-chassis/${vc.id}/`);
      assert.equal(got.member_count, 2);
      assert.deepEqual(got.members.map((m: any) => m.id).sort((x: number, y: number) => x - y), [a.id, b.id]);
      assert.deepEqual(Object.keys(got.members[0]), ['id', 'url', 'display_url', 'display', 'name']);
      const v46 = await api.request.get(`/v4.6/api/dcim/virtual-chassis/${vc.id}/`).set(auth);
      assert.equal(v46.body.members.length, 2);
      const gql = await api.request.post('/graphql/').set(auth).send({ query: `{ virtual_chassis(id: ${vc.id}) { member_count members { name } } }` });
      assert.deepEqual(gql.body.errors, undefined, JSON.stringify(gql.body));
      assert.deepEqual(gql.body.data.virtual_chassis.members.map((m: { name: string }) => m.name).sort(), [a.name, b.name].sort());
    });
  });
});
