// VLAN group rules (NetBox 3.7 VLANGroup.clean): the child VID range is not upside down. (A
// scope is a type and an id together: the engine's rule for every generic relation.)
import type { VLANGroupRules } from '../../../generated/rules/types.ts';
import { type ComputedFieldSql, ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: VLANGroupRules = {
  beforeSave(_ctx, values, existing) {
    const min = valueAfterWrite(values, existing, 'min_vid') as number;
    const max = valueAfterWrite(values, existing, 'max_vid') as number;
    if (max < min) throw ValidationError.field('max_vid', 'Maximum child VID must be greater than or equal to minimum child VID');
  },
};

/** NetBox's utilization: the group's VLANs over its VID range, in percent rounded to 2 places,
 * as text the way Python writes the float (50.0, 0.24). */
export const vlanGroupUtilization: ComputedFieldSql = (_ctx, _model, alias) => `(SELECT CASE WHEN u = trunc(u) THEN trunc(u)::bigint::text || '.0' ELSE u::float8::text END
    FROM (SELECT round((SELECT count(*) FROM ipam_vlan v WHERE v.group_id = ${alias}.id) / (${alias}.max_vid - ${alias}.min_vid + 1.0) * 100, 2) AS u) s)`;

export default rules;
