// Seedable benchmark dataset at NetBox scale: regions, sites, racks, tenants, device types,
// devices with interfaces and addresses (primary IPv4 on their own Loopback0), /16 container
// prefixes of /24s, VLAN groups and VLANs, VRFs, tags on devices, sites, prefixes and
// addresses, and config contexts assigned to regions, sites, roles, platforms, tags and
// tenants. Sizes S, M and L (scripts/dataset/sizes.ts); the address plan and the dense /16 are
// described in scripts/dataset/layout.ts.
//
//   npx tsx scripts/generate-dataset.ts --size M --database-url postgres://... [--seed 1]
//
// The database must be migrated and hold no inventory yet (the tables loaded here are empty).
// Everything is loaded in one transaction (COPY for the large tables); ids are given
// explicitly (the identity sequences are moved past them), so a seed gives the same rows, ids
// and timestamps included.
// Afterwards VACUUM (ANALYZE) sets the visibility map and statistics, so benchmarks start from
// the same steady state autovacuum would eventually reach.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { loadRows, type Cell } from './dataset/copy.ts';
import { Layout } from './dataset/layout.ts';
import * as W from './dataset/names.ts';
import { Rng } from './dataset/random.ts';
import { SIZES, SLASH24_PER_CONTAINER, type DatasetSize } from './dataset/sizes.ts';

export type { DatasetSize } from './dataset/sizes.ts';

export interface DatasetOptions {
  /** Default 1. */
  seed?: number;
  /** Rows loaded so far out of all, and the table being loaded. */
  progress?: (done: number, total: number, what: string) => void;
}

export interface DatasetSummary {
  size: DatasetSize;
  seed: number;
  /** Wall time of the load, VACUUM ANALYZE included. */
  seconds: number;
  /** Rows loaded per table. */
  counts: Record<string, number>;
  /** The dense /16 (global table): `parent=` finds `densePrefixAddresses` addresses. */
  densePrefix: string;
  densePrefixId: number;
  densePrefixAddresses: number;
  /** An ordinary /16 of the global table. */
  sparsePrefix: string;
  sparsePrefixId: number;
  sparsePrefixAddresses: number;
  /** A /24 inside the dense /16. */
  sampleSlash24: string;
  sampleSlash24Id: number;
  /** A top-level region: the sites below it are a fifth of all. */
  sampleRegionId: number;
  sampleRegionSlug: string;
  sampleSiteId: number;
  sampleSiteSlug: string;
  /** A device with a primary IPv4, tags and config contexts. */
  sampleDeviceId: number;
  sampleDeviceName: string;
  sampleInterfaceId: number;
  /** The sample device's primary IPv4. */
  sampleIpId: number;
  sampleIpAddress: string;
  sampleVlanGroupId: number;
  sampleTenantSlug: string;
  /** `q=<searchTerm>` on devices finds exactly `searchDevices` devices (its description). */
  searchTerm: string;
  searchDevices: number;
  /** The most used tag; `tag=<tagSlug>` on devices finds `tagDevices` devices. */
  tagSlug: string;
  tagDevices: number;
  /** Devices with primary_ip4 set. */
  devicesWithPrimaryIp: number;
}

export const SEARCH_TERM = 'canary';
const SEARCH_DEVICES = 5;

/** Tables loaded, in load order (parents before children). */
const TABLES = [
  'tenancy_tenant_group', 'tenancy_tenant', 'dcim_region', 'dcim_site', 'dcim_manufacturer', 'dcim_platform', 'dcim_device_type',
  'dcim_device_role', 'dcim_rack', 'extras_tag', 'ipam_role', 'ipam_vrf', 'ipam_vlan_group', 'ipam_vlan', 'ipam_prefix',
  'ipam_ip_address', 'dcim_device', 'dcim_mac_address', 'dcim_interface', 'extras_tagged_item', 'extras_config_context', 'extras_config_context_regions',
  'extras_config_context_sites', 'extras_config_context_roles', 'extras_config_context_platforms', 'extras_config_context_tags',
  'extras_config_context_tenants',
] as const;
type Table = (typeof TABLES)[number];

/** created/last_updated: a fixed start plus one second per id, so reruns give identical rows. */
const EPOCH = Date.UTC(2024, 0, 1);
const stamp = (id: number) => new Date(EPOCH + id * 1000).toISOString();

const DEVICE_STATUS = [['active', 85], ['planned', 5], ['staged', 3], ['offline', 4], ['failed', 1], ['inventory', 1], ['decommissioning', 1]] as const;
const SITE_STATUS = [['active', 90], ['planned', 5], ['staging', 3], ['decommissioning', 2]] as const;
const PREFIX_STATUS = [['active', 85], ['reserved', 10], ['deprecated', 5]] as const;
const ADDRESS_STATUS = [['active', 94], ['reserved', 3], ['deprecated', 3]] as const;
const VLAN_STATUS = [['active', 90], ['reserved', 7], ['deprecated', 3]] as const;

