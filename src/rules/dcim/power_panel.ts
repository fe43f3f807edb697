// Power panel rules (NetBox 3.7 PowerPanel.clean): the location is in the panel's site.
import type { PowerPanelRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: PowerPanelRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const location = valueAfterWrite(v, existing, 'location', 'location_id') as number | null;
    if (location === null) return;
    const site = valueAfterWrite(v, existing, 'site', 'site_id') as number;
    const [l] = await query<{ name: string; site_id: number; site_name: string }>(ctx.db,
      `SELECT l.name, l.site_id, s.name AS site_name FROM dcim_location l JOIN dcim_site s ON s.id = l.site_id WHERE l.id = $1`, [location]);
    if (l && l.site_id !== site) {
      const [s] = await query<{ name: string }>(ctx.db, `SELECT name FROM dcim_site WHERE id = $1`, [site]);
      throw ValidationError.field('non_field_errors', `Location ${l.name} (${l.site_name}) is in a different site than ${s?.name ?? site}`);
    }
  },
};

export default rules;
