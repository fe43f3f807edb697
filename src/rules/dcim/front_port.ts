// Front port rules: a component of its device, and its port mappings (port_mapping.ts).
import type { FrontPortRules } from '../../../generated/rules/types.ts';
import { checkComponent } from './component.ts';
import { checkMappings } from './port_mapping.ts';

const rules: FrontPortRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    checkComponent(v, existing);
    await checkMappings(ctx, { model: 'dcim.front_port', parents: ['device'], parentLabel: 'device' }, v, existing);
  },
};

export default rules;
