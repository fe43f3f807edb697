// API tokens (spec "Authentication", "API token"; DECISIONS.md 403 bodies and token storage):
// the header, anonymous access and EXEMPT_VIEW_PERMISSIONS, provisioning, every token rule
// (unknown, write-disabled, expired, allowed addresses, last-used stamp, maintenance mode) and
// the tokens endpoint (generated or given keys, shown once, stored only as a digest).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { ADMIN_TOKEN, auth, grant, header, modelHelpers, NO_PERMISSION, startApi, uid, type TestApi } from '../support/api.ts';

const NO_CREDENTIALS = { detail: 'Authentication credentials were not provided.' };
const READ_ONLY = { detail: 'This token is not permitted to perform write operations.' };
const newKey = () => randomBytes(20).toString('hex');

describe('auth: tokens', () => {
  let api: TestApi;
  let adminId: number;
  before(async () => {
    api = await startApi();
    adminId = (await api.sql`SELECT id FROM users_user WHERE username = 'admin'`)[0]!.id as number;
  });
  after(() => api.close());

  const { created } = modelHelpers(() => api);
  /** A token of the admin with the given attributes; its key. */
  const token = async (attrs: Record<string, unknown> = {}): Promise<{ id: number; key: string }> => {
    const body = await created('users/tokens', { description: `t-${uid()}`, ...attrs });
    return { id: body.id, key: body.key };
  };
  const site = async () => {
    const u = uid();
    return created('dcim/sites', { name: `site-${u}`, slug: `site-${u}` });
  };
  const siteRow = async (id: number) => (await api.sql`SELECT name, description FROM dcim_site WHERE id = ${id}`)[0];
  const tokenRow = async (id: number) => (await api.sql`SELECT * FROM users_token WHERE id = ${id}`)[0];
  /** A non-superuser made by the admin, and a provisioned token of it. */
  const plainUser = async () => {
    const username = `user-${uid()}`;
    const user = await created('users/users', { username, password: 'a-long-password' });
    const res = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return { id: user.id as number, username, headers: header(res.body.key) };
  };

  describe('the Authorization header', () => {
    it('accepts "Token <key>" and refuses a malformed header or another scheme with 403', async () => {
      assert.equal((await api.request.get('/api/dcim/sites/').set(auth)).status, 200);
      for (const value of [`Bearer ${ADMIN_TOKEN}`, 'Token', `Token ${ADMIN_TOKEN} extra`]) {
        const res = await api.request.get('/api/dcim/sites/').set('Authorization', value);
        assert.equal(res.status, 403, value);
        assert.equal(typeof res.body.detail, 'string', value);
      }
    });
  });

  describe('anonymous requests', () => {
    it('a write with no token: 403, nothing created', async () => {
      const u = uid();
      const res = await api.request.post('/api/dcim/sites/').send({ name: `anon-${u}`, slug: `anon-${u}` });
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, NO_CREDENTIALS);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`anon-${u}`}`)[0]!.n, 0);
    });

    it('a bad write with no token: 403 before the body is looked at', async () => {
      const res = await api.request.post('/api/dcim/sites/').send({ bogus: 1 });
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, NO_CREDENTIALS);
    });

    it('PATCH and DELETE with no token: 403, the object unchanged', async () => {
      const s = await site();
      const patch = await api.request.patch(`/api/dcim/sites/${s.id}/`).send({ description: 'anonymous' });
      assert.equal(patch.status, 403);
      assert.deepEqual(patch.body, NO_CREDENTIALS);
      const del = await api.request.delete(`/api/dcim/sites/${s.id}/`);
      assert.equal(del.status, 403);
      assert.deepEqual(del.body, NO_CREDENTIALS);
      assert.deepEqual({ ...(await siteRow(s.id)) }, { name: s.name, description: '' });
    });

    it('reads of object endpoints with no token: 403', async () => {
      const s = await site();
      for (const path of ['/api/dcim/sites/', `/api/dcim/sites/${s.id}/`, '/api/ipam/prefixes/', '/api/users/users/', '/api/users/tokens/']) {
        const res = await api.request.get(path);
        assert.equal(res.status, 403, path);
        assert.deepEqual(res.body, NO_CREDENTIALS, path);
      }
    });

    it('another spelling of the path (case, percent-encoding) still needs a token', async () => {
      const s = await site();
      const u = uid();
      for (const path of ['/API/dcim/sites/', '/Api/dcim/sites/', '/api/dcim/%73ites/', '/api/%64cim/sites/', '/API/users/users/', '/api/users/%75sers/']) {
        const read = await api.request.get(path);
        assert.equal(read.status === 403 || read.status === 404, true, `GET ${path} -> ${read.status}`);
        const post = await api.request.post(path).send({ name: `sp-${u}`, slug: `sp-${u}`, username: `sp-${u}`, password: 'spelled-password', is_superuser: true });
        assert.equal(post.status === 403 || post.status === 404, true, `POST ${path} -> ${post.status} ${JSON.stringify(post.body)}`);
      }
      for (const path of [`/API/dcim/sites/${s.id}/`, `/api/dcim/%73ites/${s.id}/`]) {
        const patch = await api.request.patch(path).send({ description: 'spelled' });
        assert.equal(patch.status === 403 || patch.status === 404, true, `PATCH ${path} -> ${patch.status}`);
        const del = await api.request.delete(path);
        assert.equal(del.status === 403 || del.status === 404, true, `DELETE ${path} -> ${del.status}`);
      }
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`sp-${u}`}`)[0]!.n, 0);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM users_user WHERE username = ${`sp-${u}`}`)[0]!.n, 0);
      assert.deepEqual({ ...(await siteRow(s.id)) }, { name: s.name, description: '' });
      // With a token those spellings reach the same endpoint.
      assert.equal((await api.request.get(`/api/dcim/%73ites/${s.id}/`).set(auth)).status, 200);
    });

    it('a malformed percent-encoding in the path: not 500', async () => {
      for (const path of ['/api/dcim/%E0%A4%A/', '/api/%zz/sites/', '/api/dcim/sites/%/']) {
        const res = await api.request.get(path);
        assert.ok(res.status < 500, `${path} -> ${res.status}`);
      }
    });

    it('/api/, /api/status/, /api/schema/ and /api/docs answer without a token', async () => {
      for (const path of ['/api/', '/api/status/', '/api/schema/', '/api/docs']) {
        const res = await api.request.get(path);
        assert.equal(res.status, 200, path);
      }
    });
  });

  describe('EXEMPT_VIEW_PERMISSIONS', () => {
    it('dcim.site: anonymous reads of sites, not writes, not other models', async () => {
      const exempt = await startApi({ EXEMPT_VIEW_PERMISSIONS: 'dcim.site' });
      try {
        const s = await site();
        const list = await exempt.request.get(`/api/dcim/sites/?id=${s.id}`);
        assert.equal(list.status, 200);
        assert.equal(list.body.count, 1);
        assert.equal((await exempt.request.get(`/api/dcim/sites/${s.id}/`)).status, 200);
        const u = uid();
        const post = await exempt.request.post('/api/dcim/sites/').send({ name: `ex-${u}`, slug: `ex-${u}` });
        assert.equal(post.status, 403);
        assert.deepEqual(post.body, NO_CREDENTIALS);
        const patch = await exempt.request.patch(`/api/dcim/sites/${s.id}/`).send({ description: 'exempt' });
        assert.equal(patch.status, 403);
        assert.deepEqual(patch.body, NO_CREDENTIALS);
        const del = await exempt.request.delete(`/api/dcim/sites/${s.id}/`);
        assert.equal(del.status, 403);
        assert.deepEqual({ ...(await siteRow(s.id)) }, { name: s.name, description: '' });
        assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`ex-${u}`}`)[0]!.n, 0);
        const racks = await exempt.request.get('/api/dcim/racks/');
        assert.equal(racks.status, 403);
        assert.deepEqual(racks.body, NO_CREDENTIALS);
      } finally {
        await exempt.close();
      }
    });

    it('*: anonymous reads of every object model, still no writes', async () => {
      const exempt = await startApi({ EXEMPT_VIEW_PERMISSIONS: '*' });
      try {
        for (const path of ['/api/dcim/sites/', '/api/dcim/racks/', '/api/ipam/prefixes/', '/api/circuits/circuits/'])
          assert.equal((await exempt.request.get(path)).status, 200, path);
        const u = uid();
        const post = await exempt.request.post('/api/dcim/racks/').send({ name: `ex-${u}` });
        assert.equal(post.status, 403);
        assert.deepEqual(post.body, NO_CREDENTIALS);
      } finally {
        await exempt.close();
      }
    });

    it('*: accounts and tokens stay private (as NetBox excludes them from the wildcard)', async () => {
      const exempt = await startApi({ EXEMPT_VIEW_PERMISSIONS: '*' });
      try {
        for (const path of ['/api/users/users/', '/api/users/groups/', '/api/users/tokens/']) {
          const res = await exempt.request.get(path);
          assert.equal(res.status, 403, path);
          assert.deepEqual(res.body, NO_CREDENTIALS, path);
        }
      } finally {
        await exempt.close();
      }
    });
  });

  describe('provisioning', () => {
    let username: string;
    let userId: number;
    before(async () => {
      username = `prov-${uid()}`;
      userId = (await created('users/users', { username, password: 'provision-password' })).id;
    });

    it('password guessing: after 10 failures for an account from an address, or 50 from an address, 429 with Retry-After, right password or not; other addresses unaffected', async () => {
      const victim = `guess-${uid()}`;
      await created('users/users', { username: victim, password: 'the-right-password' });
      const behind = await startApi({ TRUSTED_PROXIES: '127.0.0.1' });
      try {
        const from = (address: string, password: string, user = victim) => behind.request.post('/api/users/tokens/provision/')
          .set('X-Forwarded-For', address).send({ username: user, password });
        const attacker = `198.51.100.${1 + (parseInt(uid().slice(0, 2), 16) % 250)}`;
        for (let i = 1; i <= 10; i++) assert.equal((await from(attacker, `wrong-${i}`)).status, 403);
        const locked = await from(attacker, 'the-right-password');
        assert.equal(locked.status, 429, JSON.stringify(locked.body));
        assert.match(locked.body.detail, /^Too many failed login attempts for this account from this address; try again in \d+ seconds\.$/);
        assert.ok(Number(locked.headers['retry-after']) > 0);
        assert.equal((await api.sql`SELECT count(*)::int AS n FROM users_token t JOIN users_user u ON u.id = t.user_id WHERE u.username = ${victim}`)[0]!.n, 0);
        // The account's owner, elsewhere, is not locked out by the attacker's failures.
        assert.equal((await from('192.0.2.77', 'the-right-password')).status, 201);
        // One address guessing many accounts is stopped too, and other addresses are not.
        const address = `203.0.113.${1 + (parseInt(uid().slice(0, 2), 16) % 250)}`;
        for (let i = 0; i < 50; i++) {
          const r = await behind.request.post('/api/users/tokens/provision/').set('X-Forwarded-For', address).send({ username: `nobody-${uid()}`, password: 'x' });
          assert.equal(r.status, 403);
        }
        const stopped = await behind.request.post('/api/users/tokens/provision/').set('X-Forwarded-For', address).send({ username, password: 'provision-password' });
        assert.equal(stopped.status, 429);
        assert.match(stopped.body.detail, /for this address/);
        assert.equal((await from('192.0.2.200', 'provision-password', username)).status, 201);
      } finally {
        await behind.close();
      }
    });

    it('the limits hold under concurrency: of 80 parallel guesses 10 are checked, 70 refused; a success does not count', async () => {
      const victim = `race-${uid()}`;
      await created('users/users', { username: victim, password: 'the-right-password' });
      // From an address of its own (through a trusted proxy): other tests' failures do not count.
      const behind = await startApi({ TRUSTED_PROXIES: '127.0.0.1' });
      try {
        const address = `2001:db8::${uid()}`;
        const attempt = (path: string, password: string) => behind.request.post(path).set('X-Forwarded-For', address).send({ username: victim, password });
        for (let i = 0; i < 12; i++) assert.equal((await attempt('/login/', 'the-right-password')).status, 200);
        const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => attempt('/api/users/tokens/provision/', `wrong-${i}`)));
        const statuses = answers.map((r) => r.status);
        assert.deepEqual([statuses.filter((s) => s === 403).length, statuses.filter((s) => s === 429).length], [10, 70]);
      } finally {
        await behind.close();
      }
    });

    it('valid credentials and no token: 201, a token with a 40-hex key, write_enabled, the nested user', async () => {
      const res = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'provision-password' });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.match(res.body.key, /^[0-9a-f]{40}$/);
      assert.equal(res.body.write_enabled, true);
      assert.equal(typeof res.body.id, 'number');
      assert.match(res.body.url, new RegExp(`/api/users/tokens/${res.body.id}/$`));
      assert.deepEqual(Object.keys(res.body.user).sort(), ['display', 'id', 'url', 'username']);
      assert.equal(res.body.user.id, userId);
      assert.equal(res.body.user.username, username);
      assert.equal(res.body.user.display, username);
      assert.match(res.body.user.url, new RegExp(`/api/users/users/${userId}/$`));
      // The key authenticates, as that user.
      const list = await api.request.get(`/api/users/tokens/${res.body.id}/`).set(header(res.body.key));
      assert.equal(list.status, 200);
      assert.equal(list.body.user.id, userId);
      await grant(api, userId, ['dcim.site'], ['add']);
      const s = await created('dcim/sites', { name: `p-${uid()}`, slug: `p-${uid()}` }, header(res.body.key));
      assert.equal(typeof s.id, 'number');
    });

    it('each provisioning makes a new token', async () => {
      const before = (await api.sql`SELECT count(*)::int AS n FROM users_token WHERE user_id = ${userId}`)[0]!.n as number;
      const one = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'provision-password' });
      const two = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'provision-password' });
      assert.equal(one.status, 201);
      assert.equal(two.status, 201);
      assert.notEqual(one.body.key, two.body.key);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM users_token WHERE user_id = ${userId}`)[0]!.n, before + 2);
    });

    it('a wrong password or an unknown user: 403 "Invalid username/password", no token', async () => {
      const count = async () => (await api.sql`SELECT count(*)::int AS n FROM users_token`)[0]!.n as number;
      const before = await count();
      for (const body of [
        { username, password: 'wrong-password' },
        { username: `nobody-${uid()}`, password: 'provision-password' },
        { username: username.toUpperCase(), password: 'provision-password' },
      ]) {
        const res = await api.request.post('/api/users/tokens/provision/').send(body);
        assert.equal(res.status, 403, JSON.stringify(body));
        assert.deepEqual(res.body, { detail: 'Invalid username/password' });
      }
      assert.equal(await count(), before);
    });

    it('an inactive user: 403 "Invalid username/password"', async () => {
      const name = `inactive-${uid()}`;
      await created('users/users', { username: name, password: 'inactive-password', is_active: false });
      const res = await api.request.post('/api/users/tokens/provision/').send({ username: name, password: 'inactive-password' });
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'Invalid username/password' });
    });

    it('missing or non-string fields: 400 naming them', async () => {
      const cases: Array<[unknown, string[]]> = [
        [{}, ['password', 'username']],
        [{ username }, ['password']],
        [{ password: 'provision-password' }, ['username']],
        [{ username: '', password: '' }, ['password', 'username']],
        [{ username: 5, password: ['x'] }, ['password', 'username']],
      ];
      for (const [body, fields] of cases) {
        const res = await api.request.post('/api/users/tokens/provision/').send(body as object);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.deepEqual(Object.keys(res.body).sort(), fields, JSON.stringify(res.body));
      }
    });

    it('a body that is a list or not an object: 400, not 500', async () => {
      for (const body of [[{ username, password: 'provision-password' }], 'text', 42]) {
        const res = await api.request.post('/api/users/tokens/provision/').set('Content-Type', 'application/json').send(JSON.stringify(body));
        assert.equal(res.status, 400, `${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`);
      }
    });

    it('a provisioned token always belongs to the user who proved the password', async () => {
      const count = async () => (await api.sql`SELECT count(*)::int AS n FROM users_token WHERE user_id = ${adminId}`)[0]!.n as number;
      const before = await count();
      const res = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'provision-password', user: adminId });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.equal(res.body.user.id, userId);
      assert.equal(await count(), before);
    });
  });

  describe('token rules', () => {
    it('an unknown key: 403 "Invalid token" for reads and writes, nothing written', async () => {
      const u = uid();
      for (const key of [newKey(), 'short', 'z'.repeat(40)]) {
        const read = await api.request.get('/api/dcim/sites/').set(header(key));
        assert.equal(read.status, 403, key);
        assert.deepEqual(read.body, { detail: 'Invalid token' });
        const write = await api.request.post('/api/dcim/sites/').set(header(key)).send({ name: `unk-${u}`, slug: `unk-${u}` });
        assert.equal(write.status, 403);
        assert.deepEqual(write.body, { detail: 'Invalid token' });
      }
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`unk-${u}`}`)[0]!.n, 0);
    });

    it('keys compare case-insensitively', async () => {
      const t = await token();
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(t.key.toUpperCase()))).status, 200);
    });

    it('write_enabled false: reads work, POST/PATCH/DELETE 403 and nothing changes', async () => {
      const t = await token({ write_enabled: false });
      const ro = header(t.key);
      const s = await site();
      assert.equal((await api.request.get(`/api/dcim/sites/${s.id}/`).set(ro)).status, 200);
      assert.equal((await api.request.get('/api/dcim/sites/').set(ro)).status, 200);
      const u = uid();
      const post = await api.request.post('/api/dcim/sites/').set(ro).send({ name: `ro-${u}`, slug: `ro-${u}` });
      assert.equal(post.status, 403);
      assert.deepEqual(post.body, READ_ONLY);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`ro-${u}`}`)[0]!.n, 0);
      const patch = await api.request.patch(`/api/dcim/sites/${s.id}/`).set(ro).send({ description: 'read-only' });
      assert.equal(patch.status, 403);
      assert.deepEqual(patch.body, READ_ONLY);
      const put = await api.request.put(`/api/dcim/sites/${s.id}/`).set(ro).send({ name: s.name, slug: s.slug, description: 'read-only' });
      assert.equal(put.status, 403);
      assert.deepEqual(put.body, READ_ONLY);
      const del = await api.request.delete(`/api/dcim/sites/${s.id}/`).set(ro);
      assert.equal(del.status, 403);
      assert.deepEqual(del.body, READ_ONLY);
      assert.deepEqual({ ...(await siteRow(s.id)) }, { name: s.name, description: '' });
      // Nor may it make itself writable, or make new tokens.
      const self = await api.request.patch(`/api/users/tokens/${t.id}/`).set(ro).send({ write_enabled: true });
      assert.equal(self.status, 403);
      assert.deepEqual(self.body, READ_ONLY);
      assert.equal((await tokenRow(t.id))!.write_enabled, false);
      const more = await api.request.post('/api/users/tokens/').set(ro).send({});
      assert.equal(more.status, 403);
      assert.deepEqual(more.body, READ_ONLY);
    });

    it('an expired token: 403 "Token expired"; one expiring later works', async () => {
      const past = await token({ expires: new Date(Date.now() - 60_000).toISOString() });
      for (const res of [
        await api.request.get('/api/dcim/sites/').set(header(past.key)),
        await api.request.post('/api/dcim/sites/').set(header(past.key)).send({ name: 'x', slug: 'x' }),
      ]) {
        assert.equal(res.status, 403);
        assert.deepEqual(res.body, { detail: 'Token expired' });
      }
      assert.equal((await tokenRow(past.id))!.last_used, null);
      const future = await token({ expires: new Date(Date.now() + 3_600_000).toISOString() });
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(future.key))).status, 200);
    });

    it('allowed_ips outside the client address: 403 naming it; inside: works', async () => {
      const outside = await token({ allowed_ips: ['10.0.0.0/8'] });
      const res = await api.request.get('/api/dcim/sites/').set(header(outside.key));
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'Source IP 127.0.0.1 is not permitted to authenticate using this token.' });
      // A forwarded-for header does not let a client choose its address.
      const forwarded = await api.request.get('/api/dcim/sites/').set(header(outside.key)).set('X-Forwarded-For', '10.1.2.3');
      assert.equal(forwarded.status, 403);
      const inside = await token({ allowed_ips: ['127.0.0.0/8'] });
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(inside.key))).status, 200);
      const single = await token({ allowed_ips: ['192.0.2.1', '127.0.0.1'] });
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(single.key))).status, 200);
    });

    it('TRUSTED_PROXIES: behind a trusted proxy, the nearest untrusted X-Forwarded-For address is the client', async () => {
      const behind = await startApi({ TRUSTED_PROXIES: '127.0.0.0/8, 192.0.2.10' });
      try {
        const t = await token({ allowed_ips: ['10.0.0.0/8'] });
        const get = (xff?: string) => {
          const r = behind.request.get('/api/dcim/sites/').set(header(t.key));
          return xff === undefined ? r : r.set('X-Forwarded-For', xff);
        };
        assert.equal((await get()).status, 403, 'the proxy itself is not the client');
        assert.equal((await get('10.1.2.3')).status, 200);
        assert.equal((await get('10.1.2.3, 192.0.2.10')).status, 200, 'through two trusted proxies');
        // A client cannot choose its address by writing the header itself: the entry the proxy
        // added (the real client, 203.0.113.5) is the nearest untrusted one.
        const spoofed = await get('10.9.9.9, 203.0.113.5');
        assert.deepEqual([spoofed.status, spoofed.body], [403, { detail: 'Source IP 203.0.113.5 is not permitted to authenticate using this token.' }]);
        assert.equal((await get('not-an-address')).status, 403);
      } finally {
        await behind.close();
      }
    });

    it('allowed_ips must be addresses or prefixes: 400 on the field, no token', async () => {
      const d = `bad-ips-${uid()}`;
      for (const allowed_ips of [['not-an-ip'], ['10.0.0.0/33'], 'text', [5], [null]]) {
        const res = await api.request.post('/api/users/tokens/').set(auth).send({ description: d, allowed_ips });
        assert.equal(res.status, 400, `${JSON.stringify(allowed_ips)} -> ${res.status} ${JSON.stringify(res.body)}`);
        assert.deepEqual(Object.keys(res.body), ['allowed_ips'], JSON.stringify(res.body));
      }
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM users_token WHERE description = ${d}`)[0]!.n, 0);
    });

    it('last_used: set on first use, kept within 60 s, moved when older', async () => {
      const t = await token();
      assert.equal((await tokenRow(t.id))!.last_used, null);
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(t.key))).status, 200);
      const first = (await tokenRow(t.id))!.last_used as Date;
      assert.ok(first instanceof Date);
      assert.ok(Math.abs(Date.now() - first.getTime()) < 10_000);
      await new Promise((r) => setTimeout(r, 20));
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(t.key))).status, 200);
      assert.equal(((await tokenRow(t.id))!.last_used as Date).getTime(), first.getTime());
      await api.sql`UPDATE users_token SET last_used = now() - interval '61 seconds' WHERE id = ${t.id}`;
      const old = (await tokenRow(t.id))!.last_used as Date;
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(t.key))).status, 200);
      const moved = (await tokenRow(t.id))!.last_used as Date;
      assert.ok(moved.getTime() > old.getTime() + 50_000, `${old.toISOString()} -> ${moved.toISOString()}`);
      // The API shows it as a full timestamp.
      const shown = await api.request.get(`/api/users/tokens/${t.id}/`).set(auth);
      assert.match(shown.body.last_used, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    });

    it('a refused request does not stamp last_used', async () => {
      const t = await token({ write_enabled: false });
      const res = await api.request.post('/api/dcim/sites/').set(header(t.key)).send({ name: 'x', slug: 'x' });
      assert.equal(res.status, 403);
      assert.equal((await tokenRow(t.id))!.last_used, null);
    });

    it('MAINTENANCE_MODE: writes 503 with a detail, nothing written, last_used never updated', async () => {
      const t = await token();
      await api.sql`UPDATE users_token SET last_used = now() - interval '1 hour' WHERE id = ${t.id}`;
      const old = (await tokenRow(t.id))!.last_used as Date;
      const fresh = await token();
      const m = await startApi({ MAINTENANCE_MODE: 'true' });
      try {
        assert.equal((await m.request.get('/api/dcim/sites/').set(header(t.key))).status, 200);
        assert.equal(((await tokenRow(t.id))!.last_used as Date).getTime(), old.getTime());
        assert.equal((await m.request.get('/api/dcim/sites/').set(header(fresh.key))).status, 200);
        assert.equal((await tokenRow(fresh.id))!.last_used, null);
        const u = uid();
        const s = await site();
        for (const res of [
          await m.request.post('/api/dcim/sites/').set(header(t.key)).send({ name: `mm-${u}`, slug: `mm-${u}` }),
          await m.request.patch(`/api/dcim/sites/${s.id}/`).set(header(t.key)).send({ description: 'maintenance' }),
          await m.request.delete(`/api/dcim/sites/${s.id}/`).set(header(t.key)),
          await m.request.post('/api/users/tokens/provision/').send({ username: 'admin', password: 'admin-password' }),
        ]) {
          assert.equal(res.status, 503);
          assert.deepEqual(Object.keys(res.body), ['detail']);
          assert.equal(typeof res.body.detail, 'string');
        }
        assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`mm-${u}`}`)[0]!.n, 0);
        assert.deepEqual({ ...(await siteRow(s.id)) }, { name: s.name, description: '' });
      } finally {
        await m.close();
      }
    });
  });

  describe('the tokens endpoint', () => {
    it('POST {}: a token of the requesting user, the generated key shown once', async () => {
      const res = await api.request.post('/api/users/tokens/').set(auth).send({});
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.match(res.body.key, /^[0-9a-f]{40}$/);
      assert.equal(res.body.user.id, adminId);
      assert.equal(res.body.user.username, 'admin');
      assert.equal(res.body.write_enabled, true);
      assert.equal(res.body.expires, null);
      assert.match(res.body.created, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(res.body.key))).status, 200);
    });

    it('POST {"key": ""}: a key made as for {}', async () => {
      const res = await api.request.post('/api/users/tokens/').set(auth).send({ key: '' });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.match(res.body.key, /^[0-9a-f]{40}$/);
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(res.body.key))).status, 200);
    });

    it('a given 40-hex key is used as it is, and authenticates; a deleted token can be restored', async () => {
      const key = newKey();
      const first = await created('users/tokens', { key, description: 'restorable' });
      assert.equal(first.key, key);
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(key))).status, 200);
      assert.equal((await api.request.delete(`/api/users/tokens/${first.id}/`).set(auth)).status, 204);
      const gone = await api.request.get('/api/dcim/sites/').set(header(key));
      assert.equal(gone.status, 403);
      assert.deepEqual(gone.body, { detail: 'Invalid token' });
      const again = await created('users/tokens', { key, description: 'restored' });
      assert.equal(again.key, key);
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(key))).status, 200);
    });

    it('a malformed key: 400 on key, no token', async () => {
      const d = `badkey-${uid()}`;
      for (const key of ['abc', newKey() + '0', 'g'.repeat(40), 12345, { k: 1 }, ['x']]) {
        const res = await api.request.post('/api/users/tokens/').set(auth).send({ key, description: d });
        assert.equal(res.status, 400, `${JSON.stringify(key)} -> ${res.status} ${JSON.stringify(res.body)}`);
        assert.deepEqual(Object.keys(res.body), ['key'], JSON.stringify(res.body));
      }
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM users_token WHERE description = ${d}`)[0]!.n, 0);
    });

    it('a duplicate key (in any case): 400 on key, not 500', async () => {
      const key = newKey();
      await created('users/tokens', { key });
      for (const k of [key, key.toUpperCase()]) {
        const res = await api.request.post('/api/users/tokens/').set(auth).send({ key: k });
        assert.equal(res.status, 400, JSON.stringify(res.body));
        assert.deepEqual(res.body, { key: ['A token with this key already exists.'] });
      }
      const other = await token();
      const patch = await api.request.patch(`/api/users/tokens/${other.id}/`).set(auth).send({ key });
      assert.equal(patch.status, 400, JSON.stringify(patch.body));
      assert.deepEqual(Object.keys(patch.body), ['key']);
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(other.key))).status, 200);
    });

    it('the key never appears in later responses: detail, list, brief, update', async () => {
      const t = await token({ description: `hidden-${uid()}` });
      const bodies = [
        (await api.request.get(`/api/users/tokens/${t.id}/`).set(auth)).body,
        (await api.request.get(`/api/users/tokens/?id=${t.id}`).set(auth)).body,
        (await api.request.get(`/api/users/tokens/?id=${t.id}&brief=1`).set(auth)).body,
        (await api.request.get('/api/users/tokens/?limit=1000').set(auth)).body,
        (await api.request.patch(`/api/users/tokens/${t.id}/`).set(auth).send({ description: 'changed' })).body,
      ];
      for (const body of bodies) {
        const text = JSON.stringify(body);
        assert.ok(!text.includes(t.key), text.slice(0, 300));
        assert.ok(!text.includes('"key"'), text.slice(0, 300));
      }
      assert.equal(bodies[1].count, 1);
    });

    it('ALLOW_TOKEN_RETRIEVAL: keys made while it is on read back later (sealed, never stored plain); off, they do not', async () => {
      const before = await token();
      const on = await startApi({ ALLOW_TOKEN_RETRIEVAL: 'true' });
      try {
        const made = await on.request.post('/api/users/tokens/').set(auth).send({ description: 'retrievable' });
        assert.equal(made.status, 201, JSON.stringify(made.body));
        const key = made.body.key as string;
        assert.equal((await on.request.get(`/api/users/tokens/${made.body.id}/`).set(auth)).body.key, key);
        const listed = (await on.request.get(`/api/users/tokens/?id=${made.body.id}&id=${before.id}`).set(auth)).body.results as Array<{ id: number; key?: string }>;
        assert.deepEqual(listed.map((t) => [t.id, t.key]).sort(), [[before.id, undefined], [made.body.id, key]].sort(), 'a key made while it was off stays unknown');
        const row = (await tokenRow(made.body.id))!;
        for (const [column, value] of Object.entries(row))
          assert.ok(!JSON.stringify(value ?? null).toLowerCase().includes(key), `column ${column} holds the key`);
        assert.ok(row.key_sealed, 'sealed');
        assert.equal((await api.request.get(`/api/users/tokens/${made.body.id}/`).set(auth)).body.key, undefined, 'off: not shown');
        assert.equal((await on.request.get('/api/dcim/sites/').set(header(key))).status, 200, 'the key still authenticates');
      } finally {
        await on.close();
      }
    });

    it('the database holds only a 64-hex digest of the key', async () => {
      const t = await token();
      const row = (await tokenRow(t.id))!;
      for (const [column, value] of Object.entries(row))
        assert.ok(!JSON.stringify(value ?? null).toLowerCase().includes(t.key), `column ${column} holds the key`);
      assert.match(row.key_digest as string, /^[0-9a-f]{64}$/);
      const admin = (await api.sql`SELECT * FROM users_token WHERE description = 'SUPERUSER_API_TOKEN'`)[0]!;
      assert.ok(!JSON.stringify(admin).includes(ADMIN_TOKEN));
    });

    it('the key filter finds a token by its key (any case, repeatable), never one the requester may not see', async () => {
      const a = await token({ description: 'by-key-a' });
      const b = await token({ description: 'by-key-b' });
      const ids = async (qs: string, headers: Record<string, string> = auth) => {
        const res = await api.request.get(`/api/users/tokens/?${qs}`).set(headers);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return (res.body.results as Array<{ id: number }>).map((t) => t.id).sort((x, y) => x - y);
      };
      assert.deepEqual(await ids(`key=${a.key}`), [a.id]);
      assert.deepEqual(await ids(`key=${a.key.toUpperCase()}`), [a.id]);
      assert.deepEqual(await ids(`key=${a.key}&key=${b.key}`), [a.id, b.id].sort((x, y) => x - y));
      assert.deepEqual(await ids(`key=${newKey()}`), []);
      assert.deepEqual(await ids('key=not-a-key'), []);
      // Another user naming the admin's key sees nothing of it.
      const other = await plainUser();
      assert.deepEqual(await ids(`key=${a.key}`, other.headers), []);
    });

    it('the key of a token cannot be changed: 400, the old key keeps working', async () => {
      const t = await token();
      const key = newKey();
      const res = await api.request.patch(`/api/users/tokens/${t.id}/`).set(auth).send({ key });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(Object.keys(res.body), ['key']);
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(t.key))).status, 200);
      assert.equal((await api.request.get('/api/dcim/sites/').set(header(key))).status, 403);
    });

    it('a bulk create reveals each key once, aligned with the items', async () => {
      const res = await api.request.post('/api/users/tokens/').set(auth).send([{ description: 'b1' }, { description: 'b2' }]);
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.equal(res.body.length, 2);
      for (const t of res.body) {
        assert.match(t.key, /^[0-9a-f]{40}$/);
        const own = await api.request.get(`/api/users/tokens/${t.id}/`).set(header(t.key));
        assert.equal(own.status, 200);
        assert.equal(own.body.description, t.description);
      }
      assert.notEqual(res.body[0].key, res.body[1].key);
    });

    it('the superuser may create a token for another user', async () => {
      const other = await plainUser();
      const res = await created('users/tokens', { user: other.id });
      assert.equal(res.user.id, other.id);
      const me = await api.request.get(`/api/users/tokens/${res.id}/`).set(header(res.key));
      assert.equal(me.status, 200);
      assert.equal(me.body.user.id, other.id);
    });

    describe('a non-superuser', () => {
      let me: Awaited<ReturnType<typeof plainUser>>;
      before(async () => {
        me = await plainUser();
      });
      const count = async (userId: number) => (await api.sql`SELECT count(*)::int AS n FROM users_token WHERE user_id = ${userId}`)[0]!.n as number;

      it('sees only its own tokens: the list leaves out others\', another\'s detail is 404', async () => {
        const own = await created('users/tokens', { description: 'mine' }, me.headers);
        const list = await api.request.get('/api/users/tokens/?limit=1000').set(me.headers);
        assert.equal(list.status, 200);
        assert.ok(list.body.count >= 1);
        assert.ok(list.body.results.every((t: { user: { id: number } }) => t.user.id === me.id));
        assert.ok(list.body.results.some((t: { id: number }) => t.id === own.id));
        const [adminToken] = await api.sql`SELECT id FROM users_token WHERE user_id = ${adminId} LIMIT 1`;
        assert.equal((await api.request.get(`/api/users/tokens/${adminToken!.id}/`).set(me.headers)).status, 404);
        // The superuser still sees every token.
        const all = await api.request.get(`/api/users/tokens/?user_id=${me.id}`).set(auth);
        assert.ok(all.body.results.some((t: { id: number }) => t.id === own.id));
      });

      it('creates own tokens, naming itself or nobody', async () => {
        const a = await created('users/tokens', {}, me.headers);
        assert.equal(a.user.id, me.id);
        const b = await created('users/tokens', { user: me.id }, me.headers);
        assert.equal(b.user.id, me.id);
      });

      it('cannot create a token for another user without users.grant_token: 403 whoever is named (hidden, missing, by attributes), nothing created', async () => {
        const before = await count(adminId);
        const all = async () => (await api.sql`SELECT count(*)::int AS n FROM users_token`)[0]!.n as number;
        const total = await all();
        for (const user of [adminId, 2147483000, { username: 'admin' }, { username: 'no-such-user' }]) {
          const res = await api.request.post('/api/users/tokens/').set(me.headers).send({ user });
          assert.equal(res.status, 403, JSON.stringify(user));
          assert.deepEqual(res.body, { detail: 'This user does not have permission to create tokens for other users.' });
        }
        const bulk = await api.request.post('/api/users/tokens/').set(me.headers).send([{}, { user: adminId }]);
        assert.equal(bulk.status, 403);
        assert.equal(await count(adminId), before);
        assert.equal(await all(), total);
        // Naming itself, by attributes, still works.
        const own = await created('users/tokens', { user: { username: me.username } }, me.headers);
        assert.equal(own.user.id, me.id);
      });

      it('with users.grant_token creates a token for any user, one it may not view included; the token authenticates as that user', async () => {
        const granter = await plainUser();
        await grant(api, granter.id, ['users.token'], ['grant']);
        const other = await plainUser();
        const res = await api.request.post('/api/users/tokens/').set(granter.headers).send({ user: other.id, description: 'granted' });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.equal(res.body.user.id, other.id);
        const byName = await api.request.post('/api/users/tokens/').set(granter.headers).send({ user: { username: other.username } });
        assert.equal(byName.status, 201, JSON.stringify(byName.body));
        assert.equal(byName.body.user.id, other.id);
        const me2 = await api.request.get('/api/users/users/me/').set(header(res.body.key));
        assert.equal(me2.body.id, other.id);
        // A user that does not exist is still not found.
        const missing = await api.request.post('/api/users/tokens/').set(granter.headers).send({ user: 2147483000 });
        assert.equal(missing.status, 400);
        assert.match(String(missing.body.user), /not found/);
      });

      it('cannot give its token to another user', async () => {
        const own = await created('users/tokens', {}, me.headers);
        const res = await api.request.patch(`/api/users/tokens/${own.id}/`).set(me.headers).send({ user: adminId });
        assert.equal(res.status, 400);
        assert.equal((await tokenRow(own.id))!.user_id, me.id);
      });

      it("cannot change or delete another user's token: 403, the token unchanged", async () => {
        const theirs = await token({ description: 'admin-owned' });
        const patch = await api.request.patch(`/api/users/tokens/${theirs.id}/`).set(me.headers).send({ write_enabled: false });
        assert.equal(patch.status, 403);
        assert.deepEqual(patch.body, NO_PERMISSION);
        const del = await api.request.delete(`/api/users/tokens/${theirs.id}/`).set(me.headers);
        assert.equal(del.status, 403, JSON.stringify(del.body));
        assert.deepEqual(del.body, NO_PERMISSION);
        const bulk = await api.request.delete('/api/users/tokens/').set(me.headers).send([{ id: theirs.id }]);
        assert.equal(bulk.status, 403, JSON.stringify(bulk.body));
        const row = (await tokenRow(theirs.id))!;
        assert.equal(row.write_enabled, true);
        assert.equal((await api.request.get('/api/dcim/sites/').set(header(theirs.key))).status, 200);
      });

      it('deletes its own tokens', async () => {
        const own = await created('users/tokens', {}, me.headers);
        assert.equal((await api.request.delete(`/api/users/tokens/${own.id}/`).set(me.headers)).status, 204);
        assert.equal(await tokenRow(own.id), undefined);
      });
    });
  });
});
