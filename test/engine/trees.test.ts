import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';
import { apiPaths, factories } from '../support/factories.ts';

// Tree models (tree: true): _depth, loops refused, paths following a move, and filters that
// name a tree object matching everything below it.
describe('engine: trees', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const post = async (path: string, body: object) => {
    const r = await api.request.post(path).set(auth).send(body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body as { id: number; slug: string; _depth: number };
  };
  const region = (slug: string, parent?: number) => post('/api/dcim/regions/', { name: slug, slug, ...(parent ? { parent } : {}) });
  const ids = (body: { results: Array<{ id: number }> }) => body.results.map((r) => r.id).sort((a, b) => a - b);

  it('shows _depth, in brief and nested too', async () => {
    const u = uid();
    const europe = await region(`eu-${u}`);
    const nl = await region(`nl-${u}`, europe.id);
    const ams = await region(`ams-${u}`, nl.id);
    assert.deepEqual([europe._depth, nl._depth, ams._depth], [0, 1, 2]);
    const brief = await api.request.get(`/api/dcim/regions/${ams.id}/?brief=1`).set(auth);
    assert.equal(brief.body._depth, 2);
    const site = await post('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, region: ams.id });
    const got = await api.request.get(`/api/dcim/sites/${site.id}/`).set(auth);
    assert.equal(got.body.region._depth, 2);
  });

  it('matches descendants when a filter names a tree object, by slug or id; parent_id names children only', async () => {
    const u = uid();
    const europe = await region(`eu-${u}`);
    const nl = await region(`nl-${u}`, europe.id);
    const ams = await region(`ams-${u}`, nl.id);
    const asia = await region(`asia-${u}`);
    const sites = await Promise.all([europe, nl, ams, asia].map((r, i) => post('/api/dcim/sites/', { name: `s${i}-${u}`, slug: `s${i}-${u}`, region: r.id })));
    const [sEu, sNl, sAms, sAsia] = sites.map((s) => s.id);
    const q = async (query: string) => ids((await api.request.get(`/api/dcim/sites/?${query}&limit=100`).set(auth)).body);
    assert.deepEqual(await q(`region=eu-${u}`), [sEu!, sNl!, sAms!].sort((a, b) => a - b));
    assert.deepEqual(await q(`region_id=${nl.id}`), [sNl!, sAms!].sort((a, b) => a - b));
    assert.deepEqual(await q(`region=ams-${u}`), [sAms!]);
    assert.deepEqual(await q(`region=nl-${u}&region=asia-${u}`), [sNl!, sAms!, sAsia!].sort((a, b) => a - b));
    // __n excludes the subtree too (among this test's sites: other files' sites would fill the page).
    assert.deepEqual(await q(`region__n=eu-${u}&slug__iew=-${u}`), [sAsia!]);
    const children = ids((await api.request.get(`/api/dcim/regions/?parent_id=${europe.id}`).set(auth)).body);
    assert.deepEqual(children, [nl.id]);
  });

  it('refuses a loop with 400 on parent, and nothing changes', async () => {
    const u = uid();
    const a = await region(`a-${u}`);
    const b = await region(`b-${u}`, a.id);
    const c = await region(`c-${u}`, b.id);
    for (const parent of [a.id, c.id]) {
      const r = await api.request.patch(`/api/dcim/regions/${a.id}/`).set(auth).send({ parent });
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.ok(r.body.parent, JSON.stringify(r.body));
    }
    const again = await api.request.get(`/api/dcim/regions/${a.id}/`).set(auth);
    assert.equal(again.body.parent, null);
    assert.equal(again.body._depth, 0);
  });

  it('moves a subtree: every descendant takes its new depth and filters follow', async () => {
    const u = uid();
    const x = await region(`x-${u}`);
    const y = await region(`y-${u}`);
    const mid = await region(`m-${u}`, x.id);
    const leaf = await region(`l-${u}`, mid.id);
    const site = await post('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}`, region: leaf.id });
    const deeper = await region(`d-${u}`, y.id);
    const moved = await api.request.patch(`/api/dcim/regions/${mid.id}/`).set(auth).send({ parent: deeper.id });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(moved.body._depth, 2);
    assert.equal((await api.request.get(`/api/dcim/regions/${leaf.id}/`).set(auth)).body._depth, 3);
    const underY = ids((await api.request.get(`/api/dcim/sites/?region=y-${u}`).set(auth)).body);
    assert.deepEqual(underY, [site.id]);
    const underX = ids((await api.request.get(`/api/dcim/sites/?region=x-${u}`).set(auth)).body);
    assert.deepEqual(underX, []);
  });

  it('counts what lies in a tree object and below it, as NetBox does, in lists and detail reads alike', async () => {
    const u = uid();
    const top = await region(`t-${u}`);
    const mid = await region(`m-${u}`, top.id);
    const leaf = await region(`l-${u}`, mid.id);
    const other = await region(`o-${u}`);
    for (const [i, r] of [top, mid, mid, leaf].entries()) await post('/api/dcim/sites/', { name: `s${i}-${u}`, slug: `s${i}-${u}`, region: r.id });
    const expected = { [top.id]: 4, [mid.id]: 3, [leaf.id]: 1, [other.id]: 0 };
    const listed = (await api.request.get(`/api/dcim/regions/?slug__iew=-${u}&limit=10`).set(auth)).body.results as Array<{ id: number; site_count: number }>;
    assert.deepEqual(Object.fromEntries(listed.map((r) => [r.id, r.site_count])), expected);
    for (const [id, n] of Object.entries(expected)) assert.equal((await api.request.get(`/api/dcim/regions/${id}/`).set(auth)).body.site_count, n);
    // A move carries the subtree's sites along: the old ancestors count them no more.
    assert.equal((await api.request.patch(`/api/dcim/regions/${leaf.id}/`).set(auth).send({ parent: other.id })).status, 200);
    const after = async (id: number) => (await api.request.get(`/api/dcim/regions/${id}/`).set(auth)).body.site_count;
    assert.deepEqual([await after(top.id), await after(mid.id), await after(other.id)], [3, 2, 1]);

    // Locations count racks and devices below them; tenant and contact groups their members.
    const site = await post('/api/dcim/sites/', { name: `ls-${u}`, slug: `ls-${u}` });
    const hall = await post('/api/dcim/locations/', { name: `h-${u}`, slug: `h-${u}`, site: site.id });
    const room = await post('/api/dcim/locations/', { name: `r-${u}`, slug: `r-${u}`, site: site.id, parent: hall.id });
    await post('/api/dcim/racks/', { name: `k1-${u}`, site: site.id, location: room.id });
    await post('/api/dcim/racks/', { name: `k2-${u}`, site: site.id, location: hall.id });
    await factories(apiPaths(post)).device({ name: `d-${u}`, site: site.id, location: room.id });
    const counts = async (id: number) => { const b = (await api.request.get(`/api/dcim/locations/${id}/`).set(auth)).body; return [b.rack_count, b.device_count]; };
    assert.deepEqual([await counts(hall.id), await counts(room.id)], [[2, 1], [1, 1]]);
    const tg = await post('/api/tenancy/tenant-groups/', { name: `tg-${u}`, slug: `tg-${u}` });
    const tgChild = await post('/api/tenancy/tenant-groups/', { name: `tgc-${u}`, slug: `tgc-${u}`, parent: tg.id });
    await post('/api/tenancy/tenants/', { name: `tn-${u}`, slug: `tn-${u}`, group: tgChild.id });
    const cg = await post('/api/tenancy/contact-groups/', { name: `cg-${u}`, slug: `cg-${u}` });
    await post('/api/tenancy/contacts/', { name: `c-${u}`, group: cg.id });
    const count = async (path: string, id: number, name: string) => (await api.request.get(`${path}${id}/`).set(auth)).body[name];
    assert.deepEqual([await count('/api/tenancy/tenant-groups/', tg.id, 'tenant_count'), await count('/api/tenancy/tenant-groups/', tgChild.id, 'tenant_count'),
      await count('/api/tenancy/contact-groups/', cg.id, 'contact_count')], [1, 1, 1]);
  });

  it('counts the members of a many-to-many relation: a group\'s users, the sites that list an ASN', async () => {
    const u = uid();
    const group = await post('/api/users/groups/', { name: `g-${u}` });
    const empty = await post('/api/users/groups/', { name: `e-${u}` });
    for (const i of [1, 2]) await post('/api/users/users/', { username: `u${i}-${u}`, password: `pw-${u}-Secret!9`, groups: [group.id] });
    const users = async (id: number) => (await api.request.get(`/api/users/groups/${id}/`).set(auth)).body.user_count;
    assert.deepEqual([await users(group.id), await users(empty.id)], [2, 0]);
    const rir = await post('/api/ipam/rirs/', { name: `rir-${u}`, slug: `rir-${u}` });
    const asn = await post('/api/ipam/asns/', { asn: 4200000000 + Math.floor(Math.random() * 90000000), rir: rir.id });
    await post('/api/dcim/sites/', { name: `a-${u}`, slug: `a-${u}`, asns: [asn.id] });
    const listed = (await api.request.get(`/api/ipam/asns/?id=${asn.id}`).set(auth)).body.results[0];
    assert.equal(listed.site_count, 1);
  });
});
