// GraphQL under the REST API's authentication and object permissions, its statement count,
// and GraphQL over HTTP conformance (graphql-http's audit suite).
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { serverAudits } from 'graphql-http';
import { createApp } from '../../src/http/app.ts';
import { auth, startApi, testConfig, uid, type TestApi } from '../support/api.ts';
import { testDatabaseUrl } from '../setup.ts';
import { data, gql, makeFixtures, type Fixtures } from './fixtures.ts';

describe('GraphQL access', function () {
  this.timeout(120_000);
  let api: TestApi;
  let fx: Fixtures;

  before(async () => {
    api = await startApi();
    fx = await makeFixtures(api);
  });
  after(async () => api.close());

  const created = async (path: string, body: object) => {
    const r = await api.request.post(path).set(auth).send(body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };

  /** A user with these view permissions ({object type: constraints}), and their token header. */
  const userWith = async (grants: Record<string, object | null>) => {
    const username = `gq-${uid()}`;
    const user = await created('/api/users/users/', { username, password: 'a-long-password' });
    for (const [type, constraints] of Object.entries(grants))
      await created('/api/users/permissions/', { name: `gq-${uid()}`, object_types: [type], actions: ['view'], users: [user.id], constraints });
    const t = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    return { Authorization: `Token ${t.body.key}` };
  };

  it('shows only the objects the user may view, at the first, second and third level; a hidden single object is null', async () => {
    const headers = await userWith({
      'dcim.site': null,
      'dcim.device': { site__slug: fx.siteA.slug },
      'dcim.interface': { enabled: true },
    });
    const d = await data(api, `{
      site_list(name__ic: "${fx.u}") { name devices { name interfaces { name ip_addresses { address } } } }
      device_list(name__ic: "${fx.u}") { name }
      hidden: device(id: ${fx.devB.id}) { name }
      ip_address(id: ${fx.ips[0]!.id}) { address }
      ip_address_list { id }
      interface(id: ${fx.ifaces[0]!.id}) { name device { name } link_peers { ... on InterfaceType { name } } }
    }`, undefined, headers);
    assert.deepEqual(d.site_list, [
      { name: fx.siteA.name, devices: [{ name: fx.devA.name, interfaces: [{ name: 'eth0', ip_addresses: [] }] }] },
      { name: fx.siteB.name, devices: [] },
    ]);
    assert.deepEqual(d.device_list, [{ name: fx.devA.name }]);
    assert.equal(d.hidden, null);
    assert.equal(d.ip_address, null);
    assert.deepEqual(d.ip_address_list, []);
    // The peer is devB's interface: the interface is visible, its device is not.
    assert.deepEqual(d.interface, { name: 'eth0', device: { name: fx.devA.name }, link_peers: [{ name: 'eth0' }] });
    const peer = await data(api, `{ interface(id: ${fx.ifaces[2]!.id}) { name device { name } } }`, undefined, headers);
    assert.deepEqual(peer.interface, { name: 'eth0', device: null });
  });

  it("matches a 4.x related filter only on related objects the user may view", async () => {
    const headers = await userWith({ 'dcim.device': { site__slug: fx.siteA.slug }, 'dcim.interface': { enabled: true } });
    const q = (name: string) => `{ interface_list(filters: {device: {name: {exact: "${name}"}}}) { name } }`;
    // devB's eth0 is visible, devB is not: filtering by devB's fields finds nothing.
    assert.deepEqual((await data(api, q(fx.devB.name), undefined, headers)).interface_list, []);
    assert.deepEqual((await data(api, q(fx.devA.name), undefined, headers)).interface_list, [{ name: 'eth0' }]);
    assert.deepEqual((await data(api, q(fx.devB.name))).interface_list, [{ name: 'eth0' }], 'a superuser finds it');
  });

  it('takes the session cookie, refuses a bad token, and needs credentials unless EXEMPT_VIEW_PERMISSIONS', async () => {
    const login = await api.request.post('/login/').send({ username: 'admin', password: 'admin-password' });
    const cookie = login.headers['set-cookie'] as unknown as string[];
    const r = await api.request.post('/graphql/').set('Cookie', cookie.map((c) => c.split(';')[0]).join('; ')).send({ query: `{ site(id: ${fx.siteA.id}) { name } }` });
    assert.deepEqual(r.body, { data: { site: { name: fx.siteA.name } } });
    assert.equal((await gql(api, '{ site_list { id } }', undefined, {})).status, 403);
    assert.equal((await gql(api, '{ site_list { id } }', undefined, { Authorization: 'Token 0000000000000000000000000000000000000000' })).status, 403);
    const open = await startApi({ EXEMPT_VIEW_PERMISSIONS: 'dcim.site' });
    try {
      const d = await data(open, `{ site(id: ${fx.siteA.id}) { name } device(id: ${fx.devA.id}) { name } }`, undefined, {});
      assert.deepEqual(d, { site: { name: fx.siteA.name }, device: null });
    } finally {
      await open.close();
    }
  });

  it('costs the same statements over 500 parents as over 5, whatever the depth', async () => {
    const make = async (n: number) => {
      const site = await created('/api/dcim/sites/', { name: `st-${n}-${fx.u}`, slug: `st-${n}-${fx.u}` });
      const devices = await created('/api/dcim/devices/', Array.from({ length: n }, (_, i) => ({ name: `st-${n}-${i}-${fx.u}`, device_type: fx.type.id, role: fx.role.id, site: site.id })));
      const ifaces = await created('/api/dcim/interfaces/', devices.map((d: { id: number }) => ({ device: d.id, name: 'eth0', type: 'virtual' })));
      const vrf = await created('/api/ipam/vrfs/', { name: `st-${n}-${fx.u}` });
      await created('/api/ipam/ip-addresses/', ifaces.map((f: { id: number }, i: number) => ({ address: `10.${50 + n % 200}.${1 + (i >> 8)}.${i & 255}/16`, vrf: vrf.id, assigned_object_type: 'dcim.interface', assigned_object_id: f.id })));
      return site;
    };
    const count = async (site: { id: number }, n: number) => {
      const q = `{ device_list(site_id: ${site.id}) { name interfaces { name ip_addresses { address } } } }`;
      await data(api, q); // connections and table sizes read once beforehand
      const from = api.statements.length;
      const d = await data(api, q);
      assert.equal(d.device_list.length, n);
      assert.ok(d.device_list.every((x: { interfaces: Array<{ ip_addresses: unknown[] }> }) => x.interfaces[0]!.ip_addresses.length === 1));
      return api.statements.slice(from).filter((s) => !/pg_catalog\.pg_type|^UPDATE users_token SET last_used/.test(s));
    };
    const few = await count(await make(5), 5);
    const many = await count(await make(500), 500);
    assert.equal(many.length, few.length, `${few.join('\n')}\n---\n${many.join('\n')}`);
    assert.ok(few.length <= 2, `token check and the query: ${few.length}`);
  });

  it("passes graphql-http's GraphQL over HTTP audit", async () => {
    const handle = createApp({ config: testConfig(), databaseUrl: testDatabaseUrl() });
    const server = handle.app.listen(0, '127.0.0.1');
    await new Promise((ok) => server.once('listening', ok));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql/`;
      const fetchFn = (input: string | URL | Request, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        headers.set('Authorization', auth.Authorization);
        return fetch(input, { ...init, headers });
      };
      const results = await Promise.all(serverAudits({ url, fetchFn }).map((a) => a.fn()));
      const failed = results.flatMap((r) => (r.status === 'error' ? [`${r.name}: ${r.reason}`] : []));
      assert.deepEqual(failed, []);
      console.log(`      audit: ${results.filter((r) => r.status === 'ok').length} ok, ${results.filter((r) => r.status === 'warn').length} warnings (SHOULDs), 0 errors`);
    } finally {
      server.close();
      await handle.close();
    }
  });
});
