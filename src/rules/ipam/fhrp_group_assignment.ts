// FHRP group assignment rules: the interface (a generic relation, interface_type plus
// interface_id) is required, as NetBox's non-null columns make it.
import type { FHRPGroupAssignmentRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: FHRPGroupAssignmentRules = {
  beforeSave(_ctx, values, existing) {
    const errors: Record<string, string[]> = {};
    for (const name of ['interface_type', 'interface_id'] as const) {
      if (valueAfterWrite(values, existing, name) !== null) continue;
      errors[name] = [Object.hasOwn(values, name) ? 'This field may not be null.' : 'This field is required.'];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  },
};

export default rules;
