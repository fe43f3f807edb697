// Where every row of the dataset sits, computed from its index alone: ids are 1-based row
// numbers in load order (the generator loads into empty tables and gives ids explicitly, so a
// given seed always yields the same ids), and addresses follow from an address's index.
//
// Address plan: /16 containers in order from 10.0.0.0/16 (L runs past 10.255.0.0/16 into
// 11.x-13.x; benchmark data, never routed), each holding /24s x.y.0.0/24 .. x.y.248.0/24.
// The first container, 10.0.0.0/16, is the dense one: it holds a quarter of all addresses (at
// most 50,000: S 5,000, M 50,000, L 50,000), those of the first devices. The rest are spread
// round-robin over the /24s of the other containers (S ~2,100, M ~1,900, L ~1,200 per /16).
// The last `vrfs` containers, with their /24s and addresses, are in one VRF each; the rest,
// the dense and the second ("sparse") containers included, are in the global table.
import { SLASH24_PER_CONTAINER, type SizeSpec } from './sizes.ts';

export const DENSE_MAX = 50_000;

/** A tree with `levels[i]` children per node at level i: each level's first index (offset)
 * and size, all nodes, and the leaves. */
function treeLevels(levels: number[]): { offsets: number[]; counts: number[]; total: number; leaves: number } {
  const offsets: number[] = [];
  const counts: number[] = [];
  let total = 0;
  let width = 1;
  for (const n of levels) {
    width *= n;
    offsets.push(total);
    counts.push(width);
    total += width;
  }
  return { offsets, counts, total, leaves: width };
}

export class Layout {
  readonly regionOffsets: number[] = [];
  readonly regionCounts: number[] = [];
  readonly regions: number;
  readonly leafRegions: number;
  readonly racks: number;
  readonly devices: number;
  readonly interfaces: number;
  readonly addresses: number;
  readonly slash24s: number;
  readonly prefixes: number;
  readonly vlans: number;
  readonly dense: number;
  readonly tenantGroupOffsets: number[] = [];
  readonly tenantGroupCounts: number[] = [];
  readonly tenantGroups: number;
  readonly manufacturers: number;
  readonly platforms: number;
  readonly deviceTypes: number;

  constructor(readonly spec: SizeSpec) {
    const regions = treeLevels(spec.regionLevels);
    this.regionOffsets.push(...regions.offsets);
    this.regionCounts.push(...regions.counts);
    this.regions = regions.total;
    this.leafRegions = regions.leaves;
    const groups = treeLevels(spec.tenantGroupLevels);
    this.tenantGroupOffsets.push(...groups.offsets);
    this.tenantGroupCounts.push(...groups.counts);
    this.tenantGroups = groups.total;
    this.racks = spec.sites * spec.racksPerSite;
    this.devices = spec.sites * spec.devicesPerSite;
    this.interfaces = this.devices * spec.interfacesPerDevice;
    this.addresses = this.devices * spec.addressesPerDevice;
    this.slash24s = spec.containers * SLASH24_PER_CONTAINER;
    this.prefixes = spec.containers + this.slash24s;
    this.vlans = spec.vlanGroups * spec.vlansPerGroup;
    this.dense = Math.min(Math.round(this.addresses / 4), DENSE_MAX);
    this.manufacturers = spec.manufacturers;
    this.platforms = spec.manufacturers * spec.platformsPerManufacturer;
    this.deviceTypes = spec.manufacturers * spec.typesPerManufacturer;
    const perSlash24 = Math.ceil(this.dense / SLASH24_PER_CONTAINER);
    const otherSlots = (spec.containers - 1) * SLASH24_PER_CONTAINER;
    if (perSlash24 > 254 || Math.ceil((this.addresses - this.dense) / otherSlots) > 254) throw new Error('more addresses than the /24s hold');
    if (spec.addressesPerDevice > spec.interfacesPerDevice) throw new Error('more addresses than interfaces per device');
    if (spec.containers - spec.vrfs < 2) throw new Error('the dense and sparse containers must stay global');
  }

  /** Index (within its level) of the ancestor at `level` of the region at (`of`, `index`). */
  regionAncestor(of: number, index: number, level: number): number {
    let i = index;
    for (let l = of; l > level; l--) i = Math.floor(i / this.spec.regionLevels[l]!);
    return i;
  }
  regionId(level: number, index: number): number {
    return this.regionOffsets[level]! + index + 1;
  }
  /** The leaf region (index within the last level) of site `s`: consecutive sites share one. */
  siteLeaf(s: number): number {
    return Math.floor((s * this.leafRegions) / this.spec.sites);
  }
  tenantGroupId(level: number, index: number): number {
    return this.tenantGroupOffsets[level]! + index + 1;
  }

  siteOfDevice(d: number): number {
    return Math.floor(d / this.spec.devicesPerSite);
  }
  interfaceId(d: number, j: number): number {
    return d * this.spec.interfacesPerDevice + j + 1;
  }
  /** Address k sits on interface j = k mod addressesPerDevice of device d = k div addressesPerDevice. */
  addressId(d: number, j: number): number {
    return d * this.spec.addressesPerDevice + j + 1;
  }

  /** Container, /24 slot within it, and host of address index k. */
  placeAddress(k: number): { container: number; slot: number; host: number } {
    if (k < this.dense) return { container: 0, slot: k % SLASH24_PER_CONTAINER, host: Math.floor(k / SLASH24_PER_CONTAINER) + 1 };
    const rest = k - this.dense;
    const slots = (this.spec.containers - 1) * SLASH24_PER_CONTAINER;
    const global = rest % slots;
    return { container: 1 + Math.floor(global / SLASH24_PER_CONTAINER), slot: global % SLASH24_PER_CONTAINER, host: Math.floor(rest / slots) + 1 };
  }
  /** First two octets of container c. */
  containerNet(c: number): string {
    return `${10 + (c >> 8)}.${c & 255}`;
  }
  containerPrefix(c: number): string {
    return `${this.containerNet(c)}.0.0/16`;
  }
  containerId(c: number): number {
    return c + 1;
  }
  slash24Id(c: number, slot: number): number {
    return this.spec.containers + c * SLASH24_PER_CONTAINER + slot + 1;
  }
  /** VRF id of container c, or null for the global table. */
  vrfOf(c: number): number | null {
    const first = this.spec.containers - this.spec.vrfs;
    return c >= first ? c - first + 1 : null;
  }
  /** The site a VLAN group is scoped to. */
  groupSite(g: number): number {
    return Math.floor((g * this.spec.sites) / this.spec.vlanGroups);
  }
}
