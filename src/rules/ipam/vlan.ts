// VLAN rules (NetBox 3.7 and 4.6 VLAN.clean): a VLAN in a group may name a site only when the
// group is scoped to that site; its VID lies within one of the group's VID ranges.
import type { VLANRules } from '../../../generated/rules/types.ts';
import { type Db, displayOf, query, registry, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { rangesToString, type VidRange } from './vlan_group.ts';

const rules: VLANRules = {
  async beforeSave(ctx, values, existing) {
    const group = valueAfterWrite(values, existing, 'group', 'group_id') as number | null;
    if (group === null) return;
    const [g] = await query<{ name: string; scope_type: string | null; scope_id: number | null; vid_ranges: VidRange[] }>(ctx.db,
      `SELECT name, scope_type, scope_id, vid_ranges FROM ipam_vlan_group WHERE id = $1`, [group]);
    if (!g) return;
    const site = valueAfterWrite(values, existing, 'site', 'site_id') as number | null;
    if (site !== null && !(g.scope_type === 'dcim.site' && g.scope_id === site)) {
      const scope = g.scope_type && g.scope_id !== null ? await scopeName(ctx.db, g.scope_type, g.scope_id) : 'None';
      throw ValidationError.field('__all__', `VLAN is assigned to group ${g.name} (scope: ${scope}); cannot also assign to site ${await displayOf(ctx.db, 'dcim.site', site)}.`);
    }
    const vid = valueAfterWrite(values, existing, 'vid') as number;
    if (g.vid_ranges.some(([lower, upper]) => vid >= lower && vid <= upper)) return;
    // NetBox 4.6's words; NetBox 3.7's for a group of one range, the only kind 3.7 had.
    const [only] = g.vid_ranges;
    throw ValidationError.field('vid', g.vid_ranges.length === 1
      ? `VID must be between ${only![0]} and ${only![1]} for VLANs in group ${g.name}`
      : `VID must be in ranges ${rangesToString(g.vid_ranges)} for VLANs in group ${g.name}`);
  },
};

async function scopeName(db: Db, type: string, id: number): Promise<string> {
  const model = registry.modelOfContentType(type);
  return model ? displayOf(db, model.key, id) : String(id);
}

export default rules;
