// TOKEN_CACHE_SECONDS: a process reuses a token it checked without reading it again, and forgets
// it as soon as PostgreSQL reports a change to a token or a user, whoever made it (another
// process, SQL by hand).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { auth, header, startApi, uid, type TestApi } from '../support/api.ts';

const tokenStatements = (api: TestApi) => api.statements.filter((s) => /FROM users_token t JOIN users_user/.test(s)).length;

/** The status of requests made until it is `status` or `ms` have passed; the last one. */
async function statusWithin(request: () => Promise<{ status: number }>, status: number, ms = 2000): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const got = (await request()).status;
    if (got === status || Date.now() > until) return got;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('auth: the token cache', () => {
  let api: TestApi;
  let other: TestApi;
  before(async () => {
    api = await startApi({ TOKEN_CACHE_SECONDS: '60' });
    other = await startApi({ TOKEN_CACHE_SECONDS: '60' });
  });
  after(async () => {
    await api.close();
    await other.close();
  });

  /** A new user's token, made by SQL (the admin's own must stay usable). */
  const plainToken = async (attrs: { write_enabled?: boolean } = {}) => {
    const key = randomBytes(20).toString('hex');
    const made = await api.request.post('/api/users/users/').set(auth).send({ username: `cache-${uid()}`, password: 'a-long-password', is_superuser: true });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const t = await api.request.post('/api/users/tokens/').set(auth).send({ user: made.body.id, key, write_enabled: attrs.write_enabled ?? true });
    assert.equal(t.status, 201, JSON.stringify(t.body));
    return { id: t.body.id as number, user: made.body.id as number, key };
  };
  /** Statuses once the cache has the token, in both processes: the notifications of the
   * token's and its user's creation may be heard after a first request cached it, and clear the
   * cache once; so until a request after another reads no token (at most 2 s). */
  const cached = async (key: string) => {
    for (const a of [api, other]) {
      const until = Date.now() + 2000;
      for (;;) {
        assert.equal((await a.request.get('/api/dcim/sites/').set(header(key))).status, 200);
        const read = tokenStatements(a);
        assert.equal((await a.request.get('/api/dcim/sites/').set(header(key))).status, 200);
        if (tokenStatements(a) === read || Date.now() > until) break;
      }
    }
  };

  it('a token checked once is not read again by the next request', async () => {
    const t = await plainToken();
    await cached(t.key);
    api.statements.length = 0;
    assert.equal((await api.request.get('/api/dcim/sites/').set(header(t.key))).status, 200);
    assert.equal(tokenStatements(api), 0, api.statements.join('\n'));
    // The admin's token, not yet used by this process, is read.
    assert.equal((await api.request.get('/api/dcim/sites/').set(auth)).status, 200);
    assert.ok(tokenStatements(api) <= 1);
  });

  it('a token deleted through one process is refused by the other', async () => {
    const t = await plainToken();
    await cached(t.key);
    assert.equal((await api.request.delete(`/api/users/tokens/${t.id}/`).set(auth)).status, 204);
    assert.equal(await statusWithin(() => other.request.get('/api/dcim/sites/').set(header(t.key)), 403), 403);
    const res = await api.request.get('/api/dcim/sites/').set(header(t.key));
    assert.deepEqual([res.status, res.body], [403, { detail: 'Invalid token' }]);
  });

  it('a user deactivated by SQL: both processes refuse its token', async () => {
    const t = await plainToken();
    await cached(t.key);
    await api.sql`UPDATE users_user SET is_active = false WHERE id = ${t.user}`;
    for (const a of [api, other]) {
      assert.equal(await statusWithin(() => a.request.get('/api/dcim/sites/').set(header(t.key)), 403), 403);
      assert.deepEqual((await a.request.get('/api/dcim/sites/').set(header(t.key))).body, { detail: 'User inactive or deleted.' });
    }
  });

  it('a token made read-only by SQL may no longer write; nothing is created', async () => {
    const t = await plainToken();
    await cached(t.key);
    await api.sql`UPDATE users_token SET write_enabled = false WHERE id = ${t.id}`;
    const slug = `cache-${uid()}`;
    const write = () => other.request.post('/api/dcim/sites/').set(header(t.key)).send({ name: slug, slug });
    // Probed with a bad body (400 when allowed to write), so no site is made while waiting.
    const probe = () => other.request.post('/api/dcim/sites/').set(header(t.key)).send({ name: slug });
    assert.equal(await statusWithin(probe, 403), 403);
    assert.equal((await write()).status, 403);
    assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${slug}`)[0]!.n, 0);
  });

  it('last_used is stamped once however often the cached token is used', async () => {
    const t = await plainToken();
    await cached(t.key);
    const first = (await api.sql`SELECT last_used FROM users_token WHERE id = ${t.id}`)[0]!.last_used as Date;
    assert.ok(first instanceof Date);
    api.statements.length = 0;
    for (let i = 0; i < 3; i++) assert.equal((await api.request.get('/api/dcim/sites/').set(header(t.key))).status, 200);
    assert.equal(api.statements.filter((s) => s.includes('SET last_used')).length, 0);
  });

  it('TOKEN_CACHE_SECONDS=0: every request reads its token', async () => {
    const off = await startApi({ TOKEN_CACHE_SECONDS: '0' });
    try {
      for (let i = 0; i < 2; i++) assert.equal((await off.request.get('/api/dcim/sites/').set(auth)).status, 200);
      assert.equal(tokenStatements(off), 2);
    } finally {
      await off.close();
    }
  });
});
