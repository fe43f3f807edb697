// Location rules (NetBox 3.7 Location.clean): a location's parent is in the same site.
import type { LocationRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: LocationRules = {
  async beforeSave(ctx, values, existing) {
    const parent = valueAfterWrite(values, existing, 'parent', 'parent_id') as number | null;
    if (parent === null) return;
    const site = valueAfterWrite(values, existing, 'site', 'site_id') as number;
    const [p] = await query<{ name: string; site_id: number }>(ctx.db, `SELECT name, site_id FROM dcim_location WHERE id = $1`, [parent]);
    if (p && p.site_id !== site) {
      const [s] = await query<{ name: string }>(ctx.db, `SELECT name FROM dcim_site WHERE id = $1`, [site]);
      throw ValidationError.field('non_field_errors', `Parent location (${p.name}) must belong to the same site (${s?.name ?? site}).`);
    }
  },
};

export default rules;
