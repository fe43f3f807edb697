// NetBox 4.x's `filters:` and `pagination:` arguments, from NetBox 4.6's GraphQL documentation
// (docs/integrations/graphql-api.md) and its lookups, beside the 3.7-style arguments.
import assert from 'node:assert/strict';
import { auth, startApi, type TestApi } from '../support/api.ts';
import { data, gql, makeFixtures, type Fixtures, type Obj } from './fixtures.ts';

describe('GraphQL filters in NetBox 4.x shape', function () {
  this.timeout(60_000);
  let api: TestApi;
  let fx: Fixtures;
  let tenant: Obj;
  const names = (d: Obj) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, (v as Array<{ name: string }>).map((o) => o.name).sort()]));

  before(async () => {
    api = await startApi();
    fx = await makeFixtures(api);
    const r = await api.request.post('/api/tenancy/tenants/').set(auth).send({ name: `Foo-${fx.u}`, slug: `foo-${fx.u}` });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    tenant = r.body;
    const p = await api.request.patch(`/api/dcim/sites/${fx.siteA.id}/`).set(auth).send({ tenant: tenant.id });
    assert.equal(p.status, 200, JSON.stringify(p.body));
  });
  after(async () => api.close());

  const mine = () => `name: {i_contains: "${fx.u}"}`;

  it("answers the documentation's examples: a bare enum, OR with a related tenant, related lists", async () => {
    const d = await data(api, `{
      active: site_list(filters: {status: STATUS_ACTIVE, ${mine()}}) { name }
      planned: site_list(filters: {status: {exact: STATUS_PLANNED}, ${mine()}}) { name }
      either: site_list(filters: {status: STATUS_PLANNED, OR: {tenant: {name: {exact: "Foo-${fx.u}"}}}, AND: {${mine()}}}) { name }
      circuits: circuit_list(filters: {status: STATUS_ACTIVE, cid: {exact: "${fx.circuit.cid}"}}) { name: cid }
    }`);
    assert.deepEqual(names(d), { active: [fx.siteA.name], planned: [fx.siteB.name], either: [fx.siteA.name, fx.siteB.name].sort(), circuits: [fx.circuit.cid] });
    const enabled = await data(api, `{ device_list(filters: {${mine()}}) { name interfaces(filters: {enabled: true}) { name } v2: interfaces(filters: {enabled: {exact: false}}) { name } } }`);
    assert.deepEqual(enabled.device_list.sort((a: Obj, b: Obj) => a.name.localeCompare(b.name)), [
      { name: fx.devA.name, interfaces: [{ name: 'eth0' }], v2: [{ name: 'eth1' }] },
      { name: fx.devB.name, interfaces: [{ name: 'eth0' }], v2: [] },
    ]);
  });

  it('answers every kind of lookup as the REST filter it maps onto', async () => {
    const d = await data(api, `{
      exact: site_list(filters: {name: {exact: "${fx.siteA.name}"}}) { name }
      iexact: site_list(filters: {name: {i_exact: "${fx.siteA.name.toUpperCase()}"}}) { name }
      starts: site_list(filters: {name: {i_starts_with: "FRA-"}, AND: {${mine()}}}) { name }
      ends: site_list(filters: {slug: {i_ends_with: "${fx.u}"}, name: {i_starts_with: "ams"}}) { name }
      inlist: site_list(filters: {slug: {in_list: ["${fx.siteA.slug}", "${fx.siteB.slug}", "none"]}}) { name }
      ids: site_list(filters: {id: {in_list: [${fx.siteB.id}]}}) { name }
      gt: site_list(filters: {id: {gt: ${fx.siteA.id}}, ${mine()}}) { name }
      gte: site_list(filters: {id: {gte: ${fx.siteA.id}}, ${mine()}}) { name }
      lt: site_list(filters: {id: {lt: ${fx.siteB.id}}, ${mine()}}) { name }
      lte: site_list(filters: {id: {lte: ${fx.siteB.id}, gte: ${fx.siteB.id}}}) { name }
      range: site_list(filters: {id: {range: [${fx.siteA.id}, ${fx.siteA.id}]}}) { name }
      nulltenant: site_list(filters: {tenant_id: {is_null: true}, ${mine()}}) { name }
      tenanted: site_list(filters: {tenant_id: {is_null: false}, ${mine()}}) { name }
      choices: site_list(filters: {status: {in_list: [STATUS_ACTIVE, "planned"]}, ${mine()}}) { name }
      related: device_list(filters: {site: {slug: {exact: "${fx.siteB.slug}"}}}) { name }
      deep: device_list(filters: {site: {region: {slug: {exact: "${fx.subregion.slug}"}}}}) { name }
      byid: device_list(filters: {site_id: {exact: ${fx.siteA.id}}}) { name }
      not: device_list(filters: {${mine()}, NOT: {site_id: {exact: ${fx.siteA.id}}}}) { name }
      ornot: site_list(filters: {${mine()}, status: STATUS_PLANNED, OR: {id: {exact: ${fx.siteA.id}}}, NOT: {name: {i_starts_with: "ams"}}}) { name }
      vid: vlan_list(filters: {vid: {exact: 100}, ${mine()}}) { name }
    }`);
    const [a, b] = [fx.siteA.name, fx.siteB.name];
    assert.deepEqual(names(d), {
      exact: [a], iexact: [a], starts: [b], ends: [a], inlist: [a, b].sort(), ids: [b], gt: [b], gte: [a, b].sort(), lt: [a], lte: [b], range: [a],
      nulltenant: [b], tenanted: [a], choices: [a, b].sort(), related: [fx.devB.name], deep: [fx.devA.name], byid: [fx.devA.name], not: [fx.devB.name], ornot: [b], vid: [fx.vlan.name],
    });
  });

  it('ANDs the 3.7 arguments with the filters, and answers 3.7-style queries as before', async () => {
    const d = await data(api, `{
      both: site_list(status: "planned", filters: {${mine()}}) { name }
      none: site_list(status: "active", filters: {status: STATUS_PLANNED, ${mine()}}) { name }
      old: site_list(name__ic: "${fx.u}", status: ["active", "planned"]) { name }
    }`);
    assert.deepEqual(names(d), { both: [fx.siteB.name], none: [], old: [fx.siteA.name, fx.siteB.name].sort() });
  });

  it('pages with pagination: {offset, limit} as NetBox 4.3+, bounded by MAX_PAGE_SIZE', async () => {
    const d = await data(api, `{
      all: site_list(filters: {${mine()}}) { name }
      first: site_list(filters: {${mine()}}, pagination: {limit: 1}) { name }
      second: site_list(filters: {${mine()}}, pagination: {offset: 1, limit: 1}) { name }
      past: site_list(filters: {${mine()}}, pagination: {offset: 2}) { name }
      old: site_list(name__ic: "${fx.u}", limit: 1, offset: 1) { name }
    }`);
    assert.equal(d.all.length, 2);
    assert.deepEqual([d.first, d.second, d.past, d.old], [[d.all[0]], [d.all[1]], [], [d.all[1]]]);
    const small = await startApi({ MAX_PAGE_SIZE: '1' });
    try {
      const capped = await data(small, `{ site_list(filters: {${mine()}}, pagination: {offset: 0, limit: 1000}) { name } }`);
      assert.deepEqual(capped.site_list, [d.all[0]]);
    } finally {
      await small.close();
    }
    const r = await gql(api, '{ site_list(pagination: {limit: -1}) { id } }');
    assert.equal(r.status, 200);
    assert.match(r.body.errors![0]!.message, /Argument "pagination.limit" of "site_list": enter a whole number/);
  });

  it("answers the Ansible collection's nb_inventory_graphql: its starter query, paged by variables", async () => {
    // examples/nb_inventory_graphql/queries/devices.graphql, posted as the plugin posts it:
    // {query, variables: {pagination: {offset, limit: 1000}}} until a page comes back short.
    const query = 'query ($pagination: OffsetPaginationInput) {\n  device_list(pagination: $pagination) {\n    id\n    name\n    primary_ip4 { address dns_name }\n    primary_ip6 { address dns_name }\n  }\n}\n';
    const r = await api.request.post('/graphql/').set({ ...auth, 'Content-Type': 'application/json' }).send(JSON.stringify({ query, variables: { pagination: { offset: 0, limit: 1000 } } }));
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.errors, undefined, JSON.stringify(r.body.errors));
    const mineOnly = (r.body.data.device_list as Obj[]).filter((d) => d.name?.includes(fx.u));
    assert.deepEqual(mineOnly.map((d) => d.name).sort(), [fx.devA.name, fx.devB.name].sort());
    assert.deepEqual(Object.keys(mineOnly[0]!).sort(), ['id', 'name', 'primary_ip4', 'primary_ip6']);
    // pynetbox's graphql helper (pynetbox/core/graphql.py) posts {query, variables: None}.
    const plain = await api.request.post('/graphql/').set(auth).send({ query: `{ site_list(filters: {${mine()}}) { name } }`, variables: null });
    assert.equal(plain.status, 200, JSON.stringify(plain.body));
    assert.equal(plain.body.data.site_list.length, 2);
    // The same query with a filters variable, as a source's `variables` would add it.
    const filtered = await data(api, 'query ($pagination: OffsetPaginationInput, $filters: DeviceFilter) { device_list(pagination: $pagination, filters: $filters) { name } }', { pagination: { offset: 0, limit: 1 }, filters: { name: { i_contains: fx.u }, status: { exact: 'STATUS_ACTIVE' } } });
    assert.equal(filtered.device_list.length, 1);
    const bad = await gql(api, 'query ($f: DeviceFilter) { device_list(filters: $f) { name } }', { f: { status: { exact: 7 } } });
    assert.match(bad.body.errors![0]!.message, /ChoiceFilterLookup: exact takes a choice value/, JSON.stringify(bad.body));
  });

  it('answers bad filters with an error naming the argument, not a 500', async () => {
    for (const [q, pattern] of <Array<[string, RegExp]>>[
      ['site_list(filters: {id: {exact: "x"}})', /Argument "filters.id.exact" of "site_list"/],
      ['site_list(filters: {status: {exact: "nonsense"}})', /Argument "filters.status.exact" of "site_list"/],
      ['site_list(filters: {name: {contains: "a"}})', /Argument "filters.name.contains" of "site_list": case-sensitive lookups are not supported: use i_contains/],
      ['site_list(filters: {name: {regex: "^a"}})', /Argument "filters.name.regex" of "site_list": regular expression lookups are not supported/],
      ['site_list(filters: {id: {range: [1]}})', /Argument "filters.id.range" of "site_list": a range is a list of two values/],
      ['site_list(filters: {slug: {in_list: []}})', /Argument "filters.slug.in_list" of "site_list": in_list takes at least one value/],
      ['site_list(filters: {facility: {gt: "a"}})', /Argument "filters.facility.gt" of "site_list": this lookup is not available on facility/],
      ['device_list(filters: {site: {name: {i_exact: "x"}, id: {exact: "y"}}})', /Argument "filters.site.id.exact" of "device_list"/],
    ]) {
      const r = await gql(api, `{ ${q} { id } }`);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.data, null, q);
      assert.match(r.body.errors![0]!.message, pattern, JSON.stringify(r.body.errors));
    }
    for (const [q, pattern] of <Array<[string, RegExp]>>[
      ['site_list(filters: {status: {like: "a"}})', /ChoiceFilterLookup has no lookup like/],
      ['site_list(filters: {nonsense: {exact: 1}})', /"nonsense" is not defined by type "SiteFilter"/],
      ['interface_list(filters: {enabled: {exact: 3}})', /BoolFilterLookup: exact takes a boolean/],
    ]) {
      const r = await gql(api, `{ ${q} { id } }`);
      assert.ok(r.status === 200 || r.status === 400, JSON.stringify(r.body));
      assert.match(r.body.errors![0]!.message, pattern, JSON.stringify(r.body.errors));
    }
  });

  it('bounds how deep the filters nest and how many lookups they hold', async () => {
    let nested = `{${mine()}}`;
    for (let i = 0; i < 9; i += 1) nested = `{NOT: ${nested}}`;
    const deep = await gql(api, `{ site_list(filters: ${nested}) { id } }`);
    assert.match(deep.body.errors![0]!.message, /nest more than 8 levels deep/, JSON.stringify(deep.body));
    // 22 lookups a level: 5 levels are more than the 100 allowed, 4 are not.
    const level = 'id: {gt: 0, gte: 0, lt: 2000000000, lte: 2000000000, range: [0, 2000000000]}, name: {i_contains: "-", i_starts_with: "", i_ends_with: "", i_exact: "x"}, slug: {i_contains: "-", i_starts_with: "", i_ends_with: "", i_exact: "x"}, description: {i_contains: "", i_starts_with: "", i_ends_with: "", i_exact: ""}, facility: {i_contains: "", i_starts_with: "", i_ends_with: "", i_exact: ""}';
    const levels = (n: number) => `{${Array.from({ length: n }, () => level).join(', OR: {')}${'}'.repeat(n)}`;
    const many = await gql(api, `{ site_list(filters: ${levels(5)}) { id } }`);
    assert.equal(many.status, 200, JSON.stringify(many.body));
    assert.match(many.body.errors![0]!.message, /Argument "filters(\.OR){4}\.\w+" of "site_list": the filters hold more than 100 lookups/, JSON.stringify(many.body));
    const ok = await data(api, `{ site_list(filters: ${levels(4)}) { id } }`);
    assert.deepEqual(ok.site_list, []);
  });
});
