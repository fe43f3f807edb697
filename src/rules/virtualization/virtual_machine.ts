// Virtual machine rules (NetBox 3.7 VirtualMachine.clean/save): a VM belongs to a site, a
// cluster or both, and the cluster must be the site's; a host device needs a cluster; the
// role must be one meant for VMs; a VM with virtual disks has their total as its disk;
// primary addresses sit on the VM's own interfaces (shared/primary_ip.ts). (Name uniqueness
// is the catalogue's.)
import type { VirtualMachineRules, VirtualMachineValues } from '../../../generated/rules/types.ts';
import { query, type RuleContext, shownValue, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkPrimaryAddresses } from '../shared/primary_ip.ts';

/** NetBox's "aggregate disk size" check: once a VM has virtual disks its disk is their total
 * (virtual_disk.ts keeps it so); left empty it takes the total, another value is refused. */
async function checkDiskTotal(ctx: RuleContext, values: VirtualMachineValues, existing: Record<string, unknown>): Promise<void> {
  const [row] = await query<{ total: number | null }>(ctx.db,
    `SELECT sum(size)::int8 AS total FROM virtualization_virtual_disk WHERE virtual_machine_id = $1`, [existing.id]);
  const total = row?.total === null || row?.total === undefined ? 0 : Number(row.total);
  if (!total) return;
  const disk = valueAfterWrite(values, existing, 'disk') as number | null;
  if (disk === null) values.disk = total;
  else if (Number(disk) !== total)
    throw ValidationError.field('disk', `The specified disk size (${shownValue(ctx, 'disk', Number(disk))}) must match the aggregate size of assigned virtual disks (${shownValue(ctx, 'disk', total)}).`);
}

const rules: VirtualMachineRules = {
  async beforeSave(ctx, values, existing) {
    const site = valueAfterWrite(values, existing, 'site', 'site_id') as number | null;
    const cluster = valueAfterWrite(values, existing, 'cluster', 'cluster_id') as number | null;
    const device = valueAfterWrite(values, existing, 'device', 'device_id') as number | null;
    if (site === null && cluster === null)
      throw ValidationError.field('cluster', 'A virtual machine must be assigned to a site and/or cluster.');
    if (cluster !== null) {
      const [c] = await query<{ name: string; site_id: number | null; site_name: string | null }>(ctx.db,
        `SELECT c.name, c.site_id, s.name AS site_name FROM virtualization_cluster c LEFT JOIN dcim_site s ON s.id = c.site_id WHERE c.id = $1`, [cluster]);
      if (site !== null && c!.site_id !== site) {
        const [s] = await query<{ name: string }>(ctx.db, `SELECT name FROM dcim_site WHERE id = $1`, [site]);
        throw ValidationError.field('cluster', `The selected cluster (${c!.name}) is not assigned to this site (${s?.name ?? site}).`);
      }
      // NetBox's save(): a VM in a cluster takes the cluster's site when it names none.
      if (site === null && c!.site_id !== null) values.site = c!.site_id;
    }
    if (device !== null && cluster === null)
      throw ValidationError.field('device', 'Must specify a cluster when assigning a host device.');
    const role = valueAfterWrite(values, existing, 'role', 'role_id') as number | null;
    if (role !== null && Object.hasOwn(values, 'role')) {
      const [r] = await query<{ vm_role: boolean }>(ctx.db, `SELECT vm_role FROM dcim_device_role WHERE id = $1`, [role]);
      // limit_choices_to={'vm_role': True}: Django's words for a choice outside the limit.
      if (!r?.vm_role) throw ValidationError.field('role', `device role instance with id ${role} does not exist.`);
    }
    if (existing) await checkDiskTotal(ctx, values, existing);
    await checkPrimaryAddresses(ctx, values, { kind: 'vm', id: (existing?.id as number | undefined) ?? null });
  },
};

export default rules;
