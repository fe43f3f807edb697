// NetBox 4.x's names and fields in extras (v4.6.8: extras/models, extras/api/serializers_,
// extras/filtersets.py), served beside NetBox 3.7's: object_types for content_types (one stored
// list, both names read, written and filtered), an event rule's event_types beside its
// type_* booleans, custom fields' related_object_type, unique, validation_schema and
// related_object_filter, tags' weight and object_types, and the templates' added fields.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auth, customFieldsCleanup, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('models: extras at NetBox 4.x', () => {
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

  const make = factories(modelHelpers(() => api).created);
  type Method = 'get' | 'post' | 'patch' | 'put' | 'delete' | 'options';
  /** A request at a version: the pinned root (/v4.6/api/) or the default /api/ (3.7). */
  const at = (version: '3.7' | '4.6', method: Method, path: string, body?: unknown) => {
    const r = api.request[method](`${version === '4.6' ? '/v4.6' : ''}/api/${path}`).set(auth).set('Host', 'inventory.example.test');
    return body === undefined ? r : r.send(body as object);
  };
  const ok = async (version: '3.7' | '4.6', method: Method, path: string, body?: unknown, status = 200): Promise<Obj> => {
    const r = await at(version, method, path, body);
    assert.equal(r.status, status, `${method} ${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const ids = async (version: '3.7' | '4.6', path: string) => ((await ok(version, 'get', path)).results as Obj[]).map((o) => o.id as number).sort((a, b) => a - b);

  describe('object_types beside content_types', () => {
    for (const [path, extra] of [
      ['extras/custom-links', { link_text: 't', link_url: 'u' }],
      ['extras/export-templates', { template_code: '{{ queryset }}' }],
    ] as const) {
      it(`${path}: written under either name, read and filtered under both, one stored list`, async () => {
        const u = uid();
        const old = await ok('3.7', 'post', `${path}/`, { name: `a-${u}`, content_types: ['dcim.site'], ...extra }, 201);
        assert.deepEqual(old.content_types, ['dcim.site']);
        assert.deepEqual(old.object_types, ['dcim.site']);
        const neu = await ok('4.6', 'post', `${path}/`, { name: `b-${u}`, object_types: ['dcim.device', 'dcim.rack'], ...extra }, 201);
        assert.deepEqual(neu.object_types, ['dcim.device', 'dcim.rack']);
        assert.deepEqual(neu.content_types, ['dcim.device', 'dcim.rack']);
        // A 4.x client's change is what a 3.7 client reads, and the reverse.
        await ok('4.6', 'patch', `${path}/${old.id}/`, { object_types: ['dcim.location'] });
        assert.deepEqual((await ok('3.7', 'get', `${path}/${old.id}/`)).content_types, ['dcim.location']);
        await ok('3.7', 'patch', `${path}/${neu.id}/`, { content_types: ['dcim.region'] });
        assert.deepEqual((await ok('4.6', 'get', `${path}/${neu.id}/`)).object_types, ['dcim.region']);
        // Both given: object_types wins, content_types is named as ignored.
        const both = await at('4.6', 'patch', `${path}/${neu.id}/`, { object_types: ['dcim.site'], content_types: ['dcim.device'] });
        assert.equal(both.status, 200, JSON.stringify(both.body));
        assert.deepEqual(both.body.object_types, ['dcim.site']);
        assert.match(String(both.headers['x-ignored-fields']), /content_types/);
        // NetBox 3.7's filter (content_types) and 4.x's (object_type), at both versions.
        for (const v of ['3.7', '4.6'] as const) {
          assert.deepEqual(await ids(v, `${path}/?name__isw=a-${u}&content_types=dcim.location`), [old.id]);
          assert.deepEqual(await ids(v, `${path}/?name__ic=-${u}&object_type=dcim.site`), [neu.id]);
          assert.deepEqual(await ids(v, `${path}/?name__ic=-${u}&object_type__n=dcim.site`), [old.id]);
        }
        // An error names the field as it was sent.
        const bad37 = await at('3.7', 'post', `${path}/`, { name: `c-${u}`, content_types: ['dcim.nosuchmodel'], ...extra });
        assert.equal(bad37.status, 400);
        assert.deepEqual(Object.keys(bad37.body), ['content_types']);
        const bad46 = await at('4.6', 'post', `${path}/`, { name: `c-${u}`, object_types: [], ...extra });
        assert.equal(bad46.status, 400);
        assert.deepEqual(Object.keys(bad46.body), ['object_types']);
        assert.deepEqual(await ids('3.7', `${path}/?name=c-${u}`), [], 'nothing was made');
      });
    }

    it('OPTIONS describes both names', async () => {
      const options = await ok('4.6', 'options', 'extras/custom-links/');
      assert.ok(options.actions.POST.object_types, 'object_types');
      assert.ok(options.actions.POST.content_types, 'content_types');
      // An event rule's event_types: a list of choices, as DRF describes a ListField of a ChoiceField.
      const rules = await ok('3.7', 'options', 'extras/event-rules/');
      assert.equal(rules.actions.POST.event_types.type, 'list');
      assert.deepEqual(rules.actions.POST.event_types.child.choices.map((c: Obj) => c.value),
        ['object_created', 'object_updated', 'object_deleted', 'job_started', 'job_completed', 'job_failed', 'job_errored']);
      for (const b of ['type_create', 'type_update', 'type_delete', 'type_job_start', 'type_job_end']) assert.equal(rules.actions.POST[b].type, 'boolean', b);
    });
  });

  describe('event rules: event_types beside type_create ...', () => {
    const webhook = async (u: string) => ok('3.7', 'post', 'extras/webhooks/', { name: `wh-${u}`, payload_url: 'http://127.0.0.1:9/' }, 201);

    it('a NetBox 3.7 client\'s booleans are read as event_types, and a 4.x client\'s event_types as the booleans', async () => {
      const u = uid();
      const wh = await webhook(u);
      const old = await ok('3.7', 'post', 'extras/event-rules/', {
        name: `er37-${u}`, content_types: ['dcim.site'], type_create: true, type_delete: true, type_job_end: true, action_object_type: 'extras.webhook', action_object_id: wh.id,
      }, 201);
      assert.deepEqual(old.event_types, ['object_created', 'object_deleted', 'job_completed', 'job_failed', 'job_errored']);
      assert.deepEqual(old.object_types, ['dcim.site']);
      const neu = await ok('4.6', 'post', 'extras/event-rules/', {
        name: `er46-${u}`, object_types: ['dcim.device'], event_types: ['object_updated', 'job_started'], action_object_type: 'extras.webhook', action_object_id: wh.id,
      }, 201);
      assert.deepEqual([neu.type_create, neu.type_update, neu.type_delete, neu.type_job_start, neu.type_job_end], [false, true, false, true, false]);
      // A PATCH of one boolean changes that event only.
      const patched = await ok('3.7', 'patch', `extras/event-rules/${neu.id}/`, { type_delete: true });
      assert.deepEqual(patched.event_types, ['object_updated', 'object_deleted', 'job_started']);
      // event_types replaces the list, and the booleans follow.
      const replaced = await ok('4.6', 'patch', `extras/event-rules/${old.id}/`, { event_types: ['object_updated'] });
      assert.deepEqual([replaced.type_create, replaced.type_update, replaced.type_delete, replaced.type_job_end], [false, true, false, false]);
      // Filters: 4.x's event_type and 3.7's booleans select the same rules.
      assert.deepEqual(await ids('4.6', `extras/event-rules/?name__ic=${u}&event_type=object_deleted`), [neu.id]);
      assert.deepEqual(await ids('3.7', `extras/event-rules/?name__ic=${u}&type_delete=true`), [neu.id]);
      assert.deepEqual(await ids('3.7', `extras/event-rules/?name__ic=${u}&type_update=true`), [old.id, neu.id].sort((a, b) => a - b));
    });

    it('refuses an unknown event type and booleans that contradict event_types, changing nothing', async () => {
      const u = uid();
      const wh = await webhook(u);
      const rule = await ok('4.6', 'post', 'extras/event-rules/', {
        name: `er-${u}`, object_types: ['dcim.site'], event_types: ['object_created'], action_object_type: 'extras.webhook', action_object_id: wh.id,
      }, 201);
      const unknown = await at('4.6', 'patch', `extras/event-rules/${rule.id}/`, { event_types: ['object_exploded'] });
      assert.equal(unknown.status, 400);
      assert.deepEqual(unknown.body, { event_types: ['"object_exploded" is not a valid choice.'] });
      const contradicting = await at('4.6', 'patch', `extras/event-rules/${rule.id}/`, { event_types: ['object_updated'], type_create: true });
      assert.equal(contradicting.status, 400);
      assert.deepEqual(Object.keys(contradicting.body), ['type_create']);
      const agreeing = await ok('4.6', 'patch', `extras/event-rules/${rule.id}/`, { event_types: ['object_updated'], type_update: true, type_create: false });
      assert.deepEqual(agreeing.event_types, ['object_updated']);
      const none = await at('3.7', 'patch', `extras/event-rules/${rule.id}/`, { type_update: false });
      assert.equal(none.status, 400, 'a rule needs an event');
      const got = await ok('4.6', 'get', `extras/event-rules/${rule.id}/`);
      assert.deepEqual(got.event_types, ['object_updated']);
      assert.equal(got.type_update, true);
    });
  });

  describe('migration', () => {
    it('renames content_types to object_types keeping the lists, and sets event_types from the booleans', async () => {
      const u = uid();
      const wh = await ok('3.7', 'post', 'extras/webhooks/', { name: `wh-${u}`, payload_url: 'http://127.0.0.1:9/' }, 201);
      const rule = (name: string, flags: object) => ok('3.7', 'post', 'extras/event-rules/', {
        name: `${name}-${u}`, content_types: ['dcim.site'], action_object_type: 'extras.webhook', action_object_id: wh.id, ...flags,
      }, 201);
      const a = await rule('a', { type_create: true, type_update: true });
      const b = await rule('b', { type_delete: true, type_job_start: true, type_job_end: true });
      const link = await ok('3.7', 'post', 'extras/custom-links/', { name: `l-${u}`, content_types: ['dcim.rack', 'dcim.site'], link_text: 't', link_url: 'u' }, 201);
      const text = readFileSync('generated/db/migrations/0039_catalogue.sql', 'utf8');
      const rolledBack = new Error('rolled back');
      // Run as the migrator runs it, over the tables as migration 0038 left them; undone afterwards.
      await assert.rejects(api.sql.begin(async (tx) => {
        // What the migration adds beside the renames and event_types, taken away first.
        await tx.unsafe('DROP INDEX extras_tag_ordering_idx');
        await tx.unsafe('ALTER TABLE extras_tag DROP COLUMN weight, DROP COLUMN object_types');
        await tx.unsafe('CREATE INDEX extras_tag_ordering_idx ON extras_tag (name, id)');
        await tx.unsafe('ALTER TABLE extras_config_template DROP COLUMN mime_type, DROP COLUMN file_name, DROP COLUMN file_extension, DROP COLUMN as_attachment, DROP COLUMN debug, DROP COLUMN auto_sync_enabled');
        await tx.unsafe('ALTER TABLE extras_export_template DROP COLUMN environment_params, DROP COLUMN file_name');
        await tx.unsafe('ALTER TABLE extras_image_attachment DROP COLUMN description');
        await tx.unsafe('ALTER TABLE users_group DROP COLUMN description');
        for (const t of ['extras_custom_field', 'extras_custom_link', 'extras_export_template', 'extras_event_rule'])
          await tx.unsafe(`ALTER TABLE ${t} RENAME COLUMN object_types TO content_types`);
        await tx.unsafe('ALTER TABLE extras_custom_field RENAME COLUMN related_object_type TO object_type');
        await tx.unsafe('ALTER TABLE extras_custom_field DROP COLUMN "unique", DROP COLUMN related_object_filter, DROP COLUMN validation_schema');
        await tx.unsafe('ALTER TABLE extras_event_rule DROP COLUMN event_types');
        for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await tx.unsafe(statement);
        const rules = await tx`SELECT id, event_types, object_types FROM extras_event_rule WHERE id IN (${a.id}, ${b.id}) ORDER BY id`;
        assert.deepEqual(rules.map((r) => [r.id, r.event_types, r.object_types]), [
          [a.id, ['object_created', 'object_updated'], ['dcim.site']],
          [b.id, ['object_deleted', 'job_started', 'job_completed', 'job_failed', 'job_errored'], ['dcim.site']],
        ]);
        const [l] = await tx`SELECT object_types FROM extras_custom_link WHERE id = ${link.id}`;
        assert.deepEqual(l!.object_types, ['dcim.rack', 'dcim.site']);
        throw rolledBack;
      }), (e) => e === rolledBack);
    });
  });

  describe('custom fields', () => {
    it('related_object_type beside NetBox 3.7\'s object_type, and object_types beside content_types', async () => {
      const u = uid();
      const cf = await ok('3.7', 'post', 'extras/custom-fields/', { name: `obj_${u}`, type: 'object', content_types: ['dcim.device'], object_type: 'dcim.site' }, 201);
      assert.equal(cf.related_object_type, 'dcim.site');
      assert.equal(cf.object_type, 'dcim.site');
      assert.deepEqual(cf.object_types, ['dcim.device']);
      const neu = await ok('4.6', 'post', 'extras/custom-fields/', { name: `obj2_${u}`, type: 'multiobject', object_types: ['dcim.site'], related_object_type: 'dcim.rack', related_object_filter: { status: 'active' } }, 201);
      assert.equal(neu.object_type, 'dcim.rack');
      assert.deepEqual(neu.related_object_filter, { status: 'active' });
      assert.deepEqual(await ids('4.6', `extras/custom-fields/?name__ic=${u}&related_object_type=dcim.rack`), [neu.id]);
      assert.deepEqual(await ids('4.6', `extras/custom-fields/?name__ic=${u}&object_type=dcim.device`), [cf.id]);
      assert.deepEqual(await ids('3.7', `extras/custom-fields/?name__ic=${u}&content_types=dcim.site`), [neu.id]);
      // NetBox's CustomField.clean: the object type only on object fields, a filter a dictionary.
      const text = await at('4.6', 'post', 'extras/custom-fields/', { name: `t_${u}`, type: 'text', object_types: ['dcim.site'], related_object_type: 'dcim.rack' });
      assert.equal(text.status, 400);
      assert.deepEqual(Object.keys(text.body), ['type']);
      const filterOnText = await at('4.6', 'post', 'extras/custom-fields/', { name: `t_${u}`, type: 'text', object_types: ['dcim.site'], related_object_filter: { a: 1 } });
      assert.deepEqual([filterOnText.status, filterOnText.body], [400, { related_object_filter: ['A related object filter can be defined only for object fields.'] }]);
      const listFilter = await at('4.6', 'patch', `extras/custom-fields/${neu.id}/`, { related_object_filter: ['status'] });
      assert.deepEqual([listFilter.status, listFilter.body], [400, { related_object_filter: ['Filter must be defined as a dictionary mapping attributes to values.'] }]);
      const missing = await at('4.6', 'post', 'extras/custom-fields/', { name: `o_${u}`, type: 'object', object_types: ['dcim.site'] });
      assert.equal(missing.status, 400);
      assert.deepEqual(Object.keys(missing.body), ['related_object_type']);
    });

    it('unique: a value another object of the model holds is refused, as NetBox 4.6 refuses it', async () => {
      const u = uid();
      const name = `serial_${u}`;
      await ok('4.6', 'post', 'extras/custom-fields/', { name, type: 'text', object_types: ['dcim.site'], unique: true }, 201);
      const a = await make.site();
      const b = await make.site();
      await ok('4.6', 'patch', `dcim/sites/${a.id}/`, { custom_fields: { [name]: 'X1' } });
      const dup = await at('4.6', 'patch', `dcim/sites/${b.id}/`, { custom_fields: { [name]: 'X1' } });
      assert.equal(dup.status, 400);
      assert.deepEqual(dup.body, { custom_fields: [`Custom field '${name}' must have a unique value.`] });
      assert.equal((await ok('4.6', 'get', `dcim/sites/${b.id}/`)).custom_fields[name], null, 'the refused value is not stored');
      // The object itself may keep its value, others may hold another one or none.
      await ok('4.6', 'patch', `dcim/sites/${a.id}/`, { custom_fields: { [name]: 'X1' }, description: 'same' });
      await ok('4.6', 'patch', `dcim/sites/${b.id}/`, { custom_fields: { [name]: 'X2' } });
      await ok('4.6', 'patch', `dcim/sites/${b.id}/`, { custom_fields: { [name]: null } });
      const boolean = await at('4.6', 'post', 'extras/custom-fields/', { name: `b_${u}`, type: 'boolean', object_types: ['dcim.site'], unique: true });
      assert.deepEqual([boolean.status, boolean.body], [400, { unique: ['Uniqueness cannot be enforced for boolean fields'] }]);
    });

    it('validation_schema: a json field\'s values must conform to it; only json fields take one', async () => {
      const u = uid();
      const name = `cfg_${u}`;
      const schema = { type: 'object', properties: { vlan: { type: 'integer' } }, required: ['vlan'] };
      const cf = await ok('4.6', 'post', 'extras/custom-fields/', { name, type: 'json', object_types: ['dcim.site'], validation_schema: schema }, 201);
      assert.deepEqual(cf.validation_schema, schema);
      const s = await make.site();
      await ok('4.6', 'patch', `dcim/sites/${s.id}/`, { custom_fields: { [name]: { vlan: 10 } } });
      const bad = await at('4.6', 'patch', `dcim/sites/${s.id}/`, { custom_fields: { [name]: { vlan: 'ten' } } });
      assert.equal(bad.status, 400);
      assert.match(bad.body.custom_fields[0], new RegExp(`^${name}: Value does not conform to the assigned schema: `));
      assert.deepEqual((await ok('4.6', 'get', `dcim/sites/${s.id}/`)).custom_fields[name], { vlan: 10 });
      const onText = await at('4.6', 'post', 'extras/custom-fields/', { name: `t_${u}`, type: 'text', object_types: ['dcim.site'], validation_schema: schema });
      assert.deepEqual([onText.status, onText.body], [400, { validation_schema: ['JSON schema validation is supported only for JSON fields'] }]);
      const notASchema = await at('4.6', 'post', 'extras/custom-fields/', { name: `j_${u}`, type: 'json', object_types: ['dcim.site'], validation_schema: { type: 'no-such-type' } });
      assert.equal(notASchema.status, 400);
      assert.deepEqual(Object.keys(notASchema.body), ['validation_schema']);
    });
  });

  describe('tags', () => {
    it('are ordered by weight, then name (NetBox 4.x), and filter by weight', async () => {
      const u = uid();
      const heavy = await ok('4.6', 'post', 'extras/tags/', { name: `a-${u}`, slug: `a-${u}`, weight: 2000 }, 201);
      const light = await ok('4.6', 'post', 'extras/tags/', { name: `b-${u}`, slug: `b-${u}`, weight: 10 }, 201);
      const plain = await ok('4.6', 'post', 'extras/tags/', { name: `c-${u}`, slug: `c-${u}` }, 201);
      assert.equal(plain.weight, 1000);
      const listed = (await ok('3.7', 'get', `extras/tags/?name__ic=${u}`)).results as Obj[];
      assert.deepEqual(listed.map((t) => t.id), [light.id, plain.id, heavy.id]);
      assert.deepEqual(await ids('4.6', `extras/tags/?name__ic=${u}&weight__gte=1000`), [heavy.id, plain.id].sort((a, b) => a - b));
      const bad = await at('4.6', 'patch', `extras/tags/${plain.id}/`, { weight: -1 });
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(bad.body), ['weight']);
    });

    it('object_types restricts the objects a tag may be applied to; none: any', async () => {
      const u = uid();
      const sitesOnly = await ok('4.6', 'post', 'extras/tags/', { name: `s-${u}`, slug: `s-${u}`, object_types: ['dcim.site'] }, 201);
      const any = await ok('4.6', 'post', 'extras/tags/', { name: `n-${u}`, slug: `n-${u}` }, 201);
      assert.deepEqual(sitesOnly.object_types, ['dcim.site']);
      assert.deepEqual(any.object_types, []);
      assert.deepEqual(await ids('4.6', `extras/tags/?name__ic=${u}&object_types=dcim.site`), [sitesOnly.id]);
      const s = await ok('4.6', 'post', 'dcim/sites/', { name: `site-${u}`, slug: `site-${u}`, tags: [sitesOnly.id, any.id] }, 201);
      assert.equal(s.tags.length, 2);
      const tenant = await at('4.6', 'post', 'tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}`, tags: [{ slug: `s-${u}` }] });
      assert.deepEqual([tenant.status, tenant.body], [400, { tags: [`Tag s-${u} cannot be assigned to tenant objects.`] }]);
      assert.deepEqual(await ids('4.6', `tenancy/tenants/?name=t-${u}`), [], 'nothing was made');
      const bad = await at('4.6', 'post', 'extras/tags/', { name: `x-${u}`, slug: `x-${u}`, object_types: ['dcim.nothing'] });
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(bad.body), ['object_types']);
    });
  });

  describe('templates', () => {
    it('config templates: NetBox 4.x\'s rendering fields, with their defaults and filters', async () => {
      const u = uid();
      const plain = await ok('4.6', 'post', 'extras/config-templates/', { name: `p-${u}`, template_code: 'x' }, 201);
      assert.deepEqual(
        [plain.mime_type, plain.file_name, plain.file_extension, plain.as_attachment, plain.debug, plain.auto_sync_enabled, plain.environment_params],
        ['', '', '', true, false, false, {}],
      );
      const full = await ok('4.6', 'post', 'extras/config-templates/', {
        name: `f-${u}`, template_code: 'x', mime_type: 'text/plain', file_name: 'router', file_extension: 'cfg', as_attachment: false, debug: true,
      }, 201);
      assert.deepEqual([full.mime_type, full.file_name, full.file_extension, full.as_attachment, full.debug], ['text/plain', 'router', 'cfg', false, true]);
      assert.deepEqual(await ids('4.6', `extras/config-templates/?name__ic=${u}&debug=true`), [full.id]);
      assert.deepEqual(await ids('4.6', `extras/config-templates/?name__ic=${u}&file_extension=cfg`), [full.id]);
      const long = await at('4.6', 'patch', `extras/config-templates/${full.id}/`, { file_extension: 'x'.repeat(16) });
      assert.equal(long.status, 400);
      assert.deepEqual(Object.keys(long.body), ['file_extension']);
    });

    it('export templates: file_name and environment_params', async () => {
      const u = uid();
      const t = await ok('4.6', 'post', 'extras/export-templates/', {
        name: `e-${u}`, object_types: ['dcim.site'], template_code: 'x', file_name: `sites-${u}`, environment_params: { trim_blocks: true },
      }, 201);
      assert.equal(t.file_name, `sites-${u}`);
      assert.deepEqual(t.environment_params, { trim_blocks: true });
      assert.deepEqual(await ids('4.6', `extras/export-templates/?file_name=sites-${u}`), [t.id]);
      assert.deepEqual(await ids('4.6', `extras/export-templates/?q=sites-${u}`), [t.id], 'found by its file name, as NetBox\'s search');
    });
  });
});
