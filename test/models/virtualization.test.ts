// Virtualization models (NetBox 3.7): cluster types and groups, clusters, virtual machines
// and their interfaces. Full representations, uniqueness, protected and cascading deletes,
// the rules of VirtualMachine.clean and VMInterface.clean, and the declared filters.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';


describe('models: virtualization', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, post, patch, del, get, created, refused, ids, sorted, brief } = modelHelpers(() => api);
  const make = factories(created);

  const site = (u: string, extra: object = {}) => created('dcim/sites', { name: `vs-${u}`, slug: `vs-${u}`, ...extra });
  const clusterType = (u: string) => created('virtualization/cluster-types', { name: `ct-${u}`, slug: `ct-${u}` });

  describe('cluster types and cluster groups', () => {
    for (const [path, display] of [['cluster-types', 'cluster type'], ['cluster-groups', 'cluster group']] as const) {
      it(`${path}: full representation, unique name and slug, q, protected by clusters`, async () => {
        const u = uid();
        const tag = await created('extras/tags', { name: `t-${u}`, slug: `t-${u}` });
        const x = await created(`virtualization/${path}`, { name: `N-${u}`, slug: `s-${u}`, description: `d-${u}`, tags: [tag.id], custom_fields: {} });
        assert.equal(x.display, `N-${u}`);
        assert.deepEqual(
          { name: x.name, slug: x.slug, description: x.description, tags: x.tags.map((t: Obj) => t.id), custom_fields: x.custom_fields },
          { name: `N-${u}`, slug: `s-${u}`, description: `d-${u}`, tags: [tag.id], custom_fields: {} },
        );
        assert.ok(x.created && x.last_updated);
        await refused(post(`virtualization/${path}`, { name: `N-${u}`, slug: `other-${u}` }), 'name', new RegExp(`${display} with this name already exists`));
        await refused(post(`virtualization/${path}`, { name: `other-${u}`, slug: `s-${u}` }), 'slug');
        const other = await created(`virtualization/${path}`, { name: `M-${u}`, slug: `m-${u}` });
        assert.deepEqual(await ids(`virtualization/${path}/?q=s-${u}`), [x.id]); // q searches the slug
        assert.deepEqual(await ids(`virtualization/${path}/?q=d-${u}`), [x.id]); // and the description
        assert.deepEqual(await ids(`virtualization/${path}/?slug=m-${u}`), [other.id]);
        // A cluster protects its type and group.
        const type = path === 'cluster-types' ? x : await clusterType(u);
        const cluster = await created('virtualization/clusters', { name: `c-${u}`, type: type.id, ...(path === 'cluster-groups' ? { group: x.id } : {}) });
        assert.equal((await del(`virtualization/${path}`, x.id)).status, 409);
        assert.equal((await del('virtualization/clusters', cluster.id)).status, 204);
        assert.equal((await del(`virtualization/${path}`, x.id)).status, 204);
      });
    }
  });

  describe('clusters', () => {
    it('reads back every field: nested type, group, tenant and site, status as {value, label}', async () => {
      const u = uid();
      const type = await clusterType(u);
      const group = await created('virtualization/cluster-groups', { name: `cg-${u}`, slug: `cg-${u}` });
      const tenant = await created('tenancy/tenants', { name: `ten-${u}`, slug: `ten-${u}` });
      const s = await site(u);
      const c = await created('virtualization/clusters', {
        name: `cl-${u}`, type: type.id, group: group.id, status: 'planned', tenant: tenant.id, site: s.id, description: 'desc', comments: 'notes',
      });
      const read = await get(`virtualization/clusters/${c.id}/`);
      assert.deepEqual(read, c);
      assert.equal(c.display, `cl-${u}`);
      assert.deepEqual(c.type, brief(type, 'name', 'slug', 'description'));
      assert.deepEqual(c.group, brief(group, 'name', 'slug', 'description'));
      assert.deepEqual(c.tenant, brief(tenant, 'name', 'slug', 'description'));
      assert.deepEqual(c.site, brief(s, 'name', 'slug'));
      assert.deepEqual(c.status, { value: 'planned', label: 'Planned' });
      assert.equal(c.description, 'desc');
      assert.equal(c.comments, 'notes');
      // Brief: id, url, display, name.
      const b = await get(`virtualization/clusters/?id=${c.id}&brief=1`);
      assert.deepEqual(b.results[0], brief(c, 'name', 'description'));
      await refused(post('virtualization/clusters', { name: `x-${u}`, type: type.id, status: 'retired' }), 'status', /not a valid choice/);
      await refused(post('virtualization/clusters', { name: `x-${u}` }), 'type', /required/);
      const plain = await created('virtualization/clusters', { name: `plain-${u}`, type: type.id });
      assert.deepEqual(plain.status, { value: 'active', label: 'Active' });
      assert.equal(plain.group, null);
      assert.equal(plain.site, null);
    });

    it('is unique by (group, name) and by (site, name), not by name alone', async () => {
      const u = uid();
      const type = await clusterType(u);
      const group = await created('virtualization/cluster-groups', { name: `cg-${u}`, slug: `cg-${u}` });
      const s = await site(u);
      await created('virtualization/clusters', { name: `c-${u}`, type: type.id, group: group.id });
      await refused(post('virtualization/clusters', { name: `c-${u}`, type: type.id, group: group.id }), '__all__', /Group and Name/);
      await created('virtualization/clusters', { name: `c-${u}`, type: type.id, site: s.id });
      await refused(post('virtualization/clusters', { name: `c-${u}`, type: type.id, site: s.id }), '__all__', /Site and Name/);
      await created('virtualization/clusters', { name: `c-${u}`, type: type.id }); // no group, no site
    });

    it('filters by type, group, site, region, tenant group, status and q', async () => {
      const u = uid();
      const [t1, t2] = [await clusterType(`${u}a`), await clusterType(`${u}b`)];
      const group = await created('virtualization/cluster-groups', { name: `cg-${u}`, slug: `cg-${u}` });
      const region = await created('dcim/regions', { name: `r-${u}`, slug: `r-${u}` });
      const s = await site(u, { region: region.id });
      const tg = await created('tenancy/tenant-groups', { name: `tg-${u}`, slug: `tg-${u}` });
      const tenant = await created('tenancy/tenants', { name: `ten-${u}`, slug: `ten-${u}`, group: tg.id });
      const a = await created('virtualization/clusters', { name: `a-${u}`, type: t1.id, group: group.id, site: s.id, tenant: tenant.id, status: 'offline' });
      const b = await created('virtualization/clusters', { name: `b-${u}`, type: t2.id, comments: `needle-${u}` });
      const both = sorted(a.id, b.id);
      assert.deepEqual(await ids(`virtualization/clusters/?type=ct-${u}a&type=ct-${u}b`), both);
      assert.deepEqual(await ids(`virtualization/clusters/?type=ct-${u}a`), [a.id]);
      assert.deepEqual(await ids(`virtualization/clusters/?type_id=${t2.id}`), [b.id]);
      assert.deepEqual(await ids(`virtualization/clusters/?group=cg-${u}`), [a.id]);
      assert.deepEqual(await ids(`virtualization/clusters/?site=vs-${u}`), [a.id]);
      assert.deepEqual(await ids(`virtualization/clusters/?region=r-${u}`), [a.id]);
      assert.deepEqual(await ids(`virtualization/clusters/?region_id=${region.id}`), [a.id]);
      assert.deepEqual(await ids(`virtualization/clusters/?tenant_group=tg-${u}`), [a.id]);
      assert.deepEqual(await ids(`virtualization/clusters/?tenant_group_id=${tg.id}`), [a.id]);
      assert.deepEqual(await ids(`virtualization/clusters/?type_id=${t1.id}&type_id=${t2.id}&status=offline`), [a.id]);
      assert.deepEqual(await ids(`virtualization/clusters/?type_id=${t1.id}&type_id=${t2.id}&status__n=offline`), [b.id]);
      assert.deepEqual(await ids(`virtualization/clusters/?q=needle-${u}`), [b.id]); // comments are searched
    });
  });

  /** A site with a cluster in it, a device there, a VM role, a tenant and a platform. */
  async function world(u: string) {
    const s = await site(u);
    const type = await clusterType(u);
    const group = await created('virtualization/cluster-groups', { name: `cg-${u}`, slug: `cg-${u}` });
    const cluster = await created('virtualization/clusters', { name: `cl-${u}`, type: type.id, group: group.id, site: s.id });
    const role = await make.deviceRole({ vm_role: true });
    const device = await make.device({ name: `host-${u}`, role: role.id, site: s.id });
    const tenant = await created('tenancy/tenants', { name: `ten-${u}`, slug: `ten-${u}` });
    const platform = await created('dcim/platforms', { name: `pf-${u}`, slug: `pf-${u}` });
    return { site: s, type, group, cluster, role, device, tenant, platform };
  }

  describe('virtual machines', () => {
    it('reads back every field, with display_name and config_context', async () => {
      const u = uid();
      const w = await world(u);
      const tag = await created('extras/tags', { name: `t-${u}`, slug: `t-${u}` });
      const made = await created('virtualization/virtual-machines', {
        name: `vm-${u}`, status: 'staged', site: w.site.id, cluster: w.cluster.id, device: w.device.id, role: w.role.id,
        tenant: w.tenant.id, platform: w.platform.id, vcpus: 2.5, memory: 4096, disk: 80,
        description: 'desc', comments: 'notes', local_context_data: { a: 1 }, tags: [tag.id],
      });
      // Primary addresses sit on the VM's own interfaces, so they are set once it has one.
      const eth = await created('virtualization/interfaces', { virtual_machine: made.id, name: 'eth0' });
      const on = { assigned_object_type: 'virtualization.vminterface', assigned_object_id: eth.id };
      const ip4 = await created('ipam/ip-addresses', { address: `10.231.${parseInt(u.slice(0, 2), 16)}.1/24`, ...on });
      const ip6 = await created('ipam/ip-addresses', { address: `2001:db8:231:${u.slice(0, 4)}::1/64`, ...on });
      const r = await patch('virtualization/virtual-machines', made.id, { primary_ip4: ip4.id, primary_ip6: ip6.id });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const vm = r.body;
      assert.deepEqual(await get(`virtualization/virtual-machines/${vm.id}/`), vm);
      assert.equal(vm.display, `vm-${u}`);
      assert.equal(vm.display_name, `vm-${u}`);
      assert.deepEqual(vm.status, { value: 'staged', label: 'Staged' });
      assert.deepEqual(vm.site, brief(w.site, 'name', 'slug'));
      assert.deepEqual(vm.cluster, brief(w.cluster, 'name', 'description'));
      assert.deepEqual(vm.device, brief(w.device, 'name', 'display_name'));
      assert.deepEqual(vm.role, { ...brief(w.role, 'name', 'slug', 'description'), device_count: 1, virtualmachine_count: 1, _depth: 0 }); // its host and this VM
      assert.deepEqual(vm.tenant, brief(w.tenant, 'name', 'slug', 'description'));
      assert.deepEqual(vm.platform, { ...brief(w.platform, 'name', 'slug', 'description'), device_count: 0, virtualmachine_count: 1, _depth: 0 });
      assert.deepEqual(vm.primary_ip4, { ...brief(ip4, 'address', 'description'), family: 4 }); // a bare family in brief
      assert.deepEqual(vm.primary_ip6, { ...brief(ip6, 'address', 'description'), family: 6 });
      assert.deepEqual(vm.primary_ip, vm.primary_ip6, 'IPv6 first, as NetBox without PREFER_IPV4');
      assert.equal(vm.interface_count, 1);
      assert.equal(Number(vm.vcpus), 2.5);
      assert.equal(vm.memory, 4096);
      assert.equal(vm.disk, 80);
      assert.equal(vm.description, 'desc');
      assert.equal(vm.comments, 'notes');
      assert.deepEqual(vm.local_context_data, { a: 1 });
      assert.deepEqual(vm.tags.map((t: Obj) => t.id), [tag.id]);
      assert.ok('config_context' in vm);
      const b = await get(`virtualization/virtual-machines/?id=${vm.id}&brief=1`);
      assert.deepEqual(b.results[0], brief(vm, 'name', 'description'));
      // Defaults: active, everything else empty.
      const plain = await created('virtualization/virtual-machines', { name: `plain-${u}`, site: w.site.id });
      assert.deepEqual(plain.status, { value: 'active', label: 'Active' });
      for (const f of ['cluster', 'device', 'role', 'tenant', 'platform', 'primary_ip', 'primary_ip4', 'primary_ip6', 'vcpus', 'memory', 'disk', 'local_context_data'])
        assert.equal(plain[f], null, f);
      await created('virtualization/interfaces', { virtual_machine: plain.id, name: 'eth0' });
      assert.equal((await get(`virtualization/virtual-machines/${plain.id}/`)).interface_count, 1);
      await refused(post('virtualization/virtual-machines', { name: `x-${u}`, site: w.site.id, vcpus: 0 }), 'vcpus');
      await refused(post('virtualization/virtual-machines', { name: `x-${u}`, site: w.site.id, status: 'inventory' }), 'status', /not a valid choice/);
      // Another VM's primary address is on that VM's interface, never on this one's.
      await refused(patch('virtualization/virtual-machines', plain.id, { primary_ip4: ip4.id }), 'primary_ip4', /is not assigned to this VM/);
    });

    it('needs a site or a cluster, and the cluster must be in the site; a cluster gives its site', async () => {
      const u = uid();
      const w = await world(u);
      const other = await site(`o${u}`);
      await refused(post('virtualization/virtual-machines', { name: `vm-${u}` }), 'cluster', /must be assigned to a site and\/or cluster/);
      await refused(post('virtualization/virtual-machines', { name: `vm-${u}`, site: other.id, cluster: w.cluster.id }), 'cluster', /is not assigned to this site/);
      const vm = await created('virtualization/virtual-machines', { name: `vm-${u}`, cluster: w.cluster.id });
      assert.equal(vm.site.id, w.site.id);
      // Moving it to another site leaves the cluster behind: refused; clearing both: refused.
      await refused(patch('virtualization/virtual-machines', vm.id, { site: other.id }), 'cluster', /not assigned to this site/);
      await refused(patch('virtualization/virtual-machines', vm.id, { site: null, cluster: null }), 'cluster');
      // A cluster without a site takes VMs of any site... but NetBox compares cluster.site to the VM's site.
      const loose = await created('virtualization/clusters', { name: `loose-${u}`, type: w.type.id });
      await refused(post('virtualization/virtual-machines', { name: `l-${u}`, site: w.site.id, cluster: loose.id }), 'cluster');
      const inLoose = await created('virtualization/virtual-machines', { name: `l-${u}`, cluster: loose.id });
      assert.equal(inLoose.site, null);
      const siteOnly = await created('virtualization/virtual-machines', { name: `s-${u}`, site: other.id });
      assert.equal(siteOnly.cluster, null);
    });

    it('a host device needs a cluster; the role must be a VM role; primary addresses are of their family', async () => {
      const u = uid();
      const w = await world(u);
      await refused(post('virtualization/virtual-machines', { name: `vm-${u}`, site: w.site.id, device: w.device.id }), 'device', /Must specify a cluster/);
      const devRole = await created('dcim/device-roles', { name: `dr-${u}`, slug: `dr-${u}`, vm_role: false });
      await refused(post('virtualization/virtual-machines', { name: `vm-${u}`, site: w.site.id, role: devRole.id }), 'role');
      const ip6 = await created('ipam/ip-addresses', { address: '2001:db8:232::1/64' });
      const ip4 = await created('ipam/ip-addresses', { address: '10.232.0.1/24' });
      await refused(post('virtualization/virtual-machines', { name: `vm-${u}`, site: w.site.id, primary_ip4: ip6.id }), 'primary_ip4', /Must be an IPv4 address/);
      await refused(post('virtualization/virtual-machines', { name: `vm-${u}`, site: w.site.id, primary_ip6: ip4.id }), 'primary_ip6', /Must be an IPv6 address/);
      const vm = await created('virtualization/virtual-machines', { name: `vm-${u}`, cluster: w.cluster.id, device: w.device.id, role: w.role.id });
      const eth = await created('virtualization/interfaces', { virtual_machine: vm.id, name: 'eth0' });
      assert.equal((await patch('ipam/ip-addresses', ip4.id, { assigned_object_type: 'virtualization.vminterface', assigned_object_id: eth.id })).status, 200);
      assert.equal((await patch('virtualization/virtual-machines', vm.id, { primary_ip4: ip4.id })).status, 200);
      // Deleting the address clears the primary address (SET_NULL).
      assert.equal((await del('ipam/ip-addresses', ip4.id)).status, 204);
      assert.equal((await get(`virtualization/virtual-machines/${vm.id}/`)).primary_ip4, null);
    });

    it('names are unique per cluster (ignoring case) among VMs without a tenant, and per cluster and tenant', async () => {
      const u = uid();
      const w = await world(u);
      const t2 = await created('tenancy/tenants', { name: `t2-${u}`, slug: `t2-${u}` });
      await created('virtualization/virtual-machines', { name: `vm-${u}`, cluster: w.cluster.id });
      await refused(post('virtualization/virtual-machines', { name: `VM-${u}`, cluster: w.cluster.id }), '__all__', /unique per cluster/);
      const withTenant = await created('virtualization/virtual-machines', { name: `VM-${u}`, cluster: w.cluster.id, tenant: w.tenant.id });
      await refused(post('virtualization/virtual-machines', { name: `vm-${u}`, cluster: w.cluster.id, tenant: w.tenant.id }), '__all__', /unique per cluster and tenant/);
      await created('virtualization/virtual-machines', { name: `vm-${u}`, cluster: w.cluster.id, tenant: t2.id });
      // Without a cluster, names may repeat (NetBox's constraints include the cluster).
      await created('virtualization/virtual-machines', { name: `vm-${u}`, site: w.site.id });
      await created('virtualization/virtual-machines', { name: `vm-${u}`, site: w.site.id });
      // An update that keeps its own name is not a clash with itself.
      assert.equal((await patch('virtualization/virtual-machines', withTenant.id, { description: 'x' })).status, 200);
    });

    it('keeps a serial number (NetBox 4.1), empty by default, searched by q and filtered by serial', async () => {
      const u = uid();
      const w = await world(u);
      const plain = await created('virtualization/virtual-machines', { name: `plain-${u}`, cluster: w.cluster.id });
      assert.equal(plain.serial, '');
      const vm = await created('virtualization/virtual-machines', { name: `vm-${u}`, cluster: w.cluster.id, serial: `SN-${u}` });
      assert.equal(vm.serial, `SN-${u}`);
      assert.equal((await get(`virtualization/virtual-machines/${vm.id}/`)).serial, `SN-${u}`);
      assert.deepEqual(await ids(`virtualization/virtual-machines/?serial=SN-${u}`), [vm.id]);
      assert.deepEqual(await ids(`virtualization/virtual-machines/?serial__ic=sn-${u}`), [vm.id]);
      assert.deepEqual(await ids(`virtualization/virtual-machines/?q=SN-${u}`), [vm.id]);
      await refused(patch('virtualization/virtual-machines', vm.id, { serial: 'x'.repeat(51) }), 'serial', /no more than 50 characters/);
      assert.equal((await get(`virtualization/virtual-machines/${vm.id}/`)).serial, `SN-${u}`, 'the refused write changed nothing');
    });

    it('protects its cluster, site, device, role and tenant; deleting the platform clears it', async () => {
      const u = uid();
      const w = await world(u);
      const vm = await created('virtualization/virtual-machines', { name: `vm-${u}`, cluster: w.cluster.id, device: w.device.id, role: w.role.id, tenant: w.tenant.id, platform: w.platform.id });
      assert.equal((await del('virtualization/clusters', w.cluster.id)).status, 409);
      assert.equal((await del('dcim/devices', w.device.id)).status, 409);
      assert.equal((await del('dcim/device-roles', w.role.id)).status, 409);
      assert.equal((await del('tenancy/tenants', w.tenant.id)).status, 409);
      assert.equal((await del('dcim/sites', w.site.id)).status, 409);
      assert.equal((await del('dcim/platforms', w.platform.id)).status, 204);
      assert.equal((await get(`virtualization/virtual-machines/${vm.id}/`)).platform, null);
      assert.equal((await del('virtualization/virtual-machines', vm.id)).status, 204);
      assert.equal((await del('virtualization/clusters', w.cluster.id)).status, 204);
    });

    it('filters by cluster, cluster group, cluster type, site, region, role, platform, device, tenant group, local context and q', async () => {
      const u = uid();
      const w = await world(u);
      const region = await created('dcim/regions', { name: `r-${u}`, slug: `r-${u}` });
      const s2 = await site(`b${u}`, { region: region.id });
      const tg = await created('tenancy/tenant-groups', { name: `tg-${u}`, slug: `tg-${u}` });
      const t2 = await created('tenancy/tenants', { name: `t2-${u}`, slug: `t2-${u}`, group: tg.id });
      const a = await created('virtualization/virtual-machines', {
        name: `a-${u}`, cluster: w.cluster.id, device: w.device.id, role: w.role.id, platform: w.platform.id, local_context_data: { x: 1 }, vcpus: 4, memory: 1024,
      });
      const b = await created('virtualization/virtual-machines', { name: `b-${u}`, site: s2.id, tenant: t2.id, status: 'failed', comments: `needle-${u}`, vcpus: 1 });
      const both = `&id=${a.id}&id=${b.id}`;
      const f = (q: string) => ids(`virtualization/virtual-machines/?${q}${both}`);
      assert.deepEqual(await f(''), sorted(a.id, b.id));
      assert.deepEqual(await f(`cluster=cl-${u}`), [a.id]);
      assert.deepEqual(await f(`cluster_id=${w.cluster.id}`), [a.id]);
      assert.deepEqual(await f('cluster_id=null'), [b.id]);
      assert.deepEqual(await f(`cluster_group=cg-${u}`), [a.id]);
      assert.deepEqual(await f(`cluster_group_id=${w.group.id}`), [a.id]);
      assert.deepEqual(await f(`cluster_type=ct-${u}`), [a.id]);
      assert.deepEqual(await f(`cluster_type_id=${w.type.id}`), [a.id]);
      assert.deepEqual(await f(`site=vs-b${u}`), [b.id]);
      assert.deepEqual(await f(`site_id=${w.site.id}`), [a.id]);
      assert.deepEqual(await f(`region=r-${u}`), [b.id]);
      assert.deepEqual(await f(`region_id=${region.id}`), [b.id]);
      assert.deepEqual(await f(`role=${w.role.slug}`), [a.id]);
      assert.deepEqual(await f(`platform=pf-${u}`), [a.id]);
      assert.deepEqual(await f(`device=host-${u}`), [a.id]);
      assert.deepEqual(await f(`device_id=${w.device.id}`), [a.id]);
      assert.deepEqual(await f(`tenant_group=tg-${u}`), [b.id]);
      assert.deepEqual(await f(`tenant_group_id=${tg.id}`), [b.id]);
      assert.deepEqual(await f(`tenant=t2-${u}`), [b.id]);
      assert.deepEqual(await f('local_context_data=true'), [a.id]);
      assert.deepEqual(await f('local_context_data=false'), [b.id]);
      assert.deepEqual(await f('status=failed'), [b.id]);
      assert.deepEqual(await f('vcpus__gte=2'), [a.id]);
      assert.deepEqual(await f('memory=1024'), [a.id]);
      assert.deepEqual(await ids(`virtualization/virtual-machines/?q=needle-${u}`), [b.id]);
      assert.deepEqual(await ids(`virtualization/virtual-machines/?q=a-${u}`), [a.id]);
    });
  });

  describe('VM interfaces', () => {
    /** A VM at a site, with a VLAN of that site, a global VLAN and a VLAN of another site. */
    async function vmWorld(u: string) {
      const w = await world(u);
      const vm = await created('virtualization/virtual-machines', { name: `vm-${u}`, cluster: w.cluster.id });
      const other = await site(`o${u}`);
      const local = await created('ipam/vlans', { vid: 10, name: `local-${u}`, site: w.site.id });
      const global = await created('ipam/vlans', { vid: 20, name: `global-${u}` });
      const foreign = await created('ipam/vlans', { vid: 30, name: `foreign-${u}`, site: other.id });
      return { ...w, vm, local, global, foreign };
    }

    it('reads back every field: nested VM, parent, bridge, VLANs and VRF, mode as {value, label}', async () => {
      const u = uid();
      const w = await vmWorld(u);
      const vrf = await created('ipam/vrfs', { name: `vrf-${u}`, rd: `65000:${parseInt(u.slice(0, 4), 16)}` });
      const tag = await created('extras/tags', { name: `t-${u}`, slug: `t-${u}` });
      const parent = await created('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'eth0' });
      const bridge = await created('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'br0' });
      const i = await created('virtualization/interfaces', {
        virtual_machine: w.vm.id, name: 'eth0.10', enabled: false, parent: parent.id, bridge: bridge.id, mtu: 9000,
        mac_address: 'aa:bb:cc:dd:ee:01', description: 'desc', mode: 'tagged', untagged_vlan: w.local.id,
        tagged_vlans: [w.global.id, w.local.id], vrf: vrf.id, tags: [tag.id],
      });
      assert.deepEqual(await get(`virtualization/interfaces/${i.id}/`), i);
      assert.equal(i.display, 'eth0.10');
      assert.deepEqual(i.virtual_machine, brief(w.vm, 'name', 'description'));
      assert.deepEqual(i.parent, { ...brief(parent, 'virtual_machine', 'name', 'description') });
      assert.deepEqual(i.bridge, brief(bridge, 'virtual_machine', 'name', 'description'));
      assert.equal(i.enabled, false);
      assert.equal(i.mtu, 9000);
      assert.equal(i.mac_address, 'AA:BB:CC:DD:EE:01');
      assert.equal(i.description, 'desc');
      assert.deepEqual(i.mode, { value: 'tagged', label: 'Tagged' });
      assert.equal(i.untagged_vlan.id, w.local.id);
      assert.deepEqual(sorted(...i.tagged_vlans.map((v: Obj) => v.id)), sorted(w.global.id, w.local.id));
      assert.equal(i.vrf.id, vrf.id);
      assert.deepEqual(i.tags.map((t: Obj) => t.id), [tag.id]);
      const b = await get(`virtualization/interfaces/?id=${i.id}&brief=1`);
      assert.deepEqual(b.results[0], brief(i, 'virtual_machine', 'name', 'description'));
      assert.deepEqual(
        { enabled: parent.enabled, mode: parent.mode, mtu: parent.mtu, mac: parent.mac_address, tagged: parent.tagged_vlans },
        { enabled: true, mode: null, mtu: null, mac: null, tagged: [] },
      );
      await refused(post('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'x', mode: 'trunk' }), 'mode', /not a valid choice/);
      await refused(post('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'x', mtu: 0 }), 'mtu');
    });

    it('is unique per VM by name; deleting the VM deletes its interfaces', async () => {
      const u = uid();
      const w = await vmWorld(u);
      const vm2 = await created('virtualization/virtual-machines', { name: `vm2-${u}`, cluster: w.cluster.id });
      const a = await created('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'eth0' });
      await refused(post('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'eth0' }), '__all__', /Virtual machine and Name/);
      const other = await created('virtualization/interfaces', { virtual_machine: vm2.id, name: 'eth0' });
      const child = await created('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'eth0.5', parent: a.id });
      assert.equal((await del('virtualization/virtual-machines', w.vm.id)).status, 204);
      for (const id of [a.id, child.id]) assert.equal((await api.request.get(`/api/virtualization/interfaces/${id}/`).set(auth).set('Host', host)).status, 404);
      assert.equal((await get(`virtualization/interfaces/${other.id}/`)).id, other.id);
    });

    it('parent and bridge are other interfaces of the same VM', async () => {
      const u = uid();
      const w = await vmWorld(u);
      const vm2 = await created('virtualization/virtual-machines', { name: `vm2-${u}`, cluster: w.cluster.id });
      const foreign = await created('virtualization/interfaces', { virtual_machine: vm2.id, name: 'eth9' });
      await refused(post('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'x', parent: foreign.id }), 'parent', /belongs to a different virtual machine/);
      await refused(post('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'x', bridge: foreign.id }), 'bridge', /belongs to a different virtual machine/);
      const i = await created('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'eth0' });
      await refused(patch('virtualization/interfaces', i.id, { parent: i.id }), 'parent', /own parent/);
      await refused(patch('virtualization/interfaces', i.id, { bridge: i.id }), 'bridge', /bridged to itself/);
      // Deleting a parent clears the child's parent.
      const child = await created('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'eth0.1', parent: i.id });
      assert.equal((await del('virtualization/interfaces', i.id)).status, 204);
      assert.equal((await get(`virtualization/interfaces/${child.id}/`)).parent, null);
    });

    it('802.1Q: tagged VLANs only in tagged mode; VLANs are global or of the VM\'s site; leaving a mode drops its VLANs', async () => {
      const u = uid();
      const w = await vmWorld(u);
      const vmIf = (body: object) => post('virtualization/interfaces', { virtual_machine: w.vm.id, name: `e-${uid()}`, ...body });
      await refused(vmIf({ mode: 'access', tagged_vlans: [w.local.id] }), 'mode', /access interface cannot have tagged VLANs/);
      await refused(vmIf({ mode: 'tagged-all', tagged_vlans: [w.local.id] }), 'tagged_vlans', /tagged mode/);
      await refused(vmIf({ tagged_vlans: [w.local.id] }), 'tagged_vlans', /tagged mode/);
      await refused(vmIf({ mode: 'tagged', tagged_vlans: [w.global.id, w.foreign.id] }), 'tagged_vlans', new RegExp(`foreign-${u} \\(30\\) must belong to the same site`));
      await refused(vmIf({ mode: 'access', untagged_vlan: w.foreign.id }), 'untagged_vlan', /must belong to the same site/);
      const access = (await vmIf({ mode: 'access', untagged_vlan: w.global.id })).body;
      assert.equal(access.untagged_vlan.id, w.global.id);
      // No mode, no untagged VLAN (NetBox clears it on save).
      const none = (await vmIf({ untagged_vlan: w.local.id })).body;
      assert.equal(none.untagged_vlan, null);
      const tagged = (await vmIf({ mode: 'tagged', untagged_vlan: w.local.id, tagged_vlans: [w.local.id, w.global.id] })).body;
      assert.equal(tagged.tagged_vlans.length, 2);
      const toAll = await patch('virtualization/interfaces', tagged.id, { mode: 'tagged-all' });
      assert.equal(toAll.status, 200, JSON.stringify(toAll.body));
      assert.deepEqual(toAll.body.tagged_vlans, []);
      assert.equal(toAll.body.untagged_vlan.id, w.local.id);
      const cleared = await patch('virtualization/interfaces', tagged.id, { mode: null });
      assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
      assert.equal(cleared.body.untagged_vlan, null);
      assert.equal(cleared.body.mode, null);
    });

    it('filters by VM, cluster, mode, MAC address, VRF, parent, enabled and q', async () => {
      const u = uid();
      const w = await vmWorld(u);
      const vm2 = await created('virtualization/virtual-machines', { name: `vm2-${u}`, site: w.site.id });
      const vrf = await created('ipam/vrfs', { name: `vrf-${u}`, rd: `65001:${parseInt(u.slice(0, 4), 16)}` });
      const a = await created('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'eth0', mode: 'access', mac_address: 'AA:BB:CC:00:00:01', vrf: vrf.id });
      const b = await created('virtualization/interfaces', { virtual_machine: vm2.id, name: 'eth0', enabled: false, description: `needle-${u}` });
      const c = await created('virtualization/interfaces', { virtual_machine: w.vm.id, name: 'eth0.7', parent: a.id });
      const f = (q: string) => ids(`virtualization/interfaces/?${q}&id=${a.id}&id=${b.id}&id=${c.id}`);
      assert.deepEqual(await f(`virtual_machine=vm-${u}`), sorted(a.id, c.id));
      assert.deepEqual(await f(`virtual_machine_id=${vm2.id}`), [b.id]);
      assert.deepEqual(await f(`cluster=cl-${u}`), sorted(a.id, c.id));
      assert.deepEqual(await f(`cluster_id=${w.cluster.id}`), sorted(a.id, c.id));
      // NetBox 3.7 does not filter VM interfaces by mode: no filter (STRICT_FILTERING: 400).
      const mode = await api.request.get(`/api/virtualization/interfaces/?mode=access&id=${a.id}`).set(auth);
      assert.deepEqual([mode.status, mode.body], [400, { mode: ['Unknown filter.'] }]);
      assert.deepEqual(await f('mac_address=aa:bb:cc:00:00:01'), [a.id]);
      assert.deepEqual(await f(`vrf_id=${vrf.id}`), [a.id]);
      assert.deepEqual(await f(`vrf=${vrf.rd}`), [a.id]);
      assert.deepEqual(await f(`parent_id=${a.id}`), [c.id]);
      assert.deepEqual(await f('enabled=false'), [b.id]);
      assert.deepEqual(await f('name=eth0'), sorted(a.id, b.id));
      assert.deepEqual(await ids(`virtualization/interfaces/?q=needle-${u}`), [b.id]);
    });
  });
});
