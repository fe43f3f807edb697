// Rear port rules (NetBox 3.7 RearPort.clean): never fewer positions than mapped front ports.
import type { RearPortRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkComponent } from './component.ts';

const rules: RearPortRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    checkComponent(v, existing);
    if (!existing) return;
    const positions = valueAfterWrite(v, existing, 'positions', 'positions') as number;
    const [c] = await query<{ n: number }>(ctx.db, `SELECT count(*)::int AS n FROM dcim_front_port WHERE rear_port_id = $1`, [existing.id]);
    if (c && positions < c.n)
      throw ValidationError.field('positions', `The number of positions cannot be less than the number of mapped front ports (${c.n})`);
  },
};

export default rules;
