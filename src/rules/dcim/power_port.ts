// Power port rules (NetBox 3.7 PowerPort.clean): the allocated draw never exceeds the maximum.
import type { PowerPortRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkComponent } from './component.ts';

const rules: PowerPortRules = {
  beforeSave(_ctx, values, existing) {
    const v = values as Record<string, unknown>;
    checkComponent(v, existing);
    const maximum = valueAfterWrite(v, existing, 'maximum_draw', 'maximum_draw') as number | null;
    const allocated = valueAfterWrite(v, existing, 'allocated_draw', 'allocated_draw') as number | null;
    if (maximum !== null && allocated !== null && allocated > maximum)
      throw ValidationError.field('allocated_draw', `Allocated draw cannot exceed the maximum draw (${maximum}W).`);
  },
};

export default rules;
