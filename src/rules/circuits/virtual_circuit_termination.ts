// Virtual circuit termination rules (NetBox 4.6 VirtualCircuitTermination.clean): a virtual
// circuit ends only on a virtual interface (NetBox's VIRTUAL_IFACE_TYPES).
import type { VirtualCircuitTerminationRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { VIRTUAL_INTERFACE_TYPES } from '../shared/virtual_interface.ts';

const rules: VirtualCircuitTerminationRules = {
  async beforeSave(ctx, values, existing) {
    if (!Object.hasOwn(values, 'interface')) return;
    const iface = valueAfterWrite(values, existing, 'interface', 'interface_id') as number;
    const [row] = await query<{ type: string }>(ctx.db, 'SELECT type FROM dcim_interface WHERE id = $1', [iface]);
    if (row && !VIRTUAL_INTERFACE_TYPES.includes(row.type))
      throw ValidationError.field('__all__', 'Virtual circuits may be terminated only to virtual interfaces.');
  },
};

export default rules;
