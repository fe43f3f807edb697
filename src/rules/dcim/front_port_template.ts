// Front port template rules (NetBox ModularComponentTemplateModel.clean, component_template.ts)
// and its port mappings (port_mapping.ts): rear port templates of the same device or module type.
import type { FrontPortTemplateRules } from '../../../generated/rules/types.ts';
import { checkTemplate } from './component_template.ts';
import { checkMappings } from './port_mapping.ts';

const rules: FrontPortTemplateRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    checkTemplate(v, existing, true);
    await checkMappings(ctx, { model: 'dcim.front_port_template', parents: ['device_type', 'module_type'], parentLabel: 'device type' }, v, existing);
  },
};

export default rules;
