// Users and groups through the API: passwords are write-only and stored as scrypt hashes,
// accounts are validated (password required and long enough, username pattern and
// uniqueness), only superusers manage accounts, and groups attach through the m2m field.
import assert from 'node:assert/strict';
import tokenRules from '../../src/rules/users/token.ts';
import userRules from '../../src/rules/users/user.ts';
import { auth, grant, modelHelpers, NO_PERMISSION, startApi, uid, type TestApi } from '../support/api.ts';


describe('auth: users', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { created } = modelHelpers(() => api);
  const userRow = async (id: number) => (await api.sql`SELECT * FROM users_user WHERE id = ${id}`)[0];
  const countUsers = async (username: string) => (await api.sql`SELECT count(*)::int AS n FROM users_user WHERE username = ${username}`)[0]!.n as number;
  const provision = (username: string, password: string) => api.request.post('/api/users/tokens/provision/').send({ username, password });
  /** A non-superuser made by the admin, and a provisioned token of it. */
  const plainUser = async () => {
    const username = `plain-${uid()}`;
    const user = await created('users/users', { username, password: 'plain-password' });
    const res = await provision(username, 'plain-password');
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return { id: user.id as number, username, headers: { Authorization: `Token ${res.body.key}` } };
  };

  describe('passwords', () => {
    it('create with a password: 201, the password neither in the response nor stored in plain text', async () => {
      const username = `u-${uid()}`;
      const password = `secret-${uid()}-pw`;
      const body = await created('users/users', { username, password, email: `${username}@example.com`, first_name: 'Ada' });
      assert.equal(body.username, username);
      assert.equal(body.display, username);
      assert.equal(body.email, `${username}@example.com`);
      assert.equal(body.is_superuser, false);
      assert.equal(body.is_active, true);
      assert.ok(!('password' in body), JSON.stringify(body));
      assert.ok(!JSON.stringify(body).includes(password));
      const row = (await userRow(body.id))!;
      assert.match(row.password as string, /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      for (const [column, value] of Object.entries(row)) assert.ok(!String(value).includes(password), `column ${column} holds the password`);
      // Reads never show it either.
      for (const res of [
        await api.request.get(`/api/users/users/${body.id}/`).set(auth),
        await api.request.get(`/api/users/users/?username=${username}`).set(auth),
      ]) {
        assert.equal(res.status, 200);
        assert.ok(!JSON.stringify(res.body).includes('password'), JSON.stringify(res.body));
        assert.ok(!JSON.stringify(res.body).includes('scrypt$'));
      }
      // The hash verifies: the password provisions a token.
      assert.equal((await provision(username, password)).status, 201);
    });

    it('two users with the same password get different hashes (salted)', async () => {
      const a = await created('users/users', { username: `salt-a-${uid()}`, password: 'same-password' });
      const b = await created('users/users', { username: `salt-b-${uid()}`, password: 'same-password' });
      assert.notEqual((await userRow(a.id))!.password, (await userRow(b.id))!.password);
    });

    it('no password on create: 400 on password, nothing created', async () => {
      for (const extra of [{}, { password: '' }, { password: null }]) {
        const username = `nopw-${uid()}`;
        const res = await api.request.post('/api/users/users/').set(auth).send({ username, ...extra });
        assert.equal(res.status, 400, JSON.stringify(extra));
        assert.deepEqual(Object.keys(res.body), ['password'], JSON.stringify(res.body));
        assert.equal(await countUsers(username), 0);
      }
    });

    it('a short password: 400, nothing created', async () => {
      const username = `short-${uid()}`;
      const res = await api.request.post('/api/users/users/').set(auth).send({ username, password: 'short' });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { password: ['This password is too short. It must contain at least 8 characters.'] });
      assert.equal(await countUsers(username), 0);
    });

    it('a password that is not a string: 400, not 500', async () => {
      for (const password of [{ a: 1 }, ['long-enough-password'], true]) {
        const username = `typed-${uid()}`;
        const res = await api.request.post('/api/users/users/').set(auth).send({ username, password });
        assert.equal(res.status, 400, `${JSON.stringify(password)} -> ${res.status} ${JSON.stringify(res.body)}`);
        assert.deepEqual(Object.keys(res.body), ['password']);
        assert.equal(await countUsers(username), 0);
      }
    });

    it('PATCH password: a new hash, the old password stops working; other PATCHes keep the hash', async () => {
      const username = `chg-${uid()}`;
      const u = await created('users/users', { username, password: 'first-password' });
      const first = (await userRow(u.id))!.password;
      const other = await api.request.patch(`/api/users/users/${u.id}/`).set(auth).send({ first_name: 'Grace' });
      assert.equal(other.status, 200);
      assert.equal((await userRow(u.id))!.password, first);
      const res = await api.request.patch(`/api/users/users/${u.id}/`).set(auth).send({ password: 'second-password' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.ok(!('password' in res.body));
      const second = (await userRow(u.id))!.password as string;
      assert.notEqual(second, first);
      assert.match(second, /^scrypt\$/);
      assert.equal((await provision(username, 'first-password')).status, 403);
      assert.equal((await provision(username, 'second-password')).status, 201);
    });

    it('PATCH to a short, empty or null password: 400, the hash unchanged', async () => {
      const u = await created('users/users', { username: `keep-${uid()}`, password: 'keep-password' });
      const hash = (await userRow(u.id))!.password;
      for (const password of ['short', '', null]) {
        const res = await api.request.patch(`/api/users/users/${u.id}/`).set(auth).send({ password });
        assert.equal(res.status, 400, `${JSON.stringify(password)} -> ${res.status} ${JSON.stringify(res.body)}`);
        assert.deepEqual(Object.keys(res.body), ['password']);
      }
      assert.equal((await userRow(u.id))!.password, hash);
    });
  });

  describe('usernames', () => {
    it('letters, digits and @/./+/-/_ only: 400 otherwise', async () => {
      for (const username of [`has space ${uid()}`, `slash/${uid()}`, `quote'${uid()}`, `semi;${uid()}`]) {
        const res = await api.request.post('/api/users/users/').set(auth).send({ username, password: 'pattern-password' });
        assert.equal(res.status, 400, username);
        assert.deepEqual(res.body, { username: ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'] });
        assert.equal(await countUsers(username), 0);
      }
      const ok = `ok.name+tag-x_y@${uid()}`;
      assert.equal((await created('users/users', { username: ok, password: 'pattern-password' })).username, ok);
    });

    it('missing, blank or over 150 characters: 400 on username', async () => {
      for (const extra of [{}, { username: '' }, { username: null }, { username: 'x'.repeat(151) }]) {
        const res = await api.request.post('/api/users/users/').set(auth).send({ password: 'length-password', ...extra });
        assert.equal(res.status, 400, JSON.stringify(extra));
        assert.deepEqual(Object.keys(res.body), ['username'], JSON.stringify(res.body));
      }
    });

    it('a duplicate username: 400 on username, one account', async () => {
      const username = `dup-${uid()}`;
      await created('users/users', { username, password: 'dup-password-1' });
      const res = await api.request.post('/api/users/users/').set(auth).send({ username, password: 'dup-password-2' });
      assert.equal(res.status, 400);
      assert.deepEqual(Object.keys(res.body), ['username']);
      assert.ok(Array.isArray(res.body.username) && res.body.username.length > 0);
      assert.equal(await countUsers(username), 1);
      // The first password still holds.
      assert.equal((await provision(username, 'dup-password-1')).status, 201);
      assert.equal((await provision(username, 'dup-password-2')).status, 403);
    });

    it('renaming onto an existing username: 400 on username', async () => {
      const a = `ren-a-${uid()}`;
      await created('users/users', { username: a, password: 'rename-password' });
      const b = await created('users/users', { username: `ren-b-${uid()}`, password: 'rename-password' });
      const res = await api.request.patch(`/api/users/users/${b.id}/`).set(auth).send({ username: a });
      assert.equal(res.status, 400);
      assert.deepEqual(Object.keys(res.body), ['username']);
      assert.equal((await userRow(b.id))!.username, b.username);
    });

    it('a bad email: 400 on email', async () => {
      const username = `mail-${uid()}`;
      const res = await api.request.post('/api/users/users/').set(auth).send({ username, password: 'email-password', email: 'not-an-email' });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { email: ['Enter a valid email address.'] });
    });
  });

  describe('who may manage accounts', () => {
    let me: Awaited<ReturnType<typeof plainUser>>;
    before(async () => {
      me = await plainUser();
    });

    it('a non-superuser cannot create users: 403, nothing created', async () => {
      const username = `nope-${uid()}`;
      const res = await api.request.post('/api/users/users/').set(me.headers).send({ username, password: 'nope-password', is_superuser: true });
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, NO_PERMISSION);
      assert.equal(await countUsers(username), 0);
    });

    it('a non-superuser cannot create, rename or delete groups: 403, nothing changed', async () => {
      const name = `grp-${uid()}`;
      const refused = await api.request.post('/api/users/groups/').set(me.headers).send({ name });
      assert.equal(refused.status, 403);
      assert.deepEqual(refused.body, NO_PERMISSION);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM users_group WHERE name = ${name}`)[0]!.n, 0);
      const group = await created('users/groups', { name });
      assert.equal((await api.request.patch(`/api/users/groups/${group.id}/`).set(me.headers).send({ name: `${name}-x` })).status, 403);
      assert.equal((await api.request.delete(`/api/users/groups/${group.id}/`).set(me.headers)).status, 403);
      assert.equal((await api.sql`SELECT name FROM users_group WHERE id = ${group.id}`)[0]!.name, name);
    });

    it('a non-superuser cannot delete users: 403, the user kept', async () => {
      const victim = await created('users/users', { username: `victim-${uid()}`, password: 'victim-password' });
      const res = await api.request.delete(`/api/users/users/${victim.id}/`).set(me.headers);
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, NO_PERMISSION);
      const bulk = await api.request.delete('/api/users/users/').set(me.headers).send([{ id: victim.id }]);
      assert.equal(bulk.status, 403);
      assert.ok(await userRow(victim.id));
    });

    it('a non-superuser cannot make itself a superuser or change another account', async () => {
      const self = await api.request.patch(`/api/users/users/${me.id}/`).set(me.headers).send({ is_superuser: true });
      assert.equal(self.status, 403);
      assert.deepEqual(self.body, NO_PERMISSION);
      assert.equal((await userRow(me.id))!.is_superuser, false);
      const adminId = (await api.sql`SELECT id FROM users_user WHERE username = 'admin'`)[0]!.id as number;
      const hash = (await userRow(adminId))!.password;
      const other = await api.request.patch(`/api/users/users/${adminId}/`).set(me.headers).send({ password: 'taken-over-password' });
      assert.equal(other.status, 403);
      assert.equal((await userRow(adminId))!.password, hash);
    });

    it('a superuser creates a superuser, whose token can then manage accounts', async () => {
      const username = `su-${uid()}`;
      await created('users/users', { username, password: 'super-password', is_superuser: true });
      const tok = await provision(username, 'super-password');
      assert.equal(tok.status, 201);
      const made = await created('users/users', { username: `by-su-${uid()}`, password: 'made-password' }, { Authorization: `Token ${tok.body.key}` });
      assert.equal(made.is_superuser, false);
    });

    it('the rules refuse account and token writes that arrive without a user (behind the middleware)', async () => {
      const ctx = { db: api.sql, user: null };
      const refused = (e: unknown) => (e as { status?: number }).status === 403;
      await assert.rejects(async () => userRules.beforeSave!(ctx, { username: 'x', password: 'long-enough-pw', is_superuser: true }, null), refused);
      await assert.rejects(async () => userRules.beforeDelete!(ctx, [1]), refused);
      await assert.rejects(async () => tokenRules.beforeSave!(ctx, { user: 1 }, null), refused);
    });

    it('deleting a user deletes its tokens, which stop working', async () => {
      const u = await plainUser();
      await grant(api, u.id, ['dcim.site'], ['view']);
      assert.equal((await api.request.get('/api/dcim/sites/').set(u.headers)).status, 200);
      assert.equal((await api.request.delete(`/api/users/users/${u.id}/`).set(auth)).status, 204);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM users_token WHERE user_id = ${u.id}`)[0]!.n, 0);
      const res = await api.request.get('/api/dcim/sites/').set(u.headers);
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'Invalid token' });
    });

    it('a deactivated user: its tokens are refused with 403, provisioning too', async () => {
      const u = await plainUser();
      assert.equal((await api.request.patch(`/api/users/users/${u.id}/`).set(auth).send({ is_active: false })).status, 200);
      const res = await api.request.get('/api/dcim/sites/').set(u.headers);
      assert.equal(res.status, 403);
      assert.equal(typeof res.body.detail, 'string');
      const again = await provision(u.username, 'plain-password');
      assert.equal(again.status, 403);
      assert.deepEqual(again.body, { detail: 'Invalid username/password' });
    });
  });

  describe('groups', () => {
    it('users join groups through the groups field, shown nested; PATCH replaces, [] clears', async () => {
      const u = uid();
      const g1 = await created('users/groups', { name: `g1-${u}` });
      const g2 = await created('users/groups', { name: `g2-${u}` });
      assert.equal(g1.display, `g1-${u}`);
      const user = await created('users/users', { username: `grp-${u}`, password: 'group-password', groups: [g1.id, g2.id] });
      assert.deepEqual(user.groups.map((g: { id: number }) => g.id).sort(), [g1.id, g2.id].sort());
      for (const g of user.groups) {
        assert.equal(typeof g.url, 'string');
        assert.equal(typeof g.display, 'string');
        assert.equal(typeof g.name, 'string');
      }
      const rows = async () => (await api.sql`SELECT count(*)::int AS n FROM users_user_groups WHERE user_id = ${user.id}`)[0]!.n as number;
      assert.equal(await rows(), 2);
      const one = await api.request.patch(`/api/users/users/${user.id}/`).set(auth).send({ groups: [{ name: `g2-${u}` }] });
      assert.equal(one.status, 200, JSON.stringify(one.body));
      assert.deepEqual(one.body.groups.map((g: { id: number }) => g.id), [g2.id]);
      assert.equal(await rows(), 1);
      const none = await api.request.patch(`/api/users/users/${user.id}/`).set(auth).send({ groups: [] });
      assert.equal(none.status, 200);
      assert.deepEqual(none.body.groups, []);
      assert.equal(await rows(), 0);
    });

    it('an unknown group: 400 on groups, the user not created', async () => {
      const username = `nogrp-${uid()}`;
      const res = await api.request.post('/api/users/users/').set(auth).send({ username, password: 'group-password', groups: [2147483000] });
      assert.equal(res.status, 400);
      assert.deepEqual(Object.keys(res.body), ['groups']);
      assert.equal(await countUsers(username), 0);
    });

    it('a duplicate group name: 400, not 500', async () => {
      const name = `dupg-${uid()}`;
      await created('users/groups', { name });
      const res = await api.request.post('/api/users/groups/').set(auth).send({ name });
      assert.equal(res.status, 400, JSON.stringify(res.body));
    });

    it('a group in use can be deleted; its members stay', async () => {
      const u = uid();
      const g = await created('users/groups', { name: `gone-${u}` });
      const user = await created('users/users', { username: `member-${u}`, password: 'member-password', groups: [g.id] });
      const res = await api.request.delete(`/api/users/groups/${g.id}/`).set(auth);
      assert.equal(res.status, 204, JSON.stringify(res.body));
      const after = await api.request.get(`/api/users/users/${user.id}/`).set(auth);
      assert.equal(after.status, 200);
      assert.deepEqual(after.body.groups, []);
    });
  });
});
