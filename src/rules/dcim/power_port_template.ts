// Power port template rules (NetBox 3.7 PowerPortTemplate.clean): the allocated draw never
// exceeds the maximum draw.
import type { PowerPortTemplateRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkTemplate } from './component_template.ts';

const rules: PowerPortTemplateRules = {
  beforeSave(_ctx, values, existing) {
    const v = values as Record<string, unknown>;
    checkTemplate(v, existing, true);
    const maximum = valueAfterWrite(v, existing, 'maximum_draw', 'maximum_draw') as number | null;
    const allocated = valueAfterWrite(v, existing, 'allocated_draw', 'allocated_draw') as number | null;
    if (maximum !== null && allocated !== null && allocated > maximum)
      throw ValidationError.field('allocated_draw', `Allocated draw cannot exceed the maximum draw (${maximum}W).`);
  },
};

export default rules;
