// Rack rules (NetBox 4.6 Rack.clean and Rack.save): an assigned location belongs to the rack's
// site; dimensions and a maximum weight need their units; a rack of a rack type takes the rack
// type's physical fields, whatever was written for them; and a rack that holds devices stays
// tall enough for them, and numbered low enough.
import type { RackRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite, type RuleContext } from '../../engine/api.ts';
import { checkUnits, clearOuterUnit, rackTypeFields } from './rack_physical.ts';

async function checkLocation(ctx: RuleContext, values: object, existing: Record<string, unknown> | null): Promise<void> {
  const location = valueAfterWrite(values, existing, 'location', 'location_id') as number | null;
  if (location === null) return;
  const site = valueAfterWrite(values, existing, 'site', 'site_id') as number;
  const [l] = await query<{ site_id: number }>(ctx.db, `SELECT site_id FROM dcim_location WHERE id = $1`, [location]);
  if (l && l.site_id !== site) {
    const [s] = await query<{ name: string }>(ctx.db, `SELECT name FROM dcim_site WHERE id = $1`, [site]);
    throw ValidationError.field('location', `Location must be from the same site, ${s?.name ?? site}.`);
  }
}

/** The devices mounted in a stored rack still fit its height and numbering. The message names
 * the rack type when the rack has one, since that is where the height comes from. Positions
 * are NetBox's decimals, quoted as it quotes them ("41.0"). */
async function checkMountedDevices(ctx: RuleContext, id: number, values: object, existing: Record<string, unknown>, typed: boolean): Promise<void> {
  const uHeight = valueAfterWrite(values, existing, 'u_height') as number;
  const start = valueAfterWrite(values, existing, 'starting_unit') as number;
  const [top] = await query<{ min_height: string; fits: boolean }>(ctx.db,
    `SELECT (d.position + t.u_height - $2)::text AS min_height, $3 >= d.position + t.u_height - $2 AS fits
       FROM dcim_device d JOIN dcim_device_type t ON t.id = d.device_type_id
      WHERE d.rack_id = $1 AND d.position IS NOT NULL ORDER BY d.position DESC LIMIT 1`, [id, start, uHeight]);
  if (top && !top.fits)
    throw ValidationError.field(typed ? 'rack_type' : 'u_height', `Rack must be at least ${top.min_height}U tall to house currently installed devices.`);
  const [low] = await query<{ position: string; fits: boolean }>(ctx.db,
    `SELECT d.position::text AS position, $2 <= d.position AS fits FROM dcim_device d
      WHERE d.rack_id = $1 AND d.position IS NOT NULL ORDER BY d.position LIMIT 1`, [id, start]);
  if (low && !low.fits)
    throw ValidationError.field(typed ? 'rack_type' : 'starting_unit', `Rack unit numbering must begin at ${low.position} or less to house currently installed devices.`);
}

const rules: RackRules = {
  async beforeSave(ctx, values, existing) {
    await checkLocation(ctx, values, existing);
    checkUnits(values, existing);
    const rackType = valueAfterWrite(values, existing, 'rack_type', 'rack_type_id') as number | null;
    if (rackType !== null) Object.assign(values, await rackTypeFields(ctx, rackType));
    clearOuterUnit(values as Record<string, unknown>, existing);
    if (existing) await checkMountedDevices(ctx, existing.id as number, values, existing, rackType !== null);
  },
};

export default rules;
