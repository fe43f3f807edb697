// ModuleBayTemplate rules (NetBox 3.7 ComponentTemplateModel.clean): see component_template.ts.
import type { ModuleBayTemplateRules } from '../../../generated/rules/types.ts';
import { checkTemplate } from './component_template.ts';

const rules: ModuleBayTemplateRules = {
  beforeSave(_ctx, values, existing) {
    checkTemplate(values as Record<string, unknown>, existing, false);
  },
};

export default rules;
