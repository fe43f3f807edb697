// VM interface rules (NetBox 3.7 VMInterface.clean, BaseInterface.save, the serializer's and
// the interface form's 802.1Q checks): parent and bridge are other interfaces of the same VM;
// untagged and tagged VLANs are global or of the VM's site; only a tagged interface carries
// tagged VLANs (an access one never), and an interface without a mode has no untagged VLAN.
import type { VMInterfaceRules, VMInterfaceValues } from '../../../generated/rules/index.ts';
import { query, type Db } from '../../engine/db.ts';
import { ValidationError } from '../../engine/errors.ts';
import { valueAfterWrite } from '../../engine/rules.ts';

/** VLANs that are neither global nor of `site`, as NetBox names them: "name (vid)". */
async function foreignVlans(db: Db, ids: number[], site: number | null): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await query<{ name: string; vid: number }>(db,
    `SELECT name, vid FROM ipam_vlan WHERE id = ANY($1::int[]) AND site_id IS NOT NULL AND site_id IS DISTINCT FROM $2::int ORDER BY id`,
    [ids, site]);
  return rows.map((r) => `${r.name} (${r.vid})`);
}

const rules: VMInterfaceRules = {
  async beforeSave(ctx, values, existing) {
    const self = (existing?.id as number | undefined) ?? null;
    const vm = valueAfterWrite(values, existing, 'virtual_machine', 'virtual_machine_id') as number;
    for (const [field, word] of [['parent', 'parent'], ['bridge', 'bridge']] as const) {
      const other = valueAfterWrite(values, existing, field, `${field}_id`) as number | null;
      if (other === null) continue;
      if (other === self)
        throw ValidationError.field(field, field === 'parent' ? 'An interface cannot be its own parent.' : 'An interface cannot be bridged to itself.');
      const [o] = await query<{ name: string; vm_id: number; vm_name: string }>(ctx.db,
        `SELECT i.name, v.id AS vm_id, v.name AS vm_name FROM virtualization_vm_interface i JOIN virtualization_virtual_machine v ON v.id = i.virtual_machine_id WHERE i.id = $1`, [other]);
      if (o && o.vm_id !== vm)
        throw ValidationError.field(field, `The selected ${word} interface (${o.name}) belongs to a different virtual machine (${o.vm_name}).`);
    }

    const mode = valueAfterWrite(values, existing, 'mode', 'mode') as string | null;
    // BaseInterface.save(): no 802.1Q mode, no untagged VLAN.
    if (mode === null) values.untagged_vlan = null;
    const tagged = values.tagged_vlans;
    if (mode !== 'tagged') {
      if (tagged && tagged.length) {
        if (mode === 'access') throw ValidationError.field('mode', 'An access interface cannot have tagged VLANs assigned.');
        throw ValidationError.field('tagged_vlans', 'Tagged VLANs can only be assigned to an interface in tagged mode.');
      }
      // BaseInterface.save(): leaving tagged mode drops the tagged VLANs.
      if (existing) values.tagged_vlans = [];
    }

    const untagged = valueAfterWrite(values, existing, 'untagged_vlan', 'untagged_vlan_id') as number | null;
    const checkUntagged = untagged !== null && (Object.hasOwn(values, 'untagged_vlan') || Object.hasOwn(values, 'virtual_machine'));
    if (!checkUntagged && !(tagged && tagged.length)) return;
    const [v] = await query<{ site_id: number | null }>(ctx.db, `SELECT site_id FROM virtualization_virtual_machine WHERE id = $1`, [vm]);
    const site = v?.site_id ?? null;
    if (checkUntagged) {
      const [bad] = await foreignVlans(ctx.db, [untagged], site);
      if (bad)
        throw ValidationError.field('untagged_vlan', `The untagged VLAN (${bad}) must belong to the same site as the interface's parent virtual machine, or it must be global.`);
    }
    if (tagged && tagged.length) {
      const [bad] = await foreignVlans(ctx.db, tagged, site);
      if (bad)
        throw ValidationError.field('tagged_vlans', `VLAN ${bad} must belong to the same site as the interface's parent virtual machine, or it must be global.`);
    }
  },
};

export default rules;
