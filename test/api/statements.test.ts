import assert from 'node:assert/strict';
import type { Field, Model } from '../../codegen/types.ts';
import { auth, registry, startApi, uid, type TestApi } from '../support/api.ts';

// The read path's promise (src/engine/read/read.ts): a list costs a fixed number of SQL
// statements whatever the page holds (a count and a page, nested objects built inside the
// page's statement), and a detail read a fixed one. Measured on the statements the app
// sends (api.statements), per request.

/** Statements that are not the request's own: postgres.js reads the array types once on each
 * new pool connection, and the token's last-used stamp moves at most once a minute. */
const NOT_PER_REQUEST = [/pg_catalog\.pg_type/, /^UPDATE users_token SET last_used/];

/** A list never costs more than this: token lookup, count, page. */
const MAX_LIST = 3;
/** Nor a detail read: token lookup, the row. */
const MAX_DETAIL = 2;

interface Cost {
  n: number;
  body: { count?: number; results?: Array<Record<string, unknown>> } & Record<string, unknown>;
  sql: string[];
}

describe('statements per read', function () {
  // A hang guard: the every-model sweep took 103 s at load 8 alone, longer while another test
  // process shares the cores (each route's first request compiles its validator).
  this.timeout(480_000);
  let api: TestApi;
  const u = uid();
  /** Measured costs, printed at the end for the record. */
  const measured: string[] = [];

  before(async () => {
    api = await startApi();
    // Open every pool connection now, so connection set-up is not counted below.
    await Promise.all(Array.from({ length: 12 }, () => api.request.get('/api/dcim/sites/?limit=1').set(auth)));
  });
  after(async () => {
    console.log(`      statements per request:\n${measured.map((m) => `        ${m}`).join('\n')}`);
    await api.close();
  });

  const cost = async (path: string): Promise<Cost> => {
    const from = api.statements.length;
    const r = await api.request.get(path).set(auth);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    const sql = api.statements.slice(from).filter((s) => !NOT_PER_REQUEST.some((re) => re.test(s)));
    return { n: sql.length, body: r.body, sql };
  };

  const post = async (path: string, body: object) => {
    const r = await api.request.post(path).set(auth).send(body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body).slice(0, 2000)}`);
    return r.body;
  };

  /** List with one object, then with many (same query), and a detail read: the same costs. */
  const compare = async (label: string, list: string, create: (n: number, from: number) => Promise<Array<{ id: number }>>, many: number) => {
    const [first] = await create(1, 0);
    const one = await cost(list);
    assert.equal(one.body.count, 1, `${label}: one object`);
    assert.equal(one.body.results!.length, 1);
    const more = await create(many - 1, 1);
    assert.equal(more.length, many - 1);
    const all = await cost(list);
    assert.equal(all.body.count, many, `${label}: ${many} objects`);
    assert.equal(all.body.results!.length, many);
    assert.equal(all.n, one.n, `${label}: list of ${many} costs ${all.n} statements, of 1 costs ${one.n}:\n${all.sql.join('\n')}`);
    assert.ok(one.n <= MAX_LIST, `${label}: ${one.n} statements for a list`);
    const brief = await cost(`${list}&brief=1`);
    assert.equal(brief.n, one.n, `${label}: brief list`);
    const detail = await cost(`${new URL(String(all.body.results![0]!.url)).pathname}`);
    assert.ok(detail.n <= MAX_DETAIL, `${label}: ${detail.n} statements for a detail read`);
    const other = await cost(`${new URL(String(all.body.results![many - 1]!.url)).pathname}`);
    assert.equal(other.n, detail.n);
    measured.push(`${label}: list of 1 = ${one.n}, list of ${many} = ${all.n}, detail = ${detail.n}`);
    return { first: first!, all: all.body.results! };
  };

  describe('with nested relations, tags and many objects', () => {
    let site: { id: number; slug: string };
    let tags: Array<{ id: number; slug: string }>;
    let device: { id: number; name: string };
    let vlans: Array<{ id: number }>;
    let tenant: { id: number };
    let vrf: { id: number };

    before(async () => {
      tags = await post('/api/extras/tags/', [1, 2, 3].map((i) => ({ name: `st${i}-${u}`, slug: `st${i}-${u}` })));
      const region = await post('/api/dcim/regions/', { name: `sreg-${u}`, slug: `sreg-${u}` });
      tenant = await post('/api/tenancy/tenants/', { name: `sten-${u}`, slug: `sten-${u}` });
      site = await post('/api/dcim/sites/', { name: `ss-${u}`, slug: `ss-${u}`, region: region.id, tenant: tenant.id });
      const mfr = await post('/api/dcim/manufacturers/', { name: `sm-${u}`, slug: `sm-${u}` });
      const type = await post('/api/dcim/device-types/', { manufacturer: mfr.id, model: `st-${u}`, slug: `st-${u}` });
      const role = await post('/api/dcim/device-roles/', { name: `sr-${u}`, slug: `sr-${u}` });
      const platform = await post('/api/dcim/platforms/', { name: `sp-${u}`, slug: `sp-${u}`, manufacturer: mfr.id });
      device = await post('/api/dcim/devices/', {
        name: `sd-${u}`, device_type: type.id, role: role.id, site: site.id, platform: platform.id, tenant: tenant.id, tags: [tags[0]!.id],
      });
      const group = await post('/api/ipam/vlan-groups/', { name: `sg-${u}`, slug: `sg-${u}`, scope_type: 'dcim.site', scope_id: site.id });
      vlans = await post('/api/ipam/vlans/', [10, 20, 30].map((vid) => ({ vid, name: `sv${vid}-${u}`, site: site.id, group: group.id, tenant: tenant.id, tags: [tags[1]!.id] })));
      vrf = await post('/api/ipam/vrfs/', { name: `svrf-${u}`, tenant: tenant.id });
    });

    it('interfaces: a device with 1 and with 300 interfaces (nested device, tags, VLANs), bulk-created', async () => {
      const make = (n: number, from: number) => post('/api/dcim/interfaces/', Array.from({ length: n }, (_, i) => ({
        device: device.id, name: `eth${from + i}`, type: '1000base-t', mode: 'tagged', description: `if ${from + i}`,
        untagged_vlan: vlans[0]!.id, tagged_vlans: [vlans[1]!.id, vlans[2]!.id], tags: [tags[0]!.id, tags[2]!.id], vrf: vrf.id,
      })));
      const { all } = await compare('dcim.interface', `/api/dcim/interfaces/?limit=1000&device_id=${device.id}`, make, 300);
      // The nesting is really there in every object of the big page.
      for (const x of all) {
        assert.equal((x.device as { id: number }).id, device.id);
        assert.equal((x.tagged_vlans as unknown[]).length, 2);
        assert.equal((x.tags as unknown[]).length, 2);
        assert.equal((x.untagged_vlan as { id: number }).id, vlans[0]!.id);
      }
    });

    it('sites: 1 and 60, with region, tenant and tags', async () => {
      const tag = tags[2]!;
      const make = (n: number, from: number) => post('/api/dcim/sites/', Array.from({ length: n }, (_, i) => ({
        name: `sx-${u}-${from + i}`, slug: `sx-${u}-${from + i}`, region: { slug: `sreg-${u}` }, tenant: tenant.id, tags: [tag.id, tags[0]!.id],
      })));
      const { all } = await compare('dcim.site', `/api/dcim/sites/?limit=1000&tag=${tag.slug}`, make, 60);
      assert.ok(all.every((x) => (x.region as { slug: string }).slug === `sreg-${u}` && (x.tags as unknown[]).length === 2));
    });

    it('devices: 1 and 60, with type, role, platform, tenant, site and tags', async () => {
      const d = (await api.request.get(`/api/dcim/devices/${device.id}/`).set(auth)).body;
      const tag = await post('/api/extras/tags/', { name: `sdev-${u}`, slug: `sdev-${u}` });
      const make = (n: number, from: number) => post('/api/dcim/devices/', Array.from({ length: n }, (_, i) => ({
        name: `sdx-${u}-${from + i}`, device_type: d.device_type.id, role: d.role.id, site: site.id, platform: d.platform.id,
        tenant: tenant.id, tags: [tag.id, tags[1]!.id], local_context_data: { i: from + i },
      })));
      const { all } = await compare('dcim.device', `/api/dcim/devices/?limit=1000&tag=${tag.slug}`, make, 60);
      assert.ok(all.every((x) => (x.device_type as { manufacturer: { id: number } }).manufacturer.id > 0 && 'config_context' in x));
    });

    it('IP addresses: 1 and 100, assigned to interfaces (generic relation), with VRF, tenant, NAT and tags', async () => {
      const ifaces = (await api.request.get(`/api/dcim/interfaces/?device_id=${device.id}&limit=100`).set(auth)).body.results as Array<{ id: number }>;
      assert.equal(ifaces.length, 100);
      const tag = await post('/api/extras/tags/', { name: `sip-${u}`, slug: `sip-${u}` });
      const inside = await post('/api/ipam/ip-addresses/', { address: '10.250.0.1/32' });
      const make = (n: number, from: number) => post('/api/ipam/ip-addresses/', Array.from({ length: n }, (_, i) => ({
        address: `10.251.${Math.floor((from + i) / 250)}.${((from + i) % 250) + 1}/24`, vrf: vrf.id, tenant: tenant.id,
        assigned_object_type: 'dcim.interface', assigned_object_id: ifaces[from + i]!.id, nat_inside: from + i === 0 ? inside.id : null,
        tags: [tag.id], status: 'active',
      })));
      const { all } = await compare('ipam.ip_address', `/api/ipam/ip-addresses/?limit=1000&tag=${tag.slug}`, make, 100);
      assert.ok(all.every((x) => ((x.assigned_object as { device: { id: number } }).device.id === device.id)));
    });

    it('prefixes: 1 and 100, with site, VRF, VLAN, role, tenant and tags', async () => {
      const role = await post('/api/ipam/roles/', { name: `srole-${u}`, slug: `srole-${u}` });
      const tag = await post('/api/extras/tags/', { name: `spfx-${u}`, slug: `spfx-${u}` });
      const make = (n: number, from: number) => post('/api/ipam/prefixes/', Array.from({ length: n }, (_, i) => ({
        prefix: `10.252.${from + i}.0/24`, site: site.id, vrf: vrf.id, vlan: vlans[(from + i) % 3]!.id, role: role.id,
        tenant: tenant.id, tags: [tag.id, tags[0]!.id, tags[1]!.id],
      })));
      const { all } = await compare('ipam.prefix', `/api/ipam/prefixes/?limit=1000&tag=${tag.slug}`, make, 100);
      assert.ok(all.every((x) => (x.vlan as { id: number }).id > 0 && (x.tags as unknown[]).length === 3));
    });
  });

  describe('every catalogue model', () => {
    /** Objects made for required relations, one per target model. */
    const parents = new Map<string, number>();
    let serial = 0;

    /** A value for a required scalar or choice field that satisfies the catalogue's checks. */
    const valueFor = (f: Field): unknown => {
      const n = ++serial;
      if (f.kind === 'choice') return registry.choices(f.choices).choices[0]!.value;
      if (f.kind !== 'scalar') return undefined;
      const text = `x${u}${n}`.slice(0, f.max_length ?? 100);
      switch (f.type) {
        case 'string': case 'slug': return text;
        case 'integer': case 'bigint': return Math.max(f.min ?? 1, 1) + (n % 100);
        case 'decimal': return f.min ?? 1;
        case 'boolean': return true;
        case 'date': return '2024-01-02';
        case 'datetime': return '2024-01-02T03:04:05Z';
        case 'cidr': return `198.18.${n % 250}.0/24`;
        case 'inet': return `198.19.${n % 250}.1/24`;
        case 'mac': return '00:11:22:33:44:55';
        case 'timezone': return 'UTC';
        case 'json': return {};
        case 'string_list': return [];
        default: return undefined;
      }
    };

    /** Optional relations a model's rules require: a virtual machine needs a site or a cluster. */
    const RULE_REQUIRED: Record<string, string[]> = { 'virtualization.virtual_machine': ['site'] };

    /** POSTs `count` objects of `model` with only their required fields; null when refused. */
    const make = async (model: Model, count: number): Promise<Array<{ id: number }> | null> => {
      const bodies: Array<Record<string, unknown>> = [];
      for (let i = 0; i < count; i++) {
        const body: Record<string, unknown> = {};
        for (const f of model.fields) {
          // A user's password is required by its rules, not by the catalogue.
          const password = f.kind === 'scalar' && f.type === 'password';
          if ((!f.required && !password && !RULE_REQUIRED[model.key]?.includes(f.name)) || f.read_only) continue;
          if (password) {
            body[f.name] = `Pw-${u}-${i}-long-enough`;
            continue;
          }
          if (f.kind === 'fk') {
            const id = await parent(f.target);
            if (id === null) return null;
            body[f.name] = id;
          } else body[f.name] = valueFor(f);
        }
        bodies.push(body);
      }
      const r = await api.request.post(`/api/${model.app}/${model.path}/`).set(auth).send(bodies);
      return r.status === 201 ? r.body : null;
    };

    const parent = async (key: string): Promise<number | null> => {
      if (!parents.has(key)) {
        const made = await make(registry.model(key), 1);
        if (!made) return null;
        parents.set(key, made[0]!.id);
      }
      return parents.get(key)!;
    };

    it('lists cost the same with one object and with several, for every model; detail reads a fixed number', async () => {
      const empty: string[] = [];
      const costs = new Set<number>();
      const detailCosts = new Set<number>();
      for (const model of registry.catalogue.models) {
        const base = `/api/${model.app}/${model.path}/`;
        const made = await make(model, 3);
        if (!made) {
          // Not creatable from required fields alone: compare an empty list with the whole list.
          empty.push(model.key);
          const none = await cost(`${base}?id=0&limit=1000`);
          assert.equal(none.body.count, 0);
          const whole = await cost(`${base}?limit=1000`);
          assert.equal(whole.n, none.n, `${model.key}: ${whole.n} vs ${none.n}`);
          costs.add(none.n);
          measured.push(`${model.key}: (not created) empty list = ${none.n}, whole list (${whole.body.count}) = ${whole.n}`);
          continue;
        }
        const [a, b, c] = made.map((x) => x.id);
        const one = await cost(`${base}?limit=1000&id=${a}`);
        const three = await cost(`${base}?limit=1000&id=${a}&id=${b}&id=${c}`);
        assert.equal(one.body.count, 1, model.key);
        assert.equal(three.body.count, 3, model.key);
        assert.equal(three.n, one.n, `${model.key}: 3 objects cost ${three.n}, 1 costs ${one.n}`);
        const briefThree = await cost(`${base}?limit=1000&id=${a}&id=${b}&id=${c}&brief=1`);
        assert.equal(briefThree.n, one.n, `${model.key}: brief`);
        const detail = await cost(`${base}${a}/`);
        assert.equal(detail.body.id, a);
        costs.add(one.n);
        detailCosts.add(detail.n);
        measured.push(`${model.key}: list of 1 = ${one.n}, list of 3 = ${three.n}, detail = ${detail.n}`);
      }
      if (empty.length) measured.push(`not creatable from required fields alone: ${empty.join(', ')}`);
      // One fixed cost for every model's list, and one for every detail read.
      assert.equal(costs.size, 1, `list costs differ between models: ${[...costs].join(', ')}`);
      assert.ok([...costs][0]! <= MAX_LIST);
      assert.equal(detailCosts.size, 1, `detail costs differ between models: ${[...detailCosts].join(', ')}`);
      assert.ok([...detailCosts][0]! <= MAX_DETAIL);
      assert.ok(registry.catalogue.models.length - empty.length >= 20, `only ${registry.catalogue.models.length - empty.length} models were measured with objects`);
    });
  });
});
