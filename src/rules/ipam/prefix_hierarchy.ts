// A prefix's place in its VRF's hierarchy as the read statement computes it (catalogue fields
// of kind `computed`: children, utilization), each a SQL expression over the row. `_depth` and
// `_children` are stored on the row, kept by PostgreSQL (src/db/functions/prefix_hierarchy.sql).
//
// Searches go by the prefixes' btree ordering index (vrf_id NULLS FIRST, prefix, id), not the
// GiST index: PostgreSQL orders inet by the first min(masklen) bits, then masklen, so the
// prefixes strictly inside P are exactly those after P and up to P's last address (as a host),
// one range of that index within P's VRF, where a GiST probe costs more per prefix.
import type { ComputedFieldSql } from '../../engine/api.ts';

/** `select` over the rows at alias `x` of the VRF of the prefix at `a`, with the VRF compared as
 * the btree can search it: `IS NOT DISTINCT FROM` would leave every VRF's rows to the filter. */
const perVrf = (a: string, x: string, select: (sameVrf: string) => string): string =>
  `CASE WHEN ${a}.vrf_id IS NULL THEN ${select(`${x}.vrf_id IS NULL`)} ELSE ${select(`${x}.vrf_id = ${a}.vrf_id`)} END`;

const maxBits = (a: string) => `CASE family(${a}.prefix) WHEN 4 THEN 32 ELSE 128 END`;

/** The last address of the prefix at `a`, as a host (/32 or /128). */
const lastAddress = (a: string) => `set_masklen(broadcast(${a}.prefix), ${maxBits(a)})`;

/** The prefixes at `x` strictly inside the one at `a` (its `<<`), by the ordering index. */
const inside = (a: string, x: string) => `${x}.prefix > ${a}.prefix AND ${x}.prefix <= ${lastAddress(a)}`;

/** How many prefixes of its VRF it contains: NetBox's `children`, its stored `_children`. */
export const prefixChildren: ComputedFieldSql = (_ctx, _model, a) => `${a}._children`;

/** How many addresses the prefix at `a` holds. */
const size = (a: string) => `power(2::numeric, ${maxBits(a)} - masklen(${a}.prefix))`;

/** How many addresses the prefixes at `x` matching `where` cover together (NetBox's IPSet of
 * them: a prefix inside another or equal to one counts once). In index order a prefix is
 * covered by an earlier one exactly when it lies at or before the furthest last address among
 * those before it (prefixes nest or are disjoint). */
const unionSize = (x: string, where: string) => `(SELECT COALESCE(sum(u.size), 0) FROM (
      SELECT ${size(x)} AS size, ${x}.prefix, max(${lastAddress(x)}) OVER (ORDER BY ${x}.prefix, ${x}.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS covered
        FROM ipam_prefix ${x} WHERE ${where}) u
      WHERE u.covered IS NULL OR u.prefix > u.covered)`;

/** NetBox's utilization, in percent: a container's share covered by its child prefixes (their
 * union, as NetBox's IPSet: a child inside another child or equal to one counts once), any
 * other prefix's share of usable addresses taken by IP addresses and IP ranges (of its VRF);
 * 100 when marked utilized. */
export const prefixUtilization: ComputedFieldSql = (_ctx, _model, a) => {
  const usable = `(${size(a)} - CASE WHEN family(${a}.prefix) = 4 AND masklen(${a}.prefix) < 31 AND NOT ${a}.is_pool THEN 2 ELSE 0 END)`;
  const children = perVrf(a, 'c', (vrf) => unionSize('c', `${vrf} AND ${inside(a, 'c')}`));
  const ranges = `(SELECT COALESCE(sum((host(g.end_address)::inet - host(g.start_address)::inet) + 1), 0) FROM ipam_ip_range g
      WHERE g.start_address <<= ${a}.prefix AND g.end_address <<= ${a}.prefix AND g.vrf_id IS NOT DISTINCT FROM ${a}.vrf_id)`;
  // Addresses within the prefix (its `<<=`): from the prefix itself to its last address, by the
  // addresses' ordering index.
  const ips = `(SELECT count(DISTINCT host(i.address)) FROM ipam_ip_address i
      WHERE i.address >= ${a}.prefix AND i.address <= ${lastAddress(a)} AND i.vrf_id IS NOT DISTINCT FROM ${a}.vrf_id
        AND NOT EXISTS (SELECT 1 FROM ipam_ip_range g WHERE g.vrf_id IS NOT DISTINCT FROM ${a}.vrf_id
                         AND host(i.address)::inet BETWEEN host(g.start_address)::inet AND host(g.end_address)::inet))`;
  const share = `CASE WHEN ${a}.status = 'container' THEN ${children} / ${size(a)} ELSE (${ranges} + ${ips}) / GREATEST(${usable}, 1) END`;
  return `(CASE WHEN ${a}.mark_utilized THEN 100 ELSE LEAST(round((${share}) * 100, 2), 100) END)::float8`;
};

/** An aggregate's utilization (NetBox's Aggregate.get_utilization), in percent: its share
 * covered by the prefixes within it or equal to it, of any VRF, each address once. */
export const aggregateUtilization: ComputedFieldSql = (_ctx, _model, a) =>
  `(LEAST(round(${unionSize('c', `c.prefix <<= ${a}.prefix`)} / ${size(a)} * 100, 2), 100))::float8`;
