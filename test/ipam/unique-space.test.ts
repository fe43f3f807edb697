// Unique IP space (NetBox 3.7 Prefix.clean / IPAddress.clean): duplicates refused in VRFs with
// enforce_unique and in the global table under ENFORCE_GLOBAL_UNIQUE (the default), allowed
// elsewhere and among shared-role addresses.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type TestApi } from '../support/api.ts';

describe('ipam: unique IP space', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, patch, get, created, refused } = modelHelpers(() => api);
  const octets = () => {
    const u = uid();
    return `${parseInt(u.slice(0, 2), 16)}.${parseInt(u.slice(2, 4), 16)}`;
  };

  it('the global table and enforcing VRFs refuse a duplicate prefix or address; other VRFs take them', async () => {
    const o = octets();
    await created('ipam/prefixes', { prefix: `10.${o}.0/24` });
    await refused(post('ipam/prefixes', { prefix: `10.${o}.0/24` }), 'prefix', new RegExp(`^Duplicate prefix found in global table: 10\\.${o.replace('.', '\\.')}\\.0/24$`));
    await created('ipam/ip-addresses', { address: `10.${o}.1/24` });
    await refused(post('ipam/ip-addresses', { address: `10.${o}.1/32` }), 'address', /^Duplicate IP address found in global table: /);
    const loose = await created('ipam/vrfs', { name: `loose-${uid()}`, enforce_unique: false });
    await created('ipam/prefixes', { prefix: `10.${o}.0/24`, vrf: loose.id });
    await created('ipam/prefixes', { prefix: `10.${o}.0/24`, vrf: loose.id });
    const strict = await created('ipam/vrfs', { name: `strict-${uid()}` });
    await created('ipam/ip-addresses', { address: `10.${o}.1/24`, vrf: strict.id });
    await refused(post('ipam/ip-addresses', { address: `10.${o}.1/24`, vrf: strict.id }), 'address', new RegExp(`^Duplicate IP address found in VRF strict-`));
    // Moving an address onto a taken one is refused and changes nothing.
    const other = await created('ipam/ip-addresses', { address: `10.${o}.2/24`, vrf: strict.id });
    await refused(patch('ipam/ip-addresses', other.id, { address: `10.${o}.1/24` }), 'address', /Duplicate/);
    assert.equal((await get(`ipam/ip-addresses/${other.id}/`)).address, `10.${o}.2/24`);
  });

  it('shared roles (anycast, VIP, VRRP, ...) may repeat among themselves', async () => {
    const o = octets();
    await created('ipam/ip-addresses', { address: `10.${o}.5/24`, role: 'vrrp' });
    await created('ipam/ip-addresses', { address: `10.${o}.5/24`, role: 'vrrp' });
    await refused(post('ipam/ip-addresses', { address: `10.${o}.5/24` }), 'address', /Duplicate/);
  });

  it('ENFORCE_GLOBAL_UNIQUE=false lets the global table repeat', async () => {
    const loose = await startApi({ ENFORCE_GLOBAL_UNIQUE: 'false' });
    try {
      const o = octets();
      for (let i = 0; i < 2; i++) {
        const r = await loose.request.post('/api/ipam/prefixes/').set(auth).send({ prefix: `10.${o}.0/24` });
        assert.equal(r.status, 201, JSON.stringify(r.body));
      }
    } finally {
      await loose.close();
    }
  });
});
