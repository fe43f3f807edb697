import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

describe('smoke', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  it('creates, reads, lists and deletes a site', async () => {
    const name = `site-${uid()}`;
    const created = await api.request.post('/api/dcim/sites/').set(auth).send({ name, slug: name });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const got = await api.request.get(`/api/dcim/sites/${created.body.id}/`).set(auth);
    assert.equal(got.status, 200);
    console.log(JSON.stringify(got.body, null, 1));
    const list = await api.request.get(`/api/dcim/sites/?name=${name}`).set(auth);
    assert.equal(list.body.count, 1);
    const del = await api.request.delete(`/api/dcim/sites/${created.body.id}/`).set(auth);
    assert.equal(del.status, 204);
  });
});
