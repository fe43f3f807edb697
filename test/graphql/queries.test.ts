import assert from 'node:assert/strict';
import { startApi, type TestApi } from '../support/api.ts';
import { data, gql, makeFixtures, type Fixtures } from './fixtures.ts';

describe('GraphQL queries', function () {
  this.timeout(60_000);
  let api: TestApi;
  let fx: Fixtures;

  before(async () => {
    api = await startApi();
    fx = await makeFixtures(api);
  });
  after(async () => api.close());

  it("answers the spec's example under `circuits` through an alias", async () => {
    const d = await data(api, `{ circuits: circuit_list(cid: "${fx.circuit.cid}") { cid provider { name } status { value label } class_type } }`);
    assert.deepEqual(d, { circuits: [{ cid: fx.circuit.cid, provider: { name: fx.provider.name }, status: { value: 'active', label: 'Active' }, class_type: 'Circuit' }] });
  });

  it('reads one object by id, null when there is none', async () => {
    const d = await data(api, `query($id: Int!) { site(id: $id) { id name class_type status { value } } none: site(id: 2147483647) { id } }`, { id: fx.siteA.id });
    assert.deepEqual(d, { site: { id: String(fx.siteA.id), name: fx.siteA.name, class_type: 'Site', status: { value: 'active' } }, none: null });
  });
});
