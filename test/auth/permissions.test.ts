// Object permissions (NetBox 3.7 ObjectPermission): a non-superuser reads, adds, changes and
// deletes only what an enabled permission of theirs (or of one of their groups) allows, within
// its constraints; a write that would leave the constraints changes nothing.
import assert from 'node:assert/strict';
import { hasPermission, parseCodename } from '../../src/auth/permissions.ts';
import { auth, grant, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('auth: object permissions', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const asAdmin = (method: 'post' | 'patch' | 'get' | 'delete', path: string, body?: object) => api.request[method](path).set(auth).send(body);
  const { created } = modelHelpers(() => api);
  /** A non-superuser and the headers of a token of theirs. */
  const plainUser = async () => {
    const username = `perm-${uid()}`;
    const user = await created('users/users', { username, password: 'a-long-password' });
    const t = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    assert.equal(t.status, 201, JSON.stringify(t.body));
    const headers = { Authorization: `Token ${t.body.key}` };
    const as = (method: 'post' | 'patch' | 'get' | 'delete', path: string, body?: object) => api.request[method](path).set(headers).send(body);
    return { id: user.id as number, username, as };
  };
  const ids = (r: { body: Obj }) => (r.body.results as Obj[]).map((x) => x.id as number).sort((a, b) => a - b);
  const siteRow = async (id: number) => (await api.sql`SELECT status FROM dcim_site WHERE id = ${id}`)[0];

  it('are managed by superusers only, with their fields checked: object types, actions, constraints\' shape', async () => {
    const u = await plainUser();
    const p = await grant(api, u.id, ['dcim.site', 'dcim.rack'], ['view', 'change'], { status: 'active', tenant__slug__in: ['eu'] });
    const got = (await asAdmin('get', `/api/users/permissions/${p.id}/`)).body;
    assert.deepEqual([got.name, got.enabled, got.object_types, got.actions, got.constraints, got.users.map((x: Obj) => x.id), got.groups],
      [p.name, true, ['dcim.site', 'dcim.rack'], ['view', 'change'], { status: 'active', tenant__slug__in: ['eu'] }, [u.id], []]);
    assert.deepEqual(Object.keys((await asAdmin('get', `/api/users/permissions/${p.id}/?brief=1`)).body).sort(),
      ['actions', 'description', 'display', 'enabled', 'groups', 'id', 'name', 'object_types', 'url', 'users']);
    // NetBox's object_types filter: the permission's list holds the type.
    assert.deepEqual(ids(await asAdmin('get', `/api/users/permissions/?name=${p.name}&object_types=dcim.rack`)), [p.id]);
    assert.deepEqual(ids(await asAdmin('get', `/api/users/permissions/?name=${p.name}&object_types=dcim.device`)), []);
    const refused = async (body: object, field: string, match: RegExp) => {
      const r = await asAdmin('post', '/api/users/permissions/', { name: `bad-${uid()}`, object_types: ['dcim.site'], actions: ['view'], ...body });
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.match(String(r.body[field]?.[0]), match, JSON.stringify(r.body));
    };
    await refused({ object_types: ['dcim.nothing'] }, 'object_types', /not an object type/);
    await refused({ actions: [] }, 'actions', /may not be empty/);
    // As NetBox, a constraint is not checked against the object types' fields when saved (one
    // that does not fit matches nothing: test/compat/ansible-collection-322.test.ts).
    const unchecked = await asAdmin('post', '/api/users/permissions/', { name: `loose-${uid()}`, object_types: ['dcim.site'], actions: ['view'], constraints: { nosuchfield: 1 } });
    assert.equal(unchecked.status, 201, JSON.stringify(unchecked.body));
    await refused({ constraints: 'status' }, 'constraints', /object of field lookups/);
    const denied = await u.as('post', '/api/users/permissions/', { name: `self-${uid()}`, object_types: ['dcim.site'], actions: ['view'], users: [u.id] });
    assert.equal(denied.status, 403);
    assert.equal((await u.as('delete', `/api/users/permissions/${p.id}/`)).status, 403);
  });

  it('reads: nothing without a permission (403), everything without constraints, only matching objects with them (404 otherwise)', async () => {
    const u = await plainUser();
    const tag = uid();
    const active = await created('dcim/sites', { name: `a-${tag}`, slug: `a-${tag}`, status: 'active' });
    const planned = await created('dcim/sites', { name: `p-${tag}`, slug: `p-${tag}`, status: 'planned' });
    const mine = `/api/dcim/sites/?slug__iew=${tag}`;
    const none = await u.as('get', mine);
    assert.deepEqual([none.status, none.body], [403, { detail: 'You do not have permission to perform this action.' }]);
    assert.equal((await u.as('get', `/api/dcim/sites/${active.id}/`)).status, 403);
    const p = await grant(api, u.id, ['dcim.site'], ['view'], { status: 'active' });
    assert.deepEqual(ids(await u.as('get', mine)), [active.id]);
    assert.equal((await u.as('get', `/api/dcim/sites/${planned.id}/`)).status, 404);
    assert.equal((await u.as('get', `/api/dcim/sites/${active.id}/`)).status, 200);
    // A list of constraints means any of them.
    assert.equal((await asAdmin('patch', `/api/users/permissions/${p.id}/`, { constraints: [{ status: 'active' }, { slug: `p-${tag}` }] })).status, 200);
    assert.deepEqual(ids(await u.as('get', mine)), [active.id, planned.id].sort((a, b) => a - b));
    // Disabled, it gives nothing; another kind of object is not covered.
    assert.equal((await asAdmin('patch', `/api/users/permissions/${p.id}/`, { enabled: false })).status, 200);
    assert.equal((await u.as('get', mine)).status, 403);
    assert.equal((await u.as('get', '/api/dcim/racks/')).status, 403);
  });

  it('through a group, with related lookups and $user', async () => {
    const u = await plainUser();
    const tag = uid();
    const group = await created('users/groups', { name: `g-${tag}` });
    assert.equal((await asAdmin('patch', `/api/users/users/${u.id}/`, { groups: [group.id] })).status, 200);
    const site = await created('dcim/sites', { name: `s-${tag}`, slug: `s-${tag}` });
    const other = await created('dcim/sites', { name: `o-${tag}`, slug: `o-${tag}` });
    const r1 = await created('dcim/racks', { name: `r1-${tag}`, site: site.id });
    await created('dcim/racks', { name: `r2-${tag}`, site: other.id });
    await created('users/permissions', { name: `grp-${tag}`, object_types: ['dcim.rack'], actions: ['view'], groups: [group.id], constraints: { site__slug: `s-${tag}` } });
    assert.deepEqual(ids(await u.as('get', `/api/dcim/racks/?name__iew=${tag}`)), [r1.id]);
    // Lookups name exactly what they say: a region is that region, not the ones below it (as
    // Django reads them, unlike the list filters).
    const top = await created('dcim/regions', { name: `top-${tag}`, slug: `top-${tag}` });
    const below = await created('dcim/regions', { name: `below-${tag}`, slug: `below-${tag}`, parent: top.id });
    const high = await created('dcim/sites', { name: `h-${tag}`, slug: `h-${tag}`, region: top.id });
    await created('dcim/sites', { name: `l-${tag}`, slug: `l-${tag}`, region: below.id });
    await grant(api, u.id, ['dcim.site'], ['view'], { region__slug: `top-${tag}` });
    assert.deepEqual(ids(await u.as('get', `/api/dcim/sites/?slug__iew=${tag}`)), [high.id]);
    await grant(api, u.id, ['users.user'], ['view'], { id: '$user' });
    assert.deepEqual(ids(await u.as('get', '/api/users/users/')), [u.id]);
  });

  it('writes: add, change and delete within the constraints; a write that would leave them is refused and changes nothing', async () => {
    const u = await plainUser();
    const tag = uid();
    const site = (s: string, status: string) => ({ name: `${s}-${tag}`, slug: `${s}-${tag}`, status });
    assert.equal((await u.as('post', '/api/dcim/sites/', site('x', 'planned'))).status, 403, 'no add permission');
    await grant(api, u.id, ['dcim.site'], ['add', 'change', 'delete'], { status: 'planned' });
    const made = await u.as('post', '/api/dcim/sites/', site('ok', 'planned'));
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.status.value, 'planned', 'the created object is shown even without view permission');
    const outside = await u.as('post', '/api/dcim/sites/', [site('in', 'planned'), site('out', 'active')]);
    assert.equal(outside.status, 403);
    assert.equal((await asAdmin('get', `/api/dcim/sites/?slug=in-${tag}`)).body.count, 0, 'the bulk create left nothing behind');
    // Changing out of the constraints: refused, unchanged.
    const moved = await u.as('patch', `/api/dcim/sites/${made.body.id}/`, { status: 'active' });
    assert.equal(moved.status, 403);
    assert.equal((await siteRow(made.body.id))!.status, 'planned');
    assert.equal((await u.as('patch', `/api/dcim/sites/${made.body.id}/`, { description: 'fine' })).status, 200);
    // An object outside the constraints is not there for this user, to change or delete.
    const theirs = await created('dcim/sites', site('theirs', 'active'));
    assert.equal((await u.as('patch', `/api/dcim/sites/${theirs.id}/`, { status: 'planned' })).status, 404);
    assert.equal((await siteRow(theirs.id))!.status, 'active');
    const bulk = await u.as('delete', '/api/dcim/sites/', [{ id: made.body.id }, { id: theirs.id }]);
    assert.equal(bulk.status, 400);
    assert.deepEqual(bulk.body, [{}, { id: [`Object with id ${theirs.id} does not exist.`] }]);
    assert.ok(await siteRow(made.body.id), 'a refused bulk delete deletes nothing');
    assert.equal((await u.as('delete', `/api/dcim/sites/${theirs.id}/`)).status, 404);
    assert.equal((await u.as('delete', `/api/dcim/sites/${made.body.id}/`)).status, 204);
  });

  it('tokens: one\'s own without a permission, never others\' whatever the permissions; one for another user with grant', async () => {
    const [me, them] = [await plainUser(), await plainUser()];
    const theirs = (await api.sql`SELECT id FROM users_token WHERE user_id = ${them.id}`).map((r) => r.id as number);
    const mine = (await api.sql`SELECT id FROM users_token WHERE user_id = ${me.id}`).map((r) => r.id as number);
    assert.deepEqual(ids(await me.as('get', '/api/users/tokens/')), mine, 'only my own');
    await grant(api, me.id, ['users.user'], ['view']);
    assert.equal((await me.as('post', '/api/users/tokens/', { user: them.id })).status, 403);
    await grant(api, me.id, ['users.token'], ['grant']);
    const given = await me.as('post', '/api/users/tokens/', { user: them.id, description: 'handed over' });
    assert.equal(given.status, 201, JSON.stringify(given.body));
    assert.equal(given.body.user.id, them.id);
    assert.equal((await me.as('get', `/api/users/tokens/${given.body.id}/`)).status, 404, 'given away: no longer mine to see');
    await grant(api, me.id, ['users.token'], ['view', 'delete']);
    assert.deepEqual(ids(await me.as('get', '/api/users/tokens/')), mine, 'still only my own');
    assert.equal((await me.as('delete', `/api/users/tokens/${theirs[0]}/`)).status, 404);
    assert.equal((await me.as('delete', `/api/users/tokens/${given.body.id}/`)).status, 404);
  });

  it('NetBox codenames map onto the permissions: dcim.devlib_read_device for one device, users.grant_token', async () => {
    assert.deepEqual([parseCodename('dcim.devlib_read_device')?.model.key, parseCodename('dcim.devlib_read_device')?.action], ['dcim.device', 'devlib_read']);
    assert.deepEqual([parseCodename('ipam.change_vlangroup')?.model.key, parseCodename('ipam.change_vlangroup')?.action], ['ipam.vlan_group', 'change']);
    assert.deepEqual([parseCodename('users.grant_token')?.model.key, parseCodename('users.grant_token')?.action], ['users.token', 'grant']);
    assert.equal(parseCodename('dcim.nothing_here'), null);
    const u = await plainUser();
    const actor = { id: u.id, username: u.username, is_superuser: false };
    const tag = uid();
    const { device } = await factories(created).deviceSite();
    const [a, b] = [await device({ name: `a-${tag}`, status: 'active' }), await device({ name: `b-${tag}`, status: 'planned' })];
    assert.equal(await hasPermission(api.sql, actor, 'dcim.devlib_read_device', a.id), false);
    await grant(api, u.id, ['dcim.device'], ['devlib_read'], { status: 'active' });
    assert.deepEqual([await hasPermission(api.sql, actor, 'dcim.devlib_read_device', a.id), await hasPermission(api.sql, actor, 'dcim.devlib_read_device', b.id)], [true, false]);
    assert.equal(await hasPermission(api.sql, actor, 'dcim.devlib_read_device'), true);
    assert.equal(await hasPermission(api.sql, { ...actor, is_superuser: true }, 'users.grant_token'), true);
    assert.equal(await hasPermission(api.sql, actor, 'users.grant_token'), false);
  });

  it('accounts: managed with the users.user permissions, but superuser and staff status only by superusers', async () => {
    const manager = await plainUser();
    await grant(api, manager.id, ['users.user', 'users.group'], ['view', 'add', 'change', 'delete']);
    const made = await manager.as('post', '/api/users/users/', { username: `staff-${uid()}`, password: 'a-long-password' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const group = await manager.as('post', '/api/users/groups/', { name: `helpdesk-${uid()}` });
    assert.equal(group.status, 201);
    assert.equal((await manager.as('post', '/api/users/users/', { username: `su-${uid()}`, password: 'a-long-password', is_superuser: true })).status, 403);
    const raise = await manager.as('patch', `/api/users/users/${made.body.id}/`, { is_superuser: true });
    assert.equal(raise.status, 403);
    assert.equal((await api.sql`SELECT is_superuser FROM users_user WHERE id = ${made.body.id}`)[0]!.is_superuser, false);
    assert.equal((await manager.as('patch', `/api/users/users/${manager.id}/`, { is_staff: true })).status, 403, 'not even oneself');
    const admin = (await api.sql`SELECT id FROM users_user WHERE username = 'admin'`)[0]!.id as number;
    assert.equal((await manager.as('patch', `/api/users/users/${admin}/`, { first_name: 'x' })).status, 403);
    assert.equal((await manager.as('delete', `/api/users/users/${admin}/`)).status, 403);
    assert.equal((await manager.as('delete', `/api/users/users/${made.body.id}/`)).status, 204);
  });

  it('EXEMPT_VIEW_PERMISSIONS lets anyone read those models without a permission', async () => {
    const exempt = await startApi({ EXEMPT_VIEW_PERMISSIONS: 'dcim.site' });
    try {
      const username = `ex-${uid()}`;
      await created('users/users', { username, password: 'a-long-password' });
      const t = await exempt.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
      const headers = { Authorization: `Token ${t.body.key}` };
      assert.equal((await exempt.request.get('/api/dcim/sites/').set(headers)).status, 200);
      assert.equal((await exempt.request.get('/api/dcim/racks/').set(headers)).status, 403);
      assert.equal((await exempt.request.post('/api/dcim/sites/').set(headers).send({ name: 'n', slug: 'n' })).status, 403);
    } finally {
      await exempt.close();
    }
  });
});
