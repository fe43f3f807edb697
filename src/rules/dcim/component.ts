// Shared checks of device components (NetBox 3.7 ComponentModel.clean): a component never
// moves to another device (inventory items may).
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';

type Row = Record<string, unknown>;

export function checkComponent(values: Record<string, unknown>, existing: Row | null): number {
  const device = valueAfterWrite(values, existing, 'device', 'device_id') as number;
  if (existing && existing.device_id !== device)
    throw ValidationError.field('device', 'Components cannot be moved to a different device.');
  return device;
}
