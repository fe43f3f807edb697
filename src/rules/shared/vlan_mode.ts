// 802.1Q rules shared by device and VM interfaces (NetBox 3.7 BaseInterface.save, the
// interface clean() and serializer checks, and the interface form's mode checks):
// untagged and tagged VLANs are global or of the parent's site; only a tagged interface
// carries tagged VLANs (an access one never), an interface without a mode has no untagged
// VLAN, and leaving tagged mode drops the tagged VLANs.
import { type Db, query, ValidationError, valueAfterWrite } from '../../engine/api.ts';

/** Where an interface hangs: its foreign key to the parent and the parent's table. */
export interface InterfaceParent {
  field: 'device' | 'virtual_machine';
  table: string;
  /** The parent as NetBox's messages name it. */
  word: 'device' | 'virtual machine';
}

/** VLANs that are neither global nor of `site`, as NetBox names them: "name (vid)". */
async function foreignVlans(db: Db, ids: number[], site: number | null): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await query<{ name: string; vid: number }>(db,
    `SELECT name, vid FROM ipam_vlan WHERE id = ANY($1::int[]) AND site_id IS NOT NULL AND site_id IS DISTINCT FROM $2::int ORDER BY id`,
    [ids, site]);
  return rows.map((r) => `${r.name} (${r.vid})`);
}

/** Checks and completes the VLAN fields of an interface write (values by API name, existing
 * by column). */
export async function checkVlanMode(db: Db, parent: InterfaceParent, values: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void> {
  const mode = valueAfterWrite(values, existing, 'mode') as string | null;
  if (mode === null) values.untagged_vlan = null;
  const tagged = values.tagged_vlans as number[] | undefined;
  if (mode !== 'tagged') {
    if (tagged && tagged.length) {
      if (mode === 'access') throw ValidationError.field('mode', 'An access interface cannot have tagged VLANs assigned.');
      throw ValidationError.field('tagged_vlans', 'Tagged VLANs can only be assigned to an interface in tagged mode.');
    }
    if (existing) values.tagged_vlans = [];
  }

  const untagged = valueAfterWrite(values, existing, 'untagged_vlan', 'untagged_vlan_id') as number | null;
  const checkUntagged = untagged !== null && (Object.hasOwn(values, 'untagged_vlan') || Object.hasOwn(values, parent.field));
  if (!checkUntagged && !(tagged && tagged.length)) return;
  const parentId = valueAfterWrite(values, existing, parent.field, `${parent.field}_id`) as number;
  const [p] = await query<{ site_id: number | null }>(db, `SELECT site_id FROM ${parent.table} WHERE id = $1`, [parentId]);
  const site = p?.site_id ?? null;
  if (checkUntagged) {
    const [bad] = await foreignVlans(db, [untagged], site);
    if (bad)
      throw ValidationError.field('untagged_vlan', `The untagged VLAN (${bad}) must belong to the same site as the interface's parent ${parent.word}, or it must be global.`);
  }
  if (tagged && tagged.length) {
    const [bad] = await foreignVlans(db, tagged, site);
    if (bad)
      throw ValidationError.field('tagged_vlans', `VLAN ${bad} must belong to the same site as the interface's parent ${parent.word}, or it must be global.`);
  }
}
