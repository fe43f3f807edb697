// Bulk create, update and delete on list endpoints, and the spec's rule that they are
// all-or-none: one failing item aborts the whole request and nothing is created, changed or
// deleted (spec "Generic operations", rule 1; DECISIONS.md: bulk errors are a list aligned
// with the request items, `{}` for the good ones).
import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

describe('api: bulk operations', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const sites = async (u: string, n: number, extra: object = {}) => {
    const res = await api.request.post('/api/dcim/sites/').set(auth)
      .send(Array.from({ length: n }, (_, i) => ({ name: `site-${i}-${u}`, slug: `site-${i}-${u}`, ...extra })));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body as Array<Record<string, any>>;
  };
  /** Rows of dcim_site whose name contains the marker, by id. */
  const siteRows = async (u: string) =>
    (await api.sql`SELECT id, name, slug, status, description, facility, last_updated FROM dcim_site WHERE name LIKE ${`%${u}%`} ORDER BY id`).map((r) => ({ ...r }));
  const count = async (u: string) => (await siteRows(u)).length;

  describe('create', () => {
    it('POST of a list answers 201 with the created objects, in the order sent', async () => {
      const u = uid();
      const names = [`zulu-${u}`, `alpha-${u}`, `mike-${u}`];
      const res = await api.request.post('/api/dcim/sites/').set(auth).send(names.map((name) => ({ name, slug: name, facility: `f-${name}` })));
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.ok(Array.isArray(res.body));
      assert.deepEqual(res.body.map((s: { name: string }) => s.name), names);
      for (const s of res.body) {
        assert.ok(Number.isInteger(s.id));
        assert.match(s.url, new RegExp(`/api/dcim/sites/${s.id}/$`));
        assert.deepEqual(s.status, { value: 'active', label: 'Active' });
        assert.equal(s.facility, `f-${s.name}`);
      }
      const rows = await siteRows(u);
      assert.deepEqual(rows.map((r) => r.id).sort(), res.body.map((s: { id: number }) => s.id).sort());
    });

    it('a list of one item is answered with a list', async () => {
      const u = uid();
      const res = await api.request.post('/api/dcim/sites/').set(auth).send([{ name: `one-${u}`, slug: `one-${u}` }]);
      assert.equal(res.status, 201);
      assert.ok(Array.isArray(res.body));
      assert.equal(res.body.length, 1);
    });

    it('one invalid item: 400 with a list aligned to the items ({} for the good ones), nothing created', async () => {
      const u = uid();
      const res = await api.request.post('/api/dcim/sites/').set(auth).send([
        { name: `good-a-${u}`, slug: `good-a-${u}` },
        { name: `bad-${u}` },
        { name: `good-b-${u}`, slug: `good-b-${u}` },
      ]);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, [{}, { slug: ['This field is required.'] }, {}]);
      assert.equal(await count(u), 0);
    });

    it('an item failing against the database (related object missing) creates nothing', async () => {
      const u = uid();
      const res = await api.request.post('/api/dcim/sites/').set(auth).send([
        { name: `good-${u}`, slug: `good-${u}` },
        { name: `bad-${u}`, slug: `bad-${u}`, region: { slug: `no-region-${u}` } },
      ]);
      assert.equal(res.status, 400);
      assert.equal(res.body.length, 2);
      assert.deepEqual(res.body[0], {});
      assert.deepEqual(Object.keys(res.body[1]), ['region']);
      assert.equal(await count(u), 0);
    });

    it('a uniqueness conflict in the last item rolls back the items written before it', async () => {
      const u = uid();
      const [existing] = await sites(u, 1);
      const res = await api.request.post('/api/dcim/sites/').set(auth).send([
        { name: `new-a-${u}`, slug: `new-a-${u}` },
        { name: `new-b-${u}`, slug: `new-b-${u}` },
        { name: existing!.name, slug: `new-c-${u}` },
      ]);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, [{}, {}, { name: ['site with this name already exists.'] }]);
      assert.deepEqual((await siteRows(u)).map((r) => r.id), [existing!.id]);
    });
  });

  describe('update', () => {
    it('bulk PATCH changes per item only the attributes that item gives', async () => {
      const u = uid();
      const [a, b, c] = await sites(u, 3, { description: 'orig', facility: 'orig' });
      const res = await api.request.patch('/api/dcim/sites/').set(auth).send([
        { id: b!.id, description: 'b-desc' },
        { id: a!.id, facility: 'a-fac', status: 'planned' },
      ]);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.map((s: { id: number }) => s.id), [b!.id, a!.id]);
      assert.equal(res.body[0].description, 'b-desc');
      assert.equal(res.body[0].facility, 'orig');
      assert.equal(res.body[1].facility, 'a-fac');
      assert.equal(res.body[1].description, 'orig');
      assert.deepEqual(res.body[1].status, { value: 'planned', label: 'Planned' });
      const rows = new Map((await siteRows(u)).map((r) => [r.id, r]));
      assert.deepEqual([rows.get(a!.id)!.facility, rows.get(a!.id)!.description, rows.get(a!.id)!.status], ['a-fac', 'orig', 'planned']);
      assert.deepEqual([rows.get(b!.id)!.facility, rows.get(b!.id)!.description, rows.get(b!.id)!.status], ['orig', 'b-desc', 'active']);
      // The item not named is untouched.
      assert.deepEqual([rows.get(c!.id)!.facility, rows.get(c!.id)!.description], ['orig', 'orig']);
      assert.equal(new Date(rows.get(c!.id)!.last_updated).getTime(), new Date(c!.last_updated).getTime());
    });

    it('bulk PUT sets the required fields plus whatever else each item gives', async () => {
      const u = uid();
      const [a, b] = await sites(u, 2);
      const res = await api.request.put('/api/dcim/sites/').set(auth).send([
        { id: a!.id, name: `put-a-${u}`, slug: `put-a-${u}`, description: 'with description' },
        { id: b!.id, name: `put-b-${u}`, slug: `put-b-${u}`, time_zone: 'Europe/Amsterdam' },
      ]);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.map((s: { name: string }) => s.name), [`put-a-${u}`, `put-b-${u}`]);
      assert.equal(res.body[0].description, 'with description');
      assert.equal(res.body[1].time_zone, 'Europe/Amsterdam');
      const rows = await siteRows(u);
      assert.deepEqual(rows.map((r) => r.name), [`put-a-${u}`, `put-b-${u}`]);
    });

    it('bulk PUT with an item missing a required field: 400 aligned, nothing changed', async () => {
      const u = uid();
      const [a, b] = await sites(u, 2);
      const before = await siteRows(u);
      const res = await api.request.put('/api/dcim/sites/').set(auth).send([
        { id: a!.id, name: `put-a-${u}`, slug: `put-a-${u}` },
        { id: b!.id, name: `put-b-${u}` },
      ]);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, [{}, { slug: ['This field is required.'] }]);
      assert.deepEqual(await siteRows(u), before);
    });

    it('bulk PATCH with one invalid value: 400 aligned, the good item is not changed either', async () => {
      const u = uid();
      const [a, b] = await sites(u, 2);
      const before = await siteRows(u);
      const res = await api.request.patch('/api/dcim/sites/').set(auth).send([
        { id: a!.id, description: 'should not stick' },
        { id: b!.id, status: 'on-fire' },
      ]);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, [{}, { status: ['"on-fire" is not a valid choice.'] }]);
      assert.deepEqual(await siteRows(u), before);
    });

    it('bulk PATCH whose second item conflicts in the database rolls back the first', async () => {
      const u = uid();
      const [a, b, c] = await sites(u, 3);
      const before = await siteRows(u);
      const res = await api.request.patch('/api/dcim/sites/').set(auth).send([
        { id: a!.id, description: 'should not stick' },
        { id: b!.id, name: c!.name },
      ]);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, [{}, { name: ['site with this name already exists.'] }]);
      assert.deepEqual(await siteRows(u), before);
    });

    it('bulk PATCH naming an object that does not exist: 400 aligned, nothing changed', async () => {
      const u = uid();
      const [a] = await sites(u, 1);
      const before = await siteRows(u);
      const res = await api.request.patch('/api/dcim/sites/').set(auth).send([
        { id: a!.id, description: 'should not stick' },
        { id: 2147483000, description: 'x' },
      ]);
      assert.equal(res.status, 400);
      assert.equal(res.body.length, 2);
      assert.deepEqual(res.body[0], {});
      assert.deepEqual(Object.keys(res.body[1]), ['id']);
      assert.deepEqual(await siteRows(u), before);
    });

    it('bulk PATCH of items without an id is refused, nothing changed', async () => {
      const u = uid();
      const [a] = await sites(u, 1);
      const before = await siteRows(u);
      const res = await api.request.patch('/api/dcim/sites/').set(auth).send([{ id: a!.id, description: 'x' }, { description: 'no id' }]);
      assert.equal(res.status, 400);
      assert.equal(res.body.length, 2);
      assert.deepEqual(res.body[0], {});
      assert.deepEqual(Object.keys(res.body[1]), ['id']);
      assert.deepEqual(await siteRows(u), before);
    });
  });

  describe('delete', () => {
    it('bulk DELETE of [{id}, ...] answers 204 with no body and deletes them all', async () => {
      const u = uid();
      const [a, b, c] = await sites(u, 3);
      const res = await api.request.delete('/api/dcim/sites/').set(auth).send([{ id: a!.id }, { id: c!.id }]);
      assert.equal(res.status, 204);
      assert.equal(res.text, '');
      assert.deepEqual((await siteRows(u)).map((r) => r.id), [b!.id]);
    });

    it('one protected object: 409 and nothing is deleted', async () => {
      const u = uid();
      const [a, b] = await sites(u, 2);
      const rack = await api.request.post('/api/dcim/racks/').set(auth).send({ name: `rack-${u}`, site: b!.id });
      assert.equal(rack.status, 201);
      const res = await api.request.delete('/api/dcim/sites/').set(auth).send([{ id: a!.id }, { id: b!.id }]);
      assert.equal(res.status, 409);
      assert.deepEqual(res.body, { detail: `Unable to delete object. 1 dependent objects were found: rack-${u}` });
      assert.deepEqual((await siteRows(u)).map((r) => r.id), [a!.id, b!.id]);
    });

    it('one id that does not exist: 400 aligned and nothing is deleted', async () => {
      const u = uid();
      const [a] = await sites(u, 1);
      const res = await api.request.delete('/api/dcim/sites/').set(auth).send([{ id: a!.id }, { id: 2147483000 }]);
      assert.equal(res.status, 400);
      assert.equal(res.body.length, 2);
      assert.deepEqual(res.body[0], {});
      assert.deepEqual(Object.keys(res.body[1]), ['id']);
      assert.deepEqual((await siteRows(u)).map((r) => r.id), [a!.id]);
    });

    it('a body that is not a list of {id} is refused with 400 and deletes nothing', async () => {
      const u = uid();
      const [a] = await sites(u, 1);
      for (const body of [{ id: a!.id }, [a!.id], [{ id: 'x' }]]) {
        const res = await api.request.delete('/api/dcim/sites/').set(auth).send(body);
        assert.equal(res.status, 400, JSON.stringify(body));
      }
      assert.equal(await count(u), 1);
    });
  });
});
