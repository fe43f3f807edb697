// VM interface rules (NetBox 3.7 VMInterface.clean): parent and bridge are other interfaces
// of the same VM; the 802.1Q rules are those of every interface (shared/vlan_mode.ts), and so
// are its primary MAC address's (shared/primary_mac.ts).
import type { VMInterfaceRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { afterInterfaceSave, beforeInterfaceSave } from '../shared/primary_mac.ts';
import { checkVlanMode } from '../shared/vlan_mode.ts';

const VM_INTERFACE = { model: 'virtualization.vm_interface' } as const;

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

    await checkVlanMode(ctx.db, { field: 'virtual_machine', table: 'virtualization_virtual_machine', word: 'virtual machine' }, values as Record<string, unknown>, existing);
    await beforeInterfaceSave(ctx, VM_INTERFACE, values as Record<string, unknown>, existing);
  },
  async afterSave(ctx, id, values, existing) {
    await afterInterfaceSave(ctx, VM_INTERFACE, id, values as Record<string, unknown>, existing);
  },
};

export default rules;
