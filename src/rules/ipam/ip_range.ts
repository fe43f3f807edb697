// IP range rules (NetBox 3.7 IPRange.clean and save): start and end are of one family and one
// mask, the end lies above the start, the range overlaps no other range of its VRF and holds at
// most 2^32-1 addresses. `size` (end - start + 1) and the display (IPRange.name, e.g.
// "192.0.2.10-20/24") are computed on every save.
import type { IPRangeRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite, type ComputedFieldSql } from '../../engine/api.ts';
import { formatAddress, parseIp, type IpValue } from '../../ipam/address.ts';
import { hostOf } from '../../ipam/available.ts';
import { setComputed } from './common.ts';

const MAX_SIZE = 2n ** 32n - 1n;

/** IPRange.name: the leading parts start and end share, then "start-end/len". Like NetBox, it
 * keeps every part that is equal in both, wherever it is. */
export function rangeName(start: IpValue, end: IpValue): string {
  const sep = start.family === 6 ? ':' : '.';
  const a = formatAddress(start.family, start.value).split(sep);
  const b = formatAddress(end.family, end.value).split(sep);
  const base: string[] = [];
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] === b[i]) base.push(a[i]!);
  return `${base.join(sep)}${sep}${a.slice(base.length).join(sep)}-${b.slice(base.length).join(sep)}/${start.length}`;
}

const rules: IPRangeRules = {
  async beforeSave(ctx, values, existing) {
    const start = parseIp(String(valueAfterWrite(values, existing, 'start_address')));
    const end = parseIp(String(valueAfterWrite(values, existing, 'end_address')));
    if (!start || !end) return; // the field checks have refused it already
    if (start.family !== end.family)
      throw ValidationError.field('end_address', 'Starting and ending IP address versions must match');
    if (start.length !== end.length)
      throw ValidationError.field('end_address', 'Starting and ending IP address masks must match');
    const startText = formatAddress(start.family, start.value) + `/${start.length}`;
    if (!(end.value > start.value))
      throw ValidationError.field('end_address', `Ending address must be lower than the starting address (${startText})`);

    const vrf = valueAfterWrite(values, existing, 'vrf', 'vrf_id') as number | null;
    const self = (existing?.id as number | undefined) ?? 0;
    const endText = formatAddress(end.family, end.value) + `/${end.length}`;
    // The same comparisons as NetBox's query: PostgreSQL's inet ordering.
    const [overlap] = await query<{ display_text: string; vrf: string | null }>(ctx.db,
      `SELECT r.display_text, CASE WHEN v.id IS NULL THEN NULL WHEN v.rd IS NULL OR v.rd = '' THEN v.name ELSE v.name || ' (' || v.rd || ')' END AS vrf
         FROM ipam_ip_range r LEFT JOIN ipam_vrf v ON v.id = r.vrf_id
        WHERE r.id <> $1 AND r.vrf_id IS NOT DISTINCT FROM $2::int
          AND ((r.start_address >= $3::inet AND r.start_address <= $4::inet)
            OR (r.end_address >= $3::inet AND r.end_address <= $4::inet)
            OR (r.start_address <= $3::inet AND r.end_address >= $4::inet))
        ORDER BY r.start_address, r.id LIMIT 1`,
      [self, vrf, startText, endText]);
    if (overlap)
      throw ValidationError.field('non_field_errors', `Defined addresses overlap with range ${overlap.display_text} in VRF ${overlap.vrf ?? 'None'}`);

    const size = end.value - start.value + 1n;
    if (size > MAX_SIZE)
      throw ValidationError.field('non_field_errors', `Defined range exceeds maximum supported size (${MAX_SIZE})`);
    setComputed(values, 'size', Number(size));
    setComputed(values, 'display_text', rangeName(start, end));
  },
};

/** The range's utilization (NetBox's IPRange.utilization), in percent: the distinct addresses
 * of its VRF's IP addresses between its start and end over its size; 100 when marked utilized. */
export const ipRangeUtilization: ComputedFieldSql = (_ctx, _model, a) => {
  const within = (vrf: string) => `(SELECT count(DISTINCT ${hostOf('i.address')}) FROM ipam_ip_address i
      WHERE ${vrf} AND ${hostOf('i.address')} BETWEEN ${hostOf(`${a}.start_address`)} AND ${hostOf(`${a}.end_address`)})`;
  // The VRF compared as the host index can search it (its leading column).
  const used = `CASE WHEN ${a}.vrf_id IS NULL THEN ${within('i.vrf_id IS NULL')} ELSE ${within(`i.vrf_id = ${a}.vrf_id`)} END`;
  return `(CASE WHEN ${a}.mark_utilized THEN 100 ELSE LEAST(round(${used}::numeric / GREATEST(${a}.size, 1) * 100, 2), 100) END)::float8`;
};

export default rules;
