// Circuits models added with NetBox 3.7's data model: provider networks and circuit
// terminations. Full representations, uniqueness, protected and cascading deletes, the
// site-or-provider-network rule of CircuitTermination.clean, and the filters.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';


describe('models: circuits', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, del, get, created, refused, ids, sorted, brief } = modelHelpers(() => api);

  const provider = (u: string) => created('circuits/providers', { name: `p-${u}`, slug: `p-${u}` });
  async function circuit(u: string, p?: Obj) {
    const prov = p ?? (await provider(u));
    const type = await created('circuits/circuit-types', { name: `ct-${u}`, slug: `ct-${u}` });
    return created('circuits/circuits', { cid: `cid-${u}`, provider: prov.id, type: type.id });
  }

  describe('provider accounts', () => {
    it('reads back every field; unique per provider by account, and by name when it has one; a circuit\'s account is its provider\'s', async () => {
      const u = uid();
      const p = await provider(u);
      const a = await created('circuits/provider-accounts', { provider: p.id, account: `acct-${u}`, name: `main-${u}`, description: 'd', comments: 'c' });
      assert.deepEqual(await get(`circuits/provider-accounts/${a.id}/`), a);
      assert.equal(a.display, `acct-${u} (main-${u})`);
      assert.deepEqual(a.provider, brief(p, 'name', 'slug', 'description'));
      assert.deepEqual((await get(`circuits/provider-accounts/?id=${a.id}&brief=1`)).results[0], brief(a, 'name', 'account', 'description'));
      const unnamed = await created('circuits/provider-accounts', { provider: p.id, account: `second-${u}` });
      assert.deepEqual([unnamed.name, unnamed.display], ['', `second-${u}`]);
      await created('circuits/provider-accounts', { provider: p.id, account: `third-${u}` }); // a second empty name is no clash
      await refused(post('circuits/provider-accounts', { provider: p.id, account: `acct-${u}` }), '__all__', /Provider and Account ID/);
      await refused(post('circuits/provider-accounts', { provider: p.id, account: `x-${u}`, name: `main-${u}` }), '__all__', /Provider and Name/);
      await refused(post('circuits/provider-accounts', { provider: p.id }), 'account', /required/);
      // The provider lists its accounts; filters.
      assert.deepEqual((await get(`circuits/providers/${p.id}/`)).accounts.map((x: Obj) => x.id), [a.id, unnamed.id].concat((await ids(`circuits/provider-accounts/?provider_id=${p.id}&account=third-${u}`))));
      assert.deepEqual(await ids(`circuits/provider-accounts/?provider=p-${u}&q=second-${u}`), [unnamed.id]);
      // A circuit's account belongs to its provider.
      const c = await circuit(u, p);
      const other = await created('circuits/provider-accounts', { provider: (await provider(`o${u}`)).id, account: `acct-${u}` });
      await refused(patch('circuits/circuits', c.id, { provider_account: other.id }), 'provider_account', /must belong to the assigned provider/);
      const set = await patch('circuits/circuits', c.id, { provider_account: a.id });
      assert.equal(set.status, 200, JSON.stringify(set.body));
      assert.deepEqual(set.body.provider_account, brief(a, 'name', 'account', 'description'));
      assert.deepEqual(await ids(`circuits/circuits/?provider_account_id=${a.id}`), [c.id]);
      assert.equal((await del('circuits/provider-accounts', a.id)).status, 409);
    });

    it('a provider lists its ASNs and filters by them', async () => {
      const u = uid();
      const rir = await created('ipam/rirs', { name: `rir-${u}`, slug: `rir-${u}` });
      const asn = await created('ipam/asns', { asn: 4200000000 + (parseInt(u, 16) % 90000000), rir: rir.id });
      const p = await created('circuits/providers', { name: `pa-${u}`, slug: `pa-${u}`, asns: [asn.id] });
      const bare = await provider(u);
      assert.deepEqual(p.asns.map((x: Obj) => x.id), [asn.id]);
      assert.deepEqual(await ids(`circuits/providers/?asn_id=${asn.id}`), [p.id]);
      assert.deepEqual(await ids(`circuits/providers/?asn=${asn.asn}`), [p.id]);
      assert.ok(!(await ids(`circuits/providers/?asn_id=${asn.id}`)).includes(bare.id));
    });

    it('providers filter by the sites, regions and site groups where their circuits end', async () => {
      const u = uid();
      const top = await created('dcim/regions', { name: `rt-${u}`, slug: `rt-${u}` });
      const region = await created('dcim/regions', { name: `r-${u}`, slug: `r-${u}`, parent: top.id });
      const group = await created('dcim/site-groups', { name: `g-${u}`, slug: `g-${u}` });
      const site = await created('dcim/sites', { name: `s-${u}`, slug: `s-${u}`, region: region.id, group: group.id });
      const elsewhere = await created('dcim/sites', { name: `e-${u}`, slug: `e-${u}` });
      const c = await circuit(u);
      const other = await circuit(`o${u}`);
      await created('circuits/circuit-terminations', { circuit: c.id, term_side: 'A', site: site.id });
      await created('circuits/circuit-terminations', { circuit: other.id, term_side: 'Z', site: elsewhere.id });
      const mine = [c.provider.id];
      assert.deepEqual(await ids(`circuits/providers/?site_id=${site.id}`), mine);
      assert.deepEqual(await ids(`circuits/providers/?site=s-${u}`), mine);
      assert.deepEqual(await ids(`circuits/providers/?region_id=${region.id}`), mine);
      assert.deepEqual(await ids(`circuits/providers/?region=rt-${u}`), mine, 'a region names what lies below it');
      assert.deepEqual(await ids(`circuits/providers/?site_group=g-${u}`), mine);
      assert.deepEqual(await ids(`circuits/providers/?site_group_id=${group.id}`), mine);
      assert.deepEqual(await ids(`circuits/providers/?site_id=${site.id}&site_id=${elsewhere.id}`), [c.provider.id, other.provider.id].sort((a, b) => a - b));
      assert.equal((await api.request.get('/api/circuits/providers/?site_id=abc').set(auth)).status, 400);
    });
  });

  describe('provider networks', () => {
    it('reads back every field with the provider nested; unique per provider by name; protects nothing but is protected by its provider', async () => {
      const u = uid();
      const p = await provider(u);
      const tag = await created('extras/tags', { name: `t-${u}`, slug: `t-${u}` });
      const n = await created('circuits/provider-networks', {
        provider: p.id, name: `net-${u}`, service_id: `svc-${u}`, description: 'desc', comments: 'notes', tags: [tag.id],
      });
      assert.deepEqual(await get(`circuits/provider-networks/${n.id}/`), n);
      assert.equal(n.display, `net-${u}`);
      assert.deepEqual(n.provider, brief(p, 'name', 'slug', 'description'));
      assert.deepEqual(
        { name: n.name, service_id: n.service_id, description: n.description, comments: n.comments, tags: n.tags.map((t: Obj) => t.id) },
        { name: `net-${u}`, service_id: `svc-${u}`, description: 'desc', comments: 'notes', tags: [tag.id] },
      );
      assert.deepEqual((await get(`circuits/provider-networks/?id=${n.id}&brief=1`)).results[0], brief(n, 'name', 'description'));
      await refused(post('circuits/provider-networks', { provider: p.id, name: `net-${u}` }), '__all__', /Provider and Name/);
      await refused(post('circuits/provider-networks', { name: `x-${u}` }), 'provider', /required/);
      const p2 = await provider(`b${u}`);
      await created('circuits/provider-networks', { provider: p2.id, name: `net-${u}` }); // same name, other provider
      assert.equal((await del('circuits/providers', p.id)).status, 409);
      assert.equal((await del('circuits/provider-networks', n.id)).status, 204);
      assert.equal((await del('circuits/providers', p.id)).status, 204);
    });

    it('filters by provider, service id and q', async () => {
      const u = uid();
      const [p1, p2] = [await provider(`a${u}`), await provider(`b${u}`)];
      const a = await created('circuits/provider-networks', { provider: p1.id, name: `a-${u}`, service_id: `svc-${u}` });
      const b = await created('circuits/provider-networks', { provider: p2.id, name: `b-${u}`, comments: `needle-${u}` });
      assert.deepEqual(await ids(`circuits/provider-networks/?provider=p-a${u}&provider=p-b${u}`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`circuits/provider-networks/?provider=p-a${u}`), [a.id]);
      assert.deepEqual(await ids(`circuits/provider-networks/?provider_id=${p2.id}`), [b.id]);
      assert.deepEqual(await ids(`circuits/provider-networks/?service_id=svc-${u}`), [a.id]);
      assert.deepEqual(await ids(`circuits/provider-networks/?q=svc-${u}`), [a.id]); // service_id is searched
      assert.deepEqual(await ids(`circuits/provider-networks/?q=needle-${u}`), [b.id]); // and comments
    });
  });

  describe('circuit terminations', () => {
    it('reads back every field: nested circuit and site, term_side as {value, label}, NetBox\'s display', async () => {
      const u = uid();
      const c = await circuit(u);
      const site = await created('dcim/sites', { name: `s-${u}`, slug: `s-${u}` });
      const tag = await created('extras/tags', { name: `t-${u}`, slug: `t-${u}` });
      const t = await created('circuits/circuit-terminations', {
        circuit: c.id, term_side: 'A', site: site.id, port_speed: 1000000, upstream_speed: 100000, xconnect_id: `xc-${u}`,
        pp_info: 'panel 1 port 2', description: 'desc', mark_connected: true, tags: [tag.id],
      });
      assert.deepEqual(await get(`circuits/circuit-terminations/${t.id}/`), t);
      assert.equal(t.display, `cid-${u}: Termination A`);
      assert.deepEqual(t.circuit, brief(c, 'cid', 'provider', 'description'));
      assert.deepEqual(t.term_side, { value: 'A', label: 'A' });
      assert.deepEqual(t.site, brief(site, 'name', 'slug'));
      assert.equal(t.provider_network, null);
      assert.deepEqual(
        [t.port_speed, t.upstream_speed, t.xconnect_id, t.pp_info, t.description, t.mark_connected, t.tags.map((x: Obj) => x.id)],
        [1000000, 100000, `xc-${u}`, 'panel 1 port 2', 'desc', true, [tag.id]],
      );
      assert.deepEqual((await get(`circuits/circuit-terminations/?id=${t.id}&brief=1`)).results[0], brief(t, 'circuit', 'term_side', 'description', 'cable', '_occupied'));
      const net = await created('circuits/provider-networks', { provider: c.provider.id, name: `net-${u}` });
      const z = await created('circuits/circuit-terminations', { circuit: c.id, term_side: 'Z', provider_network: net.id });
      assert.deepEqual(z.provider_network, brief(net, 'name', 'description'));
      assert.equal(z.site, null);
      assert.deepEqual([z.port_speed, z.xconnect_id, z.mark_connected], [null, '', false]);
      await refused(post('circuits/circuit-terminations', { circuit: c.id, term_side: 'B', site: site.id }), 'term_side', /not a valid choice/);
      await refused(post('circuits/circuit-terminations', { circuit: c.id, site: site.id }), 'term_side', /required/);
    });

    it('attaches to exactly one of a site and a provider network', async () => {
      const u = uid();
      const c = await circuit(u);
      const site = await created('dcim/sites', { name: `s-${u}`, slug: `s-${u}` });
      const net = await created('circuits/provider-networks', { provider: c.provider.id, name: `net-${u}` });
      await refused(post('circuits/circuit-terminations', { circuit: c.id, term_side: 'A' }), 'non_field_errors', /either a site or a provider network/);
      await refused(post('circuits/circuit-terminations', { circuit: c.id, term_side: 'A', site: site.id, provider_network: net.id }), 'non_field_errors', /both a site and a provider network/);
      const t = await created('circuits/circuit-terminations', { circuit: c.id, term_side: 'A', site: site.id });
      await refused(patch('circuits/circuit-terminations', t.id, { provider_network: net.id }), 'non_field_errors', /both/);
      await refused(patch('circuits/circuit-terminations', t.id, { site: null }), 'non_field_errors', /either/);
      const moved = await patch('circuits/circuit-terminations', t.id, { site: null, provider_network: net.id });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
      assert.equal(moved.body.site, null);
      assert.equal(moved.body.provider_network.id, net.id);
    });

    it('one termination per side of a circuit; deleting the circuit deletes them; provider networks are protected, a site takes its terminations', async () => {
      const u = uid();
      const c = await circuit(u);
      const c2 = await circuit(`b${u}`, c.provider);
      const site = await created('dcim/sites', { name: `s-${u}`, slug: `s-${u}` });
      const net = await created('circuits/provider-networks', { provider: c.provider.id, name: `net-${u}` });
      const a = await created('circuits/circuit-terminations', { circuit: c.id, term_side: 'A', site: site.id });
      await refused(post('circuits/circuit-terminations', { circuit: c.id, term_side: 'A', site: site.id }), '__all__', /Circuit and Termination/);
      const z = await created('circuits/circuit-terminations', { circuit: c.id, term_side: 'Z', provider_network: net.id });
      const other = await created('circuits/circuit-terminations', { circuit: c2.id, term_side: 'A', site: site.id });
      assert.equal((await del('circuits/provider-networks', net.id)).status, 409);
      assert.equal((await del('circuits/circuits', c.id)).status, 204);
      for (const id of [a.id, z.id]) assert.equal((await api.request.get(`/api/circuits/circuit-terminations/${id}/`).set(auth)).status, 404);
      assert.equal((await get(`circuits/circuit-terminations/${other.id}/`)).id, other.id);
      assert.equal((await del('circuits/provider-networks', net.id)).status, 204);
      // NetBox 4.2: the termination's cached _site cascades (3.7's site was protected).
      assert.equal((await del('dcim/sites', site.id)).status, 204);
      assert.equal((await api.request.get(`/api/circuits/circuit-terminations/${other.id}/`).set(auth)).status, 404);
    });

    it('a circuit shows its A and Z terminations (site, provider network, speeds, cross-connect), null until they exist', async () => {
      const u = uid();
      const c = await circuit(u);
      assert.deepEqual([c.termination_a, c.termination_z], [null, null]);
      const site = await created('dcim/sites', { name: `s-${u}`, slug: `s-${u}` });
      const net = await created('circuits/provider-networks', { provider: c.provider.id, name: `net-${u}` });
      const a = await created('circuits/circuit-terminations', { circuit: c.id, term_side: 'A', site: site.id, port_speed: 10000, upstream_speed: 1000, xconnect_id: 'XC-1', description: 'a end', pp_info: 'pp' });
      const z = await created('circuits/circuit-terminations', { circuit: c.id, term_side: 'Z', provider_network: net.id });
      const got = await get(`circuits/circuits/${c.id}/`);
      assert.deepEqual(got.termination_a, {
        id: a.id, url: a.url, display: a.display, site: brief(site, 'name', 'slug'), provider_network: null,
        port_speed: 10000, upstream_speed: 1000, xconnect_id: 'XC-1', description: 'a end',
      });
      assert.equal(got.termination_z.id, z.id);
      assert.equal(got.termination_z.site, null);
      assert.equal(got.termination_z.provider_network.id, net.id);
      // Circuits filter by where they end.
      assert.deepEqual(await ids(`circuits/circuits/?site=s-${u}`), [c.id]);
      assert.deepEqual(await ids(`circuits/circuits/?site_id=${site.id}&provider_network_id=${net.id}`), [c.id]);
      assert.deepEqual(await ids(`circuits/circuits/?provider_network_id=${net.id}&site_id__n=${site.id}`), []);
      // A site counts the circuits ending there, one per termination, as NetBox's count does.
      const second = await circuit(`${u}b`);
      await created('circuits/circuit-terminations', { circuit: second.id, term_side: 'A', site: site.id });
      await created('circuits/circuit-terminations', { circuit: second.id, term_side: 'Z', site: site.id });
      assert.equal((await get(`dcim/sites/${site.id}/`)).circuit_count, 3);
      assert.equal((await del('circuits/circuit-terminations', a.id)).status, 204);
      assert.equal((await get(`circuits/circuits/${c.id}/`)).termination_a, null);
      assert.equal((await get(`dcim/sites/?id=${site.id}`)).results[0].circuit_count, 2);
    });

    it('filters by circuit, site, provider network, side, speeds and q', async () => {
      const u = uid();
      const c = await circuit(u);
      const c2 = await circuit(`b${u}`, c.provider);
      const site = await created('dcim/sites', { name: `s-${u}`, slug: `s-${u}` });
      const net = await created('circuits/provider-networks', { provider: c.provider.id, name: `net-${u}` });
      const a = await created('circuits/circuit-terminations', { circuit: c.id, term_side: 'A', site: site.id, port_speed: 10000, xconnect_id: `xc-${u}` });
      const z = await created('circuits/circuit-terminations', { circuit: c.id, term_side: 'Z', provider_network: net.id, port_speed: 1000000, pp_info: `pp-${u}` });
      const b = await created('circuits/circuit-terminations', { circuit: c2.id, term_side: 'A', site: site.id, description: `needle-${u}` });
      const f = (q: string) => ids(`circuits/circuit-terminations/?${q}&id=${a.id}&id=${z.id}&id=${b.id}`);
      assert.deepEqual(await f(`circuit_id=${c.id}`), sorted(a.id, z.id));
      assert.deepEqual(await f(`circuit_id=${c2.id}`), [b.id]);
      assert.deepEqual(await f(`site=s-${u}`), sorted(a.id, b.id));
      assert.deepEqual(await f(`site_id=${site.id}`), sorted(a.id, b.id));
      assert.deepEqual(await f('site_id=null'), [z.id]);
      assert.deepEqual(await f(`provider_network_id=${net.id}`), [z.id]);
      assert.deepEqual(await f('term_side=Z'), [z.id]);
      assert.deepEqual(await f('term_side=A'), sorted(a.id, b.id));
      assert.deepEqual(await f('port_speed__gte=100000'), [z.id]);
      assert.deepEqual(await f(`xconnect_id=xc-${u}`), [a.id]);
      assert.deepEqual(await ids(`circuits/circuit-terminations/?q=xc-${u}`), [a.id]);
      assert.deepEqual(await ids(`circuits/circuit-terminations/?q=pp-${u}`), [z.id]);
      assert.deepEqual(await ids(`circuits/circuit-terminations/?q=needle-${u}`), [b.id]);
    });
  });
});
