// NetBox 4.x's users and groups (v4.6.8 users/api/serializers_/users.py): a user's and a
// group's `permissions` (the object permissions naming them, written from either side, one
// join table) and a group's `description`; a permission given through a user or group write
// takes effect at once (the permission cache follows the join tables).
import assert from 'node:assert/strict';
import { auth, startApi, uid, type Obj, type TestApi } from '../support/api.ts';

describe('models: users and groups at NetBox 4.x', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  type Method = 'get' | 'post' | 'patch' | 'put';
  const at = (version: '3.7' | '4.6', method: Method, path: string, body?: unknown) => {
    const r = api.request[method](`${version === '4.6' ? '/v4.6' : ''}/api/${path}`).set(auth).set('Host', 'inventory.example.test');
    return body === undefined ? r : r.send(body as object);
  };
  const ok = async (version: '3.7' | '4.6', method: Method, path: string, body?: unknown, status = 200): Promise<Obj> => {
    const r = await at(version, method, path, body);
    assert.equal(r.status, status, `${method} ${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const permission = (u: string, extra: object = {}) =>
    ok('4.6', 'post', 'users/permissions/', { name: `p-${u}-${uid()}`, object_types: ['dcim.site'], actions: ['view'], ...extra }, 201);
  /** A user who signs in with a token of theirs. */
  const withToken = async (u: string) => {
    const username = `u4x-${u}`;
    const user = await ok('4.6', 'post', 'users/users/', { username, password: 'a-long-password' }, 201);
    const t = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    assert.equal(t.status, 201, JSON.stringify(t.body));
    const sites = () => api.request.get('/api/dcim/sites/?limit=1').set({ Authorization: `Token ${t.body.key}` });
    return { user, sites };
  };

  it('a user\'s permissions: written on the user, read from both sides, effective at once', async () => {
    const u = uid();
    const { user, sites } = await withToken(u);
    assert.deepEqual(user.permissions, []);
    assert.equal((await sites()).status, 403, 'no permission yet');
    const p = await permission(u);
    const patched = await ok('4.6', 'patch', `users/users/${user.id}/`, { permissions: [p.id] });
    assert.deepEqual(patched.permissions.map((x: Obj) => [x.id, x.name]), [[p.id, p.name]]);
    assert.deepEqual((await ok('4.6', 'get', `users/permissions/${p.id}/`)).users.map((x: Obj) => x.id), [user.id], 'the permission names the user');
    assert.equal((await sites()).status, 200, 'the permission holds at once');
    // The filter NetBox 4.x has, and the 3.7 shape shows it too.
    assert.deepEqual(((await ok('3.7', 'get', `users/users/?permission_id=${p.id}`)).results as Obj[]).map((x) => x.id), [user.id]);
    // Taken away through the user: the permission no longer names them, and no longer holds.
    await ok('4.6', 'patch', `users/users/${user.id}/`, { permissions: [] });
    assert.deepEqual((await ok('4.6', 'get', `users/permissions/${p.id}/`)).users, []);
    assert.equal((await sites()).status, 403, 'the permission is gone at once');
    // Given through the permission, read on the user.
    await ok('4.6', 'patch', `users/permissions/${p.id}/`, { users: [user.id] });
    assert.deepEqual((await ok('4.6', 'get', `users/users/${user.id}/`)).permissions.map((x: Obj) => x.id), [p.id]);
    // An unknown permission is a 400, and nothing changes.
    const bad = await at('4.6', 'patch', `users/users/${user.id}/`, { permissions: [p.id, 2147483000] });
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(bad.body), ['permissions']);
    assert.deepEqual((await ok('4.6', 'get', `users/users/${user.id}/`)).permissions.map((x: Obj) => x.id), [p.id]);
  });

  it('a group\'s description and permissions: its members hold them at once', async () => {
    const u = uid();
    const { user, sites } = await withToken(u);
    const p = await permission(u);
    const group = await ok('4.6', 'post', 'users/groups/', { name: `g-${u}`, description: `the ${u} team`, permissions: [p.id] }, 201);
    assert.equal(group.description, `the ${u} team`);
    assert.deepEqual(group.permissions.map((x: Obj) => x.id), [p.id]);
    assert.deepEqual(Object.keys(group), ['id', 'url', 'display_url', 'display', 'name', 'description', 'permissions', 'user_count']);
    const brief = await ok('4.6', 'get', `users/groups/${group.id}/?brief=1`);
    assert.deepEqual(brief, { id: group.id, url: group.url, display: group.display, name: group.name, description: group.description });
    assert.deepEqual((await ok('4.6', 'get', `users/permissions/${p.id}/`)).groups.map((x: Obj) => x.id), [group.id]);
    assert.equal((await sites()).status, 403);
    await ok('4.6', 'patch', `users/users/${user.id}/`, { groups: [group.id] });
    assert.equal((await sites()).status, 200, 'a member holds the group\'s permission');
    await ok('4.6', 'patch', `users/groups/${group.id}/`, { permissions: [] });
    assert.equal((await sites()).status, 403, 'taken from the group, at once');
    assert.deepEqual(((await ok('4.6', 'get', `users/groups/?description=the ${u} team`)).results as Obj[]).map((x) => x.id), [group.id]);
    assert.deepEqual(((await ok('4.6', 'get', `users/groups/?permission_id=${p.id}`)).results as Obj[]), []);
  });
});
