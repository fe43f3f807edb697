// VLAN rules (NetBox 3.7 VLAN.clean): a VLAN in a group may name a site only when the group is
// scoped to that site; its VID lies within the group's range.
import type { VLANRules } from '../../../generated/rules/types.ts';
import { type Db, displayOf, query, registry, ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: VLANRules = {
  async beforeSave(ctx, values, existing) {
    const group = valueAfterWrite(values, existing, 'group', 'group_id') as number | null;
    if (group === null) return;
    const [g] = await query<{ name: string; scope_type: string | null; scope_id: number | null; min_vid: number; max_vid: number }>(ctx.db,
      `SELECT name, scope_type, scope_id, min_vid, max_vid FROM ipam_vlan_group WHERE id = $1`, [group]);
    if (!g) return;
    const site = valueAfterWrite(values, existing, 'site', 'site_id') as number | null;
    if (site !== null && !(g.scope_type === 'dcim.site' && g.scope_id === site)) {
      const scope = g.scope_type && g.scope_id !== null ? await scopeName(ctx.db, g.scope_type, g.scope_id) : 'None';
      throw ValidationError.field('__all__', `VLAN is assigned to group ${g.name} (scope: ${scope}); cannot also assign to site ${await displayOf(ctx.db, 'dcim.site', site)}.`);
    }
    const vid = valueAfterWrite(values, existing, 'vid') as number;
    if (vid < g.min_vid || vid > g.max_vid)
      throw ValidationError.field('vid', `VID must be between ${g.min_vid} and ${g.max_vid} for VLANs in group ${g.name}`);
  },
};

async function scopeName(db: Db, type: string, id: number): Promise<string> {
  const model = registry.modelOfContentType(type);
  return model ? displayOf(db, model.key, id) : String(id);
}

export default rules;
