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

/** Makes `request` until one answers 200 sending no statement `counted` counts; fails when
 * none does within a few tries. */
async function servedFromCache(api: TestApi, request: () => Promise<{ status: number }>, counted: (api: TestApi) => number): Promise<void> {
  for (let i = 0; i < 20; i++) {
    api.statements.length = 0;
    assert.equal((await request()).status, 200);
    if (counted(api) === 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  assert.fail('every request read again what the cache should hold');
}

describe('auth: the token and object permission caches, in two processes', () => {
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

  describe('tokens', () => {

    /** A new user's token, made by SQL (the admin's own must stay usable). */
    const plainToken = async (attrs: { write_enabled?: boolean } = {}) => {
      const key = randomBytes(20).toString('hex');
      const made = await api.request.post('/api/users/users/').set(auth).send({ username: `cache-${uid()}`, password: 'a-long-password', is_superuser: true });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      const t = await api.request.post('/api/users/tokens/').set(auth).send({ user: made.body.id, key, write_enabled: attrs.write_enabled ?? true });
      assert.equal(t.status, 201, JSON.stringify(t.body));
      return { id: t.body.id as number, user: made.body.id as number, key };
    };
    /** Reads with the token in both processes until each serves one without reading it (the
     * notification of the token's own creation, heard late on a loaded machine, would empty
     * the cache it filled). */
    const cached = async (key: string) => {
      // Every notification of what was made so far has been heard: none empties a cache later.
      await Promise.all([api, other].map((a) => a.services.listener.heard()));
      for (const a of [api, other]) await servedFromCache(a, () => a.request.get('/api/dcim/sites/').set(header(key)), tokenStatements);
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

    it('the listening connections cut: each process listens again, and a change made meanwhile is not served stale', async () => {
      const t = await plainToken();
      await cached(t.key);
      const closed = new Map([api, other].map((a) => [a, a.services.listener.closeCount]));
      // Listening again after noticing the cut: until a process notices, PostgreSQL has
      // closed the connection but the process has not been told (a moment on a loaded machine).
      const listening = async (a: TestApi) => {
        const until = Date.now() + 10_000;
        const again = () => a.services.listener.closeCount > closed.get(a)! && a.services.listener.up;
        while (!again() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
        return again();
      };
      // Every listening connection on this database, as a failover or a proxy would cut them.
      await api.sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'netinv listener' AND datname = current_database()`;
      // A change made while a process may not listen: not heard, yet never served stale.
      await api.sql`UPDATE users_token SET write_enabled = false WHERE id = ${t.id}`;
      for (const a of [api, other]) {
        assert.equal(await listening(a), true, 'listening again');
        const slug = `cache-${uid()}`;
        const res = await a.request.post('/api/dcim/sites/').set(header(t.key)).send({ name: slug });
        assert.equal(res.status, 403, JSON.stringify(res.body));
      }
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

  // The same cache keeps the object permissions a process read for a non-superuser's requests,
  // and every process forgets them when a permission, whom it is assigned to or a user's groups
  // change, however the change is made.
  describe('object permissions', () => {

    const permissionStatements = (a: TestApi) => a.statements.filter((s) => /FROM users_object_permission p\b/.test(s)).length;

    /** A non-superuser's token, two sites (one active), and a permission to view the active
     * sites of those two, assigned to the user or to a group of theirs. */
    const viewer = async (through: 'user' | 'group') => {
      const username = `grant-${uid()}`;
      const user = await api.request.post('/api/users/users/').set(auth).send({ username, password: 'a-long-password' });
      assert.equal(user.status, 201, JSON.stringify(user.body));
      const key = randomBytes(20).toString('hex');
      assert.equal((await api.request.post('/api/users/tokens/').set(auth).send({ user: user.body.id, key })).status, 201);
      const sites: number[] = [];
      for (const status of ['active', 'planned']) {
        const slug = `grant-${uid()}`;
        const s = await api.request.post('/api/dcim/sites/').set(auth).send({ name: slug, slug, status });
        assert.equal(s.status, 201, JSON.stringify(s.body));
        sites.push(s.body.id as number);
      }
      let group: number | undefined;
      if (through === 'group') {
        const g = await api.request.post('/api/users/groups/').set(auth).send({ name: `grant-${uid()}` });
        assert.equal(g.status, 201, JSON.stringify(g.body));
        group = g.body.id as number;
        await api.sql`INSERT INTO users_user_groups (user_id, group_id) VALUES (${user.body.id as number}, ${group})`;
      }
      const p = await api.request.post('/api/users/permissions/').set(auth).send({
        name: `grant-${uid()}`, object_types: ['dcim.site'], actions: ['view'], constraints: { status: 'active', id__in: sites },
        ...(group ? { groups: [group] } : { users: [user.body.id] }),
      });
      assert.equal(p.status, 201, JSON.stringify(p.body));
      const list = (a: TestApi) => a.request.get(`/api/dcim/sites/?id=${sites[0]}&id=${sites[1]}`).set(header(key));
      const shown = async (a: TestApi) => {
        const r = await list(a);
        return r.status === 200 ? (r.body.results as Array<{ id: number }>).map((s) => s.id).sort((x, y) => x - y) : r.status;
      };
      for (const a of [api, other]) {
        assert.deepEqual(await shown(a), [sites[0]]);
        await servedFromCache(a, () => list(a), permissionStatements);
      }
      return { user: user.body.id as number, group, permission: p.body.id as number, sites, list, shown };
    };

    /** What `shown` gives once it gives `want`, or after `ms`. */
    async function shownWithin(shown: () => Promise<unknown>, want: unknown, ms = 2000): Promise<unknown> {
      const until = Date.now() + ms;
      for (;;) {
        const got = await shown();
        if (JSON.stringify(got) === JSON.stringify(want) || Date.now() > until) return got;
        await new Promise((r) => setTimeout(r, 10));
      }
    }

    it('a permission read once is not read again by the next request', async () => {
      const v = await viewer('user');
      api.statements.length = 0;
      assert.deepEqual(await v.shown(api), [v.sites[0]]);
      assert.equal(permissionStatements(api), 0, api.statements.join('\n'));
    });

    it('constraints changed through one process: the other shows the new scope', async () => {
      const v = await viewer('user');
      const r = await api.request.patch(`/api/users/permissions/${v.permission}/`).set(auth).send({ constraints: { status: 'planned', id__in: v.sites } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(await shownWithin(() => v.shown(other), [v.sites[1]]), [v.sites[1]]);
      assert.deepEqual(await shownWithin(() => v.shown(api), [v.sites[1]]), [v.sites[1]]);
    });

    it('a permission unassigned by SQL, or disabled: both processes refuse the reads', async () => {
      const v = await viewer('user');
      await api.sql`DELETE FROM users_object_permission_users WHERE object_permission_id = ${v.permission}`;
      for (const a of [api, other]) assert.equal(await shownWithin(() => v.shown(a), 403), 403);
      const w = await viewer('user');
      await api.sql`UPDATE users_object_permission SET enabled = false WHERE id = ${w.permission}`;
      for (const a of [api, other]) assert.equal(await shownWithin(() => w.shown(a), 403), 403);
    });

    it('a user taken out of the group holding the permission, by SQL: both processes refuse the reads', async () => {
      const v = await viewer('group');
      await api.sql`DELETE FROM users_user_groups WHERE user_id = ${v.user} AND group_id = ${v.group!}`;
      for (const a of [api, other]) assert.equal(await shownWithin(() => v.shown(a), 403), 403);
      const res = await v.list(other);
      assert.equal(res.status, 403);
    });
  });
});
