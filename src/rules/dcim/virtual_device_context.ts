// Virtual device context rules (NetBox 3.7 VirtualDeviceContext.clean): its primary addresses
// sit on interfaces of its device (or of the device's virtual chassis), as a device's do.
import type { VirtualDeviceContextRules } from '../../../generated/rules/types.ts';
import { query, valueAfterWrite } from '../../engine/api.ts';
import { checkPrimaryAddresses } from '../shared/primary_ip.ts';

const rules: VirtualDeviceContextRules = {
  async beforeSave(ctx, values, existing) {
    const device = valueAfterWrite(values, existing, 'device', 'device_id') as number;
    const [d] = await query<{ virtual_chassis_id: number | null }>(ctx.db, `SELECT virtual_chassis_id FROM dcim_device WHERE id = $1`, [device]);
    await checkPrimaryAddresses(ctx, values, { kind: 'device', id: device, virtualChassis: d?.virtual_chassis_id ?? null });
  },
};

export default rules;
