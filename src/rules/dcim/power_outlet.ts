// Power outlet rules (NetBox 3.7 PowerOutlet.clean): the power port is of the same device.
import type { PowerOutletRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { componentName } from './component_template.ts';
import { checkComponent } from './component.ts';

const rules: PowerOutletRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const device = checkComponent(v, existing);
    const portId = valueAfterWrite(v, existing, 'power_port', 'power_port_id') as number | null;
    if (portId === null) return;
    const [port] = await query<{ name: string; label: string; device_id: number }>(ctx.db,
      `SELECT name, label, device_id FROM dcim_power_port WHERE id = $1`, [portId]);
    if (port && port.device_id !== device)
      throw ValidationError.field('non_field_errors', `Parent power port (${componentName(port)}) must belong to the same device`);
  },
};

export default rules;
