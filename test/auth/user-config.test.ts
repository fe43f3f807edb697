// GET and PATCH /api/users/config/: a user's own preferences, as NetBox's UserConfig API keeps
// them (its deepmerge on PATCH), with the values the web UI reads checked, the whole bounded,
// one user's apart from another's, and a read-only token refused.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { auth, header, startApi, uid, type TestApi } from '../support/api.ts';

describe('auth: a user\'s preferences (/api/users/config/)', () => {
  let api: TestApi;
  /** A user of their own per test, and a token of theirs (write-enabled unless asked). */
  const user = async (write = true) => {
    const made = await api.request.post('/api/users/users/').set(auth).send({ username: `cfg-${uid()}`, password: 'config-password-1' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const u = made.body;
    const key = randomBytes(20).toString('hex');
    const t = await api.request.post('/api/users/tokens/').set(auth).send({ user: u.id, key, write_enabled: write });
    assert.equal(t.status, 201, JSON.stringify(t.body));
    return { id: u.id as number, headers: header(key) };
  };
  const stored = async (id: number) => (await api.sql`SELECT data FROM netinv_user_config WHERE user_id = ${id}`)[0]?.data;

  before(async () => {
    api = await startApi({ MAX_PAGE_SIZE: '500' });
  });
  after(() => api.close());

  it('answers 403 to an anonymous request, and {} to a user who has stored nothing', async () => {
    for (const r of [await api.request.get('/api/users/config/'), await api.request.patch('/api/users/config/').send({ ui: { colormode: 'dark' } })])
      assert.deepEqual([r.status, r.body], [403, { detail: 'Authentication credentials were not provided.' }]);
    const u = await user();
    const r = await api.request.get('/api/users/config/').set(u.headers);
    assert.deepEqual([r.status, r.body], [200, {}]);
    assert.equal(await stored(u.id), undefined, 'a read stores nothing');
  });

  it('merges each PATCH into what is stored, objects key by key, and answers the whole', async () => {
    const u = await user();
    const patch = (body: unknown) => api.request.patch('/api/users/config/').set(u.headers).send(body as object);
    assert.deepEqual((await patch({ ui: { colormode: 'dark' } }).expect(200)).body, { ui: { colormode: 'dark' } });
    assert.deepEqual((await patch({ pagination: { per_page: 50 } }).expect(200)).body, { ui: { colormode: 'dark' }, pagination: { per_page: 50 } });
    const tables = { DeviceTable: { columns: ['name', 'status'], ordering: ['-name'] } };
    const after = (await patch({ ui: { colormode: 'light', pinned: ['dcim'] }, tables }).expect(200)).body;
    assert.deepEqual(after, { ui: { colormode: 'light', pinned: ['dcim'] }, pagination: { per_page: 50 }, tables });
    // A list replaces a list; null replaces what was there (NetBox's deepmerge).
    assert.deepEqual((await patch({ ui: { pinned: ['ipam'] }, tables: null }).expect(200)).body, { ui: { colormode: 'light', pinned: ['ipam'] }, pagination: { per_page: 50 }, tables: null });
    assert.deepEqual((await api.request.get('/api/users/config/').set(u.headers).expect(200)).body, await stored(u.id));
    // null unsets a preference the web UI reads: its default applies again.
    assert.deepEqual((await patch({ ui: { colormode: null }, pagination: { per_page: null } }).expect(200)).body.ui, { colormode: null, pinned: ['ipam'] });
  });

  it('is listed in the users app\'s root, as NetBox lists it', async () => {
    const root = (await api.request.get('/api/users/').set(auth).expect(200)).body;
    assert.match(root.config, /\/api\/users\/config\/$/);
    assert.deepEqual(Object.keys(root), [...Object.keys(root)].sort());
  });

  it('keeps one user\'s preferences from another\'s', async () => {
    const [a, b] = [await user(), await user()];
    await api.request.patch('/api/users/config/').set(a.headers).send({ ui: { colormode: 'dark' } }).expect(200);
    assert.deepEqual((await api.request.get('/api/users/config/').set(b.headers).expect(200)).body, {});
    await api.request.patch('/api/users/config/').set(b.headers).send({ pagination: { per_page: 25 } }).expect(200);
    assert.deepEqual((await api.request.get('/api/users/config/').set(a.headers).expect(200)).body, { ui: { colormode: 'dark' } });
  });

  it('refuses what the web UI could not use, too deep or too large, or not an object: 400, nothing stored', async () => {
    const u = await user();
    await api.request.patch('/api/users/config/').set(u.headers).send({ ui: { colormode: 'dark' } }).expect(200);
    const refused = async (body: unknown, field: string, message: RegExp) => {
      const r = await api.request.patch('/api/users/config/').set(u.headers).send(body as object);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.match(String(r.body[field]), message, JSON.stringify(r.body));
      assert.deepEqual(await stored(u.id), { ui: { colormode: 'dark' } });
    };
    await refused({ ui: { colormode: 'blue' } }, 'ui.colormode', /light or dark/);
    await refused({ ui: { colormode: ['dark'] } }, 'ui.colormode', /light or dark/);
    await refused({ pagination: { per_page: 0 } }, 'pagination.per_page', /1 to 500/);
    await refused({ pagination: { per_page: 501 } }, 'pagination.per_page', /1 to 500/);
    await refused({ pagination: { per_page: '50' } }, 'pagination.per_page', /whole number/);
    await refused([{ ui: {} }], 'non_field_errors', /JSON object/);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 8; i++) deep = { deeper: deep };
    await refused(deep, 'non_field_errors', /at most 8 levels/);
    await refused({ notes: 'x'.repeat(70 * 1024) }, 'non_field_errors', /at most 65536 bytes/);
  });

  it('refuses a read-only token\'s PATCH (403) and still answers its GET', async () => {
    const u = await user(false);
    const r = await api.request.patch('/api/users/config/').set(u.headers).send({ ui: { colormode: 'dark' } });
    assert.equal(r.status, 403, JSON.stringify(r.body));
    assert.equal(await stored(u.id), undefined);
    assert.equal((await api.request.get('/api/users/config/').set(u.headers)).status, 200);
  });

  it('loses no key to PATCHes at once, and is deleted with its user', async () => {
    const u = await user();
    await Promise.all(Array.from({ length: 10 }, (_, i) => api.request.patch('/api/users/config/').set(u.headers).send({ keys: { [`k${i}`]: i } }).expect(200)));
    const keys = (await stored(u.id)).keys as Record<string, number>;
    assert.deepEqual(Object.keys(keys).sort(), Array.from({ length: 10 }, (_, i) => `k${i}`).sort());
    await api.request.delete(`/api/users/users/${u.id}/`).set(auth).expect(204);
    assert.equal(await stored(u.id), undefined);
  });
});
