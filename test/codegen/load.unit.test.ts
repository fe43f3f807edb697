import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogueError, loadCatalogue } from '../../codegen/load.ts';
import { netboxShapeAt, netboxShapeOf } from '../../codegen/netbox-shape.ts';

type Obj = Record<string, unknown>;

// The loader stops on any mistake with a message naming the file, the model and the field.
describe('catalogue loader', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'netinv-catalogue-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const site = (fields: string, extra = '') => `app: dcim
models:
  site:
    path: sites
${extra}    fields:
${fields}
`;
  const fails = (text: string, ...parts: RegExp[]) => {
    writeFileSync(join(dir, 'dcim.yaml'), text);
    assert.throws(() => loadCatalogue(dir), (e: unknown) => {
      assert.ok(e instanceof CatalogueError, String(e));
      for (const p of parts) assert.match(e.message, p);
      return true;
    });
  };

  it('loads a valid file and derives names, columns and filters', () => {
    writeFileSync(join(dir, 'dcim.yaml'), site('      name: { type: string, max_length: 100, required: true }\n      parent: { fk: dcim.site, on_delete: cascade }'));
    const c = loadCatalogue(dir);
    const m = c.models[0]!;
    assert.equal(m.key, 'dcim.site');
    assert.equal(m.table, 'dcim_site');
    assert.equal(m.content_type, 'dcim.site');
    assert.equal(m.fields.find((f) => f.name === 'parent')!.column, 'parent_id');
    const names = m.filterset.map((f) => f.name);
    for (const n of ['id', 'name', 'parent_id', 'parent']) assert.ok(names.includes(n), n);
  });

  it('gives a model with the owner feature NetBox 4.5\'s owner field and OwnerFilterMixin\'s filters', () => {
    const users = `app: users
models:
  owner_group:
    path: owner-groups
    fields:
      name: { type: string, max_length: 100, required: true }
  owner:
    path: owners
    fields:
      name: { type: string, max_length: 100, required: true }
      group: { fk: users.owner_group, on_delete: protect }
`;
    writeFileSync(join(dir, 'users.yaml'), users);
    const name = '      name: { type: string, max_length: 100, required: true }';
    writeFileSync(join(dir, 'dcim.yaml'), site(name, '    features: [owner]\n'));
    const m = loadCatalogue(dir).models.find((x) => x.key === 'dcim.site')!;
    const owner = m.fields.find((f) => f.name === 'owner')!;
    assert.deepEqual([owner.kind, owner.kind === 'fk' && owner.target, owner.kind === 'fk' && owner.on_delete, owner.nullable, owner.column], ['fk', 'users.owner', 'protect', true, 'owner_id']);
    const pick = (n: string) => m.filterset.find((x) => x.name === n)?.path;
    assert.deepEqual(pick('owner_id'), ['owner', 'id']);
    assert.deepEqual(pick('owner'), ['owner', 'name']);
    assert.deepEqual(pick('owner_group_id'), ['owner', 'group', 'id']);
    assert.deepEqual(pick('owner_group'), ['owner', 'group', 'name']);
    // Without the feature there is no owner at all.
    writeFileSync(join(dir, 'dcim.yaml'), site(name));
    assert.equal(loadCatalogue(dir).models.find((x) => x.key === 'dcim.site')!.fields.some((f) => f.name === 'owner'), false);
    fails(site(`${name}\n      owner: { type: string, max_length: 10, default: "" }`, '    features: [owner]\n'), /model site/, /field owner: provided by the owner feature/);
    fails(site(name, '    features: [owner]\n    filters:\n      owner_group: { path: name }\n'), /model site/, /filter owner_group: provided by the owner feature/);
  });

  it('names unique indexes, and refuses ignore_case on a field outside the rule or not a string', () => {
    const fields = '      name: { type: string, max_length: 100, required: true }\n      parent: { fk: dcim.site, on_delete: cascade }';
    writeFileSync(join(dir, 'dcim.yaml'), site(fields, '    unique:\n      - { fields: [name, parent], ignore_case: [name], when_null: [parent] }\n'));
    const [u] = loadCatalogue(dir).models[0]!.unique;
    assert.deepEqual(u, { name: 'dcim_site_name_parent_no_parent_uniq', fields: ['name', 'parent'], nulls_distinct: true, ignore_case: ['name'], when_null: ['parent'], when_not_blank: [] });
    writeFileSync(join(dir, 'dcim.yaml'), site(fields, '    unique:\n      - { fields: [parent, name], when_not_blank: [name] }\n'));
    assert.deepEqual(loadCatalogue(dir).models[0]!.unique[0]!.when_not_blank, ['name']);
    fails(site(fields, '    unique:\n      - { fields: [name], when_not_blank: [parent] }\n'), /model site/, /when_not_blank field parent is not a string/);
    fails(site(fields, '    unique:\n      - { fields: [parent], ignore_case: [name] }\n'), /model site/, /ignore_case names name, which is not one of its fields/);
    fails(site(fields, '    unique:\n      - { fields: [parent], ignore_case: [parent] }\n'), /model site/, /ignore_case field parent is not a string/);
    fails(site(fields, '    unique:\n      - { fields: [name], when_null: [nothing] }\n'), /model site/, /unknown field nothing/);
  });

  it('a declared filter may end at a reverse field that counts (integer, number lookups), not at one that lists', () => {
    const fields = '      name: { type: string, max_length: 100, required: true }\n      parent: { fk: dcim.site, on_delete: cascade }\n      child_count: { reverse: dcim.site, via: parent, count: true }\n      children: { reverse: dcim.site, via: parent }';
    writeFileSync(join(dir, 'dcim.yaml'), site(fields, '    filters:\n      child_count: { path: child_count }\n'));
    const f = loadCatalogue(dir).models[0]!.filterset.find((x) => x.name === 'child_count')!;
    assert.deepEqual([f.value, f.lookups], ['integer', ['n', 'lt', 'lte', 'gt', 'gte']]);
    fails(site(fields, '    filters:\n      kids: { path: children }\n'), /filter kids: children lists objects; a filter may end at a reverse field that counts them/);
  });

  it('checks a reverse field\'s where and show against the other model', () => {
    const fields = (extra: string) => `      name: { type: string, max_length: 100, required: true }\n      parent: { fk: dcim.site, on_delete: cascade }\n      children: { reverse: dcim.site, via: parent, ${extra} }`;
    writeFileSync(join(dir, 'dcim.yaml'), site(fields('where: { name: x }, show: [id, name]')));
    const f = loadCatalogue(dir).models[0]!.fields.find((x) => x.name === 'children')!;
    assert.deepEqual(f.kind === 'reverse' && [f.where, f.show], [{ name: 'x' }, ['id', 'name']]);
    fails(site(fields('where: { nothing: x }')), /field children/, /where names nothing/);
    fails(site(fields('where: { parent: 1 }')), /field children/, /where names parent, which is no plain field/);
    fails(site(fields('show: [id, nothing]')), /field children/, /show names nothing/);
  });

  it('names many-to-many filters by filter_as, and refuses filter_as elsewhere', () => {
    writeFileSync(join(dir, 'dcim.yaml'), site('      name: { type: string, max_length: 100, required: true }\n      neighbours: { m2m: dcim.site, filter_as: neighbour }'));
    const names = loadCatalogue(dir).models[0]!.filterset.map((f) => f.name);
    assert.ok(names.includes('neighbour_id') && !names.includes('neighbours_id'), names.join(' '));
    fails(site('      name: { type: string, max_length: 100, required: true, filter_as: label }'), /field name/, /filter_as is for many-to-many fields/);
  });

  it('checks an object list against the model of its rows', () => {
    const text = (list: string) => `app: dcim
models:
  cable:
    path: cables
    brief: [id, url, display]
    display: "{label}"
    fields:
      label: { type: string, max_length: 10, default: "" }
      ends: { ${list} }
  end:
    path: ends
    brief: [id, url, display]
    display: "{side}"
    fields:
      cable: { fk: dcim.cable, on_delete: cascade, required: true }
      side: { type: string, max_length: 1, required: true }
      object: { generic: [dcim.cable], required: true, on_delete: cascade }
`;
    writeFileSync(join(dir, 'dcim.yaml'), text('object_list: dcim.end, via: cable, object: object, where: { side: A }'));
    const f = loadCatalogue(dir).models[0]!.fields.find((x) => x.name === 'ends')!;
    assert.deepEqual(f.kind === 'object_list' && [f.targets, f.where, f.column], [['dcim.cable'], { side: 'A' }, null]);
    fails(text('object_list: dcim.end, via: side, object: object'), /field ends/, /dcim\.end\.side is not a foreign key to dcim\.cable/);
    fails(text('object_list: dcim.end, via: cable, object: side'), /field ends/, /dcim\.end\.side is not a generic relation/);
    fails(text('object_list: dcim.end, via: cable, object: object, where: { nothing: 1 }'), /field ends/, /where names nothing/);
    fails(text('object_list: dcim.nowhere, via: cable, object: object'), /field ends/, /unknown model dcim\.nowhere/);
  });

  it('wants a computed field\'s shape, and targets for objects', () => {
    const f = (x: string) => `computed:\n  link_peers: dcim/cable_path\n${site(`      name: { type: string, max_length: 100, required: true }\n      peers: { computed: link_peers, ${x} }`)}`;
    fails(f('returns: list'), /field peers/, /computed needs `returns`/);
    fails(f('returns: objects'), /field peers/, /computed objects need `targets`/);
    fails(f('returns: objects, targets: [dcim.nowhere]'), /field peers/, /unknown target model dcim\.nowhere/);
    writeFileSync(join(dir, 'dcim.yaml'), f('returns: objects, targets: [dcim.site]'));
    const peers = loadCatalogue(dir).models[0]!.fields.find((x) => x.name === 'peers')!;
    assert.deepEqual([peers.kind, peers.read_only, peers.column], ['computed', true, null]);
    assert.deepEqual(loadCatalogue(dir).computed, [{ name: 'link_peers', rules: 'dcim/cable_path' }]);
  });

  it('wants each computed field function declared once, with its rules module, and used', () => {
    const field = '      name: { type: string, max_length: 100, required: true }\n      peers: { computed: link_peers, returns: string }';
    fails(site(field), /field peers/, /link_peers is not declared under `computed:`/);
    fails(`computed:\n  link_peers: cable_path\n${site(field)}`, /link_peers: name its rules module/);
    fails(`computed:\n  link_peers: dcim/cable_path\n  other: dcim/cable_path\n${site(field)}`, /other is declared but no field computes it/);
  });

  it('takes filter paths through other models\' foreign keys, and several paths ORed', () => {
    const fields = '      name: { type: string, max_length: 100, required: true }\n      parent: { fk: dcim.site, on_delete: cascade }\n      other: { fk: dcim.site, on_delete: cascade }';
    const filters = (f: string) => site(fields, `    filters:\n${f}\n`);
    writeFileSync(join(dir, 'dcim.yaml'), filters('      child_name: { path: "dcim.site(parent).name" }\n      near_id: { paths: [parent, other] }'));
    const fs = loadCatalogue(dir).models[0]!.filterset;
    assert.deepEqual(fs.find((f) => f.name === 'child_name')!.path, ['dcim.site(parent)', 'name']);
    const near = fs.find((f) => f.name === 'near_id')!;
    assert.deepEqual([near.path, near.also], [['parent', 'id'], [['other', 'id']]]);
    fails(filters('      x: { path: "dcim.site(name).id" }'), /filter x/, /does not name a foreign key, many-to-many or generic relation of another model to dcim\.site/);
    fails(filters('      x: { path: "dcim.site(parent)" }'), /filter x/, /cannot end at/);
    fails(filters('      x: { paths: [parent, nothing] }'), /filter x/, /nothing is not a field/);
    fails(filters('      x: { path: parent, paths: [other] }'), /filter x/, /not both/);
  });

  it('takes filters answered by a SQL function, named', () => {
    const fields = '      name: { type: string, max_length: 100, required: true }';
    writeFileSync(join(dir, 'dcim.yaml'), site(fields, '    filters:\n      near: { op: function, function: netinv_near }\n'));
    const near = loadCatalogue(dir).models[0]!.filterset.find((f) => f.name === 'near')!;
    assert.deepEqual([near.op, near.function, near.value, near.lookups], ['function', 'netinv_near', 'integer', []]);
    fails(site(fields, '    filters:\n      near: { op: function }\n'), /filter near/, /needs `function`/);
    fails(site(fields, '    filters:\n      near: { op: function, function: "x; drop" }\n'), /filter near/, /needs `function`/);
  });

  it('takes a function answering with a related model\'s ids, typed values, explicit lookups and the timestamps', () => {
    const fields = '      name: { type: string, max_length: 100, required: true }\n      parent: { fk: dcim.site, on_delete: cascade }\n      ports: { type: json, default: [] }';
    const filters = (f: string, extra = '') => site(fields, `${extra}    filters:\n${f}\n`);
    writeFileSync(join(dir, 'dcim.yaml'), filters([
      '      near: { op: function, function: netinv_near, path: parent, value: inet }',
      '      port: { op: element, path: ports, value: integer }',
      '      parent_bare: { path: parent, lookups: [] }',
      '      has_children: { op: has, paths: ["dcim.site(parent).id", "dcim.site(parent).name"] }',
      '      created_after: { op: from, path: created }',
    ].join('\n'), '    features: [created_updated]\n'));
    const fs = loadCatalogue(dir).models[0]!.filterset;
    const pick = (n: string) => { const f = fs.find((x) => x.name === n)!; return [f.op, f.path, f.value, f.lookups]; };
    assert.deepEqual(pick('near'), ['function', ['parent', 'id'], 'inet', []]);
    assert.deepEqual(pick('port'), ['element', ['ports'], 'integer', []]);
    assert.deepEqual(pick('parent_bare'), ['exact', ['parent', 'id'], 'integer', []]);
    assert.deepEqual(pick('has_children'), ['has', ['dcim.site(parent)', 'id'], 'boolean', []]);
    assert.deepEqual(pick('created_after'), ['from', ['created'], 'datetime', []]);
    fails(filters('      x: { path: parent, value: inet }'), /filter x/, /`value`/);
    fails(filters('      x: { op: function, function: f, value: date }'), /filter x/, /`value`/);
    fails(filters('      x: { op: from, path: created }'), /filter x/, /created is not a field/);
  });

  it('takes an action\'s OpenAPI parameters and responses, and refuses anything else there', () => {
    const fields = '      name: { type: string, max_length: 100, required: true }';
    const action = (openapi: string) => site(fields, `    actions:\n      probe: { handler: dcim/probe, openapi: ${openapi} }\n`);
    writeFileSync(join(dir, 'dcim.yaml'), action('{ parameters: [{ name: depth, in: query }], responses: { "503": { description: down } } }'));
    assert.deepEqual(loadCatalogue(dir).models[0]!.actions[0]!.openapi, { parameters: [{ name: 'depth', in: 'query' }], responses: { 503: { description: 'down' } } });
    fails(action('{ parameters: [{ name: depth }] }'), /action probe/, /each with a name and in/);
    fails(action('{ responses: { ok: {} } }'), /action probe/, /HTTP status codes/);
    fails(action('{ requestBody: {} }'), /action probe/, /openapi.requestBody is not known/);
  });

  it('names the file, model and field of an unknown type', () => {
    fails(site('      name: { type: strin }'), /dcim\.yaml/, /model site/, /field name/, /unknown type strin/);
  });

  it('names an unknown foreign-key target', () => {
    fails(site('      region: { fk: dcim.regio, on_delete: protect }'), /dcim\.yaml/, /model site/, /field region/, /unknown target model dcim\.regio/);
  });

  it('takes narrowed_by on a foreign key: filters of its target, named by other foreign keys of the model', () => {
    const fields = (narrowed: string) => `      region: { fk: dcim.site, on_delete: protect, nullable: true }
      group: { fk: dcim.site, on_delete: protect, nullable: true }
      name: { type: string, required: true }
      parent: { fk: dcim.site, on_delete: cascade, narrowed_by: ${narrowed} }`;
    writeFileSync(join(dir, 'dcim.yaml'), site(fields('{ region_id: region, group_id: group }')));
    const parent = loadCatalogue(dir).models[0]!.fields.find((f) => f.name === 'parent')!;
    assert.deepEqual(parent.kind === 'fk' && parent.narrowed_by, { region_id: 'region', group_id: 'group' });
    fails(site(fields('{ site_id: region }')), /field parent/, /narrowed_by: dcim\.site has no filter site_id/);
    fails(site(fields('{ region_id: name }')), /field parent/, /narrowed_by: name is no other writable foreign key/);
    fails(site(fields('{ parent_id: parent }')), /narrowed_by: parent is no other writable foreign key/);
    fails(site(fields('[region]')), /field parent/, /narrowed_by maps filters of the target to fields of this model/);
  });

  it('wants on_delete on a foreign key', () => {
    fails(site('      region: { fk: dcim.site }'), /field region/, /on_delete/);
  });

  it('wants a default on a field that is neither required nor nullable', () => {
    fails(site('      facility: { type: string, max_length: 50 }'), /field facility/, /needs a default/);
  });

  it('refuses unknown attributes, brief fields and ordering fields', () => {
    fails(site('      name: { type: string, maxlength: 5, required: true }'), /field name/, /unknown attribute maxlength/);
    fails(site('      name: { type: string, required: true }', '    brief: [id, nme]\n'), /model site/, /brief: unknown field nme/);
    fails(site('      name: { type: string, required: true }', '    ordering: [-nme]\n'), /model site/, /ordering: unknown field -nme/);
  });

  it('takes secret on a typed field and secret_keys on a json field, and refuses them elsewhere', () => {
    writeFileSync(join(dir, 'dcim.yaml'), site('      name: { type: string, required: true }\n      key: { type: string, default: "", secret: true }\n      args: { type: json, nullable: true, secret_keys: [secret, password] }'));
    const [, key, args] = loadCatalogue(dir).models[0]!.fields as unknown as [Obj, Obj, Obj];
    assert.equal(key.secret, true);
    assert.deepEqual(args.secret_keys, ['secret', 'password']);
    fails(site('      key: { type: string, default: "", secret: yes }'), /field key/, /secret is true or absent/);
    fails(site('      key: { type: password, secret: true }'), /field key/, /never shown already/);
    fails(site('      key: { type: string, default: "", secret_keys: [a] }'), /field key/, /secret_keys is for json fields/);
    fails(site('      args: { type: json, nullable: true, secret_keys: [] }'), /field args/, /list of key names/);
    fails(site('      args: { type: json, nullable: true, secret: true, secret_keys: [a] }'), /field args/, /not both/);
    fails(site('      parent: { fk: dcim.site, on_delete: cascade, secret: true }'), /field parent/, /for fields with a type/);
  });

  it('takes what differs at an older API version (versions:), and refuses what it cannot apply', () => {
    const tree = (versions: string, filters = '') => site('      name: { type: string, required: true }\n      size: { type: integer, nullable: true }\n      parent: { fk: dcim.site, on_delete: cascade }',
      `    tree: true\n    filters:\n      ancestor_id: { path: parent, subtree: true }\n${filters}    versions:\n${versions}`);
    writeFileSync(join(dir, 'dcim.yaml'), tree('      "3.7": { fields: { size: { scale: 1000, max: 2147483 } }, filters: { parent_id: { subtree: true } } }\n'));
    const m = loadCatalogue(dir).models[0]!;
    assert.deepEqual(m.versions, { '3.7': { fields: { size: { scale: 1000, max: 2147483 } }, filters: { parent_id: { subtree: true } } } });
    assert.equal(m.filterset.find((f) => f.name === 'ancestor_id')!.subtree, true);
    fails(tree('      "4.6": { fields: { size: { scale: 1000 } } }\n'), /versions: 4\.6 is not an older API version/);
    fails(tree('      "4.5": { fields: { size: { scale: 1000 } } }\n'), /versions: 4\.5 is not an older API version/);
    fails(tree('      "3.7": { fields: { name: { scale: 1000 } } }\n'), /versions\.3\.7\.fields\.name: not an integer field/);
    fails(tree('      "3.7": { fields: { size: { scale: 1 } } }\n'), /scale must be a whole number above 1/);
    fails(tree('      "3.7": { fields: { size: { type: string } } }\n'), /fields\.size\.type is not known/);
    fails(tree('      "3.7": { filters: { nothing: { subtree: true } } }\n'), /filters\.nothing: the model has no such filter/);
    fails(tree('      "3.7": { filters: { name: { subtree: true } } }\n'), /filters\.name: subtree is for a tree model's filters by parent/);
    fails(tree('      "3.7": { ordering: [name] }\n'), /versions\.3\.7\.ordering is not known/);
    fails(tree('      "3.7": {}\n', '      by_name: { path: name, subtree: true }\n'), /filter by_name: subtree is for a tree model's filters by parent/);
  });

  it('takes NetBox\'s own shapes where the spec\'s differ (netbox:), and refuses what does not fit', () => {
    const fields = '      name: { type: string, required: true }\n      description: { type: string, default: "" }\n      status: { choice: s, value_as: code, default: a }';
    const shaped = (netbox: string) => site(fields, `    display_name: true\n    brief: [id, url, name]\n    netbox: ${netbox}\n`).replace('models:', 'choices:\n  s: [{ value: a, label: A, code: 1 }]\nmodels:');
    writeFileSync(join(dir, 'dcim.yaml'), shaped('{ display_name: false, brief: [id, url, name, description], fields: { status: { value_as: value } } }'));
    assert.deepEqual(loadCatalogue(dir).models[0]!.netbox, { brief: ['id', 'url', 'name', 'description'], display_name: false, fields: { status: { value_as: 'value' } } });
    fails(shaped('{ brief: [id, nothing] }'), /netbox: nothing is not a field of the model/);
    fails(shaped('{ omit: [nothing] }'), /netbox: nothing is not a field of the model/);
    fails(shaped('{ display_name: true }'), /netbox\.display_name can only be false/);
    fails(shaped('{ fields: { name: { value_as: value } } }'), /netbox\.fields\.name\.value_as: not a choice field shown by its code/);
    fails(shaped('{ fields: { name: { many: true } } }'), /netbox\.fields\.name\.many: not a reverse field showing one object/);
    fails(shaped('{ fields: { status: { value_as: code } } }'), /netbox\.fields\.status\.value_as: value is the one value/);
    fails(shaped('{ ordering: [name] }'), /netbox\.ordering is not known/);
  });

  it('takes an older version\'s NetBox shape (versions: <version>: netbox:), checked as netbox: is', () => {
    const fields = '      name: { type: string, required: true }\n      description: { type: string, default: "" }\n      status: { choice: s, value_as: code, default: a }';
    const shaped = (at37: string) => site(fields, `    display_name: true\n    brief: [id, url, name]\n    versions: { "3.7": { netbox: ${at37} } }\n`).replace('models:', 'choices:\n  s: [{ value: a, label: A, code: 1 }]\nmodels:');
    writeFileSync(join(dir, 'dcim.yaml'), shaped('{ display_name: false, brief: [id, url, name], fields: { status: { value_as: value } } }'));
    const model = loadCatalogue(dir).models[0]!;
    assert.deepEqual(model.versions!['3.7']!.netbox, { brief: ['id', 'url', 'name'], display_name: false, fields: { status: { value_as: 'value' } } });
    assert.equal(model.netbox, undefined, 'the newest version keeps the spec\'s shape');
    assert.deepEqual(netboxShapeAt(model, '3.7'), model.versions!['3.7']!.netbox);
    assert.equal(netboxShapeAt(model, '4.6'), undefined);
    // NetBox 3.7's brief forms have no description: a model without a 3.7 brief of its own
    // loses it there, and keeps it at 4.6.
    writeFileSync(join(dir, 'dcim.yaml'), site('      name: { type: string, required: true }\n      description: { type: string, default: "" }', '    brief: [id, url, name, description]\n'));
    const plain = loadCatalogue(dir).models[0]!;
    assert.deepEqual(netboxShapeAt(plain, '3.7'), { brief: ['id', 'url', 'name'] });
    assert.equal(netboxShapeAt(plain, '4.6'), undefined);
    fails(shaped('{ brief: [id, nothing] }'), /versions\.3\.7\.netbox: nothing is not a field of the model/);
    fails(shaped('{ fields: { name: { value_as: value } } }'), /versions\.3\.7\.netbox\.fields\.name\.value_as: not a choice field shown by its code/);
    fails(shaped('{ display_name: true }'), /versions\.3\.7\.netbox\.display_name can only be false/);
    fails(shaped('{ ordering: [name] }'), /versions\.3\.7\.netbox\.ordering is not known/);
  });

  it('renames a field in NetBox\'s shape (netbox: fields: name), its filters, brief form and unique sets with it', () => {
    const fields = '      name: { type: string, required: true }\n      label: { type: string, default: "" }\n      description: { type: string, default: "" }';
    const shaped = (netbox: string) => site(fields, `    brief: [id, url, label]\n    unique: [[label]]\n    netbox: ${netbox}\n`);
    writeFileSync(join(dir, 'dcim.yaml'), shaped('{ fields: { label: { name: tag_line }, description: { name: label } } }'));
    const model = loadCatalogue(dir).models[0]!;
    const shown = netboxShapeOf(model, model.netbox!);
    assert.deepEqual(shown.fields.map((f) => f.name), ['name', 'tag_line', 'label']);
    assert.deepEqual(shown.brief, ['id', 'url', 'tag_line']);
    assert.deepEqual(shown.unique.map((u) => u.fields), [['tag_line']]);
    assert.deepEqual(shown.filterset.filter((f) => f.path[0] === 'tag_line').map((f) => f.name), model.filterset.filter((f) => f.path[0] === 'label').map((f) => f.name.replace(/^label/, 'tag_line')));
    assert.equal(shown.filterset.find((f) => f.name === 'label')?.path[0], 'label', 'description\'s filter under its new name');
    assert.deepEqual(model.fields.map((f) => f.name), ['name', 'label', 'description'], 'the plain model unchanged');
    fails(shaped('{ fields: { label: { name: name } } }'), /netbox\.fields\.label\.name: name is another field's name/);
    fails(shaped('{ fields: { label: { name: url } } }'), /netbox\.fields\.label\.name: url is another field's name/);
    fails(shaped('{ fields: { label: { name: Bad-Name } } }'), /netbox\.fields\.label\.name must be a field name/);
    fails(shaped('{ fields: { nothing: { name: other } } }'), /netbox\.fields\.nothing: the model has no such field/);
    fails(site(fields, '    display: "{label}"\n    netbox: { fields: { label: { name: tag_line } } }\n'), /netbox\.fields\.label\.name: the display names it/);
  });

  it('takes NetBox\'s display, a write-only field read as null and an omitted display_url (netbox:)', () => {
    const fields = '      name: { type: string, required: true }\n      label: { type: string, default: "" }\n      secret: { type: password }';
    const shaped = (netbox: string) => site(fields, `    display: "{name}"\n    netbox: ${netbox}\n`);
    writeFileSync(join(dir, 'dcim.yaml'), shaped('{ display: ["{tag_line}", "{name}"], omit: [display_url], fields: { label: { name: tag_line }, secret: { reads_as_null: true } } }'));
    const model = loadCatalogue(dir).models[0]!;
    const shown = netboxShapeOf(model, model.netbox!);
    assert.deepEqual(shown.display, ['{tag_line}', '{name}']);
    assert.equal(shown.display_url, false);
    assert.equal(shown.fields.find((f) => f.name === 'secret')?.reads_as_null, true);
    assert.deepEqual(model.display, ['{name}'], 'the plain model unchanged');
    assert.equal(model.display_url, undefined);
    fails(shaped('{ display: ["{label}"], fields: { label: { name: tag_line } } }'), /netbox\.display: label is not a field of the model in NetBox's shape/);
    fails(shaped('{ display: [] }'), /netbox\.display must be a template or a list of them/);
    fails(shaped('{ fields: { name: { reads_as_null: true } } }'), /netbox\.fields\.name\.reads_as_null: not a write-only field/);
    fails(shaped('{ omit: [display] }'), /netbox\.omit: every NetBox object has display/);
  });

  it('refuses a declared filter whose path does not exist', () => {
    fails(site('      name: { type: string, required: true }', '    filters:\n      region: { path: region.slug }\n'), /model site/, /filter region/);
  });

  it('takes detail tabs naming another model\'s list filters, and refuses unknown models and filters', () => {
    const fields = '      name: { type: string, required: true }\n      parent: { fk: dcim.site, on_delete: cascade }';
    writeFileSync(join(dir, 'dcim.yaml'), site(fields, '    tabs:\n      - { label: Children, model: dcim.site, filter: { parent_id: "{id}" } }\n'));
    assert.deepEqual(loadCatalogue(dir).models[0]!.tabs, [{ label: 'Children', model: 'dcim.site', filter: { parent_id: '{id}' } }]);
    fails(site(fields, '    tabs:\n      - { label: Racks, model: dcim.rack, filter: { site_id: "{id}" } }\n'), /model site/, /tab Racks/, /unknown model dcim\.rack/);
    fails(site(fields, '    tabs:\n      - { label: Children, model: dcim.site, filter: { mother_id: "{id}" } }\n'), /tab Children/, /no filter mother_id/);
    fails(site(fields, '    tabs: { label: Children }\n'), /tabs: must be a list/);
  });

  it('takes the list\'s default columns among the model\'s fields, display and id', () => {
    const fields = '      name: { type: string, required: true }\n      parent: { fk: dcim.site, on_delete: cascade }';
    writeFileSync(join(dir, 'dcim.yaml'), site(fields, '    columns: [display, id, parent]\n'));
    assert.deepEqual(loadCatalogue(dir).models[0]!.columns, ['display', 'id', 'parent']);
    writeFileSync(join(dir, 'dcim.yaml'), site(fields));
    assert.equal(loadCatalogue(dir).models[0]!.columns, undefined);
    fails(site(fields, '    columns: [display, mother]\n'), /model site/, /columns: mother is no readable field of the model/);
    fails(site(fields, '    columns: [name, name]\n'), /columns: a column is named twice/);
    fails(site(fields, '    columns: name\n'), /columns: must be a list of field names/);
  });

  it('reports YAML that does not parse', () => {
    fails('app: dcim\nmodels: [unclosed', /dcim\.yaml/, /not valid YAML/);
  });

  it('wants the file named after its app', () => {
    writeFileSync(join(dir, 'other.yaml'), 'app: dcim\nmodels: {}\n');
    assert.throws(() => loadCatalogue(dir), /other\.yaml.*must be named dcim\.yaml/);
  });

  it('serves a model at the places of also_at too, each path once, in an app that exists', () => {
    const fields = '      name: { type: string, max_length: 100, required: true }';
    writeFileSync(join(dir, 'dcim.yaml'), site(fields, '    also_at: [dcim/locations]\n'));
    assert.deepEqual(loadCatalogue(dir).models[0]!.also_at, [{ app: 'dcim', path: 'locations' }]);
    fails(site(fields, '    also_at: [dcim/sites]\n'), /model site/, /path dcim\/sites is used twice/);
    fails(site(fields, '    also_at: [ipam/sites]\n'), /also_at names ipam\/sites, but there is no app ipam/);
    fails(site(fields, '    also_at: [sites]\n'), /`also_at` is a list of places `app\/path`/);
  });

  it('reads reverse relations and filter paths through a generic relation or a many-to-many one', () => {
    writeFileSync(join(dir, 'dcim.yaml'), `app: dcim
models:
  site:
    path: sites
    fields:
      name: { type: string, max_length: 100, required: true }
      note: { reverse: dcim.note, via: about, many: false }
      tagged_count: { reverse: dcim.note, via: sites, count: true }
    filters:
      note_text: { path: "dcim.note(about).text" }
      listed_in: { path: "dcim.note(sites).id" }
  note:
    path: notes
    brief: [id, url, display, text]
    display: "{text}"
    fields:
      text: { type: string, max_length: 100, required: true }
      about: { generic: [dcim.site], required: true }
      sites: { m2m: dcim.site }
`);
    const m = loadCatalogue(dir).models[0]!;
    assert.deepEqual(m.filterset.find((f) => f.name === 'note_text')!.path, ['dcim.note(about)', 'text']);
    assert.deepEqual(m.filterset.find((f) => f.name === 'listed_in')!.path, ['dcim.note(sites)', 'id']);
    assert.equal(m.fields.find((f) => f.name === 'note')!.kind, 'reverse');
    const counted = (extra: string) => site('      name: { type: string, max_length: 100, required: true }\n      parent: { fk: dcim.site, on_delete: cascade }\n      below: { reverse: dcim.site, via: parent, count: true, cumulative: true }', extra);
    fails(counted(''), /field below: cumulative is for a count, through a foreign key or many-to-many field, on a tree model/);
    writeFileSync(join(dir, 'dcim.yaml'), counted('    tree: true\n'));
    assert.equal(loadCatalogue(dir).models[0]!.fields.find((f) => f.name === 'below')!.kind, 'reverse');
  });
});
