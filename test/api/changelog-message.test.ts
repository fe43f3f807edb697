import assert from 'node:assert/strict';
import { auth, header, modelHelpers, NO_PERMISSION, startApi, uid, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

// NetBox 4.4's changelog_message: a write or delete body's note, kept as the `message` of the
// change log entry of each object the body names. pynetbox 7.8 sends it as any other attribute:
// `create(..., changelog_message=...)`, `record.update({..., "changelog_message": ...})`, and
// in the objects of a bulk `update`/`delete`.

describe('changelog_message (NetBox 4.4)', function () {
  let api: TestApi;
  let make: ReturnType<typeof factories>;

  before(async () => {
    api = await startApi();
    make = factories(modelHelpers(() => api).created);
  });
  after(() => api.close());

  type Change = { action: { value: string }; message: string; changed_object_id: number; changed_object_type: string };
  const changes = async (type: string, id: number): Promise<Change[]> => {
    const r = await api.request.get(`/api/extras/object-changes/?changed_object_type=${type}&changed_object_id=${id}&ordering=id`).set(auth);
    assert.equal(r.status, 200);
    return r.body.results;
  };
  const messages = async (type: string, id: number) => (await changes(type, id)).map((c) => [c.action.value, c.message]);

  it('a create, a PATCH and a PUT keep their messages; a write without one has an empty one', async () => {
    const name = uid();
    const created = await api.request.post('/api/dcim/sites/').set(auth).send({ name, slug: name, changelog_message: 'opened' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal('changelog_message' in created.body, false, 'write only');
    assert.equal(created.headers['x-ignored-fields'], undefined, 'not an ignored field');
    const id = created.body.id;
    assert.equal((await api.request.patch(`/api/dcim/sites/${id}/`).set(auth).send({ description: 'd', changelog_message: 'described' })).status, 200);
    assert.equal((await api.request.put(`/api/dcim/sites/${id}/`).set(auth).send({ name, slug: name, status: 'planned', changelog_message: 'replaced' })).status, 200);
    assert.equal((await api.request.patch(`/api/dcim/sites/${id}/`).set(auth).send({ description: 'e' })).status, 200);
    assert.deepEqual(await messages('dcim.site', id), [['create', 'opened'], ['update', 'described'], ['update', 'replaced'], ['update', '']]);
  });

  it('bulk writes and deletes keep each object its own message', async () => {
    const [a, b, c] = [await make.site(), await make.site(), await make.site()];
    const patched = await api.request.patch('/api/dcim/sites/').set(auth)
      .send([{ id: a.id, description: 'x', changelog_message: 'for a' }, { id: b.id, description: 'x' }, { id: c.id, description: 'x', changelog_message: 'for c' }]);
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    assert.equal((await messages('dcim.site', a.id)).at(-1)?.[1], 'for a');
    assert.equal((await messages('dcim.site', b.id)).at(-1)?.[1], '');
    assert.equal((await messages('dcim.site', c.id)).at(-1)?.[1], 'for c');
    const names = [uid(), uid()];
    const posted = await api.request.post('/api/dcim/sites/').set(auth)
      .send([{ name: names[0], slug: names[0], changelog_message: 'first' }, { name: names[1], slug: names[1], changelog_message: 'second' }]);
    assert.equal(posted.status, 201);
    assert.deepEqual(await messages('dcim.site', posted.body[0].id), [['create', 'first']]);
    assert.deepEqual(await messages('dcim.site', posted.body[1].id), [['create', 'second']]);
    const deleted = await api.request.delete('/api/dcim/sites/').set(auth).send([{ id: a.id, changelog_message: 'gone a' }, { id: b.id }]);
    assert.equal(deleted.status, 204);
    assert.deepEqual((await messages('dcim.site', a.id)).at(-1), ['delete', 'gone a']);
    assert.deepEqual((await messages('dcim.site', b.id)).at(-1), ['delete', '']);
  });

  it('a single DELETE takes it from its JSON body', async () => {
    const site = await make.site();
    const r = await api.request.delete(`/api/dcim/sites/${site.id}/`).set(auth).send({ changelog_message: 'closed' });
    assert.equal(r.status, 204);
    assert.deepEqual((await messages('dcim.site', site.id)).at(-1), ['delete', 'closed']);
  });

  it('belongs to the named object only: components made from templates get none', async () => {
    const type = await make.deviceType();
    const tmpl = await api.request.post('/api/dcim/interface-templates/').set(auth).send({ device_type: type.id, name: 'eth0', type: '1000base-t' });
    assert.equal(tmpl.status, 201, JSON.stringify(tmpl.body));
    const [role, site] = [await make.deviceRole(), await make.site()];
    const device = await api.request.post('/api/dcim/devices/').set(auth)
      .send({ name: uid(), device_type: type.id, role: role.id, site: site.id, changelog_message: 'racked' });
    assert.equal(device.status, 201, JSON.stringify(device.body));
    assert.deepEqual(await messages('dcim.device', device.body.id), [['create', 'racked']]);
    const iface = (await api.request.get(`/api/dcim/interfaces/?device_id=${device.body.id}`).set(auth)).body.results[0];
    assert.deepEqual(await messages('dcim.interface', iface.id), [['create', '']]);
  });

  it('shows as `message` on object changes, found by q as NetBox searches it', async () => {
    const note = `note-${uid()}`;
    const site = await make.site();
    await api.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).send({ description: 'q', changelog_message: note });
    const found = await api.request.get(`/api/extras/object-changes/?q=${note}`).set(auth);
    assert.equal(found.status, 200);
    assert.deepEqual(found.body.results.map((c: Change) => [c.changed_object_id, c.message]), [[site.id, note]]);
    const one = await api.request.get(`/api/extras/object-changes/${found.body.results[0].id}/`).set(auth);
    const keys = Object.keys(one.body);
    assert.equal(keys.indexOf('message'), keys.indexOf('object_repr') + 1, "after object_repr, as NetBox's serializer");
  });

  it('a message NetBox cannot keep is a 400 naming it, and nothing is written', async () => {
    const site = await make.site({ description: 'before' });
    const cases: Array<[unknown, string]> = [
      ['x'.repeat(201), 'Ensure this field has no more than 200 characters.'],
      [{ a: 1 }, 'Not a valid string.'],
      [true, 'Not a valid string.'],
      [42, 'Not a valid string.'],
    ];
    for (const [value, error] of cases) {
      const r = await api.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).send({ description: 'after', changelog_message: value });
      assert.equal(r.status, 400);
      assert.deepEqual(r.body, { changelog_message: [error] });
    }
    const other = await make.site();
    const bulk = await api.request.patch('/api/dcim/sites/').set(auth).send([{ id: site.id, description: 'after' }, { id: other.id, changelog_message: 'y'.repeat(300) }]);
    assert.equal(bulk.status, 400);
    assert.deepEqual(bulk.body, [{}, { changelog_message: ['Ensure this field has no more than 200 characters.'] }]);
    const aligned = await api.request.post('/api/dcim/sites/').set(auth).send([{ name: uid(), slug: uid() }, { name: uid(), slug: uid(), changelog_message: [] }]);
    assert.equal(aligned.status, 400);
    assert.deepEqual(aligned.body, [{}, { changelog_message: ['Not a valid string.'] }]);
    assert.equal((await api.request.get(`/api/dcim/sites/${site.id}/`).set(auth)).body.description, 'before');
    assert.equal((await changes('dcim.site', site.id)).length, 1, 'only the create');
    assert.equal((await api.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).send({ description: 'ok', changelog_message: 'x'.repeat(200) })).status, 200, '200 characters fit');
  });

  // A message's type and length are the request validator's, like every field's (a 400 before
  // any permission); a delete body's blank or null one is the engine's, after the permission.
  it('a user without the permission is refused: 403, nothing logged, before a delete message is read', async () => {
    const username = `cl-${uid()}`;
    await modelHelpers(() => api).created('users/users', { username, password: 'a-long-password' });
    const t = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    const site = await make.site();
    for (const r of [
      await api.request.post('/api/dcim/sites/').set(header(t.body.key)).send({ name: uid(), slug: uid(), changelog_message: 'm' }),
      await api.request.patch(`/api/dcim/sites/${site.id}/`).set(header(t.body.key)).send({ changelog_message: 'm' }),
      await api.request.delete(`/api/dcim/sites/${site.id}/`).set(header(t.body.key)).send({ changelog_message: '' }),
    ]) {
      assert.equal(r.status, 403);
      assert.deepEqual(r.body, NO_PERMISSION);
    }
    assert.equal((await changes('dcim.site', site.id)).length, 1, 'only the create');
  });

  it('a delete refuses a blank or null message, as NetBox; a write keeps none for them', async () => {
    const site = await make.site();
    for (const [value, error] of [['', 'This field may not be blank.'], [null, 'This field may not be null.']] as const) {
      const r = await api.request.delete(`/api/dcim/sites/${site.id}/`).set(auth).send({ changelog_message: value });
      assert.equal(r.status, 400);
      assert.deepEqual(r.body, { changelog_message: [error] });
      const bulk = await api.request.delete('/api/dcim/sites/').set(auth).send([{ id: site.id, changelog_message: value }]);
      assert.deepEqual(bulk.body, [{ changelog_message: [error] }]);
    }
    assert.equal((await api.request.get(`/api/dcim/sites/${site.id}/`).set(auth)).status, 200, 'not deleted');
    const blank = await api.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).send({ description: 'b', changelog_message: '' });
    assert.equal(blank.status, 200);
    assert.equal((await messages('dcim.site', site.id)).at(-1)?.[1], '');
  });
});
