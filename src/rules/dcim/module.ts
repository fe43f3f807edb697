// Module rules (NetBox 4.6 Module.clean/save): the module bay belongs to the module's device;
// a new module gets its type's components on that device (instantiate.ts).
import type { ModuleRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { instantiateComponents } from './instantiate.ts';

const rules: ModuleRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const device = valueAfterWrite(v, existing, 'device', 'device_id') as number;
    const bayId = valueAfterWrite(v, existing, 'module_bay', 'module_bay_id') as number;
    const [bay] = await query<{ device_id: number; enabled: boolean }>(ctx.db, `SELECT device_id, enabled FROM dcim_module_bay WHERE id = $1`, [bayId]);
    if (bay && bay.device_id !== device) {
      const [d] = await query<{ name: string | null }>(ctx.db, `SELECT name FROM dcim_device WHERE id = $1`, [device]);
      throw ValidationError.field('non_field_errors', `Module must be installed within a module bay belonging to the assigned device (${d?.name ?? device}).`);
    }
    // NetBox 4.4: a disabled bay takes no new module (one already installed may stay).
    if (bay && !bay.enabled && bayId !== (existing?.module_bay_id ?? null))
      throw ValidationError.field('module_bay', 'Cannot install a module in a disabled module bay.');
    // NetBox 4.0: modules nest (a bay of a module), but never inside themselves.
    if (existing && bayId !== existing.module_bay_id) {
      const [loop] = await query<{ hit: boolean }>(ctx.db,
        `WITH RECURSIVE below(module) AS (
           SELECT $1::int
           UNION
           SELECT m.id FROM below JOIN dcim_module_bay b ON b.module_id = below.module JOIN dcim_module m ON m.module_bay_id = b.id)
         SELECT EXISTS (SELECT 1 FROM below JOIN dcim_module_bay b ON b.module_id = below.module WHERE b.id = $2) AS hit`,
        [existing.id, bayId]);
      if (loop?.hit) throw ValidationError.field('non_field_errors', 'A module bay cannot belong to a module installed within it.');
    }
  },
  async afterSave(ctx, id, values, existing) {
    if (existing) return;
    const [bay] = await query<{ position: string }>(ctx.db, `SELECT position FROM dcim_module_bay WHERE id = $1`, [values.module_bay]);
    await instantiateComponents(ctx.db, { device: values.device as number, module: id, module_type: values.module_type as number, position: bay?.position ?? '' });
  },
};

export default rules;
