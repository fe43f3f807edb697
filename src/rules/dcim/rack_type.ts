// Rack type rules (NetBox 4.6 RackType.clean and RackType.save): dimensions and a maximum weight
// need their units, and a change reaches every rack of the type, which takes its physical
// fields (rack.ts). The racks' own rows change, so the change log records each of them.
import type { RackTypeRules } from '../../../generated/rules/types.ts';
import { query } from '../../engine/api.ts';
import { checkUnits, clearOuterUnit, RACK_TYPE_FIELDS } from './rack_physical.ts';

const list = (alias: string) => RACK_TYPE_FIELDS.map((c) => `${alias}.${c}`).join(', ');

const rules: RackTypeRules = {
  beforeSave(_ctx, values, existing) {
    checkUnits(values, existing);
    clearOuterUnit(values as Record<string, unknown>, existing);
  },

  async afterSave(ctx, id, _values, existing) {
    if (!existing) return;
    // Only the racks that differ, so that an unchanged rack gets no change record.
    await query(ctx.db,
      `UPDATE dcim_rack r SET ${RACK_TYPE_FIELDS.map((c) => `${c} = t.${c}`).join(', ')}, last_updated = now()
         FROM dcim_rack_type t WHERE t.id = $1 AND r.rack_type_id = t.id AND (${list('r')}) IS DISTINCT FROM (${list('t')})`, [id]);
  },
};

export default rules;
