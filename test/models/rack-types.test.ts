// Rack types and a rack's form factor (NetBox 4.1+, as v4.6.8 has them: dcim/models/racks.py,
// api/serializers_/racks.py, RackTypeFilterSet and RackFilterSet): a rack type's fields and
// rules, a rack taking the physical fields of its rack type, and a rack's `type` renamed to
// `form_factor` with NetBox 3.7's name still read, written and filtered. The requests of
// pynetbox 7.8 and of the Ansible collection's netbox_rack (3.13, and 3.22 at both versions)
// are replayed as they send them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

const PATH = 'dcim/rack-types';

/** NetBox 4.6's rack type fields (netbox-4.6.json), but `owner` (NetBox 4.5's owners). */
const RACK_TYPE_FIELDS = ['id', 'url', 'display_url', 'display', 'manufacturer', 'model', 'slug', 'description', 'form_factor', 'width', 'u_height',
  'starting_unit', 'desc_units', 'outer_width', 'outer_height', 'outer_depth', 'outer_unit', 'weight', 'max_weight', 'weight_unit', 'mounting_depth',
  'owner', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'rack_count'];

describe('models: rack types and form factors (NetBox 4.1+)', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, post, patch, del, get, created, refused, ids, brief, url } = modelHelpers(() => api);
  const make = factories(created);
  /** A request at a version: the pinned root (/v4.6/api/) or the default /api/ (3.7). */
  const at = (version: '3.7' | '4.6') => (method: 'get' | 'post' | 'patch' | 'put' | 'options', path: string) =>
    api.request[method](`${version === '4.6' ? '/v4.6' : ''}/api/${path}`).set(auth).set('Host', host);

  /** A rack type of a new manufacturer, with `o` over NetBox's minimal body. */
  const rackType = async (o: Obj = {}) => {
    const u = uid();
    const mfr = o.manufacturer ?? (await make.manufacturer()).id;
    return created(PATH, { manufacturer: mfr, model: `rt-${u}`, slug: `rt-${u}`, form_factor: '4-post-cabinet', ...o });
  };

  describe('rack types', () => {
    it('create with every field: NetBox 4.6\'s representation, display, brief form and counts', async () => {
      const u = uid();
      const mfr = await make.manufacturer();
      const tag = await created('extras/tags', { name: `tag-${u}`, slug: `tag-${u}` });
      const rt = await created(PATH, {
        manufacturer: mfr.id, model: `APC AR3100 ${u}`, slug: `ar3100-${u}`, description: 'NetShelter SX', form_factor: '4-post-cabinet',
        width: 19, u_height: 42, starting_unit: 1, desc_units: false, outer_width: 600, outer_height: 1991, outer_depth: 1070, outer_unit: 'mm',
        weight: 128.5, max_weight: 1361, weight_unit: 'kg', mounting_depth: 900, comments: 'c', tags: [tag.id],
      });
      assert.deepEqual(Object.keys(rt).sort(), [...RACK_TYPE_FIELDS].sort());
      assert.equal(rt.url, url(PATH, rt.id));
      assert.equal(rt.display, `APC AR3100 ${u}`, 'RackType.__str__ is its model');
      assert.deepEqual(rt.manufacturer, brief(mfr, 'name', 'slug', 'description'));
      assert.deepEqual([rt.form_factor, rt.width, rt.outer_unit, rt.weight_unit],
        [{ value: '4-post-cabinet', label: '4-post cabinet' }, { value: 19, label: '19 inches' }, { value: 'mm', label: 'Millimeters' }, { value: 'kg', label: 'Kilograms' }]);
      assert.deepEqual([rt.u_height, rt.starting_unit, rt.desc_units, rt.outer_width, rt.outer_height, rt.outer_depth, rt.weight, rt.max_weight, rt.mounting_depth, rt.rack_count],
        [42, 1, false, 600, 1991, 1070, 128.5, 1361, 900, 0]);
      assert.deepEqual(rt.tags.map((t: Obj) => t.id), [tag.id]);
      // NetBox's defaults for what is left out: 19 inches, 42U from unit 1, ascending.
      const plain = await rackType({ manufacturer: mfr.id });
      assert.deepEqual([plain.width.value, plain.u_height, plain.starting_unit, plain.desc_units, plain.outer_unit, plain.weight, plain.weight_unit, plain.description, plain.comments],
        [19, 42, 1, false, null, null, null, '', '']);
      // The brief form (and a rack's nested rack_type) is NetBox 4.6's.
      const [b] = (await get(`${PATH}/?id=${rt.id}&brief=1`)).results;
      assert.deepEqual(b, { ...brief(rt, 'manufacturer', 'model', 'slug', 'description'), rack_count: 0 });
      const rack = await make.rack({ rack_type: rt.id });
      assert.deepEqual(rack.rack_type, { ...b, rack_count: 1 });
      assert.equal((await get(`${PATH}/${rt.id}/`)).rack_count, 1);
      // The API root lists rack-types.
      assert.equal((await get('dcim/'))['rack-types'], `http://${host}/api/dcim/rack-types/`);
    });

    it('refuses what NetBox refuses, with its messages, and writes nothing', async () => {
      const u = uid();
      const mfr = await make.manufacturer();
      const body = { manufacturer: mfr.id, model: `m-${u}`, slug: `m-${u}`, form_factor: '2-post-frame' };
      for (const f of ['manufacturer', 'model', 'slug', 'form_factor']) {
        const { [f]: _left, ...rest } = body as Obj;
        await refused(post(PATH, rest), f, /^This field is required\.$/);
      }
      await refused(post(PATH, { ...body, form_factor: 'rack' }), 'form_factor', /^"rack" is not a valid choice\.$/);
      await refused(post(PATH, { ...body, width: 20 }), 'width', /^"20" is not a valid choice\.$/);
      await refused(post(PATH, { ...body, u_height: 0 }), 'u_height', /greater than or equal to 1/);
      await refused(post(PATH, { ...body, u_height: 101 }), 'u_height', /less than or equal to 100/);
      await refused(post(PATH, { ...body, starting_unit: 0 }), 'starting_unit', /greater than or equal to 1/);
      await refused(post(PATH, { ...body, slug: 'not a slug' }), 'slug');
      // RackBase.clean: a unit for any outer dimension, and for a maximum weight.
      for (const d of ['outer_width', 'outer_height', 'outer_depth'])
        await refused(post(PATH, { ...body, [d]: 500 }), '__all__', /^Must specify a unit when setting an outer dimension$/);
      await refused(post(PATH, { ...body, max_weight: 1000 }), '__all__', /^Must specify a unit when setting a maximum weight$/);
      assert.equal((await get(`${PATH}/?manufacturer_id=${mfr.id}`)).count, 0);
      // Unique: the slug everywhere, the model and the slug per manufacturer.
      const first = await created(PATH, body);
      await refused(post(PATH, { ...body, model: `other-${u}` }), 'slug', /already exists/);
      await refused(post(PATH, { ...body, slug: `other-${u}` }), '__all__', /manufacturer, model/);
      const elsewhere = await created(PATH, { ...body, manufacturer: (await make.manufacturer()).id, slug: `else-${u}` });
      assert.equal(elsewhere.model, first.model, 'the same model under another manufacturer');
      // An update is checked as it would leave the object.
      await refused(patch(PATH, first.id, { max_weight: 10 }), '__all__', /maximum weight/);
      assert.equal((await get(`${PATH}/${first.id}/`)).max_weight, null);
    });

    it('clears the outer unit when no outer dimension is left (RackBase.save)', async () => {
      const rt = await rackType({ outer_width: 600, outer_unit: 'mm' });
      assert.equal(rt.outer_unit.value, 'mm');
      const cleared = await patch(PATH, rt.id, { outer_width: null });
      assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
      assert.equal(cleared.body.outer_unit, null);
      const kept = await rackType({ outer_height: 2000, outer_unit: 'in' });
      assert.equal(kept.outer_unit.value, 'in', 'the height alone is a dimension (NetBox 4.6)');
    });

    it('filters as RackTypeFilterSet does', async () => {
      const u = uid();
      const apc = await make.manufacturer();
      const other = await make.manufacturer();
      const a = await rackType({ manufacturer: apc.id, model: `alpha-${u}`, form_factor: '2-post-frame', width: 23, u_height: 45, desc_units: true, outer_height: 2100, outer_unit: 'mm', description: `tall ${u}` });
      const b = await rackType({ manufacturer: apc.id, model: `beta-${u}`, form_factor: 'wall-cabinet', weight: 30, weight_unit: 'lb', max_weight: 200 });
      const c = await rackType({ manufacturer: other.id, model: `gamma-${u}`, comments: `find-${u}` });
      await make.rack({ rack_type: c.id });
      const mine = `manufacturer_id=${apc.id}&manufacturer_id=${other.id}`;
      for (const [query, expected] of [
        [`manufacturer_id=${apc.id}`, [a.id, b.id]],
        [`manufacturer=${other.slug}`, [c.id]],
        [`manufacturer__n=${apc.slug}&${mine}`, [c.id]],
        [`${mine}&form_factor=2-post-frame&form_factor=wall-cabinet`, [a.id, b.id]],
        [`${mine}&form_factor__n=2-post-frame`, [b.id, c.id]],
        [`${mine}&width=23`, [a.id]],
        [`${mine}&u_height__gt=42`, [a.id]],
        [`${mine}&desc_units=true`, [a.id]],
        [`${mine}&outer_height=2100`, [a.id]],
        [`${mine}&outer_unit=mm`, [a.id]],
        [`${mine}&weight_unit=lb`, [b.id]],
        [`${mine}&max_weight__gte=100`, [b.id]],
        [`model=beta-${u}`, [b.id]],
        [`model__ic=ALPHA-${u}`, [a.id]],
        [`slug=${c.slug}`, [c.id]],
        [`description__ic=tall ${u}`, [a.id]],
        // rack_count: NetBox's counter field, with its number lookups
        [`${mine}&rack_count=1`, [c.id]],
        [`${mine}&rack_count=0`, [a.id, b.id]],
        [`${mine}&rack_count__gte=1`, [c.id]],
        [`${mine}&rack_count__lt=1`, [a.id, b.id]],
        // q: model, description, comments
        [`q=gamma-${u}`, [c.id]], [`q=tall ${u}`, [a.id]], [`q=find-${u}`, [c.id]],
      ] as Array<[string, number[]]>) assert.deepEqual(await ids(`${PATH}/?${query}`), expected, query);
      // A choice filter takes only choices (NetBox's MultipleChoiceFilter): 400, naming the value.
      const bad = await api.request.get(`/api/${PATH}/?form_factor=rack`).set(auth);
      assert.equal(bad.status, 400, JSON.stringify(bad.body));
      assert.deepEqual(Object.keys(bad.body), ['form_factor']);
    });

    it('is protected while a rack is of it; deleted once none is', async () => {
      const rt = await rackType();
      const rack = await make.rack({ rack_type: rt.id });
      const refusedDelete = await del(PATH, rt.id);
      assert.equal(refusedDelete.status, 409, JSON.stringify(refusedDelete.body));
      assert.equal((await get(`${PATH}/?id=${rt.id}`)).count, 1);
      // Unassigned, the rack keeps what it took (NetBox copies, it does not link).
      const freed = await patch('dcim/racks', rack.id, { rack_type: null });
      assert.equal(freed.status, 200, JSON.stringify(freed.body));
      assert.deepEqual([freed.body.rack_type, freed.body.form_factor?.value], [null, '4-post-cabinet']);
      assert.equal((await del(PATH, rt.id)).status, 204);
    });
  });

  describe('a rack of a rack type', () => {
    it('takes the rack type\'s physical fields, whatever it was sent (Rack.copy_racktype_attrs)', async () => {
      const rt = await rackType({
        form_factor: 'wall-cabinet-vertical', width: 10, u_height: 12, starting_unit: 3, desc_units: true, outer_width: 300, outer_height: 600, outer_depth: 400,
        outer_unit: 'mm', mounting_depth: 350, weight: 12.5, max_weight: 50, weight_unit: 'kg',
      });
      const rack = await make.rack({ rack_type: rt.id, u_height: 48, form_factor: '2-post-frame', width: 19, airflow: 'rear-to-front', serial: 'S1' });
      const physical = (o: Obj) => [o.form_factor?.value, o.width.value, o.u_height, o.starting_unit, o.desc_units, o.outer_width, o.outer_height, o.outer_depth,
        o.outer_unit?.value, o.mounting_depth, o.weight, o.max_weight, o.weight_unit?.value];
      assert.deepEqual(physical(rack), physical(rt));
      // Not physical, so the rack's own.
      assert.deepEqual([rack.airflow, rack.serial], [{ value: 'rear-to-front', label: 'Rear to front' }, 'S1']);
      // A later write to a physical field is overwritten too.
      const again = await patch('dcim/racks', rack.id, { u_height: 20 });
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.equal(again.body.u_height, 12);
      // The rack's units follow: 12 units from 3, numbered from the top, by half units (Rack.units).
      const units = await get(`dcim/racks/${rack.id}/elevation/?limit=0`);
      assert.deepEqual([units.count, units.results[0].id, units.results.at(-1).id], [24, 3, 14.5]);
    });

    it('a change to the rack type reaches its racks, and the change log records each', async () => {
      const rt = await rackType({ u_height: 42 });
      const [r1, r2] = [await make.rack({ rack_type: rt.id }), await make.rack({ rack_type: rt.id })];
      const free = await make.rack({ u_height: 42 });
      const changed = await patch(PATH, rt.id, { u_height: 45, form_factor: '4-post-frame', outer_depth: 1200, outer_unit: 'mm' });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      for (const r of [r1, r2]) {
        const now = await get(`dcim/racks/${r.id}/`);
        assert.deepEqual([now.u_height, now.form_factor.value, now.type.value, now.outer_depth, now.outer_unit.value], [45, '4-post-frame', '4-post-frame', 1200, 'mm']);
        const log = (await get(`extras/object-changes/?changed_object_type=dcim.rack&changed_object_id=${r.id}&ordering=-time`)).results;
        assert.equal(log[0].action.value, 'update');
        assert.deepEqual([log[0].prechange_data.u_height, log[0].postchange_data.u_height], [42, 45]);
      }
      const untouched = await get(`dcim/racks/${free.id}/`);
      assert.deepEqual([untouched.u_height, untouched.last_updated], [42, free.last_updated], 'a rack of no rack type is left alone');
      // A change that is not physical touches no rack.
      await patch(PATH, rt.id, { description: 'only words' });
      assert.equal((await get(`extras/object-changes/?changed_object_type=dcim.rack&changed_object_id=${r1.id}`)).count, 2);
    });

    it('keeps mounted devices inside: a rack type too short or numbered too high is refused, naming rack_type', async () => {
      const u = uid();
      const { device, site } = await make.deviceSite();
      const big = await rackType({ u_height: 42 });
      const small = await rackType({ u_height: 10 });
      const late = await rackType({ u_height: 42, starting_unit: 31 });
      const rack = await make.rack({ site: site.id, rack_type: big.id });
      await device({ name: `high-${u}`, rack: rack.id, position: 30, face: 'front' });
      await refused(patch('dcim/racks', rack.id, { rack_type: small.id }), 'rack_type', /^Rack must be at least 30\.0U tall to house currently installed devices\.$/);
      await refused(patch('dcim/racks', rack.id, { rack_type: late.id }), 'rack_type', /^Rack unit numbering must begin at 30\.0 or less to house currently installed devices\.$/);
      assert.equal((await get(`dcim/racks/${rack.id}/`)).rack_type.id, big.id);
      // Without a rack type the rack's own fields are named.
      const own = await make.rack({ site: site.id, u_height: 42 });
      await device({ name: `mid-${u}`, rack: own.id, position: 5, face: 'rear' });
      await refused(patch('dcim/racks', own.id, { u_height: 4 }), 'u_height', /^Rack must be at least 5\.0U tall/);
      await refused(patch('dcim/racks', own.id, { starting_unit: 6 }), 'starting_unit', /^Rack unit numbering must begin at 5\.0 or less/);
    });

    it('filters racks by rack type and its manufacturer (RackFilterSet)', async () => {
      const u = uid();
      const mfr = await make.manufacturer();
      const a = await rackType({ manufacturer: mfr.id, slug: `a-${u}` });
      const b = await rackType({ slug: `b-${u}` });
      const site = await make.site();
      const [ra, rb, none] = [await make.rack({ site: site.id, rack_type: a.id }), await make.rack({ site: site.id, rack_type: b.id }), await make.rack({ site: site.id })];
      for (const [query, expected] of [
        [`rack_type_id=${a.id}`, [ra.id]],
        [`rack_type=b-${u}`, [rb.id]],
        [`rack_type_id=null`, [none.id]],
        [`rack_type_id__n=${a.id}`, [rb.id, none.id]],
        [`manufacturer_id=${mfr.id}`, [ra.id]],
        [`manufacturer=${mfr.slug}`, [ra.id]],
      ] as Array<[string, number[]]>) assert.deepEqual(await ids(`dcim/racks/?site_id=${site.id}&${query}`), expected, query);
    });
  });

  describe('form_factor, and NetBox 3.7\'s type', () => {
    it('reads under both names at 3.7 and 4.6; writes under either; form_factor wins when both are sent', async () => {
      const site = await make.site();
      for (const version of ['3.7', '4.6'] as const) {
        const req = at(version);
        const asType = await req('post', 'dcim/racks/').send({ name: `t-${uid()}`, site: site.id, type: '4-post-cabinet' });
        assert.equal(asType.status, 201, JSON.stringify(asType.body));
        assert.equal(asType.headers['api-version'], version);
        assert.deepEqual([asType.body.type, asType.body.form_factor], [{ value: '4-post-cabinet', label: '4-post cabinet' }, { value: '4-post-cabinet', label: '4-post cabinet' }]);
        const asFormFactor = await req('post', 'dcim/racks/').send({ name: `f-${uid()}`, site: site.id, form_factor: 'wall-frame' });
        assert.equal(asFormFactor.status, 201, JSON.stringify(asFormFactor.body));
        assert.equal(asFormFactor.body.type.value, 'wall-frame');
        assert.equal(asFormFactor.headers['x-ignored-fields'], undefined);
        const both = await req('patch', `dcim/racks/${asFormFactor.body.id}/`).send({ form_factor: '2-post-frame', type: '4-post-frame' });
        assert.equal(both.status, 200, JSON.stringify(both.body));
        assert.equal(both.body.form_factor.value, '2-post-frame');
        assert.equal(both.headers['x-ignored-fields'], 'type');
        // A bad value is named under the name it was sent as.
        const bad = await req('post', 'dcim/racks/').send({ name: `b-${uid()}`, site: site.id, type: '4-post' });
        assert.equal(bad.status, 400);
        assert.deepEqual(bad.body, { type: ['"4-post" is not a valid choice.'] });
        const cleared = await req('patch', `dcim/racks/${asType.body.id}/`).send({ type: null });
        assert.deepEqual([cleared.body.type, cleared.body.form_factor], [null, null]);
      }
    });

    it('filters by type and form_factor alike, with __n', async () => {
      const site = await make.site();
      const cab = await make.rack({ site: site.id, form_factor: '4-post-cabinet' });
      const wall = await make.rack({ site: site.id, type: 'wall-frame' });
      const none = await make.rack({ site: site.id });
      for (const name of ['type', 'form_factor']) {
        assert.deepEqual(await ids(`dcim/racks/?site_id=${site.id}&${name}=4-post-cabinet`), [cab.id], name);
        assert.deepEqual(await ids(`dcim/racks/?site_id=${site.id}&${name}=4-post-cabinet&${name}=wall-frame`), [cab.id, wall.id], name);
        assert.deepEqual(await ids(`dcim/racks/?site_id=${site.id}&${name}__n=wall-frame`), [cab.id, none.id], name);
        const v46 = await at('4.6')('get', `dcim/racks/?site_id=${site.id}&${name}=wall-frame`);
        assert.deepEqual(v46.body.results.map((r: Obj) => r.id), [wall.id], `${name} at 4.6`);
      }
    });

    it('OPTIONS and _choices list the choices under both names; the OpenAPI document names both', async () => {
      const choices = [
        ['2-post-frame', '2-post frame'], ['4-post-frame', '4-post frame'], ['4-post-cabinet', '4-post cabinet'], ['wall-frame', 'Wall-mounted frame'],
        ['wall-frame-vertical', 'Wall-mounted frame (vertical)'], ['wall-cabinet', 'Wall-mounted cabinet'], ['wall-cabinet-vertical', 'Wall-mounted cabinet (vertical)'],
      ];
      const options = (await api.request.options('/api/dcim/racks/').set(auth)).body.actions.POST;
      for (const name of ['form_factor', 'type']) {
        assert.equal(options[name].type, 'choice');
        assert.equal(options[name].required, false);
        assert.deepEqual(options[name].choices.map((c: Obj) => [c.value, c.display_name]), choices, name);
      }
      assert.deepEqual(options.airflow.choices.map((c: Obj) => c.value), ['front-to-rear', 'rear-to-front']);
      const rtOptions = (await api.request.options(`/api/${PATH}/`).set(auth)).body.actions.POST;
      assert.deepEqual([rtOptions.form_factor.required, rtOptions.manufacturer.required, rtOptions.width.choices.map((c: Obj) => c.value)], [true, true, [10, 19, 21, 23]]);
      const listed = await get('dcim/_choices/');
      assert.deepEqual(listed['rack:type'], listed['rack:form_factor']);
      assert.deepEqual(listed['racktype:form_factor'].map((c: Obj) => c.value), choices.map(([v]) => v));
      const doc = JSON.parse((await api.request.get('/api/schema/?format=json').set(auth)).text);
      const rack = doc.components.schemas.Rack.properties;
      assert.ok(rack.form_factor && rack.type && rack.rack_type && rack.airflow && rack.outer_height);
      assert.ok(doc.paths['/api/dcim/rack-types/'].get && doc.paths['/api/dcim/rack-types/{id}/'].patch);
    });

    it('GraphQL: rack types, and a rack\'s form_factor under both names', async () => {
      const rt = await rackType({ form_factor: 'wall-cabinet', u_height: 6 });
      const rack = await make.rack({ rack_type: rt.id });
      const r = await api.request.post('/graphql/').set(auth).send({ query: `{
        rack(id: ${rack.id}) { form_factor type u_height rack_type { model slug manufacturer { id } } }
        rack_type_list(slug: "${rt.slug}") { id model form_factor u_height rack_count racks { id } }
      }` });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.errors, undefined, JSON.stringify(r.body.errors));
      assert.deepEqual(r.body.data.rack, { form_factor: 'wall-cabinet', type: 'wall-cabinet', u_height: 6, rack_type: { model: rt.model, slug: rt.slug, manufacturer: { id: String(rt.manufacturer.id) } } });
      assert.deepEqual(r.body.data.rack_type_list, [{ id: String(rt.id), model: rt.model, form_factor: 'wall-cabinet', u_height: 6, rack_count: 1, racks: [{ id: String(rack.id) }] }]);
    });
  });

  describe('clients as they send', () => {
    /** What pynetbox's Record.serialize() makes of a read object: related objects as ids, choices as values. */
    const serialize = (o: Obj): Obj => Object.fromEntries(Object.entries(o).map(([k, v]) => [k,
      v && typeof v === 'object' && !Array.isArray(v) && k !== 'custom_fields' ? ('id' in v ? v.id : 'value' in v ? v.value : v) : v]));

    /** The Ansible collection's netbox_rack: OPTIONS for the choices it converts from labels,
     * the site found by slug, the rack looked up by name and site_id, created, then found again
     * and compared field by field as _update_netbox_object does (unchanged: no write). */
    async function ansibleRack(version: '3.7' | '4.6', data: Obj): Promise<Obj> {
      const req = at(version);
      const options = (await req('options', 'dcim/racks/')).body.actions.POST as Record<string, { choices?: Obj[] }>;
      // _fetch_choice_value: every choice of every field, matched by label or value.
      const all = Object.values(options).flatMap((f) => f.choices ?? []);
      const choice = (search: string) => all.find((c) => String(c.display_name).toLowerCase() === search.toLowerCase() || c.value === search.toLowerCase())?.value;
      const body: Obj = { ...data };
      for (const k of ['status', 'outer_unit', 'type']) if (typeof body[k] === 'string') body[k] = choice(body[k]);
      // netbox_dcim.run(): from NetBox 4.1 on, type is sent as form_factor (slugified).
      if (version === '4.6' && 'type' in body) {
        body.form_factor = String(body.type).replace(/[^-.\w\s]/g, '').replace(/[-.\s]+/g, '-').trim().toLowerCase();
        delete body.type;
      }
      const query = `dcim/racks/?name=${encodeURIComponent(body.name)}&site_id=${body.site}`;
      assert.equal((await req('get', query)).body.count, 0);
      const made = await req('post', 'dcim/racks/').send(body);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal(made.headers['x-ignored-fields'], undefined, 'everything sent was used');
      const found = (await req('get', query)).body.results;
      assert.equal(found.length, 1);
      const current = serialize(found[0]);
      for (const [k, v] of Object.entries(body)) assert.deepEqual(current[k], v, `${version}: ${k} reads back as sent (idempotent)`);
      return { sent: body, read: found[0] };
    }

    it('the Ansible collection 3.22\'s netbox_rack at 3.7 sends type, at 4.6 form_factor; both are idempotent', async () => {
      const site = await make.site();
      const data = (name: string) => ({
        name, site: site.id, status: 'active', type: '4-post cabinet', width: 19, u_height: 42, desc_units: false,
        outer_width: 600, outer_depth: 1000, outer_unit: 'Millimeters', weight: 100, weight_unit: 'kg', max_weight: 900, mounting_depth: 800, comments: 'c',
      });
      const old = await ansibleRack('3.7', data(`a37-${uid()}`));
      assert.equal(old.sent.type, '4-post-cabinet');
      assert.equal(old.read.form_factor.value, '4-post-cabinet');
      const now = await ansibleRack('4.6', data(`a46-${uid()}`));
      assert.deepEqual([now.sent.form_factor, now.sent.type], ['4-post-cabinet', undefined]);
      assert.equal(now.read.type.value, '4-post-cabinet');
    });

    it('the Ansible collection 3.13\'s netbox_rack (type, the label converted by OPTIONS) against /api/', async () => {
      const site = await make.site();
      const { read } = await ansibleRack('3.7', { name: `a313-${uid()}`, site: site.id, type: 'Wall-mounted cabinet', outer_unit: 'Inches', outer_width: 24 });
      assert.deepEqual([read.form_factor.value, read.outer_unit.value], ['wall-cabinet', 'in']);
    });

    it('pynetbox 7.8: rack_types.create, get by slug, save() sends what changed, racks by rack_type_id, delete', async () => {
      const u = uid();
      const mfr = await make.manufacturer();
      // nb.dcim.rack_types.create(...): the keyword arguments as the body.
      const rt = await at('4.6')('post', `${PATH}/`).send({ manufacturer: mfr.id, model: `py-${u}`, slug: `py-${u}`, form_factor: '4-post-frame', u_height: 42 });
      assert.equal(rt.status, 201, JSON.stringify(rt.body));
      // nb.dcim.rack_types.get(slug=...): a filtered list, exactly one result.
      const got = (await at('4.6')('get', `${PATH}/?slug=py-${u}`)).body;
      assert.equal(got.count, 1);
      // record.u_height = 46; record.save(): a PATCH of the changed field only.
      const saved = await at('4.6')('patch', `${PATH}/${rt.body.id}/`).send({ u_height: 46 });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const rack = await at('4.6')('post', 'dcim/racks/').send({ name: `py-${u}`, site: (await make.site()).id, rack_type: rt.body.id });
      assert.equal(rack.status, 201, JSON.stringify(rack.body));
      assert.deepEqual([rack.body.u_height, rack.body.form_factor.value], [46, '4-post-frame']);
      // nb.dcim.racks.filter(rack_type_id=...)
      assert.deepEqual((await at('4.6')('get', `dcim/racks/?rack_type_id=${rt.body.id}`)).body.results.map((r: Obj) => r.id), [rack.body.id]);
      // record.delete() of a rack type in use: refused; of the rack, then the type: done.
      assert.equal((await del(PATH, rt.body.id)).status, 409);
      assert.equal((await del('dcim/racks', rack.body.id)).status, 204);
      assert.equal((await del(PATH, rt.body.id)).status, 204);
    });
  });

  describe('migration', () => {
    it('renames a stored rack\'s type to form_factor keeping the value, and rewrites its change records', async () => {
      const site = await make.site();
      const rack = await make.rack({ site: site.id, form_factor: '4-post-cabinet' });
      const none = await make.rack({ site: site.id });
      const text = readFileSync('generated/db/migrations/0034_catalogue.sql', 'utf8');
      const rolledBack = new Error('rolled back');
      // Run as the migrator runs it, over the tables as migration 0033 left them; undone afterwards.
      await assert.rejects(api.sql.begin(async (tx) => {
        await tx.unsafe(`ALTER TABLE dcim_rack DROP COLUMN rack_type_id, DROP COLUMN outer_height, DROP COLUMN airflow`);
        await tx.unsafe(`ALTER TABLE dcim_rack RENAME COLUMN form_factor TO type`);
        await tx.unsafe(`DROP TABLE dcim_rack_type`);
        // A change record of NetBox 3.7's shape: type among the rack's fields, in their order.
        const [change] = await tx`INSERT INTO extras_object_change (time, request_id, action, changed_object_type, changed_object_id, object_repr, prechange_data, postchange_data)
          VALUES (now(), 'r', 'update', 'dcim.rack', ${rack.id}, 'x', '{"name": "a", "type": null, "width": "19"}'::json, '{"name": "a", "type": "4-post-cabinet", "width": "19"}'::json) RETURNING id`;
        const [created] = await tx`INSERT INTO extras_object_change (time, request_id, action, changed_object_type, changed_object_id, object_repr, prechange_data, postchange_data)
          VALUES (now(), 'r', 'create', 'dcim.rack', ${none.id}, 'y', NULL, '{"name": "b", "type": null}'::json) RETURNING id`;
        const [site] = await tx`INSERT INTO extras_object_change (time, request_id, action, changed_object_type, changed_object_id, object_repr, prechange_data, postchange_data)
          VALUES (now(), 'r', 'update', 'dcim.site', 1, 'z', '{"type": "x"}'::json, '{"type": "x"}'::json) RETURNING id`;
        for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await tx.unsafe(statement);
        const rows = await tx`SELECT id, form_factor, rack_type_id FROM dcim_rack WHERE id IN (${rack.id}, ${none.id}) ORDER BY id`;
        assert.deepEqual(rows.map((r) => [r.id, r.form_factor, r.rack_type_id]), [[rack.id, '4-post-cabinet', null], [none.id, null, null]]);
        const log = await tx`SELECT id, prechange_data::text AS pre, postchange_data::text AS post FROM extras_object_change WHERE id IN (${change!.id}, ${created!.id}, ${site!.id}) ORDER BY id`;
        assert.deepEqual(log.map((l) => [l.pre && JSON.parse(l.pre), l.post && JSON.parse(l.post)]), [
          [{ name: 'a', form_factor: null, width: '19' }, { name: 'a', form_factor: '4-post-cabinet', width: '19' }],
          [null, { name: 'b', form_factor: null }],
          [{ type: 'x' }, { type: 'x' }],
        ]);
        assert.deepEqual(Object.keys(JSON.parse(log[0]!.post)), ['name', 'form_factor', 'width'], 'the keys keep their order');
        throw rolledBack;
      }), (e) => e === rolledBack);
    });
  });
});
