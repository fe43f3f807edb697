// Custom field choice sets (NetBox 3.6+ extras.CustomFieldChoiceSet): what the Ansible
// collection 3.22's netbox_custom_field_choice_set and netbox_custom_field send, the set's
// fields, its choices endpoint, its filters and errors, and select fields taking their choices
// from a set.
import assert from 'node:assert/strict';
import { customFieldsCleanup, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('models: custom field choice sets', () => {
  let api: TestApi;
  let cleanup: () => Promise<void>;
  before(async () => {
    api = await startApi();
    cleanup = await customFieldsCleanup(api);
  });
  after(async () => {
    await cleanup();
    await api.close();
  });

  const { post, patch, del, get, created, refused, ids, brief, url } = modelHelpers(() => api);
  const PATH = 'extras/custom-field-choice-sets';
  const choicesPage = (id: number, qs = '') => get(`${PATH}/${id}/choices/${qs}`);

  it('the Ansible collection: create with extra choices, find by name, update to a base list ordered alphabetically', async () => {
    const u = uid();
    assert.equal((await get(`${PATH}/?name=ChoiceSet-${u}`)).count, 0);
    const set = await created(PATH, { name: `ChoiceSet-${u}`, description: 'Choice Set Description', extra_choices: [['choice1', 'label1'], ['choice2', 'label2']] });
    assert.deepEqual(Object.keys(set), ['id', 'url', 'display_url', 'display', 'name', 'description', 'base_choices', 'extra_choices', 'choice_colors', 'order_alphabetically', 'choices_count', 'owner', 'created', 'last_updated']);
    assert.deepEqual({ ...set, created: undefined, last_updated: undefined }, {
      id: set.id, url: url(PATH, set.id), display_url: url(PATH, set.id).replace('/api/', '/'), display: `ChoiceSet-${u}`, name: `ChoiceSet-${u}`, description: 'Choice Set Description',
      base_choices: null, extra_choices: [['choice1', 'label1'], ['choice2', 'label2']], choice_colors: {}, order_alphabetically: false, choices_count: 2, owner: null,
      created: undefined, last_updated: undefined,
    });
    assert.deepEqual((await get(`${PATH}/?name=ChoiceSet-${u}`)).results.map((x: Obj) => x.id), [set.id]);
    // The module sends extra_choices [] beside a base list.
    const changed = await patch(PATH, set.id, { order_alphabetically: true, base_choices: 'ISO_3166', extra_choices: [] });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.deepEqual(changed.body.base_choices, { value: 'ISO_3166', label: 'ISO 3166 (Country codes)' });
    assert.deepEqual(changed.body.extra_choices, []);
    assert.equal(changed.body.choices_count, 249);
    assert.equal(changed.body.order_alphabetically, true);
  });

  it('brief form: NetBox 4.6\'s, with the description and the count', async () => {
    const u = uid();
    const set = await created(PATH, { name: `brief-${u}`, description: `d-${u}`, extra_choices: [['a', 'A']] });
    assert.deepEqual((await get(`${PATH}/?id=${set.id}&brief=1`)).results[0], brief(set, 'name', 'description', 'choices_count'));
  });

  it('an alphabetical set stores its extra choices sorted by value; another keeps the order given', async () => {
    const u = uid();
    const given = [['zulu', 'Z'], ['alpha', 'A'], ['Mike', 'M']];
    const sorted = await created(PATH, { name: `abc-${u}`, extra_choices: given, order_alphabetically: true });
    assert.deepEqual(sorted.extra_choices, [['Mike', 'M'], ['alpha', 'A'], ['zulu', 'Z']]);
    const kept = await created(PATH, { name: `as-given-${u}`, extra_choices: given });
    assert.deepEqual(kept.extra_choices, given);
    // Turning the order on sorts what is stored.
    const turned = await patch(PATH, kept.id, { order_alphabetically: true });
    assert.deepEqual(turned.body.extra_choices, [['Mike', 'M'], ['alpha', 'A'], ['zulu', 'Z']]);
    // Numbers are stored as text, as NetBox's character array stores them.
    const numbers = await created(PATH, { name: `numbers-${u}`, extra_choices: [[1, 'one']] });
    assert.deepEqual(numbers.extra_choices, [['1', 'one']]);
  });

  it('the choices endpoint: base then extra choices as {id, display}, q, pagination, 404', async () => {
    const u = uid();
    const set = await created(PATH, { name: `countries-${u}`, base_choices: 'ISO_3166', extra_choices: [['XK', 'XK (Kosovo)']] });
    const all = await choicesPage(set.id, '?limit=0');
    assert.equal(all.count, 250);
    assert.deepEqual(all.results[0], { id: 'AD', display: 'AD (Andorra)' });
    assert.deepEqual(all.results.at(-1), { id: 'XK', display: 'XK (Kosovo)' });
    // q matches the value or the label, ignoring case.
    assert.deepEqual((await choicesPage(set.id, '?q=germany')).results, [{ id: 'DE', display: 'DE (Germany)' }]);
    assert.deepEqual((await choicesPage(set.id, '?q=xk')).results, [{ id: 'XK', display: 'XK (Kosovo)' }]);
    assert.deepEqual(await choicesPage(set.id, '?q=no-such-country'), { count: 0, next: null, previous: null, results: [] });
    const page = await choicesPage(set.id, '?limit=2&offset=2');
    assert.deepEqual(page.results.map((c: Obj) => c.id), ['AF', 'AG']);
    assert.equal(page.count, 250);
    assert.match(page.next, /\/api\/extras\/custom-field-choice-sets\/\d+\/choices\/\?limit=2&offset=4$/);
    assert.match(page.previous, /\/choices\/\?limit=2$/); // DRF leaves out offset=0
    const missing = await api.request.get(`/api/${PATH}/2147483000/choices/`).set('Authorization', `Token 0123456789abcdef0123456789abcdef01234567`);
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { detail: 'Not found.' });
    const bad = await api.request.get(`/api/${PATH}/${set.id}/choices/?limit=many`).set('Authorization', `Token 0123456789abcdef0123456789abcdef01234567`);
    assert.equal(bad.status, 400);
  });

  it('the Ansible collection\'s example: a set on the IATA list, ordered alphabetically', async () => {
    const u = uid();
    const set = await created(PATH, { name: `airports-${u}`, description: 'Choice Set Description', order_alphabetically: true, base_choices: 'IATA', extra_choices: [] });
    assert.deepEqual(set.base_choices, { value: 'IATA', label: 'IATA (Airport codes)' });
    assert.equal(set.choices_count, 9765);
    const page = await choicesPage(set.id, '?limit=2');
    assert.deepEqual(page.results, [{ id: 'AAA', display: 'AAA (Anaa, PF)' }, { id: 'AAB', display: 'AAB (Arrabury Airport, Queensland, AU)' }]);
    assert.equal(page.count, 9765);
    const field = await created('extras/custom-fields', { name: `airport_${u}`, content_types: ['dcim.site'], type: 'select', choice_set: set.id });
    await created('dcim/sites', { name: `ap-${u}`, slug: `ap-${u}`, custom_fields: { [`airport_${u}`]: 'AAB' } });
    assert.equal((await post('dcim/sites', { name: `aq-${u}`, slug: `aq-${u}`, custom_fields: { [`airport_${u}`]: 'ZZZZ' } })).status, 400);
    assert.equal((await del('extras/custom-fields', field.id)).status, 204);
  });

  it('refuses what NetBox refuses, and writes nothing', async () => {
    const u = uid();
    await refused(post(PATH, { name: `none-${u}`, extra_choices: [] }), '__all__', /^Must define base or extra choices\.$/);
    // NetBox's ChoiceField takes no blank base list (allow_blank is false): null is "none".
    await refused(post(PATH, { name: `none-${u}`, base_choices: '', extra_choices: [['a', 'A']] }), 'base_choices', /is not a valid choice/);
    await refused(post(PATH, { name: `none-${u}`, base_choices: 'ISO_3166' }), 'extra_choices', /required/);
    await refused(post(PATH, { extra_choices: [['a', 'A']] }), 'name', /required/);
    await refused(post(PATH, { name: `none-${u}`, extra_choices: 'a,b' }), 'extra_choices', /Expected a list/);
    await refused(post(PATH, { name: `none-${u}`, extra_choices: [['a']] }), 'extra_choices', /Choice 1: .*2 elements/);
    await refused(post(PATH, { name: `none-${u}`, extra_choices: [['a', 'A'], ['b', 'B', 'x']] }), 'extra_choices', /Choice 2: .*2 elements/);
    await refused(post(PATH, { name: `none-${u}`, extra_choices: ['ab'] }), 'extra_choices', /Choice 1/);
    await refused(post(PATH, { name: `none-${u}`, extra_choices: [['a', { label: 'A' }]] }), 'extra_choices', /strings/);
    await refused(post(PATH, { name: `none-${u}`, extra_choices: [['a'.repeat(101), 'A']] }), 'extra_choices', /100 characters/);
    await refused(post(PATH, { name: `none-${u}`, base_choices: 'NOPE', extra_choices: [] }), 'base_choices');
    await refused(post(PATH, { name: `none-${u}`, base_choices: 'UN_LOCODE', extra_choices: [] }), 'base_choices', /not available in netinv/);
    assert.equal((await get(`${PATH}/?name=none-${u}`)).count, 0);
    const set = await created(PATH, { name: `taken-${u}`, extra_choices: [['a', 'A']] });
    await refused(post(PATH, { name: `taken-${u}`, extra_choices: [['b', 'B']] }), 'name', /already exists/);
    await refused(post(PATH, { name: `none-${u}`, extra_choices: [['a', 'A'], ['a', 'B']] }), 'extra_choices', /^Duplicate value 'a' found in extra choices\.$/);
    // NetBox 4.6's choice colors: an object from the set's values to named colors.
    await refused(post(PATH, { name: `none-${u}`, extra_choices: [['a', 'A']], choice_colors: ['red'] }), 'choice_colors', /^Color mappings must be defined as a JSON object\.$/);
    await refused(post(PATH, { name: `none-${u}`, extra_choices: [['a', 'A']], choice_colors: { b: 'red', c: 'red' } }), 'choice_colors', /^Color mappings must reference an existing choice value\. Invalid value\(s\): b, c\.$/);
    await refused(post(PATH, { name: `none-${u}`, extra_choices: [['a', 'A']], choice_colors: { a: 'mauve' } }), 'choice_colors', /^Invalid color value\(s\): mauve\. Use a supported named color\.$/);
    assert.equal((await get(`${PATH}/?name=none-${u}`)).count, 0);
    const colored = await created(PATH, { name: `colored-${u}`, base_choices: 'ISO_3166', extra_choices: [['a', 'A']], choice_colors: { a: 'red', DE: 'black' } });
    assert.deepEqual(colored.choice_colors, { a: 'red', DE: 'black' });
    // Dropping a colored choice is refused while its color stays.
    await refused(patch(PATH, colored.id, { extra_choices: [['b', 'B']] }), 'choice_colors', /Invalid value\(s\): a\./);
    // Emptying the only list of a set is refused; the set is unchanged.
    await refused(patch(PATH, set.id, { extra_choices: [] }), '__all__', /^Must define base or extra choices\.$/);
    assert.deepEqual((await get(`${PATH}/${set.id}/`)).extra_choices, [['a', 'A']]);
  });

  it('filters as NetBox: name, description, base_choices, order_alphabetically, choice (a value or a label), q', async () => {
    const u = uid();
    const a = await created(PATH, { name: `fa-${u}`, description: `desc-${u}`, extra_choices: [[`val-${u}`, `Label ${u}`]] });
    const b = await created(PATH, { name: `fb-${u}`, base_choices: 'ISO_3166', extra_choices: [[`other-${u}`, 'Other']], order_alphabetically: true });
    assert.deepEqual(await ids(`${PATH}/?name=fa-${u}&name=fb-${u}`), [a.id, b.id]);
    assert.deepEqual(await ids(`${PATH}/?description=desc-${u}`), [a.id]);
    assert.deepEqual(await ids(`${PATH}/?name=fa-${u}&name=fb-${u}&base_choices=ISO_3166`), [b.id]);
    assert.deepEqual(await ids(`${PATH}/?name=fa-${u}&name=fb-${u}&order_alphabetically=true`), [b.id]);
    assert.deepEqual(await ids(`${PATH}/?choice=val-${u}`), [a.id]);
    assert.deepEqual(await ids(`${PATH}/?choice=${encodeURIComponent(`Label ${u}`)}`), [a.id]);
    assert.deepEqual(await ids(`${PATH}/?choice=val-${u}&choice=other-${u}`), [a.id, b.id]);
    assert.deepEqual(await ids(`${PATH}/?choice=val`), []);
    assert.deepEqual(await ids(`${PATH}/?q=desc-${u}`), [a.id]);
  });

  describe('select fields with a choice set', () => {
    it('the Ansible collection 3.22: a select field naming its set; objects take only the set\'s values', async () => {
      const u = uid();
      const set = await created(PATH, { name: `tiers-${u}`, extra_choices: [['gold', 'Gold'], ['silver', 'Silver']] });
      // The module finds the set by name and sends its id.
      const found = (await get(`${PATH}/?name=tiers-${u}`)).results[0];
      const field = await created('extras/custom-fields', { name: `tier_${u}`, content_types: ['dcim.site'], type: 'select', choice_set: found.id, default: 'gold' });
      assert.deepEqual(field.choice_set, brief(set, 'name', 'description', 'choices_count'));
      assert.deepEqual(await ids(`extras/custom-fields/?choice_set=tiers-${u}`), [field.id]);
      assert.deepEqual(await ids(`extras/custom-fields/?choice_set_id=${set.id}`), [field.id]);
      const site = await created('dcim/sites', { name: `cs-${u}`, slug: `cs-${u}` });
      assert.equal(site.custom_fields[`tier_${u}`], 'gold');
      const ok = await patch('dcim/sites', site.id, { custom_fields: { [`tier_${u}`]: 'silver' } });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      const bad = await patch('dcim/sites', site.id, { custom_fields: { [`tier_${u}`]: 'bronze' } });
      assert.equal(bad.status, 400);
      assert.match(JSON.stringify(bad.body.custom_fields), new RegExp(`Invalid choice \\(\\\\"bronze\\\\"\\) for choice set tiers-${u}\\.`));
      assert.equal((await get(`dcim/sites/${site.id}/`)).custom_fields[`tier_${u}`], 'silver');
      // The set's choices change what the field takes.
      assert.equal((await patch(PATH, set.id, { extra_choices: [['gold', 'Gold'], ['silver', 'Silver'], ['bronze', 'Bronze']] })).status, 200);
      assert.equal((await patch('dcim/sites', site.id, { custom_fields: { [`tier_${u}`]: 'bronze' } })).status, 200);
      // A set in use is protected.
      const blocked = await del(PATH, set.id);
      assert.equal(blocked.status, 409, JSON.stringify(blocked.body));
      assert.equal((await del('extras/custom-fields', field.id)).status, 204);
      assert.equal((await del(PATH, set.id)).status, 204);
    });

    it('a multiselect field over a base list; the default must be among the choices', async () => {
      const u = uid();
      const set = await created(PATH, { name: `countries-${u}`, base_choices: 'ISO_3166', extra_choices: [] });
      await refused(post('extras/custom-fields', { name: `where_${u}`, content_types: ['dcim.site'], type: 'multiselect', choice_set: set.id, default: ['ZZ'] }), 'default', /Invalid default value/);
      const field = await created('extras/custom-fields', { name: `where_${u}`, content_types: ['dcim.site'], type: 'multiselect', choice_set: set.id });
      const site = await created('dcim/sites', { name: `cm-${u}`, slug: `cm-${u}`, custom_fields: { [`where_${u}`]: ['DE', 'FR'] } });
      assert.deepEqual(site.custom_fields[`where_${u}`], ['DE', 'FR']);
      const bad = await post('dcim/sites', { name: `cn-${u}`, slug: `cn-${u}`, custom_fields: { [`where_${u}`]: ['DE', 'ZZ'] } });
      assert.equal(bad.status, 400);
      assert.match(JSON.stringify(bad.body.custom_fields), /Invalid choice\(s\) \(\[\\"DE\\", \\"ZZ\\"\]\) for choice set countries-/);
      assert.equal((await del('extras/custom-fields', field.id)).status, 204);
    });

    it('refuses a set on other types, a select field without choices, and an unknown set', async () => {
      const u = uid();
      const set = await created(PATH, { name: `misc-${u}`, extra_choices: [['a', 'A']] });
      await refused(post('extras/custom-fields', { name: `txt_${u}`, content_types: ['dcim.site'], type: 'text', choice_set: set.id }), 'choice_set', /^Choices may be set only on selection fields\.$/);
      await refused(post('extras/custom-fields', { name: `sel_${u}`, content_types: ['dcim.site'], type: 'select' }), 'choice_set', /^Selection fields must specify a set of choices\.$/);
      await refused(post('extras/custom-fields', { name: `sel_${u}`, content_types: ['dcim.site'], type: 'select', choice_set: 2147483000 }), 'choice_set');
      assert.equal((await get(`extras/custom-fields/?name=txt_${u}&name=sel_${u}`)).count, 0);
      // NetBox 3.5's own choices still make a select field (the Ansible collection 3.13 sends them).
      const own = await created('extras/custom-fields', { name: `own_${u}`, content_types: ['dcim.site'], type: 'select', choices: ['x', 'y'] });
      assert.equal(own.choice_set, null);
      assert.equal((await del('extras/custom-fields', own.id)).status, 204);
    });
  });
});
