// Module rules (NetBox 3.7 Module.clean/save): the module bay belongs to the module's device;
// a new module gets its type's components on that device (instantiate.ts).
import type { ModuleRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { instantiateComponents } from './instantiate.ts';

const rules: ModuleRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const device = valueAfterWrite(v, existing, 'device', 'device_id') as number;
    const bayId = valueAfterWrite(v, existing, 'module_bay', 'module_bay_id') as number;
    const [bay] = await query<{ device_id: number }>(ctx.db, `SELECT device_id FROM dcim_module_bay WHERE id = $1`, [bayId]);
    if (bay && bay.device_id !== device) {
      const [d] = await query<{ name: string | null }>(ctx.db, `SELECT name FROM dcim_device WHERE id = $1`, [device]);
      throw ValidationError.field('non_field_errors', `Module must be installed within a module bay belonging to the assigned device (${d?.name ?? device}).`);
    }
  },
  async afterSave(ctx, id, values, existing) {
    if (existing) return;
    const [bay] = await query<{ position: string }>(ctx.db, `SELECT position FROM dcim_module_bay WHERE id = $1`, [values.module_bay]);
    await instantiateComponents(ctx.db, { device: values.device as number, module: id, module_type: values.module_type as number, position: bay?.position ?? '' });
  },
};

export default rules;
