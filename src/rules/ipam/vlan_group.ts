// VLAN group rules (NetBox 3.7 VLANGroup.clean): the child VID range is not upside down. (A
// scope is a type and an id together: the engine's rule for every generic relation.)
import type { VLANGroupRules } from '../../../generated/rules/index.ts';
import { ValidationError } from '../../engine/errors.ts';
import { valueAfterWrite } from '../../engine/rules.ts';

const rules: VLANGroupRules = {
  beforeSave(_ctx, values, existing) {
    const min = valueAfterWrite(values, existing, 'min_vid') as number;
    const max = valueAfterWrite(values, existing, 'max_vid') as number;
    if (max < min) throw ValidationError.field('max_vid', 'Maximum child VID must be greater than or equal to minimum child VID');
  },
};

export default rules;
