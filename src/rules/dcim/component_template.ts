// Shared checks of component templates (NetBox 3.7 ComponentTemplateModel.clean and
// ModularComponentTemplateModel.clean): a template never moves to another device type, and a
// modular template belongs to exactly one of a device type and a module type.
import { type Db, query, ValidationError, valueAfterWrite } from '../../engine/api.ts';

type Row = Record<string, unknown>;
type Values = Record<string, unknown>;

export function checkTemplate(values: Values, existing: Row | null, modular: boolean): { deviceType: number | null; moduleType: number | null } {
  const deviceType = valueAfterWrite(values, existing, 'device_type', 'device_type_id') as number | null;
  const moduleType = modular ? (valueAfterWrite(values, existing, 'module_type', 'module_type_id') as number | null) : null;
  if (existing && (existing.device_type_id ?? null) !== deviceType)
    throw ValidationError.field('device_type', 'Component templates cannot be moved to a different device type.');
  if (modular) {
    if (deviceType !== null && moduleType !== null)
      throw ValidationError.field('non_field_errors', 'A component template cannot be associated with both a device type and a module type.');
    if (deviceType === null && moduleType === null)
      throw ValidationError.field('non_field_errors', 'A component template must be associated with either a device type or a module type.');
  }
  return { deviceType, moduleType };
}

/** "name (label)" or "name", as a component's __str__. */
export const componentName = (r: { name: string; label: string }) => (r.label ? `${r.name} (${r.label})` : r.name);

/** Another template of `table` by id, with its owners. */
export async function otherTemplate(db: Db, table: string, id: number, extra = '') {
  const [row] = await query<{ name: string; label: string; device_type_id: number | null; module_type_id: number | null } & Record<string, unknown>>(db,
    `SELECT name, label, device_type_id, ${table.includes('bay') ? 'NULL::int AS module_type_id' : 'module_type_id'}${extra} FROM ${table} WHERE id = $1`, [id]);
  return row ?? null;
}
