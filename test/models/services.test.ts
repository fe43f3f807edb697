// Services' parent (NetBox 4.3): a device, a virtual machine or an FHRP group, written as
// parent_object_type + parent_object_id (NetBox 4.6, the Ansible collection 3.22) or as NetBox
// 3.7's device / virtual_machine (pynetbox against 3.7, the collection 3.13), read with both
// (src/rules/ipam/service.ts); migration 0041 makes 3.7's device or VM the parent.
import assert from 'node:assert/strict';
import { factories } from '../support/factories.ts';
import { auth, modelHelpers, startApi, type Obj, type TestApi } from '../support/api.ts';
import { migrationFrom } from '../support/migration-step.ts';
import { uid } from '../support/uid.ts';

describe('models: services\' parent (NetBox 4.3)', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, del, get, created, refused, ids, brief } = modelHelpers(() => api);
  const make = factories(created);
  const v46 = { Accept: 'application/json; version=4.6' };
  const get46 = (path: string) => api.request.get(`/api/${path}`).set(auth).set('Host', host).set(v46);
  const post46 = (path: string, body: object) => api.request.post(`/api/${path}/`).set(auth).set('Host', host).set(v46).send(body);
  const patch46 = (path: string, id: number, body: object) => api.request.patch(`/api/${path}/${id}/`).set(auth).set('Host', host).set(v46).send(body);
  const patch37 = (path: string, id: number, body: object) => api.request.patch(`/api/${path}/${id}/`).set(auth).set('Host', host).send(body);
  const vm = async () => created('virtualization/virtual-machines', { name: `vm-${uid()}`, site: (await make.site()).id });
  const fhrp = async () => created('ipam/fhrp-groups', { protocol: 'vrrp2', group_id: Math.floor(Math.random() * 30000), name: `fhrp-${uid()}` });
  /** The brief form of an object, as the API answers ?brief=1. */
  const briefOf = async (path: string, id: number) => (await get(`${path}/?id=${id}&brief=1`)).results[0] as Obj;

  it('the Ansible collection 3.22\'s netbox_service (NetBox 4.3+): looks up by parent, creates, then finds it and sends nothing', async () => {
    const device = await make.device();
    const name = `ssh-${uid()}`;
    // _build_query_params("services"): name, protocol, parent_object_type, parent_object_id (the
    // device resolved to its id first; `port` became `ports`).
    const query = `ipam/services/?name=${name}&protocol=tcp&parent_object_type=dcim.device&parent_object_id=${device.id}`;
    const none = await get46(query);
    assert.equal(none.status, 200);
    assert.equal(none.body.count, 0);
    const r = await post46('ipam/services', { name, protocol: 'tcp', ports: [22], parent_object_type: 'dcim.device', parent_object_id: device.id, description: 'ssh' });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.parent_object_type, 'dcim.device');
    assert.equal(r.body.parent_object_id, device.id);
    // The brief device as NetBox 4.6 nests it (the request names 4.6: test/api/netbox-shapes.test.ts).
    assert.deepEqual(r.body.parent, (await get46(`dcim/devices/?id=${device.id}&brief=1`)).body.results[0]);
    // NetBox 3.7's name of the same parent, beside it.
    assert.equal(r.body.device.id, device.id);
    assert.equal(r.body.virtual_machine, null);
    const keys = Object.keys(r.body);
    assert.deepEqual(keys.slice(keys.indexOf('parent_object_type'), keys.indexOf('parent_object_type') + 3), ['parent_object_type', 'parent_object_id', 'parent']);
    const again = await get46(query);
    assert.deepEqual(again.body.results.map((s: Obj) => s.id), [r.body.id]);
    assert.deepEqual(again.body.results[0], r.body);
  });

  it('a virtual machine or an FHRP group is a parent too; the filters of both versions find each', async () => {
    const device = await make.device();
    const machine = await vm();
    const group = await fhrp();
    const onDevice = (await post46('ipam/services', { name: 'a', protocol: 'tcp', ports: [1], parent_object_type: 'dcim.device', parent_object_id: device.id })).body;
    const onVm = (await post46('ipam/services', { name: 'b', protocol: 'udp', ports: [2], parent_object_type: 'virtualization.virtualmachine', parent_object_id: machine.id })).body;
    const onGroup = (await post46('ipam/services', { name: 'c', protocol: 'tcp', ports: [3], parent_object_type: 'ipam.fhrpgroup', parent_object_id: group.id })).body;
    assert.deepEqual([onVm.virtual_machine.id, onVm.device, onVm.parent], [machine.id, null, await briefOf('virtualization/virtual-machines', machine.id)]);
    assert.deepEqual([onGroup.device, onGroup.virtual_machine, onGroup.parent], [null, null, await briefOf('ipam/fhrp-groups', group.id)]);
    const mine = `id=${onDevice.id}&id=${onVm.id}&id=${onGroup.id}`;
    assert.deepEqual(await ids(`ipam/services/?${mine}&device_id=${device.id}`), [onDevice.id]);
    assert.deepEqual(await ids(`ipam/services/?${mine}&device=${device.name}`), [onDevice.id]);
    assert.deepEqual(await ids(`ipam/services/?${mine}&virtual_machine_id=${machine.id}`), [onVm.id]);
    assert.deepEqual(await ids(`ipam/services/?${mine}&virtual_machine=${machine.name}`), [onVm.id]);
    assert.deepEqual(await ids(`ipam/services/?${mine}&fhrpgroup_id=${group.id}`), [onGroup.id]);
    assert.deepEqual(await ids(`ipam/services/?${mine}&fhrpgroup=${group.name}`), [onGroup.id]);
    assert.deepEqual(await ids(`ipam/services/?${mine}&parent_object_type=ipam.fhrpgroup`), [onGroup.id]);
    assert.deepEqual(await ids(`ipam/services/?${mine}&parent_object_type__n=ipam.fhrpgroup`), [onDevice.id, onVm.id]);
    assert.deepEqual(await ids(`ipam/services/?${mine}&parent_object_type=virtualization.virtualmachine&parent_object_id=${machine.id}`), [onVm.id]);
    assert.deepEqual(await ids(`ipam/services/?${mine}&device_id=null`), [onVm.id, onGroup.id]);
    // Deleting a parent deletes its services (NetBox's GenericRelation), and only those.
    assert.equal((await del('ipam/fhrp-groups', group.id)).status, 204);
    assert.deepEqual(await ids(`ipam/services/?${mine}`), [onDevice.id, onVm.id]);
  });

  it('NetBox 3.7\'s device or virtual_machine, written, sets the parent; the parent written beside them wins', async () => {
    const device = await make.device();
    const machine = await vm();
    const group = await fhrp();
    // pynetbox against 3.7, the collection 3.13: device.
    const s = await created('ipam/services', { device: device.id, name: `http-${uid()}`, protocol: 'tcp', ports: [80] });
    assert.deepEqual([s.parent_object_type, s.parent_object_id, s.parent.id], ['dcim.device', device.id, device.id]);
    // Moving it to a VM as a 3.7 client does: the VM, the device cleared.
    let r = await patch37('ipam/services', s.id, { device: null, virtual_machine: machine.id });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual([r.body.parent_object_type, r.body.parent_object_id, r.body.device, r.body.virtual_machine.id], ['virtualization.virtualmachine', machine.id, null, machine.id]);
    // A 4.6 client moves it to an FHRP group: both 3.7 fields read null.
    r = await patch46('ipam/services', s.id, { parent_object_type: 'ipam.fhrpgroup', parent_object_id: group.id });
    assert.deepEqual([r.body.parent_object_type, r.body.device, r.body.virtual_machine], ['ipam.fhrpgroup', null, null]);
    // A 3.7 client editing something else leaves the group as it is.
    r = await patch37('ipam/services', s.id, { description: 'edited', device: null });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual([r.body.parent_object_type, r.body.parent_object_id], ['ipam.fhrpgroup', group.id]);
    // Both written: the parent wins, and the device follows it.
    r = await patch46('ipam/services', s.id, { device: device.id, parent_object_type: 'virtualization.virtualmachine', parent_object_id: machine.id });
    assert.deepEqual([r.body.parent_object_type, r.body.device, r.body.virtual_machine.id], ['virtualization.virtualmachine', null, machine.id]);
    const stored = await api.sql`SELECT device_id, virtual_machine_id, parent_object_type, parent_object_id FROM ipam_service WHERE id = ${s.id}`;
    assert.deepEqual({ ...stored[0] }, { device_id: null, virtual_machine_id: machine.id, parent_object_type: 'virtualization.virtualmachine', parent_object_id: machine.id });
  });

  it('refuses a parent of another kind, a missing one, and none, with a 400 and nothing written', async () => {
    const device = await make.device();
    const site = await make.site();
    const name = `x-${uid()}`;
    await refused(post46('ipam/services', { name, protocol: 'tcp', ports: [1], parent_object_type: 'dcim.site', parent_object_id: site.id }), 'parent_object_type', /not a valid choice/);
    await refused(post46('ipam/services', { name, protocol: 'tcp', ports: [1], parent_object_type: 'dcim.device', parent_object_id: 999999999 }), 'parent_object_id');
    await refused(post46('ipam/services', { name, protocol: 'tcp', ports: [1], parent_object_type: 'dcim.device' }), 'parent_object_id');
    await refused(post46('ipam/services', { name, protocol: 'tcp', ports: [1] }), 'non_field_errors', /must be associated/);
    const s = await created('ipam/services', { device: device.id, name: `y-${uid()}`, protocol: 'tcp', ports: [1] });
    await refused(patch46('ipam/services', s.id, { parent_object_type: null, parent_object_id: null }), 'non_field_errors', /must be associated/);
    assert.deepEqual(await ids(`ipam/services/?name=${name}`), []);
    const after = await get(`ipam/services/${s.id}/`);
    assert.deepEqual([after.parent_object_type, after.parent_object_id], ['dcim.device', device.id]);
    assert.deepEqual(brief(after, 'name'), brief(s, 'name'));
  });

  it('the migration makes NetBox 3.7\'s device or virtual machine the parent', async () => {
    const device = await make.device();
    const machine = await vm();
    const a = await created('ipam/services', { device: device.id, name: `m-${uid()}`, protocol: 'tcp', ports: [1] });
    const b = await created('ipam/services', { virtual_machine: machine.id, name: `m-${uid()}`, protocol: 'tcp', ports: [1] });
    const data = migrationFrom('-- NetBox 4.3\'s service parent');
    const rolledBack = new Error('rolled back');
    await assert.rejects(api.sql.begin(async (tx) => {
      // As a 3.7 database holds them: the device or the VM only.
      await tx`UPDATE ipam_service SET parent_object_type = NULL, parent_object_id = NULL WHERE id IN ${tx([a.id, b.id])}`;
      for (const statement of data.split('--> statement-breakpoint')) if (statement.trim()) await tx.unsafe(statement);
      const rows = await tx`SELECT id, parent_object_type, parent_object_id FROM ipam_service WHERE id IN ${tx([a.id, b.id])} ORDER BY id`;
      assert.deepEqual(rows.map((r) => ({ ...r })), [
        { id: a.id, parent_object_type: 'dcim.device', parent_object_id: device.id },
        { id: b.id, parent_object_type: 'virtualization.virtualmachine', parent_object_id: machine.id },
      ]);
      throw rolledBack;
    }), (e) => e === rolledBack);
  });
});
