// Contacts' groups (NetBox 4.3: a contact is in several groups), beside NetBox 3.7's single
// group, which reads as the first of them and, written at 3.7, makes the groups that one
// (src/rules/tenancy/contact.ts); contact groups count their contacts and their subgroups'
// once each; migration 0042 makes each 3.7 group a contact's only one.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, type Obj, type TestApi } from '../support/api.ts';
import { migrationFrom } from '../support/migration-step.ts';
import { uid } from '../support/uid.ts';

describe('models: contacts\' groups (NetBox 4.3)', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, patch, del, get, created, refused, ids } = modelHelpers(() => api);
  const v46 = { Accept: 'application/json; version=4.6' };
  const post46 = (body: object) => api.request.post('/api/tenancy/contacts/').set(auth).set('Host', host).set(v46).send(body);
  const patch46 = (id: number, body: object) => api.request.patch(`/api/tenancy/contacts/${id}/`).set(auth).set('Host', host).set(v46).send(body);
  const group = (o: object = {}) => {
    const name = `cg-${uid()}`;
    return created('tenancy/contact-groups', { name, slug: name, ...o });
  };
  const count = async (g: Obj) => (await get(`tenancy/contact-groups/${g.id}/`)).contact_count as number;
  const briefGroup = async (g: Obj) => (await get(`tenancy/contact-groups/?id=${g.id}&brief=1`)).results[0] as Obj;
  const groupIds = (c: Obj) => (c.groups as Obj[]).map((g) => g.id as number);

  it('the Ansible collection 3.22\'s netbox_contact (NetBox 4.3+): contact_groups sent as groups, looked up by name', async () => {
    const [a, b] = [await group(), await group()];
    const name = `c-${uid()}`;
    // _build_query_params("contact"): name (group only when given, which 4.3+ refuses).
    assert.equal((await get(`tenancy/contacts/?name=${name}`)).count, 0);
    const r = await post46({ name, groups: [b.id, a.id], email: `${name}@example.com` });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    // Nested at 4.6 as NetBox 4.6.8 nests them: the brief form without its count (#22154).
    const nested = async (g: Obj) => {
      const { contact_count: _count, ...rest } = await briefGroup(g);
      return rest;
    };
    assert.deepEqual(r.body.groups, [await nested(a), await nested(b)].sort((x, y) => x.name.localeCompare(y.name)));
    assert.deepEqual((await get(`tenancy/contacts/?name=${name}`)).results.map((c: Obj) => c.id), [r.body.id]);
    assert.deepEqual([await count(a), await count(b)], [1, 1]);
    // NetBox 3.7's group beside: the first one added.
    assert.equal(r.body.group.id, b.id);
  });

  it('filters by group and group_id over every group, below each named one too', async () => {
    const top = await group();
    const child = await group({ parent: top.id });
    const other = await group();
    const inChild = (await post46({ name: `c-${uid()}`, groups: [child.id, other.id] })).body;
    const inTop = (await post46({ name: `c-${uid()}`, groups: [top.id] })).body;
    const none = (await post46({ name: `c-${uid()}` })).body;
    const mine = `id=${inChild.id}&id=${inTop.id}&id=${none.id}`;
    assert.deepEqual(await ids(`tenancy/contacts/?${mine}&group_id=${top.id}`), [inChild.id, inTop.id]);
    assert.deepEqual(await ids(`tenancy/contacts/?${mine}&group=${child.slug}`), [inChild.id]);
    assert.deepEqual(await ids(`tenancy/contacts/?${mine}&group_id=${other.id}`), [inChild.id]);
    // A contact in a group and its subgroup counts once for the group.
    await patch46(inChild.id, { groups: [child.id, top.id] });
    assert.deepEqual([await count(top), await count(child), await count(other)], [2, 1, 0]);
    // Contact assignments filter by their contact's groups.
    const role = await created('tenancy/contact-roles', { name: `cr-${uid()}`, slug: `cr-${uid()}` });
    const site = await created('dcim/sites', { name: `s-${uid()}`, slug: `s-${uid()}` });
    const assignment = await created('tenancy/contact-assignments', { object_type: 'dcim.site', object_id: site.id, contact: inChild.id, role: role.id });
    assert.deepEqual(await ids(`tenancy/contact-assignments/?object_id=${site.id}&group_id=${child.id}`), [assignment.id]);
    assert.deepEqual(await ids(`tenancy/contact-assignments/?object_id=${site.id}&group_id=${other.id}`), []);
  });

  it('NetBox 3.7\'s group, written, makes the groups that one; null none; at 4.6 it is ignored', async () => {
    const [a, b] = [await group(), await group()];
    const c = (await post46({ name: `c-${uid()}`, groups: [a.id, b.id] })).body;
    // pynetbox against 3.7, the collection 3.13: group (an id).
    let r = await patch('tenancy/contacts', c.id, { group: b.id });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual([groupIds(r.body), r.body.group.id], [[b.id], b.id]);
    assert.deepEqual([await count(a), await count(b)], [0, 1]);
    r = await patch('tenancy/contacts', c.id, { group: null });
    assert.deepEqual([r.body.groups, r.body.group], [[], null]);
    const made = await created('tenancy/contacts', { name: `c-${uid()}`, group: a.id });
    assert.deepEqual(groupIds(made), [a.id]);
    // At 4.6 the field is NetBox 3.7's only: ignored and named, the groups kept.
    r = await patch46(made.id, { group: b.id, description: 'x' });
    assert.equal(r.status, 200);
    assert.deepEqual(groupIds(r.body), [a.id]);
    assert.match(String(r.headers['x-ignored-fields']), /group/);
  });

  it('refuses a group that does not exist, and group beside groups, with a 400 and nothing changed', async () => {
    const a = await group();
    const c = await created('tenancy/contacts', { name: `c-${uid()}`, group: a.id });
    await refused(patch('tenancy/contacts', c.id, { group: 999999999 }), 'group', /does not exist/);
    await refused(patch('tenancy/contacts', c.id, { group: a.id, groups: [a.id] }), 'group');
    await refused(patch46(c.id, { groups: [999999999] }), 'groups');
    await refused(patch('tenancy/contacts', c.id, { group: 'a' }), 'group');
    assert.deepEqual(groupIds(await get(`tenancy/contacts/${c.id}/`)), [a.id]);
  });

  it('deleting a group takes it out of its contacts\' groups, and leaves the contacts', async () => {
    const [a, b] = [await group(), await group()];
    const c = (await post46({ name: `c-${uid()}`, groups: [a.id, b.id] })).body;
    assert.equal((await del('tenancy/contact-groups', a.id)).status, 204);
    const after = await get(`tenancy/contacts/${c.id}/`);
    assert.deepEqual([groupIds(after), after.group.id], [[b.id], b.id]);
  });

  it('the migration makes each contact\'s NetBox 3.7 group its only group', async () => {
    const a = await group();
    const c = await created('tenancy/contacts', { name: `c-${uid()}`, group: a.id });
    const step = migrationFrom('-- NetBox 4.3\'s contact groups').split('--> statement-breakpoint')[0]!;
    const rolledBack = new Error('rolled back');
    await assert.rejects(api.sql.begin(async (tx) => {
      // As a 3.7 database holds it: the group column, no memberships.
      await tx`ALTER TABLE tenancy_contact ADD COLUMN group_id integer`;
      await tx`UPDATE tenancy_contact SET group_id = ${a.id} WHERE id = ${c.id}`;
      await tx`DELETE FROM tenancy_contact_groups WHERE contact_id = ${c.id}`;
      await tx.unsafe(step);
      const rows = await tx`SELECT contact_group_id FROM tenancy_contact_groups WHERE contact_id = ${c.id}`;
      assert.deepEqual(rows.map((r) => r.contact_group_id), [a.id]);
      throw rolledBack;
    }), (e) => e === rolledBack);
  });
});
