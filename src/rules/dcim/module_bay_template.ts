// ModuleBayTemplate rules (NetBox 4.6 ModularComponentTemplateModel.clean: a device type's or a
// module type's, since NetBox 4.0): see component_template.ts.
import type { ModuleBayTemplateRules } from '../../../generated/rules/types.ts';
import { checkTemplate } from './component_template.ts';

const rules: ModuleBayTemplateRules = {
  beforeSave(_ctx, values, existing) {
    checkTemplate(values as Record<string, unknown>, existing, true);
  },
};

export default rules;
