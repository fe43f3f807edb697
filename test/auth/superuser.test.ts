// Superuser bootstrap (DECISIONS.md, as netbox-docker): SUPERUSER_NAME / _EMAIL / _PASSWORD /
// _API_TOKEN create that user and its token when they are missing, and leave them alone
// when they exist; running it again changes nothing.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { ensureSuperuser } from '../../src/auth/superuser.ts';
import { auth, header, startApi, testConfig, uid, type TestApi } from '../support/api.ts';
import { testDatabaseUrl } from '../setup.ts';

describe('auth: superuser bootstrap', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const newKey = () => randomBytes(20).toString('hex');
  // Blank values unset testConfig's defaults (the shared admin's password and token).
  const run = (env: Record<string, string>) =>
    ensureSuperuser(testConfig({ SUPERUSER_PASSWORD: '', SUPERUSER_API_TOKEN: '', ...env }), testDatabaseUrl());
  const users = async (name: string) => api.sql`SELECT * FROM users_user WHERE username = ${name}`;
  const tokens = async (userId: number) => api.sql`SELECT * FROM users_token WHERE user_id = ${userId}`;
  const totals = async () => (await api.sql`SELECT (SELECT count(*)::int FROM users_user) AS users, (SELECT count(*)::int FROM users_token) AS tokens`)[0]!;

  it('creates the superuser and its token when missing; the token and password work', async () => {
    const name = `boot-${uid()}`;
    const key = newKey();
    await run({ SUPERUSER_NAME: name, SUPERUSER_EMAIL: `${name}@example.com`, SUPERUSER_PASSWORD: 'boot-password', SUPERUSER_API_TOKEN: key });
    const [user] = await users(name);
    assert.ok(user);
    assert.equal(user.is_superuser, true);
    assert.equal(user.is_staff, true);
    assert.equal(user.is_active, true);
    assert.equal(user.email, `${name}@example.com`);
    assert.match(user.password as string, /^scrypt\$/);
    const rows = await tokens(user.id as number);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.write_enabled, true);
    for (const value of Object.values(rows[0]!)) assert.ok(!String(value).toLowerCase().includes(key));
    // The token authenticates, as that superuser, with writes.
    const me = await api.request.get(`/api/users/tokens/${rows[0]!.id}/`).set(header(key));
    assert.equal(me.status, 200);
    assert.equal(me.body.user.username, name);
    const made = await api.request.post('/api/users/users/').set(header(key)).send({ username: `by-${name}`, password: 'made-password' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const shown = await api.request.get(`/api/users/users/${user.id}/`).set(auth);
    assert.equal(shown.status, 200);
    assert.match(shown.body.date_joined, /^\d{4}-\d\d-\d\dT/);
    // The password works.
    const tok = await api.request.post('/api/users/tokens/provision/').send({ username: name, password: 'boot-password' });
    assert.equal(tok.status, 201);
  });

  it('running it again changes nothing', async () => {
    const name = `twice-${uid()}`;
    const env = { SUPERUSER_NAME: name, SUPERUSER_PASSWORD: 'twice-password', SUPERUSER_API_TOKEN: newKey() };
    await run(env);
    const [user] = await users(name);
    const before = await totals();
    const hash = user!.password;
    await run(env);
    await run({ ...env, SUPERUSER_PASSWORD: 'another-password' });
    assert.deepEqual({ ...(await totals()) }, { ...before });
    const again = await users(name);
    assert.equal(again.length, 1);
    assert.equal(again[0]!.password, hash);
    assert.equal((await tokens(user!.id as number)).length, 1);
    const res = await api.request.post('/api/users/tokens/provision/').send({ username: name, password: 'another-password' });
    assert.equal(res.status, 403);
  });

  it('two starts at once create one user and one token', async () => {
    const name = `race-${uid()}`;
    const env = { SUPERUSER_NAME: name, SUPERUSER_PASSWORD: 'race-password', SUPERUSER_API_TOKEN: newKey() };
    const results = await Promise.allSettled([run(env), run(env), run(env)]);
    for (const r of results) assert.equal(r.status, 'fulfilled', r.status === 'rejected' ? String(r.reason) : '');
    const [user] = await users(name);
    assert.equal((await users(name)).length, 1);
    assert.equal((await tokens(user!.id as number)).length, 1);
  });

  it('an existing user is left as it is', async () => {
    const name = `exists-${uid()}`;
    const res = await api.request.post('/api/users/users/').set(auth).send({ username: name, password: 'plain-password' });
    assert.equal(res.status, 201);
    const [before] = await users(name);
    await run({ SUPERUSER_NAME: name, SUPERUSER_PASSWORD: 'other-password' });
    const [after] = await users(name);
    assert.deepEqual({ ...after }, { ...before });
    assert.equal(after!.is_superuser, false);
  });

  it('the key is stored case-insensitively: an upper-case SUPERUSER_API_TOKEN works in either case', async () => {
    const name = `upper-${uid()}`;
    const key = newKey();
    await run({ SUPERUSER_NAME: name, SUPERUSER_PASSWORD: 'upper-password', SUPERUSER_API_TOKEN: key.toUpperCase() });
    assert.equal((await api.request.get('/api/dcim/sites/').set(header(key))).status, 200);
    assert.equal((await api.request.get('/api/dcim/sites/').set(header(key.toUpperCase()))).status, 200);
  });

  it('without a password the user exists but cannot provision tokens; without a token none is made', async () => {
    const name = `nopw-${uid()}`;
    await run({ SUPERUSER_NAME: name });
    const [user] = await users(name);
    assert.ok(user);
    assert.match(user.password as string, /^!/); // unusable, as Django marks it
    assert.equal((await tokens(user.id as number)).length, 0);
    const res = await api.request.post('/api/users/tokens/provision/').send({ username: name, password: 'anything-at-all' });
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { detail: 'Invalid username/password' });
  });

  it('a key already held by another user is not moved', async () => {
    const a = `holder-${uid()}`;
    const key = newKey();
    await run({ SUPERUSER_NAME: a, SUPERUSER_PASSWORD: 'holder-password', SUPERUSER_API_TOKEN: key });
    const b = `second-${uid()}`;
    await run({ SUPERUSER_NAME: b, SUPERUSER_PASSWORD: 'second-password', SUPERUSER_API_TOKEN: key });
    const [bRow] = await users(b);
    assert.equal((await tokens(bRow!.id as number)).length, 0);
    const me = await api.request.get('/api/users/users/?limit=1').set(header(key));
    assert.equal(me.status, 200);
    const [aRow] = await users(a);
    assert.equal((await tokens(aRow!.id as number)).length, 1);
  });
});