interface ConfigContext {
  name: string;
  weight: number;
  description: string;
  active: boolean;
  data: unknown;
  regions: number[];
  sites: number[];
  roles: number[];
  platforms: number[];
  tags: number[];
  tenants: number[];
}

interface TaggedItem { type: string; id: number; tag: number }

export async function generateDataset(sql: postgres.Sql, size: DatasetSize, options: DatasetOptions = {}): Promise<DatasetSummary> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const spec = SIZES[size];
  if (!spec) throw new Error(`unknown dataset size ${String(size)} (S, M or L)`);
  const L = new Layout(spec);
  const rng = (stream: string) => new Rng(seed, stream);

  const occupied = await sql.unsafe<{ table: string }[]>(TABLES.map((t) => `SELECT '${t}' AS table WHERE EXISTS (SELECT 1 FROM ${t})`).join(' UNION ALL '));
  if (occupied.length > 0) throw new Error(`the dataset needs empty tables; these have rows: ${occupied.map((r) => r.table).join(', ')}`);

  // ---- Planning: everything another table refers to (names, tenants, tags, contexts) -----
  const regionNames: string[][] = [];
  for (let level = 0; level < spec.regionLevels.length; level++) {
    const names: string[] = [];
    for (let i = 0; i < L.regionCounts[level]!; i++) {
      const pos = i % spec.regionLevels[level]!;
      const parent = level > 0 ? regionNames[level - 1]![Math.floor(i / spec.regionLevels[level]!)]! : '';
      if (level === 0) names.push(W.CONTINENTS[i] ?? `Region ${i + 1}`);
      else if (level === 1) names.push(W.COUNTRIES[Math.floor(i / spec.regionLevels[1]!)]?.[pos]?.[0] ?? `${parent} ${pos + 1}`);
      else names.push(`${parent} ${level === 2 ? 'Metro' : 'Zone'} ${pos + 1}`);
    }
    regionNames.push(names);
  }
  const leafLevel = spec.regionLevels.length - 1;
  const timeZoneOfLeaf = (leaf: number) => {
    if (leafLevel < 1) return 'UTC';
    const country = L.regionAncestor(leafLevel, leaf, 1);
    return W.COUNTRIES[Math.floor(country / spec.regionLevels[1]!)]?.[country % spec.regionLevels[1]!]?.[1] ?? 'UTC';
  };

  const tenantGroupNames: string[][] = [];
  for (let level = 0; level < spec.tenantGroupLevels.length; level++) {
    const names: string[] = [];
    for (let i = 0; i < L.tenantGroupCounts[level]!; i++) {
      const pos = i % spec.tenantGroupLevels[level]!;
      if (level === 0) names.push(W.TENANT_GROUPS[i] ?? `Tenant Group ${i + 1}`);
      else names.push(`${tenantGroupNames[level - 1]![Math.floor(i / spec.tenantGroupLevels[level]!)]} ${W.TENANT_GROUP_BRANCHES[pos] ?? pos + 1}`);
    }
    tenantGroupNames.push(names);
  }
  const tenantName = (t: number) => {
    const words = W.TENANT_WORDS.length;
    const combos = words * W.TENANT_SUFFIXES.length;
    const base = `${W.TENANT_WORDS[t % words]} ${W.TENANT_SUFFIXES[Math.floor(t / words) % W.TENANT_SUFFIXES.length]}`;
    return t < combos ? base : `${base} ${Math.floor(t / combos) + 1}`;
  };
  const tagName = (t: number) => (t < W.TAG_WORDS.length ? W.TAG_WORDS[t]! : `${W.TAG_WORDS[t % W.TAG_WORDS.length]}-${Math.floor(t / W.TAG_WORDS.length) + 1}`);
  const manufacturerName = (m: number) => W.MANUFACTURERS[m] ?? `Vendor ${m + 1}`;
  const roleName = (r: number) => W.ROLES[r]?.[0] ?? `Role ${r + 1}`;
  const siteSlug = (s: number) => `dc${W.pad(s + 1, 5)}`;

  // Sites: tenant (or -1).
  const siteRng = rng('sites');
  const siteTenant = new Int32Array(spec.sites);
  for (let s = 0; s < spec.sites; s++) siteTenant[s] = siteRng.chance(0.4) ? siteRng.int(spec.tenants) : -1;

  // VLAN group of each site (or -1): groups are scoped to evenly spaced sites.
  const siteGroup = new Int32Array(spec.sites).fill(-1);
  for (let g = 0; g < spec.vlanGroups; g++) siteGroup[L.groupSite(g)] = g;

  // Devices.
  const devRng = rng('devices');
  const n = L.devices;
  const devRole = new Int32Array(n);
  const devType = new Int32Array(n);
  const devPlatform = new Int32Array(n);
  const devTenant = new Int32Array(n);
  const devPrimary = new Uint8Array(n);
  const devName: string[] = new Array(n);
  const search = new Set(devRng.distinct(n, SEARCH_DEVICES));
  for (let d = 0; d < n; d++) {
    const s = L.siteOfDevice(d);
    devRole[d] = devRng.int(spec.roles);
    devType[d] = devRng.int(L.deviceTypes);
    const maker = Math.floor(devType[d]! / spec.typesPerManufacturer);
    // A platform of the type's own manufacturer, as the device rules require.
    devPlatform[d] = devRng.chance(0.85) ? maker * spec.platformsPerManufacturer + devRng.int(spec.platformsPerManufacturer) : -1;
    devTenant[d] = devRng.chance(0.6) ? (siteTenant[s]! >= 0 && devRng.chance(0.7) ? siteTenant[s]! : devRng.int(spec.tenants)) : -1;
    devPrimary[d] = spec.addressesPerDevice > 0 && devRng.chance(0.9) ? 1 : 0;
    devName[d] = `${siteSlug(s)}-${W.slugify(roleName(devRole[d]!))}-${W.pad((d % spec.devicesPerSite) + 1, 2)}`;
  }

  // Tags on sites, devices, /24 prefixes and addresses (the first tags are the most used).
  const tagRng = rng('tagged-items');
  const tagged: TaggedItem[] = [];
  const tagsFor = (type: string, id: number, most: number) => {
    for (const t of new Set(Array.from({ length: tagRng.between(1, most) }, () => tagRng.skewed(spec.tags))))
      tagged.push({ type, id, tag: t + 1 });
  };
  for (let s = 0; s < spec.sites; s++) if (tagRng.chance(0.2)) tagsFor('dcim.site', s + 1, 2);
  const devTagged = new Uint8Array(n);
  let tagDevices = 0;
  for (let d = 0; d < n; d++) {
    if (!tagRng.chance(0.5)) continue;
    const before = tagged.length;
    tagsFor('dcim.device', d + 1, 3);
    devTagged[d] = 1;
    for (let i = before; i < tagged.length; i++) if (tagged[i]!.tag === 1) tagDevices++;
  }
  for (let p = 0; p < L.slash24s; p++) if (tagRng.chance(0.1)) tagsFor('ipam.prefix', spec.containers + p + 1, 2);
  for (let k = 0; k < L.addresses; k++) if (tagRng.chance(0.05)) tagsFor('ipam.ipaddress', k + 1, 1);

  const contexts = planConfigContexts(rng('config-contexts'), L, regionNames, roleName, tagName, tenantName, manufacturerName);

  const counts: Record<Table, number> = {
    tenancy_tenant_group: L.tenantGroups,
    tenancy_tenant: spec.tenants,
    dcim_region: L.regions,
    dcim_site: spec.sites,
    dcim_manufacturer: L.manufacturers,
    dcim_platform: L.platforms,
    dcim_device_type: L.deviceTypes,
    dcim_device_role: spec.roles,
    dcim_rack: L.racks,
    extras_tag: spec.tags,
    ipam_role: W.IPAM_ROLES.length,
    ipam_vrf: spec.vrfs,
    ipam_vlan_group: spec.vlanGroups,
    ipam_vlan: L.vlans,
    ipam_prefix: L.prefixes,
    ipam_ip_address: L.addresses,
    dcim_device: n,
    // Every interface but the loopback (the first of each device) has a MAC address, its primary one.
    dcim_mac_address: n * (spec.interfacesPerDevice - 1),
    dcim_interface: L.interfaces,
    extras_tagged_item: tagged.length,
    extras_config_context: contexts.length,
    extras_config_context_regions: contexts.reduce((a, c) => a + c.regions.length, 0),
    extras_config_context_sites: contexts.reduce((a, c) => a + c.sites.length, 0),
    extras_config_context_roles: contexts.reduce((a, c) => a + c.roles.length, 0),
    extras_config_context_platforms: contexts.reduce((a, c) => a + c.platforms.length, 0),
    extras_config_context_tags: contexts.reduce((a, c) => a + c.tags.length, 0),
    extras_config_context_tenants: contexts.reduce((a, c) => a + c.tenants.length, 0),
  };
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  let done = 0;
  const report = options.progress ?? (() => {});
  const copy = (tx: postgres.TransactionSql, table: Table, columns: string[], rows: number, row: (i: number) => Cell[]) =>
    loadRows(tx, table, columns, rows, row, (k) => {
      done += k;
      report(done, total, table);
    });
  const fk = (index: number) => (index >= 0 ? index + 1 : null);
  const perContainer = new Int32Array(spec.containers);

  await sql.begin(async (tx) => {
    // ---- Tenancy ---------------------------------------------------------------------------
    for (let level = 0; level < spec.tenantGroupLevels.length; level++) {
      // One COPY per level: the tree path trigger reads the parent rows, already loaded.
      await copy(tx, 'tenancy_tenant_group', ['id', 'name', 'slug', 'parent_id', 'description', 'created', 'last_updated'], L.tenantGroupCounts[level]!, (i) => {
        const id = L.tenantGroupId(level, i);
        const name = tenantGroupNames[level]![i]!;
        return [id, name, W.slugify(name), level > 0 ? L.tenantGroupId(level - 1, Math.floor(i / spec.tenantGroupLevels[level]!)) : null, '', stamp(id), stamp(id)];
      });
    }
    const tenantLeaves = L.tenantGroupCounts[L.tenantGroupCounts.length - 1]!;
    const tenantLevel = spec.tenantGroupLevels.length - 1;
    await copy(tx, 'tenancy_tenant', ['id', 'name', 'slug', 'group_id', 'description', 'created', 'last_updated'], spec.tenants, (t) => {
      const name = tenantName(t);
      return [t + 1, name, W.slugify(name), L.tenantGroupId(tenantLevel, t % tenantLeaves), '', stamp(t + 1), stamp(t + 1)];
    });

    // ---- Regions and sites -------------------------------------------------------------------
    for (let level = 0; level < spec.regionLevels.length; level++) {
      await copy(tx, 'dcim_region', ['id', 'name', 'slug', 'parent_id', 'description', 'created', 'last_updated'], L.regionCounts[level]!, (i) => {
        const id = L.regionId(level, i);
        const name = regionNames[level]![i]!;
        return [id, name, W.slugify(name), level > 0 ? L.regionId(level - 1, Math.floor(i / spec.regionLevels[level]!)) : null, '', stamp(id), stamp(id)];
      });
    }
    const sr = rng('site-rows');
    await copy(tx, 'dcim_site', ['id', 'name', 'slug', 'status', 'region_id', 'tenant_id', 'facility', 'time_zone', 'description', 'physical_address', 'latitude', 'longitude', 'created', 'last_updated'], spec.sites, (s) => {
      const leaf = L.siteLeaf(s);
      const metro = regionNames[leafLevel]![leaf]!;
      return [s + 1, siteSlug(s), siteSlug(s), sr.weighted(SITE_STATUS), L.regionId(leafLevel, leaf), fk(siteTenant[s]!), `FAC-${W.pad(s + 1, 5)}`,
        timeZoneOfLeaf(leaf), `${metro} data center`, `${sr.between(1, 999)} Industrial Way, ${metro}`,
        (sr.next() * 120 - 50).toFixed(6), (sr.next() * 340 - 170).toFixed(6), stamp(s + 1), stamp(s + 1)];
    });

    // ---- Device catalogue --------------------------------------------------------------------
    await copy(tx, 'dcim_manufacturer', ['id', 'name', 'slug', 'description', 'created', 'last_updated'], L.manufacturers, (m) =>
      [m + 1, manufacturerName(m), W.slugify(manufacturerName(m)), '', stamp(m + 1), stamp(m + 1)]);
    const platformName = (p: number) => `${manufacturerName(Math.floor(p / spec.platformsPerManufacturer))} ${['OS', 'OS Legacy', 'Appliance OS'][p % spec.platformsPerManufacturer] ?? `OS ${p % spec.platformsPerManufacturer}`}`;
    await copy(tx, 'dcim_platform', ['id', 'name', 'slug', 'manufacturer_id', 'description', 'created', 'last_updated'], L.platforms, (p) =>
      [p + 1, platformName(p), W.slugify(platformName(p)), Math.floor(p / spec.platformsPerManufacturer) + 1, '', stamp(p + 1), stamp(p + 1)]);
    const typeModel = (t: number) => `${String.fromCharCode(65 + (t % spec.typesPerManufacturer))}${1000 * ((t % spec.typesPerManufacturer) + 1) + 100 * (Math.floor(t / spec.typesPerManufacturer) % 10)}`;
    const typeHeight = (t: number) => (t % 3 === 2 ? 2 : 1);
    await copy(tx, 'dcim_device_type', ['id', 'manufacturer_id', 'default_platform_id', 'model', 'slug', 'part_number', 'u_height', 'is_full_depth', 'airflow', 'description', 'created', 'last_updated'], L.deviceTypes, (t) => {
      const m = Math.floor(t / spec.typesPerManufacturer);
      return [t + 1, m + 1, m * spec.platformsPerManufacturer + 1, typeModel(t), W.slugify(`${manufacturerName(m)} ${typeModel(t)}`),
        `${W.slugify(manufacturerName(m)).slice(0, 3).toUpperCase()}-${typeModel(t)}`, typeHeight(t), t % 4 !== 3, 'front-to-rear', '', stamp(t + 1), stamp(t + 1)];
    });
    await copy(tx, 'dcim_device_role', ['id', 'name', 'slug', 'color', 'vm_role', 'description', 'created', 'last_updated'], spec.roles, (r) =>
      [r + 1, roleName(r), W.slugify(roleName(r)), W.ROLES[r]?.[1] ?? '9e9e9e', false, '', stamp(r + 1), stamp(r + 1)]);
    await copy(tx, 'dcim_rack', ['id', 'name', 'site_id', 'tenant_id', 'status', 'form_factor', 'u_height', 'created', 'last_updated'], L.racks, (r) => {
      const s = Math.floor(r / spec.racksPerSite);
      return [r + 1, `R${W.pad((r % spec.racksPerSite) + 1, 2)}`, s + 1, fk(siteTenant[s]!), 'active', '4-post-cabinet', 42, stamp(r + 1), stamp(r + 1)];
    });

    // ---- Tags, IPAM roles, VRFs, VLANs ---------------------------------------------------------
    await copy(tx, 'extras_tag', ['id', 'name', 'slug', 'color', 'description', 'created', 'last_updated'], spec.tags, (t) =>
      [t + 1, tagName(t), tagName(t), W.TAG_COLORS[t % W.TAG_COLORS.length]!, '', stamp(t + 1), stamp(t + 1)]);
    await copy(tx, 'ipam_role', ['id', 'name', 'slug', 'weight', 'description', 'created', 'last_updated'], W.IPAM_ROLES.length, (r) =>
      [r + 1, W.IPAM_ROLES[r]!, W.slugify(W.IPAM_ROLES[r]!), 1000 + r * 100, '', stamp(r + 1), stamp(r + 1)]);
    const vrfName = (v: number) => (v < W.VRF_NAMES.length ? W.VRF_NAMES[v]! : `${W.VRF_NAMES[v % W.VRF_NAMES.length]}-${Math.floor(v / W.VRF_NAMES.length) + 1}`);
    await copy(tx, 'ipam_vrf', ['id', 'name', 'rd', 'enforce_unique', 'description', 'created', 'last_updated'], spec.vrfs, (v) =>
      [v + 1, vrfName(v), `65000:${v + 1}`, true, `Holds ${L.containerPrefix(L.spec.containers - spec.vrfs + v)}`, stamp(v + 1), stamp(v + 1)]);
    await copy(tx, 'ipam_vlan_group', ['id', 'name', 'slug', 'scope_type', 'scope_id', 'vid_ranges', 'total_vlan_ids', 'description', 'created', 'last_updated'], spec.vlanGroups, (g) => {
      const s = L.groupSite(g);
      return [g + 1, `${siteSlug(s)} VLANs`, `${siteSlug(s)}-vlans`, 'dcim.site', s + 1, '[[1, 4094]]', 4094, '', stamp(g + 1), stamp(g + 1)];
    });
    const vr = rng('vlans');
    await copy(tx, 'ipam_vlan', ['id', 'site_id', 'group_id', 'vid', 'name', 'tenant_id', 'status', 'role_id', 'description', 'created', 'last_updated'], L.vlans, (v) => {
      const g = Math.floor(v / spec.vlansPerGroup);
      const i = v % spec.vlansPerGroup;
      const s = L.groupSite(g);
      const vid = 100 + i * 10;
      return [v + 1, s + 1, g + 1, vid, `${W.VLAN_PURPOSES[i % W.VLAN_PURPOSES.length]}-${vid}`, vr.chance(0.2) ? vr.int(spec.tenants) + 1 : null,
        vr.weighted(VLAN_STATUS), vr.chance(0.5) ? vr.int(W.IPAM_ROLES.length) + 1 : null, '', stamp(v + 1), stamp(v + 1)];
    });

    // ---- Prefixes: the /16 containers, then their /24s ------------------------------------------
    const pr = rng('prefixes');
    await copy(tx, 'ipam_prefix', ['id', 'prefix', 'site_id', 'vrf_id', 'tenant_id', 'vlan_id', 'status', 'role_id', 'is_pool', 'description', 'created', 'last_updated'], L.prefixes, (p) => {
      const id = p + 1;
      if (p < spec.containers)
        return [id, L.containerPrefix(p), null, L.vrfOf(p), null, null, 'container', null, false, p === 0 ? 'Dense block' : `Block ${p + 1}`, stamp(id), stamp(id)];
      const t = p - spec.containers;
      const c = Math.floor(t / SLASH24_PER_CONTAINER);
      const site = pr.chance(0.7) ? pr.int(spec.sites) : -1;
      // A VLAN only of the prefix's own site (its site-scoped group).
      const group = site >= 0 ? siteGroup[site]! : -1;
      const vlan = group >= 0 && pr.chance(0.3) ? group * spec.vlansPerGroup + pr.int(spec.vlansPerGroup) + 1 : null;
      return [id, `${L.containerNet(c)}.${t % SLASH24_PER_CONTAINER}.0/24`, fk(site), L.vrfOf(c), pr.chance(0.25) ? pr.int(spec.tenants) + 1 : null, vlan,
        pr.weighted(PREFIX_STATUS), pr.chance(0.6) ? pr.int(W.IPAM_ROLES.length) + 1 : null, false, '', stamp(id), stamp(id)];
    });

    // ---- Addresses (before the devices, whose primary_ip4 refers to them) --------------------------
    const ar = rng('addresses');
    const apd = spec.addressesPerDevice;
    await copy(tx, 'ipam_ip_address', ['id', 'address', 'vrf_id', 'tenant_id', 'status', 'role', 'assigned_object_type', 'assigned_object_id', 'dns_name', 'description', 'created', 'last_updated'], L.addresses, (k) => {
      const d = Math.floor(k / apd);
      const j = k % apd;
      const { container, slot, host } = L.placeAddress(k);
      perContainer[container]!++;
      const net = `${L.containerNet(container)}.${slot}.${host}`;
      const status = ar.weighted(ADDRESS_STATUS);
      // Loopback0 carries the device's primary address: a /32, active, named in DNS.
      return j === 0
        ? [k + 1, `${net}/32`, L.vrfOf(container), fk(devTenant[d]!), devPrimary[d] ? 'active' : status, 'loopback', 'dcim.interface', L.interfaceId(d, 0), `${devName[d]}.example.net`, '', stamp(k + 1), stamp(k + 1)]
        : [k + 1, `${net}/24`, L.vrfOf(container), null, status, null, 'dcim.interface', L.interfaceId(d, j), '', '', stamp(k + 1), stamp(k + 1)];
    });

    // ---- Devices and interfaces -----------------------------------------------------------------
    const dr = rng('device-rows');
    await copy(tx, 'dcim_device', ['id', 'name', 'device_type_id', 'role_id', 'tenant_id', 'platform_id', 'serial', 'asset_tag', 'site_id', 'rack_id', 'position', 'face', 'status', 'airflow', 'primary_ip4_id', 'description', 'local_context_data', 'created', 'last_updated'], n, (d) => {
      const s = L.siteOfDevice(d);
      const k = d % spec.devicesPerSite;
      // Consecutive devices of a site alternate between its racks, 2U apart (types are 1U or 2U).
      const rack = s * spec.racksPerSite + (k % spec.racksPerSite) + 1;
      const position = 1 + 2 * Math.floor(k / spec.racksPerSite);
      const serial = dr.code(11);
      const assetTag = dr.chance(0.4) ? `A${W.pad(d + 1, 7)}` : null;
      const description = search.has(d) ? `${SEARCH_TERM} rollout group` : dr.chance(0.1) ? `${roleName(devRole[d]!)} for ${devTenant[d]! >= 0 ? tenantName(devTenant[d]!) : 'shared services'}` : '';
      const local = dr.chance(0.03) ? JSON.stringify({ maintenance: { window: dr.pick(['sun 02:00-04:00', 'sat 22:00-02:00', 'wed 01:00-03:00']) }, ntp: { prefer: `10.255.0.${dr.between(1, 4)}` } }) : null;
      return [d + 1, devName[d]!, devType[d]! + 1, devRole[d]! + 1, fk(devTenant[d]!), fk(devPlatform[d]!), serial, assetTag, s + 1, rack, position, 'front',
        dr.weighted(DEVICE_STATUS), 'front-to-rear', devPrimary[d] ? L.addressId(d, 0) : null, description, local, stamp(d + 1), stamp(d + 1)];
    });
    const ir = rng('interfaces');
    const ipd = spec.interfacesPerDevice;
    // The MAC address of interface j > 0 of device d (NetBox 4.2's objects, the primary one of
    // its interface): locally administered, unique: 02 then the interface id in five bytes.
    const macId = (d: number, j: number) => d * (ipd - 1) + j;
    await copy(tx, 'dcim_mac_address', ['id', 'mac_address', 'assigned_object_type', 'assigned_object_id', 'created', 'last_updated'], counts.dcim_mac_address, (k) => {
      const d = Math.floor(k / (ipd - 1));
      const id = d * ipd + (k % (ipd - 1)) + 2;
      const mac = `02:${[32, 24, 16, 8, 0].map((b) => (Math.floor(id / 2 ** b) & 255).toString(16).padStart(2, '0')).join(':')}`;
      return [k + 1, mac, 'dcim.interface', id, stamp(id), stamp(id)];
    });
    await copy(tx, 'dcim_interface', ['id', 'device_id', 'name', 'type', 'enabled', 'mtu', 'primary_mac_address_id', 'mgmt_only', 'description', 'created', 'last_updated'], L.interfaces, (x) => {
      const d = Math.floor(x / ipd);
      const j = x % ipd;
      const id = x + 1;
      if (j === 0) return [id, d + 1, 'Loopback0', 'virtual', true, null, null, false, '', stamp(id), stamp(id)];
      if (j === 1) return [id, d + 1, 'mgmt0', '1000base-t', true, null, macId(d, j), true, 'Out-of-band management', stamp(id), stamp(id)];
      return [id, d + 1, `Ethernet1/${j - 1}`, W.PORT_TYPES[devType[d]! % W.PORT_TYPES.length]!, ir.chance(0.95), ir.chance(0.3) ? 9216 : null, macId(d, j), false,
        ir.chance(0.05) ? `uplink ${ir.int(4) + 1}` : '', stamp(id), stamp(id)];
    });

    // ---- Tags and config contexts ---------------------------------------------------------------
    await copy(tx, 'extras_tagged_item', ['id', 'object_type', 'object_id', 'tag_id'], tagged.length, (i) => [i + 1, tagged[i]!.type, tagged[i]!.id, tagged[i]!.tag]);
    await copy(tx, 'extras_config_context', ['id', 'name', 'weight', 'description', 'is_active', 'data', 'created', 'last_updated'], contexts.length, (i) => {
      const c = contexts[i]!;
      return [i + 1, c.name, c.weight, c.description, c.active, JSON.stringify(c.data), stamp(i + 1), stamp(i + 1)];
    });
    const assignments: Array<[Table, string, keyof ConfigContext]> = [
      ['extras_config_context_regions', 'region_id', 'regions'], ['extras_config_context_sites', 'site_id', 'sites'],
      ['extras_config_context_roles', 'device_role_id', 'roles'], ['extras_config_context_platforms', 'platform_id', 'platforms'],
      ['extras_config_context_tags', 'tag_id', 'tags'], ['extras_config_context_tenants', 'tenant_id', 'tenants'],
    ];
    for (const [table, column, key] of assignments) {
      const pairs = contexts.flatMap((c, i) => (c[key] as number[]).map((target) => [i + 1, target] as const));
      await copy(tx, table, ['id', 'config_context_id', column], pairs.length, (i) => [i + 1, pairs[i]![0], pairs[i]![1]]);
    }

    // Ids were given explicitly: move each identity sequence past them for the service's inserts.
    for (const table of TABLES) {
      if (counts[table] > 0) await tx.unsafe(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), ${counts[table]})`);
    }
  });
  report(total, total, 'vacuum analyze');
  await sql.unsafe(`VACUUM (ANALYZE) ${TABLES.join(', ')}`);

  // The sample device: from the middle of the range, the first with a primary address and tags.
  let sample = Math.floor(n / 2);
  while (sample < n - 1 && !(devPrimary[sample] && devTagged[sample])) sample++;
  const sampleSite = L.siteOfDevice(sample);
  const primary = L.placeAddress(sample * spec.addressesPerDevice);
  const sampleSlash24 = `${L.containerNet(0)}.${SLASH24_PER_CONTAINER >> 1}.0/24`;
  return {
    size,
    seed,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    counts: { ...counts },
    densePrefix: L.containerPrefix(0),
    densePrefixId: L.containerId(0),
    densePrefixAddresses: perContainer[0]!,
    sparsePrefix: L.containerPrefix(1),
    sparsePrefixId: L.containerId(1),
    sparsePrefixAddresses: perContainer[1]!,
    sampleSlash24,
    sampleSlash24Id: L.slash24Id(0, SLASH24_PER_CONTAINER >> 1),
    sampleRegionId: L.regionId(0, 0),
    sampleRegionSlug: W.slugify(regionNames[0]![0]!),
    sampleSiteId: sampleSite + 1,
    sampleSiteSlug: siteSlug(sampleSite),
    sampleDeviceId: sample + 1,
    sampleDeviceName: devName[sample]!,
    sampleInterfaceId: L.interfaceId(sample, 0),
    sampleIpId: L.addressId(sample, 0),
    sampleIpAddress: `${L.containerNet(primary.container)}.${primary.slot}.${primary.host}/32`,
    sampleVlanGroupId: 1,
    sampleTenantSlug: W.slugify(tenantName(0)),
    searchTerm: SEARCH_TERM,
    searchDevices: search.size,
    tagSlug: tagName(0),
    tagDevices,
    devicesWithPrimaryIp: devPrimary.reduce((a, b) => a + b, 0),
  };
}

/**
 * Config contexts: two global ones (no assignment, so every device renders something), then a
 * cycle of contexts assigned to top-level or country regions, roles, a few sites, platforms,
 * tags, tenants and region-and-role pairs, so devices render different merges. The last one
 * is inactive.
 */
function planConfigContexts(
  rng: Rng, L: Layout, regionNames: string[][], roleName: (r: number) => string, tagName: (t: number) => string,
  tenantName: (t: number) => string, manufacturerName: (m: number) => string,
): ConfigContext[] {
  const spec = L.spec;
  const out: ConfigContext[] = [];
  const base = (name: string, weight: number, description: string, data: unknown): ConfigContext =>
    ({ name, weight, description, active: true, data, regions: [], sites: [], roles: [], platforms: [], tags: [], tenants: [] });
  const ip = () => `10.255.${rng.int(4)}.${rng.between(1, 254)}`;
  out.push(base('global-defaults', 100, 'Defaults for every device', {
    ntp: { servers: ['10.255.0.1', '10.255.0.2'], prefer: '10.255.0.1' },
    dns: { servers: ['10.255.0.53', '10.255.1.53'], search: ['example.net'] },
    syslog: { servers: ['10.255.1.10'], facility: 'local7', severity: 'informational' },
    snmp: { contact: 'noc@example.net', communities: { ro: 'netinv-ro' }, traps: ['linkUp', 'linkDown'] },
  }));
  out.push(base('global-security', 200, 'Access policy', {
    aaa: { tacacs: { servers: ['10.255.2.49', '10.255.2.50'], timeout: 5 }, fallback: 'local' },
    ssh: { version: 2, ciphers: ['aes256-gcm@openssh.com', 'chacha20-poly1305@openssh.com'] },
    banner: 'Authorized access only',
  }));
  const kinds = ['region', 'role', 'site', 'platform', 'tag', 'tenant', 'region-role'] as const;
  const upper = Math.min(2, spec.regionLevels.length);
  const pickRegion = () => {
    const level = rng.int(upper);
    const i = rng.int(L.regionCounts[level]!);
    return { id: L.regionId(level, i), name: regionNames[level]![i]! };
  };
  for (let i = out.length; i < spec.configContexts; i++) {
    const kind = kinds[i % kinds.length]!;
    const weight = 1000 + i * 10;
    let c: ConfigContext;
    switch (kind) {
      case 'region': {
        const r = pickRegion();
        c = base(`region-${W.slugify(r.name)}-${i}`, weight, `${r.name} services`, {
          ntp: { servers: [ip(), ip()] }, dns: { servers: [ip()] }, region: { name: r.name, code: W.slugify(r.name).slice(0, 3).toUpperCase() },
        });
        c.regions.push(r.id);
        break;
      }
      case 'role': {
        const r = rng.int(spec.roles);
        c = base(`role-${W.slugify(roleName(r))}-${i}`, weight, `${roleName(r)} baseline`, {
          role: W.slugify(roleName(r)), interfaces: { mtu: rng.pick([1500, 9000, 9216]) }, bgp: { asn: 64512 + r, graceful_restart: rng.chance(0.5) },
        });
        c.roles.push(r + 1);
        break;
      }
      case 'site': {
        const sites = rng.distinct(spec.sites, rng.between(1, 5)).map((s) => s + 1);
        c = base(`sites-${i}`, weight, `Site overrides (${sites.length})`, { syslog: { servers: [ip()] }, power: { feeds: rng.between(1, 4), kw: rng.between(4, 20) } });
        c.sites.push(...sites);
        break;
      }
      case 'platform': {
        const p = rng.int(L.platforms);
        const maker = manufacturerName(Math.floor(p / spec.platformsPerManufacturer));
        c = base(`platform-${W.slugify(maker)}-${p + 1}-${i}`, weight, `${maker} software`, {
          firmware: { version: `${rng.between(1, 20)}.${rng.int(10)}.${rng.int(10)}`, image: `${W.slugify(maker)}-${rng.code(6).toLowerCase()}.bin` },
        });
        c.platforms.push(p + 1);
        break;
      }
      case 'tag': {
        const t = rng.skewed(spec.tags);
        c = base(`tag-${tagName(t)}-${i}`, weight, `Devices tagged ${tagName(t)}`, { monitoring: { interval: rng.pick([30, 60, 300]), group: tagName(t) } });
        c.tags.push(t + 1);
        break;
      }
      case 'tenant': {
        const t = rng.int(spec.tenants);
        c = base(`tenant-${W.slugify(tenantName(t))}-${i}`, weight, `${tenantName(t)} settings`, {
          tenant: { name: tenantName(t), account: `ACC-${rng.code(6)}` }, snmp: { communities: { ro: rng.code(10).toLowerCase() } },
        });
        c.tenants.push(t + 1);
        break;
      }
      case 'region-role': {
        const r = pickRegion();
        const role = rng.int(spec.roles);
        c = base(`region-role-${W.slugify(r.name)}-${W.slugify(roleName(role))}-${i}`, weight, `${roleName(role)} in ${r.name}`, {
          bgp: { route_reflectors: [ip(), ip()], communities: [`65000:${rng.between(100, 999)}`] },
        });
        c.regions.push(r.id);
        c.roles.push(role + 1);
        break;
      }
    }
    out.push(c);
  }
  if (out.length > 2) out[out.length - 1]!.active = false;
  return out.slice(0, spec.configContexts);
}

// ---- CLI ---------------------------------------------------------------------------------------

/** One line redrawn in place on a terminal; into a file or pipe, a line per table (and every 5 s) instead. */
function progressBar(): (done: number, total: number, what: string) => void {
  const start = performance.now();
  const tty = process.stderr.isTTY;
  let last = 0;
  let lastWhat = '';
  return (done, total, what) => {
    const now = performance.now();
    if (tty ? now - last < 100 && done < total : what === lastWhat && now - last < 5000) return;
    last = now;
    lastWhat = what;
    const seconds = (now - start) / 1000;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${((done / total) * 100).toFixed(0).padStart(3)}% ${done.toLocaleString('en')}/${total.toLocaleString('en')} rows ${rate.toLocaleString('en')} rows/s ${seconds.toFixed(1)}s ${what}`;
    process.stderr.write(tty ? `\r${line}\x1b[K` : `${line}\n`);
  };
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const size = (argument('size') ?? 'S').toUpperCase();
  const url = argument('database-url') ?? process.env.DATABASE_URL;
  const seed = Number(argument('seed') ?? 1);
  if (!['S', 'M', 'L'].includes(size) || !url || !Number.isInteger(seed)) {
    process.stderr.write('usage: npx tsx scripts/generate-dataset.ts --size S|M|L --database-url postgres://... [--seed N]\n');
    process.exit(2);
  }
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const summary = await generateDataset(sql, size as DatasetSize, { seed, progress: progressBar() });
    process.stderr.write(`${process.stderr.isTTY ? '\n' : ''}loaded size ${size} (seed ${seed}) in ${summary.seconds} s\n`);
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    process.stderr.write(`\n${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  });
}
