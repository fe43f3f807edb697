// Service template rules (NetBox 3.7 ServiceBase): ports are a non-empty list of integers
// 1-65535; the display is "name (TCP/22, 80-82)", computed on save into display_text.
import type { ServiceTemplateRules } from '../../../generated/rules/types.ts';
import { serviceDisplay } from './common.ts';

const rules: ServiceTemplateRules = {
  beforeSave(_ctx, values, existing) {
    serviceDisplay(values, existing);
  },
};

export default rules;
