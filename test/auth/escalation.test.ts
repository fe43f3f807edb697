// No way up (issue 15, "No escalation"): what a non-superuser's permissions let them write
// never raises them or anyone else: group membership, other users' passwords, other users'
// tokens and their keys, related objects they cannot see, a journal entry's author. A
// password change ends the user's other browser sessions. Permission actions are NetBox's
// (`grant` on users.token).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { ADMIN_TOKEN, auth, grant, header, modelHelpers, NO_PERMISSION, startApi, uid, type Obj, type TestApi } from '../support/api.ts';


describe('auth: no escalation', () => {
  let api: TestApi;
  let adminId: number;
  before(async () => {
    api = await startApi();
    adminId = (await api.sql`SELECT id FROM users_user WHERE username = 'admin'`)[0]!.id as number;
  });
  after(() => api.close());

  const { created } = modelHelpers(() => api);
  /** A non-superuser with a provisioned token. */
  const plainUser = async (password = 'a-long-password') => {
    const username = `esc-${uid()}`;
    const user = await created('users/users', { username, password });
    const t = await api.request.post('/api/users/tokens/provision/').send({ username, password });
    assert.equal(t.status, 201, JSON.stringify(t.body));
    const headers = header(t.body.key);
    const as = (method: 'post' | 'patch' | 'get' | 'delete' | 'put', path: string, body?: unknown) => api.request[method](path).set(headers).send(body as object);
    return { id: user.id as number, username, password, headers, key: t.body.key as string, as };
  };
  const passwordHash = async (id: number) => (await api.sql`SELECT password FROM users_user WHERE id = ${id}`)[0]!.password as string;
  const groupsOf = async (id: number) => (await api.sql`SELECT group_id FROM users_user_groups WHERE user_id = ${id} ORDER BY group_id`).map((r) => r.group_id as number);

  it('group membership is changed only by a superuser, even by one allowed to change their own account', async () => {
    const powerful = await created('users/groups', { name: `admins-${uid()}` });
    await api.request.post('/api/users/permissions/').set(auth)
      .send({ name: `all-${uid()}`, object_types: ['dcim.site'], actions: ['view', 'add', 'change', 'delete'], groups: [powerful.id] });
    const me = await plainUser();
    await grant(api, me.id, ['users.user'], ['view', 'change'], { id: '$user' });
    const hidden = await me.as('patch', `/api/users/users/${me.id}/`, { groups: [powerful.id] });
    assert.equal(hidden.status, 400, 'a group the user cannot view is not found');
    await grant(api, me.id, ['users.group'], ['view']);
    // Their own account, within the permission: other fields change.
    assert.equal((await me.as('patch', `/api/users/users/${me.id}/`, { first_name: 'Me' })).status, 200);
    const join = await me.as('patch', `/api/users/users/${me.id}/`, { groups: [powerful.id] });
    assert.deepEqual([join.status, join.body], [403, NO_PERMISSION]);
    assert.deepEqual(await groupsOf(me.id), []);
    assert.equal((await me.as('get', '/api/dcim/sites/')).status, 403, 'no permissions gained');
    // A delegated account manager cannot add members either, on create or change.
    const manager = await plainUser();
    await grant(api, manager.id, ['users.user', 'users.group'], ['view', 'add', 'change']);
    const made = await manager.as('post', '/api/users/users/', { username: `m-${uid()}`, password: 'a-long-password', groups: [powerful.id] });
    assert.equal(made.status, 403);
    const joinOther = await manager.as('patch', `/api/users/users/${me.id}/`, { groups: [{ name: powerful.name }] });
    assert.equal(joinOther.status, 403);
    assert.deepEqual(await groupsOf(me.id), []);
    // The superuser may.
    assert.equal((await api.request.patch(`/api/users/users/${me.id}/`).set(auth).send({ groups: [powerful.id] })).status, 200);
    assert.deepEqual(await groupsOf(me.id), [powerful.id]);
  });

  it('object permissions given through a user or group write (NetBox 4.x\'s permissions) only by a superuser', async () => {
    const all = (await api.request.post('/api/users/permissions/').set(auth)
      .send({ name: `all-${uid()}`, object_types: ['dcim.site'], actions: ['view', 'add', 'change', 'delete'] })).body as Obj;
    const permsOf = async (table: string, column: string, id: number) =>
      (await api.sql.unsafe(`SELECT object_permission_id AS id FROM ${table} WHERE ${column} = $1`, [id])).map((r) => r.id as number);
    const me = await plainUser();
    const granted = await grant(api, me.id, ['users.user', 'users.group', 'users.objectpermission'], ['view', 'add', 'change']);
    const self = await me.as('patch', `/v4.6/api/users/users/${me.id}/`, { permissions: [all.id] });
    assert.deepEqual([self.status, self.body], [403, NO_PERMISSION]);
    assert.deepEqual(await permsOf('users_object_permission_users', 'user_id', me.id), [granted.id], 'only what the superuser gave');
    const group = await me.as('post', '/v4.6/api/users/groups/', { name: `g-${uid()}`, permissions: [all.id] });
    assert.equal(group.status, 403);
    const plain = await me.as('post', '/v4.6/api/users/groups/', { name: `g-${uid()}` });
    assert.equal(plain.status, 201, 'a group without permissions may still be made');
    const raise = await me.as('patch', `/v4.6/api/users/groups/${plain.body.id}/`, { permissions: [all.id] });
    assert.equal(raise.status, 403);
    assert.deepEqual(await permsOf('users_object_permission_groups', 'group_id', plain.body.id), []);
    assert.equal((await me.as('get', '/api/dcim/sites/')).status, 403, 'no permissions gained');
    // Sending back what was read changes nothing and is allowed.
    assert.equal((await me.as('patch', `/v4.6/api/users/users/${me.id}/`, { first_name: 'Me', permissions: [granted.id] })).status, 200);
    const drop = await me.as('patch', `/v4.6/api/users/users/${me.id}/`, { permissions: [] });
    assert.equal(drop.status, 403, 'taking one away is managing permissions too');
  });

  it("another user's password is changed only by a superuser; one's own only with the current one", async () => {
    const manager = await plainUser();
    await grant(api, manager.id, ['users.user'], ['view', 'change']);
    const victim = await plainUser();
    const before = await passwordHash(victim.id);
    const set = await manager.as('patch', `/api/users/users/${victim.id}/`, { password: 'taken-over-password' });
    assert.deepEqual([set.status, set.body], [403, NO_PERMISSION]);
    assert.equal(await passwordHash(victim.id), before);
    const provisioned = await api.request.post('/api/users/tokens/provision/').send({ username: victim.username, password: 'taken-over-password' });
    assert.equal(provisioned.status, 403);
    // One's own: a PATCH of the password is refused (it names no current password) ...
    const own = await manager.as('patch', `/api/users/users/${manager.id}/`, { password: 'my-new-password' });
    assert.equal(own.status, 403);
    // ... the password endpoint takes the current one.
    const wrong = await manager.as('post', '/api/users/users/password/', { current_password: 'not-my-password', password: 'my-new-password' });
    assert.equal(wrong.status, 400);
    assert.deepEqual(Object.keys(wrong.body), ['current_password']);
    const short = await manager.as('post', '/api/users/users/password/', { current_password: manager.password, password: 'short' });
    assert.equal(short.status, 400);
    assert.deepEqual(Object.keys(short.body), ['password']);
    const ok = await manager.as('post', '/api/users/users/password/', { current_password: manager.password, password: 'my-new-password' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const login = await api.request.post('/api/users/tokens/provision/').send({ username: manager.username, password: 'my-new-password' });
    assert.equal(login.status, 201);
    // The superuser sets anyone's.
    assert.equal((await api.request.patch(`/api/users/users/${victim.id}/`).set(auth).send({ password: 'reset-by-admin' })).status, 200);
    assert.notEqual(await passwordHash(victim.id), before);
  });

  it('a password change ends every browser session of that user but the one that made it', async () => {
    const u = await plainUser('session-password');
    const login = async () => {
      const r = await api.request.post('/login/').send({ username: u.username, password: u.password });
      assert.equal(r.status, 200);
      const cookies = (r.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]!);
      const csrf = cookies.find((c) => c.startsWith('csrftoken='))!.split('=')[1]!;
      return { cookie: cookies.join('; '), csrf };
    };
    const [a, b] = [await login(), await login()];
    const change = await api.request.post('/api/users/users/password/').set('Cookie', a.cookie).set('X-CSRFToken', a.csrf)
      .send({ current_password: u.password, password: 'session-password-2' });
    assert.equal(change.status, 200, JSON.stringify(change.body));
    assert.equal((await api.request.post('/api/users/users/password/').set('Cookie', a.cookie).set('X-CSRFToken', a.csrf)
      .send({ current_password: 'session-password-2', password: 'session-password-3' })).status, 200, 'the session that changed it lives on');
    const other = await api.request.post('/api/users/users/password/').set('Cookie', b.cookie).set('X-CSRFToken', b.csrf)
      .send({ current_password: 'session-password-3', password: 'session-password-4' });
    assert.equal(other.status, 403, 'the other session ended');
    // A superuser's reset ends them all.
    const c = await (async () => {
      u.password = 'session-password-3';
      return login();
    })();
    assert.equal((await api.request.patch(`/api/users/users/${u.id}/`).set(auth).send({ password: 'reset-by-admin' })).status, 200);
    assert.equal((await api.sql`SELECT count(*)::int AS n FROM netinv_session WHERE user_id = ${u.id}`)[0]!.n, 0);
    assert.equal((await api.request.get('/api/users/tokens/').set('Cookie', c.cookie)).status, 403);
  });

  describe('tokens', () => {
    const tokenRow = async (id: number) => (await api.sql`SELECT * FROM users_token WHERE id = ${id}`)[0];

    it("a non-superuser sees and manages only their own tokens, whatever their permissions", async () => {
      const me = await plainUser();
      const them = await plainUser();
      await grant(api, me.id, ['users.token'], ['view', 'add', 'change', 'delete']);
      const theirs = (await api.sql`SELECT id FROM users_token WHERE user_id = ${them.id}`)[0]!.id as number;
      const list = (await me.as('get', '/api/users/tokens/?limit=1000')).body.results as Obj[];
      assert.ok(list.length >= 1 && list.every((t) => t.user.id === me.id), JSON.stringify(list.map((t) => t.user)));
      assert.equal((await me.as('get', `/api/users/tokens/${theirs}/`)).status, 404);
      assert.equal((await me.as('patch', `/api/users/tokens/${theirs}/`, { write_enabled: false })).status, 404);
      assert.equal((await me.as('delete', `/api/users/tokens/${theirs}/`)).status, 404);
      assert.equal((await tokenRow(theirs))!.write_enabled, true);
    });

    it("a token's key is never changed after it is made: the superuser's token cannot be taken over", async () => {
      const me = await plainUser();
      await grant(api, me.id, ['users.token'], ['view', 'change']);
      const adminToken = (await api.sql`SELECT id FROM users_token WHERE description = 'SUPERUSER_API_TOKEN'`)[0]!.id as number;
      const key = randomBytes(20).toString('hex');
      const take = await me.as('patch', `/api/users/tokens/${adminToken}/`, { key });
      assert.equal(take.status, 404);
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(key))).status, 403);
      assert.equal((await api.request.get('/api/dcim/sites/').set(auth)).status, 200);
      // Not even one's own key, nor by the superuser.
      const own = await me.as('patch', `/api/users/tokens/${(await api.sql`SELECT id FROM users_token WHERE user_id = ${me.id}`)[0]!.id}/`, { key });
      assert.equal(own.status, 400);
      assert.deepEqual(Object.keys(own.body), ['key']);
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(me.key))).status, 403, 'no view permission on sites, but the key still authenticates');
      assert.equal((await api.request.get('/api/users/tokens/').set(header(me.key))).status, 200);
      const adminOwn = await api.request.patch(`/api/users/tokens/${adminToken}/`).set(auth).send({ key });
      assert.equal(adminOwn.status, 400);
      assert.equal((await api.request.get('/api/dcim/sites/').set('Authorization', `Token ${ADMIN_TOKEN}`)).status, 200);
    });

    it("a token's owner never changes, even with grant or as the superuser", async () => {
      const me = await plainUser();
      const them = await plainUser();
      await grant(api, me.id, ['users.token'], ['add', 'grant', 'change']);
      const mine = await created('users/tokens', { description: 'mine' }, me.headers);
      const move = await me.as('patch', `/api/users/tokens/${mine.id}/`, { user: them.id });
      assert.equal(move.status, 400);
      assert.deepEqual(Object.keys(move.body), ['user']);
      assert.equal((await api.request.patch(`/api/users/tokens/${mine.id}/`).set(auth).send({ user: them.id })).status, 400);
      assert.equal((await tokenRow(mine.id))!.user_id, me.id);
      assert.equal((await me.as('patch', `/api/users/tokens/${mine.id}/`, { user: me.id, description: 'same owner' })).status, 200);
    });

    it("grant (NetBox's users.grant_token) creates a token for another user, never reads or changes it", async () => {
      const me = await plainUser();
      const them = await plainUser();
      await grant(api, me.id, ['users.user'], ['view']);
      assert.equal((await me.as('post', '/api/users/tokens/', { user: them.id })).status, 403);
      await grant(api, me.id, ['users.token'], ['add', 'grant']);
      const given = await me.as('post', '/api/users/tokens/', { user: them.id, description: 'handed over' });
      assert.equal(given.status, 201, JSON.stringify(given.body));
      assert.equal(given.body.user.id, them.id);
      assert.match(given.body.key, /^[0-9a-f]{40}$/, 'its key is shown once, to the one who made it');
      assert.equal((await me.as('get', `/api/users/tokens/${given.body.id}/`)).status, 404);
      assert.equal((await me.as('patch', `/api/users/tokens/${given.body.id}/`, { description: 'x' })).status, 403);
      assert.equal((await tokenRow(given.body.id))!.description, 'handed over');
    });

    it('with ALLOW_TOKEN_RETRIEVAL a key is shown only to its owner, not to the superuser', async () => {
      const on = await startApi({ ALLOW_TOKEN_RETRIEVAL: 'true' });
      try {
        const username = `ret-${uid()}`;
        await created('users/users', { username, password: 'a-long-password' });
        const t = await on.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
        assert.equal(t.status, 201);
        const mine = await on.request.get(`/api/users/tokens/${t.body.id}/`).set(header(t.body.key));
        assert.equal(mine.body.key, t.body.key);
        const admin = await on.request.get(`/api/users/tokens/${t.body.id}/`).set(auth);
        assert.equal(admin.status, 200);
        assert.equal(admin.body.key, undefined);
        const listed = (await on.request.get(`/api/users/tokens/?id=${t.body.id}`).set(auth)).body.results as Obj[];
        assert.equal(listed[0]!.key, undefined);
      } finally {
        await on.close();
      }
    });
  });

  it('related objects are looked up among those the writer may view: a hidden one is "not found"', async () => {
    const me = await plainUser();
    await grant(api, me.id, ['extras.journalentry', 'dcim.site'], ['view', 'add']);
    const tag = uid();
    const site = await created('dcim/sites', { name: `s-${tag}`, slug: `s-${tag}` });
    // Probing users through a related lookup: hidden or missing alike, superuser or not.
    const probe = async (attrs: object) => {
      const r = await me.as('post', '/api/dcim/sites/', { name: `p-${uid()}`, slug: `p-${uid()}`, tenant: attrs });
      return [r.status, JSON.stringify(r.body).replace(/\{.*?\}$/, '')];
    };
    const hidden = await probe({ name: 'nothing-like-this' });
    const tenant = await created('tenancy/tenants', { name: `t-${tag}`, slug: `t-${tag}` });
    const existing = await probe({ name: tenant.name });
    assert.equal(existing[0], 400, 'an existing tenant the user cannot view is not found');
    assert.equal(hidden[0], existing[0]);
    const byId = await me.as('post', '/api/dcim/sites/', { name: `q-${tag}`, slug: `q-${tag}`, tenant: tenant.id });
    assert.equal(byId.status, 400);
    assert.match(JSON.stringify(byId.body.tenant), /not found/);
    // A generic reference to a hidden object: not found either.
    const rack = await created('dcim/racks', { name: `r-${tag}`, site: site.id });
    const onRack = await me.as('post', '/api/extras/journal-entries/', { assigned_object_type: 'dcim.rack', assigned_object_id: rack.id, comments: 'x' });
    assert.equal(onRack.status, 400, JSON.stringify(onRack.body));
    assert.match(JSON.stringify(onRack.body), /not found/);
    // Once viewable, found.
    await grant(api, me.id, ['tenancy.tenant'], ['view']);
    assert.equal((await me.as('post', '/api/dcim/sites/', { name: `v-${tag}`, slug: `v-${tag}`, tenant: tenant.id })).status, 201);
    // Oneself is always found (a token for oneself, naming oneself).
    assert.equal((await me.as('post', '/api/users/tokens/', { user: me.id })).status, 201);
    // A user's superuser flag or email cannot be probed: without users.grant_token naming
    // another user is 403 before any lookup, whatever the attributes match.
    const probeUser = async (attrs: object) => (await me.as('post', '/api/users/tokens/', { user: attrs })).status;
    assert.deepEqual([await probeUser({ username: 'admin', is_superuser: true }), await probeUser({ username: 'admin', is_superuser: false })], [403, 403]);
    assert.equal(await probeUser({ id: adminId }), 403);
    // With it (a token for anyone, the admin included), the owner is found among all users.
    await grant(api, me.id, ['users.token'], ['add', 'grant']);
    assert.equal(await probeUser({ id: adminId }), 201);
  });

  it("a journal entry's created_by is the requesting user, not a writable field", async () => {
    const me = await plainUser();
    await grant(api, me.id, ['extras.journalentry', 'dcim.site'], ['view', 'add', 'change']);
    const tag = uid();
    const site = await created('dcim/sites', { name: `j-${tag}`, slug: `j-${tag}` });
    const forged = await me.as('post', '/api/extras/journal-entries/', { assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: 'x', created_by: adminId });
    assert.equal(forged.status, 201, JSON.stringify(forged.body));
    assert.equal(forged.body.created_by.id, me.id);
    const changed = await me.as('patch', `/api/extras/journal-entries/${forged.body.id}/`, { created_by: adminId, comments: 'y' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((await api.sql`SELECT created_by_id FROM extras_journal_entry WHERE id = ${forged.body.id}`)[0]!.created_by_id, me.id);
  });
});
