// v2 API tokens (NetBox 4.5): made through the API and provisioning with `version: 2`, sent as
// pynetbox 7.8 sends them (`Authorization: Bearer nbt_<key>.<token>`), every refusal with
// NetBox's 403 body, and what did not change: v1 tokens, and no digest or secret in any read.
import assert from 'node:assert/strict';
import { auth, header, modelHelpers, startApi, uid, type TestApi } from '../support/api.ts';

const READ_ONLY = { detail: 'This token is not permitted to perform write operations.' };
const INVALID_V2 = { detail: 'Invalid v2 token' };

describe('auth: v2 tokens', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { created } = modelHelpers(() => api);
  /** A v2 token of the admin with the given attributes, as its creating response shows it. */
  const v2 = async (attrs: Record<string, unknown> = {}) => created('users/tokens', { version: 2, description: `v2-${uid()}`, ...attrs });
  /** The header pynetbox 7.8 sends for a v2 token. */
  const bearer = (t: { key?: unknown; token?: unknown }) => ({ Authorization: `Bearer nbt_${String(t.key)}.${String(t.token)}` });
  const tokenRow = async (id: number) => (await api.sql`SELECT * FROM users_token WHERE id = ${id}`)[0]!;
  const sites = (headers: Record<string, string>) => api.request.get('/api/dcim/sites/').set(headers);

  describe('creating', () => {
    it('POST version 2: a generated key and secret, the secret shown once and stored as a digest', async () => {
      const t = await v2();
      assert.equal(t.version, 2);
      assert.match(t.key, /^[A-Za-z0-9]{12}$/);
      assert.match(t.token, /^[A-Za-z0-9]{40}$/);
      assert.equal(t.key_id, t.key);
      assert.equal(t.pepper_id, 1);
      assert.equal(t.enabled, true);
      const row = await tokenRow(t.id);
      assert.equal(row.version, 2);
      assert.equal(row.key_id, t.key);
      assert.equal(row.key_sealed, null);
      assert.match(row.key_digest, /^[0-9a-f]{64}$/);
      assert.ok(!JSON.stringify(row).includes(t.token), 'the secret is not stored');
      const read = await api.request.get(`/api/users/tokens/${t.id}/`).set(auth);
      assert.equal(read.status, 200);
      assert.equal(read.body.token, undefined);
      assert.equal(read.body.key, undefined);
      assert.equal(read.body.key_id, t.key);
      assert.ok(!JSON.stringify(read.body).includes(t.token));
    });

    it('a v2 token with a key given: 400, nothing created', async () => {
      const description = `given-${uid()}`;
      const res = await api.request.post('/api/users/tokens/').set(auth).send({ version: 2, key: 'a'.repeat(40), description });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.ok(res.body.key);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM users_token WHERE description = ${description}`)[0]!.n, 0);
    });

    it('a version other than 1 or 2: 400', async () => {
      const res = await api.request.post('/api/users/tokens/').set(auth).send({ version: 3 });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.ok(res.body.version);
    });

    it('the version cannot be changed: 400, the token unchanged and still valid', async () => {
      const t = await v2();
      const res = await api.request.patch(`/api/users/tokens/${t.id}/`).set(auth).send({ version: 1 });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(res.body, { version: ["A token's version cannot be changed."] });
      assert.equal((await tokenRow(t.id)).version, 2);
      assert.equal((await sites(bearer(t))).status, 200);
    });

    it('provisioning with version 2 gives a v2 token that authenticates', async () => {
      const username = `v2-${uid()}`;
      await created('users/users', { username, password: 'a-long-password' });
      const res = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password', version: 2 });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.equal(res.body.version, 2);
      assert.equal(res.body.user.username, username);
      const me = await api.request.get('/api/users/users/me/').set(bearer(res.body));
      assert.equal(me.status, 200);
      assert.equal(me.body.username, username);
    });

    it('provisioning without a version still gives a v1 token (the seed contract)', async () => {
      const username = `v1-${uid()}`;
      await created('users/users', { username, password: 'a-long-password' });
      const res = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
      assert.equal(res.status, 201);
      assert.equal(res.body.version, 1);
      assert.match(res.body.key, /^[0-9a-f]{40}$/);
      assert.equal(res.body.key_id, null);
      assert.equal((await api.request.get('/api/users/users/me/').set(header(res.body.key))).status, 200);
    });
  });

  describe('the Bearer header', () => {
    it('pynetbox 7.8: reads and writes with Bearer nbt_<key>.<token>, last_used stamped', async () => {
      const t = await v2();
      assert.equal((await sites(bearer(t))).status, 200);
      const u = uid();
      const post = await api.request.post('/api/dcim/sites/').set(bearer(t)).send({ name: `v2-${u}`, slug: `v2-${u}` });
      assert.equal(post.status, 201, JSON.stringify(post.body));
      assert.notEqual((await tokenRow(t.id)).last_used, null);
    });

    it('the scheme is case-insensitive and the nbt_ prefix optional', async () => {
      const t = await v2();
      assert.equal((await sites({ Authorization: `bearer nbt_${t.key}.${t.token}` })).status, 200);
      assert.equal((await sites({ Authorization: `Bearer ${t.key}.${t.token}` })).status, 200);
    });

    it('a wrong secret, an unknown key, a swapped pair: 403 Invalid v2 token alike', async () => {
      const t = await v2();
      const other = await v2();
      const flipped = t.token[0] === 'a' ? `b${t.token.slice(1)}` : `a${t.token.slice(1)}`;
      for (const value of [
        `Bearer nbt_${t.key}.${flipped}`,
        `Bearer nbt_${t.key}.${t.token.toLowerCase() === t.token ? t.token.toUpperCase() : t.token.toLowerCase()}`,
        `Bearer nbt_ZZZZZZZZZZZZ.${t.token}`,
        `Bearer nbt_${t.key}.${other.token}`,
        `Bearer nbt_${t.key}.${t.token}!`,
        `Bearer nbt_${t.key}.${'a'.repeat(8_000)}`,
      ]) {
        const res = await sites({ Authorization: value });
        assert.equal(res.status, 403, value.slice(0, 80));
        assert.deepEqual(res.body, INVALID_V2, value.slice(0, 80));
      }
    });

    it('malformed Bearer headers and a v1 key as Bearer: 403 with NetBox\'s messages', async () => {
      const v1 = await created('users/tokens', { description: `v1-${uid()}` });
      const cases: Array<[string, string]> = [
        ['Bearer', 'Invalid authorization header: Must be in the form "Bearer nbt_<key>.<token>"'],
        ['Bearer a.b c', 'Invalid authorization header: Must be in the form "Bearer nbt_<key>.<token>"'],
        [`Bearer ${v1.key}`, 'Invalid authorization header: Could not extract key from token'],
        [`Bearer nbt_${v1.key}`, 'Invalid authorization header: Could not extract key from token'],
      ];
      for (const [value, detail] of cases) {
        const res = await sites({ Authorization: value });
        assert.equal(res.status, 403, value);
        assert.deepEqual(res.body, { detail }, value);
      }
    });

    it('a v2 secret or pair sent as a v1 Token: 403 Invalid token', async () => {
      const t = await v2();
      for (const value of [`Token ${t.token}`, `Token nbt_${t.key}.${t.token}`]) {
        const res = await sites({ Authorization: value });
        assert.equal(res.status, 403, value);
        assert.equal(typeof res.body.detail, 'string');
      }
    });
  });

  describe('the token rules apply to v2 tokens', () => {
    it('expired: 403 Token expired', async () => {
      const t = await v2();
      await api.sql`UPDATE users_token SET expires = now() - interval '1 minute' WHERE id = ${t.id}`;
      const res = await sites(bearer(t));
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'Token expired' });
    });

    it('disabled: 403 Token disabled; enabled again: accepted', async () => {
      const t = await v2({ enabled: false });
      const res = await sites(bearer(t));
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'Token disabled' });
      assert.equal((await api.request.patch(`/api/users/tokens/${t.id}/`).set(auth).send({ enabled: true })).status, 200);
      assert.equal((await sites(bearer(t))).status, 200);
    });

    it('a disabled v1 token is refused too', async () => {
      const t = await created('users/tokens', { enabled: false });
      const res = await sites(header(t.key));
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'Token disabled' });
    });

    it('write_enabled false: reads pass, writes 403 and create nothing', async () => {
      const t = await v2({ write_enabled: false });
      assert.equal((await sites(bearer(t))).status, 200);
      const u = uid();
      const res = await api.request.post('/api/dcim/sites/').set(bearer(t)).send({ name: `ro-${u}`, slug: `ro-${u}` });
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, READ_ONLY);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`ro-${u}`}`)[0]!.n, 0);
    });

    it('allowed_ips: another address is refused with the source address named', async () => {
      const t = await v2({ allowed_ips: ['192.0.2.0/24'] });
      const res = await sites(bearer(t));
      assert.equal(res.status, 403);
      assert.match(res.body.detail, /^Source IP \S+ is not permitted to authenticate using this token\.$/);
      const open = await v2({ allowed_ips: ['127.0.0.0/8', '::1/128'] });
      assert.equal((await sites(bearer(open))).status, 200);
    });
  });

  describe('what did not change', () => {
    it('v1 tokens: made with a 40-hex key, sent as Token <key>', async () => {
      const t = await created('users/tokens', { description: `v1-${uid()}` });
      assert.equal(t.version, 1);
      assert.match(t.key, /^[0-9a-f]{40}$/);
      assert.equal(t.token, undefined);
      assert.equal(t.key_id, null);
      assert.equal(t.pepper_id, null);
      assert.equal((await sites(header(t.key))).status, 200);
    });

    it('the token list shows no digest, no sealed key and no secret', async () => {
      const t = await v2();
      const list = await api.request.get('/api/users/tokens/?limit=1000').set(auth);
      assert.equal(list.status, 200);
      const text = JSON.stringify(list.body);
      assert.ok(!text.includes(t.token));
      assert.ok(!text.includes('key_digest') && !text.includes('key_sealed'));
      const row = await tokenRow(t.id);
      assert.ok(!text.includes(row.key_digest));
      assert.ok(list.body.results.every((r: Record<string, unknown>) => r.token === undefined && r.key === undefined));
    });

    it('filters by version', async () => {
      const t = await v2();
      const v2s = await api.request.get('/api/users/tokens/?version=2&limit=1000').set(auth);
      assert.equal(v2s.status, 200);
      assert.ok(v2s.body.results.some((r: { id: number }) => r.id === t.id));
      assert.ok(v2s.body.results.every((r: { version: number }) => r.version === 2));
      const v1s = await api.request.get('/api/users/tokens/?version=1&limit=1000').set(auth);
      assert.ok(v1s.body.results.every((r: { version: number }) => r.version === 1));
      assert.ok(!v1s.body.results.some((r: { id: number }) => r.id === t.id));
    });

    it('filters by key_id (a v2 public key) and enabled', async () => {
      const t = await v2({ enabled: false });
      await v2();
      const byKey = await api.request.get(`/api/users/tokens/?key_id=${String(t.key)}`).set(auth);
      assert.equal(byKey.status, 200, JSON.stringify(byKey.body));
      assert.deepEqual(byKey.body.results.map((r: { id: number }) => r.id), [t.id]);
      const off = await api.request.get('/api/users/tokens/?enabled=false&limit=1000').set(auth);
      assert.ok(off.body.results.some((r: { id: number }) => r.id === t.id));
      assert.ok(off.body.results.every((r: { enabled: boolean }) => !r.enabled));
    });
  });

  // NetBox 4.5 renamed the secret `key` to `token` and gave `key` to the v2 public key
  // (users/api/serializers_/tokens.py at v4.6.x: TokenSerializer, its brief fields, the
  // filterset's `key`). A request that names NetBox 4.6 gets those names; /api/ keeps the spec's.
  describe('at NetBox 4.6 (/v4.6/api/, Accept version=4.6): NetBox 4.5\'s names', () => {
    const BRIEF_46 = ['id', 'url', 'display', 'version', 'key', 'enabled', 'write_enabled', 'description'];
    const at46 = (method: 'get' | 'post' | 'patch', path: string) => api.request[method](`/v4.6/api/${path}`).set(auth);

    it('creating a v2 token answers its public key as key and the secret once as token, no key_id', async () => {
      const res = await at46('post', 'users/tokens/').send({ version: 2, description: `v46-${uid()}` });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.match(res.body.key, /^[A-Za-z0-9]{12}$/);
      assert.match(res.body.token, /^[A-Za-z0-9]{40}$/);
      assert.ok(!('key_id' in res.body));
      const row = await tokenRow(res.body.id);
      assert.equal(row.key_id, res.body.key);
      assert.ok(!JSON.stringify(row).includes(res.body.token), 'the secret is not stored');
      assert.equal((await sites(bearer(res.body))).status, 200, 'the two make the Bearer header');
      const read = await at46('get', `users/tokens/${res.body.id}/`);
      assert.equal(read.body.key, res.body.key);
      // NetBox's TokenSerializer reads the secret as null once made; its display is __str__,
      // a v2 token's key.
      assert.equal(read.body.token, null);
      assert.equal(read.body.display, res.body.key);
      assert.equal(res.body.display, res.body.key);
      assert.ok(!('key_id' in read.body), JSON.stringify(read.body));
      // The same token at /api/: the spec's names.
      const spec = await api.request.get(`/api/users/tokens/${res.body.id}/`).set(auth);
      assert.equal(spec.body.key_id, res.body.key);
      assert.ok(!('key' in spec.body) && !('token' in spec.body));
      assert.equal(spec.body.display, res.body.description);
    });

    it('a v1 token reads token null, its display NetBox\'s partial form; /api/ unchanged', async () => {
      const given = `${'0'.repeat(34)}c0ffee`;
      const description = `v46-${uid()}`;
      const made = await at46('post', 'users/tokens/').send({ token: given, description });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      const partial = `${'*'.repeat(34)}c0ffee`;
      assert.equal(made.body.display, partial);
      const read = await at46('get', `users/tokens/${made.body.id}/`);
      assert.equal(read.body.token, null);
      assert.equal(read.body.key, null);
      assert.equal(read.body.display, partial);
      const list = await at46('get', `users/tokens/?id=${String(made.body.id)}`);
      assert.equal(list.body.results[0].token, null);
      assert.equal(list.body.results[0].display, partial);
      const brief = await at46('get', `users/tokens/?id=${String(made.body.id)}&brief=1`);
      assert.deepEqual(Object.keys(brief.body.results[0]), BRIEF_46);
      assert.equal(brief.body.results[0].display, partial);
      const spec = await api.request.get(`/api/users/tokens/${String(made.body.id)}/`).set(auth);
      assert.equal(spec.body.display, description);
      assert.ok(!('token' in spec.body) && !('key' in spec.body), JSON.stringify(spec.body));
      const v37 = await api.request.get(`/v3.7/api/users/tokens/${String(made.body.id)}/`).set(auth);
      assert.equal(v37.body.display, description);
      assert.ok(!('token' in v37.body), JSON.stringify(v37.body));
    });

    it('a v2 secret given is taken (NetBox 4.6), stored as a digest, and authenticates', async () => {
      const secret = `Given-${uid()}-secret.with.dots`;
      const res = await at46('post', 'users/tokens/').send({ version: 2, token: secret, description: `v46-${uid()}` });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.equal(res.body.token, secret);
      assert.match(res.body.key, /^[A-Za-z0-9]{12}$/);
      const row = await tokenRow(res.body.id);
      assert.ok(!JSON.stringify(row).includes(secret), 'the secret is not stored');
      assert.equal(row.key_partial, null);
      assert.equal((await sites(bearer(res.body))).status, 200);
      assert.equal((await sites(bearer({ key: res.body.key, token: `${secret}x` }))).status, 403);
      assert.equal((await at46('get', `users/tokens/${res.body.id}/`)).body.token, null);
    });

    it('a blank v2 secret: 400 as NetBox\'s serializer, nothing created', async () => {
      const description = `v46-${uid()}`;
      const res = await at46('post', 'users/tokens/').send({ version: 2, token: '  ', description });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(res.body, { token: ['This field may not be blank.'] });
      const notText = await at46('post', 'users/tokens/').send({ version: 2, token: { a: 1 }, description });
      assert.equal(notText.status, 400, JSON.stringify(notText.body));
      assert.ok(notText.body.token);
      const long = await at46('post', 'users/tokens/').send({ version: 2, token: 'x'.repeat(257), description });
      assert.equal(long.status, 400, JSON.stringify(long.body));
      assert.ok(long.body.token);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM users_token WHERE description = ${description}`)[0]!.n, 0);
    });

    it('a v1 secret that is not 40 hexadecimal characters: 400 naming token', async () => {
      const res = await at46('post', 'users/tokens/').send({ token: 'abc', description: `v46-${uid()}` });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(Object.keys(res.body), ['token']);
    });

    it('a v1 token: the secret given or made is token (40 hexadecimal characters), key null', async () => {
      const given = 'ab'.repeat(20);
      const res = await api.request.post('/api/users/tokens/').set(auth).set('Accept', 'application/json; version=4.6').send({ token: given, description: `v46-${uid()}` });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.equal(res.body.token, given);
      assert.equal(res.body.key, null);
      assert.equal(res.body.version, 1);
      assert.equal((await sites(header(given))).status, 200);
      const made = await at46('post', 'users/tokens/').send({ description: `v46-${uid()}` });
      assert.match(made.body.token, /^[0-9a-f]{40}$/);
      assert.equal((await sites(header(made.body.token))).status, 200);
    });

    it('the secret cannot be changed under its 4.6 name: 400 naming token, the token unchanged', async () => {
      const t = await at46('post', 'users/tokens/').send({ description: `v46-${uid()}` });
      const res = await at46('patch', `users/tokens/${t.body.id}/`).send({ token: 'cd'.repeat(20) });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(Object.keys(res.body), ['token']);
      assert.equal((await sites(header(t.body.token))).status, 200, 'the old secret still works');
      assert.equal((await sites(header('cd'.repeat(20)))).status, 403);
    });

    it('filters by key (the v2 public key) and by token (the secret\'s digest); brief forms name key', async () => {
      const t = await at46('post', 'users/tokens/').send({ version: 2, description: `v46-${uid()}` });
      await v2();
      const byKey = await at46('get', `users/tokens/?key=${String(t.body.key)}`);
      assert.equal(byKey.status, 200, JSON.stringify(byKey.body));
      assert.deepEqual(byKey.body.results.map((r: { id: number }) => r.id), [t.body.id]);
      const v1 = await at46('post', 'users/tokens/').send({ description: `v46-${uid()}` });
      const bySecret = await at46('get', `users/tokens/?token=${String(v1.body.token)}`);
      assert.deepEqual(bySecret.body.results.map((r: { id: number }) => r.id), [v1.body.id]);
      const brief = await at46('get', `users/tokens/?id=${String(t.body.id)}&brief=1`);
      assert.deepEqual(Object.keys(brief.body.results[0]), BRIEF_46);
      assert.equal(brief.body.results[0].key, t.body.key);
      // /api/ keeps the spec's: key is the secret's filter, key_id the public key's.
      const spec = await api.request.get(`/api/users/tokens/?key_id=${String(t.body.key)}&brief=1`).set(auth);
      assert.deepEqual(spec.body.results.map((r: { id: number }) => r.id), [t.body.id]);
      assert.ok('key_id' in spec.body.results[0] && !('key' in spec.body.results[0]));
      const specSecret = await api.request.get(`/api/users/tokens/?key=${String(v1.body.token)}`).set(auth);
      assert.deepEqual(specSecret.body.results.map((r: { id: number }) => r.id), [v1.body.id]);
    });

    it('provisioning at /v4.6/api/ answers key and token', async () => {
      const username = `p46-${uid()}`;
      await created('users/users', { username, password: 'a-long-password' });
      const res = await api.request.post('/v4.6/api/users/tokens/provision/').send({ username, password: 'a-long-password', version: 2 });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.match(res.body.key, /^[A-Za-z0-9]{12}$/);
      assert.match(res.body.token, /^[A-Za-z0-9]{40}$/);
      assert.ok(!('key_id' in res.body));
      // NetBox 4.6's TokenProvisionSerializer: no pepper_id; display its __str__.
      assert.ok(!('pepper_id' in res.body), JSON.stringify(res.body));
      assert.equal(res.body.display, res.body.key);
      assert.equal(res.body.user.username, username);
      assert.ok(!('password' in res.body) && !('username' in res.body));
      assert.equal((await api.request.get('/api/users/users/me/').set(bearer(res.body))).body.username, username);
      const v1 = await api.request.post('/v4.6/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
      assert.match(v1.body.token, /^[0-9a-f]{40}$/);
      assert.equal(v1.body.key, null);
      assert.equal(v1.body.display, `${'*'.repeat(34)}${String(v1.body.token).slice(-6)}`);
      const bad = await api.request.post('/v4.6/api/users/tokens/provision/').send({ username, password: 'wrong-password' });
      assert.equal(bad.status, 403);
      assert.deepEqual(bad.body, { detail: 'Invalid username/password' });
      // /api/ keeps the spec's shape: pepper_id listed, the key as key.
      const spec = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password', version: 2 });
      assert.equal(spec.status, 201);
      assert.equal(spec.body.pepper_id, 1);
      assert.ok('key_id' in spec.body);
      assert.equal((await api.request.get('/api/users/users/me/').set(header(v1.body.token))).body.username, username);
    });

    it('OPTIONS at /v4.6/api/ lists token and key, not key_id', async () => {
      const res = await api.request.options('/v4.6/api/users/tokens/').set(auth);
      assert.equal(res.status, 200);
      const post = res.body.actions.POST as Record<string, { read_only: boolean }>;
      assert.equal(post.key!.read_only, true);
      assert.equal(post.token!.read_only, false);
      assert.ok(!('key_id' in post));
    });
  });
});
