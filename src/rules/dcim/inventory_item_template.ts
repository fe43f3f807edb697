// InventoryItemTemplate rules (NetBox 3.7 ComponentTemplateModel.clean): see component_template.ts.
import type { InventoryItemTemplateRules } from '../../../generated/rules/types.ts';
import { checkTemplate } from './component_template.ts';

const rules: InventoryItemTemplateRules = {
  beforeSave(_ctx, values, existing) {
    checkTemplate(values as Record<string, unknown>, existing, false);
  },
};

export default rules;
