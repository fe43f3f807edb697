// Power outlet template rules (NetBox 3.7 PowerOutletTemplate.clean): the power port is a
// template of the same device type or module type.
import type { PowerOutletTemplateRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkTemplate, componentName, otherTemplate } from './component_template.ts';

const rules: PowerOutletTemplateRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const { deviceType, moduleType } = checkTemplate(v, existing, true);
    const portId = valueAfterWrite(v, existing, 'power_port', 'power_port_id') as number | null;
    if (portId === null) return;
    const port = await otherTemplate(ctx.db, 'dcim_power_port_template', portId);
    if (!port) return;
    if (deviceType !== null && port.device_type_id !== deviceType)
      throw ValidationError.field('non_field_errors', `Parent power port (${componentName(port)}) must belong to the same device type`);
    if (moduleType !== null && port.module_type_id !== moduleType)
      throw ValidationError.field('non_field_errors', `Parent power port (${componentName(port)}) must belong to the same module type`);
  },
};

export default rules;
