// The benchmark dataset generator (scripts/generate-dataset.ts) at size S, on databases of its
// own: the counts it promises, derived columns as the triggers keep them, addresses on real
// interfaces inside their prefixes, the API reading it all back, and a seed giving the same
// rows twice.
import assert from 'node:assert/strict';
import postgres from 'postgres';
import supertest from 'supertest';
import { generateDataset, type DatasetSummary } from '../../scripts/generate-dataset.ts';
import { createApp } from '../../src/http/app.ts';
import { migratedDatabase } from '../setup.ts';
import { auth, testConfig } from '../support/api.ts';

const SEED = 7;

/** A digest of whole rows, ids and timestamps included. */
async function digest(sql: postgres.Sql, table: string): Promise<string> {
  const [row] = await sql.unsafe<{ digest: string }[]>(`SELECT md5(string_agg(t::text, E'\\n' ORDER BY t.id)) AS digest FROM ${table} t`);
  return row!.digest;
}
const DIGESTED = ['dcim_region', 'dcim_site', 'dcim_device', 'dcim_interface', 'ipam_ip_address', 'ipam_prefix', 'ipam_vlan', 'extras_tagged_item', 'extras_config_context', 'extras_config_context_sites'];

describe('bench: the seedable dataset (size S)', function () {
  this.timeout(60_000);
  let url: string;
  let sql: postgres.Sql;
  let summary: DatasetSummary;
  const reported: Array<[number, number]> = [];

  before(async () => {
    url = await migratedDatabase('dataset');
    sql = postgres(url, { max: 2, onnotice: () => {} });
    summary = await generateDataset(sql, 'S', { seed: SEED, progress: (done, total) => reported.push([done, total]) });
  });
  after(async () => {
    await sql?.end({ timeout: 5 });
  });

  const count = async (from: string) => Number((await sql.unsafe<{ n: string }[]>(`SELECT count(*) AS n FROM ${from}`))[0]!.n);

  it('loads the rows size S promises, and says so in its summary and progress', async () => {
    const promised = {
      dcim_site: 100, dcim_device: 1000, dcim_interface: 20_000, ipam_ip_address: 20_000, ipam_prefix: 2000, ipam_vlan: 500,
      extras_config_context: 20, extras_tag: 20,
    };
    for (const [table, n] of Object.entries(promised)) assert.equal(summary.counts[table], n, table);
    for (const [table, n] of Object.entries(summary.counts)) assert.equal(await count(table), n, table);
    for (const table of ['dcim_region', 'dcim_rack', 'tenancy_tenant', 'ipam_vrf', 'ipam_vlan_group', 'extras_tagged_item', 'dcim_device_type', 'dcim_platform'])
      assert.ok(summary.counts[table]! > 0, table);
    const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
    assert.deepEqual(reported.at(-1), [total, total]);
    assert.ok(reported.every(([done], i) => i === 0 || done >= reported[i - 1]![0]), 'progress never goes back');
  });

  it('keeps tree paths as the triggers compute them, and the id sequences past the loaded ids', async () => {
    for (const table of ['dcim_region', 'tenancy_tenant_group']) {
      const bad = await count(`${table} t LEFT JOIN ${table} p ON p.id = t.parent_id
        WHERE t.tree_path IS DISTINCT FROM (CASE WHEN t.parent_id IS NULL THEN '{}'::int[] ELSE p.tree_path || p.id END)`);
      assert.equal(bad, 0, table);
      assert.ok(await count(`${table} WHERE cardinality(tree_path) > 0`) > 0, table);
    }
    const [next] = await sql<{ id: number }[]>`INSERT INTO dcim_manufacturer (name, slug) VALUES ('Next', 'next') RETURNING id`;
    assert.equal(next!.id, summary.counts.dcim_manufacturer! + 1);
    await sql`DELETE FROM dcim_manufacturer WHERE id = ${next!.id}`;
  });

  it('assigns every address to an existing interface, and primary addresses to the device’s own', async () => {
    assert.equal(await count(`ipam_ip_address a WHERE a.assigned_object_type IS DISTINCT FROM 'dcim.interface'
      OR NOT EXISTS (SELECT 1 FROM dcim_interface i WHERE i.id = a.assigned_object_id)`), 0);
    const primaries = await count('dcim_device WHERE primary_ip4_id IS NOT NULL');
    assert.equal(primaries, summary.devicesWithPrimaryIp);
    assert.ok(primaries >= 800 && primaries < 1000, `${primaries} devices with a primary address`);
    assert.equal(await count(`dcim_device d JOIN ipam_ip_address a ON a.id = d.primary_ip4_id
      LEFT JOIN dcim_interface i ON i.id = a.assigned_object_id AND a.assigned_object_type = 'dcim.interface'
      WHERE i.device_id IS DISTINCT FROM d.id OR family(a.address) <> 4`), 0);
    // Rules the API enforces on writes hold for the loaded rows too.
    assert.equal(await count(`dcim_device d JOIN dcim_rack r ON r.id = d.rack_id WHERE r.site_id <> d.site_id`), 0);
    assert.equal(await count(`dcim_device d JOIN dcim_device_type t ON t.id = d.device_type_id JOIN dcim_platform p ON p.id = d.platform_id
      WHERE p.manufacturer_id <> t.manufacturer_id`), 0);
    assert.equal(await count(`ipam_vlan v JOIN ipam_vlan_group g ON g.id = v.group_id
      WHERE g.scope_type <> 'dcim.site' OR g.scope_id <> v.site_id
         OR NOT EXISTS (SELECT 1 FROM jsonb_array_elements(g.vid_ranges) r WHERE v.vid BETWEEN (r->>0)::int AND (r->>1)::int)`), 0);
  });

  it('puts every address in a /24 of its VRF, every /24 in a /16 container, the dense /16 holding the most', async () => {
    assert.equal(await count(`ipam_ip_address a WHERE NOT EXISTS (SELECT 1 FROM ipam_prefix p
      WHERE p.prefix = network(set_masklen(a.address, 24)) AND coalesce(p.vrf_id, 0) = coalesce(a.vrf_id, 0))`), 0);
    assert.equal(await count(`ipam_prefix p WHERE masklen(p.prefix) = 24 AND NOT EXISTS (SELECT 1 FROM ipam_prefix c
      WHERE c.status = 'container' AND masklen(c.prefix) = 16 AND p.prefix << c.prefix AND c.vrf_id IS NOT DISTINCT FROM p.vrf_id)`), 0);
    assert.equal(await count(`(SELECT host(address) FROM ipam_ip_address GROUP BY 1 HAVING count(*) > 1) x`), 0);
    const within = (prefix: string) => count(`ipam_ip_address WHERE host(address)::inet <<= '${prefix}'::cidr`);
    assert.equal(await within(summary.densePrefix), summary.densePrefixAddresses);
    assert.equal(await within(summary.sparsePrefix), summary.sparsePrefixAddresses);
    assert.ok(summary.densePrefixAddresses > 2 * summary.sparsePrefixAddresses && summary.sparsePrefixAddresses > 1000);
  });

  it('is read back correctly through the API', async () => {
    const handle = createApp({ config: testConfig(), databaseUrl: url });
    const request = supertest(handle.app);
    const get = async (path: string) => {
      const r = await request.get(path).set(auth);
      assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
      return r.body;
    };
    try {
      assert.equal((await get('/api/dcim/devices/?limit=1')).count, 1000);
      assert.equal((await get('/api/dcim/sites/?limit=1')).count, 100);
      assert.equal((await get('/api/dcim/interfaces/?limit=1')).count, 20_000);
      const device = await get(`/api/dcim/devices/${summary.sampleDeviceId}/`);
      assert.equal(device.name, summary.sampleDeviceName);
      assert.equal(device.primary_ip4.id, summary.sampleIpId);
      assert.equal(device.primary_ip4.address, summary.sampleIpAddress);
      assert.equal(device.interface_count, 20);
      assert.ok(device.tags.length > 0);
      // The global contexts and whichever of the region, role, site, platform, tag and tenant ones apply.
      assert.ok(device.config_context.ntp && device.config_context.aaa, JSON.stringify(device.config_context));
      const contexts = (await get(`/api/dcim/devices/?limit=200&offset=${summary.sampleDeviceId - 100}`)).results as Array<{ config_context: object }>;
      const rendered = new Set(contexts.map((d) => JSON.stringify(d.config_context)));
      assert.ok(rendered.size > 5, `${rendered.size} distinct config contexts among 200 devices`);
      const parent = await get(`/api/ipam/ip-addresses/?parent=${encodeURIComponent(summary.densePrefix)}&limit=1`);
      assert.equal(parent.count, summary.densePrefixAddresses);
      const assigned = await get(`/api/ipam/ip-addresses/?device_id=${summary.sampleDeviceId}&limit=50`);
      assert.equal(assigned.count, 20);
      assert.ok((assigned.results as Array<{ assigned_object: { device: { id: number } } }>).every((a) => a.assigned_object.device.id === summary.sampleDeviceId));
      const found = await get(`/api/dcim/devices/?q=${summary.searchTerm}`);
      assert.equal(found.count, summary.searchDevices);
      assert.equal((await get(`/api/dcim/devices/?tag=${summary.tagSlug}&limit=1`)).count, summary.tagDevices);
      assert.equal((await get(`/api/dcim/sites/?slug=${summary.sampleSiteSlug}`)).results[0].id, summary.sampleSiteId);
      assert.ok((await get(`/api/dcim/devices/?region_id=${summary.sampleRegionId}&limit=1`)).count >= 100);
    } finally {
      await handle.close();
    }
  });

  it('gives the same rows, ids included, for the same seed', async () => {
    const again = await migratedDatabase('dataset');
    const other = postgres(again, { max: 1, onnotice: () => {} });
    try {
      const second = await generateDataset(other, 'S', { seed: SEED });
      assert.deepEqual({ ...second, seconds: 0 }, { ...summary, seconds: 0 });
      for (const table of DIGESTED) assert.equal(await digest(other, table), await digest(sql, table), table);
    } finally {
      await other.end({ timeout: 5 });
    }
  });
});
