// The error rules of DECISIONS.md ("Errors (status and body)"): each bad request gets its
// status and body, names the offending field, never a 500, and leaves the data as it was.
import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

describe('api: errors', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const post = (path: string, body: unknown) => api.request.post(path).set(auth).send(body as object);
  const created = async (path: string, body: unknown) => {
    const res = await post(path, body);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body;
  };
  const siteCount = async (name: string) => (await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE name = ${name}`)[0]!.n as number;

  describe('delete blocked by dependent objects', () => {
    it('answers 409 naming the dependent object, and deletes nothing', async () => {
      const u = uid();
      const s = await created('/api/dcim/sites/', { name: `site-${u}`, slug: `site-${u}` });
      await created('/api/dcim/racks/', { name: `rack-${u}`, site: s.id, facility_id: 'F7' });
      const res = await api.request.delete(`/api/dcim/sites/${s.id}/`).set(auth);
      assert.equal(res.status, 409);
      assert.deepEqual(res.body, { detail: `Unable to delete object. 1 dependent objects were found: rack-${u} (F7)` });
      assert.equal(await siteCount(`site-${u}`), 1);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_rack WHERE site_id = ${s.id}`)[0]!.n, 1);
    });
  });

  describe('validation: 400 naming the field, nothing written', () => {
    let siteId: number;
    before(async () => {
      const u = uid();
      siteId = (await created('/api/dcim/sites/', { name: `base-${u}`, slug: `base-${u}` })).id;
    });

    const cases: Array<{ what: string; path: string; body: (u: string) => Record<string, unknown>; field: string; message?: string }> = [
      { what: 'a string for an integer', path: 'dcim/racks', body: (u) => ({ name: u, site: siteId, u_height: 'tall' }), field: 'u_height', message: 'A valid integer is required.' },
      { what: 'an object for a string', path: 'dcim/sites', body: (u) => ({ name: { first: u }, slug: u }), field: 'name', message: 'Not a valid string.' },
      { what: 'a number for a string', path: 'ipam/ip-addresses', body: () => ({ address: 167772161 }), field: 'address', message: 'Not a valid string.' },
      { what: '1e30 for a bounded integer', path: 'dcim/racks', body: (u) => ({ name: u, site: siteId, u_height: 1e30 }), field: 'u_height' },
      { what: '1e30 for an unbounded integer', path: 'dcim/racks', body: (u) => ({ name: u, site: siteId, max_weight: 1e30 }), field: 'max_weight' },
      { what: '1e30 for a decimal', path: 'dcim/sites', body: (u) => ({ name: u, slug: u, latitude: 1e30 }), field: 'latitude' },
      { what: '1e30 for a foreign key id', path: 'dcim/racks', body: (u) => ({ name: u, site: 1e30 }), field: 'site' },
      { what: '1e30 inside nested attributes', path: 'dcim/racks', body: (u) => ({ name: u, site: { id: 1e30 } }), field: 'site' },
      { what: '1e30 for a generic relation id', path: 'ipam/ip-addresses', body: () => ({ address: '10.9.9.9/24', assigned_object_type: 'dcim.interface', assigned_object_id: 1e30 }), field: 'assigned_object_id' },
      { what: 'a negative foreign key id', path: 'dcim/racks', body: (u) => ({ name: u, site: -1 }), field: 'site' },
      { what: 'a string for a foreign key', path: 'dcim/racks', body: (u) => ({ name: u, site: 'somewhere' }), field: 'site' },
      { what: 'an invalid CIDR', path: 'ipam/prefixes', body: () => ({ prefix: '10.0.0.300/24' }), field: 'prefix' },
      { what: 'a mask longer than the family', path: 'ipam/ip-addresses', body: () => ({ address: '10.0.0.1/33' }), field: 'address' },
      { what: 'a bad slug', path: 'dcim/sites', body: (u) => ({ name: u, slug: 'not a slug!' }), field: 'slug', message: 'Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.' },
      { what: 'a too long name', path: 'dcim/sites', body: (u) => ({ name: `${u}-${'n'.repeat(100)}`, slug: u }), field: 'name', message: 'Ensure this field has no more than 100 characters.' },
      { what: 'null for a non-nullable string', path: 'dcim/sites', body: (u) => ({ name: null, slug: u }), field: 'name', message: 'This field may not be null.' },
      { what: 'null for a non-nullable choice', path: 'dcim/sites', body: (u) => ({ name: u, slug: u, status: null }), field: 'status', message: 'This field may not be null.' },
      { what: 'null for a required foreign key', path: 'dcim/racks', body: (u) => ({ name: u, site: null }), field: 'site', message: 'This field may not be null.' },
      { what: 'an object for a choice', path: 'dcim/sites', body: (u) => ({ name: u, slug: u, status: { value: 'active', label: 'Active' } }), field: 'status', message: '"{"value":"active","label":"Active"}" is not a valid choice.' },
      { what: 'an unknown choice', path: 'dcim/sites', body: (u) => ({ name: u, slug: u, status: 'sleeping' }), field: 'status', message: '"sleeping" is not a valid choice.' },
      { what: 'a missing required field', path: 'dcim/sites', body: (u) => ({ name: u }), field: 'slug', message: 'This field is required.' },
      { what: 'a pattern with its own message', path: 'extras/tags', body: (u) => ({ name: u, slug: u, color: 'red' }), field: 'color', message: 'Enter a valid hexadecimal RGB color code.' },
      { what: 'a string for a list', path: 'dcim/sites', body: (u) => ({ name: u, slug: u, tags: 'blue' }), field: 'tags' },
      { what: 'a bad address inside a list (checked by a rule)', path: 'users/tokens', body: (u) => ({ description: u, allowed_ips: ['not-an-ip'] }), field: 'allowed_ips' },
    ];
    for (const c of cases) {
      it(`${c.what}: 400 on "${c.field}"`, async () => {
        const u = `v-${uid()}`;
        const body = c.body(u);
        const table = (await api.sql`SELECT count(*)::int AS n FROM pg_class WHERE relkind = 'r'`)[0]!.n;
        const res = await post(`/api/${c.path}/`, body);
        assert.equal(res.status, 400, JSON.stringify(res.body));
        assert.deepEqual(Object.keys(res.body), [c.field], JSON.stringify(res.body));
        assert.ok(Array.isArray(res.body[c.field]) && res.body[c.field].every((m: unknown) => typeof m === 'string' && m.length > 0));
        if (c.message) assert.deepEqual(res.body[c.field], [c.message]);
        // Nothing was created: no object carries the test's marker.
        const list = await api.request.get(`/api/${c.path}/?q=${u}`).set(auth);
        if (list.status === 200) assert.equal(list.body.count, 0, JSON.stringify(list.body.results));
        assert.equal((await api.sql`SELECT count(*)::int AS n FROM pg_class WHERE relkind = 'r'`)[0]!.n, table);
      });
    }

    it('the same bad values in a bulk request are reported on their item', async () => {
      const u = uid();
      const res = await post('/api/users/tokens/', [{ description: `ok-${u}` }, { description: `bad-${u}`, allowed_ips: ['not-an-ip'] }]);
      assert.equal(res.status, 400);
      assert.equal(res.body.length, 2);
      assert.deepEqual(res.body[0], {});
      assert.deepEqual(Object.keys(res.body[1]), ['allowed_ips']);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM users_token WHERE description LIKE ${`%${u}`}`)[0]!.n, 0);
    });

    it('a prefix with host bits is stored as its network (NetBox normalises)', async () => {
      const p = await created('/api/ipam/prefixes/', { prefix: '10.1.1.1/24' });
      assert.equal(p.prefix, '10.1.1.0/24');
      const [row] = await api.sql`SELECT text(prefix) AS prefix FROM ipam_prefix WHERE id = ${p.id}`;
      assert.equal(row!.prefix, '10.1.1.0/24');
    });
  });

  describe('uniqueness', () => {
    it('a second site with the same name is a 400 on "name", not a 500', async () => {
      const u = uid();
      await created('/api/dcim/sites/', { name: `dup-${u}`, slug: `dup-${u}` });
      const res = await post('/api/dcim/sites/', { name: `dup-${u}`, slug: `dup2-${u}` });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { name: ['site with this name already exists.'] });
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`dup2-${u}`}`)[0]!.n, 0);
    });

    it('renaming onto an existing name is a 400, and the object keeps its name', async () => {
      const u = uid();
      await created('/api/dcim/sites/', { name: `one-${u}`, slug: `one-${u}` });
      const two = await created('/api/dcim/sites/', { name: `two-${u}`, slug: `two-${u}` });
      const res = await api.request.patch(`/api/dcim/sites/${two.id}/`).set(auth).send({ slug: `one-${u}` });
      assert.equal(res.status, 400);
      assert.deepEqual(Object.keys(res.body), ['slug']);
      assert.equal((await api.sql`SELECT slug FROM dcim_site WHERE id = ${two.id}`)[0]!.slug, `two-${u}`);
    });

    it('a composite uniqueness conflict (VLAN id in a group) is a 400', async () => {
      const u = uid();
      const g = await created('/api/ipam/vlan-groups/', { name: `g-${u}`, slug: `g-${u}` });
      await created('/api/ipam/vlans/', { vid: 10, name: `a-${u}`, group: g.id });
      const res = await post('/api/ipam/vlans/', { vid: 10, name: `b-${u}`, group: g.id });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM ipam_vlan WHERE group_id = ${g.id}`)[0]!.n, 1);
    });
  });

  describe('request bodies', () => {
    it('malformed JSON is a 400 with {detail}', async () => {
      const res = await api.request.post('/api/dcim/sites/').set(auth).set('Content-Type', 'application/json').send('{"name": "x", ');
      assert.equal(res.status, 400);
      assert.deepEqual(Object.keys(res.body), ['detail']);
      assert.equal(typeof res.body.detail, 'string');
    });

    it('a text/plain body is a 415 with {detail}, and nothing is created', async () => {
      const u = uid();
      const res = await api.request.post('/api/dcim/sites/').set(auth).set('Content-Type', 'text/plain')
        .send(JSON.stringify({ name: `plain-${u}`, slug: `plain-${u}` }));
      assert.equal(res.status, 415);
      assert.deepEqual(Object.keys(res.body), ['detail']);
      assert.equal(await siteCount(`plain-${u}`), 0);
    });

    it('an empty JSON body is a 400 "No data provided", as DRF answers', async () => {
      for (const [method, path] of [['post', '/api/dcim/sites/'], ['put', '/api/dcim/sites/1/'], ['patch', '/api/dcim/sites/1/']] as const) {
        const res = await api.request[method](path).set(auth).set('Content-Type', 'application/json').set('Content-Length', '0');
        assert.equal(res.status, 400, `${method} ${path}`);
        assert.deepEqual(res.body, { non_field_errors: ['No data provided'] }, `${method} ${path}`);
      }
    });

    it('a JSON value that is not an object is a 400 naming no field', async () => {
      for (const text of ['"site"', '42', 'null']) {
        const res = await api.request.post('/api/dcim/sites/').set(auth).set('Content-Type', 'application/json').send(text);
        assert.equal(res.status, 400, text);
        assert.deepEqual(Object.keys(res.body), ['non_field_errors'], text);
      }
    });

    describe('with MAX_BODY_SIZE=1kb', () => {
      let small: TestApi;
      before(async () => {
        small = await startApi({ MAX_BODY_SIZE: '1kb' });
      });
      after(() => small.close());

      it('a body over the limit is a 413 with {detail}, and nothing is created', async () => {
        const u = uid();
        const res = await small.request.post('/api/dcim/sites/').set(auth).send({ name: `big-${u}`, slug: `big-${u}`, comments: 'x'.repeat(2000) });
        assert.equal(res.status, 413);
        assert.deepEqual(Object.keys(res.body), ['detail']);
        assert.equal(await siteCount(`big-${u}`), 0);
      });

      it('a body under the limit is accepted', async () => {
        const u = uid();
        const res = await small.request.post('/api/dcim/sites/').set(auth).send({ name: `small-${u}`, slug: `small-${u}` });
        assert.equal(res.status, 201);
      });
    });
  });

  describe('addresses', () => {
    for (const id of ['abc', '1.5', '-1', '0', '2147483648', '99999999999999999999']) {
      it(`id "${id}" in the path is a 404 for GET, PATCH and DELETE`, async () => {
        for (const [method, req] of [
          ['GET', api.request.get(`/api/dcim/sites/${id}/`).set(auth)],
          ['PATCH', api.request.patch(`/api/dcim/sites/${id}/`).set(auth).send({ description: 'x' })],
          ['DELETE', api.request.delete(`/api/dcim/sites/${id}/`).set(auth)],
        ] as const) {
          const res = await req;
          assert.equal(res.status, 404, `${method} ${id}: ${JSON.stringify(res.body)}`);
          assert.deepEqual(res.body, { detail: 'Not found.' });
        }
      });
    }

    it('an unknown model, application or action is a 404 {"detail": "Not found."}', async () => {
      for (const path of ['/api/dcim/spaceships/', '/api/dcim/spaceships/1/', '/api/nothing/', '/api/nothing/sites/', '/api/dcim/sites/1/teleport/']) {
        const res = await api.request.get(path).set(auth);
        assert.equal(res.status, 404, path);
        assert.deepEqual(res.body, { detail: 'Not found.' }, path);
      }
    });

    it('a method the endpoint does not have is a 405 naming it', async () => {
      const u = uid();
      const s = await created('/api/dcim/sites/', { name: `m-${u}`, slug: `m-${u}` });
      const res = await post(`/api/dcim/sites/${s.id}/`, { name: `m2-${u}`, slug: `m2-${u}` });
      assert.equal(res.status, 405);
      assert.deepEqual(res.body, { detail: 'Method "POST" not allowed.' });
      assert.equal(await siteCount(`m2-${u}`), 0);
    });

    it('an extra endpoint answers only its own methods: 405 with Allow, OPTIONS 200', async () => {
      for (const headers of [{}, auth]) {
        const res = await api.request.get('/api/users/tokens/provision/').set(headers);
        assert.equal(res.status, 405);
        assert.deepEqual(res.body, { detail: 'Method "GET" not allowed.' });
        assert.equal(res.headers.allow, 'POST, OPTIONS');
      }
      const options = await api.request.options('/api/users/tokens/provision/');
      assert.equal(options.status, 200);
      assert.equal(options.headers.allow, 'POST, OPTIONS');
    });
  });

  describe('field names that are JavaScript object members', () => {
    it('are unknown fields like any other (ignored, named in X-Ignored-Fields), alone and in bulk', async () => {
      const u = uid();
      for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        const text = `{"name": "js-${u}-${key}", "slug": "js-${u}-${key.replace(/_/g, '')}", ${JSON.stringify(key)}: {"id": 1}}`;
        const one = await api.request.post('/api/dcim/sites/').set(auth).set('Content-Type', 'application/json').send(text);
        assert.equal(one.status, 201, `${key}: ${one.text}`);
        assert.equal(one.headers['x-ignored-fields'], key);
        assert.equal(Object.hasOwn(one.body, key), false);
        const nested = await api.request.post('/api/dcim/racks/').set(auth).set('Content-Type', 'application/json').send(`{"name": "js-${u}", "site": {${JSON.stringify(key)}: "x"}}`);
        assert.equal(nested.status, 400, `${key}: ${nested.text}`);
        assert.deepEqual(Object.keys(nested.body), ['site'], key);
      }
      assert.equal(await siteCount(`js-${u}-constructor`), 1);
    });
  });

  describe('authentication', () => {
    it('no token: 403 "Authentication credentials were not provided.", for reads and writes', async () => {
      const u = uid();
      for (const req of [
        api.request.get('/api/dcim/sites/'),
        api.request.get('/api/dcim/sites/1/'),
        api.request.post('/api/dcim/sites/').send({ name: `anon-${u}`, slug: `anon-${u}` }),
      ]) {
        const res = await req;
        assert.equal(res.status, 403);
        assert.deepEqual(res.body, { detail: 'Authentication credentials were not provided.' });
      }
      assert.equal(await siteCount(`anon-${u}`), 0);
    });

    it('an unknown token: 403 "Invalid token", and nothing is written', async () => {
      const u = uid();
      for (const key of ['ffffffffffffffffffffffffffffffffffffffff', 'short']) {
        const bad = { Authorization: `Token ${key}` };
        const read = await api.request.get('/api/dcim/sites/').set(bad);
        assert.equal(read.status, 403);
        assert.deepEqual(read.body, { detail: 'Invalid token' });
        const write = await api.request.post('/api/dcim/sites/').set(bad).send({ name: `bad-${u}`, slug: `bad-${u}` });
        assert.equal(write.status, 403);
        assert.deepEqual(write.body, { detail: 'Invalid token' });
      }
      assert.equal(await siteCount(`bad-${u}`), 0);
    });
  });

  describe('SQL-looking values are only values', () => {
    /** Percent-encodes every reserved character, as Python's requests (pynetbox) does. */
    const enc = (v: string) => encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const evil = ["x' OR '1'='1", "'; DROP TABLE dcim_site; --", 'a%b_c', '\\', '"); SELECT pg_sleep(5); --'];

    it('in filters: 200 with no match, no 500', async () => {
      const u = uid();
      await created('/api/dcim/sites/', { name: `plain-${u}`, slug: `plain-${u}` });
      for (const v of evil) {
        for (const param of ['name', 'name__ic', 'name__isw', 'slug', 'q', 'region', 'tag', 'description__nic']) {
          const res = await api.request.get(`/api/dcim/sites/?${param}=${enc(v)}&slug__iew=${u}`).set(auth);
          assert.equal(res.status, 200, `${param}=${v}: ${res.status} ${JSON.stringify(res.body)}`);
          assert.equal(res.body.count, param === 'description__nic' ? 1 : 0, `${param}=${v}`);
        }
      }
      assert.equal(await siteCount(`plain-${u}`), 1);
    });

    it('in bodies: stored and read back exactly, and found again by an exact filter', async () => {
      const u = uid();
      const names = evil.map((v, i) => `${v} ${i}-${u}`);
      const res = await post('/api/dcim/sites/', names.map((name, i) => ({ name, slug: `evil-${i}-${u}`, description: name })));
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.deepEqual(res.body.map((s: { name: string }) => s.name), names);
      for (const name of names) {
        const found = await api.request.get(`/api/dcim/sites/?name=${enc(name)}`).set(auth);
        assert.equal(found.status, 200);
        assert.equal(found.body.count, 1, name);
        assert.equal(found.body.results[0].description, name);
      }
      // The wildcard characters of LIKE match themselves only.
      const like = await api.request.get(`/api/dcim/sites/?name__ic=${enc('a%b_c')}`).set(auth);
      assert.deepEqual(like.body.results.map((s: { name: string }) => s.name), [names[2]]);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE name LIKE ${`%-${u}`}`)[0]!.n, names.length);
    });
  });
});
