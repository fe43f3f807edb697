// Interface template rules (NetBox 3.7 InterfaceTemplate.clean): a bridge is another template
// of the same device type or module type; only wireless types take a wireless role.
import type { InterfaceTemplateRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkTemplate, componentName, otherTemplate } from './component_template.ts';

/** dcim/constants.py WIRELESS_IFACE_TYPES */
export const WIRELESS_IFACE_TYPES = new Set([
  'ieee802.11a', 'ieee802.11g', 'ieee802.11n', 'ieee802.11ac', 'ieee802.11ad', 'ieee802.11ax', 'ieee802.11ay',
  'ieee802.15.1', 'other-wireless',
]);

const rules: InterfaceTemplateRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const { deviceType, moduleType } = checkTemplate(v, existing, true);
    const bridgeId = valueAfterWrite(v, existing, 'bridge', 'bridge_id') as number | null;
    if (bridgeId !== null) {
      if (existing && bridgeId === existing.id) throw ValidationError.field('bridge', 'An interface cannot be bridged to itself.');
      const bridge = await otherTemplate(ctx.db, 'dcim_interface_template', bridgeId);
      if (bridge && deviceType !== null && bridge.device_type_id !== deviceType)
        throw ValidationError.field('bridge', `Bridge interface (${componentName(bridge)}) must belong to the same device type`);
      if (bridge && moduleType !== null && bridge.module_type_id !== moduleType)
        throw ValidationError.field('bridge', `Bridge interface (${componentName(bridge)}) must belong to the same module type`);
    }
    const rfRole = valueAfterWrite(v, existing, 'rf_role', 'rf_role') as string | null;
    const type = valueAfterWrite(v, existing, 'type', 'type') as string;
    if (rfRole && !WIRELESS_IFACE_TYPES.has(type))
      throw ValidationError.field('rf_role', 'Wireless role may be set only on wireless interfaces.');
  },
};

export default rules;
