import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

// NetBox 4.3's add_tags and remove_tags on writes of tagged models. pynetbox 7.8 sends them as
// any other attribute (`record.update({"add_tags": [{"name": "x"}]})`, `create(add_tags=...)`),
// in the forms its tags take: ids, {"name": ...} or {"slug": ...}.

describe('add_tags and remove_tags (NetBox 4.3)', function () {
  let api: TestApi;
  let make: ReturnType<typeof factories>;
  const tag: Array<{ id: number; name: string; slug: string }> = [];

  before(async () => {
    api = await startApi();
    make = factories(modelHelpers(() => api).created);
    for (let i = 0; i < 4; i++) {
      const name = `t${i}-${uid()}`;
      tag.push((await api.request.post('/api/extras/tags/').set(auth).send({ name, slug: name })).body);
    }
  });
  after(() => api.close());

  const patch = (path: string, body: unknown) => api.request.patch(path).set(auth).send(body as object);
  const tagsOf = (body: { tags: Array<{ id: number }> }) => body.tags.map((t) => t.id).sort((a, b) => a - b);
  const ids = (...i: number[]) => i.map((k) => tag[k]!.id).sort((a, b) => a - b);
  type Change = { action: { value: string }; prechange_data: { tags: string[] } | null; postchange_data: { tags: string[] } | null };
  const changes = async (type: string, id: number): Promise<Change[]> =>
    (await api.request.get(`/api/extras/object-changes/?changed_object_type=${type}&changed_object_id=${id}&ordering=id`).set(auth)).body.results;

  it('PATCH adds to and removes from the stored tags, by id, name or slug', async () => {
    const site = await make.site({ tags: [tag[0]!.id, tag[1]!.id] });
    const added = await patch(`/api/dcim/sites/${site.id}/`, { add_tags: [{ name: tag[2]!.name }, tag[0]!.id] });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.deepEqual(tagsOf(added.body), ids(0, 1, 2));
    assert.equal(added.headers['x-ignored-fields'], undefined);
    assert.equal('add_tags' in added.body, false, 'write only');
    const removed = await patch(`/api/dcim/sites/${site.id}/`, { remove_tags: [{ slug: tag[0]!.slug }, tag[3]!.id], description: 'kept' });
    assert.equal(removed.status, 200);
    assert.deepEqual(tagsOf(removed.body), ids(1, 2), 'removing a tag it lacks is no error');
    assert.equal(removed.body.description, 'kept');
    const both = await patch(`/api/dcim/sites/${site.id}/`, { add_tags: [tag[3]!.id], remove_tags: [tag[1]!.id] });
    assert.deepEqual(tagsOf(both.body), ids(2, 3));
  });

  it('the change log, and so the webhooks, see the final tags once: one update entry', async () => {
    const site = await make.site({ tags: [tag[0]!.id] });
    await patch(`/api/dcim/sites/${site.id}/`, { add_tags: [tag[1]!.id, tag[2]!.id], remove_tags: [tag[0]!.id] });
    const log = await changes('dcim.site', site.id);
    assert.deepEqual(log.map((c) => c.action.value), ['create', 'update']);
    assert.deepEqual(log[1]!.prechange_data!.tags, [tag[0]!.name]);
    assert.deepEqual(log[1]!.postchange_data!.tags, [tag[1]!.name, tag[2]!.name].sort());
  });

  it('a create takes add_tags as its tags; tags given beside empty lists win', async () => {
    const name = uid();
    const created = await api.request.post('/api/dcim/sites/').set(auth).send({ name, slug: name, add_tags: [tag[1]!.id, tag[0]!.id] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(tagsOf(created.body), ids(0, 1));
    const empty = await patch(`/api/dcim/sites/${created.body.id}/`, { tags: [], add_tags: [tag[2]!.id] });
    assert.equal(empty.status, 200);
    assert.deepEqual(tagsOf(empty.body), [], 'an empty tags list is given and applied first, as NetBox');
    const plain = await patch(`/api/dcim/sites/${created.body.id}/`, { tags: [tag[3]!.id], add_tags: [] });
    assert.deepEqual(tagsOf(plain.body), ids(3));
  });

  it('bulk PATCH changes each object from its own tags', async () => {
    const a = await make.site({ tags: [tag[0]!.id] });
    const b = await make.site({ tags: [tag[1]!.id] });
    const r = await api.request.patch('/api/dcim/sites/').set(auth).send([{ id: a.id, add_tags: [tag[2]!.id] }, { id: b.id, remove_tags: [tag[1]!.id] }]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(tagsOf(r.body[0]), ids(0, 2));
    assert.deepEqual(tagsOf(r.body[1]), []);
  });

  it('other tagged models take them too (a device, an IP address)', async () => {
    const device = await make.device({ tags: [tag[0]!.id] });
    assert.deepEqual(tagsOf((await patch(`/api/dcim/devices/${device.id}/`, { add_tags: [tag[1]!.id] })).body), ids(0, 1));
    const ip = await make.ipAddress();
    assert.deepEqual(tagsOf((await patch(`/api/ipam/ip-addresses/${ip.id}/`, { add_tags: [{ name: tag[2]!.name }] })).body), ids(2));
  });

  it("NetBox's errors, and nothing changes", async () => {
    const site = await make.site({ tags: [tag[0]!.id] });
    const cases: Array<[object, object]> = [
      [{ tags: [tag[1]!.id], add_tags: [tag[2]!.id] }, { tags: ['Cannot specify "tags" together with "add_tags" or "remove_tags".'] }],
      [{ tags: [tag[1]!.id], remove_tags: [tag[0]!.id] }, { tags: ['Cannot specify "tags" together with "add_tags" or "remove_tags".'] }],
      [{ add_tags: [tag[1]!.id, tag[2]!.id], remove_tags: [tag[2]!.id, tag[1]!.id] }, { remove_tags: [`Tags may not be present in both "add_tags" and "remove_tags": ${tag[1]!.name}, ${tag[2]!.name}`] }],
      [{ add_tags: [{ name: 'no-such-tag' }] }, { add_tags: ['Related object not found using the provided attributes: {"name":"no-such-tag"}'] }],
      [{ remove_tags: [2147483647] }, { remove_tags: ['Related object not found using the provided numeric ID: 2147483647'] }],
      [{ add_tags: 'x' }, { add_tags: ['Expected a list of items but got type "str".'] }],
      [{ add_tags: [true] }, { add_tags: ['Related objects must be referenced by numeric ID or by dictionary of attributes. Received an unrecognized value: true'] }],
    ];
    for (const [body, error] of cases) {
      const r = await patch(`/api/dcim/sites/${site.id}/`, { ...body, description: 'changed' });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.deepEqual(r.body, error, JSON.stringify(body));
    }
    const name = uid();
    const create = await api.request.post('/api/dcim/sites/').set(auth).send({ name, slug: name, remove_tags: [tag[0]!.id] });
    assert.equal(create.status, 400);
    assert.deepEqual(create.body, { remove_tags: ['Cannot use "remove_tags" when creating a new object.'] });
    const bulk = await api.request.patch('/api/dcim/sites/').set(auth).send([{ id: site.id, add_tags: [tag[1]!.id] }, { id: (await make.site()).id, add_tags: [{ slug: 'nope' }] }]);
    assert.equal(bulk.status, 400);
    assert.deepEqual(bulk.body, [{}, { add_tags: ['Related object not found using the provided attributes: {"slug":"nope"}'] }]);
    const after = (await api.request.get(`/api/dcim/sites/${site.id}/`).set(auth)).body;
    assert.deepEqual(tagsOf(after), ids(0));
    assert.equal(after.description, '');
    assert.equal((await changes('dcim.site', site.id)).length, 1, 'only the create');
    assert.equal((await api.request.get(`/api/dcim/sites/?slug=${name}`).set(auth)).body.count, 0);
  });

  it('a model without tags ignores them, as any unknown attribute', async () => {
    const t = tag[0]!;
    const r = await patch(`/api/extras/tags/${t.id}/`, { add_tags: [t.id], description: 'x' });
    assert.equal(r.status, 200);
    assert.match(String(r.headers['x-ignored-fields']), /add_tags/);
  });
});
