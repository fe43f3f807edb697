import assert from 'node:assert/strict';
import { auth, grant, modelHelpers, startApi, uid, NO_PERMISSION, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

// NetBox 4.5's owners: owner groups, owners (users and groups of users responsible for objects)
// and the `owner` of the models NetBox gives one (OwnerMixin), with OwnerFilterMixin's filters.
// The requests are pynetbox 7.8's, which reaches NetBox 4.x at the /v4.6 root (it sets its own
// Accept header): `create(**kwargs)` posts the keyword arguments as they are, and `save()` on a
// record patches the changed fields only, a nested record as its id.
describe('models: owners (NetBox 4.5)', () => {
  let api: TestApi;
  let make: ReturnType<typeof factories>;
  before(async () => {
    api = await startApi();
    make = factories(modelHelpers(() => api).created);
  });
  after(() => api.close());

  const v46 = (path: string) => `/v4.6/api/${path}`;
  // One host, so that the urls an object reads with stay the same from request to request.
  const host = { ...auth, Host: 'inventory.example.test' };
  const post = (path: string, body: unknown) => api.request.post(v46(path)).set(host).send(body as object);
  const patch = (path: string, body: unknown) => api.request.patch(v46(path)).set(host).send(body as object);
  const del = (path: string) => api.request.delete(v46(path)).set(host);
  const get = async (path: string): Promise<Obj> => {
    const r = await api.request.get(v46(path)).set(host);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const created = async (path: string, body: unknown): Promise<Obj> => {
    const r = await post(path, body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const ids = async (path: string) => ((await get(path)).results as Obj[]).map((o) => o.id as number).sort((a, b) => a - b);
  const sorted = (...xs: number[]) => [...xs].sort((a, b) => a - b);
  const path = (o: Obj) => new URL(o.url as string).pathname;
  const group = (name = `og-${uid()}`, extra: object = {}) => created('users/owner-groups/', { name, ...extra });
  const owner = (name = `owner-${uid()}`, extra: object = {}) => created('users/owners/', { name, ...extra });
  const userAndGroup = async () => {
    const g = await created('users/groups/', { name: `ug-${uid()}` });
    const u = await created('users/users/', { username: `ou-${uid()}`, password: 'a-long-password', groups: [g.id] });
    return { g, u };
  };

  describe('owner groups', () => {
    it('create and read as NetBox 4.6 shows them: member_count counts the owners in the group', async () => {
      const name = `og-${uid()}`;
      const g = await group(name, { description: 'network teams' });
      assert.deepEqual(Object.keys(g), ['id', 'url', 'display_url', 'display', 'name', 'description', 'member_count']);
      assert.deepEqual([path(g), g.display, g.name, g.description, g.member_count], [`/v4.6/api/users/owner-groups/${g.id}/`, name, name, 'network teams', 0]);
      await owner(undefined, { group: g.id });
      await owner(undefined, { group: g.id });
      assert.equal((await get(`users/owner-groups/${g.id}/`)).member_count, 2);
      const refused = await del(`users/owner-groups/${g.id}/`);
      assert.equal(refused.status, 409, 'a group with owners is protected');
      assert.match(refused.body.detail, /2 dependent objects were found/);
      const brief = await get(`users/owner-groups/${g.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief), ['id', 'url', 'display', 'name', 'description']);
    });

    it('refuse a second group of the same name (400 naming name) and a name over 100 characters', async () => {
      const g = await group();
      const again = await post('users/owner-groups/', { name: g.name });
      assert.equal(again.status, 400, JSON.stringify(again.body));
      assert.deepEqual(Object.keys(again.body), ['name']);
      const long = await post('users/owner-groups/', { name: 'x'.repeat(101) });
      assert.equal(long.status, 400);
      assert.deepEqual(Object.keys(long.body), ['name']);
      assert.equal((await post('users/owner-groups/', {})).status, 400);
    });

    it('filter by name, description and q', async () => {
      const u = uid();
      const a = await group(`og-a-${u}`, { description: `first ${u}` });
      const b = await group(`og-b-${u}`);
      assert.deepEqual(await ids(`users/owner-groups/?name=og-a-${u}`), [a.id]);
      assert.deepEqual(await ids(`users/owner-groups/?q=${u}`), sorted(a.id as number, b.id as number));
      assert.deepEqual(await ids(`users/owner-groups/?description__ic=first ${u}`), [a.id]);
    });
  });

  describe('owners', () => {
    it('nb.users.owners.create(name=, group=, description=, users=[id], user_groups=[id]): 201 with the group, users and groups nested', async () => {
      const g = await group();
      const { g: userGroup, u: user } = await userAndGroup();
      const name = `netops-${uid()}`;
      const o = await created('users/owners/', { name, group: g.id, description: 'network operations', users: [user.id], user_groups: [userGroup.id] });
      assert.deepEqual(Object.keys(o), ['id', 'url', 'display_url', 'display', 'name', 'group', 'description', 'user_groups', 'users']);
      assert.equal(path(o), `/v4.6/api/users/owners/${o.id}/`);
      assert.equal(o.display, name);
      assert.deepEqual({ ...o.group, url: path(o.group) }, { id: g.id, url: `/v4.6/api/users/owner-groups/${g.id}/`, display: g.name, name: g.name, description: '' });
      assert.deepEqual((o.users as Obj[]).map((x) => [x.id, x.username]), [[user.id, user.username]]);
      assert.deepEqual((o.user_groups as Obj[]).map((x) => [x.id, x.name]), [[userGroup.id, userGroup.name]]);
      assert.deepEqual(await get(`users/owners/${o.id}/`), o);
      assert.deepEqual(Object.keys(await get(`users/owners/${o.id}/?brief=1`)), ['id', 'url', 'display', 'name', 'description']);
    });

    it('refuse a duplicate name, an unknown group and unknown users with 400 naming the field, and change nothing', async () => {
      const o = await owner();
      const dup = await post('users/owners/', { name: o.name });
      assert.equal(dup.status, 400);
      assert.deepEqual(Object.keys(dup.body), ['name']);
      for (const [field, value] of [['group', 999999999], ['users', [999999999]], ['user_groups', [999999999]]] as const) {
        const name = `bad-${uid()}`;
        const r = await post('users/owners/', { name, [field]: value });
        assert.equal(r.status, 400, JSON.stringify(r.body));
        assert.deepEqual(Object.keys(r.body), [field]);
        assert.deepEqual(await ids(`users/owners/?name=${name}`), []);
      }
    });

    it('filter by group, user and user group, by id and by name, and q', async () => {
      const u = uid();
      const g = await group(`og-${u}`);
      const { g: userGroup, u: user } = await userAndGroup();
      const a = await owner(`oa-${u}`, { group: g.id, users: [user.id] });
      const b = await owner(`ob-${u}`, { user_groups: [userGroup.id], description: 'second' });
      const c = await owner(`oc-${u}`);
      assert.deepEqual(await ids(`users/owners/?group_id=${g.id}`), [a.id]);
      assert.deepEqual(await ids(`users/owners/?group=og-${u}`), [a.id]);
      assert.deepEqual(await ids(`users/owners/?q=${u}&group_id=null`), sorted(b.id as number, c.id as number));
      assert.deepEqual(await ids(`users/owners/?user_id=${user.id}`), [a.id]);
      assert.deepEqual(await ids(`users/owners/?user=${user.username}`), [a.id]);
      assert.deepEqual(await ids(`users/owners/?user_group_id=${userGroup.id}`), [b.id]);
      assert.deepEqual(await ids(`users/owners/?user_group=${userGroup.name}`), [b.id]);
      assert.deepEqual(await ids(`users/owners/?q=${u}`), sorted(a.id as number, b.id as number, c.id as number));
      // NetBox 4.5's reverse filters of users and groups: those an owner names.
      assert.deepEqual(await ids(`users/users/?owner_id=${a.id}`), [user.id]);
      assert.deepEqual(await ids(`users/users/?owner=oa-${u}`), [user.id]);
      assert.deepEqual(await ids(`users/groups/?owner_id=${b.id}`), [userGroup.id]);
      assert.deepEqual(await ids(`users/groups/?owner=ob-${u}`), [userGroup.id]);
      assert.deepEqual(await ids(`users/groups/?owner_id=${a.id}`), []);
    });

    it('PATCH replaces the users; deleting a user takes them out of the owner, which stays', async () => {
      const { u: first } = await userAndGroup();
      const { u: second } = await userAndGroup();
      const o = await owner(undefined, { users: [first.id] });
      const changed = await patch(`users/owners/${o.id}/`, { users: [second.id] });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.deepEqual((changed.body.users as Obj[]).map((x) => x.id), [second.id]);
      assert.equal((await del(`users/users/${second.id}/`)).status, 204);
      assert.deepEqual((await get(`users/owners/${o.id}/`)).users, []);
    });
  });

  describe('the owner of an object', () => {
    it('site.owner = owner; site.save(): PATCH {"owner": id} shows the brief owner; owner = None clears it', async () => {
      const o = await owner(undefined, { description: 'responsible team' });
      const site = await make.site();
      assert.equal((await get(`dcim/sites/${site.id}/`)).owner, null, 'a new object has no owner');
      const r = await patch(`dcim/sites/${site.id}/`, { owner: o.id });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual({ ...r.body.owner, url: path(r.body.owner) }, { id: o.id, url: `/v4.6/api/users/owners/${o.id}/`, display: o.name, name: o.name, description: 'responsible team' });
      assert.equal(r.body.name, site.name, 'nothing else changed');
      assert.deepEqual((await get(`dcim/sites/${site.id}/`)).owner, r.body.owner);
      const cleared = await patch(`dcim/sites/${site.id}/`, { owner: null });
      assert.equal(cleared.status, 200);
      assert.equal(cleared.body.owner, null);
    });

    it('takes the owner on create and by name, on other models too (a device, an interface, a prefix, a tenant group, a webhook)', async () => {
      const o = await owner();
      const site = await make.site({ owner: { name: o.name } });
      assert.equal((site.owner as Obj).id, o.id);
      const device = await make.device({ owner: o.id });
      const iface = await make.interface({ device: device.id, owner: o.id });
      const prefix = await make.prefix({ owner: o.id });
      const tenantGroup = await created('tenancy/tenant-groups/', { name: `tg-${uid()}`, slug: `tg-${uid()}`, owner: o.id });
      const webhook = await created('extras/webhooks/', { name: `wh-${uid()}`, payload_url: 'http://hooks.example/x', owner: o.id });
      for (const x of [device, iface, prefix, tenantGroup, webhook]) assert.equal((x.owner as Obj).id, o.id);
      // Models NetBox gives no owner have none: a tag, a device type's interface template.
      const tag = await created('extras/tags/', { name: `t-${uid()}`, slug: `t-${uid()}` });
      assert.equal('owner' in tag, false);
    });

    it('refuses an unknown owner with 400 naming owner, and changes nothing', async () => {
      const o = await owner();
      const site = await make.site({ owner: o.id });
      for (const value of [999999999, { name: `nobody-${uid()}` }, 'x']) {
        const r = await patch(`dcim/sites/${site.id}/`, { owner: value });
        assert.equal(r.status, 400, JSON.stringify(r.body));
        assert.deepEqual(Object.keys(r.body), ['owner']);
      }
      assert.equal(((await get(`dcim/sites/${site.id}/`)).owner as Obj).id, o.id);
    });

    it('filters owner_id (null: none, as every foreign key here), owner (name), owner_group_id and owner_group (name)', async () => {
      const u = uid();
      const g = await group(`og-${u}`);
      const grouped = await owner(`og-owner-${u}`, { group: g.id });
      const alone = await owner(`alone-${u}`);
      const tenant = await make.tenant();
      const a = await make.site({ owner: grouped.id, tenant: tenant.id });
      const b = await make.site({ owner: alone.id, tenant: tenant.id });
      const c = await make.site({ tenant: tenant.id });
      const at = (q: string) => ids(`dcim/sites/?tenant_id=${tenant.id}&${q}`);
      assert.deepEqual(await at(`owner_id=${grouped.id}`), [a.id]);
      assert.deepEqual(await at(`owner_id=${grouped.id}&owner_id=${alone.id}`), sorted(a.id, b.id));
      assert.deepEqual(await at('owner_id=null'), [c.id]);
      assert.deepEqual(await at(`owner_id__n=${grouped.id}`), sorted(b.id, c.id));
      assert.deepEqual(await at(`owner=alone-${u}`), [b.id]);
      assert.deepEqual(await at(`owner_group_id=${g.id}`), [a.id]);
      assert.deepEqual(await at(`owner_group=og-${u}`), [a.id]);
      assert.deepEqual(await at(`owner_group_id__n=${g.id}`), sorted(b.id, c.id));
    });

    it('an owner or owner group in use cannot be deleted (409 naming the objects, PROTECT); unused, it can', async () => {
      const g = await group();
      const o = await owner(undefined, { group: g.id });
      const site = await make.site({ owner: o.id });
      const refused = await del(`users/owners/${o.id}/`);
      assert.equal(refused.status, 409, JSON.stringify(refused.body));
      assert.match(refused.body.detail, new RegExp(`1 dependent objects were found: ${site.name}`));
      const refusedGroup = await del(`users/owner-groups/${g.id}/`);
      assert.equal(refusedGroup.status, 409);
      assert.equal(((await get(`dcim/sites/${site.id}/`)).owner as Obj).id, o.id, 'nothing deleted');
      await patch(`dcim/sites/${site.id}/`, { owner: null });
      assert.equal((await del(`users/owners/${o.id}/`)).status, 204);
      assert.equal((await del(`users/owner-groups/${g.id}/`)).status, 204);
      assert.equal((await get(`dcim/sites/${site.id}/`)).owner, null);
    });

    it('NetBox 3.7 clients (/api/ and /v3.7/api/) read and write it the same way', async () => {
      const o = await owner();
      const site = await make.site();
      for (const root of ['/api', '/v3.7/api']) {
        const r = await api.request.patch(`${root}/dcim/sites/${site.id}/`).set(auth).send({ owner: o.id });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        assert.equal(r.headers['api-version'], '3.7');
        assert.equal(r.body.owner.id, o.id);
        await api.request.patch(`${root}/dcim/sites/${site.id}/`).set(auth).send({ owner: null });
      }
    });

    it('GraphQL: an object\'s owner, an owner\'s group, users and objects', async () => {
      const g = await group();
      const { u: user } = await userAndGroup();
      const o = await owner(undefined, { group: g.id, users: [user.id] });
      const site = await make.site({ owner: o.id });
      const r = await api.request.post('/graphql/').set(auth).send({
        query: `{ site(id: ${site.id}) { owner { name } } owner(id: ${o.id}) { name group { name } users { username } sites { name } } }`,
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(r.body.data, {
        site: { owner: { name: o.name } },
        owner: { name: o.name, group: { name: g.name }, users: [{ username: user.username }], sites: [{ name: site.name }] },
      });
    });
  });

  describe('permissions', () => {
    it('are users.owner and users.ownergroup object permissions; EXEMPT_VIEW_PERMISSIONS=* does not publish them', async () => {
      const username = `op-${uid()}`;
      const user = await created('users/users/', { username, password: 'a-long-password' });
      const t = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
      const headers = { Authorization: `Token ${t.body.key}` };
      const denied = await api.request.get(v46('users/owners/')).set(headers);
      assert.equal(denied.status, 403);
      assert.deepEqual(denied.body, NO_PERMISSION);
      assert.equal((await api.request.post(v46('users/owner-groups/')).set(headers).send({ name: `og-${uid()}` })).status, 403);
      await grant(api, user.id as number, ['users.owner'], ['view', 'add']);
      assert.equal((await api.request.get(v46('users/owners/')).set(headers)).status, 200);
      assert.equal((await api.request.post(v46('users/owners/')).set(headers).send({ name: `mine-${uid()}` })).status, 201);
      assert.equal((await api.request.get(v46('users/owner-groups/')).set(headers)).status, 403);

      const exempt = await startApi({ EXEMPT_VIEW_PERMISSIONS: '*' });
      try {
        assert.equal((await exempt.request.get('/v4.6/api/dcim/sites/')).status, 200);
        assert.equal((await exempt.request.get('/v4.6/api/users/owners/')).status, 403);
        assert.equal((await exempt.request.get('/v4.6/api/users/owner-groups/')).status, 403);
      } finally {
        await exempt.close();
      }
    });
  });
});
