// NetBox 4.6's rack groups (dcim/models/racks.py RackGroup, an OrganizationalModel; its
// serializer, filter sets and GraphQL type at v4.6.8): /api/dcim/rack-groups/, a rack's `group`,
// the `group`/`group_id` filters of racks and rack reservations, a VLAN group scoped to one.
// Served at every version, as rack types are: NetBox 3.7 has none (its rack groups became
// locations in 2.11), and its clients never ask for them.
import assert from 'node:assert/strict';
import { factories } from '../support/factories.ts';
import { auth, modelHelpers, startApi, type Obj, type TestApi } from '../support/api.ts';
import { uid } from '../support/uid.ts';

describe('models: rack groups (NetBox 4.6)', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, post, patch, del, get, created, refused, ids } = modelHelpers(() => api);
  const make = factories(created);
  const group = (name = `Rack Group ${uid()}`, extra: object = {}) =>
    created('dcim/rack-groups', { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), ...extra });
  const as = (version: string, path: string) => api.request.get(`/api/${path}`).set(auth).set('Host', host).set('Accept', `application/json; version=${version}`);

  it('creates, reads and lists a rack group with NetBox 4.6\'s fields, at 4.6 and at 3.7 alike', async () => {
    const g = await group(undefined, { description: 'Row A', comments: 'cold aisle' });
    const fields = ['id', 'url', 'display_url', 'display', 'name', 'slug', 'description', 'owner', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'rack_count'];
    for (const version of ['4.6', '3.7']) {
      const r = await as(version, `dcim/rack-groups/${g.id}/`);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(Object.keys(r.body).sort(), [...fields].sort());
      assert.equal(r.body.display, g.name);
      assert.equal(r.body.rack_count, 0);
      assert.match(r.body.url, new RegExp(`/api/dcim/rack-groups/${g.id}/$`));
    }
    const brief = (await get(`dcim/rack-groups/?id=${g.id}&brief=1`)).results as Obj[];
    assert.deepEqual(brief, [{ id: g.id, url: g.url, display: g.name, name: g.name, slug: g.slug, description: 'Row A', rack_count: 0 }]);
    assert.deepEqual(await ids(`dcim/rack-groups/?q=${encodeURIComponent(g.name)}`), [g.id]);
    assert.deepEqual(await ids(`dcim/rack-groups/?slug=${g.slug}`), [g.id]);
    assert.deepEqual(await ids(`dcim/rack-groups/?description=Row A`), [g.id]);
    assert.ok(((await get('dcim/')) as Obj)['rack-groups'], 'the dcim root lists rack-groups');
  });

  it('name and slug are each unique (OrganizationalModel), a 400 naming the field', async () => {
    const g = await group();
    await refused(post('dcim/rack-groups', { name: g.name, slug: `${g.slug}-2` }), 'name');
    await refused(post('dcim/rack-groups', { name: `${g.name} 2`, slug: g.slug }), 'slug');
    await refused(post('dcim/rack-groups', { slug: `x-${uid()}` }), 'name');
    assert.equal((await get(`dcim/rack-groups/?slug=${g.slug}-2`)).count, 0, 'nothing made');
  });

  it('a rack\'s group: written as an id or {slug}, read nested (brief), filtered by group and group_id, counted', async () => {
    const site = await make.site();
    const [g, other] = [await group(), await group()];
    const rack = await created('dcim/racks', { name: `r-${uid()}`, site: site.id, group: g.id });
    assert.deepEqual(rack.group, { id: g.id, url: g.url, display: g.name, name: g.name, slug: g.slug, description: '', rack_count: 1 });
    const plain = await created('dcim/racks', { name: `r-${uid()}`, site: site.id });
    assert.equal(plain.group, null);
    const moved = await patch('dcim/racks', plain.id, { group: { slug: other.slug } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(moved.body.group.id, other.id);
    assert.deepEqual(await ids(`dcim/racks/?group_id=${g.id}`), [rack.id]);
    assert.deepEqual(await ids(`dcim/racks/?group=${other.slug}`), [plain.id]);
    assert.deepEqual(await ids(`dcim/racks/?group_id=${g.id}&group_id=${other.id}`), [rack.id, plain.id].sort((a, b) => a - b));
    assert.deepEqual(await ids(`dcim/racks/?site_id=${site.id}&group_id=null`), []);
    assert.equal((await get(`dcim/rack-groups/${g.id}/`)).rack_count, 1);
    await refused(patch('dcim/racks', rack.id, { group: 999999999 }), 'group');
    assert.equal(((await get(`dcim/racks/${rack.id}/`)).group as Obj).id, g.id, 'unchanged');
    // Rack reservations filter by their rack's group (NetBox: rack__group).
    const user = (await get('users/users/?username=admin')).results as Obj[];
    const reservation = await created('dcim/rack-reservations', { rack: rack.id, units: [1], user: user[0]!.id, description: 'r' });
    assert.deepEqual(await ids(`dcim/rack-reservations/?group_id=${g.id}`), [reservation.id]);
    assert.deepEqual(await ids(`dcim/rack-reservations/?group=${g.slug}`), [reservation.id]);
    assert.deepEqual(await ids(`dcim/rack-reservations/?group=${other.slug}`), []);
  });

  it('a group with racks cannot be deleted (409, PROTECT); without, it can, and its racks are left', async () => {
    const site = await make.site();
    const g = await group();
    const rack = await created('dcim/racks', { name: `r-${uid()}`, site: site.id, group: g.id });
    const r = await del('dcim/rack-groups', g.id);
    assert.equal(r.status, 409, JSON.stringify(r.body));
    assert.match(r.body.detail, new RegExp(`1 dependent objects were found: ${rack.name}`));
    assert.equal((await get(`dcim/racks/${rack.id}/`)).name, rack.name);
    assert.equal((await patch('dcim/racks', rack.id, { group: null })).status, 200);
    assert.equal((await del('dcim/rack-groups', g.id)).status, 204);
    assert.equal((await get(`dcim/racks/${rack.id}/`)).group, null);
  });

  it('a VLAN group may be scoped to a rack group (NetBox 4.6\'s VLANGROUP_SCOPE_TYPES) and filtered by rack_group', async () => {
    const g = await group();
    const vg = await created('ipam/vlan-groups', { name: `vg-${uid()}`, slug: `vg-${uid()}`, scope_type: 'dcim.rackgroup', scope_id: g.id });
    assert.equal(vg.scope_type, 'dcim.rackgroup');
    assert.equal((vg.scope as Obj).id, g.id);
    assert.deepEqual(await ids(`ipam/vlan-groups/?rack_group=${g.id}`), [vg.id]);
    assert.deepEqual(await ids(`ipam/vlan-groups/?rack=${g.id}&id=${vg.id}`), []);
  });

  it('GraphQL: rack_group_list and a rack\'s group, as NetBox 4.6\'s RackGroupType', async () => {
    const site = await make.site();
    const g = await group();
    const rack = await created('dcim/racks', { name: `r-${uid()}`, site: site.id, group: g.id });
    const r = await api.request.post('/graphql/').set(auth).send({
      query: `{ rack_group_list(slug: "${g.slug}") { id name slug rack_count racks { id } } rack(id: ${rack.id}) { group { name } } }`,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.errors, undefined, JSON.stringify(r.body.errors));
    assert.deepEqual(r.body.data, {
      rack_group_list: [{ id: String(g.id), name: g.name, slug: g.slug, rack_count: 1, racks: [{ id: String(rack.id) }] }],
      rack: { group: { name: g.name } },
    });
  });
});
