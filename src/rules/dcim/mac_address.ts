// MAC address rules (NetBox 4.6 MACAddress.clean): the primary MAC address of an interface
// stays assigned to that interface while it is primary.
import type { MACAddressRules } from '../../../generated/rules/types.ts';
import { query, registry, ValidationError, valueAfterWrite } from '../../engine/api.ts';

/** The interface models that name a primary MAC address, by content type. */
const PRIMARY_OF = ['dcim.interface', 'virtualization.vm_interface'];

const rules: MACAddressRules = {
  async beforeSave(ctx, values, existing) {
    if (!existing?.assigned_object_id) return;
    const type = valueAfterWrite(values, existing, 'assigned_object_type') as string | null;
    const id = valueAfterWrite(values, existing, 'assigned_object_id') as number | null;
    if (type === existing.assigned_object_type && id === existing.assigned_object_id) return;
    const holder = PRIMARY_OF.map((k) => registry.model(k)).find((m) => m.content_type === existing.assigned_object_type);
    if (!holder) return;
    const [primary] = await query<{ id: number }>(ctx.db,
      `SELECT id FROM ${holder.table} WHERE id = $1 AND primary_mac_address_id = $2`, [existing.assigned_object_id, existing.id]);
    if (!primary) return;
    throw ValidationError.field('non_field_errors', id === null
      ? 'Cannot unassign MAC Address while it is designated as the primary MAC for an object'
      : 'Cannot reassign MAC Address while it is designated as the primary MAC for an object');
  },
};

export default rules;
