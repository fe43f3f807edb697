// VLAN group rules (NetBox 4.6 VLANGroup.clean and save): its VID ranges, each [lower, upper]
// with inclusive bounds (what NetBox's IntegerRangeSerializer reads and writes), lie within
// 1-4094, are not upside down and do not overlap; total_vlan_ids counts the VIDs they hold.
// NetBox 3.7's min_vid and max_vid, written at API version 3.7, make the ranges the one from
// min_vid to max_vid (either one written keeps the other as the ranges' lowest or highest VID).
// (A scope is a type and an id together: the engine's rule for every generic relation.)
import type { VLANGroupRules } from '../../../generated/rules/types.ts';
import { type ComputedFieldSql, ValidationError, valueAfterWrite } from '../../engine/api.ts';

const VID_MIN = 1;
const VID_MAX = 4094;

export type VidRange = [number, number];

const rules: VLANGroupRules = {
  beforeSave(_ctx, written, existing) {
    const values = written as Record<string, unknown>;
    const legacy = Object.hasOwn(values, 'min_vid') || Object.hasOwn(values, 'max_vid');
    // The engine hands a JSON field's value over as JSON text, and takes it back so.
    if (legacy && !Object.hasOwn(values, 'vid_ranges')) values.vid_ranges = JSON.stringify([legacyRange(values, existing)]);
    if (!Object.hasOwn(values, 'vid_ranges')) return;
    const ranges = checkRanges(JSON.parse(values.vid_ranges as string));
    values.vid_ranges = JSON.stringify(ranges);
    values.total_vlan_ids = ranges.reduce((n, [lower, upper]) => n + upper - lower + 1, 0);
  },
};

/** The range NetBox 3.7's min_vid and max_vid make, each checked as 3.7's fields were. */
function legacyRange(values: Record<string, unknown>, existing: Record<string, unknown> | null): VidRange {
  const current = (existing?.vid_ranges as VidRange[] | undefined) ?? [[VID_MIN, VID_MAX]];
  const bound = (name: 'min_vid' | 'max_vid', fallback: number): number => {
    if (!Object.hasOwn(values, name)) return fallback;
    const v = values[name];
    if (v === null) throw ValidationError.field(name, 'This field may not be null.');
    if ((v as number) < VID_MIN) throw ValidationError.field(name, `Ensure this value is greater than or equal to ${VID_MIN}.`);
    if ((v as number) > VID_MAX) throw ValidationError.field(name, `Ensure this value is less than or equal to ${VID_MAX}.`);
    return v as number;
  };
  const min = bound('min_vid', current.length ? Math.min(...current.map((r) => r[0])) : VID_MIN);
  const max = bound('max_vid', current.length ? Math.max(...current.map((r) => r[1])) : VID_MAX);
  if (max < min) throw ValidationError.field('max_vid', 'Maximum child VID must be greater than or equal to minimum child VID');
  return [min, max];
}

/** NetBox's IntegerRangeSerializer and VLANGroup.clean, in their words. */
function checkRanges(given: unknown): VidRange[] {
  if (!Array.isArray(given)) throw ValidationError.field('vid_ranges', `Expected a list of items but got type "${given === null ? 'NoneType' : typeof given}".`);
  const ranges = given.map((r): VidRange => {
    if (!Array.isArray(r) || r.length !== 2) throw ValidationError.field('vid_ranges', 'Ranges must be specified in the form (lower, upper).');
    if (!r.every((b) => Number.isInteger(b))) throw ValidationError.field('vid_ranges', 'Range boundaries must be defined as integers.');
    return [r[0] as number, r[1] as number];
  });
  for (const [lower, upper] of ranges) {
    if (lower < VID_MIN) throw ValidationError.field('vid_ranges', `Starting VLAN ID in range (${lower}) cannot be less than ${VID_MIN}`);
    if (upper > VID_MAX) throw ValidationError.field('vid_ranges', `Ending VLAN ID in range (${upper}) cannot exceed ${VID_MAX}`);
    if (lower > upper) throw ValidationError.field('vid_ranges', `Ending VLAN ID in range must be greater than or equal to the starting VLAN ID (${lower}-${upper})`);
  }
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i - 1]![1] >= sorted[i]![0]) throw ValidationError.field('vid_ranges', 'Ranges cannot overlap.');
  return ranges;
}

/** NetBox's ranges_to_string: "1-5,8,10-12". */
export function rangesToString(ranges: VidRange[]): string {
  return ranges.map(([lower, upper]) => (lower === upper ? `${lower}` : `${lower}-${upper}`)).join(',');
}

/** NetBox's utilization: the group's VLANs over the VIDs its ranges hold, in percent rounded to
 * 2 places, as text the way Python writes the float (50.0, 0.24); null when it holds none. */
export const vlanGroupUtilization: ComputedFieldSql = (_ctx, _model, alias) => `(SELECT CASE WHEN u = trunc(u) THEN trunc(u)::bigint::text || '.0' ELSE u::float8::text END
    FROM (SELECT round((SELECT count(*) FROM ipam_vlan v WHERE v.group_id = ${alias}.id) * 100.0 / NULLIF(${alias}.total_vlan_ids, 0), 2) AS u) s)`;

/** NetBox 3.7's min_vid and max_vid: the lowest and highest VID of the ranges. */
const bound = (fn: 'min' | 'max', index: 0 | 1): ComputedFieldSql => (_ctx, _model, alias) =>
  `(SELECT ${fn}((r->>${index})::int) FROM jsonb_array_elements(${alias}.vid_ranges::jsonb) r)`;
export const vlanGroupMinVid = bound('min', 0);
export const vlanGroupMaxVid = bound('max', 1);

export default rules;
