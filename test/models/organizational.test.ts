// What NetBox 4.x added to the organizational and type models (issue 32 item 3): comments on
// the models NetBox 4.6 builds on NestedGroupModel or OrganizationalModel, device roles and
// platforms as trees, module types' airflow and counters, manufacturers' module type count,
// locations' facility, the prefix counts of regions, site groups and locations, and the
// distance of circuits and wireless links, each as NetBox 4.6 has it.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('models: organizational and type models of NetBox 4.x', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, del, get, created, refused, ids, brief } = modelHelpers(() => api);
  const make = factories(created);
  const named = (prefix: string) => {
    const u = `${prefix}-${uid()}`;
    return { name: u, slug: u };
  };

  describe('comments', () => {
    /** Every model NetBox 4.6 builds on NestedGroupModel (true: its q searches comments) or
     * OrganizationalModel (false: it does not), with what a create needs besides a name and slug. */
    const MODELS: Array<[string, boolean, () => Promise<Obj>]> = [
      ['dcim/regions', true, async () => ({})],
      ['dcim/site-groups', true, async () => ({})],
      ['dcim/locations', true, async () => ({ site: (await make.site()).id })],
      ['dcim/device-roles', true, async () => ({})],
      ['dcim/platforms', true, async () => ({})],
      ['tenancy/tenant-groups', true, async () => ({})],
      ['tenancy/contact-groups', true, async () => ({})],
      ['wireless/wireless-lan-groups', true, async () => ({})],
      ['circuits/circuit-types', false, async () => ({})],
      ['dcim/rack-roles', false, async () => ({})],
      ['dcim/manufacturers', false, async () => ({})],
      ['dcim/inventory-item-roles', false, async () => ({})],
      ['ipam/rirs', false, async () => ({})],
      ['ipam/roles', false, async () => ({})],
      ['ipam/vlan-groups', false, async () => ({})],
      ['ipam/asn-ranges', false, async () => ({ rir: (await created('ipam/rirs', named('rir'))).id, start: 64512, end: 64520 })],
      ['tenancy/contact-roles', false, async () => ({})],
      ['virtualization/cluster-types', false, async () => ({})],
      ['virtualization/cluster-groups', false, async () => ({})],
      ['vpn/tunnel-groups', false, async () => ({})],
    ];

    it('are written, read back (empty by default), changed and searched as NetBox 4.6\'s NestedGroupModel and OrganizationalModel', async () => {
      for (const [path, searched, extra] of MODELS) {
        const word = `note${uid()}`;
        const plain = await created(path, { ...named('p'), ...(await extra()) });
        assert.equal(plain.comments, '', path);
        const noted = await created(path, { ...named('c'), ...(await extra()), comments: `A **${word}** here` });
        assert.equal(noted.comments, `A **${word}** here`, path);
        assert.equal((await get(`${path}/${noted.id}/`)).comments, `A **${word}** here`, path);
        assert.deepEqual(await ids(`${path}/?q=${word}`), searched ? [noted.id] : [], `${path}: q ${searched ? 'searches' : 'does not search'} comments`);
        const changed = await patch(path, plain.id, { comments: 'changed' });
        assert.equal(changed.status, 200, `${path} ${JSON.stringify(changed.body)}`);
        assert.equal((await get(`${path}/${plain.id}/`)).comments, 'changed', path);
        // NetBox's filter sets have no comments filter: an unknown filter here (STRICT_FILTERING).
        assert.deepEqual((await api.request.get(`/api/${path}/?comments=changed`).set(auth)).body, { comments: ['Unknown filter.'] }, path);
      }
    });

    it('are refused when not a string, with a 400 naming the field', async () => {
      await refused(post('dcim/regions', { ...named('r'), comments: { a: 1 } }), 'comments');
      await refused(post('dcim/manufacturers', { ...named('m'), comments: 5 }), 'comments');
    });
  });

  describe('device roles and platforms are trees', () => {
    for (const [path, what] of [['dcim/device-roles', 'device role'], ['dcim/platforms', 'platform']] as const) {
      it(`${what}s: parent and _depth (in the brief form too), a loop refused, the children deleted with their parent`, async () => {
        const top = await created(path, named('top'));
        const mid = await created(path, { ...named('mid'), parent: top.id });
        const leaf = await created(path, { ...named('leaf'), parent: { slug: mid.slug } });
        assert.equal(top.parent, null);
        assert.deepEqual([top._depth, mid._depth, leaf._depth], [0, 1, 2]);
        assert.deepEqual(leaf.parent, { ...brief(mid, 'name', 'slug', 'description', 'device_count', 'virtualmachine_count'), _depth: 1 });
        const briefLeaf = await get(`${path}/${leaf.id}/?brief=1`);
        assert.deepEqual(Object.keys(briefLeaf), ['id', 'url', 'display', 'name', 'slug', 'description', 'device_count', 'virtualmachine_count', '_depth']);
        assert.equal(briefLeaf._depth, 2);
        // Moving the middle one moves what is below it.
        const moved = await patch(path, mid.id, { parent: null });
        assert.equal(moved.status, 200, JSON.stringify(moved.body));
        assert.equal((await get(`${path}/${leaf.id}/`))._depth, 1);
        await refused(patch(path, mid.id, { parent: leaf.id }), 'parent', new RegExp(`A ${what} cannot be its own parent, nor have one of its descendants as parent`));
        await refused(patch(path, mid.id, { parent: mid.id }), 'parent');
        assert.equal((await get(`${path}/${mid.id}/`)).parent, null, 'a refused loop changes nothing');
        await refused(post(path, { ...named('x'), parent: 999999999 }), 'parent');
        assert.equal((await del(path, mid.id)).status, 204);
        assert.equal((await api.request.get(`/api/${path}/${leaf.id}/`).set(auth)).status, 404, 'NetBox\'s parent is CASCADE');
        assert.equal((await get(`${path}/${top.id}/`)).id, top.id);
      });
    }

    it('a device role\'s name and slug are unique under its parent, the top level included', async () => {
      const a = await created('dcim/device-roles', named('a'));
      const b = await created('dcim/device-roles', named('b'));
      const child = await created('dcim/device-roles', { name: 'leaf', slug: `leaf-${a.id}`, parent: a.id });
      // The same name under another parent is allowed (NetBox's parent_name constraint).
      const other = await created('dcim/device-roles', { name: 'leaf', slug: `leaf-${a.id}`, parent: b.id });
      assert.notEqual(other.id, child.id);
      await refused(post('dcim/device-roles', { name: 'leaf', slug: `leaf2-${a.id}`, parent: a.id }), '__all__', /name already exists under the same parent/);
      await refused(post('dcim/device-roles', { name: `other-${a.id}`, slug: `leaf-${a.id}`, parent: a.id }), '__all__', /slug already exists under the same parent/);
      await refused(post('dcim/device-roles', { name: a.name, slug: `x-${a.id}` }), '__all__', /name already exists/);
      await refused(post('dcim/device-roles', { name: `x-${a.id}`, slug: a.slug }), '__all__', /slug already exists/);
    });

    it('a platform\'s name and slug are unique per manufacturer, and among the platforms of none (NetBox 4.4)', async () => {
      const p = await created('dcim/platforms', named('p'));
      const [m1, m2] = [await make.manufacturer(), await make.manufacturer()];
      const refusedWith = async (body: Obj, message: string) => {
        const r = await post('dcim/platforms', body);
        assert.deepEqual([r.status, r.body], [400, { __all__: [message] }], JSON.stringify(body));
      };
      // Among the platforms of no manufacturer, whatever the parent.
      await refusedWith({ name: p.name, slug: `x-${p.id}`, parent: p.id }, 'Platform name must be unique.');
      await refusedWith({ name: `x-${p.id}`, slug: p.slug }, 'Platform slug must be unique.');
      // The same name and slug under two manufacturers (and beside the one of none) are allowed.
      const a = await created('dcim/platforms', { name: p.name, slug: p.slug, manufacturer: m1.id });
      const b = await created('dcim/platforms', { name: p.name, slug: p.slug, manufacturer: m2.id });
      assert.notEqual(a.id, b.id);
      await refusedWith({ name: p.name, slug: `y-${p.id}`, manufacturer: m1.id }, 'Platform with this Manufacturer and Name already exists.');
      await refusedWith({ name: `y-${p.id}`, slug: p.slug, manufacturer: m2.id }, 'Platform with this Manufacturer and Slug already exists.');
      // Moving one onto another's manufacturer is refused too, and changes nothing.
      const moved = await patch('dcim/platforms', b.id, { manufacturer: m1.id });
      assert.deepEqual([moved.status, moved.body], [400, { __all__: ['Platform with this Manufacturer and Name already exists.'] }]);
      assert.equal((await get(`dcim/platforms/${b.id}/`)).manufacturer.id, m2.id);
      // A slug naming several is NetBox's filter too: every one of them.
      assert.deepEqual(await ids(`dcim/platforms/?slug=${p.slug}`), [p.id, a.id, b.id]);
    });

    it('a device\'s and a VM\'s role and platform filters match below the one named (NetBox 4.6\'s TreeNodeMultipleChoiceFilter); config contexts apply below too', async () => {
      const u = uid();
      const role = await created('dcim/device-roles', named('role'));
      const subRole = await created('dcim/device-roles', { ...named('subrole'), parent: role.id });
      const platform = await created('dcim/platforms', named('plat'));
      const subPlatform = await created('dcim/platforms', { ...named('subplat'), parent: platform.id });
      const { site, device } = await make.deviceSite();
      const inRole = await device({ name: `r-${u}`, role: subRole.id });
      const onPlatform = await device({ name: `p-${u}`, platform: subPlatform.id });
      const vm = await created('virtualization/virtual-machines', { name: `vm-${u}`, site: site.id, role: subRole.id, platform: subPlatform.id });
      assert.deepEqual(await ids(`dcim/devices/?role=${role.slug}`), [inRole.id]);
      assert.deepEqual(await ids(`dcim/devices/?role_id=${role.id}`), [inRole.id]);
      assert.deepEqual(await ids(`dcim/devices/?platform=${platform.slug}`), [onPlatform.id]);
      assert.deepEqual(await ids(`dcim/devices/?platform_id=${platform.id}`), [onPlatform.id]);
      assert.deepEqual(await ids(`virtualization/virtual-machines/?role_id=${role.id}&platform_id=${platform.id}`), [vm.id]);
      assert.deepEqual(await ids(`dcim/devices/?role_id=${subRole.id}`), [inRole.id]);
      // A component's device_role is NetBox's ModelMultipleChoiceFilter: the role named only.
      const port = await make.interface({ device: inRole.id });
      assert.deepEqual(await ids(`dcim/interfaces/?device_role_id=${role.id}`), []);
      assert.deepEqual(await ids(`dcim/interfaces/?device_role=${role.slug}`), []);
      assert.deepEqual(await ids(`dcim/interfaces/?device_role_id=${subRole.id}`), [port.id]);
      assert.deepEqual(await ids(`dcim/interfaces/?device_role=${subRole.slug}`), [port.id]);
      // So are NetBox 3.7's role and role_id of components.
      assert.deepEqual(await ids(`dcim/interfaces/?role_id=${role.id}`), []);
      assert.deepEqual(await ids(`dcim/interfaces/?role=${role.slug}`), []);
      assert.deepEqual(await ids(`dcim/interfaces/?role_id=${subRole.id}&role=${subRole.slug}`), [port.id]);
      // The counts are the role's own devices, as NetBox's device_count (not cumulative).
      assert.deepEqual([(await get(`dcim/device-roles/${role.id}/`)).device_count, (await get(`dcim/device-roles/${subRole.id}/`)).device_count], [0, 1]);
      // NetBox 4.6's ConfigContextQuerySet: a role's or platform's ancestors match too.
      await created('extras/config-contexts', { name: `cc-role-${u}`, roles: [role.id], data: { [`role${u}`]: true } });
      await created('extras/config-contexts', { name: `cc-platform-${u}`, platforms: [platform.id], data: { [`platform${u}`]: true } });
      assert.equal((await get(`dcim/devices/${inRole.id}/`)).config_context[`role${u}`], true);
      assert.equal((await get(`dcim/devices/${onPlatform.id}/`)).config_context[`platform${u}`], true);
      const vmContext = (await get(`virtualization/virtual-machines/${vm.id}/`)).config_context;
      assert.deepEqual([vmContext[`role${u}`], vmContext[`platform${u}`]], [true, true]);
      // Moved out from under the role, the device no longer takes its context or matches it.
      assert.equal((await patch('dcim/device-roles', subRole.id, { parent: null })).status, 200);
      assert.equal((await get(`dcim/devices/${inRole.id}/`)).config_context[`role${u}`], undefined);
      assert.deepEqual(await ids(`dcim/devices/?role_id=${role.id}`), []);
      // A role in use is protected, so its parent cannot take it away by cascading.
      assert.equal((await patch('dcim/device-roles', subRole.id, { parent: role.id })).status, 200);
      assert.equal((await del('dcim/device-roles', role.id)).status, 409);
      assert.equal((await get(`dcim/device-roles/${subRole.id}/`)).parent.id, role.id);
    });

    it('NetBox 3.7 clients see and write the parent too (/v3.7/api/)', async () => {
      const top = await created('dcim/device-roles', named('top'));
      const r = await api.request.post('/v3.7/api/dcim/device-roles/').set(auth).send({ ...named('child'), parent: top.id });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.deepEqual([r.body.parent.id, r.body._depth], [top.id, 1]);
    });
  });

  describe('module types and manufacturers', () => {
    it('module types: airflow as NetBox\'s choices, and the counts of modules and templates (module_count in the brief form), filtered with number lookups', async () => {
      const mf = await make.manufacturer();
      const mt = await created('dcim/module-types', { manufacturer: mf.id, model: `mt-${uid()}`, airflow: 'front-to-rear' });
      assert.deepEqual(mt.airflow, { value: 'front-to-rear', label: 'Front to rear' });
      const bare = await created('dcim/module-types', { manufacturer: mf.id, model: `bare-${uid()}` });
      assert.equal(bare.airflow, null);
      await refused(post('dcim/module-types', { manufacturer: mf.id, model: `bad-${uid()}`, airflow: 'bottom-to-top' }), 'airflow');
      const counts = (o: Obj) => [o.module_count, o.console_port_template_count, o.console_server_port_template_count, o.power_port_template_count,
        o.power_outlet_template_count, o.interface_template_count, o.front_port_template_count, o.rear_port_template_count];
      assert.deepEqual(counts(mt), [0, 0, 0, 0, 0, 0, 0, 0]);
      await created('dcim/console-port-templates', { module_type: mt.id, name: 'con{module}' });
      await created('dcim/console-port-templates', { module_type: mt.id, name: 'aux{module}' });
      await created('dcim/console-server-port-templates', { module_type: mt.id, name: 'cs{module}' });
      await created('dcim/power-port-templates', { module_type: mt.id, name: 'psu{module}' });
      await created('dcim/power-outlet-templates', { module_type: mt.id, name: 'out{module}' });
      await created('dcim/interface-templates', { module_type: mt.id, name: 'eth{module}', type: '1000base-t' });
      const rear = await created('dcim/rear-port-templates', { module_type: mt.id, name: 'rear{module}', type: '8p8c', positions: 2 });
      await created('dcim/front-port-templates', { module_type: mt.id, name: 'front{module}', type: '8p8c', rear_port: rear.id, rear_port_position: 1 });
      const device = await make.device();
      for (const n of [1, 2]) {
        const bay = await created('dcim/module-bays', { device: device.id, name: `slot${n}`, position: String(n) });
        await created('dcim/modules', { device: device.id, module_bay: bay.id, module_type: mt.id });
      }
      const read = await get(`dcim/module-types/${mt.id}/`);
      assert.deepEqual(counts(read), [2, 2, 1, 1, 1, 1, 1, 1]);
      assert.deepEqual(counts(await get(`dcim/module-types/${bare.id}/`)), [0, 0, 0, 0, 0, 0, 0, 0]);
      const briefMt = await get(`dcim/module-types/${mt.id}/?brief=1`);
      assert.deepEqual(Object.keys(briefMt), ['id', 'url', 'display', 'manufacturer', 'model', 'description', 'module_count']);
      assert.equal(briefMt.module_count, 2);
      // Nested in a module, the module type carries its count too (a count nests nothing).
      const module = (await get(`dcim/modules/?module_type_id=${mt.id}&limit=1`)).results[0];
      assert.equal(module.module_type.module_count, 2);
      const mine = `manufacturer_id=${mf.id}`;
      assert.deepEqual(await ids(`dcim/module-types/?${mine}&module_count=2`), [mt.id]);
      assert.deepEqual(await ids(`dcim/module-types/?${mine}&module_count__lt=1`), [bare.id]);
      assert.deepEqual(await ids(`dcim/module-types/?${mine}&console_port_template_count__gte=2`), [mt.id]);
      assert.deepEqual(await ids(`dcim/module-types/?${mine}&rear_port_template_count__n=1`), [bare.id]);
      assert.deepEqual(await ids(`dcim/module-types/?${mine}&airflow=front-to-rear`), [mt.id]);
      assert.deepEqual(await ids(`dcim/module-types/?${mine}&airflow__n=front-to-rear`), [bare.id]);
      assert.equal((await api.request.get('/api/dcim/module-types/?module_count=x').set(auth)).status, 400);
      // manufacturers: moduletype_count beside devicetype_count.
      const m = await get(`dcim/manufacturers/${mf.id}/`);
      assert.deepEqual([m.moduletype_count, m.devicetype_count], [2, 0]);
      assert.equal((await del('dcim/module-types', bare.id)).status, 204);
      assert.equal((await get(`dcim/manufacturers/${mf.id}/`)).moduletype_count, 1);
    });
  });

  describe('locations, regions and site groups', () => {
    it('locations: facility, written, read, filtered with the string lookups and searched', async () => {
      const site = await make.site();
      const word = `fac${uid()}`;
      const loc = await created('dcim/locations', { ...named('loc'), site: site.id, facility: `${word}-A` });
      const other = await created('dcim/locations', { ...named('loc'), site: site.id });
      assert.equal(loc.facility, `${word}-A`);
      assert.equal(other.facility, '');
      assert.deepEqual(await ids(`dcim/locations/?facility=${word}-A`), [loc.id]);
      assert.deepEqual(await ids(`dcim/locations/?facility__ic=${word.toUpperCase()}`), [loc.id]);
      assert.deepEqual(await ids(`dcim/locations/?site_id=${site.id}&facility__empty=true`), [other.id]);
      assert.deepEqual(await ids(`dcim/locations/?q=${word}`), [loc.id]);
      await refused(post('dcim/locations', { ...named('loc'), site: site.id, facility: 'x'.repeat(51) }), 'facility');
    });

    it('prefix_count: the prefixes scoped to it or, for regions and site groups, to a site or location directly in it (NetBox\'s cached scope, not cumulative)', async () => {
      const region = await created('dcim/regions', named('region'));
      const subregion = await created('dcim/regions', { ...named('subregion'), parent: region.id });
      const group = await created('dcim/site-groups', named('group'));
      const site = await make.site({ region: region.id, group: group.id });
      const farSite = await make.site({ region: subregion.id });
      const loc = await created('dcim/locations', { ...named('loc'), site: site.id });
      const subLoc = await created('dcim/locations', { ...named('subloc'), site: site.id, parent: loc.id });
      const scoped = (type: string, id: number) => make.prefix({ scope_type: type, scope_id: id });
      await scoped('dcim.region', region.id);
      await scoped('dcim.site', site.id);
      const inLoc = await scoped('dcim.location', loc.id);
      await scoped('dcim.location', subLoc.id);
      await scoped('dcim.site', farSite.id);
      await scoped('dcim.region', subregion.id);
      await scoped('dcim.sitegroup', group.id);
      await make.prefix();
      const count = async (path: string, id: number) => (await get(`${path}/${id}/`)).prefix_count as number;
      assert.equal(await count('dcim/regions', region.id), 4, 'itself, its site, the site\'s two locations; not its subregion\'s');
      assert.equal(await count('dcim/regions', subregion.id), 2);
      assert.equal(await count('dcim/site-groups', group.id), 4);
      assert.equal(await count('dcim/locations', loc.id), 1, 'not the location below it');
      assert.equal(await count('dcim/locations', subLoc.id), 1);
      assert.equal((await get(`dcim/sites/${site.id}/`)).prefix_count, 3);
      // In lists too, and never in the brief form (NetBox's brief has none).
      const listed = (await get(`dcim/regions/?id=${region.id}&id=${subregion.id}&ordering=id`)).results as Obj[];
      assert.deepEqual(listed.map((r) => r.prefix_count), [4, 2]);
      assert.ok(!('prefix_count' in await get(`dcim/regions/${region.id}/?brief=1`)));
      // Rescoped, the prefix counts where it is now.
      assert.equal((await patch('ipam/prefixes', inLoc.id, { scope_type: 'dcim.region', scope_id: subregion.id })).status, 200);
      assert.deepEqual([await count('dcim/locations', loc.id), await count('dcim/regions', region.id), await count('dcim/regions', subregion.id)], [0, 3, 3]);
    });
  });

  it('GraphQL serves the same fields: a role\'s parent, children and _depth, comments, airflow, facility and counts', async () => {
    const top = await created('dcim/device-roles', { ...named('top'), comments: 'gq' });
    const child = await created('dcim/device-roles', { ...named('child'), parent: top.id });
    const mf = await make.manufacturer();
    const mt = await created('dcim/module-types', { manufacturer: mf.id, model: `gq-${uid()}`, airflow: 'passive' });
    await created('dcim/console-port-templates', { module_type: mt.id, name: 'con{module}' });
    const loc = await created('dcim/locations', { ...named('loc'), site: (await make.site()).id, facility: 'F1' });
    await make.prefix({ scope_type: 'dcim.location', scope_id: loc.id });
    const r = await api.request.post('/graphql/').set(auth).send({ query: `{
      device_role(id: ${child.id}) { _depth comments parent { id _depth comments children { id } } }
      module_type(id: ${mt.id}) { airflow module_count console_port_template_count manufacturer { moduletype_count } }
      location(id: ${loc.id}) { facility prefix_count }
    }` });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body, { data: {
      device_role: { _depth: 1, comments: '', parent: { id: String(top.id), _depth: 0, comments: 'gq', children: [{ id: String(child.id) }] } },
      module_type: { airflow: 'passive', module_count: 0, console_port_template_count: 1, manufacturer: { moduletype_count: 1 } },
      location: { facility: 'F1', prefix_count: 1 },
    } });
  });

  describe('distance of circuits and wireless links', () => {
    async function circuitMaker() {
      const provider = await created('circuits/providers', named('prov'));
      const type = await created('circuits/circuit-types', named('ct'));
      return (body: Obj) => post('circuits/circuits', { cid: `c-${uid()}`, provider: provider.id, type: type.id, ...body });
    }
    async function linkMaker() {
      const { device } = await make.deviceSite();
      const radio = async () => created('dcim/interfaces', { device: (await device()).id, name: `w-${uid()}`, type: 'ieee802.11ac' });
      return async (body: Obj) => post('wireless/wireless-links', { interface_a: (await radio()).id, interface_b: (await radio()).id, ...body });
    }

    for (const [path, maker] of [['circuits/circuits', circuitMaker], ['wireless/wireless-links', linkMaker]] as const) {
      it(`${path}: distance (decimal) with its unit (km, m, mi, ft); a distance needs a unit; no distance, no unit`, async () => {
        const make1 = await maker();
        const r = await make1({ distance: 12.5, distance_unit: 'km' });
        assert.equal(r.status, 201, JSON.stringify(r.body));
        assert.equal(r.body.distance, 12.5);
        assert.deepEqual(r.body.distance_unit, { value: 'km', label: 'Kilometers' });
        const none = await make1({});
        assert.equal(none.status, 201, JSON.stringify(none.body));
        assert.deepEqual([none.body.distance, none.body.distance_unit], [null, null]);
        // NetBox's DistanceMixin.clean: "if self.distance and not self.distance_unit".
        const bad = await make1({ distance: 3 });
        assert.equal(bad.status, 400);
        assert.deepEqual(bad.body, { __all__: ['Must specify a unit when setting a distance'] });
        const zero = await make1({ distance: 0 });
        assert.equal(zero.status, 201, 'a distance of 0 needs no unit (NetBox tests its truth)');
        await refused(make1({ distance: 1, distance_unit: 'parsec' }), 'distance_unit');
        await refused(make1({ distance: 'far', distance_unit: 'm' }), 'distance');
        await refused(make1({ distance: 1234567.5, distance_unit: 'm' }), 'distance');
        // Changing one of the two keeps the other; clearing the unit of a distance is refused.
        const id = r.body.id as number;
        const changed = await patch(path, id, { distance: 20 });
        assert.equal(changed.status, 200, JSON.stringify(changed.body));
        assert.deepEqual([changed.body.distance, changed.body.distance_unit.value], [20, 'km']);
        const refusedPatch = await patch(path, id, { distance_unit: null });
        assert.deepEqual([refusedPatch.status, refusedPatch.body], [400, { __all__: ['Must specify a unit when setting a distance'] }]);
        assert.equal((await get(`${path}/${id}/`)).distance_unit.value, 'km', 'a refused write changes nothing');
        assert.deepEqual((await patch(path, none.body.id, { distance: 5 })).body, { __all__: ['Must specify a unit when setting a distance'] });
        // NetBox's save(): no distance, no unit.
        const cleared = await patch(path, id, { distance: null });
        assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
        assert.deepEqual([cleared.body.distance, cleared.body.distance_unit], [null, null]);
        const unitOnly = await make1({ distance_unit: 'mi' });
        assert.equal(unitOnly.status, 201);
        assert.equal(unitOnly.body.distance_unit, null);
        // Filters: the number lookups and the choice.
        const far = await make1({ distance: 250, distance_unit: 'mi' });
        const near = await make1({ distance: 0.5, distance_unit: 'm' });
        const mine = [far.body.id, near.body.id].map((i) => `id=${i}`).join('&');
        assert.deepEqual(await ids(`${path}/?${mine}&distance__gte=100`), [far.body.id]);
        assert.deepEqual(await ids(`${path}/?${mine}&distance=0.5`), [near.body.id]);
        assert.deepEqual(await ids(`${path}/?${mine}&distance_unit=m`), [near.body.id]);
        assert.deepEqual(await ids(`${path}/?${mine}&distance_unit__n=m`), [far.body.id]);
      });
    }
  });
});
