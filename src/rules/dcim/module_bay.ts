// ModuleBay rules (NetBox 3.7 ComponentModel.clean): see component.ts.
import type { ModuleBayRules } from '../../../generated/rules/types.ts';
import { checkComponent } from './component.ts';

const rules: ModuleBayRules = {
  beforeSave(_ctx, values, existing) {
    checkComponent(values as Record<string, unknown>, existing);
  },
};

export default rules;
