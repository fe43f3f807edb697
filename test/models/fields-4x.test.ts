// Fields NetBox 4.x added to ipam, virtualization and vpn models (issue 32 item 3), as NetBox
// 4.6 has them (serializers, models and filter sets at v4.6.8), served to both generations:
// ASNs' role, roles' asn_count, L2VPNs' status, tunnels' terminations_count, virtual machines'
// start_on_boot and clusters' allocated_vcpus, allocated_memory and allocated_disk.
import assert from 'node:assert/strict';
import { factories } from '../support/factories.ts';
import { auth, modelHelpers, startApi, type TestApi } from '../support/api.ts';
import { uid } from '../support/uid.ts';

describe('models: fields NetBox 4.x added to ipam, virtualization and vpn', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, patch, del, get, created, refused, ids, brief } = modelHelpers(() => api);
  const make = factories(created);
  const named = (p: string) => {
    const name = `${p}-${uid()}`;
    return { name, slug: name };
  };
  const at46 = (path: string) => api.request.get(`/api/${path}`).set(auth).set('Host', host).set('Accept', 'application/json; version=4.6');
  /** A 32-bit ASN no other test uses. */
  const asnNumber = () => 4200000000 + Math.floor(Math.random() * 90000000);

  describe('ASNs: role (NetBox 4.x), and a role\'s asn_count', () => {
    it('writes and reads the role nested, filters by role and role_id, and counts the role\'s ASNs', async () => {
      const rir = await created('ipam/rirs', named('rir'));
      const role = await created('ipam/roles', named('role'));
      const other = await created('ipam/roles', named('role'));
      assert.equal(role.asn_count, 0);
      const asn = await created('ipam/asns', { asn: asnNumber(), rir: rir.id, role: role.id });
      const plain = await created('ipam/asns', { asn: asnNumber(), rir: rir.id });
      assert.deepEqual(asn.role, (await get(`ipam/roles/?id=${role.id}&brief=1`)).results[0]);
      assert.equal(plain.role, null);
      assert.deepEqual(await ids(`ipam/asns/?role_id=${role.id}`), [asn.id]);
      assert.deepEqual(await ids(`ipam/asns/?role=${role.slug}`), [asn.id]);
      assert.deepEqual(await ids(`ipam/asns/?role_id=null&rir_id=${rir.id}`), [plain.id]);
      assert.deepEqual(await ids(`ipam/asns/?role__n=${role.slug}&rir_id=${rir.id}`), [plain.id]);
      assert.equal((await get(`ipam/roles/${role.id}/`)).asn_count, 1);
      assert.equal((await get(`ipam/roles/${other.id}/`)).asn_count, 0);
      const r = await at46(`ipam/asns/${asn.id}/`);
      assert.equal(r.body.role.id, role.id);
    });

    it('shows the sites listing the ASN as NetBox 4.6\'s ASNSiteSerializer does, from either side', async () => {
      const rir = await created('ipam/rirs', named('rir'));
      const asn = await created('ipam/asns', { asn: asnNumber(), rir: rir.id });
      assert.deepEqual(asn.sites, []);
      const [b, a] = [await make.site({ name: `b-${uid()}`, description: 'second' }), await make.site({ name: `a-${uid()}` })];
      await patch('dcim/sites', b.id, { asns: [asn.id] });
      await patch('dcim/sites', a.id, { asns: [asn.id] });
      const read = await get(`ipam/asns/${asn.id}/`);
      const shown = (s: typeof a) => ({ id: s.id, url: s.url, display: s.display, name: s.name, description: s.description, slug: s.slug });
      assert.deepEqual(read.sites, [shown(a), shown(b)]);
      assert.equal(read.site_count, 2);
    });

    it('writes sites as NetBox 4.6 does (a list of site ids), the sites\' asns following, the change log recording it', async () => {
      const rir = await created('ipam/rirs', named('rir'));
      const [a, b] = [await make.site({ name: `a-${uid()}` }), await make.site({ name: `b-${uid()}` })];
      const asn = await created('ipam/asns', { asn: asnNumber(), rir: rir.id, sites: [b.id, a.id] });
      assert.deepEqual((asn.sites as Array<{ id: number }>).map((s) => s.id), [a.id, b.id]);
      assert.equal(asn.site_count, 2);
      assert.deepEqual(((await get(`dcim/sites/${a.id}/`)).asns as Array<{ id: number }>).map((x) => x.id), [asn.id]);
      assert.deepEqual(await ids(`ipam/asns/?site_id=${b.id}`), [asn.id]);
      // PATCH replaces the list; no ignored field.
      const r = await patch('ipam/asns', asn.id, { sites: [b.id] });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.headers['x-ignored-fields'], undefined);
      assert.deepEqual((r.body.sites as Array<{ id: number }>).map((s) => s.id), [b.id]);
      assert.deepEqual((await get(`dcim/sites/${a.id}/`)).asns, []);
      // The change log records the ASN's sites, by id, before and after.
      const changes = await get(`extras/object-changes/?changed_object_type=ipam.asn&changed_object_id=${asn.id}&ordering=time`);
      const last = (changes.results as Array<{ action: { value: string }; prechange_data: { sites: number[] }; postchange_data: { sites: number[] } }>).at(-1)!;
      assert.equal(last.action.value, 'update');
      assert.deepEqual(last.prechange_data.sites, [a.id, b.id].sort((x, y) => x - y));
      assert.deepEqual(last.postchange_data.sites, [b.id]);
      // Emptied, at 4.6 as at /api/.
      const cleared = await api.request.patch(`/api/ipam/asns/${asn.id}/`).set(auth).set('Host', host).set('Accept', 'application/json; version=4.6').send({ sites: [] });
      assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
      assert.deepEqual(cleared.body.sites, []);
      assert.deepEqual((await get(`dcim/sites/${b.id}/`)).asns, []);
    });

    it('refuses a site that does not exist with a 400 naming sites, and changes nothing', async () => {
      const rir = await created('ipam/rirs', named('rir'));
      const site = await make.site({ name: `s-${uid()}` });
      const asn = await created('ipam/asns', { asn: asnNumber(), rir: rir.id, sites: [site.id] });
      await refused(api.request.patch(`/api/ipam/asns/${asn.id}/`).set(auth).set('Host', host).send({ sites: [site.id, 999999999] }), 'sites');
      assert.deepEqual(((await get(`ipam/asns/${asn.id}/`)).sites as Array<{ id: number }>).map((s) => s.id), [site.id]);
    });

    it('refuses a role that does not exist with a 400 naming the field', async () => {
      const rir = await created('ipam/rirs', named('rir'));
      await refused(api.request.post('/api/ipam/asns/').set(auth).set('Host', host).send({ asn: asnNumber(), rir: rir.id, role: 999999999 }), 'role');
    });

    it('deleting the role leaves its ASNs without one (NetBox: SET_NULL)', async () => {
      const rir = await created('ipam/rirs', named('rir'));
      const role = await created('ipam/roles', named('role'));
      const asn = await created('ipam/asns', { asn: asnNumber(), rir: rir.id, role: role.id });
      assert.equal((await del('ipam/roles', role.id)).status, 204);
      const after = await get(`ipam/asns/${asn.id}/`);
      assert.equal(after.role, null);
      assert.equal(after.asn, asn.asn);
    });
  });

  describe('L2VPNs: status (NetBox 4.x)', () => {
    it('defaults to active, takes NetBox\'s choices, filters by status, and refuses others', async () => {
      const made = await created('vpn/l2vpns', { ...named('l2vpn'), type: 'vxlan' });
      assert.deepEqual(made.status, { value: 'active', label: 'Active' });
      const planned = await created('vpn/l2vpns', { ...named('l2vpn'), type: 'vxlan', status: 'planned' });
      assert.deepEqual(planned.status, { value: 'planned', label: 'Planned' });
      const r = await patch('vpn/l2vpns', made.id, { status: 'decommissioning' });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body.status, { value: 'decommissioning', label: 'Decommissioning' });
      const both = `id=${made.id}&id=${planned.id}`;
      assert.deepEqual(await ids(`vpn/l2vpns/?status=planned&${both}`), [planned.id]);
      assert.deepEqual(await ids(`vpn/l2vpns/?status__n=planned&${both}`), [made.id]);
      assert.deepEqual(await ids(`ipam/l2vpns/?status=decommissioning&${both}`), [made.id]);
      await refused(patch('vpn/l2vpns', made.id, { status: 'offline' }), 'status');
      assert.equal((await get(`vpn/l2vpns/${made.id}/`)).status.value, 'decommissioning');
      const choices = await api.request.options('/api/vpn/l2vpns/').set(auth);
      assert.deepEqual(choices.body.actions.POST.status.choices.map((c: { value: string }) => c.value), ['active', 'planned', 'decommissioning']);
    });
  });

  describe('tunnels: terminations_count (NetBox 4.x)', () => {
    it('counts the tunnel\'s terminations', async () => {
      const tunnel = await created('vpn/tunnels', { name: `tunnel-${uid()}`, encapsulation: 'gre' });
      assert.equal(tunnel.terminations_count, 0);
      const device = await make.device();
      for (const n of [1, 2]) {
        const iface = await make.interface({ device: device.id, name: `tun${n}`, type: 'virtual' });
        await created('vpn/tunnel-terminations', { tunnel: tunnel.id, termination_type: 'dcim.interface', termination_id: iface.id });
      }
      assert.equal((await get(`vpn/tunnels/${tunnel.id}/`)).terminations_count, 2);
      assert.equal((await get(`vpn/tunnels/?id=${tunnel.id}`)).results[0].terminations_count, 2);
    });
  });

  describe('virtual machines: start_on_boot (NetBox 4.x)', () => {
    it('defaults to off, takes on, off and laststate, filters by it and refuses others', async () => {
      const cluster = await cluster0();
      const vm = await created('virtualization/virtual-machines', { name: `vm-${uid()}`, cluster: cluster.id });
      assert.deepEqual(vm.start_on_boot, { value: 'off', label: 'Off' });
      const last = await created('virtualization/virtual-machines', { name: `vm-${uid()}`, cluster: cluster.id, start_on_boot: 'laststate' });
      assert.deepEqual(last.start_on_boot, { value: 'laststate', label: 'Last State' });
      const r = await patch('virtualization/virtual-machines', vm.id, { start_on_boot: 'on' });
      assert.deepEqual(r.body.start_on_boot, { value: 'on', label: 'On' });
      assert.deepEqual(await ids(`virtualization/virtual-machines/?cluster_id=${cluster.id}&start_on_boot=on`), [vm.id]);
      assert.deepEqual(await ids(`virtualization/virtual-machines/?cluster_id=${cluster.id}&start_on_boot__n=on`), [last.id]);
      await refused(patch('virtualization/virtual-machines', vm.id, { start_on_boot: 'always' }), 'start_on_boot');
      assert.equal((await get(`virtualization/virtual-machines/${vm.id}/`)).start_on_boot.value, 'on');
    });
  });

  describe('IP ranges: mark_populated (NetBox 4.3)', () => {
    /** A VRF of its own, a /29 in it (six usable addresses, .1-.6) and a range .2-.4 there. */
    async function setup(populated: boolean) {
      const vrf = await created('ipam/vrfs', { name: `vrf-${uid()}` });
      const prefix = await created('ipam/prefixes', { prefix: '198.51.100.0/29', vrf: vrf.id });
      const range = await created('ipam/ip-ranges', { start_address: '198.51.100.2/29', end_address: '198.51.100.4/29', vrf: vrf.id, mark_populated: populated });
      return { vrf, prefix, range };
    }
    const free = async (path: string) => (await get(path) as unknown as Array<{ address: string }>).map((a) => a.address);

    it('defaults to false, filters by it, and a range not populated lends its addresses as before', async () => {
      const { range, prefix } = await setup(false);
      assert.equal(range.mark_populated, false);
      assert.deepEqual(await free(`ipam/ip-ranges/${range.id}/available-ips/`), ['198.51.100.2/29', '198.51.100.3/29', '198.51.100.4/29']);
      assert.deepEqual((await free(`ipam/prefixes/${prefix.id}/available-ips/`)).length, 6);
      const populated = await setup(true);
      assert.deepEqual(await ids(`ipam/ip-ranges/?id=${range.id}&id=${populated.range.id}&mark_populated=true`), [populated.range.id]);
    });

    it('a populated range has no free address, and the prefix\'s free addresses leave it out', async () => {
      const { range, prefix, vrf } = await setup(true);
      assert.equal(range.mark_populated, true);
      assert.deepEqual(await free(`ipam/ip-ranges/${range.id}/available-ips/`), []);
      const r = await api.request.post(`/api/ipam/ip-ranges/${range.id}/available-ips/`).set(auth).send({});
      assert.equal(r.status, 409);
      assert.deepEqual(await free(`ipam/prefixes/${prefix.id}/available-ips/`), ['198.51.100.1/29', '198.51.100.5/29', '198.51.100.6/29']);
      // Allocating from the prefix skips the range.
      const two = await api.request.post(`/api/ipam/prefixes/${prefix.id}/available-ips/`).set(auth).send([{}, {}]);
      assert.equal(two.status, 201, JSON.stringify(two.body));
      assert.deepEqual(two.body.map((a: { address: string }) => a.address), ['198.51.100.1/29', '198.51.100.5/29']);
      // No new address inside it (of its VRF); outside its VRF, or outside it, one may be made.
      await refused(api.request.post('/api/ipam/ip-addresses/').set(auth).send({ address: '198.51.100.3/29', vrf: vrf.id }), 'address',
        /^Cannot create IP address 198\.51\.100\.3\/29 inside range 198\.51\.100\.2-4\/29\.$/);
      await created('ipam/ip-addresses', { address: '198.51.100.3/29' });
      assert.deepEqual(await ids(`ipam/ip-addresses/?vrf_id=${vrf.id}&address=198.51.100.3`), []);
      // Unmarked, the range lends its addresses again.
      await patch('ipam/ip-ranges', range.id, { mark_populated: false });
      assert.deepEqual(await free(`ipam/ip-ranges/${range.id}/available-ips/`), ['198.51.100.2/29', '198.51.100.3/29', '198.51.100.4/29']);
    });

    it('an address made before the range was marked may still be edited', async () => {
      const vrf = await created('ipam/vrfs', { name: `vrf-${uid()}` });
      const ip = await created('ipam/ip-addresses', { address: '198.51.100.3/29', vrf: vrf.id });
      const range = await created('ipam/ip-ranges', { start_address: '198.51.100.2/29', end_address: '198.51.100.4/29', vrf: vrf.id });
      assert.equal((await patch('ipam/ip-ranges', range.id, { mark_populated: true })).status, 200);
      const r = await patch('ipam/ip-addresses', ip.id, { description: 'kept' });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    });
  });

  /** A cluster of a new type. */
  async function cluster0() {
    const type = await created('virtualization/cluster-types', named('ctype'));
    return created('virtualization/clusters', { name: `cluster-${uid()}`, type: type.id });
  }

  describe('clusters: allocated_vcpus, allocated_memory, allocated_disk (NetBox 4.x)', () => {
    it('are null without virtual machines and the sums over its VMs after', async () => {
      const cluster = await cluster0();
      const other = await cluster0();
      assert.deepEqual([cluster.allocated_vcpus, cluster.allocated_memory, cluster.allocated_disk], [null, null, null]);
      await created('virtualization/virtual-machines', { name: `vm-${uid()}`, cluster: cluster.id, vcpus: 2.5, memory: 4096, disk: 20 });
      await created('virtualization/virtual-machines', { name: `vm-${uid()}`, cluster: cluster.id, vcpus: 1, memory: 1024 });
      await created('virtualization/virtual-machines', { name: `vm-${uid()}`, cluster: other.id, vcpus: 8, memory: 8, disk: 8 });
      const read = await get(`virtualization/clusters/${cluster.id}/`);
      // disk is written in GB at /api/ (NetBox 3.7's unit) and stored, summed and shown in MB.
      assert.deepEqual([read.allocated_vcpus, read.allocated_memory, read.allocated_disk], [3.5, 5120, 20000]);
      const listed = (await get(`virtualization/clusters/?id=${cluster.id}&id=${other.id}&ordering=id`)).results;
      assert.deepEqual(listed.map((c: { allocated_memory: number }) => c.allocated_memory), [5120, 8]);
      const r = await at46(`virtualization/clusters/${cluster.id}/`);
      assert.deepEqual([r.body.allocated_vcpus, r.body.allocated_memory, r.body.allocated_disk], [3.5, 5120, 20000]);
      assert.deepEqual(brief(r.body, 'name'), brief(read, 'name'));
    });

    it('are read-only: a written value is ignored and named in X-Ignored-Fields', async () => {
      const cluster = await cluster0();
      const r = await patch('virtualization/clusters', cluster.id, { allocated_memory: 5, description: 'x' });
      assert.equal(r.status, 200);
      assert.equal(r.body.allocated_memory, null);
      assert.match(String(r.headers['x-ignored-fields']), /allocated_memory/);
    });
  });
});
