// Virtual chassis rules (NetBox 3.7 VirtualChassis.clean and dcim/signals.py): the master of an
// existing virtual chassis is one of its members; a new chassis' master joins it at position 1;
// a deleted chassis' members leave it with their positions and priorities.
import type { VirtualChassisRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';

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

  async afterSave(ctx, id, values, existing) {
    const master = (values as Record<string, unknown>).master as number | null | undefined;
    if (existing || !master) return;
    await query(ctx.db, `UPDATE dcim_device SET virtual_chassis_id = $1, vc_position = 1, last_updated = now() WHERE id = $2`, [id, master]);
  },

  async beforeDelete(ctx, ids) {
    await query(ctx.db, `UPDATE dcim_device SET virtual_chassis_id = NULL, vc_position = NULL, vc_priority = NULL, last_updated = now() WHERE virtual_chassis_id = ANY($1::int[])`, [ids]);
  },
};

export default rules;
