// Service rules (NetBox 3.7 Service.clean, ServiceBase): a service belongs to exactly one of a
// device and a virtual machine; ports are a non-empty list of integers 1-65535; the display is
// "name (TCP/22, 80-82)".
import type { ServiceRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { serviceDisplay } from './common.ts';

const rules: ServiceRules = {
  beforeSave(_ctx, values, existing) {
    serviceDisplay(values, existing);
    const device = valueAfterWrite(values, existing, 'device', 'device_id');
    const vm = valueAfterWrite(values, existing, 'virtual_machine', 'virtual_machine_id');
    if (device !== null && vm !== null)
      throw ValidationError.field('non_field_errors', 'A service cannot be associated with both a device and a virtual machine.');
    if (device === null && vm === null)
      throw ValidationError.field('non_field_errors', 'A service must be associated with either a device or a virtual machine.');
  },
};

export default rules;
