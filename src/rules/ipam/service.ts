// Service rules (NetBox 4.6 Service, ServiceBase; NetBox 3.7 Service.clean): a service runs on a
// parent, a device, a virtual machine or an FHRP group (NetBox 4.3); ports are a non-empty list
// of integers 1-65535; the display is "name (TCP/22, 80-82)".
//
// NetBox 3.7 clients (pynetbox, the Ansible collection 3.13's netbox_service) name a device or a
// virtual machine instead: those fields are columns the parent sets (the parent when it is of
// their kind, else null), and writing one sets the parent, unless the parent is written too,
// which wins (as a prefix's site and scope, ../dcim/scope.ts). NetBox 3.7's refusals of both and
// of neither stay for the writes that name them.
import type { ServiceRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { serviceDisplay } from './common.ts';

const DEVICE = 'dcim.device';
const VM = 'virtualization.virtualmachine';
const NEITHER = 'A service must be associated with either a device or a virtual machine.';

type Values = Record<string, unknown>;

const rules: ServiceRules = {
  beforeSave(_ctx, written, existing) {
    const values = written as Values;
    serviceDisplay(values, existing);
    const parentGiven = Object.hasOwn(values, 'parent_object_type') || Object.hasOwn(values, 'parent_object_id');
    const legacyGiven = Object.hasOwn(values, 'device') || Object.hasOwn(values, 'virtual_machine');
    if (!parentGiven && legacyGiven) {
      const device = valueAfterWrite(values, existing, 'device', 'device_id') as number | null;
      const vm = valueAfterWrite(values, existing, 'virtual_machine', 'virtual_machine_id') as number | null;
      if (device !== null && vm !== null)
        throw ValidationError.field('non_field_errors', 'A service cannot be associated with both a device and a virtual machine.');
      // A 3.7 client clearing the one it wrote leaves an FHRP group's service as it is.
      const fhrp = existing?.parent_object_type !== undefined && existing.parent_object_type !== DEVICE && existing.parent_object_type !== VM;
      if (device === null && vm === null && !fhrp) throw ValidationError.field('non_field_errors', NEITHER);
      if (device !== null || vm !== null) {
        values.parent_object_type = device !== null ? DEVICE : VM;
        values.parent_object_id = device ?? vm;
      }
    }
    const type = valueAfterWrite(values, existing, 'parent_object_type') as string | null;
    const id = valueAfterWrite(values, existing, 'parent_object_id') as number | null;
    if (type === null || id === null) throw ValidationError.field('non_field_errors', NEITHER);
    // The columns NetBox 3.7 named are the parent's alone.
    values.device = type === DEVICE ? id : null;
    values.virtual_machine = type === VM ? id : null;
  },
};

export default rules;
