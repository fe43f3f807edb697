// Rack rules (NetBox 3.7 Rack.clean): an assigned location belongs to the rack's site.
import type { RackRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: RackRules = {
  async beforeSave(ctx, values, existing) {
    const location = valueAfterWrite(values, existing, 'location', 'location_id') as number | null;
    if (location === null) return;
    const site = valueAfterWrite(values, existing, 'site', 'site_id') as number;
    const [l] = await query<{ site_id: number }>(ctx.db, `SELECT site_id FROM dcim_location WHERE id = $1`, [location]);
    if (l && l.site_id !== site) {
      const [s] = await query<{ name: string }>(ctx.db, `SELECT name FROM dcim_site WHERE id = $1`, [site]);
      throw ValidationError.field('location', `Location must be from the same site, ${s?.name ?? site}.`);
    }
  },
};

export default rules;
