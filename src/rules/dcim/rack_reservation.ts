// Rack reservation rules (NetBox 3.7 RackReservation.clean and its ArrayField of positive
// small integers): units is a non-empty list of unit numbers that exist in the rack and that no
// other reservation of the rack holds.
import type { RackReservationRules } from '../../../generated/rules/types.ts';
import { type ComputedFieldSql, query, ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: RackReservationRules = {
  async beforeSave(ctx, values, existing) {
    // A written json value reaches the rules encoded (src/engine/write/fields.ts); a stored one decoded.
    const raw = valueAfterWrite(values, existing, 'units', 'units');
    const units: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (!Array.isArray(units) || units.length === 0)
      throw ValidationError.field('units', Array.isArray(units) ? 'This field is required.' : `Expected a list of items but got type "${units === null ? 'null' : typeof units}".`);
    units.forEach((u, i) => {
      if (typeof u !== 'number' || !Number.isInteger(u))
        throw ValidationError.field('units', `Item ${i + 1} in the array did not validate: A valid integer is required.`);
      if (u < 0 || u > 32767)
        throw ValidationError.field('units', `Item ${i + 1} in the array did not validate: Ensure this value is ${u < 0 ? 'greater than or equal to 0' : 'less than or equal to 32767'}.`);
    });
    const rackId = valueAfterWrite(values, existing, 'rack', 'rack_id') as number;
    const [rack] = await query<{ u_height: number; starting_unit: number }>(ctx.db,
      `SELECT u_height, starting_unit FROM dcim_rack WHERE id = $1`, [rackId]);
    if (!rack) return;
    const nums = units as number[];
    const invalid = nums.filter((u) => u < rack.starting_unit || u >= rack.starting_unit + rack.u_height);
    if (invalid.length)
      throw ValidationError.field('units', `Invalid unit(s) for ${rack.u_height}U rack: ${invalid.join(', ')}`);
    const others = await query<{ units: number[] }>(ctx.db,
      `SELECT units FROM dcim_rack_reservation WHERE rack_id = $1 AND id <> $2`, [rackId, (existing?.id as number | undefined) ?? 0]);
    const reserved = new Set(others.flatMap((o) => (Array.isArray(o.units) ? o.units : [])));
    const conflicting = nums.filter((u) => reserved.has(u));
    if (conflicting.length)
      throw ValidationError.field('units', `The following units have already been reserved: ${conflicting.join(', ')}`);
  },
};

export default rules;

/** NetBox 4.4's unit_count: how many units the reservation holds (len(units)). */
export const unitCount: ComputedFieldSql = (_ctx, _model, alias) =>
  `(CASE WHEN jsonb_typeof(${alias}.units) = 'array' THEN jsonb_array_length(${alias}.units) ELSE 0 END)`;
