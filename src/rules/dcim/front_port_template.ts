// Front port template rules (NetBox 3.7 FrontPortTemplate.clean): the rear port is a template
// of the same device type, and the position exists on it.
import type { FrontPortTemplateRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkTemplate, componentName, otherTemplate } from './component_template.ts';

const rules: FrontPortTemplateRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const { deviceType } = checkTemplate(v, existing, true);
    const rearId = valueAfterWrite(v, existing, 'rear_port', 'rear_port_id') as number;
    const rear = await otherTemplate(ctx.db, 'dcim_rear_port_template', rearId, ', positions');
    if (!rear) return;
    if (rear.device_type_id !== deviceType)
      throw ValidationError.field('non_field_errors', `Rear port (${componentName(rear)}) must belong to the same device type`);
    const position = (valueAfterWrite(v, existing, 'rear_port_position', 'rear_port_position') as number | null) ?? 1;
    if (position > (rear.positions as number))
      throw ValidationError.field('non_field_errors', `Invalid rear port position (${position}); rear port ${rear.name} has only ${rear.positions} positions`);
  },
};

export default rules;
