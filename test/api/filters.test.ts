import assert from 'node:assert/strict';
import { auth, registry, startApi, uid, type TestApi } from '../support/api.ts';

// Filters of list endpoints (spec: "Query parameters of list endpoints"): exact values, the
// combination rules (repeat = OR, different = AND, tags repeated = AND), relations by id, by
// slug and null, lookups, bad values, free text, and the IPAM network filters.
// Every list is scoped to this file's own objects (a unique description, site or tag), and
// every narrowing is checked against a scope that is known to hold more objects.

/** encodeURIComponent, plus the characters it leaves alone that URLs reserve (' ( ) * !). */
function enc(v: string): string {
  return encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

describe('list filters', () => {
  let api: TestApi;
  const u = uid();
  // A second octet and an IPv6 group of our own, so the network filters see only our data.
  const o = 100 + (parseInt(u.slice(0, 2), 16) % 100);
  const h = u.slice(0, 4);
  const desc = `flt-${u}`;

  const post = async (path: string, body: object) => {
    const r = await api.request.post(path).set(auth).send(body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };

  /** GET a list with query pairs (values encoded here), all objects in one page. */
  const list = async (path: string, pairs: Array<[string, string]>, status = 200) => {
    const qs = [...pairs, ['limit', '0'] as [string, string]].map(([k, v]) => `${k}=${enc(v)}`).join('&');
    const r = await api.request.get(`${path}?${qs}`).set(auth);
    assert.equal(r.status, status, `${path}?${qs}: ${JSON.stringify(r.body)}`);
    return r;
  };
  /** The sorted ids a filtered list returns. */
  const ids = async (path: string, pairs: Array<[string, string]>) => {
    const r = await list(path, pairs);
    assert.equal(r.body.count, r.body.results.length);
    return (r.body.results as Array<{ id: number }>).map((x) => x.id).sort((a, b) => a - b);
  };
  const sorted = (...xs: number[]) => [...xs].sort((a, b) => a - b);

  // Fixtures
  let tagA: { id: number; slug: string };
  let tagB: { id: number; slug: string };
  let region: { id: number; slug: string };
  let sA: { id: number; slug: string; name: string; created: string };
  let sB: { id: number; slug: string; name: string };
  let sC: { id: number; slug: string; name: string };
  let sD: { id: number; slug: string; name: string };
  let allSites: number[];

  before(async () => {
    api = await startApi();
    tagA = await post('/api/extras/tags/', { name: `ta-${u}`, slug: `ta-${u}` });
    tagB = await post('/api/extras/tags/', { name: `tb-${u}`, slug: `tb-${u}` });
    region = await post('/api/dcim/regions/', { name: `reg-${u}`, slug: `reg-${u}` });
    [sA, sB, sC, sD] = await post('/api/dcim/sites/', [
      { name: `Alpha-${u}`, slug: `alpha-${u}`, status: 'active', region: region.id, tags: [tagA.id, tagB.id], description: desc, facility: `Fac-${u}-Zulu` },
      { name: `bravo-${u}`, slug: `bravo-${u}`, status: 'planned', tags: [tagA.id], description: desc },
      { name: `Charlie-${u}-X`, slug: `charlie-${u}`, status: 'staging', tags: [tagB.id], description: desc },
      { name: `delta-${u}`, slug: `delta-${u}`, status: 'active', description: desc },
    ]);
    allSites = sorted(sA.id, sB.id, sC.id, sD.id);
  });
  after(() => api.close());

  const sites = (pairs: Array<[string, string]>) => ids('/api/dcim/sites/', [['description', desc], ...pairs]);

  it('scopes to exactly the four sites of this test', async () => {
    assert.deepEqual(await sites([]), allSites);
  });

  it('matches an exact value, case-sensitively', async () => {
    assert.deepEqual(await sites([['name', sA.name]]), [sA.id]);
    assert.deepEqual(await sites([['slug', sB.slug]]), [sB.id]);
    assert.deepEqual(await sites([['name', sA.name.toLowerCase()]]), []);
    assert.deepEqual(await sites([['id', String(sC.id)]]), [sC.id]);
  });

  it('ORs the values of a repeated parameter', async () => {
    assert.deepEqual(await sites([['status', 'active']]), sorted(sA.id, sD.id));
    assert.deepEqual(await sites([['status', 'active'], ['status', 'planned']]), sorted(sA.id, sB.id, sD.id));
    assert.deepEqual(await sites([['name', sA.name], ['name', sC.name]]), sorted(sA.id, sC.id));
    assert.deepEqual(await sites([['id', String(sB.id)], ['id', String(sD.id)]]), sorted(sB.id, sD.id));
  });

  it('ANDs different parameters', async () => {
    assert.deepEqual(await sites([['status', 'active'], ['tag', tagA.slug]]), [sA.id]);
    assert.deepEqual(await sites([['status', 'planned'], ['tag', tagB.slug]]), []);
    assert.deepEqual(await sites([['status', 'active'], ['status', 'planned'], ['name__ic', 'a']]), sorted(sA.id, sB.id, sD.id));
    assert.deepEqual(await sites([['status', 'active'], ['status', 'planned'], ['name__isw', 'b']]), [sB.id]);
  });

  it('ANDs repeated tags: only objects carrying every tag', async () => {
    assert.deepEqual(await sites([['tag', tagA.slug]]), sorted(sA.id, sB.id));
    assert.deepEqual(await sites([['tag', tagB.slug]]), sorted(sA.id, sC.id));
    assert.deepEqual(await sites([['tag', tagA.slug], ['tag', tagB.slug]]), [sA.id]);
    assert.deepEqual(await sites([['tag_id', String(tagA.id)], ['tag_id', String(tagB.id)]]), [sA.id]);
    assert.deepEqual(await sites([['tag', 'no-such-tag']]), []);
    // Negated, each tag is excluded in turn (NetBox's exclude per value): none of them may be present.
    assert.deepEqual(await sites([['tag__n', tagA.slug]]), sorted(sC.id, sD.id));
    assert.deepEqual(await sites([['tag__n', tagA.slug], ['tag__n', tagB.slug]]), [sD.id]);
    assert.deepEqual(await sites([['tag_id__n', String(tagA.id)], ['tag_id__n', String(tagB.id)]]), [sD.id]);
  });

  it('negates with __n', async () => {
    assert.deepEqual(await sites([['status__n', 'active']]), sorted(sB.id, sC.id));
    assert.deepEqual(await sites([['status__n', 'active'], ['status__n', 'planned']]), [sC.id]);
    assert.deepEqual(await sites([['name__n', sA.name]]), sorted(sB.id, sC.id, sD.id));
    assert.deepEqual(await sites([['id__n', String(sA.id)]]), sorted(sB.id, sC.id, sD.id));
    assert.deepEqual(await sites([['region_id__n', String(region.id)]]), sorted(sB.id, sC.id, sD.id));
    assert.deepEqual(await sites([['region__n', region.slug]]), sorted(sB.id, sC.id, sD.id));
  });

  it('applies the string lookups to a name', async () => {
    const cases: Array<[string, string, number[]]> = [
      ['name__ic', 'ALPH', [sA.id]],
      ['name__nic', 'alph', [sB.id, sC.id, sD.id]],
      ['name__isw', 'CHARLIE', [sC.id]],
      ['name__nisw', 'charlie', [sA.id, sB.id, sD.id]],
      ['name__iew', `${u}-x`, [sC.id]],
      ['name__niew', `${u}-x`, [sA.id, sB.id, sD.id]],
      ['name__ie', sA.name.toUpperCase(), [sA.id]],
      ['name__nie', sA.name.toUpperCase(), [sB.id, sC.id, sD.id]],
      ['name__empty', 'false', [sA.id, sB.id, sC.id, sD.id]],
      ['name__empty', 'true', []],
      ['facility__empty', 'true', [sB.id, sC.id, sD.id]],
      ['facility__empty', 'false', [sA.id]],
      // LIKE wildcards in a value are literal characters.
      ['name__ic', '%', []],
      ['name__ic', '_', []],
    ];
    for (const [param, value, expected] of cases) assert.deepEqual(await sites([[param, value]]), sorted(...expected), `${param}=${value}`);
    // Several values of one lookup are ORed too.
    assert.deepEqual(await sites([['name__isw', 'alpha'], ['name__isw', 'bravo']]), sorted(sA.id, sB.id));
  });

  it('rejects a bad value of a string lookup that takes a boolean', async () => {
    const r = await list('/api/dcim/sites/', [['name__empty', 'maybe']], 400);
    assert.deepEqual(Object.keys(r.body), ['name__empty']);
  });

  it('filters a foreign key by id, by slug, and by null', async () => {
    assert.deepEqual(await sites([['region_id', String(region.id)]]), [sA.id]);
    assert.deepEqual(await sites([['region', region.slug]]), [sA.id]);
    assert.deepEqual(await sites([['region_id', 'null']]), sorted(sB.id, sC.id, sD.id));
    assert.deepEqual(await sites([['region', 'null']]), sorted(sB.id, sC.id, sD.id));
    assert.deepEqual(await sites([['region_id', 'null'], ['region_id', String(region.id)]]), allSites);
    assert.deepEqual(await sites([['region_id__n', 'null']]), [sA.id]);
    assert.deepEqual(await sites([['region', 'no-such-region']]), []);
  });

  describe('prefixes and IP addresses', () => {
    let p16: { id: number }, p24: { id: number }, p25: { id: number }, p6: { id: number }, pOther: { id: number };
    let i24: { id: number }, i32: { id: number }, iOther: { id: number }, i6: { id: number };
    const pfx = (path: string, pairs: Array<[string, string]>) => ids(path, [['description', desc], ...pairs]);
    const prefixes = (pairs: Array<[string, string]>) => pfx('/api/ipam/prefixes/', pairs);
    const addresses = (pairs: Array<[string, string]>) => pfx('/api/ipam/ip-addresses/', pairs);

    before(async () => {
      [p16, p24, p25, p6, pOther] = await post('/api/ipam/prefixes/', [
        { prefix: `10.${o}.0.0/16`, description: desc, site: sA.id },
        { prefix: `10.${o}.1.0/24`, description: desc, site: sB.id },
        { prefix: `10.${o}.1.128/25`, description: desc },
        { prefix: `2001:db8:${h}::/48`, description: desc },
        { prefix: `172.${o - 84}.0.0/24`, description: desc },
      ]);
      [i24, i32, iOther, i6] = await post('/api/ipam/ip-addresses/', [
        { address: `10.${o}.1.5/24`, description: desc },
        { address: `10.${o}.1.5/32`, description: desc },
        { address: `10.${o}.2.9/24`, description: desc },
        { address: `2001:db8:${h}::1/64`, description: desc },
      ]);
    });

    it('filters prefixes by site id, site slug and no site', async () => {
      const all = sorted(p16.id, p24.id, p25.id, p6.id, pOther.id);
      assert.deepEqual(await prefixes([]), all);
      assert.deepEqual(await prefixes([['site_id', String(sA.id)]]), [p16.id]);
      assert.deepEqual(await prefixes([['site', sA.slug]]), [p16.id]);
      assert.deepEqual(await prefixes([['site_id', String(sA.id)], ['site_id', String(sB.id)]]), sorted(p16.id, p24.id));
      assert.deepEqual(await prefixes([['site', sA.slug], ['site', sB.slug]]), sorted(p16.id, p24.id));
      assert.deepEqual(await prefixes([['site_id', 'null']]), sorted(p25.id, p6.id, pOther.id));
      assert.deepEqual(await prefixes([['site', 'null']]), sorted(p25.id, p6.id, pOther.id));
      assert.deepEqual(await prefixes([['site_id__n', String(sA.id)]]), sorted(p24.id, p25.id, p6.id, pOther.id));
      assert.deepEqual(await prefixes([['site__n', sA.slug]]), sorted(p24.id, p25.id, p6.id, pOther.id));
      assert.deepEqual(await prefixes([['site_id__n', 'null']]), sorted(p16.id, p24.id));
      // The spec's "Foreign key: n only": other lookups on a relation are no filters (STRICT_FILTERING: 400).
      const r = await list('/api/ipam/prefixes/', [['description', desc], ['site__ic', 'zzz']], 400);
      assert.deepEqual(r.body, { site__ic: ['Unknown filter.'] });
    });

    it('within, within_include and contains', async () => {
      assert.deepEqual(await prefixes([['within', `10.${o}.0.0/16`]]), sorted(p24.id, p25.id));
      assert.deepEqual(await prefixes([['within_include', `10.${o}.0.0/16`]]), sorted(p16.id, p24.id, p25.id));
      assert.deepEqual(await prefixes([['within', `10.${o}.1.0/24`]]), [p25.id]);
      assert.deepEqual(await prefixes([['within_include', `10.${o}.1.0/24`]]), sorted(p24.id, p25.id));
      assert.deepEqual(await prefixes([['within', '2001:db8::/32']]), [p6.id]);
      // Host bits in the value are dropped, as NetBox's IPNetwork(value).cidr does.
      assert.deepEqual(await prefixes([['within', `10.${o}.7.7/16`]]), sorted(p24.id, p25.id));
      assert.deepEqual(await prefixes([['contains', `10.${o}.1.200`]]), sorted(p16.id, p24.id, p25.id));
      assert.deepEqual(await prefixes([['contains', `10.${o}.1.5`]]), sorted(p16.id, p24.id));
      assert.deepEqual(await prefixes([['contains', `10.${o}.1.0/24`]]), sorted(p16.id, p24.id));
      assert.deepEqual(await prefixes([['contains', `2001:db8:${h}::5`]]), [p6.id]);
      assert.deepEqual(await prefixes([['prefix', `10.${o}.1.0/24`]]), [p24.id]);
      assert.deepEqual(await prefixes([['prefix', `10.${o}.1.0/24`], ['prefix', `10.${o}.0.0/16`]]), sorted(p16.id, p24.id));
    });

    it('mask_length, its lookups, and family', async () => {
      assert.deepEqual(await prefixes([['mask_length', '24']]), sorted(p24.id, pOther.id));
      assert.deepEqual(await prefixes([['mask_length__gte', '24']]), sorted(p24.id, p25.id, p6.id, pOther.id));
      assert.deepEqual(await prefixes([['mask_length__lte', '24']]), sorted(p16.id, p24.id, pOther.id));
      assert.deepEqual(await prefixes([['mask_length', '16'], ['mask_length', '25']]), sorted(p16.id, p25.id));
      assert.deepEqual(await prefixes([['family', '6']]), [p6.id]);
      assert.deepEqual(await prefixes([['family', '4']]), sorted(p16.id, p24.id, p25.id, pOther.id));
      assert.deepEqual(await prefixes([['family', '4'], ['mask_length__gte', '24'], ['within', `10.${o}.0.0/16`]]), sorted(p24.id, p25.id));
    });

    it('rejects bad network values, naming the parameter', async () => {
      for (const [param, value] of [['within', 'abc'], ['within_include', '10.0.0.0/33'], ['contains', 'x'], ['mask_length', 'abc'], ['family', 'four'], ['prefix', '10.0.0']]) {
        const r = await list('/api/ipam/prefixes/', [[param!, value!]], 400);
        assert.deepEqual(Object.keys(r.body), [param], `${param}=${value}`);
      }
    });

    it('filters IP addresses by parent, address, mask_length and family', async () => {
      assert.deepEqual(await addresses([]), sorted(i24.id, i32.id, iOther.id, i6.id));
      assert.deepEqual(await addresses([['parent', `10.${o}.1.0/24`]]), sorted(i24.id, i32.id));
      assert.deepEqual(await addresses([['parent', `10.${o}.0.0/16`]]), sorted(i24.id, i32.id, iOther.id));
      assert.deepEqual(await addresses([['parent', `2001:db8:${h}::/48`]]), [i6.id]);
      // Without a mask the host part matches; with one, the address and its mask.
      assert.deepEqual(await addresses([['address', `10.${o}.1.5`]]), sorted(i24.id, i32.id));
      assert.deepEqual(await addresses([['address', `10.${o}.1.5/24`]]), [i24.id]);
      assert.deepEqual(await addresses([['address', `10.${o}.1.5/32`], ['address', `10.${o}.2.9`]]), sorted(i32.id, iOther.id));
      assert.deepEqual(await addresses([['address', `2001:db8:${h}::1`]]), [i6.id]);
      assert.deepEqual(await addresses([['mask_length', '32']]), [i32.id]);
      assert.deepEqual(await addresses([['mask_length', '24']]), sorted(i24.id, iOther.id));
      assert.deepEqual(await addresses([['mask_length__gte', '64']]), [i6.id]);
      assert.deepEqual(await addresses([['family', '6']]), [i6.id]);
      assert.deepEqual(await addresses([['family', '4']]), sorted(i24.id, i32.id, iOther.id));
      for (const [param, value] of [['parent', 'abc'], ['address', '10.0.0.300']]) {
        const r = await list('/api/ipam/ip-addresses/', [[param!, value!]], 400);
        assert.deepEqual(Object.keys(r.body), [param]);
      }
    });

    it('takes network values sent unencoded, as curl sends them (10.0.0.0/16, not 10.0.0.0%2F16)', async () => {
      const r = await api.request.get(`/api/ipam/prefixes/?description=${desc}&within=10.${o}.0.0/16`).set(auth);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(r.body.results.map((x: { id: number }) => x.id).sort((a: number, b: number) => a - b), sorted(p24.id, p25.id));
      const a = await api.request.get(`/api/ipam/ip-addresses/?description=${desc}&parent=10.${o}.1.0/24`).set(auth);
      assert.equal(a.status, 200, JSON.stringify(a.body));
      assert.equal(a.body.count, 2);
      const q = await api.request.get(`/api/ipam/prefixes/?description=${desc}&q=10.${o}.1.0/24`).set(auth);
      assert.equal(q.status, 200, JSON.stringify(q.body));
      assert.deepEqual(q.body.results.map((x: { id: number }) => x.id), [p24.id]);
    });
  });

  it('filters a VRF by its route distinguisher, tokens by username, users by group name, as NetBox names them', async () => {
    const vrf = await post('/api/ipam/vrfs/', { name: `vrf-${u}`, rd: `65000:${parseInt(u, 16)}` });
    const [pIn, pOut] = await post('/api/ipam/prefixes/', [
      { prefix: '192.0.2.64/26', description: `vrf-${u}`, vrf: vrf.id },
      { prefix: '192.0.2.64/26', description: `vrf-${u}` },
    ]);
    const inVrf = (pairs: Array<[string, string]>) => ids('/api/ipam/prefixes/', [['description', `vrf-${u}`], ...pairs]);
    assert.deepEqual(await inVrf([]), sorted(pIn.id, pOut.id));
    assert.deepEqual(await inVrf([['vrf', vrf.rd]]), [pIn.id]);
    assert.deepEqual(await inVrf([['vrf_id', String(vrf.id)]]), [pIn.id]);
    assert.deepEqual(await inVrf([['vrf', 'null']]), [pOut.id]);

    const group = await post('/api/users/groups/', { name: `grp-${u}` });
    const [member, other] = await post('/api/users/users/', [
      { username: `mem-${u}`, password: `Pw-${u}-long-enough`, groups: [group.id] },
      { username: `oth-${u}`, password: `Pw-${u}-long-enough` },
    ]);
    const users = (pairs: Array<[string, string]>) => ids('/api/users/users/', [['username__iew', u], ...pairs]);
    assert.deepEqual(await users([]), sorted(member.id, other.id));
    assert.deepEqual(await users([['group', group.name]]), [member.id]);
    assert.deepEqual(await users([['group_id', String(group.id)]]), [member.id]);
    assert.deepEqual(await users([['group__n', group.name]]), [other.id]);

    const token = await post('/api/users/tokens/', { user: member.id, description: `tok-${u}` });
    const tokens = (pairs: Array<[string, string]>) => ids('/api/users/tokens/', [['description__iew', u], ...pairs]);
    assert.deepEqual(await tokens([]), [token.id]);
    assert.deepEqual(await tokens([['user', member.username]]), [token.id]);
    assert.deepEqual(await tokens([['user', other.username]]), []);
    assert.deepEqual(await tokens([['user_id', String(member.id)]]), [token.id]);
  });

  describe('VLAN numbers', () => {
    let v10: { id: number }, v20: { id: number }, v30: { id: number };
    const vlans = (pairs: Array<[string, string]>) => ids('/api/ipam/vlans/', [['description', desc], ...pairs]);
    before(async () => {
      [v10, v20, v30] = await post('/api/ipam/vlans/', [
        { vid: 10, name: `v10-${u}`, description: desc, site: sA.id },
        { vid: 20, name: `v20-${u}`, description: desc, site: sA.id },
        { vid: 30, name: `v30-${u}`, description: desc, site: sB.id, status: 'reserved' },
      ]);
    });

    it('applies n, lt, lte, gt, gte to vid', async () => {
      const cases: Array<[string, string, number[]]> = [
        ['vid', '20', [v20.id]],
        ['vid__n', '20', [v10.id, v30.id]],
        ['vid__lt', '20', [v10.id]],
        ['vid__lte', '20', [v10.id, v20.id]],
        ['vid__gt', '20', [v30.id]],
        ['vid__gte', '20', [v20.id, v30.id]],
        ['vid__gt', '30', []],
      ];
      assert.deepEqual(await vlans([]), sorted(v10.id, v20.id, v30.id));
      for (const [param, value, expected] of cases) assert.deepEqual(await vlans([[param, value]]), sorted(...expected), `${param}=${value}`);
      assert.deepEqual(await vlans([['vid', '10'], ['vid', '30']]), sorted(v10.id, v30.id));
      assert.deepEqual(await vlans([['vid__gt', '10'], ['vid__lt', '30']]), [v20.id]);
      assert.deepEqual(await vlans([['site_id', String(sA.id)], ['vid__gte', '20']]), [v20.id]);
    });

    it('filters the VLAN status by its value (and by its integer code)', async () => {
      assert.deepEqual(await vlans([['status', 'reserved']]), [v30.id]);
      assert.deepEqual(await vlans([['status', '2']]), [v30.id]);
      assert.deepEqual(await vlans([['status', 'active']]), sorted(v10.id, v20.id));
    });

    it('rejects a vid that is not an integer, or out of range, naming the parameter', async () => {
      for (const [param, value] of [['vid', 'abc'], ['vid', '99999999999'], ['vid__gt', 'abc'], ['vid__lte', '1.5'], ['site_id', 'abc'], ['site_id', '99999999999'], ['id', '99999999999'], ['id__n', 'x']]) {
        const r = await list('/api/ipam/vlans/', [[param!, value!]], 400);
        assert.deepEqual(Object.keys(r.body), [param], `${param}=${value}`);
        assert.ok(Array.isArray(r.body[param!]) && typeof r.body[param!][0] === 'string');
      }
    });
  });

  describe('devices', () => {
    let site: { id: number };
    let m1: { id: number; slug: string }, m2: { id: number; slug: string };
    let d1: { id: number }, d2: { id: number }, d3: { id: number };
    let role: { id: number; slug: string }, role2: { id: number; slug: string };
    const devices = (pairs: Array<[string, string]>) => ids('/api/dcim/devices/', [['site_id', String(site.id)], ...pairs]);
    before(async () => {
      site = await post('/api/dcim/sites/', { name: `dev-${u}`, slug: `dev-${u}` });
      m1 = await post('/api/dcim/manufacturers/', { name: `m1-${u}`, slug: `m1-${u}` });
      m2 = await post('/api/dcim/manufacturers/', { name: `m2-${u}`, slug: `m2-${u}` });
      const t1 = await post('/api/dcim/device-types/', { manufacturer: m1.id, model: `t1-${u}`, slug: `t1-${u}` });
      const t2 = await post('/api/dcim/device-types/', { manufacturer: m2.id, model: `t2-${u}`, slug: `t2-${u}` });
      role = await post('/api/dcim/device-roles/', { name: `r-${u}`, slug: `r-${u}` });
      role2 = await post('/api/dcim/device-roles/', { name: `r2-${u}`, slug: `r2-${u}` });
      [d1, d2, d3] = await post('/api/dcim/devices/', [
        { name: `d1-${u}`, device_type: t1.id, role: role2.id, site: site.id, status: 'active' },
        { name: `d2-${u}`, device_type: t2.id, role: role.id, site: site.id, status: 'planned' },
        { device_type: t1.id, role: role.id, site: site.id, status: 'offline' },
      ]);
    });

    it('filters by manufacturer (slug and id) through the device type', async () => {
      assert.deepEqual(await devices([]), sorted(d1.id, d2.id, d3.id));
      assert.deepEqual(await devices([['manufacturer', m1.slug]]), sorted(d1.id, d3.id));
      assert.deepEqual(await devices([['manufacturer', m2.slug]]), [d2.id]);
      assert.deepEqual(await devices([['manufacturer_id', String(m2.id)]]), [d2.id]);
      assert.deepEqual(await devices([['manufacturer', m1.slug], ['manufacturer', m2.slug]]), sorted(d1.id, d2.id, d3.id));
      assert.deepEqual(await devices([['manufacturer__n', m1.slug]]), [d2.id]);
    });

    it('filters by role, and by the device_role names NetBox 3.7 keeps', async () => {
      assert.deepEqual(await devices([['role', role.slug]]), sorted(d2.id, d3.id));
      assert.deepEqual(await devices([['role_id', String(role2.id)]]), [d1.id]);
      assert.deepEqual(await devices([['device_role', role.slug]]), sorted(d2.id, d3.id));
      assert.deepEqual(await devices([['device_role_id', String(role2.id)]]), [d1.id]);
      assert.deepEqual(await devices([['device_role__n', role.slug]]), [d1.id]);
    });

    it('matches a MAC address however it is spelled, including as the API writes it', async () => {
      const [a, b] = await post('/api/dcim/interfaces/', [
        { device: d1.id, name: 'eth0', type: '1000base-t', mac_address: 'aa:bb:cc:dd:ee:0f' },
        { device: d1.id, name: 'eth1', type: '1000base-t' },
      ]);
      assert.equal(a.mac_address, 'AA:BB:CC:DD:EE:0F');
      const ifaces = (pairs: Array<[string, string]>) => ids('/api/dcim/interfaces/', [['device_id', String(d1.id)], ...pairs]);
      assert.deepEqual(await ifaces([]), sorted(a.id, b.id));
      for (const v of ['AA:BB:CC:DD:EE:0F', 'aa:bb:cc:dd:ee:0f', 'aa-bb-cc-dd-ee-0f', 'aabb.ccdd.ee0f', 'AABBCCDDEE0F'])
        assert.deepEqual(await ifaces([['mac_address', v]]), [a.id], v);
      assert.deepEqual(await ifaces([['mac_address__n', 'AA:BB:CC:DD:EE:0F']]), [b.id]);
      assert.deepEqual(await ifaces([['mac_address__ic', 'BB:CC']]), [a.id]);
      assert.deepEqual(await ifaces([['mac_address', 'null']]), [b.id]);
      const r = await list('/api/dcim/interfaces/', [['mac_address', 'zz:bb:cc:dd:ee:0f']], 400);
      assert.deepEqual(Object.keys(r.body), ['mac_address']);
    });

    it('accepts several device status values, and name__empty on unnamed devices', async () => {
      assert.deepEqual(await devices([['status', 'active'], ['status', 'offline']]), sorted(d1.id, d3.id));
      assert.deepEqual(await devices([['name__empty', 'true']]), [d3.id]);
      assert.deepEqual(await devices([['name__empty', 'false']]), sorted(d1.id, d2.id));
    });
  });

  it('filters boolean fields', async () => {
    const r = await list('/api/dcim/sites/', [['description', desc]]);
    assert.equal(r.body.count, 4);
    const p = await post('/api/ipam/prefixes/', [
      { prefix: '192.0.2.0/28', description: `bool-${u}`, is_pool: true },
      { prefix: '192.0.2.16/28', description: `bool-${u}`, is_pool: false },
    ]);
    const pools = (v: string) => ids('/api/ipam/prefixes/', [['description', `bool-${u}`], ['is_pool', v]]);
    assert.deepEqual(await pools('true'), [p[0].id]);
    assert.deepEqual(await pools('false'), [p[1].id]);
    assert.deepEqual(await pools('1'), [p[0].id]);
    const both = await ids('/api/ipam/prefixes/', [['description', `bool-${u}`], ['is_pool', 'true'], ['is_pool', 'false']]);
    assert.deepEqual(both, sorted(p[0].id, p[1].id));
    const bad = await list('/api/ipam/prefixes/', [['is_pool', 'maybe']], 400);
    assert.deepEqual(Object.keys(bad.body), ['is_pool']);
  });

  it('answers a choice filter with an invalid value with 400 {"status": [...]}', async () => {
    const r = await list('/api/dcim/sites/', [['status', 'bogus']], 400);
    assert.deepEqual(Object.keys(r.body), ['status']);
    assert.equal(r.body.status.length, 1);
    assert.match(r.body.status[0], /bogus/);
    const mixed = await list('/api/dcim/sites/', [['status', 'active'], ['status', 'bogus']], 400);
    assert.deepEqual(Object.keys(mixed.body), ['status']);
    const negated = await list('/api/dcim/sites/', [['status__n', 'bogus']], 400);
    assert.deepEqual(Object.keys(negated.body), ['status__n']);
  });

  describe('STRICT_FILTERING', () => {
    const noise: Array<[string, string]> = [
      ['foo', 'bar'], ['name__zz', 'x'], ['nonexistent__ic', 'y'], ['status__ic', 'zzz'], ['cf_nothing', '1'], ['vid', 'abc'], ['devcie', ''],
    ];

    it('on (the default): a parameter that is no filter is a 400 naming each one, "Unknown filter."', async () => {
      const r = await list('/api/dcim/sites/', [['description', desc], ...noise], 400);
      assert.deepEqual(r.body, Object.fromEntries(noise.map(([k]) => [k, ['Unknown filter.']])));
      // Alone, beside nothing else, it is still refused: it never lists every site.
      const alone = await api.request.get('/api/dcim/sites/?sitee=x').set(auth);
      assert.equal(alone.status, 400);
      assert.deepEqual(alone.body, { sitee: ['Unknown filter.'] });
      const head = await api.request.head('/api/dcim/sites/?sitee=x').set(auth);
      assert.equal(head.status, 400);

      // Every list parameter, every declared filter with each of its lookups and the tags are accepted.
      const known = await list('/api/dcim/sites/', [
        ['description', desc], ['offset', '0'], ['ordering', '-name'], ['brief', '1'], ['exclude', 'config_context'], ['q', 'a'], ['format', 'json'],
        ['fields', 'id'], ['omit', 'tags'], ['include', 'x'], ['name__ic', 'a'], ['name__nie', 'zz'], ['id__gte', '1'], ['tag', tagA.slug], ['tag__n', 'zz'],
        ['status__n', 'planned'], ['region_id__n', '0'],
      ]);
      assert.ok(known.body.count >= 1);
    });

    it('on: names like JavaScript object members are unknown filters too', async () => {
      for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
        const r = await api.request.get(`/api/dcim/sites/?description=${desc}&${name}=x`).set(auth);
        assert.equal(r.status, 400, `${name}: ${JSON.stringify(r.body)}`);
        assert.deepEqual(r.body, { [name]: ['Unknown filter.'] });
      }
    });

    it('GraphQL: an argument that is no filter is an error naming it (list arguments are typed), and so is an unknown custom field', async () => {
      const res = await api.request.post('/graphql/').set(auth).send({ query: '{ site_list(foo: "x") { id } }' });
      assert.ok(res.body.errors?.length, JSON.stringify(res.body));
      assert.match(res.body.errors[0].message, /"foo"/);
      assert.equal(res.body.data, undefined);
      const cf = await api.request.post('/graphql/').set(auth).send({ query: '{ site_list(cf: {nothing: "x"}) { id } }' });
      assert.match(JSON.stringify(cf.body.errors), /cf\.nothing.*Unknown filter/);
    });

    it('off: unknown parameters are ignored, as NetBox ignores them: the same list as without them', async () => {
      const lax = await startApi({ STRICT_FILTERING: 'false' });
      try {
        const get = (qs: string) => lax.request.get(`/api/dcim/sites/?description=${desc}&limit=0${qs}`).set(auth);
        const base = await get('');
        const noisy = await get(noise.map(([k, v]) => `&${k}=${enc(v)}`).join('') + '&constructor=x&__proto__=y');
        assert.equal(noisy.status, 200, JSON.stringify(noisy.body));
        assert.equal(noisy.body.count, 4);
        assert.deepEqual(noisy.body.results.map((x: { id: number }) => x.id), base.body.results.map((x: { id: number }) => x.id));
      } finally {
        await lax.close();
      }
    });
  });

  it('drops empty values, as the multi-value filters of NetBox do (a blank choice is still a bad choice)', async () => {
    assert.deepEqual(await sites([['name', '']]), allSites);
    assert.deepEqual(await sites([['id', ''], ['region_id', ''], ['created__gte', ''], ['tag', '']]), allSites);
    assert.deepEqual(await sites([['name', ''], ['name', sA.name]]), [sA.id]);
    const r = await list('/api/dcim/sites/', [['status', '']], 400);
    assert.deepEqual(Object.keys(r.body), ['status']);
  });

  it('answers every filter and lookup of every model with 200 or a 400 naming it (its value, never "Unknown filter"), never a 500', async function () {
    // A hang guard: 3,350 requests, and each list route's first one compiles its validator (110 s
    // at load 8 alone; longer while another test process shares the cores).
    this.timeout(480_000);
    // A value of the wrong kind, and one of the right kind that is out of range or odd.
    const odd: Record<string, string> = {
      integer: '99999999999', number: '1e400', date: '2020-02-30', datetime: '2020-01-01T25:00', boolean: 'maybe',
      cidr: '10.0.0.1/8', inet: '10.0.0.1/8', string: 'null', choice: 'null',
    };
    // One request per filter and value carries the filter and all its lookups: a 500 in any
    // of them fails the request, and a 400 must name only parameters that were sent.
    const requests: Array<[string, string[], string]> = [];
    for (const m of registry.catalogue.models)
      for (const f of m.filterset)
        for (const v of ['abc', odd[f.value]!])
          requests.push([`/api/${m.app}/${m.path}/`, [f.name, ...f.lookups.map((l) => `${f.name}__${l}`)], v]);
    assert.ok(requests.length > 1000);
    const problems: string[] = [];
    const worker = async () => {
      for (let next = requests.pop(); next; next = requests.pop()) {
        const [path, params, value] = next;
        const qs = params.map((p) => `${p}=${enc(value)}`).join('&');
        // Brief: the filters make the statement's WHERE clause, the same for every form of the
        // answer; the full form's statement costs PostgreSQL twice the planning per request.
        const r = await api.request.get(`${path}?${qs}&limit=1&brief=1`).set(auth);
        // Each is a filter (STRICT_FILTERING): a 400 is about its value.
        const named = r.status === 400 && Object.keys(r.body).length === 1 && params.includes(Object.keys(r.body)[0]!)
          && !JSON.stringify(r.body).includes('Unknown filter');
        if (r.status !== 200 && !named) problems.push(`${path}?${qs}: ${r.status} ${JSON.stringify(r.body)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    assert.deepEqual(problems, []);
  });

  it('searches free text with q', async () => {
    assert.deepEqual(await sites([['q', `charlie-${u}`]]), [sC.id]);
    // Any searchable field, case-insensitively: facility here.
    assert.deepEqual(await sites([['q', `fac-${u}-zulu`]]), [sA.id]);
    assert.deepEqual(await sites([['q', u]]), allSites);
    assert.deepEqual(await sites([['q', 'no such text anywhere']]), []);
    assert.deepEqual(await sites([['q', '%']]), []);
    const r = await list('/api/dcim/sites/', [['q', 'a\u0000b']], 400);
    assert.deepEqual(Object.keys(r.body), ['q']);
  });

  it('filters created with date lookups', async () => {
    const day = sA.created;
    assert.match(day, /^\d{4}-\d{2}-\d{2}$/);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    assert.deepEqual(await sites([['created__gte', day]]), allSites);
    assert.deepEqual(await sites([['created__gte', next]]), []);
    assert.deepEqual(await sites([['created__lt', next]]), allSites);
    assert.deepEqual(await sites([['created__lt', day]]), []);
    assert.deepEqual(await sites([['created__gte', `${day}T00:00:00Z`]]), allSites);
    const r = await list('/api/dcim/sites/', [['created__gte', 'yesterday']], 400);
    assert.deepEqual(Object.keys(r.body), ['created__gte']);
  });

  it('treats SQL in a filter value as a value: matches nothing, no error', async () => {
    for (const [param, value] of [
      ['name', "x' OR 1=1--"], ['name__ic', "' OR '1'='1"], ['slug', "alpha'); DROP TABLE dcim_site; --"],
      ['q', "'; DROP TABLE dcim_site; --"], ['region', "x' OR 'a'='a"], ['tag', "' OR 1=1 --"],
    ]) {
      const r = await list('/api/dcim/sites/', [['description', desc], [param!, value!]]);
      assert.equal(r.body.count, 0, `${param}=${value}`);
    }
    assert.deepEqual(await sites([]), allSites);
  });
});
