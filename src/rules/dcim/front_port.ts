// Front port rules (NetBox 3.7 FrontPort.clean): the rear port is of the same device and has
// the mapped position.
import type { FrontPortRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { componentName } from './component_template.ts';
import { checkComponent } from './component.ts';

const rules: FrontPortRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const device = checkComponent(v, existing);
    const rearId = valueAfterWrite(v, existing, 'rear_port', 'rear_port_id') as number;
    const [rear] = await query<{ name: string; label: string; device_id: number; positions: number }>(ctx.db,
      `SELECT name, label, device_id, positions FROM dcim_rear_port WHERE id = $1`, [rearId]);
    if (!rear) return;
    if (rear.device_id !== device)
      throw ValidationError.field('rear_port', `Rear port (${componentName(rear)}) must belong to the same device`);
    const position = (valueAfterWrite(v, existing, 'rear_port_position', 'rear_port_position') as number | null) ?? 1;
    if (position > rear.positions)
      throw ValidationError.field('rear_port_position', `Invalid rear port position (${position}): Rear port ${rear.name} has only ${rear.positions} positions.`);
  },
};

export default rules;
