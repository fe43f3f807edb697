// Virtual disk rules (NetBox 3.7 virtualization/signals.py update_virtualmachine_disk): a VM's
// disk is the sum of its virtual disks' sizes, rewritten whenever one is saved or deleted, and
// null again once the last one is gone. The VM's own rule refuses a disk that disagrees
// (virtual_machine.ts).
import type { VirtualDiskRules } from '../../../generated/rules/types.ts';
import { query, type Db } from '../../engine/api.ts';

/** Sets each VM's disk to the sum of its disks' sizes, leaving out the disks `leaving`. */
async function sumDisks(db: Db, vms: number[], leaving: number[] = []): Promise<void> {
  if (vms.length === 0) return;
  await query(db,
    `UPDATE virtualization_virtual_machine vm SET disk = (SELECT sum(d.size) FROM virtualization_virtual_disk d
       WHERE d.virtual_machine_id = vm.id AND NOT d.id = ANY($2::int[])), last_updated = now()
     WHERE vm.id = ANY($1::int[])`, [vms, leaving]);
}

const rules: VirtualDiskRules = {
  async afterSave(ctx, _id, values, existing) {
    const vm = (values.virtual_machine ?? existing?.virtual_machine_id) as number;
    const before = existing?.virtual_machine_id as number | undefined;
    await sumDisks(ctx.db, before !== undefined && before !== vm ? [vm, before] : [vm]);
  },

  async beforeDelete(ctx, ids) {
    const rows = await query<{ vm: number }>(ctx.db, `SELECT DISTINCT virtual_machine_id AS vm FROM virtualization_virtual_disk WHERE id = ANY($1::int[])`, [ids]);
    await sumDisks(ctx.db, rows.map((r) => r.vm), ids);
  },
};

export default rules;
