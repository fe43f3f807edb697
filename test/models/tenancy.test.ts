import assert from 'node:assert/strict';
import { auth, objectHelpers, startApi, uid, type TestApi } from '../support/api.ts';

// Tenancy models of NetBox 3.7: tenant groups as a tree, contact groups, roles, contacts and
// their assignments to objects, with NetBox's uniqueness, on_delete behaviour and filters.
describe('models: tenancy', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, del, created, get, ids, sorted } = objectHelpers(() => api);
  const url = (path: string) => new RegExp(`/api/tenancy/${path}/\\d+/$`);
  /** A nested object with its url reduced to the path (each request has its own port). */
  const local = (o: Record<string, unknown>) => ({ ...o, url: new URL(o.url as string).pathname });

  describe('tenant groups', () => {
    it('nest through parent: _depth on the object and in its nested form; deleting a parent takes its children', async () => {
      const u = uid();
      const top = await created('/api/tenancy/tenant-groups/', { name: `tg-${u}`, slug: `tg-${u}` });
      const child = await created('/api/tenancy/tenant-groups/', { name: `tgc-${u}`, slug: `tgc-${u}`, parent: top.id, description: 'child' });
      assert.equal(top._depth, 0);
      assert.equal(child._depth, 1);
      assert.equal(child.parent.id, top.id);
      assert.deepEqual(Object.keys(child.parent).sort(), ['_depth', 'description', 'display', 'id', 'name', 'slug', 'tenant_count', 'url']);
      assert.equal(child.parent._depth, 0);
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}`, group: child.id });
      assert.equal(tenant.group._depth, 1);
      assert.deepEqual(await ids(`/api/tenancy/tenant-groups/?parent_id=${top.id}`), [child.id]);
      assert.deepEqual(await ids(`/api/tenancy/tenant-groups/?parent=tg-${u}`), [child.id]);
      // A group with tenants is protected; without them, deleting the parent deletes the child.
      assert.equal((await del(`/api/tenancy/tenant-groups/${top.id}/`)).status, 409);
      assert.equal((await del(`/api/tenancy/tenants/${tenant.id}/`)).status, 204);
      assert.equal((await del(`/api/tenancy/tenant-groups/${top.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/tenancy/tenant-groups/${child.id}/`).set(auth)).status, 404);
    });
  });

  describe('contact groups', () => {
    it('creates a nested group with every field and reads it back; deleting the parent takes the child', async () => {
      const u = uid();
      const top = await created('/api/tenancy/contact-groups/', { name: `cg-${u}`, slug: `cg-${u}` });
      const child = await created('/api/tenancy/contact-groups/', {
        name: `cgc-${u}`, slug: `cgc-${u}`, parent: top.id, description: 'child group', tags: [],
      });
      const got = await get(`/api/tenancy/contact-groups/${child.id}/`);
      assert.match(got.url, url('contact-groups'));
      assert.equal(got.display, `cgc-${u}`);
      assert.equal(got.name, `cgc-${u}`);
      assert.equal(got.slug, `cgc-${u}`);
      assert.equal(got.description, 'child group');
      assert.equal(got._depth, 1);
      assert.deepEqual(local(got.parent), { id: top.id, url: local(top).url, display: `cg-${u}`, name: `cg-${u}`, slug: `cg-${u}`, description: '', contact_count: 0, _depth: 0 });
      assert.deepEqual(got.tags, []);
      assert.deepEqual(got.custom_fields, {});
      assert.ok(got.created && got.last_updated);
      assert.deepEqual(await ids(`/api/tenancy/contact-groups/?parent_id=${top.id}`), [child.id]);
      assert.deepEqual(await ids(`/api/tenancy/contact-groups/?q=cgc-${u}`), [child.id]);
      assert.equal((await del(`/api/tenancy/contact-groups/${top.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/tenancy/contact-groups/${child.id}/`).set(auth)).status, 404);
    });

    it('refuses a duplicate name under the same parent as a 400; another parent is fine', async () => {
      const u = uid();
      const top = await created('/api/tenancy/contact-groups/', { name: `cg-${u}`, slug: `cg-${u}` });
      await created('/api/tenancy/contact-groups/', { name: `n-${u}`, slug: `n1-${u}`, parent: top.id });
      const dup = await post('/api/tenancy/contact-groups/', { name: `n-${u}`, slug: `n2-${u}`, parent: top.id });
      assert.equal(dup.status, 400, JSON.stringify(dup.body));
      assert.deepEqual(dup.body, { __all__: ['Contact group with this Parent and Name already exists.'] });
      const other = await created('/api/tenancy/contact-groups/', { name: `cg2-${u}`, slug: `cg2-${u}` });
      await created('/api/tenancy/contact-groups/', { name: `n-${u}`, slug: `n3-${u}`, parent: other.id });
    });
  });

  describe('contact roles', () => {
    it('creates a role with every field; a duplicate name or slug is a 400 on that field', async () => {
      const u = uid();
      const role = await created('/api/tenancy/contact-roles/', { name: `cr-${u}`, slug: `cr-${u}`, description: 'admin role' });
      const got = await get(`/api/tenancy/contact-roles/${role.id}/`);
      assert.match(got.url, url('contact-roles'));
      assert.equal(got.display, `cr-${u}`);
      assert.equal(got.description, 'admin role');
      assert.deepEqual(got.tags, []);
      const dupName = await post('/api/tenancy/contact-roles/', { name: `cr-${u}`, slug: `other-${u}` });
      assert.equal(dupName.status, 400, JSON.stringify(dupName.body));
      assert.ok(Array.isArray(dupName.body.name), JSON.stringify(dupName.body));
      const dupSlug = await post('/api/tenancy/contact-roles/', { name: `other-${u}`, slug: `cr-${u}` });
      assert.equal(dupSlug.status, 400, JSON.stringify(dupSlug.body));
      assert.ok(Array.isArray(dupSlug.body.slug), JSON.stringify(dupSlug.body));
      const brief = await get(`/api/tenancy/contact-roles/${role.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['description', 'display', 'id', 'name', 'slug', 'url']);
    });
  });

  describe('contacts', () => {
    it('creates a contact with every field and reads back the full representation', async () => {
      const u = uid();
      const group = await created('/api/tenancy/contact-groups/', { name: `cg-${u}`, slug: `cg-${u}` });
      const contact = await created('/api/tenancy/contacts/', {
        group: group.id, name: `c-${u}`, title: 'NOC engineer', phone: '+1 555 0100', email: `noc-${u}@example.com`,
        address: '1 Main St', link: 'https://example.com/noc', description: 'on call', comments: 'night shift',
      });
      const got = await get(`/api/tenancy/contacts/${contact.id}/`);
      assert.match(got.url, url('contacts'));
      assert.equal(got.display, `c-${u}`);
      assert.deepEqual(local(got.group), { id: group.id, url: local(group).url, display: `cg-${u}`, name: `cg-${u}`, slug: `cg-${u}`, description: '', contact_count: 1, _depth: 0 });
      assert.equal(got.title, 'NOC engineer');
      assert.equal(got.phone, '+1 555 0100');
      assert.equal(got.email, `noc-${u}@example.com`);
      assert.equal(got.address, '1 Main St');
      assert.equal(got.link, 'https://example.com/noc');
      assert.equal(got.description, 'on call');
      assert.equal(got.comments, 'night shift');
      const brief = await get(`/api/tenancy/contacts/${contact.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['description', 'display', 'id', 'name', 'url']);
    });

    it('refuses a bad email or link as 400s; a name may repeat within a group (NetBox 4.3 dropped 3.7\'s constraint)', async () => {
      const u = uid();
      const group = await created('/api/tenancy/contact-groups/', { name: `cg-${u}`, slug: `cg-${u}` });
      const email = await post('/api/tenancy/contacts/', { name: `c-${u}`, email: 'not-an-address' });
      assert.equal(email.status, 400);
      assert.ok(Array.isArray(email.body.email), JSON.stringify(email.body));
      const link = await post('/api/tenancy/contacts/', { name: `c-${u}`, link: 'not a url' });
      assert.equal(link.status, 400);
      assert.ok(Array.isArray(link.body.link), JSON.stringify(link.body));
      // NetBox 4.3 made groups a many-to-many field and removed tenancy_contact_unique_group_name
      // (its migration tenancy 0018); netinv stores 4.3's model, at both versions.
      const first = await created('/api/tenancy/contacts/', { name: `c-${u}`, group: group.id });
      const again = await created('/api/tenancy/contacts/', { name: `c-${u}`, group: group.id });
      assert.notEqual(again.id, first.id);
      assert.equal((await get(`/api/tenancy/contact-groups/${group.id}/`)).contact_count, 2);
    });

    it('filters by group, group_id and q (phone, email, title); deleting the group leaves the contact without one', async () => {
      const u = uid();
      const group = await created('/api/tenancy/contact-groups/', { name: `cg-${u}`, slug: `cg-${u}` });
      const a = await created('/api/tenancy/contacts/', { name: `a-${u}`, group: group.id, phone: `555-${u}` });
      const b = await created('/api/tenancy/contacts/', { name: `b-${u}`, email: `b-${u}@example.com`, title: `chief-${u}` });
      assert.deepEqual(await ids(`/api/tenancy/contacts/?group=cg-${u}`), [a.id]);
      assert.deepEqual(await ids(`/api/tenancy/contacts/?group_id=${group.id}`), [a.id]);
      assert.deepEqual(await ids(`/api/tenancy/contacts/?q=555-${u}`), [a.id]);
      assert.deepEqual(await ids(`/api/tenancy/contacts/?q=b-${u}@example`), [b.id]);
      assert.deepEqual(await ids(`/api/tenancy/contacts/?q=chief-${u}`), [b.id]);
      assert.deepEqual(await ids(`/api/tenancy/contacts/?name__iew=${u}`), sorted(a.id, b.id));
      assert.equal((await del(`/api/tenancy/contact-groups/${group.id}/`)).status, 204);
      assert.equal((await get(`/api/tenancy/contacts/${a.id}/`)).group, null);
    });
  });

  describe('contact assignments', () => {
    const setup = async (u: string) => {
      const group = await created('/api/tenancy/contact-groups/', { name: `cg-${u}`, slug: `cg-${u}` });
      const contact = await created('/api/tenancy/contacts/', { name: `c-${u}`, group: group.id });
      const role = await created('/api/tenancy/contact-roles/', { name: `cr-${u}`, slug: `cr-${u}` });
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      return { group, contact, role, site };
    };

    it('assigns a contact to a site with every field and reads back object, contact, role and priority', async () => {
      const u = uid();
      const { contact, role, site } = await setup(u);
      const a = await created('/api/tenancy/contact-assignments/', {
        object_type: 'dcim.site', object_id: site.id, contact: contact.id, role: role.id, priority: 'primary',
      });
      const got = await get(`/api/tenancy/contact-assignments/${a.id}/`);
      assert.match(got.url, url('contact-assignments'));
      assert.equal(got.display, `c-${u} (Primary) -> s-${u}`);
      assert.equal(got.object_type, 'dcim.site');
      assert.equal(got.object_id, site.id);
      assert.equal(got.object.id, site.id);
      assert.equal(got.object.name, `s-${u}`);
      assert.deepEqual(local(got.contact), { id: contact.id, url: local(contact).url, display: `c-${u}`, name: `c-${u}`, description: '' });
      assert.deepEqual(local(got.role), { id: role.id, url: local(role).url, display: `cr-${u}`, name: `cr-${u}`, slug: `cr-${u}`, description: '' });
      assert.deepEqual(got.priority, { value: 'primary', label: 'Primary' });
      assert.deepEqual(got.tags, []);
      const brief = await get(`/api/tenancy/contact-assignments/${a.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['contact', 'display', 'id', 'priority', 'role', 'url']);
      // Priority is optional (null), and then display is the contact and the object.
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      const b = await created('/api/tenancy/contact-assignments/', { object_type: 'tenancy.tenant', object_id: tenant.id, contact: contact.id, role: role.id });
      assert.equal(b.priority, null);
      assert.equal(b.display, `c-${u} -> t-${u}`);
      assert.equal(b.object.id, tenant.id);
      // Site groups take contacts too (NetBox's ContactsMixin models).
      const sg = await created('/api/dcim/site-groups/', { name: `sg-${u}`, slug: `sg-${u}` });
      const c = await created('/api/tenancy/contact-assignments/', { object_type: 'dcim.sitegroup', object_id: sg.id, contact: contact.id, role: role.id });
      assert.equal(c.object.id, sg.id);
      const cg = await created('/api/virtualization/cluster-groups/', { name: `vcg-${u}`, slug: `vcg-${u}` });
      const d = await created('/api/tenancy/contact-assignments/', { object_type: 'virtualization.clustergroup', object_id: cg.id, contact: contact.id, role: role.id });
      assert.equal(d.object.id, cg.id);
    });

    it('refuses a second assignment of the same contact and role to an object, and object types that take no contacts', async () => {
      const u = uid();
      const { contact, role, site } = await setup(u);
      const body = { object_type: 'dcim.site', object_id: site.id, contact: contact.id, role: role.id };
      await created('/api/tenancy/contact-assignments/', body);
      const dup = await post('/api/tenancy/contact-assignments/', { ...body, priority: 'secondary' });
      assert.equal(dup.status, 400, JSON.stringify(dup.body));
      assert.deepEqual(dup.body, { __all__: ['Contact assignment with this Object, Contact and Role already exists.'] });
      // Another role is a different assignment.
      const role2 = await created('/api/tenancy/contact-roles/', { name: `cr2-${u}`, slug: `cr2-${u}` });
      await created('/api/tenancy/contact-assignments/', { ...body, role: role2.id });
      // A VLAN takes no contacts (no ContactsMixin in NetBox 3.7 or 4.x; prefixes do from 4.x).
      const vlan = await created('/api/ipam/vlans/', { vid: 100, name: `v-${u}` });
      const bad = await post('/api/tenancy/contact-assignments/', { ...body, object_type: 'ipam.vlan', object_id: vlan.id });
      assert.equal(bad.status, 400, JSON.stringify(bad.body));
      assert.deepEqual(Object.keys(bad.body), ['object_type']);
      const badPriority = await post('/api/tenancy/contact-assignments/', { ...body, role: role2.id, priority: 'urgent' });
      assert.equal(badPriority.status, 400);
      assert.ok(Array.isArray(badPriority.body.priority), JSON.stringify(badPriority.body));
    });

    it('protects the contact and role; deleting the object deletes its assignments', async () => {
      const u = uid();
      const { contact, role, site } = await setup(u);
      const a = await created('/api/tenancy/contact-assignments/', { object_type: 'dcim.site', object_id: site.id, contact: contact.id, role: role.id });
      assert.equal((await del(`/api/tenancy/contacts/${contact.id}/`)).status, 409);
      assert.equal((await del(`/api/tenancy/contact-roles/${role.id}/`)).status, 409);
      assert.equal((await del(`/api/dcim/sites/${site.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/tenancy/contact-assignments/${a.id}/`).set(auth)).status, 404);
      assert.equal((await del(`/api/tenancy/contacts/${contact.id}/`)).status, 204);
      assert.equal((await del(`/api/tenancy/contact-roles/${role.id}/`)).status, 204);
    });

    it('filters by object type and id, contact, role, group and priority', async () => {
      const u = uid();
      const { group, contact, role, site } = await setup(u);
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      const other = await created('/api/tenancy/contacts/', { name: `o-${u}` });
      const role2 = await created('/api/tenancy/contact-roles/', { name: `cr2-${u}`, slug: `cr2-${u}` });
      const a = await created('/api/tenancy/contact-assignments/', { object_type: 'dcim.site', object_id: site.id, contact: contact.id, role: role.id, priority: 'primary' });
      const b = await created('/api/tenancy/contact-assignments/', { object_type: 'tenancy.tenant', object_id: tenant.id, contact: contact.id, role: role2.id, priority: 'tertiary' });
      const c = await created('/api/tenancy/contact-assignments/', { object_type: 'dcim.site', object_id: site.id, contact: other.id, role: role2.id });
      const mine = `contact_id=${contact.id}&contact_id=${other.id}`;
      assert.deepEqual(await ids(`/api/tenancy/contact-assignments/?${mine}&object_type=dcim.site`), sorted(a.id, c.id));
      assert.deepEqual(await ids(`/api/tenancy/contact-assignments/?${mine}&object_type=tenancy.tenant&object_id=${tenant.id}`), [b.id]);
      assert.deepEqual(await ids(`/api/tenancy/contact-assignments/?contact_id=${contact.id}`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/tenancy/contact-assignments/?role=cr2-${u}`), sorted(b.id, c.id));
      assert.deepEqual(await ids(`/api/tenancy/contact-assignments/?role_id=${role.id}`), [a.id]);
      assert.deepEqual(await ids(`/api/tenancy/contact-assignments/?group=cg-${u}`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/tenancy/contact-assignments/?group_id=${group.id}`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/tenancy/contact-assignments/?${mine}&priority=tertiary&priority=primary`), sorted(a.id, b.id));
    });
  });
});
