// Component templates made real (NetBox 3.7 Device.save, Module.save, each template's
// instantiate()): a new device gets every component of its device type, a new module those of
// its module type with {module} replaced by the bay's position.
import assert from 'node:assert/strict';
import { modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('models: components from templates', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, get, created, del } = modelHelpers(() => api);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const all = async (path: string, query: string): Promise<any[]> => (await get(`${path}/?${query}&limit=0`)).results as Obj[];
  const byName = (items: Obj[]) => Object.fromEntries(items.map((i) => [i.name, i]));

  const make = factories(created);
  async function base() {
    return { mf: await make.manufacturer(), role: await make.deviceRole(), site: await make.site() };
  }

  it('a new device gets every component of its device type, with their links, and its type\'s airflow and default platform', async () => {
    const u = uid();
    const { mf, role, site } = await base();
    const platform = await created('dcim/platforms', { name: `pl-${u}`, slug: `pl-${u}` });
    const dt = await created('dcim/device-types', {
      manufacturer: mf.id, model: `dt-${u}`, slug: `dt-${u}`, subdevice_role: 'parent', airflow: 'front-to-rear', default_platform: platform.id,
    });
    const t = { device_type: dt.id };
    await created('dcim/console-port-templates', { ...t, name: 'con0', label: 'Console', type: 'rj-45', description: 'not copied' });
    await created('dcim/console-server-port-templates', { ...t, name: 'cs1', type: 'usb-a' });
    const psu = await created('dcim/power-port-templates', { ...t, name: 'psu0', type: 'iec-60320-c14', maximum_draw: 500, allocated_draw: 250 });
    await created('dcim/power-outlet-templates', { ...t, name: 'out1', type: 'iec-60320-c13', feed_leg: 'A', power_port: psu.id });
    const br = await created('dcim/interface-templates', { ...t, name: 'br0', type: 'bridge' });
    const eth = await created('dcim/interface-templates', {
      ...t, name: 'eth0', type: '1000base-t', enabled: false, mgmt_only: true, poe_mode: 'pse', poe_type: 'type2-ieee802.3at', bridge: br.id,
    });
    const rear = await created('dcim/rear-port-templates', { ...t, name: 'rear1', type: 'lc', color: 'aa00ff', positions: 2 });
    await created('dcim/front-port-templates', { ...t, name: 'front1', type: 'lc', color: '00ff00', rear_port: rear.id, rear_port_position: 2 });
    await created('dcim/module-bay-templates', { ...t, name: 'slot1', label: 'S1', position: '1' });
    await created('dcim/device-bay-templates', { ...t, name: 'bay1', label: 'B1' });
    const chassis = await created('dcim/inventory-item-templates', { ...t, name: 'chassis', part_id: 'PN-C', manufacturer: mf.id });
    await created('dcim/inventory-item-templates', { ...t, name: 'optic', parent: chassis.id, component_type: 'dcim.interfacetemplate', component_id: eth.id });
    const cf = await created('extras/custom-fields', { name: `cf_${u}`, type: 'text', content_types: ['dcim.interface'], default: 'filled' });

    const dev = await created('dcim/devices', { name: `d-${u}`, device_type: dt.id, role: role.id, site: site.id });
    assert.deepEqual(dev.airflow, { value: 'front-to-rear', label: 'Front to rear' });
    assert.equal(dev.platform.id, platform.id);
    const on = `device_id=${dev.id}`;

    const [con] = await all('dcim/console-ports', on);
    assert.deepEqual([con.name, con.label, con.type.value, con.description, con.module], ['con0', 'Console', 'rj-45', '', null]);
    assert.equal((await all('dcim/console-server-ports', on))[0].type.value, 'usb-a');
    const [pp] = await all('dcim/power-ports', on);
    assert.deepEqual([pp.name, pp.maximum_draw, pp.allocated_draw], ['psu0', 500, 250]);
    const [out] = await all('dcim/power-outlets', on);
    assert.deepEqual([out.name, out.feed_leg.value, out.power_port.id], ['out1', 'A', pp.id]);
    const ifs = byName(await all('dcim/interfaces', on));
    assert.deepEqual(Object.keys(ifs).sort(), ['br0', 'eth0']);
    assert.deepEqual([ifs.eth0.enabled, ifs.eth0.mgmt_only, ifs.eth0.poe_mode.value, ifs.eth0.poe_type.value], [false, true, 'pse', 'type2-ieee802.3at']);
    assert.equal(ifs.eth0.bridge.id, ifs.br0.id);
    assert.equal(ifs.eth0.custom_fields[cf.name], 'filled', 'custom field defaults apply');
    const [rp] = await all('dcim/rear-ports', on);
    assert.deepEqual([rp.name, rp.color, rp.positions], ['rear1', 'aa00ff', 2]);
    const [fp] = await all('dcim/front-ports', on);
    assert.deepEqual([fp.name, fp.rear_port.id, fp.rear_port_position], ['front1', rp.id, 2]);
    const [mb] = await all('dcim/module-bays', on);
    assert.deepEqual([mb.name, mb.label, mb.position], ['slot1', 'S1', '1']);
    const [db] = await all('dcim/device-bays', on);
    assert.deepEqual([db.name, db.label], ['bay1', 'B1']);
    const items = byName(await all('dcim/inventory-items', on));
    assert.equal(items.chassis.part_id, 'PN-C');
    assert.equal(items.chassis.manufacturer.id, mf.id);
    assert.equal(items.optic.parent.id, items.chassis.id);
    assert.deepEqual([items.optic.component_type, items.optic.component_id], ['dcim.interface', ifs.eth0.id]);

    // Only on create: editing the device adds nothing; deleting it takes its components.
    assert.equal((await patch('dcim/devices', dev.id, { description: 'edited' })).status, 200);
    assert.equal((await all('dcim/interfaces', on)).length, 2);
    const again = await created('dcim/devices', { name: `d2-${u}`, device_type: dt.id, role: role.id, site: site.id, airflow: 'passive' });
    assert.equal(again.airflow.value, 'passive', 'a given airflow is kept');
    assert.equal((await all('dcim/interfaces', `device_id=${again.id}`)).length, 2);
    assert.equal((await del('dcim/devices', dev.id)).status, 204);
    assert.equal((await all('dcim/interfaces', on)).length, 0);
    assert.equal((await del('extras/custom-fields', cf.id)).status, 204);
  });

  it('a new module gets its type\'s components on its device, named for the bay\'s position, and owned by the module', async () => {
    const u = uid();
    const { mf, role, site } = await base();
    const dt = await created('dcim/device-types', { manufacturer: mf.id, model: `dt-${u}`, slug: `dt-${u}` });
    const mt = await created('dcim/module-types', { manufacturer: mf.id, model: `mt-${u}` });
    const m = { module_type: mt.id };
    await created('dcim/interface-templates', { ...m, name: 'et{module}/1', label: 'port {module}/1', type: '10gbase-x-sfpp' });
    const rear = await created('dcim/rear-port-templates', { ...m, name: 'r{module}', type: 'mpo', positions: 4 });
    await created('dcim/front-port-templates', { ...m, name: 'f{module}', type: 'lc', rear_port: rear.id, rear_port_position: 3 });
    const dev = await created('dcim/devices', { name: `d-${u}`, device_type: dt.id, role: role.id, site: site.id });
    const bay = await created('dcim/module-bays', { device: dev.id, name: 'slot3', position: '3' });
    const mod = await created('dcim/modules', { device: dev.id, module_bay: bay.id, module_type: mt.id });
    const [i] = await all('dcim/interfaces', `device_id=${dev.id}`);
    assert.deepEqual([i.name, i.label, i.module.id], ['et3/1', 'port 3/1', mod.id]);
    const [fp] = await all('dcim/front-ports', `device_id=${dev.id}`);
    const [rp] = await all('dcim/rear-ports', `device_id=${dev.id}`);
    assert.deepEqual([fp.name, fp.rear_port.id, fp.rear_port_position, rp.name, rp.module.id], ['f3', rp.id, 3, 'r3', mod.id]);

    // A name the device already uses: refused, and the module is not installed.
    const bay2 = await created('dcim/module-bays', { device: dev.id, name: 'slot4', position: '4' });
    await created('dcim/interfaces', { device: dev.id, name: 'et4/1', type: '1000base-t' });
    const clash = await post('dcim/modules', { device: dev.id, module_bay: bay2.id, module_type: mt.id });
    assert.deepEqual([clash.status, clash.body], [400, { __all__: ['Cannot install module: the device already has an interface named et4/1.'] }]);
    assert.equal((await get(`dcim/module-bays/${bay2.id}/`)).installed_module, null);
    // A bay without a position cannot resolve {module}.
    const bare = await created('dcim/module-bays', { device: dev.id, name: 'slotX' });
    const noPos = await post('dcim/modules', { device: dev.id, module_bay: bare.id, module_type: mt.id });
    assert.deepEqual([noPos.status, noPos.body], [400, { module_bay: ['Cannot install module with placeholder values in a module bay with no position defined.'] }]);
    // Removing the module removes what it brought.
    assert.equal((await del('dcim/modules', mod.id)).status, 204);
    assert.deepEqual((await all('dcim/interfaces', `device_id=${dev.id}`)).map((x) => x.name), ['et4/1']);
  });
});
