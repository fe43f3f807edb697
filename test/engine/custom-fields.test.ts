import assert from 'node:assert/strict';
import { auth, customFieldsCleanup, startApi, uid, type TestApi } from '../support/api.ts';

// Custom fields: definitions are data; values are checked on write, defaults reach existing
// objects, cf_<name> filters follow the field's type and filter logic.
describe('engine: custom fields', () => {
  let api: TestApi;
  let dropCustomFields: () => Promise<void>;
  before(async () => {
    api = await startApi();
    dropCustomFields = await customFieldsCleanup(api);
  });
  after(async () => {
    await dropCustomFields();
    await api.close();
  });

  const post = async (path: string, body: object) => {
    const r = await api.request.post(path).set(auth).send(body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const site = (u: string, extra: object = {}) => post('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, ...extra });
  const cfName = () => `cf_${uid()}`;

  it('gives a new field\'s default to existing objects, and shows every defined field', async () => {
    const u = uid();
    const before = await site(u);
    const name = cfName();
    const empty = cfName();
    await post('/api/extras/custom-fields/', { name, content_types: ['dcim.site'], type: 'text', default: 'unset' });
    await post('/api/extras/custom-fields/', { name: empty, content_types: ['dcim.site'], type: 'integer' });
    const got = await api.request.get(`/api/dcim/sites/${before.id}/`).set(auth);
    assert.equal(got.body.custom_fields[name], 'unset');
    assert.ok(Object.hasOwn(got.body.custom_fields, empty));
    assert.equal(got.body.custom_fields[empty], null);
    const later = await site(uid());
    assert.equal(later.custom_fields[name], 'unset');
    // Other models do not show it.
    const tenant = await post('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
    assert.ok(!Object.hasOwn(tenant.custom_fields, name));
  });

  it('shows the JSON type of its values (data_type) as NetBox names it', async () => {
    const expected: Record<string, string> = { text: 'string', longtext: 'string', integer: 'integer', decimal: 'decimal', boolean: 'boolean', date: 'string',
      datetime: 'string', url: 'string', json: 'object', select: 'string', multiselect: 'array', object: 'object', multiobject: 'array' };
    const shown: Record<string, string> = {};
    for (const type of Object.keys(expected)) {
      const extra = type.endsWith('select') ? { choices: ['a', 'b'] } : type.endsWith('object') ? { object_type: 'dcim.site' } : {};
      const f = await post('/api/extras/custom-fields/', { name: cfName(), content_types: ['tenancy.tenant'], type, ...extra });
      shown[type] = f.data_type;
      assert.equal((await api.request.get(`/api/extras/custom-fields/${f.id}/`).set(auth)).body.data_type, expected[type]);
    }
    assert.deepEqual(shown, expected);
  });

  it('checks values by type, bounds, regex and choices; unknown names and missing required values are 400', async () => {
    const num = cfName();
    const pick = cfName();
    const code = cfName();
    await post('/api/extras/custom-fields/', { name: num, content_types: ['dcim.site'], type: 'integer', validation_minimum: 1, validation_maximum: 10 });
    await post('/api/extras/custom-fields/', { name: pick, content_types: ['dcim.site'], type: 'select', choices: ['gold', 'silver'] });
    await post('/api/extras/custom-fields/', { name: code, content_types: ['dcim.site'], type: 'text', validation_regex: '^[A-Z]{3}$' });
    const u = uid();
    const ok = await site(u, { custom_fields: { [num]: 5, [pick]: 'gold', [code]: 'AMS' } });
    assert.deepEqual([ok.custom_fields[num], ok.custom_fields[pick], ok.custom_fields[code]], [5, 'gold', 'AMS']);
    for (const bad of [{ [num]: 11 }, { [num]: 'five' }, { [num]: 2.5 }, { [pick]: 'bronze' }, { [code]: 'ams' }, { nosuchfield: 1 }]) {
      const r = await api.request.patch(`/api/dcim/sites/${ok.id}/`).set(auth).send({ custom_fields: bad });
      assert.equal(r.status, 400, JSON.stringify(bad));
      assert.ok(Array.isArray(r.body.custom_fields), JSON.stringify(r.body));
    }
    const still = await api.request.get(`/api/dcim/sites/${ok.id}/`).set(auth);
    assert.equal(still.body.custom_fields[num], 5);
    // PATCH merges: other values stay.
    const merged = await api.request.patch(`/api/dcim/sites/${ok.id}/`).set(auth).send({ custom_fields: { [num]: 7 } });
    assert.equal(merged.status, 200);
    assert.deepEqual([merged.body.custom_fields[num], merged.body.custom_fields[pick]], [7, 'gold']);
  });

  it('refuses a create without a required value', async () => {
    const name = cfName();
    // Required on every VRF of the shared test database: removed again however the test ends.
    const field = await post('/api/extras/custom-fields/', { name, content_types: ['ipam.vrf'], type: 'text', required: true });
    try {
      const r = await api.request.post('/api/ipam/vrfs/').set(auth).send({ name: `v-${uid()}` });
      assert.equal(r.status, 400);
      assert.match(r.body.custom_fields[0], new RegExp(name));
      const ok = await api.request.post('/api/ipam/vrfs/').set(auth).send({ name: `v-${uid()}`, custom_fields: { [name]: 'here' } });
      assert.equal(ok.status, 201, JSON.stringify(ok.body));
    } finally {
      assert.equal((await api.request.delete(`/api/extras/custom-fields/${field.id}/`).set(auth)).status, 204);
    }
  });

  it('filters with cf_<name>: loose text matches part, exact the whole, numbers compare', async () => {
    const loose = cfName();
    const exact = cfName();
    const num = cfName();
    await post('/api/extras/custom-fields/', { name: loose, content_types: ['dcim.site'], type: 'text', filter_logic: 'loose' });
    await post('/api/extras/custom-fields/', { name: exact, content_types: ['dcim.site'], type: 'text', filter_logic: 'exact' });
    await post('/api/extras/custom-fields/', { name: num, content_types: ['dcim.site'], type: 'integer' });
    const u = uid();
    const a = await site(`a${u}`, { custom_fields: { [loose]: 'Amsterdam North', [exact]: 'Amsterdam North', [num]: 3 } });
    const b = await site(`b${u}`, { custom_fields: { [loose]: 'Berlin', [exact]: 'Berlin', [num]: 8 } });
    const ids = async (q: string) => (await api.request.get(`/api/dcim/sites/?${q}`).set(auth)).body.results.map((r: { id: number }) => r.id).sort();
    assert.deepEqual(await ids(`cf_${loose}=amsterdam`), [a.id]);
    assert.deepEqual(await ids(`cf_${exact}=amsterdam`), []);
    assert.deepEqual(await ids(`cf_${exact}=Amsterdam%20North`), [a.id]);
    assert.deepEqual(await ids(`cf_${num}__gte=5`), [b.id]);
    assert.deepEqual(await ids(`cf_${num}=3&cf_${num}=8`), [a.id, b.id].sort());
    assert.deepEqual(await ids(`cf_${loose}__n=Berlin&cf_${num}__gte=0`), [a.id]);
    const bad = await api.request.get(`/api/dcim/sites/?cf_${num}=three`).set(auth);
    assert.equal(bad.status, 400);
    assert.ok(bad.body[`cf_${num}`]);
  });

  it('moves values on a rename and removes them when the field goes', async () => {
    const name = cfName();
    const field = await post('/api/extras/custom-fields/', { name, content_types: ['dcim.site'], type: 'text' });
    const s = await site(uid(), { custom_fields: { [name]: 'kept' } });
    const renamed = `${name}_x`;
    assert.equal((await api.request.patch(`/api/extras/custom-fields/${field.id}/`).set(auth).send({ name: renamed })).status, 200);
    const after = await api.request.get(`/api/dcim/sites/${s.id}/`).set(auth);
    assert.equal(after.body.custom_fields[renamed], 'kept');
    assert.ok(!Object.hasOwn(after.body.custom_fields, name));
    assert.equal((await api.request.delete(`/api/extras/custom-fields/${field.id}/`).set(auth)).status, 204);
    const [row] = await api.sql`SELECT custom_field_data FROM dcim_site WHERE id = ${s.id}`;
    assert.ok(!Object.hasOwn(row!.custom_field_data as object, renamed));
  });

  it('refuses definitions that make no sense', async () => {
    for (const body of [
      { name: cfName(), content_types: ['dcim.nosuch'], type: 'text' },
      { name: cfName(), content_types: [], type: 'text' },
      { name: cfName(), content_types: ['dcim.site'], type: 'select' },
      { name: cfName(), content_types: ['dcim.site'], type: 'object' },
      { name: cfName(), content_types: ['dcim.site'], type: 'integer', default: 'x' },
      { name: 'Bad Name', content_types: ['dcim.site'], type: 'text' },
    ]) {
      const r = await api.request.post('/api/extras/custom-fields/').set(auth).send(body);
      assert.equal(r.status, 400, `${JSON.stringify(body)} -> ${JSON.stringify(r.body)}`);
    }
  });
});
