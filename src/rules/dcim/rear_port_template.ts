// RearPortTemplate rules (NetBox 3.7 ModularComponentTemplateModel.clean): see component_template.ts.
import type { RearPortTemplateRules } from '../../../generated/rules/types.ts';
import { checkTemplate } from './component_template.ts';

const rules: RearPortTemplateRules = {
  beforeSave(_ctx, values, existing) {
    checkTemplate(values as Record<string, unknown>, existing, true);
  },
};

export default rules;
