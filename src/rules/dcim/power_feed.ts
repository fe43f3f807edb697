// Power feed rules (NetBox 3.7 PowerFeed.clean): the rack is in the power panel's site; an AC
// supply has no negative voltage; and the voltage is never 0 (ExclusionValidator).
import type { PowerFeedRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: PowerFeedRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const voltage = (valueAfterWrite(v, existing, 'voltage', 'voltage') as number | null) ?? 120;
    if (voltage === 0) throw ValidationError.field('voltage', 'This value may not be 0.');
    const rack = valueAfterWrite(v, existing, 'rack', 'rack_id') as number | null;
    if (rack !== null) {
      const panel = valueAfterWrite(v, existing, 'power_panel', 'power_panel_id') as number;
      const [r] = await query<{ name: string; facility_id: string | null; site_id: number; site_name: string }>(ctx.db,
        `SELECT r.name, r.facility_id, r.site_id, s.name AS site_name FROM dcim_rack r JOIN dcim_site s ON s.id = r.site_id WHERE r.id = $1`, [rack]);
      const [p] = await query<{ name: string; site_id: number; site_name: string }>(ctx.db,
        `SELECT p.name, p.site_id, s.name AS site_name FROM dcim_power_panel p JOIN dcim_site s ON s.id = p.site_id WHERE p.id = $1`, [panel]);
      if (r && p && r.site_id !== p.site_id) {
        const rackName = r.facility_id ? `${r.name} (${r.facility_id})` : r.name;
        throw ValidationError.field('non_field_errors',
          `Rack ${rackName} (${r.site_name}) and power panel ${p.name} (${p.site_name}) are in different sites.`);
      }
    }
    const supply = (valueAfterWrite(v, existing, 'supply', 'supply') as string | null) ?? 'ac';   // the default, when not sent
    if (voltage < 0 && supply === 'ac') throw ValidationError.field('voltage', 'Voltage cannot be negative for AC supply');
  },
};

export default rules;
