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
    const d = await data(api, `{ circuits: circuit_list(cid: "${fx.circuit.cid}") { cid provider { name } status class_type } }`);
    assert.deepEqual(d, { circuits: [{ cid: fx.circuit.cid, provider: { name: fx.provider.name }, status: 'active', class_type: 'Circuit' }] });
  });

  it('reads one object by id, null when there is none', async () => {
    const d = await data(api, `query($id: Int!) { site(id: $id) { id name class_type status } none: site(id: 2147483647) { id } }`, { id: fx.siteA.id });
    assert.deepEqual(d, { site: { id: String(fx.siteA.id), name: fx.siteA.name, class_type: 'Site', status: 'active' }, none: null });
  });

  it('filters as REST does: lookups, a list is OR, strings for numbers and booleans, trees, tags', async () => {
    const names = (d: Record<string, Array<{ name: string }>>) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v.map((o) => o.name).sort()]));
    const d = await data(api, `{
      ic: site_list(name__ic: "${fx.u}") { name }
      or: site_list(slug: ["${fx.siteA.slug}", "${fx.siteB.slug}"]) { name }
      one: site_list(slug: "${fx.siteB.slug}") { name }
      status: site_list(status: "planned", name__ic: "${fx.u}") { name }
      region: site_list(region: "${fx.region.slug}") { name }
      byid: site_list(id: "${fx.siteA.id}") { name }
      tagged: device_list(tag: ["${fx.tag.slug}"], name__ic: "${fx.u}") { name }
      untagged: device_list(tag__n: "${fx.tag.slug}", name__ic: "${fx.u}") { name }
      enabled: interface_list(device_id: ${fx.devA.id}, enabled: "false") { name }
    }`);
    assert.deepEqual(names(d), {
      ic: [fx.siteA.name, fx.siteB.name].sort(), or: [fx.siteA.name, fx.siteB.name].sort(), one: [fx.siteB.name],
      status: [fx.siteB.name], region: [fx.siteA.name], byid: [fx.siteA.name], tagged: [fx.devA.name], untagged: [fx.devB.name], enabled: ['eth1'],
    });
  });

  it('answers a bad filter value with an error naming the argument, not a 500', async () => {
    for (const [q, arg] of <Array<[string, string]>>[['site_list(id: "x") { id }', 'id'], ['site_list(status: "nonsense") { id }', 'status'], ['interface_list(enabled: "maybe") { id }', 'enabled'], ['prefix_list(within: "10.0.0.300/8") { id }', 'within']]) {
      const r = await gql(api, `{ ${q} }`);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.data, null);
      assert.match(r.body.errors![0]!.message, new RegExp(`Argument "${arg}"`), JSON.stringify(r.body.errors));
      assert.deepEqual(r.body.errors![0]!.path, [q.split('(')[0]]);
    }
    const r = await gql(api, '{ site_list(id: {a: 1}) { id } }');
    assert.equal(r.status, 200);
    assert.match(r.body.errors![0]!.message, /IntOrString/);
  });

  it('nests in both directions, related lists with filters, limit and offset', async () => {
    const d = await data(api, `{ device_list(name__ic: "${fx.u}", site_id: [${fx.siteA.id}, ${fx.siteB.id}]) {
      name site { name devices { name } }
      interfaces { name device { name } ip_addresses { address } }
      enabled: interfaces(enabled: true) { name }
      second: interfaces(limit: 1, offset: 1) { name }
    } }`);
    assert.deepEqual(d.device_list, [
      { name: fx.devA.name, site: { name: fx.siteA.name, devices: [{ name: fx.devA.name }] },
        interfaces: [{ name: 'eth0', device: { name: fx.devA.name }, ip_addresses: [{ address: '10.9.0.1/24' }, { address: '10.9.0.2/24' }] }, { name: 'eth1', device: { name: fx.devA.name }, ip_addresses: [] }],
        enabled: [{ name: 'eth0' }], second: [{ name: 'eth1' }] },
      { name: fx.devB.name, site: { name: fx.siteB.name, devices: [{ name: fx.devB.name }] },
        interfaces: [{ name: 'eth0', device: { name: fx.devB.name }, ip_addresses: [{ address: '10.9.1.1/24' }] }],
        enabled: [{ name: 'eth0' }], second: [] },
    ]);
  });

  it('selects union members with inline and named fragments', async () => {
    const d = await data(api, `fragment If on InterfaceType { name device { name } }
      { ip_address(id: ${fx.ips[0]!.id}) { address assigned_object_type assigned_object { __typename ...If ... on VMInterfaceType { id } } }
        cable(id: ${fx.cable.id}) { a_terminations { __typename ... on InterfaceType { name } } b_terminations { ...If } }
        interface(id: ${fx.ifaces[0]!.id}) { link_peers { ... on InterfaceType { name class_type } } connected_endpoints { ...If } } }`);
    assert.deepEqual(d.ip_address, { address: '10.9.0.1/24', assigned_object_type: 'dcim.interface', assigned_object: { __typename: 'InterfaceType', name: 'eth0', device: { name: fx.devA.name } } });
    assert.deepEqual(d.cable, { a_terminations: [{ __typename: 'InterfaceType', name: 'eth0' }], b_terminations: [{ name: 'eth0', device: { name: fx.devB.name } }] });
    assert.deepEqual(d.interface, { link_peers: [{ name: 'eth0', class_type: 'Interface' }], connected_endpoints: [{ name: 'eth0', device: { name: fx.devB.name } }] });
  });

  it('answers introspection beside data, and an IP family with only the keys selected', async () => {
    const d = await data(api, `{ __schema { queryType { name } } ip_address(id: ${fx.ips[0]!.id}) { family { label } assigned_object { ... on InterfaceType { name } } } }`);
    assert.deepEqual(d, { __schema: { queryType: { name: 'Query' } }, ip_address: { family: { label: 'IPv4' }, assigned_object: { name: 'eth0' } } });
    const direct = await data(api, `{ ip_address(id: ${fx.ips[0]!.id}) { family { label } assigned_object { ... on InterfaceType { name } } } }`);
    assert.deepEqual(direct, { ip_address: d.ip_address });
  });

  it('shows choices as their string value (VLAN status too), IP families as {value, label}, custom fields and config contexts as JSON', async () => {
    const d = await data(api, `{ vlan(id: ${fx.vlan.id}) { vid status } device(id: ${fx.devA.id}) { status face airflow custom_fields config_context interfaces(limit: 1) { type mode } } ip_address(id: ${fx.ips[0]!.id}) { status role family { value label } } }`);
    // REST gives VLAN status the integer code {value: 2}; GraphQL the string, as for every choice.
    assert.deepEqual(d.vlan, { vid: 100, status: 'reserved' });
    assert.deepEqual([d.device.status, d.device.face, d.device.airflow], ['active', null, null]);
    assert.deepEqual(d.device.interfaces, [{ type: '1000base-t', mode: null }]);
    assert.deepEqual([d.ip_address.status, d.ip_address.role], ['active', null]);
    const r = await gql(api, `{ vlan(id: ${fx.vlan.id}) { status { value } } }`);
    assert.match(r.body.errors![0]!.message, /Field "status" must not have a selection since type "String!" has no subfields/);
    assert.deepEqual(d.device.config_context, { ntp: 'a' });
    assert.equal(typeof d.device.custom_fields, 'object');
    assert.deepEqual(d.ip_address.family, { value: 4, label: 'IPv4' });
  });

  it('is read-only: a mutation or a subscription is an error', async () => {
    for (const q of ['mutation { site(id: 1) { id } }', 'subscription { site(id: 1) { id } }']) {
      const r = await gql(api, q);
      assert.ok(r.status === 400 || r.status === 200, `${r.status}`);
      assert.ok(r.body.errors?.length, JSON.stringify(r.body));
      assert.ok(!r.body.data, JSON.stringify(r.body));
    }
    const get = await api.request.get('/graphql/').query({ query: `{ site(id: ${fx.siteA.id}) { name } }` }).set('Authorization', `Token 0123456789abcdef0123456789abcdef01234567`).set('Accept', 'application/json');
    assert.equal(get.status, 200);
    assert.deepEqual(get.body, { data: { site: { name: fx.siteA.name } } });
  });

  it('caps every list at MAX_PAGE_SIZE and refuses queries too deep, too aliased or too costly', async () => {
    const small = await startApi({ MAX_PAGE_SIZE: '1', GRAPHQL_MAX_DEPTH: '3', GRAPHQL_MAX_ALIASES: '2', GRAPHQL_MAX_COST: '50' });
    try {
      const d = await data(small, `{ site_list(name__ic: "${fx.u}") { name } device(id: ${fx.devA.id}) { interfaces(limit: 5) { name } } }`);
      assert.equal(d.site_list.length, 1);
      assert.equal(d.device.interfaces.length, 1);
      const deep = await gql(small, '{ device_list { site { region { name } } } }');
      assert.match(deep.body.errors![0]!.message, /4 fields deep; the most allowed is 3 \(GRAPHQL_MAX_DEPTH\)/);
      const aliases = await gql(small, '{ a: site_list { id } b: site_list { id } c: site_list { id } }');
      assert.match(aliases.body.errors![0]!.message, /3 aliases; the most allowed is 2 \(GRAPHQL_MAX_ALIASES\)/);
      const introspection = await gql(small, '{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }');
      assert.equal(introspection.body.errors, undefined, 'introspection counts for no limit');
    } finally {
      await small.close();
    }
    const costly = await startApi({ GRAPHQL_MAX_COST: '3' });
    try {
      const r = await gql(costly, '{ site_list(limit: 10) { devices(limit: 10) { name } } }');
      assert.match(r.body.errors![0]!.message, /the most allowed is 3 \(GRAPHQL_MAX_COST\)/, JSON.stringify(r.body));
      assert.deepEqual(await data(costly, `{ site(id: ${fx.siteA.id}) { name } }`), { site: { name: fx.siteA.name } });
    } finally {
      await costly.close();
    }
  });

  it('serves GraphiQL to browsers from bundled files, with no inline script', async () => {
    const r = await api.request.get('/graphql/').set('Accept', 'text/html,application/xhtml+xml');
    assert.equal(r.status, 200);
    assert.match(r.headers['content-security-policy']!, /script-src 'self';/);
    const scripts = [...r.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.ok(scripts.length >= 3);
    for (const [, attrs, body] of scripts) {
      assert.match(attrs!, /src="\/graphql\/static\//);
      assert.equal(body!.trim(), '');
      const asset = await api.request.get(/src="([^"]+)"/.exec(attrs!)![1]!);
      assert.equal(asset.status, 200);
      assert.match(asset.headers['content-type']!, /javascript/);
    }
    assert.doesNotMatch(r.text, /https?:\/\//, 'no CDN');
    assert.match((await api.request.get('/api/docs')).text, /href="\/graphql\/"/);
    assert.match((await api.request.get('/api/').set('Accept', 'text/html').set('Authorization', 'Token 0123456789abcdef0123456789abcdef01234567')).text, /href="\/graphql\/"/);
  });

  it('answers 404 at /graphql/ with GRAPHQL_ENABLED=false', async () => {
    const off = await startApi({ GRAPHQL_ENABLED: 'false' });
    try {
      const r = await off.request.post('/graphql/').set('Authorization', 'Token 0123456789abcdef0123456789abcdef01234567').send({ query: '{ site_list { id } }' });
      assert.equal(r.status, 404);
      assert.doesNotMatch((await off.request.get('/api/docs')).text, /\/graphql\//);
    } finally {
      await off.close();
    }
  });
});
