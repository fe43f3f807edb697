// ASN range rules (NetBox 3.7 ASNRange.clean): the start lies below the end.
import type { ASNRangeRules } from '../../../generated/rules/types.ts';
import { type ComputedFieldSql, ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: ASNRangeRules = {
  beforeSave(_ctx, values, existing) {
    const start = Number(valueAfterWrite(values, existing, 'start'));
    const end = Number(valueAfterWrite(values, existing, 'end'));
    if (end <= start) throw ValidationError.field('non_field_errors', `Starting ASN (${start}) must be lower than ending ASN (${end}).`);
  },
};

/** How many ASNs lie between the range's start and end. */
export const asnRangeAsnCount: ComputedFieldSql = (_ctx, _model, alias) =>
  `(SELECT count(*)::int FROM ipam_asn a WHERE a.asn BETWEEN ${alias}.start AND ${alias}."end")`;

export default rules;
