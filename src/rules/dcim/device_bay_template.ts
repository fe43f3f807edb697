// Device bay template rules (NetBox 3.7 DeviceBayTemplate.clean): only a parent device type
// has device bays.
import type { DeviceBayTemplateRules } from '../../../generated/rules/types.ts';
import { query, ValidationError } from '../../engine/api.ts';
import { checkTemplate } from './component_template.ts';

const rules: DeviceBayTemplateRules = {
  async beforeSave(ctx, values, existing) {
    const { deviceType } = checkTemplate(values as Record<string, unknown>, existing, false);
    const [dt] = await query<{ model: string; subdevice_role: string | null }>(ctx.db,
      `SELECT model, subdevice_role FROM dcim_device_type WHERE id = $1`, [deviceType]);
    if (dt && dt.subdevice_role !== 'parent')
      throw ValidationError.field('non_field_errors', `Subdevice role of device type (${dt.model}) must be set to "parent" to allow device bays.`);
  },
};

export default rules;
