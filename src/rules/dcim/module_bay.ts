// ModuleBay rules (NetBox 4.6 ModuleBay.clean with ComponentModel.clean, see component.ts): a
// bay belongs to a module of its own device, and never to a module installed within it.
import type { ModuleBayRules } from '../../../generated/rules/types.ts';
import { type ComputedFieldSql, query, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkComponent } from './component.ts';

const rules: ModuleBayRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const device = checkComponent(v, existing);
    const module = valueAfterWrite(v, existing, 'module', 'module_id') as number | null;
    if (module === null) return;
    const [m] = await query<{ device_id: number }>(ctx.db, `SELECT device_id FROM dcim_module WHERE id = $1`, [module]);
    if (m && m.device_id !== device)
      throw ValidationError.field('module', 'The module must belong to the same device as the module bay.');
    if (!existing) return;
    // The modules below this bay: its own, the bays of that module, their modules, ...
    const [loop] = await query<{ hit: boolean }>(ctx.db,
      `WITH RECURSIVE below(bay) AS (
         SELECT $1::int
         UNION
         SELECT b.id FROM below JOIN dcim_module m ON m.module_bay_id = below.bay JOIN dcim_module_bay b ON b.module_id = m.id)
       SELECT EXISTS (SELECT 1 FROM below JOIN dcim_module m ON m.module_bay_id = below.bay WHERE m.id = $2) AS hit`,
      [existing.id, module]);
    if (loop?.hit) throw ValidationError.field('non_field_errors', 'A module bay cannot belong to a module installed within it.');
  },
};

export default rules;

/** NetBox 4.4's _occupied of a module bay: a module is installed in it, or it is disabled. */
export const moduleBayOccupied: ComputedFieldSql = (_ctx, _model, alias) =>
  `(NOT ${alias}.enabled OR EXISTS (SELECT 1 FROM dcim_module m WHERE m.module_bay_id = ${alias}.id))`;
