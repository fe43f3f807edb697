// NetBox 4.2's scope on prefixes, clusters and wireless LANs, and the termination of circuit
// terminations (src/rules/dcim/scope.ts): written as scope_type + scope_id (NetBox 4.6, the
// Ansible collection 3.22) or as NetBox 3.7's site / provider_network (pynetbox against 3.7, the
// collection 3.13), read with both; the filters by region, site group, site and location compare
// the cached columns, which follow a site's region and a location's site
// (src/db/functions/scope_cache.sql); migration 0032 carries the 3.7 sites into the scope.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { factories } from '../support/factories.ts';
import { auth, modelHelpers, startApi, type Obj, type TestApi } from '../support/api.ts';
import { uid } from '../support/uid.ts';

describe('models: scopes (NetBox 4.2)', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, post, patch, del, get, created, refused, ids } = modelHelpers(() => api);
  const make = factories(created);
  const named = (p: string) => {
    const name = `${p}-${uid()}`;
    return { name, slug: name };
  };

  /** A region holding a site group's site, which holds a location. */
  async function place() {
    const region = await created('dcim/regions', named('region'));
    const group = await created('dcim/site-groups', named('sg'));
    const site = await make.site({ region: region.id, group: group.id });
    const location = await created('dcim/locations', { ...named('loc'), site: site.id });
    return { region, group, site, location };
  }
  type Place = Awaited<ReturnType<typeof place>>;
  /** NetBox 3.7's nested site (the seed's): id, url, display, name, slug. */
  const nestedSite = (o: Obj) => ({ id: o.id, url: o.url, display: o.display, name: o.name, slug: o.slug });
  /** The filters NetBox's ScopedFilterSet offers, each naming one of the place's objects. */
  const byPlace = (p: Place, only: Array<'region' | 'group' | 'site' | 'location'>) => [
    ...(only.includes('region') ? [['region_id', p.region.id], ['region', p.region.slug]] : []),
    ...(only.includes('group') ? [['site_group_id', p.group.id], ['site_group', p.group.slug]] : []),
    ...(only.includes('site') ? [['site_id', p.site.id], ['site', p.site.slug]] : []),
    ...(only.includes('location') ? [['location_id', p.location.id], ['location', p.location.slug]] : []),
  ] as Array<[string, string | number]>;
  /** Each filter of the place matches exactly `expected` among `mine` (the test's own objects). */
  async function filtersMatch(path: string, p: Place, matching: Array<'region' | 'group' | 'site' | 'location'>, expected: number[]) {
    const all = byPlace(p, ['region', 'group', 'site', 'location']);
    for (const [filter, value] of all) {
      const want = byPlace(p, matching).some(([f]) => f === filter) ? expected : [];
      assert.deepEqual(await ids(`${path}/?${filter}=${value}&id=${expected.join('&id=')}`), want, `${path} ${filter}=${value}`);
    }
  }

  describe('prefixes', () => {
    it('a scope written as NetBox 4.6 writes it (the Ansible collection 3.22) reads back with the cached site beside it', async () => {
      const p = await place();
      // netbox_prefix 3.22: scope_type and scope (sent as scope_id, its id found first).
      const made = await make.prefix({ scope_type: 'dcim.location', scope_id: p.location.id, status: 'active' });
      assert.equal(made.scope_type, 'dcim.location');
      assert.equal(made.scope_id, p.location.id);
      assert.deepEqual(made.scope, (await get(`dcim/locations/?id=${p.location.id}&brief=1`)).results[0]);
      assert.deepEqual(made.site, nestedSite(p.site));
      assert.equal('_location' in made || '_region' in made || '_site_group' in made, false);
      assert.deepEqual(await get(`ipam/prefixes/${made.id}/`), made);
      await filtersMatch('ipam/prefixes', p, ['region', 'group', 'site', 'location'], [made.id]);
      assert.deepEqual(await ids(`ipam/prefixes/?scope_type=dcim.location&scope_id=${p.location.id}`), [made.id]);
      assert.deepEqual(await ids(`ipam/prefixes/?scope_type=dcim.site&id=${made.id}`), []);
    });

    it('answers with the same fields as 4.6: scope and NetBox 3.7\'s site both', async () => {
      const p = await place();
      const made = await make.prefix({ scope_type: 'dcim.site', scope_id: p.site.id });
      const at46 = await api.request.get(`/api/ipam/prefixes/${made.id}/`).set(auth).set('Host', host).set('Accept', 'application/json; version=4.6');
      assert.equal(at46.status, 200);
      // The same but for NetBox 4.6's brief site, with its description, where /api/ nests the
      // spec's (test/api/netbox-shapes.test.ts).
      const spec = ({ description, ...rest }: Obj) => (assert.equal(description, ''), rest);
      assert.deepEqual({ ...at46.body, site: spec(at46.body.site), scope: spec(at46.body.scope) }, made);
      const pinned = await api.request.get(`/v4.6/api/ipam/prefixes/${made.id}/`).set(auth);
      assert.deepEqual([pinned.body.scope_type, pinned.body.scope_id, pinned.body.site.id], ['dcim.site', p.site.id, p.site.id]);
    });

    it('NetBox 3.7\'s site (pynetbox, the Ansible collection 3.13) sets the scope to that site; null clears it', async () => {
      const p = await place();
      const made = await make.prefix({ site: p.site.id });
      assert.deepEqual([made.scope_type, made.scope_id, made.scope?.id], ['dcim.site', p.site.id, p.site.id]);
      assert.deepEqual(made.site, nestedSite(p.site));
      await filtersMatch('ipam/prefixes', p, ['region', 'group', 'site'], [made.id]);
      // Named by its attributes, as a related object may be.
      const bySlug = await make.prefix({ site: { slug: p.site.slug } });
      assert.deepEqual([bySlug.scope_type, bySlug.scope_id], ['dcim.site', p.site.id]);
      const cleared = await patch('ipam/prefixes', made.id, { site: null });
      assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
      assert.deepEqual([cleared.body.scope_type, cleared.body.scope_id, cleared.body.scope, cleared.body.site], [null, null, null, null]);
      await filtersMatch('ipam/prefixes', p, [], [made.id]);
    });

    it('a 3.7 client sending back the site it read keeps a location scope; another site replaces it', async () => {
      const p = await place();
      const made = await make.prefix({ scope_type: 'dcim.location', scope_id: p.location.id });
      const same = await patch('ipam/prefixes', made.id, { site: p.site.id, description: 'kept' });
      assert.equal(same.status, 200, JSON.stringify(same.body));
      assert.deepEqual([same.body.scope_type, same.body.scope_id, same.body.description], ['dcim.location', p.location.id, 'kept']);
      const other = await make.site();
      const moved = await patch('ipam/prefixes', made.id, { site: other.id });
      assert.deepEqual([moved.body.scope_type, moved.body.scope_id, moved.body.site.id], ['dcim.site', other.id, other.id]);
      await filtersMatch('ipam/prefixes', p, [], [made.id]);
      // The scope, written beside the site, wins.
      const both = await patch('ipam/prefixes', made.id, { site: other.id, scope_type: 'dcim.region', scope_id: p.region.id });
      assert.deepEqual([both.body.scope_type, both.body.scope_id, both.body.site], ['dcim.region', p.region.id, null]);
      await filtersMatch('ipam/prefixes', p, ['region'], [made.id]);
      // A site group scope: only the site group filters match.
      const grouped = await patch('ipam/prefixes', made.id, { scope_type: 'dcim.sitegroup', scope_id: p.group.id });
      assert.deepEqual([grouped.body.scope_type, grouped.body.scope.id, grouped.body.site], ['dcim.sitegroup', p.group.id, null]);
      await filtersMatch('ipam/prefixes', p, ['group'], [made.id]);
      // Both null: no scope.
      const none = await patch('ipam/prefixes', made.id, { scope_type: null, scope_id: null });
      assert.deepEqual([none.body.scope_type, none.body.scope_id, none.body.scope], [null, null, null]);
      await filtersMatch('ipam/prefixes', p, [], [made.id]);
    });

    it('refuses a scope NetBox refuses, with its messages, and writes nothing', async () => {
      const p = await place();
      const rack = await make.rack({ site: p.site.id });
      const before = (await api.sql`SELECT count(*)::int AS n FROM ipam_prefix`)[0]!.n;
      await refused(post('ipam/prefixes', { prefix: '10.77.0.0/16', scope_type: 'dcim.rack', scope_id: rack.id }), 'scope_type', /^"dcim.rack" is not a valid choice\.$/);
      await refused(post('ipam/prefixes', { prefix: '10.77.0.0/16', scope_type: 'dcim.location' }), '__all__', /^Please select a location\.$/);
      await refused(post('ipam/prefixes', { prefix: '10.77.0.0/16', scope_type: 'dcim.sitegroup', scope_id: null }), '__all__', /^Please select a sitegroup\.$/);
      await refused(post('ipam/prefixes', { prefix: '10.77.0.0/16', scope_type: 'dcim.site', scope_id: 999999999 }), 'scope_id');
      await refused(post('ipam/prefixes', { prefix: '10.77.0.0/16', scope_type: 'dcim.site', scope_id: 'x' }), 'scope_id', /valid integer/);
      await refused(post('ipam/prefixes', { prefix: '10.77.0.0/16', scope_id: p.site.id }), 'scope_type', /is not a valid choice/);
      await refused(post('ipam/prefixes', { prefix: '10.77.0.0/16', site: 999999999 }), 'site');
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM ipam_prefix`)[0]!.n, before);
      const made = await make.prefix({ scope_type: 'dcim.site', scope_id: p.site.id });
      await refused(patch('ipam/prefixes', made.id, { scope_type: 'dcim.location' }), 'scope_id');
      assert.deepEqual([(await get(`ipam/prefixes/${made.id}/`)).scope_type], ['dcim.site']);
    });

    it('a bulk create scopes each item to its own place', async () => {
      const p = await place();
      const items = [
        { prefix: '10.78.1.0/24', scope_type: 'dcim.region', scope_id: p.region.id },
        { prefix: '10.78.2.0/24', site: p.site.id },
        { prefix: '10.78.3.0/24', scope_type: 'dcim.location', scope_id: p.location.id },
        { prefix: '10.78.4.0/24' },
      ];
      const r = await post('ipam/prefixes', items);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      const made = r.body as Obj[];
      assert.deepEqual(made.map((x) => [x.scope_type, x.scope_id, x.site?.id ?? null]),
        [['dcim.region', p.region.id, null], ['dcim.site', p.site.id, p.site.id], ['dcim.location', p.location.id, p.site.id], [null, null, null]]);
      const all = made.map((x) => x.id as number);
      assert.deepEqual(await ids(`ipam/prefixes/?region_id=${p.region.id}&id=${all.join('&id=')}`), all.slice(0, 3));
      assert.deepEqual(await ids(`ipam/prefixes/?site_id=${p.site.id}&id=${all.join('&id=')}`), all.slice(1, 3));
      assert.deepEqual(await ids(`ipam/prefixes/?site_id=null&id=${all.join('&id=')}`), [all[0]!, all[3]!]);
    });

    it('follows a site to another region and a location to another site, without a change of its own', async () => {
      const p = await place();
      const atSite = await make.prefix({ site: p.site.id });
      const atLocation = await make.prefix({ scope_type: 'dcim.location', scope_id: p.location.id });
      const region = await created('dcim/regions', named('region'));
      const changes = async (id: number) => (await get(`extras/object-changes/?changed_object_type=ipam.prefix&changed_object_id=${id}`)).count as number;
      const [before1, before2] = [await changes(atSite.id), await changes(atLocation.id)];
      assert.equal((await patch('dcim/sites', p.site.id, { region: region.id })).status, 200);
      assert.deepEqual(await ids(`ipam/prefixes/?region_id=${region.id}`), [atSite.id, atLocation.id].sort((a, b) => a - b));
      assert.deepEqual(await ids(`ipam/prefixes/?region_id=${p.region.id}&id=${atSite.id}&id=${atLocation.id}`), []);
      const other = await make.site({ group: p.group.id });
      assert.equal((await patch('dcim/locations', p.location.id, { site: other.id })).status, 200);
      const read = await get(`ipam/prefixes/${atLocation.id}/`);
      assert.deepEqual([read.scope_type, read.scope_id, read.site.id], ['dcim.location', p.location.id, other.id]);
      assert.deepEqual(await ids(`ipam/prefixes/?site_id=${other.id}`), [atLocation.id]);
      assert.deepEqual(await ids(`ipam/prefixes/?region_id=${region.id}`), [atSite.id]);
      assert.equal(read.last_updated, atLocation.last_updated);
      assert.deepEqual([await changes(atSite.id), await changes(atLocation.id)], [before1, before2]);
      // A change of its own records the scope and the 3.7 site; the cached columns are private, as
      // NetBox's serialize_object leaves out names starting with _.
      assert.equal((await patch('ipam/prefixes', atLocation.id, { description: 'logged' })).status, 200);
      const logged = (await get(`extras/object-changes/?changed_object_type=ipam.prefix&changed_object_id=${atLocation.id}&ordering=-time`)).results[0] as Obj;
      assert.deepEqual([logged.postchange_data.scope_type, logged.postchange_data.scope_id, logged.postchange_data.site, logged.postchange_data.description],
        ['dcim.location', p.location.id, other.id, 'logged']);
      assert.deepEqual(Object.keys(logged.postchange_data).filter((k) => k.startsWith('_')), []);
    });

    it('goes with its scope: deleting the site deletes the prefixes within it; deleting a region only uncaches it', async () => {
      const p = await place();
      const atSite = await make.prefix({ site: p.site.id });
      const atLocation = await make.prefix({ scope_type: 'dcim.location', scope_id: p.location.id });
      const inRegion = await make.prefix({ scope_type: 'dcim.region', scope_id: p.region.id });
      // NetBox 4.6: the site's GenericRelation and the cached _site cascade.
      assert.equal((await del('dcim/sites', p.site.id)).status, 204);
      for (const id of [atSite.id, atLocation.id]) assert.equal((await api.request.get(`/api/ipam/prefixes/${id}/`).set(auth)).status, 404);
      const survivor = await make.prefix({ scope_type: 'dcim.site', scope_id: (await make.site({ region: p.region.id })).id });
      assert.equal((await del('dcim/regions', p.region.id)).status, 204);
      assert.equal((await api.request.get(`/api/ipam/prefixes/${inRegion.id}/`).set(auth)).status, 404);
      const kept = await get(`ipam/prefixes/${survivor.id}/`);
      assert.equal(kept.scope_type, 'dcim.site');
      assert.equal((await api.sql`SELECT _region_id FROM ipam_prefix WHERE id = ${survivor.id}`)[0]!._region_id, null);
    });

    it('migration 0036 carries NetBox 3.7\'s site into the scope, with its region and site group', async () => {
      const p = await place();
      const made = await make.prefix({ site: p.site.id });
      const text = readFileSync('generated/db/migrations/0036_catalogue.sql', 'utf8');
      const data = text.slice(text.indexOf('-- NetBox 4.2\'s scope'));
      const rolledBack = new Error('rolled back');
      await assert.rejects(api.sql.begin(async (tx) => {
        // As a 3.7 database holds it: the site only.
        await tx`UPDATE ipam_prefix SET scope_type = NULL, scope_id = NULL, _region_id = NULL, _site_group_id = NULL WHERE id = ${made.id}`;
        for (const statement of data.split('--> statement-breakpoint')) if (statement.trim()) await tx.unsafe(statement);
        const [row] = await tx`SELECT scope_type, scope_id, site_id, _region_id, _site_group_id, _location_id FROM ipam_prefix WHERE id = ${made.id}`;
        assert.deepEqual({ ...row }, { scope_type: 'dcim.site', scope_id: p.site.id, site_id: p.site.id, _region_id: p.region.id, _site_group_id: p.group.id, _location_id: null });
        throw rolledBack;
      }), (e) => e === rolledBack);
    });
  });

  describe('clusters', () => {
    const clusterType = () => created('virtualization/cluster-types', named('ct'));

    it('takes the Ansible collection 3.22\'s scope and 3.13\'s site; reads both; filters by the cached columns', async () => {
      const p = await place();
      const type = await clusterType();
      // netbox_cluster 3.22: name, cluster_type (sent as type), scope_type, scope (as scope_id).
      const scoped = await created('virtualization/clusters', { name: `c-${uid()}`, type: type.id, scope_type: 'dcim.sitegroup', scope_id: p.group.id });
      assert.deepEqual([scoped.scope_type, scoped.scope_id, scoped.scope.id, scoped.site], ['dcim.sitegroup', p.group.id, p.group.id, null]);
      await filtersMatch('virtualization/clusters', p, ['group'], [scoped.id]);
      // netbox_cluster 3.13: site, found by its name first.
      const sited = await created('virtualization/clusters', { name: `c-${uid()}`, type: type.id, site: p.site.id });
      assert.deepEqual([sited.scope_type, sited.scope_id, sited.site.id], ['dcim.site', p.site.id, p.site.id]);
      await filtersMatch('virtualization/clusters', p, ['region', 'group', 'site'], [sited.id]);
      const located = await created('virtualization/clusters', { name: `c-${uid()}`, type: type.id, scope_type: 'dcim.location', scope_id: p.location.id });
      await filtersMatch('virtualization/clusters', p, ['region', 'group', 'site', 'location'], [located.id]);
      // The collection finds the cluster again by name and type, and sends nothing new.
      assert.deepEqual(await ids(`virtualization/clusters/?name=${sited.name}&type_id=${type.id}`), [sited.id]);
    });

    it('is unique by name within the scope\'s site, as NetBox\'s (_site, name)', async () => {
      const p = await place();
      const type = await clusterType();
      const name = `c-${uid()}`;
      await created('virtualization/clusters', { name, type: type.id, scope_type: 'dcim.site', scope_id: p.site.id });
      await refused(post('virtualization/clusters', { name, type: type.id, scope_type: 'dcim.location', scope_id: p.location.id }), '__all__', /Site and Name/);
      await refused(post('virtualization/clusters', { name, type: type.id, site: p.site.id }), '__all__', /Site and Name/);
      await created('virtualization/clusters', { name, type: type.id, scope_type: 'dcim.region', scope_id: p.region.id });
    });

    it('holds host devices only within its scope: a device checks its cluster\'s site and location, a cluster its devices\'', async () => {
      const p = await place();
      const type = await clusterType();
      const cluster = await created('virtualization/clusters', { name: `c-${uid()}`, type: type.id, scope_type: 'dcim.location', scope_id: p.location.id });
      const elsewhere = await created('dcim/locations', { ...named('loc'), site: p.site.id });
      await refused(post('dcim/devices', { name: `d-${uid()}`, device_type: (await make.deviceType()).id, role: (await make.deviceRole()).id, site: p.site.id, location: elsewhere.id, cluster: cluster.id }),
        'cluster', new RegExp(`^The assigned cluster belongs to a different location \\(${p.location.name}\\)$`));
      await refused(post('dcim/devices', { name: `d-${uid()}`, device_type: (await make.deviceType()).id, role: (await make.deviceRole()).id, site: (await make.site()).id, cluster: cluster.id }),
        'cluster', /^The assigned cluster belongs to a different site/);
      const host = await make.device({ site: p.site.id, location: p.location.id, cluster: cluster.id });
      await refused(patch('virtualization/clusters', cluster.id, { scope_type: 'dcim.location', scope_id: elsewhere.id }), 'scope',
        new RegExp(`^1 devices are assigned as hosts for this cluster but are not in location ${elsewhere.name}$`));
      const other = await make.site();
      await refused(patch('virtualization/clusters', cluster.id, { site: other.id }), 'scope', new RegExp(`^1 devices are assigned as hosts for this cluster but are not in site ${other.name}$`));
      const wider = await patch('virtualization/clusters', cluster.id, { scope_type: 'dcim.region', scope_id: p.region.id });
      assert.equal(wider.status, 200, JSON.stringify(wider.body));
      assert.equal((await get(`dcim/devices/${host.id}/`)).cluster.id, cluster.id);
    });
  });

  describe('wireless LANs', () => {
    it('take a scope (NetBox 3.7\'s had none, so no site is shown) and filter by it', async () => {
      const p = await place();
      const lan = await created('wireless/wireless-lans', { ssid: `s-${uid().slice(0, 8)}`, scope_type: 'dcim.location', scope_id: p.location.id });
      assert.deepEqual([lan.scope_type, lan.scope_id, lan.scope.id], ['dcim.location', p.location.id, p.location.id]);
      assert.equal('site' in lan || '_site' in lan, false);
      await filtersMatch('wireless/wireless-lans', p, ['region', 'group', 'site', 'location'], [lan.id]);
      const regional = await patch('wireless/wireless-lans', lan.id, { scope_type: 'dcim.region', scope_id: p.region.id });
      assert.equal(regional.status, 200, JSON.stringify(regional.body));
      await filtersMatch('wireless/wireless-lans', p, ['region'], [lan.id]);
      // site is no field of a wireless LAN: ignored, and named as such.
      const ignored = await patch('wireless/wireless-lans', lan.id, { site: p.site.id });
      assert.equal(ignored.headers['x-ignored-fields'], 'site');
      assert.equal(ignored.body.scope_type, 'dcim.region');
      await refused(post('wireless/wireless-lans', { ssid: 'x', scope_type: 'dcim.site' }), '__all__', /^Please select a site\.$/);
    });
  });

  describe('circuit terminations', () => {
    async function circuit() {
      const provider = await created('circuits/providers', named('p'));
      const type = await created('circuits/circuit-types', named('ct'));
      const made = await created('circuits/circuits', { cid: `cid-${uid()}`, provider: provider.id, type: type.id });
      const network = await created('circuits/provider-networks', { name: `pn-${uid()}`, provider: provider.id });
      return { circuit: made, network };
    }

    it('the Ansible collection 3.22\'s termination_type + termination_id, read with NetBox 3.7\'s site and provider_network', async () => {
      const p = await place();
      const c = await circuit();
      // netbox_circuit_termination 3.22 (NetBox 4.2+): circuit, term_side, termination_type, termination_id.
      const a = await created('circuits/circuit-terminations', { circuit: c.circuit.id, term_side: 'A', termination_type: 'dcim.location', termination_id: p.location.id, port_speed: 1000 });
      assert.deepEqual([a.termination_type, a.termination_id, a.termination.id, a.site.id, a.provider_network], ['dcim.location', p.location.id, p.location.id, p.site.id, null]);
      const z = await created('circuits/circuit-terminations', { circuit: c.circuit.id, term_side: 'Z', termination_type: 'circuits.providernetwork', termination_id: c.network.id });
      assert.deepEqual([z.termination.id, z.provider_network.id, z.site], [c.network.id, c.network.id, null]);
      await filtersMatch('circuits/circuit-terminations', p, ['region', 'group', 'site', 'location'], [a.id]);
      assert.deepEqual(await ids(`circuits/circuit-terminations/?provider_network_id=${c.network.id}`), [z.id]);
      assert.deepEqual(await ids(`circuits/circuit-terminations/?termination_type=circuits.providernetwork&circuit_id=${c.circuit.id}`), [z.id]);
      assert.deepEqual(await ids(`circuits/circuit-terminations/?termination_id=${p.location.id}&termination_type=dcim.location`), [a.id]);
      // The circuit shows them as before, and filters by where they end (NetBox 4.6's terminations___*).
      assert.deepEqual((await get(`circuits/circuits/${c.circuit.id}/`)).termination_a.id, a.id);
      for (const [filter, value] of [...byPlace(p, ['region', 'group', 'site']), ['location_id', p.location.id], ['provider_network_id', c.network.id]])
        assert.deepEqual(await ids(`circuits/circuits/?${filter}=${value}`), [c.circuit.id], `circuits ${filter}`);
      assert.deepEqual(await ids(`circuits/providers/?region_id=${p.region.id}`), [c.circuit.provider.id]);
    });

    it('NetBox 3.7\'s site or provider_network (the collection 3.13) sets the termination; not both, not neither', async () => {
      const p = await place();
      const c = await circuit();
      const a = await created('circuits/circuit-terminations', { circuit: c.circuit.id, term_side: 'A', site: p.site.id });
      assert.deepEqual([a.termination_type, a.termination_id, a.site.id], ['dcim.site', p.site.id, p.site.id]);
      await filtersMatch('circuits/circuit-terminations', p, ['region', 'group', 'site'], [a.id]);
      const moved = await patch('circuits/circuit-terminations', a.id, { site: null, provider_network: c.network.id });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
      assert.deepEqual([moved.body.termination_type, moved.body.termination_id, moved.body.site, moved.body.provider_network.id],
        ['circuits.providernetwork', c.network.id, null, c.network.id]);
      await refused(post('circuits/circuit-terminations', { circuit: c.circuit.id, term_side: 'Z', site: p.site.id, provider_network: c.network.id }),
        'non_field_errors', /^A circuit termination cannot attach to both a site and a provider network\.$/);
      await refused(post('circuits/circuit-terminations', { circuit: c.circuit.id, term_side: 'Z' }), 'non_field_errors', /^A circuit termination must attach to either a site or a provider network\.$/);
      await refused(patch('circuits/circuit-terminations', a.id, { provider_network: null }), 'non_field_errors', /either a site or a provider network/);
      await refused(post('circuits/circuit-terminations', { circuit: c.circuit.id, term_side: 'Z', termination_type: null, termination_id: null }), '__all__',
        /^A circuit termination must attach to a terminating object\.$/);
      await refused(patch('circuits/circuit-terminations', a.id, { termination_type: null, termination_id: null }), '__all__', /terminating object/);
      // 3.7: a provider network beside the site it has is both.
      await refused(patch('circuits/circuit-terminations', (await created('circuits/circuit-terminations', { circuit: c.circuit.id, term_side: 'Z', site: p.site.id })).id,
        { provider_network: c.network.id }), 'non_field_errors', /both/);
      await refused(post('circuits/circuit-terminations', { circuit: c.circuit.id, term_side: 'Z', termination_type: 'dcim.rack', termination_id: 1 }), 'termination_type', /^"dcim.rack" is not a valid choice\.$/);
      await refused(post('circuits/circuit-terminations', { circuit: c.circuit.id, term_side: 'Z', termination_type: 'circuits.providernetwork' }), '__all__', /^Please select a Provider Network\.$/);
      // A provider network with terminations is protected, as NetBox's _provider_network is.
      assert.equal((await del('circuits/provider-networks', c.network.id)).status, 409);
    });
  });

  it('GraphQL shows the scope and the site, and a site\'s prefixes as before', async () => {
    const p = await place();
    const made = await make.prefix({ scope_type: 'dcim.location', scope_id: p.location.id });
    const r = await api.request.post('/graphql/').set(auth).send({ query: `{ prefix(id: ${made.id}) { scope_type scope_id site { id } } site(id: ${p.site.id}) { prefixes { id } } }` });
    assert.deepEqual(r.body, { data: { prefix: { scope_type: 'dcim.location', scope_id: p.location.id, site: { id: String(p.site.id) } }, site: { prefixes: [{ id: String(made.id) }] } } });
  });
});
