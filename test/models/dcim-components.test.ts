import assert from 'node:assert/strict';
import { auth, objectHelpers, startApi, uid, type TestApi } from '../support/api.ts';
import { apiPaths, factories } from '../support/factories.ts';

// DCIM module types, component templates (NetBox 3.7 device_component_templates.py) and,
// further down, device components.
describe('models: dcim components', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, created, get, ids, sorted } = objectHelpers(() => api);
  const make = factories(apiPaths(created));
  /** A nested object with its url reduced to the path (each supertest request has its own port). */
  const local = (o: Record<string, unknown>) => ({ ...o, url: new URL(String(o.url)).pathname });
  const refused = async (path: string, body: unknown, expected: object) => {
    const r = await post(path, body);
    assert.equal(r.status, 400, `${path} ${JSON.stringify(body)}: ${r.status} ${JSON.stringify(r.body)}`);
    assert.deepEqual(r.body, expected);
  };

  async function types(u: string, extra: object = {}) {
    const mf = await created('/api/dcim/manufacturers/', { name: `mf-${u}`, slug: `mf-${u}` });
    const dt = await created('/api/dcim/device-types/', { manufacturer: mf.id, model: `dt-${u}`, slug: `dt-${u}`, ...extra });
    const mt = await created('/api/dcim/module-types/', { manufacturer: mf.id, model: `mt-${u}` });
    return { mf, dt, mt };
  }

  describe('inventory item roles and module types', () => {
    it('creates both with every field; module types are unique per manufacturer and protect their manufacturer', async () => {
      const u = uid();
      const role = await created('/api/dcim/inventory-item-roles/', { name: `ir-${u}`, slug: `ir-${u}`, color: 'ff0000', description: 'd' });
      assert.equal(role.color, 'ff0000');
      assert.equal(role.display, `ir-${u}`);
      await refused('/api/dcim/inventory-item-roles/', { name: `ir-${u}`, slug: `ir2-${u}` }, { name: ['inventory item role with this name already exists.'] });
      const mf = await created('/api/dcim/manufacturers/', { name: `mf-${u}`, slug: `mf-${u}` });
      const mt = await created('/api/dcim/module-types/', {
        manufacturer: mf.id, model: `mt-${u}`, part_number: 'PN-1', weight: 2.5, weight_unit: 'kg', description: 'line card', comments: 'c',
      });
      const got = await get(`/api/dcim/module-types/${mt.id}/`);
      assert.equal(got.display, `mt-${u}`);
      assert.equal(got.manufacturer.id, mf.id);
      assert.equal(got.manufacturer.slug, `mf-${u}`);
      assert.equal(got.part_number, 'PN-1');
      assert.equal(Number(got.weight), 2.5);
      assert.deepEqual(got.weight_unit, { value: 'kg', label: 'Kilograms' });
      assert.equal(got.comments, 'c');
      const brief = await get(`/api/dcim/module-types/${mt.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['description', 'display', 'id', 'manufacturer', 'model', 'module_count', 'url']);
      await refused('/api/dcim/module-types/', { manufacturer: mf.id, model: `mt-${u}` }, { __all__: ['Module type with this Manufacturer and Model already exists.'] });
      assert.deepEqual(await ids(`/api/dcim/module-types/?manufacturer=mf-${u}`), [mt.id]);
      assert.deepEqual(await ids(`/api/dcim/module-types/?q=PN-1&manufacturer_id=${mf.id}`), [mt.id]);
      assert.equal((await api.request.delete(`/api/dcim/manufacturers/${mf.id}/`).set(auth)).status, 409);
    });
  });

  describe('component templates', () => {
    const modular: Array<[string, object, object]> = [
      ['console-port-templates', { type: 'rj-45' }, { type: { value: 'rj-45', label: 'RJ-45' } }],
      ['console-server-port-templates', { type: 'usb-c' }, { type: { value: 'usb-c', label: 'USB Type C' } }],
      ['power-port-templates', { type: 'iec-60320-c14', maximum_draw: 500, allocated_draw: 300 },
        { type: { value: 'iec-60320-c14', label: 'C14' }, maximum_draw: 500, allocated_draw: 300 }],
      ['power-outlet-templates', { type: 'iec-60320-c13', feed_leg: 'B' }, { type: { value: 'iec-60320-c13', label: 'C13' }, feed_leg: { value: 'B', label: 'B' }, power_port: null }],
      ['interface-templates', { type: '10gbase-x-sfpp', enabled: false, mgmt_only: true, poe_mode: 'pse', poe_type: 'type2-ieee802.3at' },
        { type: { value: '10gbase-x-sfpp', label: 'SFP+ (10GE)' }, enabled: false, mgmt_only: true, poe_mode: { value: 'pse', label: 'PSE' },
          poe_type: { value: 'type2-ieee802.3at', label: '802.3at (Type 2)' }, rf_role: null, bridge: null }],
      ['rear-port-templates', { type: 'lc', color: 'aa00ff', positions: 4 }, { type: { value: 'lc', label: 'LC' }, color: 'aa00ff', positions: 4 }],
    ];

    for (const [path, extra, expected] of modular) {
      it(`${path}: full representation on a device type and on a module type, one owner exactly, unique names, cascades, filters`, async () => {
        const u = uid();
        const { dt, mt } = await types(u);
        const onDt = await created(`/api/dcim/${path}/`, { device_type: dt.id, name: 'p1', label: 'L1', description: 'first', ...extra });
        const got = await get(`/api/dcim/${path}/${onDt.id}/`);
        assert.equal(got.display, 'p1 (L1)');
        assert.equal(got.name, 'p1');
        assert.equal(got.label, 'L1');
        assert.equal(got.description, 'first');
        assert.equal(got.device_type.id, dt.id);
        assert.equal(got.device_type.manufacturer.slug, `mf-${u}`);
        assert.equal(got.module_type, null);
        for (const [k, v] of Object.entries(expected)) assert.deepEqual(got[k], v, k);
        assert.ok('created' in got && 'last_updated' in got && !('tags' in got));
        const brief = await get(`/api/dcim/${path}/${onDt.id}/?brief=1`);
        assert.deepEqual(Object.keys(brief).sort(), ['description', 'display', 'id', 'name', 'url']);
        const onMt = await created(`/api/dcim/${path}/`, { module_type: mt.id, name: 'p1', ...extra });
        assert.equal(onMt.module_type.id, mt.id);
        assert.equal(onMt.display, 'p1');
        await refused(`/api/dcim/${path}/`, { name: 'p2', ...extra },
          { non_field_errors: ['A component template must be associated with either a device type or a module type.'] });
        await refused(`/api/dcim/${path}/`, { device_type: dt.id, module_type: mt.id, name: 'p2', ...extra },
          { non_field_errors: ['A component template cannot be associated with both a device type and a module type.'] });
        const dup = await post(`/api/dcim/${path}/`, { device_type: dt.id, name: 'p1', ...extra });
        assert.equal(dup.status, 400, JSON.stringify(dup.body));
        assert.match(dup.body.__all__[0], /with this Device type and Name already exists\.$/);
        const dupMt = await post(`/api/dcim/${path}/`, { module_type: mt.id, name: 'p1', ...extra });
        assert.equal(dupMt.status, 400, JSON.stringify(dupMt.body));
        assert.match(dupMt.body.__all__[0], /with this Module type and Name already exists\.$/);
        const other = await types(`o${u}`);
        const move = await api.request.patch(`/api/dcim/${path}/${onDt.id}/`).set(auth).send({ device_type: other.dt.id });
        assert.equal(move.status, 400);
        assert.deepEqual(move.body, { device_type: ['Component templates cannot be moved to a different device type.'] });
        const scope = `id=${onDt.id}&id=${onMt.id}`;
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}&devicetype_id=${dt.id}`), [onDt.id]);
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}&moduletype_id=${mt.id}`), [onMt.id]);
        // NetBox 4's name of devicetype_id (the Ansible collection 3.22 sends it to NetBox 4).
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}&device_type_id=${dt.id}`), [onDt.id]);
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}&q=first`), [onDt.id]);
        assert.equal((await api.request.delete(`/api/dcim/device-types/${dt.id}/`).set(auth)).status, 204);
        assert.equal((await api.request.delete(`/api/dcim/module-types/${mt.id}/`).set(auth)).status, 204);
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}`), []);
      });
    }

    it('power port templates: the allocated draw never exceeds the maximum', async () => {
      const { dt } = await types(uid());
      await refused('/api/dcim/power-port-templates/', { device_type: dt.id, name: 'psu', maximum_draw: 100, allocated_draw: 101 },
        { allocated_draw: ['Allocated draw cannot exceed the maximum draw (100W).'] });
      await refused('/api/dcim/power-port-templates/', { device_type: dt.id, name: 'psu', maximum_draw: 0 },
        { maximum_draw: ['Ensure this value is greater than or equal to 1.'] });
    });

    it('power outlet templates: the power port is of the same device type or module type; deleting it clears it', async () => {
      const u = uid();
      const { dt, mt } = await types(u);
      const other = await types(`o${u}`);
      const port = await created('/api/dcim/power-port-templates/', { device_type: dt.id, name: 'psu', label: 'PSU' });
      const mport = await created('/api/dcim/power-port-templates/', { module_type: mt.id, name: 'psu' });
      await refused('/api/dcim/power-outlet-templates/', { device_type: other.dt.id, name: 'o1', power_port: port.id },
        { non_field_errors: ['Parent power port (psu (PSU)) must belong to the same device type'] });
      await refused('/api/dcim/power-outlet-templates/', { module_type: mt.id, name: 'o1', power_port: port.id },
        { non_field_errors: ['Parent power port (psu (PSU)) must belong to the same module type'] });
      const outlet = await created('/api/dcim/power-outlet-templates/', { device_type: dt.id, name: 'o1', power_port: port.id });
      assert.deepEqual(local(outlet.power_port), { id: port.id, url: `/api/dcim/power-port-templates/${port.id}/`, display: 'psu (PSU)', name: 'psu', description: '' });
      await created('/api/dcim/power-outlet-templates/', { module_type: mt.id, name: 'o1', power_port: mport.id });
      assert.equal((await api.request.delete(`/api/dcim/power-port-templates/${port.id}/`).set(auth)).status, 204);
      assert.equal((await get(`/api/dcim/power-outlet-templates/${outlet.id}/`)).power_port, null);
    });

    it('interface templates: bridge within the same type and not itself; wireless role only on wireless types', async () => {
      const u = uid();
      const { dt } = await types(u);
      const other = await types(`o${u}`);
      const a = await created('/api/dcim/interface-templates/', { device_type: dt.id, name: 'eth0', type: '1000base-t' });
      const b = await created('/api/dcim/interface-templates/', { device_type: dt.id, name: 'br0', type: 'bridge', bridge: null });
      const bridged = await api.request.patch(`/api/dcim/interface-templates/${a.id}/`).set(auth).send({ bridge: b.id });
      assert.equal(bridged.status, 200, JSON.stringify(bridged.body));
      assert.equal(bridged.body.bridge.id, b.id);
      const self = await api.request.patch(`/api/dcim/interface-templates/${a.id}/`).set(auth).send({ bridge: a.id });
      assert.deepEqual([self.status, self.body], [400, { bridge: ['An interface cannot be bridged to itself.'] }]);
      await refused('/api/dcim/interface-templates/', { device_type: other.dt.id, name: 'x', type: '1000base-t', bridge: b.id },
        { bridge: ['Bridge interface (br0) must belong to the same device type'] });
      await refused('/api/dcim/interface-templates/', { device_type: dt.id, name: 'x', type: '1000base-t', rf_role: 'ap' },
        { rf_role: ['Wireless role may be set only on wireless interfaces.'] });
      const w = await created('/api/dcim/interface-templates/', { device_type: dt.id, name: 'wlan0', type: 'ieee802.11ax', rf_role: 'ap' });
      assert.deepEqual(w.rf_role, { value: 'ap', label: 'Access point' });
      await refused('/api/dcim/interface-templates/', { device_type: dt.id, name: 'y', type: 'not-a-type' }, { type: ['"not-a-type" is not a valid choice.'] });
    });

    it('front port templates: full representation, rear port of the same device type, position within it, unique position; a deleted rear port unmaps it', async () => {
      const u = uid();
      const { dt } = await types(u);
      const other = await types(`o${u}`);
      const rear = await created('/api/dcim/rear-port-templates/', { device_type: dt.id, name: 'r1', type: 'lc', positions: 2 });
      const front = await created('/api/dcim/front-port-templates/', {
        device_type: dt.id, name: 'f1', label: 'F', type: 'lc-apc', color: '00ff00', rear_port: rear.id, rear_port_position: 2, description: 'd',
      });
      const got = await get(`/api/dcim/front-port-templates/${front.id}/`);
      assert.deepEqual(got.type, { value: 'lc-apc', label: 'LC/APC' });
      assert.equal(got.color, '00ff00');
      assert.equal(got.rear_port_position, 2);
      assert.deepEqual(local(got.rear_port), { id: rear.id, url: `/api/dcim/rear-port-templates/${rear.id}/`, display: 'r1', name: 'r1', description: '' });
      assert.equal(got.display, 'f1 (F)');
      await refused('/api/dcim/front-port-templates/', { device_type: dt.id, name: 'f2', type: 'lc', rear_port: rear.id, rear_port_position: 3 },
        { non_field_errors: ['Invalid rear port position (3); rear port r1 has only 2 positions'] });
      await refused('/api/dcim/front-port-templates/', { device_type: other.dt.id, name: 'f2', type: 'lc', rear_port: rear.id },
        { non_field_errors: ['Rear port (r1) must belong to the same device type'] });
      await refused('/api/dcim/front-port-templates/', { device_type: dt.id, name: 'f2', type: 'lc', rear_port: rear.id, rear_port_position: 2 },
        { __all__: ['Front port template with this Rear port and Rear port position already exists.'] });
      await refused('/api/dcim/front-port-templates/', { device_type: dt.id, name: 'f2', type: 'lc', rear_port: rear.id, color: 'GREEN' },
        { color: ['Enter a valid hexadecimal RGB color code.'] });
      // NetBox 4.5: a deleted rear port takes its mappings with it, not the front ports.
      assert.equal((await api.request.delete(`/api/dcim/rear-port-templates/${rear.id}/`).set(auth)).status, 204);
      const kept = await get(`/api/dcim/front-port-templates/${front.id}/`);
      assert.deepEqual([kept.rear_port, kept.rear_port_position, kept.rear_ports], [null, null, []]);
    });

    it('module bay templates belong to a device type or a module type (NetBox 4.0); device bays need a parent device type', async () => {
      const u = uid();
      const { dt, mt } = await types(u);
      const parent = await types(`p${u}`, { subdevice_role: 'parent' });
      const mb = await created('/api/dcim/module-bay-templates/', { device_type: dt.id, name: 'slot1', label: 'S1', position: '1', description: 'd' });
      const got = await get(`/api/dcim/module-bay-templates/${mb.id}/`);
      assert.equal(got.position, '1');
      assert.equal(got.display, 'slot1 (S1)');
      assert.equal(got.module_type, null);
      assert.equal(got.enabled, true);
      await refused('/api/dcim/module-bay-templates/', { name: 'slot2' },
        { non_field_errors: ['A component template must be associated with either a device type or a module type.'] });
      await refused('/api/dcim/module-bay-templates/', { device_type: dt.id, module_type: mt.id, name: 'slot2' },
        { non_field_errors: ['A component template cannot be associated with both a device type and a module type.'] });
      const onModule = await created('/api/dcim/module-bay-templates/', { module_type: mt.id, name: 'sub{module}', position: '{module}/1', enabled: false });
      assert.equal(onModule.module_type.id, mt.id);
      assert.equal(onModule.device_type, null);
      assert.equal(onModule.enabled, false);
      assert.deepEqual(await ids(`/api/dcim/module-bay-templates/?moduletype_id=${mt.id}`), [onModule.id]);
      assert.deepEqual(await ids(`/api/dcim/module-bay-templates/?moduletype_id=${mt.id}&enabled=true`), []);
      assert.deepEqual(Object.keys(await get(`/api/dcim/module-bay-templates/${mb.id}/?brief=1`)).sort(), ['description', 'display', 'enabled', 'id', 'name', 'url']);
      await refused('/api/dcim/module-bay-templates/', { device_type: dt.id, name: 'slot1' }, { __all__: ['Module bay template with this Device type and Name already exists.'] });
      await refused('/api/dcim/device-bay-templates/', { device_type: dt.id, name: 'bay1' },
        { non_field_errors: [`Subdevice role of device type (dt-${u}) must be set to "parent" to allow device bays.`] });
      const db = await created('/api/dcim/device-bay-templates/', { device_type: parent.dt.id, name: 'bay1', label: 'B1', description: 'x' });
      assert.equal(db.display, 'bay1 (B1)');
      assert.equal(db.device_type.id, parent.dt.id);
      assert.deepEqual(await ids(`/api/dcim/device-bay-templates/?devicetype_id=${parent.dt.id}`), [db.id]);
      assert.deepEqual(await ids(`/api/dcim/module-bay-templates/?devicetype_id=${dt.id}`), [mb.id]);
      assert.equal((await api.request.delete(`/api/dcim/device-types/${parent.dt.id}/`).set(auth)).status, 204);
      assert.equal((await api.request.get(`/api/dcim/device-bay-templates/${db.id}/`).set(auth)).status, 404);
    });

    it('inventory item templates: a tree with role, manufacturer and a component template; unique per parent; protected role', async () => {
      const u = uid();
      const { dt, mf } = await types(u);
      const role = await created('/api/dcim/inventory-item-roles/', { name: `ir-${u}`, slug: `ir-${u}` });
      const iface = await created('/api/dcim/interface-templates/', { device_type: dt.id, name: 'eth0', type: '1000base-t' });
      const top = await created('/api/dcim/inventory-item-templates/', { device_type: dt.id, name: 'chassis' });
      const item = await created('/api/dcim/inventory-item-templates/', {
        device_type: dt.id, parent: top.id, name: 'optic', label: 'O', role: role.id, manufacturer: mf.id, part_id: 'SFP-10G',
        description: 'd', component_type: 'dcim.interfacetemplate', component_id: iface.id,
      });
      const got = await get(`/api/dcim/inventory-item-templates/${item.id}/`);
      assert.equal(got._depth, 1);
      assert.deepEqual(local(got.parent), { id: top.id, url: `/api/dcim/inventory-item-templates/${top.id}/`, display: 'chassis', name: 'chassis', description: '', _depth: 0 });
      assert.equal(got.role.slug, `ir-${u}`);
      assert.equal(got.manufacturer.id, mf.id);
      assert.equal(got.part_id, 'SFP-10G');
      assert.equal(got.component_type, 'dcim.interfacetemplate');
      assert.equal(got.component_id, iface.id);
      assert.equal(got.component.id, iface.id);
      assert.equal(got.component.name, 'eth0');
      // The same name under another parent is fine; under the same parent it is not.
      await created('/api/dcim/inventory-item-templates/', { device_type: dt.id, name: 'optic' });
      await refused('/api/dcim/inventory-item-templates/', { device_type: dt.id, parent: top.id, name: 'optic' },
        { __all__: ['Inventory item template with this Device type, Parent and Name already exists.'] });
      assert.deepEqual(await ids(`/api/dcim/inventory-item-templates/?devicetype_id=${dt.id}&parent_id=${top.id}`), [item.id]);
      assert.deepEqual(await ids(`/api/dcim/inventory-item-templates/?devicetype_id=${dt.id}&role=ir-${u}`), [item.id]);
      assert.equal((await api.request.delete(`/api/dcim/inventory-item-roles/${role.id}/`).set(auth)).status, 409);
      assert.equal((await api.request.delete(`/api/dcim/inventory-item-templates/${top.id}/`).set(auth)).status, 204);
      assert.equal((await api.request.get(`/api/dcim/inventory-item-templates/${item.id}/`).set(auth)).status, 404);
    });
  });

  describe('modules and device components', () => {
    async function device(u: string, extra: object = {}) {
      const { mf, dt, mt } = await types(u, extra);
      const [site, role] = [await make.site(), await make.deviceRole()];
      const dev = await make.device({ name: `d-${u}`, device_type: dt.id, role: role.id, site: site.id });
      return { mf, dt, mt, site, role, dev };
    }

    it('modules: installed in a bay of their device, nested in the bay, unique per bay, protect their type, cascade with the bay', async () => {
      const u = uid();
      const { dev, mt, dt, role, site, mf } = await device(u);
      const other = await created('/api/dcim/devices/', { name: `o-${u}`, device_type: dt.id, role: role.id, site: site.id });
      const bay = await created('/api/dcim/module-bays/', { device: dev.id, name: 'slot1', label: 'S1', position: '1', description: 'd' });
      assert.equal(bay.installed_module, null);
      const mod = await created('/api/dcim/modules/', {
        device: dev.id, module_bay: bay.id, module_type: mt.id, status: 'planned', serial: 'SN1', asset_tag: `at-${u}`, description: 'card', comments: 'c',
      });
      const got = await get(`/api/dcim/modules/${mod.id}/`);
      assert.equal(got.display, `slot1: mt-${u} (${mod.id})`);
      assert.deepEqual(got.status, { value: 'planned', label: 'Planned' });
      assert.equal(got.device.id, dev.id);
      assert.equal(got.module_bay.id, bay.id);
      assert.equal(got.module_type.manufacturer.id, mf.id);
      assert.equal(got.serial, 'SN1');
      assert.equal(got.asset_tag, `at-${u}`);
      const brief = await get(`/api/dcim/modules/${mod.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['description', 'device', 'display', 'id', 'module_bay', 'module_type', 'url']);
      // NetBox's module nested in its bay (ModuleBayNestedModuleSerializer), full and brief; the
      // brief module's bay shows its module so, and no further.
      // (Each request here has its own host, so urls are compared by their path.)
      const noHost = (o: Record<string, unknown>): unknown => JSON.parse(JSON.stringify(o).replace(/http:\/\/[^/]+/g, ''));
      const installed = { id: mod.id, url: `/api/dcim/modules/${mod.id}/`, display: mod.display, serial: 'SN1' };
      assert.deepEqual(noHost((await get(`/api/dcim/module-bays/${bay.id}/`)).installed_module), installed);
      const bayBrief = noHost(await get(`/api/dcim/module-bays/${bay.id}/?brief=1`));
      assert.deepEqual(bayBrief, { id: bay.id, url: `/api/dcim/module-bays/${bay.id}/`, display: bay.display, installed_module: installed, name: 'slot1', enabled: true, description: 'd', _occupied: true });
      assert.deepEqual(noHost(brief.module_bay), bayBrief);
      await refused('/api/dcim/modules/', { device: dev.id, module_bay: bay.id, module_type: mt.id }, { module_bay: ['Module with this Module bay already exists.'] });
      const bay2 = await created('/api/dcim/module-bays/', { device: dev.id, name: 'slot2' });
      await refused('/api/dcim/modules/', { device: dev.id, module_bay: bay2.id, module_type: mt.id, asset_tag: `at-${u}` }, { asset_tag: ['module with this asset tag already exists.'] });
      const obay = await created('/api/dcim/module-bays/', { device: other.id, name: 'slot1' });
      await refused('/api/dcim/modules/', { device: dev.id, module_bay: obay.id, module_type: mt.id },
        { non_field_errors: [`Module must be installed within a module bay belonging to the assigned device (d-${u}).`] });
      // A component on the module; module_id filters components.
      const ifc = await created('/api/dcim/interfaces/', { device: dev.id, module: mod.id, name: 'eth1/1', type: '1000base-t' });
      const plain = await created('/api/dcim/interfaces/', { device: dev.id, name: 'mgmt0', type: '1000base-t' });
      assert.equal(ifc.module.id, mod.id);
      assert.deepEqual(await ids(`/api/dcim/interfaces/?device_id=${dev.id}&module_id=${mod.id}`), [ifc.id]);
      assert.deepEqual(await ids(`/api/dcim/modules/?device_id=${dev.id}&manufacturer=mf-${u}`), [mod.id]);
      assert.deepEqual(await ids(`/api/dcim/modules/?module_type_id=${mt.id}&status=active`), []);
      assert.equal((await api.request.delete(`/api/dcim/module-types/${mt.id}/`).set(auth)).status, 409);
      assert.equal((await api.request.delete(`/api/dcim/module-bays/${bay.id}/`).set(auth)).status, 204);
      assert.equal((await api.request.get(`/api/dcim/modules/${mod.id}/`).set(auth)).status, 404);
      assert.equal((await api.request.get(`/api/dcim/interfaces/${ifc.id}/`).set(auth)).status, 404, 'module components go with the module');
      assert.equal((await api.request.get(`/api/dcim/interfaces/${plain.id}/`).set(auth)).status, 200);
    });

    const kinds: Array<[string, object, object]> = [
      ['console-ports', { type: 'de-9', speed: 9600 }, { type: { value: 'de-9', label: 'DE-9' }, speed: { value: 9600, label: '9600 bps' } }],
      ['console-server-ports', { type: 'rj-45', speed: 115200 }, { type: { value: 'rj-45', label: 'RJ-45' }, speed: { value: 115200, label: '115.2 kbps' } }],
      ['power-ports', { type: 'iec-60320-c14', maximum_draw: 400, allocated_draw: 200 }, { type: { value: 'iec-60320-c14', label: 'C14' }, maximum_draw: 400, allocated_draw: 200 }],
      ['power-outlets', { type: 'iec-60320-c13', feed_leg: 'A' }, { type: { value: 'iec-60320-c13', label: 'C13' }, feed_leg: { value: 'A', label: 'A' }, power_port: null }],
      ['rear-ports', { type: 'sc', color: '0000ff', positions: 3 }, { type: { value: 'sc', label: 'SC' }, color: '0000ff', positions: 3 }],
    ];
    for (const [path, extra, expected] of kinds) {
      it(`${path}: full representation, unique per device, never moved, cascades with the device, filters`, async () => {
        const u = uid();
        const { dev, dt, role, site } = await device(u);
        const other = await created('/api/dcim/devices/', { name: `o-${u}`, device_type: dt.id, role: role.id, site: site.id });
        const c = await created(`/api/dcim/${path}/`, { device: dev.id, name: 'p1', label: 'L', description: 'first', mark_connected: true, ...extra });
        const got = await get(`/api/dcim/${path}/${c.id}/`);
        assert.equal(got.display, 'p1 (L)');
        assert.equal(got.device.id, dev.id);
        assert.equal(got.device.name, `d-${u}`);
        assert.equal(got.module, null);
        assert.equal(got.label, 'L');
        assert.equal(got.description, 'first');
        assert.equal(got.mark_connected, true);
        assert.deepEqual(got.tags, []);
        for (const [k, v] of Object.entries(expected)) assert.deepEqual(got[k], v, k);
        const brief = await get(`/api/dcim/${path}/${c.id}/?brief=1`);
        // NetBox's nested cabled component: its cable and whether it is occupied (marked connected).
        assert.deepEqual(Object.keys(brief), ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied']);
        assert.deepEqual([brief.cable, brief._occupied], [null, true]);
        const dup = await post(`/api/dcim/${path}/`, { device: dev.id, name: 'p1', ...extra });
        assert.equal(dup.status, 400);
        assert.match(dup.body.__all__[0], /with this Device and Name already exists\.$/);
        const oc = await created(`/api/dcim/${path}/`, { device: other.id, name: 'p1', ...extra });
        const move = await api.request.patch(`/api/dcim/${path}/${c.id}/`).set(auth).send({ device: other.id });
        assert.deepEqual([move.status, move.body], [400, { device: ['Components cannot be moved to a different device.'] }]);
        const scope = `id=${c.id}&id=${oc.id}`;
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}&device=d-${u}`), [c.id]);
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}&device_id=${other.id}`), [oc.id]);
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}&site=${site.slug}`), sorted(c.id, oc.id));
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}&q=first`), [c.id]);
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}&occupied=true`), [c.id]);
        assert.equal((await api.request.delete(`/api/dcim/devices/${dev.id}/`).set(auth)).status, 204);
        assert.deepEqual(await ids(`/api/dcim/${path}/?${scope}`), [oc.id]);
      });
    }

    it('power ports and outlets: draw limits, outlet on a port of its device', async () => {
      const u = uid();
      const { dev, dt, role, site } = await device(u);
      const other = await created('/api/dcim/devices/', { name: `o-${u}`, device_type: dt.id, role: role.id, site: site.id });
      await refused('/api/dcim/power-ports/', { device: dev.id, name: 'psu', maximum_draw: 10, allocated_draw: 11 },
        { allocated_draw: ['Allocated draw cannot exceed the maximum draw (10W).'] });
      const port = await created('/api/dcim/power-ports/', { device: dev.id, name: 'psu' });
      await refused('/api/dcim/power-outlets/', { device: other.id, name: 'o1', power_port: port.id },
        { non_field_errors: ['Parent power port (psu) must belong to the same device'] });
      const outlet = await created('/api/dcim/power-outlets/', { device: dev.id, name: 'o1', power_port: port.id });
      assert.equal(outlet.power_port.id, port.id);
      assert.equal(outlet.power_port.device.id, dev.id);
    });

    it('front ports: full representation, rear port of the same device, position within it; rear ports keep enough positions', async () => {
      const u = uid();
      const { dev, dt, role, site } = await device(u);
      const other = await created('/api/dcim/devices/', { name: `o-${u}`, device_type: dt.id, role: role.id, site: site.id });
      const rear = await created('/api/dcim/rear-ports/', { device: dev.id, name: 'r1', type: 'lc', positions: 2 });
      const f1 = await created('/api/dcim/front-ports/', { device: dev.id, name: 'f1', type: 'lc', rear_port: rear.id, rear_port_position: 1, color: 'ff00ff', description: 'x' });
      assert.equal(f1.rear_port.id, rear.id);
      assert.equal(f1.rear_port_position, 1);
      assert.equal(f1.color, 'ff00ff');
      assert.deepEqual(f1.type, { value: 'lc', label: 'LC' });
      await created('/api/dcim/front-ports/', { device: dev.id, name: 'f2', type: 'lc', rear_port: rear.id, rear_port_position: 2 });
      await refused('/api/dcim/front-ports/', { device: dev.id, name: 'f3', type: 'lc', rear_port: rear.id, rear_port_position: 3 },
        { rear_port_position: ['Invalid rear port position (3): Rear port r1 has only 2 positions.'] });
      await refused('/api/dcim/front-ports/', { device: dev.id, name: 'f3', type: 'lc', rear_port: rear.id, rear_port_position: 2 },
        { __all__: ['Front port with this Rear port and Rear port position already exists.'] });
      await refused('/api/dcim/front-ports/', { device: other.id, name: 'f3', type: 'lc', rear_port: rear.id },
        { rear_port: ['Rear port (r1) must belong to the same device'] });
      const shrink = await api.request.patch(`/api/dcim/rear-ports/${rear.id}/`).set(auth).send({ positions: 1 });
      assert.deepEqual([shrink.status, shrink.body], [400, { positions: ['The number of positions cannot be less than the number of mapped front ports (2)'] }]);
      assert.deepEqual(await ids(`/api/dcim/front-ports/?device_id=${dev.id}&name=f1`), [f1.id]);
      assert.equal((await api.request.delete(`/api/dcim/rear-ports/${rear.id}/`).set(auth)).status, 204);
      const kept = await get(`/api/dcim/front-ports/${f1.id}/`);
      assert.deepEqual([kept.rear_port, kept.rear_port_position, kept.rear_ports], [null, null, []]);
    });

    it('device bays: only on parent device types; install a device once, never itself; set null when the child goes', async () => {
      const u = uid();
      const plain = await device(u);
      const { dev, role, site } = await device(`p${u}`, { subdevice_role: 'parent' });
      await refused('/api/dcim/device-bays/', { device: plain.dev.id, name: 'b1' },
        { non_field_errors: [`This type of device (dt-${u}) does not support device bays.`] });
      const child = await created('/api/dcim/devices/', { name: `c-${u}`, device_type: plain.dt.id, role: role.id, site: site.id });
      const bay = await created('/api/dcim/device-bays/', { device: dev.id, name: 'b1', label: 'B', description: 'd', installed_device: child.id });
      const got = await get(`/api/dcim/device-bays/${bay.id}/`);
      assert.equal(got.installed_device.id, child.id);
      assert.equal(got.display, 'b1 (B)');
      assert.ok(!('mark_connected' in got));
      await refused('/api/dcim/device-bays/', { device: dev.id, name: 'b2', installed_device: child.id },
        { installed_device: ['Cannot install the specified device; device is already installed in b1 (B).'] });
      await refused('/api/dcim/device-bays/', { device: dev.id, name: 'b2', installed_device: dev.id }, { non_field_errors: ['Cannot install a device into itself.'] });
      // The child names its parent device and the bay, as NetBox nests them.
      const parent = (await get(`/api/dcim/devices/${child.id}/`)).parent_device;
      assert.deepEqual({ ...parent, url: new URL(parent.url).pathname, device_bay: { ...parent.device_bay, url: new URL(parent.device_bay.url).pathname } }, {
        id: dev.id, url: `/api/dcim/devices/${dev.id}/`, display: dev.name, name: dev.name,
        device_bay: { id: bay.id, url: `/api/dcim/device-bays/${bay.id}/`, display: 'b1 (B)', name: 'b1' },
      });
      assert.equal((await get(`/api/dcim/devices/${dev.id}/`)).parent_device, null);
      assert.equal((await api.request.delete(`/api/dcim/devices/${child.id}/`).set(auth)).status, 204);
      assert.equal((await get(`/api/dcim/device-bays/${bay.id}/`)).installed_device, null);
    });

    it('inventory items: a tree per device with role, manufacturer and a component; unique per parent and asset tag; parent of the same device', async () => {
      const u = uid();
      const { dev, mf, dt, role: drole, site } = await device(u);
      const other = await created('/api/dcim/devices/', { name: `o-${u}`, device_type: dt.id, role: drole.id, site: site.id });
      const role = await created('/api/dcim/inventory-item-roles/', { name: `ir-${u}`, slug: `ir-${u}` });
      const port = await created('/api/dcim/console-ports/', { device: dev.id, name: 'con0' });
      const oport = await created('/api/dcim/console-ports/', { device: other.id, name: 'con0' });
      const top = await created('/api/dcim/inventory-items/', { device: dev.id, name: 'chassis' });
      const item = await created('/api/dcim/inventory-items/', {
        device: dev.id, parent: top.id, name: 'psu', label: 'P', role: role.id, manufacturer: mf.id, part_id: 'PWR-1', serial: 'S1',
        asset_tag: `ia-${u}`, discovered: true, description: 'd', component_type: 'dcim.consoleport', component_id: port.id,
      });
      const got = await get(`/api/dcim/inventory-items/${item.id}/`);
      assert.equal(got._depth, 1);
      assert.equal(got.parent.id, top.id);
      assert.equal(got.role.id, role.id);
      assert.equal(got.manufacturer.slug, `mf-${u}`);
      assert.equal(got.discovered, true);
      assert.equal(got.asset_tag, `ia-${u}`);
      assert.equal(got.component_type, 'dcim.consoleport');
      assert.equal(got.component.id, port.id);
      const brief = await get(`/api/dcim/inventory-items/${item.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['_depth', 'description', 'device', 'display', 'id', 'name', 'url']);
      await refused('/api/dcim/inventory-items/', { device: dev.id, parent: top.id, name: 'psu' },
        { __all__: ['Inventory item with this Device, Parent and Name already exists.'] });
      await refused('/api/dcim/inventory-items/', { device: dev.id, name: 'x', asset_tag: `ia-${u}` }, { asset_tag: ['inventory item with this asset tag already exists.'] });
      await refused('/api/dcim/inventory-items/', { device: other.id, name: 'x', component_type: 'dcim.consoleport', component_id: port.id },
        { device: ['Cannot assign inventory item to component on another device'] });
      const stray = await created('/api/dcim/inventory-items/', { device: other.id, name: 'stray', component_type: 'dcim.consoleport', component_id: oport.id });
      const badParent = await api.request.patch(`/api/dcim/inventory-items/${stray.id}/`).set(auth).send({ parent: top.id });
      assert.deepEqual([badParent.status, badParent.body], [400, { parent: ['Parent inventory item does not belong to the same device.'] }]);
      const moveTop = await api.request.patch(`/api/dcim/inventory-items/${top.id}/`).set(auth).send({ device: other.id });
      assert.deepEqual([moveTop.status, moveTop.body], [400, { non_field_errors: ['Cannot move an inventory item with dependent children'] }]);
      assert.deepEqual(await ids(`/api/dcim/inventory-items/?device_id=${dev.id}&role=ir-${u}`), [item.id]);
      assert.deepEqual(await ids(`/api/dcim/inventory-items/?device_id=${dev.id}&parent_id=${top.id}`), [item.id]);
      assert.deepEqual(await ids(`/api/dcim/inventory-items/?device_id=${dev.id}&manufacturer_id=${mf.id}`), [item.id]);
      assert.equal((await api.request.delete(`/api/dcim/inventory-item-roles/${role.id}/`).set(auth)).status, 409);
      assert.equal((await api.request.delete(`/api/dcim/inventory-items/${top.id}/`).set(auth)).status, 204);
      assert.equal((await api.request.get(`/api/dcim/inventory-items/${item.id}/`).set(auth)).status, 404);
    });
  });
});
