// Virtual disks (NetBox 3.7 virtualization.VirtualDisk): the requests the Ansible collection's
// netbox_virtual_disk sends (3.13 and 3.22, tests/integration/targets/*/netbox_virtual_disk.yml),
// the representations, filters and errors, and the VM's disk: the sum of its disks' sizes,
// kept by every write of a disk and checked on every write of the VM.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('models: virtual disks', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, del, get, created, refused, ids, brief, url } = modelHelpers(() => api);

  /** A VM in a site of its own, named `vm-<u>`. */
  const vm = async (u: string, extra: object = {}) => {
    const site = await created('dcim/sites', { name: `vd-${u}`, slug: `vd-${u}` });
    return created('virtualization/virtual-machines', { name: `vm-${u}`, site: site.id, ...extra });
  };
  const diskOf = async (id: number) => (await get(`virtualization/virtual-machines/${id}/`)).disk as number | null;

  it('the Ansible collection: find the VM by name, create, find, update with a tag, delete', async () => {
    const u = uid();
    const machine = await vm(u);
    const tag = await created('extras/tags', { name: `Schnozzberry-${u}`, slug: `schnozzberry-${u}` });
    // The module finds the VM by name and then the disk by VM id and name.
    const found = await get(`virtualization/virtual-machines/?name=vm-${u}`);
    assert.deepEqual(found.results.map((x: Obj) => x.id), [machine.id]);
    assert.equal((await get(`virtualization/virtual-disks/?virtual_machine_id=${machine.id}&name=disk0`)).count, 0);
    const disk = await created('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'disk0', size: 50 });
    assert.deepEqual(Object.keys(disk), ['id', 'url', 'display_url', 'display', 'virtual_machine', 'name', 'description', 'size', 'owner', 'tags', 'custom_fields', 'created', 'last_updated']);
    assert.deepEqual({ url: disk.url, display: disk.display, name: disk.name, size: disk.size, description: disk.description, tags: disk.tags, custom_fields: disk.custom_fields },
      { url: url('virtualization/virtual-disks', disk.id), display: 'disk0', name: 'disk0', size: 50, description: '', tags: [], custom_fields: {} });
    assert.deepEqual(disk.virtual_machine, { ...brief(machine, 'name'), description: '' });
    const again = await get(`virtualization/virtual-disks/?virtual_machine_id=${machine.id}&name=disk0`);
    assert.deepEqual(again.results.map((x: Obj) => x.id), [disk.id]);
    const changed = await patch('virtualization/virtual-disks', disk.id, { size: 60, tags: [tag.id] });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.size, 60);
    assert.deepEqual(changed.body.tags.map((t: Obj) => t.id), [tag.id]);
    assert.equal((await del('virtualization/virtual-disks', disk.id)).status, 204);
    assert.equal((await get(`virtualization/virtual-disks/?virtual_machine_id=${machine.id}`)).count, 0);
  });

  it('brief form: NetBox 4.6\'s, with the VM nested and the description', async () => {
    const u = uid();
    const machine = await vm(u);
    const disk = await created('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'sda', size: 10, description: `boot-${u}` });
    assert.deepEqual((await get(`virtualization/virtual-disks/?id=${disk.id}&brief=1`)).results[0],
      brief(disk, 'virtual_machine', 'name', 'description', 'size'));
  });

  it('a VM\'s disk is the sum of its disks: set on create, change and delete, null without disks', async () => {
    const u = uid();
    const machine = await vm(u, { disk: 7 });
    assert.equal((await get(`virtualization/virtual-machines/${machine.id}/`)).virtual_disk_count, 0);
    const a = await created('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'sda', size: 100 });
    assert.equal(await diskOf(machine.id), 100);
    const b = await created('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'sdb', size: 20 });
    assert.equal(await diskOf(machine.id), 120);
    const read = await get(`virtualization/virtual-machines/${machine.id}/`);
    assert.equal(read.virtual_disk_count, 2);
    assert.equal((await patch('virtualization/virtual-disks', b.id, { size: 30 })).status, 200);
    assert.equal(await diskOf(machine.id), 130);
    // Moved to another VM: both totals follow.
    const other = await vm(`${u}-2`);
    assert.equal((await patch('virtualization/virtual-disks', b.id, { virtual_machine: other.id })).status, 200);
    assert.deepEqual([await diskOf(machine.id), await diskOf(other.id)], [100, 30]);
    assert.equal((await del('virtualization/virtual-disks', a.id)).status, 204);
    assert.equal(await diskOf(machine.id), null);
    // A bulk create sums every disk of the request.
    const bulk = await post('virtualization/virtual-disks', [
      { virtual_machine: machine.id, name: 'sdc', size: 1 }, { virtual_machine: machine.id, name: 'sdd', size: 2 },
    ]);
    assert.equal(bulk.status, 201, JSON.stringify(bulk.body));
    assert.equal(await diskOf(machine.id), 3);
  });

  it('a VM with disks: another disk value is refused, an empty one takes the total', async () => {
    const u = uid();
    const machine = await vm(u);
    await created('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'sda', size: 40 });
    await refused(patch('virtualization/virtual-machines', machine.id, { disk: 41 }), 'disk',
      /^The specified disk size \(41\) must match the aggregate size of assigned virtual disks \(40\)\.$/);
    assert.equal(await diskOf(machine.id), 40);
    const cleared = await patch('virtualization/virtual-machines', machine.id, { disk: null });
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    assert.equal(cleared.body.disk, 40);
    // Other fields change as before; the same total is accepted.
    const same = await patch('virtualization/virtual-machines', machine.id, { disk: 40, description: `d-${u}` });
    assert.equal(same.status, 200, JSON.stringify(same.body));
    assert.equal(same.body.description, `d-${u}`);
    // A VM without disks keeps whatever it is given.
    const bare = await vm(`${u}-b`);
    const given = await patch('virtualization/virtual-machines', bare.id, { disk: 5 });
    assert.equal(given.body.disk, 5);
  });

  it('GraphQL: virtual_disk_list by VM, and a VM\'s virtual_disks', async () => {
    const u = uid();
    const machine = await vm(u);
    const disk = await created('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'sda', size: 8 });
    const r = await api.request.post('/graphql/').set(auth).send({
      query: `{ virtual_disk_list(virtual_machine_id: "${machine.id}") { id name size virtual_machine { name } }
                virtual_machine(id: ${machine.id}) { disk virtual_disks { name } } }`,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.errors, undefined, JSON.stringify(r.body.errors));
    assert.deepEqual(r.body.data, {
      virtual_disk_list: [{ id: String(disk.id), name: 'sda', size: 8, virtual_machine: { name: `vm-${u}` } }],
      virtual_machine: { disk: 8, virtual_disks: [{ name: 'sda' }] },
    });
  });

  it('refuses what NetBox refuses, and changes nothing', async () => {
    const u = uid();
    const machine = await vm(u);
    await created('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'sda', size: 1 });
    await refused(post('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'sda', size: 2 }), '__all__',
      /^Virtual disk with this Virtual machine and Name already exists\.$/);
    await refused(post('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'sdb' }), 'size', /required/);
    await refused(post('virtualization/virtual-disks', { virtual_machine: machine.id, size: 2 }), 'name', /required/);
    await refused(post('virtualization/virtual-disks', { name: 'sdb', size: 2 }), 'virtual_machine', /required/);
    await refused(post('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'sdb', size: -1 }), 'size');
    await refused(post('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'sdb', size: 'big' }), 'size');
    await refused(post('virtualization/virtual-disks', { virtual_machine: machine.id, name: 'x'.repeat(65), size: 2 }), 'name');
    await refused(post('virtualization/virtual-disks', { virtual_machine: 2147483000, name: 'sdb', size: 2 }), 'virtual_machine');
    // One bad item of a bulk request writes none.
    const bulk = await post('virtualization/virtual-disks', [{ virtual_machine: machine.id, name: 'sdb', size: 2 }, { virtual_machine: machine.id, name: 'sdc' }]);
    assert.equal(bulk.status, 400);
    assert.deepEqual(bulk.body[0], {});
    assert.deepEqual(Object.keys(bulk.body[1]), ['size']);
    assert.equal((await get(`virtualization/virtual-disks/?virtual_machine_id=${machine.id}`)).count, 1);
    assert.equal(await diskOf(machine.id), 1);
  });

  it('filters as NetBox: virtual_machine (name), virtual_machine_id, name, size, description, q; deleted with the VM', async () => {
    const u = uid();
    const m1 = await vm(u);
    const m2 = await vm(`${u}-2`);
    const a = await created('virtualization/virtual-disks', { virtual_machine: m1.id, name: 'sda', size: 10, description: `alpha-${u}` });
    const b = await created('virtualization/virtual-disks', { virtual_machine: m2.id, name: 'sdb', size: 20 });
    assert.deepEqual(await ids(`virtualization/virtual-disks/?virtual_machine=vm-${u}`), [a.id]);
    assert.deepEqual(await ids(`virtualization/virtual-disks/?virtual_machine_id=${m1.id}&virtual_machine_id=${m2.id}`), [a.id, b.id]);
    assert.deepEqual(await ids(`virtualization/virtual-disks/?virtual_machine_id=${m2.id}&name=sdb`), [b.id]);
    assert.deepEqual(await ids(`virtualization/virtual-disks/?virtual_machine_id=${m1.id}&virtual_machine_id=${m2.id}&size__gte=15`), [b.id]);
    assert.deepEqual(await ids(`virtualization/virtual-disks/?description=alpha-${u}`), [a.id]);
    assert.deepEqual(await ids(`virtualization/virtual-disks/?q=alpha-${u}`), [a.id]);
    assert.equal((await del('virtualization/virtual-machines', m1.id)).status, 204);
    assert.deepEqual(await ids(`virtualization/virtual-disks/?virtual_machine_id=${m1.id}&virtual_machine_id=${m2.id}`), [b.id]);
  });
});
