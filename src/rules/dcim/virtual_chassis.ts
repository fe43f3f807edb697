// Virtual chassis rules (NetBox 3.7 VirtualChassis.clean): the master of an existing virtual
// chassis is one of its members.
import type { VirtualChassisRules } from '../../../generated/rules/index.ts';
import { query } from '../../engine/db.ts';
import { ValidationError } from '../../engine/errors.ts';
import { valueAfterWrite } from '../../engine/rules.ts';

const rules: VirtualChassisRules = {
  async beforeSave(ctx, values, existing) {
    if (!existing) return;
    const master = valueAfterWrite(values as Record<string, unknown>, existing, 'master', 'master_id') as number | null;
    if (master === null) return;
    const [d] = await query<{ name: string | null; virtual_chassis_id: number | null }>(ctx.db,
      `SELECT name, virtual_chassis_id FROM dcim_device WHERE id = $1`, [master]);
    if (d && d.virtual_chassis_id !== existing.id)
      throw ValidationError.field('master', `The selected master (${d.name ?? master}) is not assigned to this virtual chassis.`);
  },
};

export default rules;
