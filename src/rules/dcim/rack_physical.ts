// What racks and rack types share (NetBox 4.6 dcim/models/racks.py RackBase, Rack, RackType): the
// physical fields a rack takes from its rack type, and the checks and clean-up of their units.
import { query, remembered, ValidationError, valueAfterWrite, type RuleContext } from '../../engine/api.ts';

/** NetBox's Rack.RACKTYPE_FIELDS: what a rack of a rack type cannot set itself. */
export const RACK_TYPE_FIELDS = [
  'form_factor', 'width', 'u_height', 'starting_unit', 'desc_units', 'outer_width', 'outer_height',
  'outer_depth', 'outer_unit', 'mounting_depth', 'weight', 'weight_unit', 'max_weight',
] as const;

type Physical = Record<(typeof RACK_TYPE_FIELDS)[number], unknown>;

/** The physical fields of a rack type, read once per write call (bulk writes share it). */
export function rackTypeFields(ctx: RuleContext, id: number): Promise<Physical | undefined> {
  return remembered(ctx, `dcim.rack_type:${id}`, async () => {
    const [row] = await query<Physical>(ctx.db, `SELECT ${RACK_TYPE_FIELDS.join(', ')} FROM dcim_rack_type WHERE id = $1`, [id]);
    return row;
  });
}

/** RackBase.clean: a unit wherever a dimension or a maximum weight is given. Zero counts as
 * none, as NetBox's truth test does. */
export function checkUnits(values: object, existing: Record<string, unknown> | null): void {
  const after = (name: string) => valueAfterWrite(values, existing, name);
  if (['outer_width', 'outer_depth', 'outer_height'].some((n) => after(n)) && !after('outer_unit'))
    throw ValidationError.field('__all__', 'Must specify a unit when setting an outer dimension');
  if (after('max_weight') && !after('weight_unit'))
    throw ValidationError.field('__all__', 'Must specify a unit when setting a maximum weight');
}

/** RackBase.save: without an outer dimension the unit is cleared. */
export function clearOuterUnit(values: Record<string, unknown>, existing: Record<string, unknown> | null): void {
  const after = (name: string) => valueAfterWrite(values, existing, name);
  if (!['outer_width', 'outer_depth', 'outer_height'].some((n) => after(n)) && after('outer_unit') !== null) values.outer_unit = null;
}
