// Rear port rules: a component of its device, and its port mappings (port_mapping.ts): never
// fewer positions than mapped front ports.
import type { RearPortRules } from '../../../generated/rules/types.ts';
import { checkComponent } from './component.ts';
import { checkMappings } from './port_mapping.ts';

const rules: RearPortRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    checkComponent(v, existing);
    await checkMappings(ctx, { model: 'dcim.rear_port', parents: ['device'], parentLabel: 'device' }, v, existing);
  },
};

export default rules;
