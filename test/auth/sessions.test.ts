// Cookie sessions for browsers: POST /login/ sets sessionid (HttpOnly) and csrftoken; reads
// work with the cookie alone, writes only with the CSRF token echoed in X-CSRFToken; POST
// /logout/ ends the session. Tokens keep working beside them.
import assert from 'node:assert/strict';
import { auth, grant, startApi, uid, type TestApi } from '../support/api.ts';

describe('auth: cookie sessions', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  /** The cookies a response sets, by name, with their attributes. */
  const setCookies = (headers: Record<string, unknown>) => {
    const list = (headers['set-cookie'] as string[] | undefined) ?? [];
    return Object.fromEntries(list.map((c) => [c.split('=')[0]!, { value: c.split(';')[0]!.split('=').slice(1).join('='), attrs: c }]));
  };

  async function loggedIn() {
    const username = `web-${uid()}`;
    const user = (await api.request.post('/api/users/users/').set(auth).send({ username, password: 'browser-password' })).body;
    const r = await api.request.post('/login/').send({ username, password: 'browser-password' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const c = setCookies(r.headers);
    assert.match(c.sessionid!.attrs, /HttpOnly/);
    assert.match(c.sessionid!.attrs, /SameSite=Lax/);
    assert.doesNotMatch(c.csrftoken!.attrs, /HttpOnly/, 'the page script reads it');
    const cookie = `sessionid=${c.sessionid!.value}; csrftoken=${c.csrftoken!.value}`;
    return { id: user.id as number, username, cookie, csrf: c.csrftoken!.value };
  }

  it('a session reads with its cookie; writes need the CSRF token; nothing is written without it', async () => {
    const s = await loggedIn();
    await grant(api, s.id, ['dcim.site'], ['view', 'add']);
    assert.equal((await api.request.get('/api/dcim/sites/').set('Cookie', s.cookie)).status, 200);
    const slug = `web-${uid()}`;
    const forged = await api.request.post('/api/dcim/sites/').set('Cookie', s.cookie).send({ name: slug, slug });
    assert.deepEqual([forged.status, forged.body], [403, { detail: 'CSRF Failed: CSRF token missing or incorrect.' }]);
    const wrong = await api.request.post('/api/dcim/sites/').set('Cookie', s.cookie).set('X-CSRFToken', 'x'.repeat(64)).send({ name: slug, slug });
    assert.equal(wrong.status, 403);
    assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${slug}`)[0]!.n, 0);
    const ok = await api.request.post('/api/dcim/sites/').set('Cookie', s.cookie).set('X-CSRFToken', s.csrf).send({ name: slug, slug });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    // The session is the user's: their permissions apply.
    assert.equal((await api.request.get('/api/dcim/racks/').set('Cookie', s.cookie)).status, 403);
    assert.ok((await api.sql`SELECT last_login FROM users_user WHERE id = ${s.id}`)[0]!.last_login);
  });

  it('logout ends the session; bad credentials are 403; the database keeps no usable cookie', async () => {
    const s = await loggedIn();
    const value = /sessionid=([0-9a-f]+)/.exec(s.cookie)![1]!;
    assert.equal((await api.sql`SELECT count(*)::int AS n FROM netinv_session WHERE key_digest = ${value}`)[0]!.n, 0);
    const out = await api.request.post('/logout/').set('Cookie', s.cookie);
    assert.equal(out.status, 200);
    assert.match(setCookies(out.headers).sessionid!.attrs, /Max-Age=0/);
    const after = await api.request.get('/api/dcim/sites/').set('Cookie', s.cookie);
    assert.deepEqual([after.status, after.body], [403, { detail: 'Authentication credentials were not provided.' }]);
    const bad = await api.request.post('/login/').send({ username: s.username, password: 'wrong-password' });
    assert.deepEqual([bad.status, bad.body], [403, { detail: 'Invalid username/password' }]);
    assert.equal((await api.request.post('/login/').send({ username: s.username })).status, 400);
  });
});
