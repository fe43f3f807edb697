// The dataset sizes (issue: benchmarks at NetBox scale). Every size has whole numbers of
// devices per site, interfaces and addresses per device, and /24s per /16 container, so the
// ids and addresses of every row follow from its index (see layout.ts).

export type DatasetSize = 'S' | 'M' | 'L';

export interface SizeSpec {
  /** Children per region at each level; the first entry is the number of top-level regions. */
  regionLevels: number[];
  sites: number;
  racksPerSite: number;
  devicesPerSite: number;
  interfacesPerDevice: number;
  /** Addresses per device, on its first interfaces (Loopback0 first). */
  addressesPerDevice: number;
  /** /16 container prefixes, each holding SLASH24_PER_CONTAINER /24s. */
  containers: number;
  vlanGroups: number;
  vlansPerGroup: number;
  tenantGroupLevels: number[];
  tenants: number;
  tags: number;
  configContexts: number;
  vrfs: number;
  manufacturers: number;
  typesPerManufacturer: number;
  platformsPerManufacturer: number;
  roles: number;
}

/** /24 children per /16 container; 249 makes S and M's prefix counts round (8 x 250, 80 x 250). */
export const SLASH24_PER_CONTAINER = 249;

export const SIZES: Record<DatasetSize, SizeSpec> = {
  // 100 sites, 1,000 devices, 20,000 interfaces and addresses, 2,000 prefixes, 500 VLANs.
  S: {
    regionLevels: [5, 4], sites: 100, racksPerSite: 2, devicesPerSite: 10, interfacesPerDevice: 20, addressesPerDevice: 20,
    containers: 8, vlanGroups: 50, vlansPerGroup: 10, tenantGroupLevels: [3, 3], tenants: 20, tags: 20, configContexts: 20,
    vrfs: 3, manufacturers: 6, typesPerManufacturer: 4, platformsPerManufacturer: 2, roles: 6,
  },
  // 1,000 sites, 10,000 devices, 200,000 interfaces and addresses, 20,000 prefixes (/16
  // containers of /24s), 5,000 VLANs in 500 groups, 200 tenants, 50 tags, 100 config contexts.
  M: {
    regionLevels: [5, 4, 5], sites: 1000, racksPerSite: 2, devicesPerSite: 10, interfacesPerDevice: 20, addressesPerDevice: 20,
    containers: 80, vlanGroups: 500, vlansPerGroup: 10, tenantGroupLevels: [3, 3], tenants: 200, tags: 50, configContexts: 100,
    vrfs: 8, manufacturers: 12, typesPerManufacturer: 5, platformsPerManufacturer: 2, roles: 10,
  },
  // 100,000 devices, 2,000,000 interfaces, 1,000,000 addresses (half the interfaces have one);
  // the rest ten times M.
  L: {
    regionLevels: [5, 4, 5, 10], sites: 10_000, racksPerSite: 2, devicesPerSite: 10, interfacesPerDevice: 20, addressesPerDevice: 10,
    containers: 800, vlanGroups: 5000, vlansPerGroup: 10, tenantGroupLevels: [3, 3], tenants: 2000, tags: 500, configContexts: 1000,
    vrfs: 16, manufacturers: 24, typesPerManufacturer: 6, platformsPerManufacturer: 2, roles: 14,
  },
};
