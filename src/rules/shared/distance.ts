// NetBox 4.2's DistanceMixin (circuits and wireless links): a distance other than zero needs a
// unit (clean()), and an object without a distance keeps no unit (save() clears it).
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';

/** Checks and completes `distance` and `distance_unit` of a write (values by API name,
 * existing by column). */
export function checkDistance(values: Record<string, unknown>, existing: Record<string, unknown> | null): void {
  const distance = valueAfterWrite(values, existing, 'distance');
  const unit = valueAfterWrite(values, existing, 'distance_unit');
  if (distance === null) {
    if (unit !== null) values.distance_unit = null;
    return;
  }
  if (Number(distance) !== 0 && !unit) throw ValidationError.field('__all__', 'Must specify a unit when setting a distance');
}
